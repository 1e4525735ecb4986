"""`enum-missing`: a closed set of values offered as a free string (by the parameter's name, its
description's list, or a sibling of the same concept that declares one). A list written with
slashes ("对齐方式（left/center/right）", "白名单 LINEAR / HOLD", `prose/slash_lists.py`) closes
the set whatever the name. The rules about the
values a declared `enum` holds live in `enum_values.py`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.enum_spellings import MACHINE_VALUE
from workbench.linter.rules.json_text import json_in_string
from workbench.linter.rules.measure_facts import example_items
from workbench.linter.rules.param_facts import has_any, has_any_branch, instruction_text, prose
from workbench.model import Tool
from workbench.prose.label_lists import ZH_ETC
from workbench.prose.slash_lists import OPEN, slash_list
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# ============================================================================== enum

# Names whose values are a small, closed set (`sort_order`, `lang`, `status`).
_FINITE_LAST = frozenset({"status", "direction", "lang", "language", "locale", "currency",
                          "priority", "unit", "units", "gender", "mode", "level", "severity",
                          "visibility", "order", "sort"})
_FINITE_NAMES = frozenset({"sort_order", "order", "sort_direction", "sort_dir",
                           "log_level", "units", "unit", "lang", "language", "locale",
                           "currency", "status", "direction"})
# Weak names: a closed set only if the description lists the values.
_WEAK_LAST = frozenset({"type", "category", "kind", "format", "method", "state", "region",
                        "scope", "role", "period", "interval", "frequency", "tier", "plan",
                        "strategy", "algorithm", "action", "operation", "by"})
# A whole name that selects what the tool does (`action`, `operation`): the executor dispatches on a
# closed set of values, so a free string lets the model invent operations.
_DISPATCH_NAMES = frozenset({"action", "operation", "op", "operation_type", "action_type"})
_OPEN_HINTS = re.compile(r"\b(?:code|e\.g\.|for example|such as|any|ISO|BCP|IETF|RFC)\b|例如|比如|"
                         r"代码|编码|"
                         # "如 zh / en": examples; "operation 见 list_speech_capabilities", "see
                         # `list_actions`": the values live in another tool's answer
                         r"(?<![例比假])如\s*[:：]?\s*[A-Za-z0-9\"'“`]|"
                         r"(?:见|参见|参考|\bsee\b)\s*[`'\"“]?[a-z][a-z0-9]*_[a-z0-9_]+", re.I)
# Words that make a value set open: a key of another field, a user-defined name, a free value.
_OPEN_SET = re.compile(r"\b(?:keys?\s+(?:of|in|from)|custom|user[- ]defined|arbitrary|any\s+\w+|"
                       r"octal|permissions?|name\s+of|"
                       # "Valid values are per-project", "Comma-separated list of priorities": the
                       # set is the account's, or the value a list, not one closed value
                       r"per[- ](?:project|workspace|team|account|org\w*|tenant|board|repo\w*)|"
                       r"comma[- ]separated|configurable|"
                       # "HTTP status", "status code": one of the protocol's many codes
                       r"\bhttp\s+status|\bstatus\s+codes?\b|状态码|"
                       # "Hint used to order items of this type": a sort key the service writes
                       r"order(?:ing)?\s+hint|hint\s+used\s+to\s+order)\b|排序提示|"
                       r"自定义|任意|权限|的键|中的键|[（(]\s*如|逗号分隔|按项目配置", re.I)
# "Common values include 'a', 'b'", "常见取值": the text hedges; the set may be open.
_HEDGED_SET = re.compile(r"\b(?:common|typical|usual)\s+values?\b|常见(?:取)?值|常用(?:取)?值", re.I)
# "the API action name, as in the official docs": a dispatch field of a generic API caller takes
# any operation of that API, an open set.
# A description that calls the value a name ("Filter by operation name", "操作名称"): the
# names of things the service knows, not a dispatch the tool switches on.
_NAMES_A_THING = re.compile(r"\b(?:filter|search|match)\w*\s+(?:by\s+)?(?:the\s+)?(?:operation|span|"
                            r"resource|event|endpoint)\s+names?\b|按(?:操作|事件|资源|接口)名称?(?:过滤|筛选|搜索)",
                            re.I)
_API_NAME = re.compile(r"\bapi\b|\bofficial\b|\bdocumentation\b|\bdocs\b|官方|文档", re.I)
# Words that leave a listed set open: "Valid values include: a, b. For custom objects, use ...",
# "zh、en、ja 等", "a, b, c, etc.", "a, b…": the list names the usual values, not all of them.
_OPEN_LIST = re.compile(r"\b(?:custom|user[- ]defined|etc\b\.?|and\s+(?:so\s+on|more|others)|"
                        r"among\s+others)|\.\.\.|…|" + ZH_ETC + r"|其[他它]|自定义", re.I)


# Words that offer listed values as examples or advice, not as the whole set ("Valid values
# include", "such as", "recommended", "推荐取值", "常用", "例如"): an `enum` patch of them would
# reject the values the text leaves out, so the message names them in words only.
_EXAMPLE_LIST = re.compile(r"\b(?:(?:values?|options?|choices?|types?|formats?|languages?|ones?)\s+"
                           r"includ(?:e|es|ing)|includ(?:e|es|ing)\s*:|such\s+as|e\.g\.?|"
                           r"for\s+(?:example|instance)|recommended|suggested|commonly|"
                           r"common\s+values?|typical(?:ly)?|popular|examples?|formats?\s*:)|推荐|建议|常用|"
                           r"常见|例如|比如|诸如|典型|示例|样例|举例|格式\s*[:：]", re.I)


# "Use the value from legislation_search results", "as returned by list_types", "取自 search_docs 的返回":
# the value is whatever another tool returns; the codes the text lists are the usual ones of an
# open registry (legislation types beyond the four named: fresh reviewers, F on the enum patch)
# "Must match one of the operation names returned by `get_capabilities`", "one of the resource
# types supported by the server", "由 list_models 返回": the server says which values exist, at run
# time (FHIR operations differ per server; reviewers: F on an enum demand, 4 of 4)
_FROM_RESULTS = re.compile(r"\b(?:use|take|pass)\s+the\s+\w+\s+(?:from|returned\s+by|given\s+by)\s+`?\w+`?"
                           r"\s*(?:'s\s+)?(?:results?|output|responses?)\b|\bas\s+returned\s+by\s+`?\w+|"
                           r"\b(?:returned|listed|exposed|reported)\s+by\s+(?:`\w+`|[a-z]+(?:_[a-z0-9]+)+\b|"
                           r"[a-z]+[A-Z]\w*)|\b(?:supported|defined|configured|enabled)\s+(?:by|on|in)\s+"
                           r"(?:the|this|your)\s+(?:server|instance|account|workspace|tenant|deployment)\b|"
                           r"(?:取自|来自)\s*`?[A-Za-z_][\w.-]*`?\s*(?:工具)?的?\s*(?:返回|结果)|"
                           r"(?:由|通过|调用)\s*`?[A-Za-z]+_[\w.-]*`?\s*(?:工具)?\s*(?:返回|获取|查询|列出)", re.I)
# "sphere, box, capsule (3D); circle, box, capsule (2D)": one list per variant, so the values
# before the first semicolon are one variant's, and an enum of them rejects the other's
_PER_VARIANT = re.compile(r"\([^()]{1,24}\)\s*[;；]\s*[\w-]+(?:\s*[,，、]\s*[\w-]+)+\s*\([^()]{1,24}\)")


def values_from_results(text: str) -> bool:
    """Does the text say the value comes from another tool's results?"""
    return _FROM_RESULTS.search(text) is not None


def per_variant_lists(text: str) -> bool:
    """Does the text list the values once per variant ("… (3D); … (2D)")?"""
    return _PER_VARIANT.search(text) is not None


def certain_values(text: str, values: tuple[Any, ...], others: tuple[str, ...], *,
                   machine: bool = True) -> bool:
    """Whether `values`, read from `text`, may become an `enum` patch: offered as the whole set
    (not examples or advice), in a text that names no other field (whose values they may be),
    and, with `machine`, two or more machine tokens (`_machine_values`)."""
    if (machine and not _machine_values(values)) or _EXAMPLE_LIST.search(text):
        return False
    listed = {str(v) for v in values}
    return not any(o not in listed and len(o) > 1 and re.search(
        rf"(?<![A-Za-z0-9_]){re.escape(o)}(?![A-Za-z0-9_])", text) for o in others)


# "Status ID, multiple separated by commas", "Severity label or numeric ID", "优先级ID": the
# values are records the project or workspace configures (its statuses, its priorities), an
# open set however few a default project has.
_CONFIGURED = re.compile(r"\b(?:label|name)\s+or\s+(?:\w+\s+)?(?:id|index)\b|\b(?:priority|status|severity|state|"
                         r"type|stage|level)\s+ids?\b|\bids?\s+of\s+the\s+(?:project|workspace|org\w*)|"
                         r"separated\s+by\s+commas|(?:优先级|状态|严重程度|类型)\s*id|(?:优先级|状态)编号",
                         re.I)
# "Quote currency filter", "计价币种": a trading pair's quote or base currency is any listed coin.
_MARKET_CURRENCY = re.compile(r"\b(?:quote|base|settle(?:ment)?|margin)\s+(?:currency|asset|coin)\b|"
                              r"计价(?:货币|币种)|基础币种|结算币种", re.I)
# A test step's `action` beside its `expected_result`: the step's words, not a dispatch.
_STEP = re.compile(r"\bsteps?\b|步骤", re.I)
_STEP_SIBLINGS = frozenset({"expected", "expected_result", "expectedresult", "expected_outcome", "result"})


def _free_by_its_place(ctx: ToolContext, node: SchemaNode) -> bool:
    """A name that usually takes a few values, read where it stands: ids the project configures
    (`status: "Status ID"`), a trading pair's quote currency, the `action` text of a test step,
    the `order` (position) of a nested item that has a name of its own, or the ordering of a
    query beside its `select`."""
    t = split_name(node.name)
    desc = node.description
    if _CONFIGURED.search(desc) or (t[-1:] == ("currency",) and _MARKET_CURRENCY.search(desc)):
        return True
    siblings = {"".join(split_name(n)) for n in ctx.sibling_names(node)}
    if "_".join(t) in _DISPATCH_NAMES and node.pointer.count("/items/") and (
            _STEP.search(desc) or siblings & _STEP_SIBLINGS):
        return True
    if values_from_results(desc) and not prose_values(node):
        return True  # "one of the operation names returned by `get_capabilities`": the server's
        # own set, found at run time; the text already says where
    if "_".join(t) in _QUERY_ORDER_NAMES and "select" in siblings and not prose_values(node):
        return True  # `order` beside `select`: a query's ordering over any field (Contentful, PostgREST)
    return t in (("order",), ("sort",)) and node.pointer.count("/properties/") > 1 \
        and bool(siblings & {"name", "title"}) and not re.search(r"\b(?:asc|desc)", desc, re.I)


# The ordering parameter of a query language whose `select` picks the fields returned
# (Contentful's `order=-sys.createdAt`, PostgREST's `order=age.desc`, OData's `$orderby`): it
# orders by any of those fields, an open set (reviewers: F on an enum demand for Contentful's)
_QUERY_ORDER_NAMES = frozenset({"order", "sort", "order_by", "orderby", "sort_by", "sortby"})


# A tool text that says the values of a workflow field are the project's own: a Projects (v2)
# board, custom or single-select fields, a tool that creates or manages the fields themselves
# ("manage readme, fields, views, items"), "自定义字段".
_USER_FIELDS = re.compile(r"\bprojects?\s*\(?v2\b|\bcustom\s+fields?\b|\bsingle[- ]select\b|"
                          r"\bfield\s+options?\b|\b(?:create|add|update|manage|define)\w*\s+(?:[\w-]+,\s*)*"
                          r"(?:custom\s+|project\s+)?fields\b|自定义(?:字段|状态|优先级)|单选字段", re.I)
_WORKFLOW_FIELDS = frozenset({"status", "priority", "severity", "stage"})


def _user_defined_field(ctx: ToolContext, node: SchemaNode) -> bool:
    """A status, priority, severity or stage of the items a board holds (nested: `filter.status`,
    `item.priority`) in a tool whose text says the project defines its fields (a Projects v2
    board, custom fields, a tool that manages the fields): the options are user-defined per
    project, however few a new one has, so no enum of them is the contract. The `status` of the
    project itself (open, closed) is the product's fixed set and keeps its finding."""
    t = split_name(node.name)
    nested = node.pointer.count("/properties/") > 1 or "/items/" in node.pointer
    return nested and bool(t) and t[-1] in _WORKFLOW_FIELDS and not prose_values(node) \
        and _USER_FIELDS.search(f"{ctx.description} {node.description}") is not None


def prose_values(node: SchemaNode) -> tuple[Any, ...] | None:
    for c in prose(node):
        if c.kind == "enum-values":
            # "Allowed values: null, Minor, Adult": null is JSON null (the schema's type says
            # whether it is allowed), not the string "null"
            return tuple(v for v in c.value if not (isinstance(v, str) and v.strip().lower() == "null")) or None
    # "对齐方式（left/center/right）", "白名单 LINEAR / HOLD": a closed set written with slashes
    slashed = slash_list(node.description)
    return tuple(slashed[0]) if slashed else None


# `sort_by`, `order_by`, `sort_field`: the field to sort on. The service sorts on a few of its
# fields; unless the text opens it (an expression, "any field", a direction written into it).
# The value is a clause or an expression of a query language ("ORDER BY clause", "排序表达式")
_CLAUSE_TEXT = re.compile(r"\b(?:clause|expression)s?\b|子句|表达式", re.I)
_CLAUSE_NAMES = frozenset({"order", "sort", "where", "filter", "having", "group"})
_SORT_FIELD_NAMES = frozenset({"sort_by", "order_by", "sort_field", "sortby", "orderby", "sort_key",
                               "order_field"})
_SIGNED_FIELD = re.compile(r"^[-+][A-Za-z_]\w*$")
# A sort field with a direction written onto it: "appending 'desc'", "add a desc modifier", "prefix
# with '-'", "字段后加 desc"
_DIRECTION_ADDED = re.compile(r"\b(?:append|add|suffix|prefix)\w*\b[^.;\n]{0,40}(?:\bdesc\b|\basc\b|['\"`]-['\"`])|"
                              r"\b(?:desc|asc) modifier\b|(?:后加|加上|追加)\s*['\"`]?(?:desc|asc)", re.I)
_SORT_OPEN = re.compile(r"\bany\b|\bexpression|\bcomma|\bmultiple\b|\bfields?\s+name|\bname\s+of\b|"
                        r"\b(?:asc|desc)\b|[-+]\w|任意|表达式|逗号|多个", re.I)


# A value its text calls words to write (a post's `status` "要发布的文字内容（最多140字）", "the text of
# the message"): free text, whatever its name says
_FREE_TEXT = re.compile(r"(?:文字|文本)内容|发布的(?:内容|文字)|正文|最多\s*\d+\s*个?字|"
                        r"\b(?:the )?(?:text|content|body) (?:of|to) (?:the )?(?:post|message|status|tweet)\b|"
                        r"\b(?:up to|at most|max(?:imum)?)\s*\d+\s*characters\b", re.I)


# A list whose items are operations the tool carries out (`ops`, `actions`, `commands`): each
# item's `action` is what to do with it, a dispatch per item
_OPERATION_LISTS = frozenset({"op", "ops", "operation", "operations", "action", "actions", "command",
                              "commands", "request", "requests", "batch", "change", "changes",
                              "update", "updates", "edit", "edits", "mutation", "mutations", "task", "tasks"})


def _list_of_operations(pointer: str) -> bool:
    """Is the list holding this item property named as a list of operations (`/properties/ops/
    items/properties/action`)?"""
    head = pointer.rsplit("/items/", 1)[0]
    return bool(set(split_name(head.rsplit("/", 1)[-1])) & _OPERATION_LISTS)


def finite_by_name(node: SchemaNode) -> str | None:
    """"strong" when the name alone says the values are a closed set, "listed" when the
    description lists them for a weaker name, else None. Only string parameters without enum,
    const or pattern qualify (a pattern is a deliberate open set)."""
    if node.via != "properties" or node.non_null_types != ("string",) or has_any_branch(
            node.schema, "enum", "const", "pattern", "format", "$ref"):
        return None
    name = node.name or ""
    t = split_name(name)
    if not t:
        return None
    if len(t) > 1 and t[-1] == "code" and t[-2] in ("currency", "language", "lang", "locale"):
        t = t[:-1]  # `currency_code`, `language_code`: the code of a currency, of a language
        # (not an `order_code`, a `status_code`: an order's number, an HTTP status)
    if "_".join(t) in _DISPATCH_NAMES and (_API_NAME.search(node.description) or instruction_text(node)):
        return None  # an API caller's operation name (any of that API's), or an instruction in words
    if _FREE_TEXT.search(node.description) or "measurement" in t or "计量单位" in node.description:
        return None  # a post's `status` "要发布的文字内容（最多140字）"; an item's unit of measure (个, 台, 吨)
    if t[-1] in ("unit", "units") and OPEN.search(node.description):
        return None  # a chart's `dataValueUnit` "Data unit, such as "万亿"": a label shown, any word
    # an `action` inside the records of a list (a finding's `action`, an event's `action`)
    # is a field of data passed in, not what the tool dispatches on: only a listed set closes it
    # (an `op` there is a JSON Patch entry's operation, which is a closed set)
    dispatch = "_".join(t) in _DISPATCH_NAMES and ("/items/" not in node.pointer
                                                   or t[-1] not in ("action",)
                                                   or _list_of_operations(node.pointer))
    strong = name.lower() in _FINITE_NAMES or dispatch or (
        t[-1] in _FINITE_LAST and not (t[-1] in ("order", "sort") and len(t) > 1
                                        and t[-2] not in ("sort",)))
    default = node.schema.get("default")
    if "_".join(t) in _SORT_FIELD_NAMES and node.description.strip() \
            and not _SORT_OPEN.search(node.description) \
            and not (isinstance(default, str) and _SIGNED_FIELD.match(default)):
        # (a default written "-sys_updated_on" shows any field with a direction sign: open)
        # `sort_by` "排序字段": one of the fields the service sorts on, a closed set (an
        # undescribed one is param-missing-description's)
        strong = True
    if t[-1] in ("order", "sort") and len(t) == 1:
        strong = not re.search(r"\b(?:by|field|column)\b", node.description, re.I)
    if strong and t[-1] in ("lang", "language", "locale", "currency") \
            and _OPEN_HINTS.search(node.description) and prose_values(node) is None:
        strong = False  # "ISO 639-1 code, e.g. en": an open, standardised set; format/pattern
    if strong:
        return "strong"
    if (t[-1] in _WEAK_LAST or t[-1] in _FINITE_LAST) and prose_values(node):
        return "listed"
    if slash_list(node.description) and not any(c.kind == "enum-values" for c in prose(node)):
        # a kind-labelled bracket or a closed slash list, whatever the name (`alignment`); a list
        # the prose reader finds stays prose-only-constraint's for a name that is not finite
        return "listed"
    return None


@rule("enum-missing", category="enum", severity="warning",
      summary="A parameter with a small closed set of values (sort order, status, language, "
              "unit, currency, mode, priority, the `action`/`operation` a tool dispatches on...) "
              "needs `enum` with stable machine values.",
      bad=Example.of(properties={"sort_order": {"type": "string", "description": "排序方向"}}),
      good=[Example.of(properties={"sort_order": {"type": "string", "enum": ["asc", "desc"],
                                                  "description": "排序方向：asc 升序，desc 降序。"}}),
            Example.of(name="apm_list_traces", description="List APM traces.", properties={
                "operation": {"type": "string", "description": "Filter by operation name."}}),
            Example.of(name="catalog_search_datasets", description="Search the open data "
                       "catalogue.", properties={"sort": {"type": "string", "description":
                                                          "Sort expression, e.g. \"views desc, "
                                                          "title asc\"."}})],
      rationale="Without enum the model sent asc, ascending, ASC and 升序, and a `lang` without a "
                "value range anything. A standardised code (\"currency code, e.g. EUR\") is an "
                "open set, unless a sibling of the same concept (`buy_currency` next to "
                "`sell_currency`) shows the tool accepts only a few values. A value the text "
                "says the server lists at run time (\"one of the names returned by "
                "`get_capabilities`\") is the server's own set: not reported.")
def check_enum_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        why = finite_by_name(node)
        values = prose_values(node) if why else None
        if values:  # a string parameter: coded values ("0 表示日志，1 表示指标") are sent as text
            values = tuple(str(v) if isinstance(v, int) else v for v in values)
        twin = None if values else _sibling_enum(ctx, node)
        if twin:
            other, listed = twin
            yield Hit(node.pointer, f"`{other}` next to it takes one of {listed}, but "
                                    f"`{node.name}` is a free string: if it takes the same values, "
                                    "give it the same `enum`.")
            continue
        if why is None:
            continue
        if json_in_string(node):
            continue  # "visibility as JSON string ({"type":"group",...})": a document, no one value
        if values:
            if open_list(node.description, values):
                continue  # "Valid values include: … For custom objects, use …": not all values
            if _parts_not_values(node, values):
                continue  # "`number` + `unit`. Valid units are: D, W, M" with examples 7D, 4W
            if _examples_outside(node.description, values):
                continue  # "Module type (e.g. \"divi/heading\") ... not \"id\", \"path\"": an open set named by example
            if "_".join(split_name(node.name)) in _SORT_FIELD_NAMES and _DIRECTION_ADDED.search(node.description):
                continue  # "Descending order can be specified by appending 'desc'": 'duration desc' is valid too
            if _HEDGED_SET.search(node.description):
                yield Hit(node.pointer, f"`{node.name}` lists only its common values "
                                        f"{list(values)}: if they are all it accepts, declare them "
                                        "in `enum`; otherwise say where the full list is.",
                          severity="info")
                continue
            if _CONFIGURED.search(node.description):
                # "Priority label or numeric ID (0=not set, 1=high...)": the listed ids are one
                # spelling of values the project configures; an enum of them rejects "high"
                yield Hit(node.pointer, f"`{node.name}` takes a label or an id the project "
                                        f"configures, the text lists {list(values)}: say which "
                                        "spellings the executor accepts; an `enum` of one would "
                                        "reject the other.", severity="info")
                continue
            if per_variant_lists(node.description) or values_from_results(node.description):
                yield Hit(node.pointer, f"`{node.name}` lists {list(values)}, but "
                                        + ("its text lists other values for another variant: an "
                                           "`enum` must hold every variant's values."
                                           if per_variant_lists(node.description) else
                                           "its text says the value comes from another tool's "
                                           "results, which may hold others: declare `enum` only "
                                           "if these are all."),
                          severity="info")
                continue
            # a length range the author declared treats the value as free text: no certain enum
            certain = certain_values(node.description, values, ctx.sibling_names(node)) \
                and not has_any_branch(node.schema, "minLength", "maxLength")
            # a nullable parameter keeps null among its values, or the enum rejects the default
            allowed = list(values) + ([None] if node.nullable else [])
            yield Hit(node.pointer, f"The description lists the values of `{node.name}`: declare "
                                    f"them as `enum` {list(values)}"
                                    + (" with `null`, which the schema allows" if node.nullable else "")
                                    + ("." if certain else " once you have checked them against "
                                       "what the executor accepts."),
                      fix=({"op": "add", "path": join(node.pointer, "enum"), "value": allowed},)
                      if certain else None)
        elif _OPEN_SET.search(node.description) \
                and "_".join(split_name(node.name)) not in _DISPATCH_NAMES:
            continue  # "Octal permission string", "环境名（如 production）": its own words say open
        elif _free_by_its_place(ctx, node):
            continue  # a project's status ids, a test step's `action` text, an item's position
        elif _user_defined_field(ctx, node):
            # `filter.status` of a GitHub Projects (v2) tool that manages the project's fields:
            # a single-select whose options each project defines (Todo, In Progress, its own)
            yield Hit(node.pointer, f"`{node.name}` takes an option of a field the project defines "
                                    "(its own statuses or priorities): say where the model finds "
                                    "the options (a tool that lists the fields); an `enum` would "
                                    "reject a project's own values.", severity="info")
        elif _described_artefact(ctx, node):
            continue  # `codeSpec.metadata.status` "Component metadata from code": the user's words
        elif not node.description and _open_in_tool_text(ctx, node):
            continue  # "- language：已知语种时指定（zh、en、ja 等）" in the tool text: an open set
        elif _NAMES_A_THING.search(node.description):
            continue  # "Filter by operation name" (http.request): a name from an open set
        elif _EXPRESSION_EXAMPLE.search(node.description):
            continue  # "Sort order (e.g. \"score desc, name asc\")": a free expression
        elif split_name(node.name)[-1:] in _LANGUAGE_LAST and not _runs_code(ctx) and (
                _natural_language_code(ctx, node) or not node.description.strip()
                or not _RESPONSE_LANGUAGE.search(node.description)):
            # a language, natural or programming, is an open set (dozens of codes, hundreds of
            # languages): which the tool supports and in what form is worth saying, an enum
            # of them is the author's choice (a sandbox's few runtimes are the exception); an
            # undescribed one too (a geocoder's takes any code): nothing says the set is closed
            # (its missing description is param-missing-description's)
            if _natural_language_code(ctx, node) or _SPOKEN.search(
                    f"{node.name} {node.description} {ctx.description}"):
                yield Hit(node.pointer, f"`{node.name}` takes a language code but no text says "
                                        "which codes the tool supports or in what form (ISO "
                                        "639-1 'en', BCP 47 'zh-Hans'): say so, or declare them "
                                        "in `enum` if they are few.", severity="info")
            else:
                yield Hit(node.pointer, f"`{node.name}` names a language, an open set: say in "
                                        "its description how to spell it (as the service names "
                                        "it) with an example, rather than an enum.",
                          severity="info")
        elif not node.description and _HEDGED_SET.search(ctx.passage_of(node)):
            # "Args: status: … Common values: "1" (active), …": only the tool text documents it,
            # with the usual values of a list it does not close: words, no enum demand
            yield Hit(node.pointer, f"`{node.name}` is documented only in the tool text, which "
                                    "lists its common values, not all of them: say in its own "
                                    "description which values it takes and what each means; "
                                    "declare `enum` only if that list is complete.")
        elif _HEDGED_SET.search(node.description):
            yield Hit(node.pointer, f"`{node.name}` lists only its common values: if they are "
                                    "all it accepts, declare them in `enum`; otherwise say where "
                                    "the full list is.", severity="info")
        elif (kinds := _sorted_kind_sibling(ctx, node)) is not None:
            # `sort_by` beside `resource_type` ("Custom objects ... are also supported"): the
            # fields to sort on are those of the chosen kind of record, no one enum holds them all
            yield Hit(node.pointer, f"`{node.name}` takes a field of the records `{kinds}` beside it "
                                    "selects: say where the model finds the sortable fields of each "
                                    f"(a list or schema tool); an `enum` on `{node.name}` alone would "
                                    "mix them.", severity="info")
        elif (owner := _owner_sibling(ctx, node)) is not None:
            # `action` next to `tool` ("Return the action list for a tool"): which actions exist
            # depends on the tool named beside it, no single enum on `action` holds for all
            yield Hit(node.pointer, f"`{node.name}` takes values that depend on `{owner}` beside "
                                    f"it: say where the model finds the values for each `{owner}`; "
                                    f"an `enum` on `{node.name}` alone would mix them.",
                      severity="info")
        elif _runs_the_named(ctx, node):
            # `run_resource_action(action)`: the tool runs the action it names, one of those its
            # target offers (Argo CD's custom Lua actions), not a switch between its own modes
            yield Hit(node.pointer, f"`{node.name}` names the {split_name(node.name)[-1]} this tool "
                                    "runs: say where the model finds the ones available (a list "
                                    "tool, the target's kind); an `enum` fits only if the set is "
                                    "fixed.", severity="info")
        elif _open_currency(ctx, node):
            # a currency code is one of ISO 4217's ~180, not a few values, unless the tool's
            # words list the few it takes ("currency cny or usd"): fresh reviewers judged the
            # enum demand on a bare `currency` "the wrong remedy, better a format/pattern"
            yield Hit(node.pointer, f"`{node.name}` takes a currency code, one of an open "
                                    "standard set (ISO 4217, e.g. 'USD'): say which codes the "
                                    "tool accepts and in what form; declare them in `enum` only "
                                    "if it takes a few.", severity="info")
        elif not node.description and _application_labels(ctx.passage_of(node)):
            # "display_mode: 'Wireframe', 'Shaded', 'Rendered', 'X-Ray'": the names a host
            # application shows for its modes or styles, a set its users extend (Rhino's own
            # display modes): an enum of the common ones would reject theirs
            yield Hit(node.pointer, f"`{node.name}` is documented only in the tool text, which "
                                    "lists names the application shows: say whether the list is "
                                    "complete; declare `enum` only if users cannot add their own.",
                      severity="info")
        elif _CLAUSE_TEXT.search(node.description) and not _CLAUSE_NAMES.isdisjoint(split_name(node.name)):
            continue  # `orderBy` "ORDER BY clause for this object": a free expression, no value set
        elif not node.description and _listed_in_tool_text(ctx, node):
            continue  # `output_mode: "json" (default) or "text"` in the Args block: the tool-text
            # rule names the values, which this generic message cannot (reviewers: "the docstring
            # already gives the two values", N on the generic one, 7 of 7)
        else:
            yield Hit(node.pointer, f"`{node.name}` takes one of a few values: declare them in "
                                    "`enum` (stable machine values) and say what each does.")


def _listed_in_tool_text(ctx: ToolContext, node: SchemaNode) -> bool:
    """Does the tool description list this parameter's values (`enum-only-in-tool-text` reads
    them and reports them by name)?"""
    from workbench.linter.rules.enum_in_tool_text import tool_text_values  # it imports this module

    return bool(tool_text_values(ctx, node))


# Quoted display names ("'Wireframe', 'Shaded', 'X-Ray'"): labels, not machine values
_LABEL = re.compile(r"""['"‘“]([A-Z][a-z]+(?:[- ][A-Z][a-z]*)*)['"’”]""")


def _application_labels(passage: str) -> bool:
    """Three or more quoted Title-Case names in a parameter's tool-text entry: the labels an
    application shows (its display modes, styles), not the stable codes an enum holds."""
    return len(set(_LABEL.findall(passage))) >= 3


# Currency codes and names a text lists ("currency cny or usd", "币种：人民币/美元")
_CURRENCY_CODE = re.compile(r"\b(?:usd|eur|cny|rmb|gbp|jpy|hkd|chf|cad|aud|inr|krw|sgd|usdt|"
                            r"btc|eth)\b|人民币|美元|欧元|英镑|日元|港币|港元", re.I)


def _open_currency(ctx: ToolContext, node: SchemaNode) -> bool:
    """A `currency` (`currency_code`) whose own words and the tool text's passage about it
    list fewer than two currencies: nothing says the tool takes only a few of ISO 4217's."""
    tokens = split_name(node.name)
    if "currency" not in tokens[-2:]:
        return False
    text = f"{node.description}\n{ctx.passage_of(node)}"
    return len({m.group(0).lower() for m in _CURRENCY_CODE.finditer(text)}) < 2


_RUN_VERBS = frozenset({"run", "execute", "exec", "trigger", "perform", "invoke", "call", "apply",
                        "do", "start"})


def _runs_the_named(ctx: ToolContext, node: SchemaNode) -> bool:
    """The tool's name is a verb of running and ends with the parameter's name
    (`run_resource_action` with `action`, `execute_operation` with `operation`)."""
    t = split_name(node.name)
    tool = ctx.name_tokens
    return len(t) == 1 and len(tool) >= 2 and tool[-1] == t[0] and tool[0] in _RUN_VERBS


# A sibling that names what a dispatch name belongs to (`tool`, `plugin`): the operations
# differ per owner, so the name alone does not make one closed set. A `service` or `resource` is
# most often the TARGET of the same few operations (deploy `action` on `service`
# "checkout-api"): it counts only when the tool's text says the actions are the owner's own
# ("the action list for a tool", "某个服务支持的操作").
_OWNER_NAMES = frozenset({"tool", "tool_name", "toolname", "plugin", "integration", "connector",
                          "provider"})
_TARGET_OWNER_NAMES = frozenset({"service", "service_name", "resource", "resource_type", "api",
                                 "api_name", "module", "app", "app_name", "endpoint"})
_PER_OWNER = re.compile(r"\b(?:actions?|operations?)\s+(?:list|supported|available|offered)\s+"
                        r"(?:for|by|of|in)\b|"
                        r"\b(?:list|set)\s+of\s+(?:actions|operations)\s+(?:for|of|supported)\b|"
                        r"\b(?:actions|operations)\s+(?:that\s+)?(?:each|a|the)\s+\w+\s+supports\b|"
                        r"支持的(?:操作|动作|方法)|(?:操作|动作)(?:列表|清单)", re.I)


def _owner_sibling(ctx: ToolContext, node: SchemaNode) -> str | None:
    if "_".join(split_name(node.name)) not in _DISPATCH_NAMES:
        return None
    per_owner = _PER_OWNER.search(ctx.description or "") is not None
    for other in ctx.sibling_names(node):
        key = "_".join(split_name(other))
        if key in _OWNER_NAMES or (per_owner and key in _TARGET_OWNER_NAMES):
            return other
    return None


# A sibling that chooses which kind of record the tool reads (`resource_type`, `object_type`,
# `table`, `collection`, `doctype`): the fields of each kind differ, custom ones included.
_RECORD_KIND_SIBLINGS = frozenset({"resource_type", "object_type", "record_type", "entity_type",
                                   "object", "entity", "table", "table_name", "collection",
                                   "collection_name", "doctype", "doc_type", "model", "model_name",
                                   "object_name", "object_slug", "index", "index_name", "sheet",
                                   "sheet_name", "datasheet", "form", "form_id", "table_id"})


def _sorted_kind_sibling(ctx: ToolContext, node: SchemaNode) -> str | None:
    """The sibling that picks the kind of record whose field a sort-field parameter names."""
    if "_".join(split_name(node.name)) not in _SORT_FIELD_NAMES:
        return None
    for other in ctx.sibling_names(node):
        if "_".join(split_name(other)) not in _RECORD_KIND_SIBLINGS:
            continue
        sibling = ctx.nodes_by_pointer.get(join(node.parent or "", "properties", other))
        if sibling is not None and _FILTERS.search(sibling.description):
            continue  # `entity_type` "Entity type filter": narrows the records, not their kind
        return other
    return None


_FILTERS = re.compile(r"\bfilter|筛选|过滤", re.I)


# An object that describes the caller's own artefact ("Component metadata from code", `metadata`
# of a design spec, "从代码中读取的属性"): its undescribed `status` holds whatever that artefact
# says, not a value the tool chooses from.
_ARTEFACT_HOLDERS = frozenset({"metadata", "meta"})
_FROM_ARTEFACT = re.compile(r"\bfrom\s+(?:the\s+|your\s+|the\s+user'?s\s+)?(?:code|codebase|source|"
                            r"repo\w*|component|file|document|spec\w*)\b|代码中|源码|从代码", re.I)


def _described_artefact(ctx: ToolContext, node: SchemaNode) -> bool:
    if node.description.strip() or node.pointer.count("/properties/") < 2:
        return False
    parent = ctx.nodes_by_pointer.get(node.parent or "")
    if parent is None:
        return False
    return "".join(split_name(parent.name)) in _ARTEFACT_HOLDERS \
        or _FROM_ARTEFACT.search(parent.description) is not None


def _examples_outside(text: str, values: tuple[Any, ...]) -> bool:
    """The text shows examples of the value ("e.g. \"divi/heading\", \"et_pb_text\"") none of
    which it lists: the listed words are something else (another field's vocabulary, values it
    refuses), and the value's own set is open, named by example."""
    listed = {str(v).strip().lower() for v in values}
    shown = [re.sub(r"[`'\"“”‘’]", "", i).strip().lower() for run in example_items(text) for i in run]
    return bool(shown) and all(i and i not in listed for i in shown)


_LANGUAGE_LAST = frozenset({("lang",), ("language",), ("locale",)})
# A natural (spoken) language rather than a programming one.
_SPOKEN = re.compile(r"\bspoken\b|\bnatural language|\bhuman language|\btranslat|\blocale\b|"
                     r"口语|自然语言|翻译|语种", re.I)
# The language the service writes its answer in ("物流描述的返回语言", "language of the
# returned text"): the few it renders are a closed set, unlike a language to filter or search by.
_RESPONSE_LANGUAGE = re.compile(r"\b(?:response|output|reply|answer|result|display|interface|ui)s?\s+"
                                r"language|界面语言|"
                                r"\blanguage\s+(?:of|for)\s+(?:the\s+)?(?:response|output|reply|answer|"
                                r"returned|results?|descriptions?)|返回(?:的)?语言|输出语言|回复语言|"
                                r"显示语言|(?:返回|结果)[^。；，,]{0,6}语言", re.I)
# A tool that runs code in a few runtimes: there the language is a closed set.
_RUNS_CODE = re.compile(r"\b(?:execut|run|evaluat|interpret|compil)\w*\s+(?:the\s+|a\s+|an\s+|"
                        r"arbitrary\s+|some\s+)?(?:given\s+)?(?:code|script|snippet|program)|"
                        r"\bsandbox|\binterpreter\b|\bREPL\b|执行代码|运行代码|代码执行|沙箱|解释器", re.I)
# An example value that is an expression, not a token: "score desc, name asc", "-created_at",
# "field:value", "price(asc)".
_EXPRESSION_EXAMPLE = re.compile(
    r"(?:\be\.g\.?|\bfor example|\bsuch as|\blike|例如|比如|如)\s*[:：,，]?\s*[\"'“`]"
    r"(?:[^\"'”`,:()]{0,60}[,:()][^\"'”`]{0,60}|\w{1,40}\s+(?:asc|desc)\b[^\"'”`]{0,60}|[-+]\w{1,40})"
    r"[\"'”`]", re.I)


def _runs_code(ctx: ToolContext) -> bool:
    """Does the tool execute code (a sandbox, an interpreter)? Its `language` is then the few
    runtimes it has."""
    verb = ctx.name_verb.verb
    return verb in ("run", "execute", "exec", "eval", "evaluate", "interpret", "compile") \
        or _RUNS_CODE.search(ctx.description) is not None


# A natural language's code ("zh", "en-US", "zh_CN") or words saying the value is one.
_LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$")
_LANGUAGE_CODE_TEXT = re.compile(r"\blanguage\s+codes?\b|\bISO[ -]?639|\bBCP[ -]?47|多语言|语言代码|语种代码",
                                 re.I)


def _natural_language_code(ctx: ToolContext, node: SchemaNode) -> bool:
    """`lang` holds a natural language's code (its default is "zh" or "en-US", or the text
    says "language code", "多语言"): dozens of codes, not a few values; a sandbox's `language`
    (python, javascript) is no such code."""
    default = node.schema.get("default")
    if isinstance(default, str) and _LANGUAGE_CODE.match(default):
        return True
    return _LANGUAGE_CODE_TEXT.search(f"{node.description} {ctx.passage_of(node)}") is not None


# "defined as `number` + `unit`. Valid units are: D, W, M", "数字加单位，单位可选 D、W、M": the listed
# values are a part of each value, not the values.
_COMPOSED = re.compile(r"\bnumber\W{0,3}\s*(?:\+|and|plus|followed by)\s*\W{0,3}(?:a\s+)?unit\b|"
                       r"\bvalid units?\b|\bunits? (?:are|is|can be)\b|数字\s*(?:\+|加|和)\s*单位|"
                       r"单位(?:可选|为|可以是)", re.I)


# the last word of a value's head that stands for a name the caller fills in (`columnName`,
# `field_name`, `key`): the listed values are forms, not the values themselves
_PLACEHOLDER_WORDS = frozenset({("name",), ("field",), ("column",), ("key",), ("property",),
                                ("attribute",)})


def _parts_not_values(node: SchemaNode, values: tuple[Any, ...]) -> bool:
    """The text lists the parts a value is made of, or the schema's own examples or default are
    not among the listed values (`7D` beside units `D`, `W`): an enum of them rejects every call."""
    if _COMPOSED.search(node.description) and split_name(node.name or "")[-1:] not in (("unit",), ("units",)):
        return True  # a `unit` parameter's "valid units are" lists its own values
    heads = {re.split(r"[:\s]", str(v), maxsplit=1)[0] for v in values if re.search(r"[:\s]", str(v))}
    if len(heads) == 1 and len(values) > 1 and split_name(heads.pop())[-1:] in _PLACEHOLDER_WORDS:
        return True  # "columnName:asc" or "columnName:desc": a form whose head stands for a column
    listed = {str(v).lower() for v in values}
    shown = node.schema.get("examples")
    shown = [x for x in shown if isinstance(x, str)] if isinstance(shown, list) else []
    if isinstance(node.schema.get("default"), str) and node.schema["default"]:
        shown.append(node.schema["default"])
    return bool(shown) and all(x.lower() not in listed for x in shown)


def open_list(text: str, values: tuple[Any, ...]) -> bool:
    """Whether `text` says its listed `values` are not all there is ("include … custom objects",
    "等", "etc.", "…"); a marker that is itself a listed value ('custom', or 自定义 beside a listed
    'custom') does not count."""
    listed = {str(v).lower() for v in values}
    listed |= {zh for zh, en in _MARKER_TWINS.items() if listed & en}
    return any(m.group(0).lower().rstrip(".") not in listed and not _OTHERS_REFUSED.match(text, m.end())
               for m in _OPEN_LIST.finditer(text))


# A Chinese marker that glosses a listed English value ("custom（用户定义排序）", "按自定义排序"; "other
# 其他" in "feature 功能 | other 其他"): it names that value, it does not open the list.
_MARKER_TWINS = {"自定义": frozenset({"custom"}), "其他": frozenset({"other", "others"}),
                 "其它": frozenset({"other", "others"})}


# "其它项目请告知用户暂不支持": the others are refused, which closes the set rather than opening it
_OTHERS_REFUSED = re.compile(r"[^。；;\n]{0,16}?(?:暂不支持|不支持|不受理|不接受|无法(?:查询|处理|使用))")


def _open_in_tool_text(ctx: ToolContext, node: SchemaNode) -> bool:
    """Whether the tool description's sentences about this parameter give its values as an open
    set (examples, "等", "…") or as depending on something else: one enum would mislead."""
    from workbench.prose import mentions  # the rules load it; the engine need not

    sentences = ctx.description_sentences
    for i, s in enumerate(sentences):
        if not mentions(s, node.name or ""):
            continue
        # "language：zh、en、ko、\n it、ru 等。": a list broken over a line runs on into the next
        if s.rstrip()[-1:] in ("、", ",", "，") and i + 1 < len(sentences):
            s = f"{s} {sentences[i + 1]}"
        if _OPEN_LIST.search(s) or _OPEN_HINTS.search(s):
            return True
    return False


def _machine_values(values: tuple[Any, ...]) -> bool:
    """Values fit for an `enum` patch: two or more distinct machine tokens ("asc", "put",
    "service_role", "1"), not fragments of a sentence ("空", "则返回基本信息") or placeholders
    ("user:ID")."""
    strs = [str(v) for v in values]
    return len(strs) >= 2 and len(set(strs)) == len(strs) and all(
        MACHINE_VALUE.match(v) is not None and ":" not in v for v in strs)


def _sibling_enum(ctx: ToolContext, node: SchemaNode) -> tuple[str, list] | None:
    """(sibling name, its enum) when a sibling property of the same concept (`buy_currency` next
    to `sell_currency`, `source_lang` next to `target_lang`) declares an enum that this free
    string lacks: an open-looking name ("currency code, e.g. EUR") is then a closed set after all."""
    if node.via != "properties" or node.non_null_types != ("string",) or has_any(
            node.schema, "enum", "const", "pattern", "format", "$ref"):
        return None
    t = split_name(node.name)
    if len(t) < 2 or t[-1] not in _FINITE_LAST:
        return None
    parent = node.pointer.rsplit("/", 2)[0]
    for other in ctx.index.properties():
        if other is node or other.pointer.rsplit("/", 2)[0] != parent:
            continue
        ot = split_name(other.name)
        enum = other.schema.get("enum")
        if len(ot) >= 2 and ot[-1] == t[-1] and isinstance(enum, list) and len(enum) > 1:
            values = [v for v in enum if v is not None]
            if values and all(isinstance(v, str) for v in values):
                return other.name or "", values
    return None

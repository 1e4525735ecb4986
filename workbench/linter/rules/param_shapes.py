"""Shape rules: a parameter with no type at all, an object with no declared properties, and a
list packed into one delimited string. What a value is typed as (a count, flag or measurement
typed as a string, a count typed as a number) is judged in `param_types.py`.

Decisions:
- A field the model does not author (UI state, a plain-text copy of a sibling, server-computed
  state) or a `value` beside a `name`/`key` is info when untyped; a JSON Patch `value` takes any
  JSON value.
- An object whose values are arbitrary by nature (Helm `values`) or by its own description
  ("arbitrary key-value pairs") has nothing to declare.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.open_object_facts import shape_defined_elsewhere
from workbench.linter.rules.param_facts import (
    description_of,
    has_any,
    hinted,
    noted,
)
from workbench.linter.rules.told_inputs import inline_gloss
from workbench.model import Tool, ToolSet
from workbench.schema.walk import SchemaNode
from workbench.text import split_name


def _typed(schema: Mapping[str, Any]) -> bool:
    return has_any(schema, "type", "enum", "const", "$ref", "anyOf", "oneOf", "allOf", "not",
                   "properties", "items", "prefixItems", "$dynamicRef")


@rule("type-missing", category="type", severity="warning",
      summary="Every parameter needs a `type` (or `enum`/`const`/composition): `{}` accepts "
              "anything and tells the model nothing.",
      bad=Example.of(properties={"payload": {}}),
      good=Example.of(properties={"note": {"type": "string", "maxLength": 500,
                                           "description": "Free-text note."}}),
      rationale="`{}` accepts anything. A field the model does not author, the UI's "
                "presentation state (`view_props`), a plain-text copy of a sibling "
                "(`description_text` beside `description_html`) or state the server computes "
                "(`progress_snapshot`, `updated_at`), is info: dropping it from the input helps "
                "more than typing it.")
def check_type_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.schema.get("readOnly") is True:
            continue  # a field the server fills (OpenAPI `readOnly`): the model sends nothing
        if not _typed(node.schema) and not noted(tool, node.pointer):
            slot = _value_slot(ctx, node)
            if slot == "patch":
                continue  # a JSON Patch `value` is any JSON value (RFC 6902): no type fits
            if slot == "pair":
                yield Hit(node.pointer, f"`{node.name}` has no type beside `{_slot_key(ctx, node)}`: "
                                        "if it takes any JSON value by design (a setting's or a "
                                        "variation's value), say which kinds in its description; "
                                        "otherwise declare its `type`.", severity="info")
                continue
            if (kinds := _kinds_stated(ctx, node)) is not None:
                # n8n `versionId`: "numeric snapshot id (number or numeric string)": a union on
                # purpose, the model told what to send (reviewers: "a minor tidy-up")
                yield Hit(node.pointer, f"`{node.name}` has no type, and its text says it takes "
                                        f"{kinds}: declare that union (`anyOf` of the types) so a "
                                        "validator checks it.", severity="info")
                continue
            yield Hit(node.pointer, f"`{node.name}` has no type: declare `type` (and its "
                                    "structure) so the model knows what to send.",
                      severity="info" if _not_authored(ctx, node) else None)


# "number or numeric string", "a string or an integer", "数字或字符串": the kinds a value takes
_KIND = r"(?:numeric\s+)?(?:number|string|integer|boolean|object|array)s?"
_ZH_KIND = "(?:数字|字符串|整数|数组|对象)"
_KINDS_TEXT = re.compile(rf"\b{_KIND}\s+or\s+(?:an?\s+)?{_KIND}\b|{_ZH_KIND}或{_ZH_KIND}", re.I)
# "same id format as versionId": the kinds another parameter's text states
_SAME_AS = re.compile(r"\bsame\s+(?:\w+\s+)?(?:format|form|type)\s+as\s+`?(\w+)`?|与\s*`?(\w+)`?\s*(?:相同|一致)", re.I)


def _kinds_stated(ctx: ToolContext, node: SchemaNode) -> str | None:
    """The kinds an untyped parameter's text says it takes, or those of the parameter it says
    it shares a form with; None when no text says."""
    desc = node.description
    if (m := _KINDS_TEXT.search(desc)) is not None:
        return f"\"{m.group(0)}\""
    if (same := _SAME_AS.search(desc)) is not None:
        other = same.group(1) or same.group(2)
        for n, _ in ctx.named_properties:
            if n.name == other and n.parent == node.parent and (k := _KINDS_TEXT.search(n.description)):
                return f"\"{k.group(0)}\" (as `{other}`)"
    return None


# `path` too: a value written at a document path (a JSON file's `user.address.city`, a config
# key path) is whatever JSON that place holds (edit_json's set/add `value`, "新值").
_PAIR_KEYS = ("name", "key", "_id", "id", "field", "path")


def _value_slot(ctx: ToolContext, node: SchemaNode) -> str | None:
    """A `value` whose type the record it sits in decides: "patch" beside `op` and `path` (a
    JSON Patch operation, https://www.rfc-editor.org/rfc/rfc6902), "pair" beside a `name`/`key`
    (a setting's or a flag variation's value: bool, string, number or JSON) or a `path` (the
    value written at a place in a document)."""
    if (node.name or "").lower() != "value":
        return None
    siblings = {n.lower() for n in ctx.sibling_names(node)}
    if {"op", "path"} <= siblings:
        return "patch"
    return "pair" if siblings & set(_PAIR_KEYS) else None


def _slot_key(ctx: ToolContext, node: SchemaNode) -> str:
    """The sibling that names what a "pair" `value` belongs to."""
    siblings = {n.lower(): n for n in ctx.sibling_names(node)}
    return next(siblings[k] for k in _PAIR_KEYS if k in siblings)


def _not_authored(ctx: ToolContext, node: SchemaNode) -> bool:
    """A field of a record payload the model does not author: the UI's presentation state
    (`view_props`, `logoProps`), a plain-text copy derived from a sibling (`description_text`
    beside `description_html`), or state the server computes or stamps (`progress_snapshot`,
    `updated_at`). Reviewers: "UI state the model should not set", "server-computed state: drop
    it from the input"."""
    tokens = split_name(node.name)
    if len(tokens) > 1 and (tokens[-1] in ("props", "snapshot")
                            or "_".join(tokens) in lx.SERVER_MANAGED_NAMES):
        return True
    if tokens[-1:] in (("text",), ("stripped",)) and len(tokens) > 1:
        sources = {(*tokens[:-1], kind) for kind in ("html", "json", "markdown")}
        return any(split_name(name) in sources for name in ctx.sibling_names(node))
    return False


# "arbitrary key-value pairs", "any JSON object", "键值对": a free map by design.
_FREE_MAP_TEXT = re.compile(r"\barbitrary\b|\bany (?:json )?(?:object|keys?|fields?)\b|\bkey[- ]value\b|"
                            r"\bfree[- ]?form\b|\bmap of\b|\bdictionary of\b|键值对|任意", re.I)


@rule("type-untyped-object", category="type", severity="warning",
      summary="An `object` without `properties` is an untyped payload: declare its properties "
              "(or `additionalProperties: {type: ...}` for a map), or split the tool.",
      bad=Example.of(properties={"payload": {"type": "object"}}),
      good=[Example.of(properties={"address": {
                "type": "object", "properties": {"city": {"type": "string"}},
                "required": ["city"], "additionalProperties": False}}),
            Example.of(name="helm_install_chart", properties={"values": {
                "type": "object", "description": "Chart values to override."}}),
            Example.of(name="http_call", properties={"extra_fields": {
                "type": "object", "description": "Arbitrary key-value pairs sent as is."}})],
      rationale="`payload` loses its structure; the executor guesses the business. Arbitrary "
                "values by nature (Helm `values`, a document database's `documents`) or by the "
                "description (\"arbitrary key-value pairs\") have nothing to declare; a map of "
                "headers still has a value type. A warning when the model must otherwise guess "
                "the shape (keys named in the text, a header map, the bag of the tool's own "
                "actions); info for a free-form object by design (another tool's or API's "
                "arguments passed through, a component's settings, a config patch).")
def check_untyped_object(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.nodes:
        if node.via not in ("properties", "items") or node.non_null_types != ("object",):
            continue
        s = node.schema
        ap = s.get("additionalProperties")
        if s.get("properties") or isinstance(ap, dict) or has_any(
                s, "patternProperties", "$ref", "anyOf", "oneOf", "allOf", "propertyNames",
                "unevaluatedProperties", "if") or ap is False:
            continue
        holder = node.name or (ctx.nodes_by_pointer.get(node.parent or "") or node).name
        if split_name(holder)[-1:] in (("values",), ("kwargs",), ("documents",), ("document",)) \
                or _FREE_MAP_TEXT.search(description_of(node)):
            continue  # arbitrary nested values by nature (Helm `values`) or by its own words
        scalar = _scalar_items_shown(node, ctx) if node.via == "items" else None
        if scalar:
            # "取消关联的Bug ID，比如 [1, 2]": the array's own example fails `items: object`, so
            # every call written as its text shows is rejected (or coerced) before the executor
            example, kind = scalar
            yield Hit(node.pointer, f"The items are declared as objects, but the array's "
                                    f"description shows `{example}`: make them `type: {kind}`.",
                      fix=({"op": "replace", "path": node.pointer, "value": {"type": kind}},))
            continue
        declared_by = _declared_in_another_tool(ctx, node)
        if declared_by:
            # `woo_products_update(productData: {})` beside `woo_products_create(productData:
            # {name, type, …})`: the record's fields are known to the set, this tool leaves the
            # model to guess which it may send (fresh reviewers recorded it as missed, 5 times)
            yield Hit(node.pointer, f"`{node.name}` is an object with no declared properties, "
                                    f"while {declared_by} declares the fields of the same "
                                    f"`{node.name}`: declare the ones this tool accepts, so the "
                                    "model does not guess their names.")
            continue
        what = f"`{node.name}`" if node.name else "The array items"
        yield Hit(node.pointer, f"{what} is an object with no declared properties: list its "
                                "properties (with `additionalProperties: false`) or, for a "
                                "free map, give `additionalProperties` a value schema.",
                  severity=None if _shape_known(node, holder or "", ctx)
                  and not shape_defined_elsewhere(node) else "info")


# A flat JSON array of scalars in an array's text ("比如 [1, 2]", 'e.g. ["a1", "b2"]'), not a
# row of a nested one ("[[1, 2], [3, 4]]": each item a pair, which an object does not fit either)
_INT_ARRAY = re.compile(r"(?<![\[\w,])\[\s*-?\d+(?:\s*,\s*-?\d+)+\s*\](?!\s*,\s*\[)")
_STR_ARRAY = re.compile(r"(?<![\[\w,])\[\s*\"[^\"\[\]{}]{1,40}\"(?:\s*,\s*\"[^\"\[\]{}]{1,40}\")+\s*\](?!\s*,\s*\[)")


def _scalar_items_shown(node: SchemaNode, ctx: ToolContext) -> tuple[str, str] | None:
    """(the example, "integer" or "string") when the text of the array holding these
    property-less object items shows a flat array of scalars; None otherwise."""
    parent = ctx.nodes_by_pointer.get(node.parent or "")
    text = f"{description_of(parent) if parent is not None else ''}\n{description_of(node)}"
    if "[[" in text.replace(" ", "") or _KEYED_EXAMPLE.search(text):
        return None
    for regex, kind in ((_INT_ARRAY, "integer"), (_STR_ARRAY, "string")):
        m = regex.search(text)
        if m:
            return m.group(0), kind
    return None


# The keys of an object named in its text: a JSON example (`{"room": "A1"}`, `Format: {"nodes":`)
# or "object with links (int) and imageLinks (int)", "包含 a、b 字段".
_KEYED_EXAMPLE = re.compile(r"\{\s*\"?[A-Za-z_][\w-]*\"?\s*:|\{\s*\n\s*\"[A-Za-z_]")
_OBJECT_WITH = re.compile(r"\bobject with (?:an? )?(?:optional )?\w+(?: \(\w+\))?,? (?:and|or) "
                          r"(?:an? )?(?:optional )?\w+|(?:包含|含有|含)\s*`?[A-Za-z_]\w*`?\s*[、,，和及]",
                          re.I)
# a key listed with its type, as docstrings list them: "- task_id (str): ...", "links (int)"
_TYPED_KEY = re.compile(r"`?\b([A-Za-z_]\w*)`?\s*\((?:str|string|int|integer|bool|boolean|float|"
                        r"number|list|dict|object|array)(?:\)|\[|,|\s*\|)", re.I)
# objects of another component's settings: free by design (a provider's `model_settings`)
_SETTINGS = frozenset({"settings", "config", "configuration", "options"})
# argument bags of the tool's own actions (`params` beside `action`)
_ACTION_BAGS = frozenset({"payload", "data", "params", "parameters", "args", "arguments", "body",
                          "input", "kwargs"})
# maps whose values are plain strings by convention: a value schema is cheap and certain
_STRING_MAPS = frozenset({"headers", "env", "environment"})


def _shape_known(node: SchemaNode, holder: str, ctx: ToolContext) -> bool:
    """Does the object have a shape the model must otherwise guess, so that declaring it helps
    (a warning): keys named in its text or its array's (a keyed example, keys listed with their
    types, "object with links and imageLinks"), a header or environment map (string values), or
    the argument bag of this tool's own actions (`params` beside an `action` the tool defines,
    whose shape each action fixes)? A free-form object by design is info: another API's or
    tool's arguments passed through (`tool_args` beside `tool_name`, "any Slack API method"),
    a component's settings shown by one example, a config patch, filter operators, records
    keyed by the user's own field names."""
    text = description_of(node)
    if node.via == "items" and node.parent:
        parent = ctx.nodes_by_pointer.get(node.parent)
        text = f"{description_of(parent)}\n{text}" if parent is not None else text
    tokens = split_name(holder)
    if not tokens:
        return False
    if len(set(_TYPED_KEY.findall(text))) >= 2 or _OBJECT_WITH.search(text):
        return True
    if _KEYED_EXAMPLE.search(text) and tokens[-1] not in _SETTINGS \
            and not _passes_call_through(node, tokens, ctx):
        return True  # an example of the keys; settings are shown by one example of many
    return tokens[-1] in _STRING_MAPS or (tokens[-1] in _ACTION_BAGS and node.parent == ""
                                          and _dispatches_own_actions(node, ctx))


# The callee a sibling names (`tool`, `tool_name`, `method`): the bag beside it holds that call's
# arguments, whichever it is
_CALLEES = frozenset({"tool", "method", "function", "operation", "api", "endpoint"})
# "'args' holds that tool's other arguments", "The tool's arguments other than 'locus'", "目标工具
# 的参数", "所调用接口的参数"
_CALLEE_ARGS = re.compile(r"\b(?:the|that|this|each|selected|chosen|target|called) (?:selected |chosen "
                          r"|target )?(?:tool|method|function|api|endpoint|operation)['’]s (?:other )?"
                          r"(?:arguments|parameters|args|params|inputs)\b|(?:目标|所调用|被调用|所选|该)"
                          r"(?:工具|方法|函数|接口)的(?:其他|其余)?(?:参数|入参)", re.I)


def _passes_call_through(bag: SchemaNode, tokens: tuple[str, ...], ctx: ToolContext) -> bool:
    """Does the bag hold the arguments of another tool or method the call names (`args` beside a
    `tool` enum of 30 tools, "'args' holds that tool's other arguments ... checked against its
    schema")? Its keyed example shows one callee's arguments of many: no single property list
    fits it (reviewers: "deliberately polymorphic"), so declaring it does not help."""
    if tokens[-1] not in _ACTION_BAGS:
        return False
    if _CALLEE_ARGS.search(f"{description_of(bag)}\n{ctx.description}"):
        return True
    return any(t and (t[-1] in _CALLEES or (len(t) > 1 and t[-1] == "name" and t[-2] in _CALLEES))
               for t in map(split_name, ctx.sibling_names(bag)))


def _dispatches_own_actions(bag: SchemaNode, ctx: ToolContext) -> bool:
    """Does the tool choose one of its own actions beside `bag`, rather than pass another tool's
    or API's call through (a sibling naming the callee: `tool_name`, `method_name`; an action
    described as any method of an API)?"""
    from workbench.linter.rules.mega_tools import dispatching_actions, passes_api_actions

    actions = list(dispatching_actions(ctx))
    if not actions:
        return False
    callee = any(len(t) > 1 and t[-1] == "name" and t[-2] in ("tool", "method", "function",
                                                              "operation", "api")
                 for t in map(split_name, ctx.sibling_names(bag)))
    return not callee and not any(passes_api_actions(node, enum, bag) for node, enum in actions)



# "comma-separated list of ids", "多个 ID 用逗号分隔": a list packed into one string.
_DELIMITED = re.compile(lx.DELIMITED_LIST_RE, re.I)
_LIST_HINTS = ("separat", "delimit", "list", "multiple", "逗号", "分隔", "隔开", "多个", "列表",
               "分号", "空格", "竖线")
_LIST_OF = re.compile(r"\b(?:a )?list of\b|\bmultiple\b|多个|列表", re.I)
_COORDINATE = re.compile(lx.COORDINATE_RE, re.I)
_MANY_ZH = re.compile(r"多个|多组|批量|若干")
_MANY = re.compile(r"\b(?:list|multiple|several|many|pairs|points|up\s+to\s+\d+)\b|多个|多组|列表|批量|若干", re.I)


# A count the text caps: "with a limit of 100", "up to 50", "最多 100 个", "不超过 20"
_COUNT_CAP = re.compile(r"\b(?:up\s+to|at\s+most|max(?:imum)?\.?|limit(?:ed)?\s+(?:of|to)|no\s+more\s+than|"
                        r"maximum\s+of)\s*:?\s*\d+|(?:最多|至多|不超过|上限)\s*\d+|\d+\s*个以内", re.I)
# Elements that may contain the separator themselves ("Smith, J."): an array keeps them whole
_SEPARATOR_PRONE = frozenset({"names", "authors", "titles", "addresses", "phrases", "sentences",
                              "labels", "queries", "texts", "values"})


@rule("type-delimited-list", category="type", severity="warning",
      summary="A list packed into one string (\"comma-separated ids\", \"多个用逗号分隔\") should be "
              "`type: array` with `items`, so each element is checked and nothing needs joining "
              "or splitting.",
      bad=[Example.of(properties={"tag_ids": {"type": "string",
                                              "description": "Comma-separated list of tag ids."}}),
           Example.of(properties={"城市列表": {"type": "string", "description": "多个城市用逗号分隔。"}})],
      good=[Example.of(properties={"tag_ids": {"type": "array", "items": {"type": "string"},
                                               "description": "Tag ids, e.g. [\"t1\", \"t2\"]."}}),
            Example.of(properties={"keywords": {"type": "string",
                                                "description": "Search words; spaces separate "
                                                               "terms as in a search box."}})],
      rationale="The model must join the values with the right separator, escape separators "
                "inside values, and no `maxItems` or `pattern` can check the elements. No fix: "
                "the executor splits the string today. Info where only a word (\"list of\", "
                "\"多个\") says it, where the array would check nothing the string cannot (no count "
                "capped in the text, elements that never hold the separator), for a search "
                "`query` of comma-separated keywords, or under a "
                "singular name (a notation the API defines), and for a field selection (`opt_fields`, "
                "`$select`: the REST API's own comma-separated convention, passed through).")
def check_delimited_list(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.non_null_types != ("string",) or has_any(node.schema, "enum", "const", "format"):
            continue
        # an input with no text of its own that the tool text glosses ("filepath 为文件路径（多个
        # 文件用逗号分隔）")
        desc = description_of(node) or inline_gloss(ctx, node)
        if not desc or not hinted(desc, _LIST_HINTS):
            continue
        if _COORDINATE.search(desc) and not _MANY.search(desc):
            continue  # "经纬度，用逗号分隔": one coordinate pair written with a comma
        t = split_name(node.name)
        plural = bool(t) and (t[-1] in ("ids", "keys", "codes", "names", "emails", "tags", "list")
                              or (t[-1].endswith("s") and not t[-1].endswith("ss"))
                              or "列表" in (node.name or "")
                              # Chinese marks no plural on the name: "多个城市用逗号分隔" does
                              or (not (node.name or "").isascii() and _MANY_ZH.search(desc) is not None))
        m = _DELIMITED.search(desc)
        if m is None and not (plural and _LIST_OF.search(desc) and "array" not in desc.lower()):
            continue
        said = m.group(0) if m else _LIST_OF.search(desc).group(0)  # type: ignore[union-attr]
        # a warning where the text names the separator and the value is no text of its own: a
        # bare "list of"/"多个" may be loose wording, and a search query's comma-separated
        # keywords are the query the model writes
        text_value = bool(set(t[-1:]) & lx.CONTENT_PARAM_TOKENS)
        # `opt_fields`, `fields`, `$select`: the response fields to return, in the REST API's
        # own documented query convention ("comma-separated", as Asana and Graph take it) and
        # passed through: an array is an executor change for little gain
        selection = bool(set(t[-1:]) & lx.FIELD_SELECTION_TOKENS) or any(
            z in (node.name or "") for z in lx.FIELD_SELECTION_ZH)
        # a singular name (`secret_type`, `bazi`) takes one value in a notation the API defines
        # ("comma-separated types" passed through, four pillars written with spaces): the
        # array is a contract change for little gain; a plural name (`table_names`) is a list
        # shown where the array would check what the string cannot: a count the text caps ("a
        # limit of 100") or elements that may hold the separator themselves (names, authors);
        # a plainly described comma list of ids, symbols or types is one models write reliably
        # (fresh reviewers: 0 U / 6 N on holdout 23, "stated clearly with an example")
        gain = _COUNT_CAP.search(desc) is not None or bool(set(t[-1:]) & _SEPARATOR_PRONE)
        yield Hit(node.pointer, f"`{node.name}` packs a list into one string (\"{said}\"): declare "
                                "`type: array` with `items` (and `maxItems`), once the executor "
                                "takes an array.",
                  severity=None if m is not None and plural and not text_value
                  and not selection and gain else "info")


# The write verbs a tool's name drops to leave its object (`woo_products_create` -> woo products)
_RECORD_VERBS = frozenset({"create", "update", "add", "edit", "patch", "set", "new", "modify",
                           "replace", "put", "post", "upsert", "save"})


def _record_of(name: str) -> tuple[str, ...]:
    return tuple(t for t in split_name(name) if t not in _RECORD_VERBS)


def _object_fields_by_name(toolset: ToolSet) -> dict[tuple[tuple[str, ...], str], str]:
    """Top-level object parameters of the set that declare properties, keyed by the tool's record
    (its name without the write verb) and the parameter's name: the first tool that declares
    each (`(woo products, productData)` -> woo_products_create)."""
    out: dict[tuple[tuple[str, ...], str], str] = {}
    for tool in toolset:
        if not isinstance(tool.name, str):
            continue
        record = _record_of(tool.name)
        for name, sub in tool.argument_properties().items():
            if isinstance(sub, Mapping) and isinstance(sub.get("properties"), Mapping) \
                    and sub["properties"]:
                out.setdefault((record, name), tool.name)
    return out


_DECLARED_OBJECTS: PerSet[dict[tuple[tuple[str, ...], str], str]] = PerSet(_object_fields_by_name)


def _declared_in_another_tool(ctx: ToolContext, node: SchemaNode) -> str | None:
    """The other tool of the set, on the same record (its name but the write verb), that declares
    the properties of a top-level object parameter of this name, or None: a `body` or
    `settings` of another endpoint is another object."""
    if node.parent != "" or not node.name or ctx.toolset is None or not isinstance(ctx.tool.name, str):
        return None
    other = _DECLARED_OBJECTS(ctx.toolset).get((_record_of(ctx.tool.name), node.name))
    return other if other and other != ctx.tool.name else None


def payload_declared_elsewhere(ctx: ToolContext) -> bool:
    """A top-level object parameter of this tool with no properties whose fields another tool of
    the set declares (`type-untyped-object` reports it, naming that tool): the tool's gap is its
    payload, not its short description."""
    return any(node.non_null_types == ("object",) and not node.schema.get("properties")
               and _declared_in_another_tool(ctx, node) for node in ctx.index.top_level_properties())

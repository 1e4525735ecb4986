"""`param-id-unclear`: an id or code parameter whose description does not say which id it takes,
where the model gets it or what form it has, in English and Chinese.

Decisions (the rest of `param-description` is `param_descriptions.py`):
- "Is natural language allowed?" is folded in here (ids and codes are where natural language goes
  wrong: "不要填写商品名称、手机号或自然语言描述"); where the id comes from ("returned by
  start_run", "来自 list_tables") or its form ("数字", "UUID") is enough.
- Where the tool says the value is a name ("云函数传函数名", "pass the service name"), asking it
  not to take a name would contradict it: silent.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import copied_value
from workbench.linter.rules.param_restated import ID_WORDS, terse_zh
from workbench.linter.rules.record_ids import own_record_id
from workbench.linter.rules.undescribed_params import POSTAL_CODE_WORDS
from workbench.linter.set_names import set_names
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import cjk_count, clauses, name_verb, negated, repeats_name, split_name, words

_EXAMPLE = re.compile(r"e\.g\.|for example|for instance|such as|example|like ['\"`]|例如|比如|如：|"
                      r"示例|形如|格式|\b[A-Z]{2,}[-_][A-Z0-9]+|\b\d{3,}\b|['\"`][^'\"`]{2,}['\"`]")
_NEGATIVE_GUIDANCE = re.compile(r"\b(?:do not|don't|never|not the|not a|instead of|rather than)\b"
                                r"|不要|不是|请勿|不能|而非|而不是")

# Identifiers and codes: a name or free text passed here is wrong ("不要填写商品名称、手机号或自然
# 语言描述": no product name, phone number or natural language).
_CODE_TOKENS = frozenset({"code", "sku", "symbol", "ticker", "slug", "number"})
# Where the id comes from ("from workspace_list", "via the search tool", "来自 list_tables") or
# what form it has ("a number or numeric string", "UUID", "纯数字"): enough for the model.
_ID_GUIDANCE = re.compile(r"\bfrom\s+[`'\"]?[a-z]+(?:_[a-z]+|[A-Z][a-z]+)+|\bvia\b|\bfrom the "
                          r"(?:response|result|list|output|url|console|dashboard)\b|\bnumeric\b|"
                          r"\bdigits?\b|\buuid\b|\binteger\b|\bnumber or\b|来自|通过\S{0,12}获取|"
                          r"从\S{0,12}(?:获取|得到|返回)|数字|纯数字", re.I)
# The text says the value is a name ("云函数传函数名", "pass the service name", "the bucket ID or
# name", "(the function's name)"): asking for "not a name" would contradict the tool.
_TAKES_A_NAME = re.compile(
    r"\b(?:pass|use|give|enter|provide|accepts?|takes?|expects?|is|are|namely|i\.e\.|e\.g\.)\s+"
    r"(?:(?:the|its|a|an|your)\s+)?(?:[\w'-]+\s+){0,2}?[\w-]*names?\b|[(（]\s*(?:the\s+)?[\w' -]*"
    r"names?\b|\bnames?\s+or\s+(?:\w+\s+)?(?:id|identifier)\b|\b(?:id|identifier)\s+or\s+"
    r"(?:\w+\s+)?names?\b|(?<![命签排报实曾用域])名(?:称|字)?(?![单片义下额])", re.I)
MAX_ID_EXPLAINED_CHARS = 120  # a longer description explains the id at length
_ID_TOKENS = ID_WORDS | _CODE_TOKENS
# What a standard code names (`postalCode`, `country_code`, `currencyCode`, `lang_code`): a value
# of a public system (a postal code, ISO 3166, ISO 4217, BCP 47), not a record id another tool
# returns, and no model passes a name for it: its form is the standard's.
_STANDARD_CODE_SUBJECTS = POSTAL_CODE_WORDS | frozenset({
    "country", "currency", "language", "lang", "locale", "timezone", "tz", "iata", "icao",
    "airport", "swift", "bic", "dialing", "dial", "area"})


@rule("param-id-unclear", category="param-description", severity="warning",
      summary="Say which id an id parameter takes (order number? tracking number? database id?) "
              "and give an example or pattern.",
      bad=Example.of(properties={"id": {"type": "string", "description": "The ID."}}),
      good=[Example.of(properties={"order_id": {
                "type": "string", "pattern": "^ORD-[0-9]{8}-[0-9]{3,}$",
                "description": "平台订单号，例如 ORD-20260901-001。不要填写物流单号、商品名称或手机号。"}}),
            Example.of(name="monitor_query_metrics", properties={"resource_id": {
                "type": "string", "description": "资源 ID：云函数传函数名，云托管传服务名。"}})],
      rationale="An identifier needs its kind, a format example and what not to pass "
                "(不要填写商品名称、手机号或自然语言描述: no product names, phone numbers or natural "
                "language). Where the tool says the value is a name (云函数传函数名, 'pass the "
                "service name'), asking it not to take a name would contradict it: silent. The one "
                "id of the record the name names, picked by id in the tool's text "
                "(`teams-get-by-id(teamPublicId: 'Team ID')`), is info.")
def check_param_id(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, tokens in ctx.named_properties:
        desc = node.description.strip()
        if not desc or not tokens or tokens[-1] not in _ID_TOKENS:
            continue
        if tokens[-1] in _CODE_TOKENS and (len(tokens) == 1 or tokens[-1] == "number"):
            continue  # a bare `code`, `phone_number`: not an identifier that needs this check
        s = node.schema
        has_example = bool(s.get("pattern") or s.get("format") or s.get("enum") or s.get("examples")
                           or _EXAMPLE.search(desc))
        if len(tokens) == 1:
            says_which = [w for w in words(desc) if w not in lx.FILLER_WORDS and w not in (
                "id", "ids", "identifier", "unique", "uuid")]
            zh_core = re.sub(r"ID|id|编号|标识|唯一|的", "", desc)
            if not has_example and not says_which and cjk_count(zh_core) < 3:
                if _defined_element(ctx, node):
                    yield Hit(node.pointer, f"`{node.name}` is the key of each element this tool "
                                            "defines (beside its name and type): say what form it "
                                            "takes (an example) and that it must be unique.",
                              severity="info")
                    continue
                yield Hit(node.pointer, f"Say which id `{node.name}` is (which object's id, from "
                                        "which tool) and give an example.")
        elif "string" in node.non_null_types and not has_example \
                and not _NEGATIVE_GUIDANCE.search(desc.lower()) and not _ID_GUIDANCE.search(desc) \
                and not copied_value(desc) and len(desc) <= MAX_ID_EXPLAINED_CHARS \
                and not _takes_a_name(desc, ctx.description, node.name):
            if repeats_name(desc, {t.rstrip("s") or t for t in tokens}) or terse_zh(desc):
                if tokens[-1] in ID_WORDS and _source_named(ctx, tokens[:-1]):
                    continue  # the tool text names the tool that lists them ("call TaskList")
                if tokens[-1] in ID_WORDS and tokens[-1] not in _CODE_TOKENS \
                        and _read_by_a_sibling(ctx, tokens[:-1]):
                    # `pull_request_id` "Pull request ID" in a server with `getPullRequest`: the
                    # set's own tool hands the model the id (reviewers of holdouts 25-34: 4 U,
                    # 30 N, "getPullRequestComments obviously supplies it"): info
                    yield Hit(node.pointer, f"The description of `{node.name}` ({desc!r}) only "
                                            "restates its name: say which tool of this set returns "
                                            "it and its form (an example).", severity="info")
                    continue
                if tokens[-1] in _CODE_TOKENS:
                    if "iso" in tokens or "iso" in desc.lower() \
                            or tokens[-2] in _STANDARD_CODE_SUBJECTS:
                        continue  # a standard code: the standard says the form
                    what = "its form (which system, an example)"
                else:
                    what = "where the model gets the id (which tool returns it) and an example"
                # the one id of the record the name names, which the text picks "by ID"
                # (`teams-get-by-id(teamPublicId: "Team ID")`): which id is said; info
                yield Hit(node.pointer, f"The description of `{node.name}` ({desc!r}) only "
                                        f"restates its name: say {what}, so the model does not "
                                        "pass a name instead.",
                          severity="info" if own_record_id(ctx, node) else None)
            else:
                yield Hit(node.pointer, f"Give `{node.name}` an example or a `pattern` and say what "
                                        "not to pass (a name, free text).", severity="info")


_LABEL_SIBLINGS = frozenset({"name", "title", "label", "displayname"})
_KIND_SIBLINGS = frozenset({"type", "kind", "datatype"})


def _defined_element(ctx: ToolContext, node: SchemaNode) -> bool:
    """A bare `id` of an array's item that also has a name and a type (Contentful's field
    definitions `{id, name, type}` in `create_content_type`, a table's columns): the key the call
    gives the element it defines, not an id another tool returns (reviewers: F on "which
    object's id, from which tool")."""
    if "/items/" not in node.pointer:
        return False
    siblings = {"".join(split_name(n)) for n in ctx.sibling_names(node)}
    return bool(siblings & _LABEL_SIBLINGS) and bool(siblings & _KIND_SIBLINGS)


def _source_named(ctx: ToolContext, objects: tuple[str, ...]) -> bool:
    """The tool description names another tool of the set that deals in this id's object
    (`task_id` in a text that says "call TaskList to find your next task"): the model knows
    where the id comes from."""
    if not objects or ctx.toolset is None or not ctx.description:
        return False
    wanted = {t.rstrip("s") for t in objects}
    index = set_names(ctx.toolset)
    # only a name holding one of the words can hold them all: its candidates from the index
    names = (t.name for t in ctx.toolset) if index is None else (
        index.name(p) for p in index.holding_stem(max(sorted(wanted), key=len)))
    for name in names:
        if name != ctx.tool.name and name in ctx.description and mentions(
                ctx.description, name) and wanted <= {t.rstrip("s") for t in split_name(name)}:
            return True
    return False


_READ_VERBS = frozenset({"get", "list", "search", "find", "query", "fetch", "read", "show", "describe",
                         "lookup", "retrieve"})


def _read_by_a_sibling(ctx: ToolContext, objects: tuple[str, ...]) -> bool:
    """Another tool of the set reads this id's object (`getPullRequest`, `list_orders`,
    `getPullRequestComments` for `comment_id`): its answer is where the model finds the id."""
    if not objects or ctx.toolset is None:
        return False
    wanted = {t.rstrip("s") or t for t in objects}  # the index's stems: `item` for items
    index = set_names(ctx.toolset)
    names = (t.name for t in ctx.toolset) if index is None else (
        index.name(p) for p in index.holding_stem(max(sorted(wanted), key=len)))
    for name in names:
        tokens = split_name(name)
        if name != ctx.tool.name and tokens and (tokens[0] in _READ_VERBS or name_verb(name).verb in _READ_VERBS) \
                and wanted <= {t.rstrip("s") or t for t in tokens}:
            return True
    return False


def _takes_a_name(desc: str, tool_text: str, name: str | None) -> bool:
    """Whether the parameter's description, or a clause of the tool description naming it
    ("云托管必须传服务名 resourceID"), says the value is a name (not under a negation: "不要填写
    商品名称", "not the display name")."""
    texts = clauses(desc)
    if name and name in tool_text:
        texts += [c for c in clauses(tool_text) if name in c]
    return any(not negated(c, m.start()) for c in texts for m in _TAKES_A_NAME.finditer(c))


"""The text a search works on, optional with an empty default: `search-text-defaults-empty`; the
id a tool acts on, the same: `subject-id-defaults-empty`.

Generated schemas turn `def search(query: str = "")` into `{"type": "string", "default": ""}`
outside `required`: the one input a semantic search or a question-answering tool cannot run
without passes the schema when it is left out, and the service searches for nothing (or for
everything). Reviewers of real tool sets asked for it to be required, with `minLength: 1`.

Decisions:
- Only the search text itself (`query`, `q`, `question`, `keyword`, `search_term`...) of a tool
  whose name or description searches, asks or retrieves, at the top level, typed string, with
  the default "" or null and not in `required`.
- It must be what the call works on: every other input is a closed choice (enum, const,
  boolean) or carries a default of its own (a province "全国", a page size 10). A tool with
  another open input (an id, a URL, a file path, another text with no default) may be called
  with that one instead: silent.
- A text that says what an empty or omitted search text does ("留空返回全部", "leave empty to list
  all", "optional") makes it a choice: silent.
- No fix: whether the call should require the text, or the empty search list everything, is the
  author's; the message names both.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import declared, has_any_branch
from workbench.linter.rules.placed_params import SEARCH_TEXT_NAMES, SEARCH_VERBS
from workbench.linter.rules.told_inputs import inline_gloss
from workbench.model import Tool
from workbench.text import snake_name, split_name

# The tool searches, asks or retrieves (its name or its description's words): a search tool's
# verbs, and those of a question-answering one
_SEARCH_WORDS = SEARCH_VERBS | {"query", "retrieve", "retrieval", "ask", "answer", "qa", "rag"}
# ... or its description's opening says so
_SEARCH_SAID = re.compile(r"检索|搜索|查找|问答|查询|\b(?:search|retriev|look up|find)\w*\b", re.I)
# What an empty or missing text does, said: a choice, not a gap
# ("筛选条件", "filter by name", "narrow down results": a filter, which an empty value leaves off)
_EMPTY_SAID = re.compile(r"留空|为空|空字符串|空串|不填|不传|省略|可选|选填|全部|所有|筛选|过滤|"
                         r"\b(?:empty|blank|omit\w*|optional|leave (?:it )?out|all (?:items|records|"
                         r"results|entries)|list (?:all|everything)|filter\w*|narrow\w*)\b", re.I)
# A list tool's text is a filter on what it lists (`list_models(keyword)`)
_LIST_VERBS = frozenset({"list", "browse", "enumerate", "列出"})


def _empty_default(schema: Mapping[str, Any]) -> bool:
    return "default" in schema and schema["default"] in ("", None)


def _searches(tool: Tool, ctx: ToolContext) -> bool:
    if set(split_name(tool.name)) & _SEARCH_WORDS:
        return True
    return _SEARCH_SAID.search(ctx.description[:200]) is not None


def _settled(schema: object) -> bool:
    """Another input the call may leave out: a closed choice, a flag, or one with a default of
    its own that is not empty."""
    if not isinstance(schema, dict):
        return True
    if has_any_branch(schema, "enum", "const") or schema.get("type") == "boolean":
        return True
    return "default" in schema and schema["default"] not in ("", None)


@rule("search-text-defaults-empty", category="required", severity="warning",
      summary="The text a search or question-answering tool works on (`query`, `question`, "
              "`keyword`) is optional with an empty default: a call without it passes the schema "
              "and searches for nothing. Require it (with `minLength: 1`), or say what an empty "
              "search does.",
      bad=Example.of(name="search_semantic_qa", description="按自然语言问题检索相似问答。",
                     properties={"query": {"type": "string", "default": "",
                                           "description": "用自然语言完整描述问题。"}}),
      good=[Example.of(name="search_semantic_qa", description="按自然语言问题检索相似问答。",
                       parameters={"type": "object", "required": ["query"], "properties": {
                           "query": {"type": "string", "minLength": 1,
                                     "description": "用自然语言完整描述问题。"}}}),
            Example.of(name="search_notes", description="Search notes.",
                       properties={"query": {"type": "string", "default": "",
                                             "description": "Words to find; leave empty to list "
                                                            "all notes."}})],
      rationale="`query: str = \"\"` in a generated schema makes the search text optional: the "
                "model may call the tool with no arguments at all and get an empty or arbitrary "
                "result instead of an error it can act on. Where an empty search lists everything "
                "on purpose, the text says so and the finding stays silent.")
def check_search_text_defaults_empty(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or not _searches(tool, ctx) or set(split_name(tool.name)[:1]) & _LIST_VERBS:
        return
    props = declared(root.schema)
    for node in ctx.index.top_level_properties():
        name = node.name or ""
        if snake_name(name) not in SEARCH_TEXT_NAMES or node.required \
                or "string" not in node.non_null_types or not _empty_default(node.schema) \
                or has_any_branch(node.schema, "enum", "const"):
            continue
        if not all(_settled(v) for k, v in props.items() if k != name):
            continue  # another open input may carry the call (an id, a URL, a second text)
        own = json.dumps(node.schema, ensure_ascii=False)  # its words in any branch
        if _EMPTY_SAID.search(own) or _EMPTY_SAID.search(ctx.passage_of(node)) \
                or _EMPTY_SAID.search(inline_gloss(ctx, node)):
            continue
        shown = '""' if node.schema["default"] == "" else "null"
        yield Hit(node.pointer, f"`{name}` is the text `{tool.name}` searches with, yet it is "
                                f"optional with the default {shown}: a call without it passes "
                                "the schema and searches for nothing. Add it to `required` with "
                                "`minLength: 1`, or say in its description what an empty "
                                f"`{name}` does.")
        return


# What the call does without the id, said: "默认查当前订阅", "If None, closes the currently active
# definition", "Defaults to DESTINATION_USER_ID", "code 可空"
_FALLBACK_SAID = re.compile(r"默认|可空|\bdefaults?\b|\bif (?:none|null|not (?:given|provided|set|"
                            r"specified))\b|\bcurrent(?:ly)? (?:active|selected|open)\b", re.I)
# The id or code of the one thing a call acts on (`sku_id` of a promotion link, the `code` of
# "查询指定股票的…"): by its name's last word
_SUBJECT_LAST = frozenset({"id", "code", "sku", "symbol", "key", "uid", "isbn", "asin"})


@rule("subject-id-defaults-empty", category="required", severity="warning",
      summary="The id or code a tool acts on is its only open input, yet optional with an empty "
              "default: a call without it passes the schema and acts on nothing. Require it "
              "(with `minLength: 1`), or say what an empty value does.",
      bad=Example.of(name="get_coupon_link", description="获取优惠券的推广链接。",
                     properties={"sku_id": {"type": "string", "default": "",
                                            "description": "券的 skuId"},
                                 "link_type": {"type": "integer", "default": 2,
                                               "description": "1 长链接；2 短链接"}}),
      good=[Example.of(name="get_coupon_link", description="获取优惠券的推广链接。",
                       parameters={"type": "object", "required": ["sku_id"], "properties": {
                           "sku_id": {"type": "string", "minLength": 1,
                                      "description": "券的 skuId，来自 list_coupons。"},
                           "link_type": {"type": "integer", "default": 2,
                                         "description": "1 长链接；2 短链接"}}}),
            Example.of(name="get_stock_holders", description="Top holders of a stock.",
                       properties={"code": {"type": "string", "default": "",
                                            "description": "Stock code; leave empty for the "
                                                           "whole market."}})],
      rationale="`def get_link(sku_id: str = \"\")` becomes an optional field: the model may call "
                "the tool with no arguments and the executor passes an empty id on, so the "
                "service answers an error or arbitrary data instead of asking for the id. Blind "
                "reviewers of real Chinese servers recorded it missed on coupon links and stock "
                "lookups. A list or search tool's id is a filter; a text that says what an empty "
                "value does makes it a choice; another open input may carry the call: silent.")
def check_subject_id_defaults_empty(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or set(split_name(tool.name)) & (_LIST_VERBS | _SEARCH_WORDS):
        return
    props = declared(root.schema)
    for node in ctx.index.top_level_properties():
        name = node.name or ""
        if split_name(name)[-1:] == () or split_name(name)[-1] not in _SUBJECT_LAST \
                or node.required or node.non_null_types != ("string",) \
                or not _empty_default(node.schema) or has_any_branch(node.schema, "enum", "const"):
            continue
        if not all(_settled(v) for k, v in props.items() if k != name):
            continue  # another open input may name the thing instead (an url, a name)
        # its own words, and the tool's sentences that name it or open the text ("回滚到指定快照
        # (默认最近一份)"); not a sibling's default ("link_type 默认 2")
        lead = re.split(r"[。；;\n]|\.\s", ctx.description.strip(), maxsplit=1)[0]
        texts = [node.description, ctx.passage_of(node), inline_gloss(ctx, node), lead,
                 *(c for c in re.split(r"[。；;\n]|\.\s", ctx.description) if name in c)]
        if len(props) == 1:
            texts.append(ctx.description)  # its only input: "默认查当前订阅" speaks of it
        if _EMPTY_SAID.search(ctx.description) \
                or _EMPTY_SAID.search(json.dumps(node.schema, ensure_ascii=False)) \
                or any(_FALLBACK_SAID.search(t) for t in texts):
            continue  # "默认最近一份", "If None, closes the active one", "code 可空": a choice
        shown = '""' if node.schema["default"] == "" else "null"
        yield Hit(node.pointer, f"`{name}` is the only open input of `{tool.name}`, what the call "
                                f"acts on, yet it is optional with the default {shown}: a call "
                                "without it passes the schema and acts on nothing. Add it to "
                                "`required` with `minLength: 1`, or say in its description what "
                                f"an empty `{name}` does.")
        return

"""`list-no-next-page`: a list or search tool that caps its results (`limit`, `first`,
`page_size`) but takes no cursor, page or offset, so nothing past the first page can be reached.

"Fetch orders (limit 10)" with no `after`/`cursor`/`page`: the model sees the first `limit`
orders and has no way to ask for the rest, so "find my order from March" fails silently or the
model raises `limit` until the answer is huge. Read from the parameters' names (the cap among
`limit`, `max_results`, `page_size`..., no parameter whose words are a position: cursor, page,
offset, after, since, token...), on a tool whose name lists several things (`list_*`,
`get_orders`; a search ranks by relevance and its top matches are usually the answer, so it is
not read).

A tool whose own text says its answer comes in pages ("Get a paginated list of files", "100
records per page", "分页返回") and takes no position at all is a warning: the defect is in its own
words. Otherwise `info`: a tool may return a bounded answer by design ("the 10 most recent", "top 5
matches"), and whether the service pages at all is not in the schema; the text's own words for a
bounded answer (latest, recent, top, 最新, 最近, 前 N) keep it silent. No fix.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.text import split_name

# a search ranks by relevance and its top matches are usually the answer: only enumerations
_LIST_VERBS = frozenset({"list", "browse", "enumerate"})
_GET_VERBS = frozenset({"get", "fetch", "retrieve", "read", "load"})
# (`top_n` asks for the best N: a bounded answer by design, not a page)
_CAPS = frozenset({"limit", "maxresults", "maxitems", "pagesize", "perpage", "first",
                   "numresults", "maxcount", "count", "size", "max", "n"})
# glued spellings of a position (`pageindex`, `nextToken`): read inside the joined name
_POSITION_PARTS = ("cursor", "page", "offset", "token", "skip", "marker", "continuation", "after")
# words of a parameter that positions a page
_POSITION = frozenset({"cursor", "page", "pageno", "pagenum", "pagenumber", "offset", "after",
                       "before", "token", "skip", "start", "since", "from", "until", "next",
                       "marker", "continuation", "anchor", "last", "min", "starting", "ending",
                       "end", "begin", "to", "date", "time", "id", "ids", "pagination", "range"})
_BOUNDED = re.compile(r"\b(?:latest|most\s+recent|recent|newest|top|best|highest|lowest|hot|trending|"
                      r"first\s+\d+|queue|consume\w*|random|closest|nearest|nearby|"
                      r"all\b|every|entire|complete\s+list|autocomplete|suggest\w*)|"
                      r"最新|最近|前\s*\d|前\s*N|热门|热搜|排行|全部|所有|队列|消费|随机|最近的|附近", re.I)


# The text says the answer is paged; "fetches all pages" pages for the model
_PAGED = re.compile(r"\bpaginated\b|\bpagination object\b|\b(?:records|results|items|entries) per "
                    r"page\b|分页(?:返回|列表|结果|数据)", re.I)
_ALL_PAGES = re.compile(r"\ball\s+pages\b|\bfollows?\s+(?:the\s+)?(?:next|pagination)|\bautomatically\s+"
                        r"(?:pages|paginat)|\bpaginated\s+automatically\b|自动翻页|全部分页", re.I)
# "Use get_all_submissions for full paginated history": another tool's answer
_OTHER_TOOL_SAID = re.compile(r"\buse\s+`?[a-z]\w*_\w+`?", re.I)


def _words(name: str) -> tuple[str, ...]:
    return split_name(name)


@rule("list-no-next-page", category="description", severity="info",
      summary="A list or search tool caps its results (`limit`) but takes no cursor, page or "
              "offset, so nothing past the first page can be reached.",
      rationale="The model sees the first `limit` items and cannot ask for the rest: a question "
                "about an older item fails quietly, or the model raises the limit until the "
                "answer floods the context. Add the service's cursor (`after`, `page_info`) or a "
                "page/offset, and say in the description how to ask for the next page. Info: a "
                "tool may return a bounded answer by design (\"the 10 most recent\"), which its "
                "description should then say. See "
                "https://modelcontextprotocol.io/specification/2025-06-18/server/utilities/"
                "pagination",
      bad=Example.of(name="shop_list_orders", description="Fetch the store's orders.",
                     properties={"limit": {"type": "integer", "description": "How many orders."},
                                 "status": {"type": "string", "enum": ["open", "closed"],
                                            "description": "Filter by status."}}),
      good=Example.of(name="shop_list_orders", description="Fetch the store's orders, a page at "
                      "a time.", properties={
                          "limit": {"type": "integer", "description": "How many orders."},
                          "after": {"type": "string", "description": "The `end_cursor` of the "
                                    "previous page; omit for the first page."}}))
def list_no_next_page(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    tokens = ctx.name_tokens
    verb = ctx.name_verb.verb
    many = verb in _LIST_VERBS or (verb in _GET_VERBS and len(tokens) > 1
                                    and tokens[-1].endswith("s") and not tokens[-1].endswith("ss"))
    if ctx.action_kind != "read":
        return
    caps, positions = [], False
    for node in ctx.index.top_level_properties():
        words = _words(node.name or "")
        joined = "".join(words)
        if joined in _CAPS:
            caps.append(node)
        elif _POSITION & set(words) or any(p in joined for p in _POSITION_PARTS):
            positions = True
    paged = next((m for sentence in ctx.description_sentences if not _OTHER_TOOL_SAID.search(sentence)
                  for m in [_PAGED.search(sentence)] if m), None) if _PAGED.search(ctx.description or "") else None
    if paged and "per page" in paged.group(0).lower() and not many:
        paged = None  # "The limit of results per page that has been set": a setting, not a list
    if paged and not positions and not _ALL_PAGES.search(ctx.description or ""):
        # its own text says the answer comes in pages ("Get a paginated list of files", "100
        # records per page") and nothing asks for the next one: a defect by the tool's own words
        yield Hit(caps[0].pointer if caps else "",
                  f"The description says the answer comes in pages (\"{paged.group(0)}\"), yet "
                  f"`{tool.name}` takes no cursor, page or offset, so nothing past the first page "
                  "can be reached: add the service's cursor or page parameter and say how to ask "
                  "for the next page.", severity="warning")
        return
    if not many:
        return
    if not caps or positions or _BOUNDED.search(ctx.description or "") or any(
            _BOUNDED.search(n.description) for n in caps):
        return
    cap = caps[0]
    if ctx.language == "zh":
        yield Hit(cap.pointer, f"`{tool.name}` 用 `{cap.name}` 限制返回条数，却没有游标、页码或偏移"
                               "参数：第一页之后的数据永远取不到。请加上服务的翻页参数（如 cursor、"
                               "page、offset）并在描述里说明如何取下一页；若只返回前几条是有意为之，"
                               "就在描述里写明。")
        return
    yield Hit(cap.pointer, f"`{tool.name}` caps its results with `{cap.name}` but takes no cursor, "
                           "page or offset, so nothing past the first page can be reached: add "
                           "the service's cursor or page parameter and say how to ask for the "
                           "next page, or say in the description that only the first results are "
                           "returned by design.")

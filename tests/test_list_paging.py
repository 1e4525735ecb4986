"""`list-no-next-page`: a list tool that caps its results but can never reach the next page
(info: a bounded answer may be by design), English and Chinese, with look-alikes that stay
silent (a cursor or a glued page index, a search, a bounded-by-design answer, top_n)."""

from __future__ import annotations

import pytest

from workbench.linter.engine import lint

RULE = "list-no-next-page"


def found(name, description, **props):
    tool = {"name": name, "description": description, "inputSchema": {
        "type": "object", "properties": {
            k: {"type": "integer" if k in ("limit", "top_n", "count", "pageIndex") else "string",
                "description": v} for k, v in props.items()}}}
    return [f for f in lint([tool], select=[RULE]).findings if f.rule == RULE]


def test_capped_list_without_a_cursor_is_info():
    [f] = found("get-orders", "Fetch the store's orders.", limit="How many orders to return.",
                status="Filter by status.")
    assert f.severity == "info" and f.path == "/properties/limit" and "`limit`" in f.message


def test_chinese_list_is_reported_in_chinese():
    [f] = found("gitea_list_commits", "列出仓库的提交记录。", limit="返回条数", repo="仓库名")
    assert "翻页" in f.message


@pytest.mark.parametrize(("name", "description", "props"), [
    ("get-orders", "Fetch the store's orders.", {"limit": "How many.", "after": "Cursor."}),
    ("list_properties", "List properties.", {"limit": "How many.", "pageIndex": "Page."}),
    ("search_docs", "Search the docs.", {"limit": "How many matches."}),
    ("list_orders", "List the 10 most recent orders.", {"limit": "How many."}),
    ("get_institutional_holders", "Get major holders.", {"top_n": "How many."}),
    ("get_random_words", "Get random words.", {"count": "How many words."}),
    ("get_order", "Read one order.", {"limit": "How many line items."}),
])
def test_lookalikes_stay_silent(name, description, props):
    assert found(name, description, **props) == []

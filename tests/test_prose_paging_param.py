"""prose-unknown-parameter: the tool description tells the model to call again with a value
("call again with the `cursor` value", "run it again passing `page_token`") the schema does not
declare; a declared one, or a response field only read, stays silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_PROPS = obj({"query": {"type": "string", "description": "Search words."}})


@pytest.mark.parametrize("desc,word", [
    ("Search tickets. If `has_more` is true, call again with the `cursor` from the response.",
     "cursor"),
    ("List invoices, 50 per call. Run it again passing `offset` to get the next ones.", "offset"),
    ("搜索文档，每次最多 20 条；若还有更多，call this tool again with the `marker` value。", "marker"),
])
def test_an_undeclared_paging_value_is_a_warning(desc, word):
    (h,) = hits("prose-unknown-parameter", make_tool(name="desk_search", description=desc,
                                                     parameters=_PROPS))
    assert f"`{word}`" in h.message and h.path == ""


@pytest.mark.parametrize("desc", [
    "Search tickets. If `has_more` is true, call again with the `query` unchanged.",
    "Search tickets. The response holds a `cursor` for the web UI.",
])
def test_a_declared_value_or_a_response_field_stays_silent(desc):
    assert hits("prose-unknown-parameter", make_tool(name="desk_search", description=desc,
                                                     parameters=_PROPS)) == []

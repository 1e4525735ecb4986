"""list-no-next-page: a tool whose own text says its answer comes in pages and that takes no
cursor, page or offset is a warning; a pager, a next-page parameter or another tool's pages
keep it silent."""

from __future__ import annotations

import pytest

from support import described_tool, hits


def _paging(name, desc, props=None):
    return list(hits("list-no-next-page", described_tool(name, desc, props or {})))


@pytest.mark.parametrize("desc", ["Get a paginated list of all files created by the user.",
                                  "分页返回订单列表，每页 100 条。"])
def test_a_paged_answer_with_no_way_to_the_next_page_is_a_warning(desc):
    (h,) = _paging("files_list", desc)
    assert h.severity == "warning" and "comes in pages" in h.message


@pytest.mark.parametrize("desc,props", [
    ("Get a paginated list of files.", {"cursor": {"type": "string", "description": "Next cursor."}}),
    ("List a directory. Large directories are paginated automatically.", {}),
    ("Recent submissions. Use get_all_submissions for full paginated history.", {}),
])
def test_a_next_page_a_pager_or_another_tools_pages_stay_silent(desc, props):
    assert [h for h in _paging("files_list", desc, props) if h.severity == "warning"] == []

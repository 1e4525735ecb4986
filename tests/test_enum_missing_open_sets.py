"""enum-missing: an open set is never an enum warning. A language to filter or search by
(programming or spoken: hundreds of values) is info asking for the form; a sort expression
offered by example ("score desc, name asc") is silent. Look-alikes still warn: the language a
sandbox runs, the language a service answers or shows its interface in, a `sort_order` with no
example."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(name, desc, prop, pdesc):
    return make_tool(name=name, description=desc, parameters=obj(
        {prop: {"type": "string", "description": pdesc}}))


@pytest.mark.parametrize("name,desc,prop,pdesc", [
    ("search_code_snippets", "Search public code snippets.", "language",
     "Programming language of the snippets"),
    ("list_popular_repos", "List popular repositories of the week.", "spoken_language",
     "Spoken language of the README"),
    ("find_podcasts", "查找播客节目。", "language", "节目语种"),
    ("search_books", "Search books in the catalogue.", "lang", "Language the book is written in"),
])
def test_a_language_to_filter_by_is_info_not_a_warning(name, desc, prop, pdesc):
    (h,) = hits("enum-missing", _tool(name, desc, prop, pdesc))
    assert h.severity == "info" and "enum" in h.message


@pytest.mark.parametrize("pdesc", [
    "Sort expression (e.g. \"downloads desc, title asc\")",
    "排序表达式，例如 \"-created_at\"",
    "Ordering, for example 'price:asc'",
])
def test_a_sort_expression_offered_by_example_is_silent(pdesc):
    assert hits("enum-missing", _tool("search_datasets", "Search datasets.", "sort", pdesc)) == []


@pytest.mark.parametrize("name,desc,prop,pdesc", [
    ("run_snippet", "Execute a code snippet in a sandbox and return its stdout.", "language",
     "Language of the snippet"),
    ("get_parcel_status", "查询包裹状态。", "language", "状态描述的返回语言。"),
    ("search_datasets", "Search datasets.", "sort_order", "Sort direction"),
    ("build_miniapp", "构建小程序。", "lang", "开发者工具的界面语言"),
    ("open_console", "Open the admin console.", "language", "UI language of the console"),
])
def test_closed_sets_still_warn(name, desc, prop, pdesc):
    (h,) = hits("enum-missing", _tool(name, desc, prop, pdesc))
    assert h.severity is None

"""`same-inputs-tools`, renamed inputs: two readers that take the same inputs value for value
under other names and describe the same thing in other words."""

from __future__ import annotations

from support import hits
from workbench import load


def _reader(name: str, description: str, text: str, count: str, count_max: int = 20) -> dict:
    return {"name": name, "description": description, "parameters": {
        "type": "object", "required": [text, count], "properties": {
            text: {"type": "string", "minLength": 2, "maxLength": 80},
            count: {"type": "integer", "minimum": 1, "maximum": count_max}}}}


def _found(*tools):
    ts = load(list(tools))
    return [h for h in hits("same-inputs-tools", ts[0], ts) if "other names" in h.message]


def test_renamed_readers_en():
    (h,) = _found(
        _reader("kb_search_articles", "Search help-center articles by title words and return "
                "title, url and last update. Read-only.", "terms", "limit"),
        _reader("kb_find_docs", "Find help-center articles whose title words match, returning "
                "title, url and last update. Read-only.", "phrase", "top_n"))
    assert h.tool == "kb_find_docs" and "`phrase`" in h.message


def test_renamed_readers_zh():
    (h,) = _found(
        _reader("crm_search_clients", "按名称或电话片段搜索客户，返回客户编号、名称和负责人。只读。",
                "keyword", "size"),
        _reader("crm_lookup_accounts", "搜索客户，可按名称或电话片段匹配，返回客户编号、名称和负责人。只读。",
                "q", "count"))
    assert h.tool == "crm_lookup_accounts"


def test_readers_of_different_things_with_the_same_form_stay_silent():
    assert _found(
        _reader("kb_search_articles", "Search help-center articles by title words. Read-only.", "terms", "limit"),
        _reader("crm_find_clients", "Find customers by company name; returns owner and phone.", "name", "top_n")) == []


def test_other_bounds_are_other_inputs():
    assert _found(
        _reader("kb_search_articles", "Search help-center articles by title words and return "
                "title, url and last update. Read-only.", "terms", "limit"),
        _reader("kb_find_docs", "Find help-center articles whose title words match, returning "
                "title, url and last update. Read-only.", "phrase", "top_n", count_max=100)) == []

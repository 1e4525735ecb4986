"""name-vague, round 20: a generic name word the description makes specific in Chinese by the
two characters before it ("执行金蝶云星空单据操作" for `execute_operation`) is not vague; a generic
HTTP client tool (`get_request` over a URL input) is info. Look-alikes stay shown: a verb or a
generic word before the Chinese word ("执行操作", "数据查询"), an HTTP name with no URL input, a
bare `search`."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

NV = "name-vague"


def _severities(name, description, props=None):
    tool = make_tool(name, description, obj(props or {"x": {"type": "string", "description": "X."}}))
    return [h.severity for h in hits(NV, tool)]


@pytest.mark.parametrize("name,description", [
    ("execute_operation", "执行金蝶云星空单据操作（禁用、反禁用等）。"),
    ("execute_operation", "Execute a document operation in Kingdee (forbid, enable)."),
    ("run_query", "在 Archery 平台上执行只读 SQL 查询。"),
])
def test_a_generic_word_the_text_qualifies_is_not_vague(name, description):
    assert _severities(name, description) == []


@pytest.mark.parametrize("name,description", [
    ("execute_operation", "执行操作。"),
    ("execute_operation", "进行数据查询和指定操作。"),
    ("search", "搜索知乎站内或全网内容。"),
])
def test_an_unqualified_generic_word_stays_shown(name, description):
    assert _severities(name, description) == [None]


@pytest.mark.parametrize("name", ["get_request", "delete_request"])
def test_a_generic_http_client_over_a_url_is_info(name):
    props = {"url_template": {"type": "string", "description": "The URL."}}
    assert _severities(name, "Use this to send content to a url.", props) == ["info"]


def test_an_http_name_without_a_url_input_stays_shown():
    props = {"payload": {"type": "string", "description": "The body."}}
    assert _severities("get_request", "Gets the request.", props) == [None]

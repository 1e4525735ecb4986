"""side-effect-undisclosed: a description that says when its effect takes hold ("stops applying to
future payments immediately", "删除后立即失效") states the effect; a description that only names
the act, or only warns who receives it (reviewers split on "Please be aware that this message
will be sent to all users"), still gets the finding, in English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "side-effect-undisclosed"


def _tool(name, description):
    return make_tool(name=name, description=description, parameters=obj({
        "id": {"type": "string", "description": "Target id, e.g. sp_123."}}, required=["id"]))


@pytest.mark.parametrize("name,desc", [
    ("splits_delete", "Delete a split by ID. The split stops applying to future payments "
                      "immediately."),
    ("dns_delete_record", "Deletes a DNS record. The change takes effect at once."),
    ("delete_api_token", "删除一个 API 令牌，删除后该令牌立即失效。"),
    ("delete_routing_rule", "删除一条路由规则，删除后立即停止生效。"),
])
def test_an_effect_whose_reach_or_timing_is_said_is_disclosed(name, desc):
    assert hits(RULE, _tool(name, desc)) == []


@pytest.mark.parametrize("name,desc", [
    ("broadcast_text_message", "Broadcast a text message to all followers."),
    ("broadcast_text_message", "Broadcast a text message to all followers. Please be aware that "
                               "this message will be sent to all users."),
    ("splits_delete", "Delete a split by ID."),
    ("broadcast_text_message", "向所有关注者群发文本消息。"),
    ("delete_api_token", "删除一个 API 令牌。"),
    # "immediately" about the act, not about when its effect holds
    ("splits_delete", "Delete a split by ID immediately."),
])
def test_an_effect_only_named_is_still_reported(name, desc):
    (h,) = hits(RULE, _tool(name, desc))
    assert h.severity in (None, "warning")


def test_a_purpose_that_takes_effect_is_not_the_effect_said():
    # "让新规则立即生效": why the connections are closed, not when the deletion holds
    (h,) = hits(RULE, _tool("delete_all_connections", "删除全部活动连接，让新规则立即生效。"))
    assert h.severity in (None, "warning")

"""description-too-short: a short text on one familiar act with explained inputs ("Pin a chat
message", "Scroll the page to an element", "列出收藏的歌单") is info; it stays a warning for a
breadcrumb ("Gets a report."), a neighbour it could be taken for (one whose name adds words
to this one; a neighbour told apart by the words of this text is fine), an effect the user must agree
to, a record the tool creates, or an input nobody described."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import ToolSet

_SEL = obj({"selector": {"type": "string", "description": "CSS selector of the element."}},
           required=["selector"])
_REPO = obj({"owner": {"type": "string", "description": "Repository owner."},
             "repo": {"type": "string", "description": "Repository name."}},
            required=["owner", "repo"])


@pytest.mark.parametrize("name,desc,params", [
    ("browser_scroll_to", "Scroll the page to an element", _SEL),
    ("watch_repository", "Watch a GitLab repository", _REPO),
    ("pin_chat_message", "置顶当前的一条消息", obj(
        {"message_id": {"type": "string", "description": "消息 ID，来自 list_messages。"}})),
])
def test_one_familiar_act_with_explained_inputs_is_info(name, desc, params):
    (h,) = hits("description-too-short", make_tool(name=name, description=desc, parameters=params))
    assert h.severity == "info"


@pytest.mark.parametrize("name,desc,params", [
    ("reports_get_report", "Gets a report.", obj(
        {"report_id": {"type": "string", "description": "Report id."}})),
    ("fork_repository", "Fork repository.", obj(
        {"owner": {"type": "string"}, "repo": {"type": "string"}})),
    ("create_rule", "Create an alerting rule.", obj(
        {"rule": {"type": "object", "description": "The rule definition."}})),
])
def test_breadcrumbs_effects_records_and_undescribed_inputs_still_warn(name, desc, params):
    (h,) = hits("description-too-short", make_tool(name=name, description=desc, parameters=params))
    assert h.severity is None


def test_a_neighbour_it_could_be_taken_for_keeps_the_warning():
    params = obj({"gist_id": {"type": "string", "description": "Gist id, e.g. aa5a315d."}})
    writes = {"readOnlyHint": False}
    a = make_tool(name="star_gist", description="Star a GitHub gist", parameters=params,
                  annotations=writes)
    b = make_tool(name="star_gist_comment", description="Star a comment on a GitHub gist",
                  parameters=params, annotations=writes)
    (h,) = hits("description-too-short", a, ToolSet((a, b)))
    assert h.severity is None


def test_a_neighbour_told_apart_by_the_text_is_info():
    a = make_tool(name="get_hn_top_stories", description="Get HN top stories",
                  parameters=obj({"limit": {"type": "integer", "description": "How many, 1-50."}}))
    b = make_tool(name="get_hn_top_comments", description="Get HN top comments",
                  parameters=obj({"limit": {"type": "integer", "description": "How many, 1-50."}}))
    (h,) = hits("description-too-short", a, ToolSet((a, b)))
    assert h.severity == "info"

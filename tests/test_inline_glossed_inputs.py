"""An input with no text of its own that the tool description glosses inline ("members 为成员列表
（JSON数组或逗号分隔）", "messages 为 JSON 数组，每项包含 msg 和 who") is read from that gloss:
`type-json-in-string` and `type-delimited-list` see it. A gloss ends where the next parameter's
begins ("who 为群名称，members 为…"), and a sentence about what the tool returns ("Results are
returned as a JSON array") says nothing of an input."""

from __future__ import annotations

from support import hits, make_tool, obj
from workbench.linter.context import ToolContext
from workbench.linter.rules.told_inputs import inline_gloss


def _group_tool():
    return make_tool(name="add_group_members",
                     description="添加群成员。who 为群名称，members 为成员列表（JSON数组或逗号分隔）",
                     parameters=obj({"who": {"type": "string"}, "members": {"type": "string"}},
                                    required=["who", "members"]))


def test_the_gloss_of_one_input_stops_at_the_next_inputs():
    tool = _group_tool()
    ctx = ToolContext(tool)
    glosses = {n.name: inline_gloss(ctx, n) for n in ctx.index.top_level_properties()}
    assert glosses == {"who": "who 为群名称", "members": "members 为成员列表（JSON数组或逗号分隔）"}


def test_a_json_array_glossed_in_the_tool_text_is_json_in_a_string():
    found = hits("type-json-in-string", _group_tool())
    assert [h.path for h in found] == ["/properties/members"]
    bulk = make_tool(name="send_bulk_messages", description="批量发送消息。messages 为 JSON 数组，每项包含 msg 和 who",
                     parameters=obj({"messages": {"type": "string"}}, required=["messages"]))
    assert [h.path for h in hits("type-json-in-string", bulk)] == ["/properties/messages"]


def test_a_comma_list_glossed_in_the_tool_text_is_a_delimited_list():
    tool = make_tool(name="send_files", description="发送文件。filepath 为文件路径（多个文件用逗号分隔）",
                     parameters=obj({"filepath": {"type": "string"}}, required=["filepath"]))
    assert [h.path for h in hits("type-delimited-list", tool)] == ["/properties/filepath"]


def test_an_input_the_text_does_not_gloss_and_a_sentence_about_results_stay_silent():
    plain = make_tool(name="send_files", description="发送文件，多个文件时返回 JSON 数组。",
                      parameters=obj({"filepath": {"type": "string", "description": "文件的绝对路径。"}},
                                     required=["filepath"]))
    assert hits("type-json-in-string", plain) == []
    jq = make_tool(name="get_artifact", description="Read a run artifact.", parameters=obj({
        "jq_filter": {"type": "string", "description": "A jq filter expression to apply. Results "
                      "are always returned as a JSON array inline."}}))
    assert hits("type-json-in-string", jq) == []
    free = make_tool(name="hotel_search", description="Search hotels.", parameters=obj({
        "extra": {"type": "string", "description": "其他额外筛选条件（JSON 字符串或自由描述）"}}))
    assert hits("type-json-in-string", free) == []

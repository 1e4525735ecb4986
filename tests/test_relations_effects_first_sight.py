"""What the relation and effect rules show by default, decided from first-sight verdicts: a
sub-case reviewers judged noise more often than useful on collections they had never seen is
`info`; its look-alike with the evidence stays shown (English and Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _params(**props):
    return {"type": "object", "properties": props, "additionalProperties": False}


@pytest.mark.parametrize("name,description,action", [
    ("graph", "Create and manage graphs of agents: create, list, get status or delete a graph.",
     {"type": "string", "enum": ["create", "list", "status", "delete"]}),
    ("planning", "A planning tool that allows the agent to create and manage plans.",
     {"type": "string", "enum": ["create", "update", "list", "get", "delete"]}),
    ("storage", "存储和读取数据的工具",
     {"type": "string", "enum": ["put", "get", "delete", "scan"]}),
    ("知识库管理", "管理知识库条目：新增、查询、删除。",
     {"type": "string", "enum": ["add", "query", "remove"]}),
])
def test_a_delete_among_the_actions_of_a_multi_action_tool_is_info(name, description, action):
    (h,) = hits("side-effect-undisclosed",
                make_tool(name=name, description=description, parameters=_params(action=action)))
    assert h.severity == "info"


@pytest.mark.parametrize("name,description", [
    ("graph_delete", "Deletes a graph of agents."),
    ("delete_plan", "Removes a plan and its steps."),
    ("storage_delete", "删除存储中的一条数据。"),
])
def test_a_tool_named_for_its_delete_stays_shown(name, description):
    (h,) = hits("side-effect-undisclosed", make_tool(name=name, description=description,
                                                     parameters=_params(id={"type": "string"})))
    assert h.severity is None  # the rule's own: warning


@pytest.mark.parametrize("description,actions,verb", [
    ("Manages emails to customers.", ["list", "draft", "send_email"], "'send_email'"),
    ("Manage payments.", ["list", "refund"], "'refund'"),
    ("管理客户邮件。", ["list", "draft", "send_email"], "'send_email'"),
])
def test_an_action_that_reaches_people_or_moves_money_stays_shown(description, actions, verb):
    tool = make_tool(name="mailbox", description=description,
                     parameters=_params(action={"type": "string", "enum": actions}))
    (h,) = hits("side-effect-undisclosed", tool)
    assert h.severity is None and verb in h.message


# --- near-duplicate-tools: the two directions of one conversion ----------------------------------

def _set(*tools):
    from workbench.model import ToolSet
    return ToolSet(tuple(tools))


@pytest.mark.parametrize("pair", [
    (("hex_to_rgb_for_convexity", "Converts hex color code to rgb color code."),
     ("rgb_to_hex_for_convexity", "Converts rgb color code to hex color code.")),
    (("username_to_uuid", "Turns a username into a uuid for the game server."),
     ("uuid_to_username", "Turns a uuid into a username for the game server.")),
    (("color_rgb转hex", "把 RGB 颜色值转换为 HEX 颜色值，返回字符串。"),
     ("color_hex转rgb", "把 HEX 颜色值转换为 RGB 颜色值，返回字符串。")),
])
def test_two_directions_of_one_conversion_are_told_apart_by_their_names(pair):
    tools = [make_tool(name=n, description=d, parameters=_params(value={"type": "string"}))
             for n, d in pair]
    found = hits("near-duplicate-tools", tools[0], _set(*tools))
    assert found and all(h.severity == "info" for h in found)


@pytest.mark.parametrize("pair", [
    (("hex_to_rgb", "Converts a hex color code to an rgb color code."),
     ("hex_to_rgba", "Converts a hex color code to an rgb color code.")),
    (("convert_hex_to_rgb", "颜色转换工具：输入颜色值，返回转换后的颜色值。"),
     ("hex_to_rgb_convert", "颜色转换工具：输入颜色值，返回转换后的颜色值。")),
])
def test_twins_that_are_no_reversal_stay_shown(pair):
    tools = [make_tool(name=n, description=d, parameters=_params(value={"type": "string"}))
             for n, d in pair]
    found = hits("near-duplicate-tools", tools[0], _set(*tools))
    assert found and any(h.severity is None for h in found)


@pytest.mark.parametrize("pair", [
    (("convert_hex_for_convexity", "Endpoint to converts hex color code to other color code like "
                                   "RGB , HSL, CMYK"),
     ("convert_hsl_for_convexity", "Endpoint to converts HSL color code to other color code like "
                                   "Hex , RGB, CMYK")),
    (("convert_hex", "把 hex 颜色值转换为其他格式，例如 rgb、hsl、cmyk。"),
     ("convert_hsl", "把 hsl 颜色值转换为其他格式，例如 hex、rgb、cmyk。")),
])
def test_a_converter_family_naming_its_own_code_first_is_told_apart(pair):
    tools = [make_tool(name=n, description=d, parameters=_params(value={"type": "string"}))
             for n, d in pair]
    found = hits("near-duplicate-tools", tools[0], _set(*tools))
    assert found and all(h.severity == "info" for h in found)


@pytest.mark.parametrize("pair", [
    (("convert_hex", "Converts HSL or hex color codes to other color codes like RGB, CMYK."),
     ("convert_hsl", "Converts HSL or hex color codes to other color codes like RGB, CMYK.")),
    (("convert_hex", "把 hsl 或 hex 颜色值转换为其他格式，例如 rgb、cmyk。"),
     ("convert_hsl", "把 hsl 或 hex 颜色值转换为其他格式，例如 rgb、cmyk。")),
])
def test_a_converter_pair_with_one_text_stays_shown(pair):
    tools = [make_tool(name=n, description=d, parameters=_params(value={"type": "string"}))
             for n, d in pair]
    found = hits("near-duplicate-tools", tools[0], _set(*tools))
    assert found and any(h.severity is None for h in found)

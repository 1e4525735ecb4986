"""enum-unstable-values reads whose words the values are: an all-Chinese enum of a Chinese
text-generation tool (a style, a rewrite mode a model reads as words) is the component's own
closed set (silent); a status or record type a backend stores, Chinese values in an English
tool, or values mixed with ASCII ones still warn. A value offered in every spelling (`Y`/`y`/`Yes`/`yes`) is deliberate
leniency; one value in two spellings beside others is a slip."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(desc, enum):
    return make_tool(name="rewrite_copy", description=desc, parameters=obj({"tone": {
        "type": "string", "enum": enum, "description": desc}}))


@pytest.mark.parametrize("enum", [["正式", "口语", "幽默"], ["抖音", "B站", "公众号"]])
def test_chinese_values_of_a_chinese_writing_tool_are_its_own(enum):
    assert hits("enum-unstable-values", _tool("按指定风格改写文案。", enum)) == []


@pytest.mark.parametrize("name,enum", [("status", ["草稿", "已发布", "已下线"]),
                                       ("ticket_type", ["咨询", "投诉", "报修"])])
def test_chinese_states_a_backend_stores_still_warn(name, enum):
    tool = make_tool(name="list_articles", description="按状态列出文章。只读。",
                     parameters=obj({name: {"type": "string", "enum": enum}}))
    (h,) = hits("enum-unstable-values", tool)
    assert "localised" in h.message


@pytest.mark.parametrize("desc,enum", [
    ("Rewrite marketing copy in the given tone.", ["正式", "口语", "幽默"]),
    ("按指定风格改写文案。", ["正式", "口语", "casual"]),
])
def test_chinese_values_in_an_english_tool_or_mixed_still_warn(desc, enum):
    (h,) = hits("enum-unstable-values", _tool(desc, enum))
    assert "localised" in h.message


@pytest.mark.parametrize("enum", [["Yes", "yes", "YES"], ["Y", "y", "Yes", "yes"],
                                  ["true", "True", "是", "是"]])
def test_every_value_in_several_spellings_is_leniency(enum):
    tool = make_tool(name="reset_branch", description="Discard local changes.",
                     parameters=obj({"confirm": {"type": "string", "enum": enum}}))
    assert not [h for h in hits("enum-unstable-values", tool) if "case variants" in h.message]


def test_one_value_in_two_spellings_beside_others_is_a_slip():
    tool = make_tool(name="list_orders", description="List orders.",
                     parameters=obj({"status": {"type": "string",
                                                "enum": ["Pending", "pending", "shipped"]}}))
    (h,) = hits("enum-unstable-values", tool)
    assert "case variants" in h.message

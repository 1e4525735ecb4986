"""param-missing-unit reads what the quantity is, not its name: an undescribed `temperature`
beside `top_p`/`max_tokens` or in a tool that calls a language model is a sampling temperature;
a `speed`/`rate` of 0.5-2 with default 1 (or said to be a multiplier, 倍速) is a factor; a unit
the tool text gives with a bound on the parameter ("最多90秒", "up to 500 ms") is stated. A
weather temperature and a bare delay are still reported (English and Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("desc,extra", [
    ("Generate a reply with the configured chat model.", {"max_tokens": {"type": "integer"}}),
    ("调用通义千问大模型生成回答。", {}),
    ("Ask the assistant.", {"top_p": {"type": "number"}}),
])
def test_an_undescribed_sampling_temperature_has_no_unit(desc, extra):
    tool = make_tool(name="complete", description=desc,
                     parameters=obj({"prompt": {"type": "string", "description": "Prompt."},
                                     "temperature": {"type": "number"}, **extra}))
    assert not [h for h in hits("param-missing-unit", tool) if "temperature" in h.path]


def test_a_thermostat_temperature_still_needs_its_unit():
    tool = make_tool(name="set_thermostat", description="设置空调温度。",
                     parameters=obj({"temperature": {"type": "number"}}))
    (h,) = hits("param-missing-unit", tool)
    assert "摄氏度" in h.message


@pytest.mark.parametrize("name,schema", [
    ("speed", {"type": "number", "minimum": 0.5, "maximum": 2, "default": 1,
               "description": "Playback speed."}),
    ("rate", {"type": "number", "description": "Speaking rate as a multiplier of normal."}),
    ("speed", {"type": "number", "description": "语速，1.5 表示 1.5 倍速。"}),
])
def test_a_factor_has_no_unit(name, schema):
    tool = make_tool(name="speak", description="Read text aloud.",
                     parameters=obj({"text": {"type": "string", "description": "Text."}, name: schema}))
    assert hits("param-missing-unit", tool) == []


def test_a_vehicle_speed_still_needs_its_unit():
    tool = make_tool(name="set_cruise", description="Set the cruise control.",
                     parameters=obj({"speed": {"type": "number", "minimum": 0, "maximum": 130,
                                               "description": "Target speed."}}))
    assert len(hits("param-missing-unit", tool)) == 1


@pytest.mark.parametrize("desc", [
    "提交转码任务。timeout=0 只提交，最多 120 秒，之后用 get_status 查询。",
    "Starts an export; timeout up to 300 s for it to finish, then returns the job.",
    "查询任务状态（timeout 1–60 秒可轮询）。",
])
def test_a_unit_given_with_a_bound_in_the_tool_text_is_stated(desc):
    tool = make_tool(name="export_video", description=desc,
                     parameters=obj({"timeout": {"type": "integer"}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", [
    "Starts an export. Set timeout to wait; max_size 300 MB.",
    "提交任务，timeout 表示轮询等待，最多轮询 5 次。",
])
def test_a_unit_of_another_quantity_does_not_count(desc):
    tool = make_tool(name="export_video", description=desc,
                     parameters=obj({"timeout": {"type": "integer"}}))
    assert [h.path for h in hits("param-missing-unit", tool)] == ["/properties/timeout"]

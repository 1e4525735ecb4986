"""A closed value set whose values carry a bracketed remark ("BACK (android only)", "fast
(default)", "raw（仅调试）"): the value is the token before the remark, so the list is read as
the others of its form. Look-alikes that stay open: a remark holding a list or a colon (prose),
an example label, a hedged list, two values without "or"."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


def _values(text: str) -> list[tuple]:
    return [tuple(c.value) for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text,values", [
    ("The key to press. Supported buttons: BACK (android only), HOME, ENTER, DPAD_UP (android tv only)",
     ("BACK", "HOME", "ENTER", "DPAD_UP")),
    ("Sort order: asc (oldest first) or desc (newest first).", ("asc", "desc")),
    ("Render quality: draft (fast), standard, ultra (slow, GPU only)", None),
    ("要按的键。可按的键：BACK（仅安卓）、HOME、VOLUME_UP、ENTER。", ("BACK", "HOME", "VOLUME_UP", "ENTER")),
    ("渲染模式：raw（仅调试）、json 或 yaml。", ("raw", "json", "yaml")),
])
def test_values_with_a_bracketed_remark_are_the_set(text, values):
    if values is None:  # a remark with a list inside is prose: the set is not read from it
        assert _values(text) == []
    else:
        assert values in _values(text)


@pytest.mark.parametrize("text", [
    "Example: fast (default), standard, ultra.",  # an example, not the set
    "Render quality, e.g.: fast (default), standard, ultra.",  # hedged
    "Mode: fast (default), slow.",  # two values without "or" may be two of more
    "示例：raw（仅调试）、json、yaml。",
    "Call list_devices first (it returns the ids), then press a key.",
])
def test_look_alikes_stay_open(text):
    assert _values(text) == []


@pytest.mark.parametrize("desc,lang", [
    ("The button to press. Supported buttons: BACK (android only), HOME, VOLUME_UP, ENTER", "en"),
    ("要按的键。可按的键：BACK（仅安卓）、HOME、VOLUME_UP、ENTER。", "zh"),
])
def test_the_schema_gets_the_set_as_an_enum(desc, lang):
    tool = make_tool(name="press_button", description="Press a button on the device." if lang == "en"
                     else "按下设备上的按键。",
                     parameters=obj({"button": {"type": "string", "description": desc}}, required=["button"]))
    found = [h for h in hits("prose-only-constraint", tool) + hits("enum-missing", tool) if h.fix]
    assert found and found[0].fix[0]["value"] == ["BACK", "HOME", "VOLUME_UP", "ENTER"]


@pytest.mark.parametrize("text", [
    "Candle interval: 5m, 15m, 30m, 8h (recommended). 1h, 4h, 1d may return empty",
    "K线周期：5m、15m、8h（推荐）。1h、1d 可能返回空。",
])
def test_a_recommended_value_makes_the_list_advice(text):
    assert _values(text) == []

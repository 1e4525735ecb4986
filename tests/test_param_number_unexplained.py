"""`param-number-unexplained`: a one-word number left bare while the tool describes its other
inputs (its unit or scale is the author's gap, not the tool's style)."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(bare: str, *, description: str = "Creates a translation quote for a customer.",
          described: int = 2, zh: bool = False, extra: dict | None = None):
    texts = (["源文字数，例如 3000。", "语言对，例如 en-zh。", "客户编号，例如 C-1。"] if zh else
             ["Source word count, e.g. 3000.", "Language pair, e.g. en-zh.", "Customer id, e.g. C-1."])
    props = {f"field_{i}": {"type": "string", "description": texts[i]} for i in range(described)}
    props[bare] = {"type": "number", **(extra or {})}
    return make_tool("translation_create_quote", description, {"type": "object", "properties": props})


def _found(tool):
    return hits("param-number-unexplained", tool)


def test_bare_rate_among_described_inputs_en():
    (h,) = _found(_tool("rate"))
    assert h.path == "/properties/rate" and "unit or scale" in h.message


def test_bare_coverage_among_described_inputs_zh():
    (h,) = _found(_tool("coverage", description="生成一份殡葬保险报价。", zh=True))
    assert "单位或刻度" in h.message


@pytest.mark.parametrize("tool", [
    _tool("rate_per_1000_words"),                         # the qualifier is in the name
    _tool("limit"),                                       # a number every caller reads alike
    _tool("rate", described=1),                           # the tool describes too few inputs
    _tool("rate", description="Creates a quote at the given rate per 1000 words."),  # named there
    _tool("rate", extra={"enum": [1, 2, 3]}),             # the values are listed
    _tool("G"),                                           # a formula's one-letter symbol
    _tool("rate", extra={"description": "Price per 1000 words in EUR, e.g. 80."}),  # described
])
def test_qualified_plain_explained_or_lone_styles_stay_silent(tool):
    assert _found(tool) == []


def test_a_bare_string_is_not_this_rule():
    tool = make_tool("archive_create_loan", "Creates a loan.", {"type": "object", "properties": {
        "a": {"type": "string", "description": "Object id, e.g. O-1."},
        "b": {"type": "string", "description": "Borrower, e.g. Louvre."},
        "location": {"type": "string"}}})
    assert _found(tool) == []

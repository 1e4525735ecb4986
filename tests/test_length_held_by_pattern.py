"""prose-only-constraint: a length the description states ("印文，2–4 个汉字", "a 6-digit code")
that the field's anchored one-atom `pattern` already holds (`^[\\u4e00-\\u9fff]{2,4}$`, `^\\d{6}$`)
asks no `minLength`/`maxLength`; a pattern that leaves the length open (`^[\\u4e00-\\u9fff]+$`)
or looser than the text still gets the missing bound."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.linter.rules.param_facts import pattern_length


def _tool(description, pattern):
    return make_tool(name="sealcarve_quote_seal", description="估算篆刻印章的价格。只读。",
                     parameters=obj({"text": {"type": "string", "description": description, "pattern": pattern}},
                                    required=["text"]))


@pytest.mark.parametrize("description, pattern", [
    ("印文，2–4 个汉字，例如“闲云野鹤”。", "^[\\u4e00-\\u9fff]{2,4}$"),
    ("The seal text, 2 to 4 characters long.", "^[A-Za-z]{2,4}$"),
    ("The seal text, at most 4 characters.", "^[A-Za-z]{1,3}$"),
])
def test_a_length_the_pattern_holds_asks_for_nothing(description, pattern):
    assert hits("prose-only-constraint", _tool(description, pattern)) == []


@pytest.mark.parametrize("description, pattern, keyword", [
    ("印文，2–4 个汉字。", "^[\\u4e00-\\u9fff]+$", "maxLength"),
    ("The seal text, 2 to 4 characters long.", "^[A-Za-z]{1,4}$", "minLength"),
])
def test_a_pattern_that_leaves_the_length_open_still_fires(description, pattern, keyword):
    found = hits("prose-only-constraint", _tool(description, pattern))
    assert keyword in " ".join(h.message for h in found)


@pytest.mark.parametrize("pattern, span", [
    ("^[\\u4e00-\\u9fff]{2,4}$", (2, 4)), ("^\\d{6}$", (6, 6)), ("^[A-Z]+$", (1, None)),
    ("^[a-z]{3,}$", (3, None)), ("^\\d{4}-\\d{2}$", (7, 7)), ("[a-z]{2,4}", None),
    ("^(a|b)$", None),
])
def test_pattern_length_reads_a_plain_anchored_run_of_atoms(pattern, span):
    assert pattern_length(pattern) == span

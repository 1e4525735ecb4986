"""The shared JSON helpers: canonical text, jsonable, shortening, visible text, option lists."""

from __future__ import annotations

import datetime
import json
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.jsonutil import (
    CanonicalObject,
    brief,
    canonical,
    capped,
    jsonable,
    shorten,
    split_list,
    to_text,
    visible,
)

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                    max_leaves=20)


def test_canonical_ignores_key_order_keeps_unicode_and_tells_types_apart():
    assert canonical({"b": 1, "a": [1, 2]}) == canonical({"a": [1, 2], "b": 1}) == '{"a":[1,2],"b":1}'
    assert canonical("中文") == '"中文"'
    assert len({canonical(v) for v in (1, 1.0, True, "1", None)}) == 5
    assert canonical({1, 2}) in ('"{1, 2}"', '"{2, 1}"')  # not JSON: its str, never an exception


@settings(max_examples=200, deadline=None, database=None)
@given(JSON, JSON)
def test_canonical_is_a_key_for_json_values(a, b):
    assert json.loads(canonical(a)) == a
    if canonical(a) == canonical(b):
        assert json.loads(canonical(a)) == json.loads(canonical(b))


def test_jsonable_passes_json_through_and_stringifies_the_rest():
    value = {"a": [1, "x"]}
    assert jsonable(value) is value
    when = datetime.date(2026, 1, 2)
    assert jsonable({"when": when, "raw": b"\x00"}) == {"when": "2026-01-02", "raw": "b'\\x00'"}
    assert jsonable(3) == 3 and jsonable(None) is None


@settings(max_examples=300, deadline=None, database=None)
@given(st.text(), st.integers(1, 50))
def test_shorten_never_exceeds_the_limit_and_keeps_a_prefix(text, limit):
    out = shorten(text, limit)
    assert len(out) <= limit
    if len(text) <= limit:
        assert out == text
    else:
        assert out.endswith("…") and text.startswith(out[:-1])


def test_brief_and_to_text():
    assert brief({"k": "值"}) == '{"k": "值"}'
    assert brief(list(range(100)), 10) == "[0, 1, 2,…"
    assert to_text({"a": 1}, indent=1) == '{\n "a": 1\n}'


def test_capped_keeps_small_values_and_cuts_the_text_of_large_ones():
    small = {"enum": ["a", "b"]}
    assert capped(small) is small and capped("x" * 198) == "x" * 198  # '"x…x"' is 200 characters
    big = {"enum": [f"value-{i}" for i in range(100)]}
    out = capped(big, 50)
    assert isinstance(out, str) and len(out) == 50 and out == brief(big, 50)
    assert capped("x" * 199) == '"' + "x" * 198 + "…"


@settings(max_examples=300, deadline=None, database=None)
@given(st.text())
def test_visible_leaves_no_invisible_or_control_character(text):
    out = visible(text)
    assert not any(unicodedata.category(c) in ("Cf", "Cc") for c in out)
    if not any(unicodedata.category(c) in ("Cf", "Cc") for c in text):
        assert out == text


def test_visible_shows_bidi_and_zero_width_characters():
    assert visible("ad\u200bmin") == "ad\\u200bmin"
    assert visible("invoice\u202efdp.exe") == "invoice\\u202efdp.exe"


def test_split_list_reads_repeated_and_comma_separated_options():
    assert split_list(None) is None
    assert split_list("openai, mcp,,") == ["openai", "mcp"]
    assert split_list(["a,b", " c ", ""]) == ["a", "b", "c"]
    assert split_list([]) == []


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                     | st.text(max_size=5),
                     lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=4), inner, max_size=3),
                     max_leaves=8)


@given(obj=st.dictionaries(st.text(max_size=4), _JSON, max_size=6), key=st.text(max_size=4), value=_JSON)
def test_an_object_with_one_member_set_has_the_canonical_text_of_the_whole(obj, key, value):
    texts = CanonicalObject(obj)
    assert texts.text == canonical(obj)
    assert texts.with_member(key, value) == canonical({**obj, key: value})

"""RFC 6902 JSON Patch (`workbench.jsonpatch`): the operations, the RFC's appendix examples, and
the errors, with the input never modified."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.jsonpatch import PatchError, apply_patch, json_equal
from workbench.schema.pointer import join

# RFC 6902 appendix A: (document, patch, result)
APPENDIX = [
    ({"foo": "bar"}, [{"op": "add", "path": "/baz", "value": "qux"}], {"baz": "qux", "foo": "bar"}),
    ({"foo": ["bar", "baz"]}, [{"op": "add", "path": "/foo/1", "value": "qux"}], {"foo": ["bar", "qux", "baz"]}),
    ({"baz": "qux", "foo": "bar"}, [{"op": "remove", "path": "/baz"}], {"foo": "bar"}),
    ({"foo": ["bar", "qux", "baz"]}, [{"op": "remove", "path": "/foo/1"}], {"foo": ["bar", "baz"]}),
    ({"baz": "qux", "foo": "bar"}, [{"op": "replace", "path": "/baz", "value": "boo"}], {"baz": "boo", "foo": "bar"}),
    ({"foo": {"bar": "baz", "waldo": "fred"}, "qux": {"corge": "grault"}},
     [{"op": "move", "from": "/foo/waldo", "path": "/qux/thud"}],
     {"foo": {"bar": "baz"}, "qux": {"corge": "grault", "thud": "fred"}}),
    ({"foo": ["all", "grass", "cows", "eat"]}, [{"op": "move", "from": "/foo/1", "path": "/foo/3"}],
     {"foo": ["all", "cows", "eat", "grass"]}),
    ({"baz": "qux", "foo": ["a", 2, "c"]},
     [{"op": "test", "path": "/baz", "value": "qux"}, {"op": "test", "path": "/foo/1", "value": 2}],
     {"baz": "qux", "foo": ["a", 2, "c"]}),
    ({"foo": "bar"}, [{"op": "add", "path": "/child", "value": {"grandchild": {}}}],
     {"foo": "bar", "child": {"grandchild": {}}}),
    ({"foo": "bar"}, [{"op": "add", "path": "/baz", "value": "qux", "xyz": 123}], {"foo": "bar", "baz": "qux"}),
    ({"/": 9, "~1": 10}, [{"op": "test", "path": "/~01", "value": 10}], {"/": 9, "~1": 10}),
    ({"foo": ["bar"]}, [{"op": "add", "path": "/foo/-", "value": ["abc", "def"]}], {"foo": ["bar", ["abc", "def"]]}),
    ({"foo": 1}, [{"op": "copy", "from": "/foo", "path": "/bar"}], {"foo": 1, "bar": 1}),
    ({"foo": 1}, [{"op": "add", "path": "", "value": [1]}], [1]),
]


@pytest.mark.parametrize("document, patch, result", APPENDIX)
def test_rfc_appendix_examples(document, patch, result):
    before = copy.deepcopy(document)
    assert apply_patch(document, patch) == result
    assert document == before


@pytest.mark.parametrize("document, patch, reason", [
    ({"baz": "qux"}, [{"op": "test", "path": "/baz", "value": "bar"}], "test failed"),
    ({"foo": "bar"}, [{"op": "add", "path": "/baz/bat", "value": "qux"}], "no member 'baz'"),
    ({"/": 9, "~1": 10}, [{"op": "test", "path": "/~01", "value": "10"}], "test failed"),
    ({"a": 1}, [{"op": "replace", "path": "/b", "value": 2}], "no member 'b'"),
    ({"a": 1}, [{"op": "remove", "path": "/b"}], "no member 'b'"),
    ({"a": [1, 2]}, [{"op": "add", "path": "/a/3", "value": 0}], "out of range"),
    ({"a": [1, 2]}, [{"op": "add", "path": "/a/01", "value": 0}], "not an array index"),
    ({"a": [1, 2]}, [{"op": "remove", "path": "/a/-1"}], "not an array index"),
    ({"a": [1, 2]}, [{"op": "remove", "path": "/a/-"}], "not an array index"),
    ({"a": [1, 2]}, [{"op": "replace", "path": "/a/2", "value": 0}], "out of range"),
    ({"a": {"b": {}}}, [{"op": "move", "from": "/a", "path": "/a/b/c"}], "own children"),
    ({"a": 1}, [{"op": "add", "path": "/b"}], "no value"),
    ({"a": 1}, [{"op": "add", "value": 1}], "no path"),
    ({"a": 1}, [{"op": "add", "path": "b", "value": 1}], "not a JSON pointer"),
    ({"a": 1}, [{"op": "copy", "path": "/b"}], "no from"),
    ({"a": 1}, [{"op": "frobnicate", "path": "/a"}], "unknown op"),
    ({"a": "text"}, [{"op": "add", "path": "/a/b", "value": 1}], "not an object or an array"),
    ({"a": 1}, ["not an operation"], "an operation is an object"),
    ({"a": True}, [{"op": "test", "path": "/a", "value": 1}], "test failed"),
])
def test_operations_that_do_not_apply_raise_a_patch_error(document, patch, reason):
    before = copy.deepcopy(document)
    with pytest.raises(PatchError, match=reason) as info:
        apply_patch(document, patch)
    assert "operation 0" in str(info.value)
    assert document == before
    assert isinstance(info.value, ValueError)


def test_a_failing_operation_leaves_the_input_untouched():
    document = {"a": [1], "b": {}}
    with pytest.raises(PatchError, match="operation 1"):
        apply_patch(document, [{"op": "add", "path": "/a/-", "value": 2}, {"op": "remove", "path": "/zzz"}])
    assert document == {"a": [1], "b": {}}


def test_added_values_are_copies():
    value = {"deep": [1]}
    patched = apply_patch({}, [{"op": "add", "path": "/v", "value": value}])
    patched["v"]["deep"].append(2)
    assert value == {"deep": [1]}


def test_json_equality_is_by_json_type():
    assert json_equal(1, 1.0) and json_equal({"a": [1, {"b": None}]}, {"a": [1.0, {"b": None}]})
    assert not json_equal(True, 1) and not json_equal(0, False) and not json_equal([1], {"0": 1})
    assert not json_equal({"a": 1}, {"a": 1, "b": 2})


KEYS = st.text(st.sampled_from("ab/~"), min_size=1, max_size=3)
DOCS = st.recursive(st.integers() | st.text(max_size=3),
                    lambda inner: st.dictionaries(KEYS, inner, max_size=3) | st.lists(inner, max_size=3),
                    max_leaves=12)


def _paths(doc, base=""):
    yield base
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _paths(value, join(base, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _paths(value, join(base, i))


def _get(doc, path):
    return apply_patch(doc, [{"op": "copy", "from": path, "path": ""}])


@settings(max_examples=200, deadline=None, database=None)
@given(DOCS, DOCS, st.data())
def test_replace_and_add_are_undone_by_their_inverse(doc, value, data):
    path = data.draw(st.sampled_from(list(_paths(doc))))
    original = _get(doc, path)
    replaced = apply_patch(doc, [{"op": "replace", "path": path, "value": value},
                                 {"op": "test", "path": path, "value": value}])
    assert apply_patch(replaced, [{"op": "replace", "path": path, "value": original}]) == doc
    if isinstance(original, dict):  # "~new/" cannot be a key yet: tests escaping on the way
        added = apply_patch(doc, [{"op": "add", "path": join(path, "~new/"), "value": value}])
        assert _get(added, join(path, "~new/")) == value
        assert apply_patch(added, [{"op": "remove", "path": join(path, "~new/")}]) == doc
    if isinstance(original, list):
        added = apply_patch(doc, [{"op": "add", "path": join(path, 0), "value": value}])
        assert apply_patch(added, [{"op": "remove", "path": join(path, 0)}]) == doc

"""Property tests of the patches `prose-only-constraint` offers, on generated parameters whose
descriptions mix real limits and lists with their look-alikes (a list wrapped over two lines,
a capped count, a thousands separator, a name holding a UUID, a gloss of one value, another
field's values). Whatever the rule patches:
- the patched schema is valid for its draft;
- every value the patch adds comes from the text (an enum value quoted or listed there, a
  bound written there) and an enum keeps every value the sentence quotes after its first;
- the schema's own default and examples stay valid, and so do the values the text lists.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.jsonpatch import apply_patch
from workbench.linter.engine import lint
from workbench.schema.pointer import resolve
from workbench.schema.validate import check_schema, is_valid

_TEXTS = (
    'Backend. One of "s3", "gcs",\n"azure", "local", or "memory" to keep it in RAM.',
    'Engine: one of "v1", "v2" or\n"v3".',
    'One of "fast", "slow" (see also "turbo" on paid plans).',
    "Maximum number of rows to return (default 20, capped at 100).",
    "Rows to return, at most 100.",
    "Max: 10.000 characters.",
    "最多支持 84 个字节。",
    "Neutral document name (default: filename-UUID)",
    "The UUID of the document.",
    "daily = sum/avg/max per day, raw = every sample",
    "rollup = daily/raw",
    "可选值：asc、desc，默认 asc。",
    "Number of days, between 1 and 10.",
    "页码，范围 1-500。",
    "Date in YYYY-MM-DD format.",
    "ISO 8601 date (e.g. 2026-03-15T00:00:00Z).",
    "The new string for `str_replace`,\n`insert` commands.",
    "Layout, e.g. 'grid', 'list', 'cards'.",
    "Colour: 'red', 'green', 'blue',\n'cyan', 'magenta'",
    "If more than 3 IDs are provided, only the first 3 are used.",
)
_KINDS = ("string", "integer", "number", "array", "nullable-string")


@st.composite
def tools(draw) -> dict[str, Any]:
    props: dict[str, Any] = {"command": {"type": "string", "description":
                                         "Command: `view`, `str_replace`, `insert`."}}
    for i in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(_KINDS))
        schema: dict[str, Any]
        if kind == "array":
            schema = {"type": "array", "items": {"type": "string"}}
        elif kind == "nullable-string":
            schema = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}
        else:
            schema = {"type": kind}
        schema["description"] = draw(st.sampled_from(_TEXTS))
        if kind == "string" and draw(st.booleans()):
            schema["default"] = draw(st.sampled_from(("", "s3", "asc", "2026-01-01")))
        props[draw(st.sampled_from(("mode", "limit", "name", "rollup", "days", "date", "ids")))
              + str(i)] = schema
    return {"name": "records_list", "description": "List records.",
            "parameters": {"type": "object", "properties": props, "required": ["command"]}}


def _quoted(text: str) -> list[str]:
    return re.findall(r"[\"'`“]([^\"'`”\n]{1,40})[\"'`”]", text)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tools())
def test_prose_patches_come_from_the_text_and_keep_what_it_allows(tool):
    report = lint([tool], config=False, select=["prose-only-constraint"])
    before = report.toolset.tools[0].parameters
    for f in report.findings:
        if not f.fix:
            continue
        after = apply_patch(before, f.fix)
        assert check_schema(after) == [], f.fix
        node = resolve(before, f.path)
        text = " ".join(node.get("description", "").split())
        patched = resolve(after, f.path)
        for op in f.fix:
            key, value = op["path"].rsplit("/", 1)[-1], op["value"]
            if key == "enum":
                assert all(str(v) in text for v in value), (value, text)
                quoted = _quoted(text)
                if quoted and str(value[0]) in quoted:
                    tail = quoted[quoted.index(str(value[0])):]
                    assert set(tail) <= {str(v) for v in value}, (value, text)  # no list cut short
                on_items = op["path"].endswith("/items/enum")  # an array's items take the values
                for v in value:
                    assert is_valid(patched, [v] if on_items else v), (v, f.fix)
            elif key in ("minimum", "maximum", "maxLength", "minLength", "maxItems", "minItems"):
                digits = re.sub(r"(?<=\d)[.,](?=\d{3}\b)", "", text)
                assert re.search(rf"(?<![\d.]){int(value)}(?![\d])", digits), (value, text)
        for key in ("default",):
            if key in node and node[key] is not None:
                assert is_valid(patched, node[key], assert_formats=True), (node[key], f.fix)

"""description-default-mismatch: a default the tool description gives one parameter in passing,
against the schema's `default`, English and Chinese; conditions, several parameters, units and a
parameter whose own description states the default stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_LIMIT = {"type": "integer", "minimum": 1, "maximum": 100, "default": 20,
          "description": "Maximum number of rows."}
_CURSOR = {"type": "string", "description": "Opaque cursor from the previous call."}


@pytest.mark.parametrize("desc,said", [
    ("List invoices, newest first. Returns 10 invoices per call by default (`limit`).", "10"),
    ("Search documents. By default `limit` is 50; pass `cursor` to page.", "50"),
    ("Lists audit events. The `limit` defaults to 25.", "25"),
    ("列出最近的发票。默认返回 10 条（limit）。", "10"),
    ("搜索文档。limit 默认为 50，可用 cursor 翻页。", "50"),
])
def test_a_default_in_the_tool_description_that_the_schema_does_not_keep(desc, said):
    tool = make_tool(name="invoices_list", description=desc,
                     parameters=obj({"limit": _LIMIT, "cursor": _CURSOR}))
    (h,) = hits("description-default-mismatch", tool)
    assert h.path == "/properties/limit" and f"'{said}'" in h.message and "is 20" in h.message


@pytest.mark.parametrize("desc", [
    "List invoices. Returns 20 invoices per call by default (`limit`).",      # agrees
    "列出发票。默认返回 20 条（limit）。",
    "List invoices. If `status` is open, `limit` defaults to 50.",             # a condition
    "列出发票。如果只看未付发票，limit 默认为 50。",
    "List invoices. By default `limit` and `page_size` are 10.",               # two parameters
    "Waits 30 seconds by default (`limit` counts milliseconds).",             # a unit
    "List invoices. Returns 10 invoices per call by default.",                # no parameter named
])
def test_conditions_units_agreement_and_unnamed_defaults_stay_silent(desc):
    props = {"limit": _LIMIT, "page_size": {"type": "integer", "default": 10, "description": "Rows."},
             "status": {"type": "string", "enum": ["open", "paid"], "description": "Status filter."}}
    assert hits("description-default-mismatch",
                make_tool(name="invoices_list", description=desc, parameters=obj(props))) == []


def test_the_parameter_s_own_stated_default_is_left_to_the_parameter_rules():
    limit = dict(_LIMIT, description="Maximum number of rows. Defaults to 10.")
    tool = make_tool(name="invoices_list", description="Returns 10 invoices by default (`limit`).",
                     parameters=obj({"limit": limit}))
    assert hits("description-default-mismatch", tool) == []
    assert hits("default-contradicts-description", tool)

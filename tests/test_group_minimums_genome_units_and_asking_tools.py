"""Three readings that keep a finding from being wrong, each beside a look-alike.

- `prose-only-constraint`: "与 n 至少提供一个" (give at least one of the two) is a condition
  between fields, not `minimum: 1`; "至少 2 个" on its own is still a bound.
- `param-missing-unit`: a genome length "in bp" states its unit.
- `write-claims-read-only`: a tool whose text opens by asking the user to do the name's act
  (`confirm_cost`: "Ask the user to confirm ...") asks; it does not write."""

from __future__ import annotations

from support import lint_findings, lint_severities, tool_doc

POC = "prose-only-constraint"


def test_at_least_one_of_two_fields_is_no_lower_bound():
    text = ("功效分析。\n参数:\n    effect_size (float): 效应量；与 n 至少提供一个\n"
            "    n (int): 样本量；与 effect_size 至少提供一个\n")
    doc = tool_doc("power_analysis", text, {"effect_size": {"type": "number"},
                                            "n": {"type": "integer"}})
    assert [f for f in lint_findings([doc], POC) if f.fix] == []


def test_a_plain_at_least_is_still_a_bound():
    doc = tool_doc("power_analysis", "功效分析。", {"n": {"type": "integer",
                                                        "description": "样本量，至少为 2"}})
    (f,) = lint_findings([doc], POC)
    assert f.fix == ({"op": "add", "path": "/properties/n/minimum", "value": 2},)


UNIT = "param-missing-unit"


def test_a_genome_interval_in_bp_states_its_unit():
    doc = tool_doc("predict_variant", "Predict a variant's effect.", {
        "interval_size": {"type": "integer", "description": "Size of genomic interval to analyze in bp"}})
    assert lint_severities([doc], UNIT) == []


def test_an_interval_with_no_unit_keeps_its_finding():
    doc = tool_doc("schedule_poll", "Poll a job.", {
        "interval_size": {"type": "integer", "description": "How long to wait between polls"}})
    assert lint_severities([doc], UNIT) == ["warning"]


WRO = "write-claims-read-only"
_RO = {"readOnlyHint": True, "destructiveHint": False}


def test_a_tool_that_asks_the_user_to_confirm_is_no_write():
    doc = tool_doc("confirm_cost", "Ask the user to confirm their understanding of the cost. "
                   "Returns an ID to pass to create_project.", {"amount": {"type": "number",
                                                                             "description": "USD."}},
                   annotations=_RO)
    assert lint_severities([doc], WRO) == []


def test_a_confirm_that_confirms_and_is_marked_read_only_is_reported():
    doc = tool_doc("confirm_order", "Confirm the order so it ships.", {
        "order_id": {"type": "string", "description": "Order id from list_orders."}},
        annotations=_RO)
    assert lint_severities([doc], WRO) == ["warning"]

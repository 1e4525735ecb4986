"""Two sub-cases moved to info on the first-sight verdicts of holdouts 1-13, each
beside a look-alike that keeps its warning. English and Chinese tools, none taken from the
judgements.

- `array-unbounded`: a batch that creates or updates records (or runs steps) gets info; a cap
  matters where the call removes or charges each element or messages people. A batch read is
  info since round 56 (first-sight reviewers: no limit to encode).
- `description-too-short`: a short phrase whose one gap named is what its undescribed inputs
  mean gets info where `param-missing-description` already shows a finding on them; a bare
  label keeps the warning, and so does a phrase over inputs that finding leaves at info."""

from __future__ import annotations

import pytest

from support import hits, lint_severities, make_tool, tool_doc


def _batch(name, description, prop, annotations=None):
    return make_tool(name, description, {"type": "object", "properties": {
        prop: {"type": "array", "items": {"type": "string"}}}, "required": [prop]},
        annotations=annotations)


@pytest.mark.parametrize("name,description,prop", [
    ("crm_batch_create_contacts", "Bulk-creates the given contacts in one call.", "contacts"),
    ("helpdesk_create_tickets", "批量创建工单。", "ticket_ids"),
    ("canvas_batch_update_shapes", "批量更新画布上的图形。", "shape_ids"),
])
def test_a_batch_that_creates_or_updates_records_is_info(name, description, prop):
    (h,) = hits("array-unbounded", _batch(name, description, prop))
    assert h.severity == "info"


@pytest.mark.parametrize("name,description,prop,annotations", [
    ("crm_batch_delete_contacts", "Bulk-deletes the given contacts; this cannot be undone.",
     "contact_ids", None),
    ("helpdesk_delete_tickets", "批量删除工单，删除后无法恢复。", "ticket_ids", None),
    ("notice_batch_send", "批量发送通知短信给这些用户。", "user_ids", None),
])
def test_a_batch_that_removes_or_messages_keeps_the_warning(name, description, prop,
                                                           annotations):
    (h,) = hits("array-unbounded", _batch(name, description, prop, annotations))
    assert h.severity is None


# A batch read was shown until round 56 ("providers cap batches"); first-sight reviewers judged
# every shown read batch noise where its text states no limit (ccxt `batch-get-tickers`, obsidian
# `batch_get_file_contents`, home-assistant `ha_get_bulk_status`, lark `docx_builtin_search`:
# 0 U / 7 N, "a maxItems would be invented"): info now, the geocoder with them.
@pytest.mark.parametrize("name,description,prop,annotations", [
    ("geo_batch_geocode", "Batch-geocodes the given addresses with the provider.", "addresses",
     {"readOnlyHint": True}),
    ("market_batch_get_tickers", "Get tickers for several symbols at once.", "symbols", None),
    ("notes_batch_get_file_contents", "批量读取多个笔记文件的内容。", "filepaths", None),
])
def test_a_batch_read_is_info(name, description, prop, annotations):
    (h,) = hits("array-unbounded", _batch(name, description, prop, annotations))
    assert h.severity == "info"


DTS = "description-too-short"
_BARE = {"session_id": {"type": "string"}, "format": {"type": "string"}}


@pytest.mark.parametrize("name,desc", [
    ("export_session", "Export a thinking session."),
    ("export_session", "导出思维链会话内容。"),
])
def test_a_phrase_whose_gap_is_its_undescribed_inputs_is_info(name, desc):
    doc = tool_doc(name, desc, _BARE)
    assert lint_severities([doc], "param-missing-description") == ["warning"]
    assert lint_severities([doc], DTS) == ["info"]


@pytest.mark.parametrize("name,desc", [
    ("export_session", "Export session."),   # a bare label: says nothing of the act
    ("export_session", "导出会话"),
])
def test_a_bare_label_over_undescribed_inputs_keeps_the_warning(name, desc):
    assert lint_severities([tool_doc(name, desc, _BARE)], DTS) == ["warning"]


@pytest.mark.parametrize("desc", ["List deployments (summary)", "列出部署记录（摘要）"])
def test_a_phrase_whose_inputs_that_rule_leaves_at_info_keeps_the_warning(desc):
    # `page`/`per_page` say what they are (`param-missing-description` leaves them at info):
    # the short text's gap is its own
    doc = tool_doc("list_deployments", desc, {"page": {"type": "integer"},
                                              "per_page": {"type": "integer"}})
    assert "warning" not in lint_severities([doc], "param-missing-description")
    assert lint_severities([doc], DTS) == ["warning"]


# enum-missing: a bare `currency` is one of ISO 4217's codes, not a few values (info); a text
# that lists the few it takes keeps the warning

EM = "enum-missing"


@pytest.mark.parametrize("desc", ["", "Currency of the bid amount.", "出价金额的币种。"])
def test_a_currency_with_no_listed_codes_is_info(desc):
    doc = tool_doc("ads_set_bid", "Set the bid of an ad group.",
                   {"amount": {"type": "string", "description": "Bid amount, e.g. 1.25."},
                    "currency": {"type": "string", "description": desc}})
    assert lint_severities([doc], EM) == ["info"]


@pytest.mark.parametrize("desc", ["For price: currency cny or usd.", "价格的币种：人民币或美元。"])
def test_a_currency_whose_text_lists_its_few_codes_keeps_the_warning(desc):
    doc = tool_doc("index_price", "Index price.",
                   {"key": {"type": "string", "description": "Index key, e.g. i:diniw:ice."},
                    "currency": {"type": "string", "description": desc}})
    assert lint_severities([doc], EM) == ["warning"]


def test_a_status_with_no_listed_values_keeps_the_warning():
    doc = tool_doc("ads_set_status", "Set the status of an ad group.",
                   {"status": {"type": "string", "description": "New status of the ad group."}})
    assert lint_severities([doc], EM) == ["warning"]

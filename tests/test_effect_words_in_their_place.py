"""An effect word is the tool's effect only where it says what the call does: not as an HTTP
method a mock answers to, a record kind a list filters by, a noun compound ("order book",
"deploy group"), a field of the response ("{ total, truncated }"), the two sides of a ledger,
a later step the created thing is run in, a contrast with another object, what a vendor does
by itself, or a refused call. Each with a look-alike that must still fire."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_HTTP = {"method": {"type": "string", "enum": ["GET", "POST", "PUT", "DELETE"],
                    "description": "HTTP method"}, "path": {"type": "string"}}


@pytest.mark.parametrize("name, desc", [
    ("stub_route_create", "Registers a stubbed route that answers requests with a canned body."),
    ("添加桩接口", "添加一个桩接口，按路径和 HTTP 方法返回固定的 JSON。"),
])
def test_an_http_method_enum_is_the_request_answered_not_the_tools_act(name, desc):
    tool = make_tool(name=name, description=desc, parameters=obj(_HTTP, ["path"]))
    assert hits("side-effect-undisclosed", tool) == []


def test_an_action_enum_with_delete_still_is_the_tools_act():
    params = {"operation": {"type": "string", "enum": ["create", "delete"]}, "path": {"type": "string"}}
    tool = make_tool(name="stub_route_manage", description="Manages stubbed routes.",
                     parameters=obj(params, ["operation"]))
    assert hits("side-effect-undisclosed", tool)


@pytest.mark.parametrize("text", ["Return records for the given kind.", "仅返回该类型的流水。"])
def test_a_list_tools_enum_filter_names_records_not_acts(text):
    params = {"action": {"type": "string", "enum": ["refund", "refund_reverse", "charge"],
                         "description": text}}
    tool = make_tool(name="list_ledger_entries", description="Lists ledger entries.",
                     parameters=obj(params), annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", tool) == []


def test_a_read_named_tool_whose_action_enum_acts_is_still_a_write():
    params = {"action": {"type": "string", "enum": ["refund", "void"],
                         "description": "What to do with the payment."}}
    tool = make_tool(name="get_payment", description="Gets a payment, or acts on it.",
                     parameters=obj(params), annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", tool)


@pytest.mark.parametrize("name, desc", [
    ("market_depth", "Order book depth for a trading pair."),
    ("trade_flow", "Order flow data: whale orders and aggregated trades."),
    ("attach_runner_hosts", "Add runner hosts to deploy group."),
    ("promo_code_create", "Creates a promo code. Codes can be passed to checkout through the "
                          "payment widget."),
])
def test_an_effect_word_inside_a_noun_compound_is_no_act(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc)) == []


@pytest.mark.parametrize("name, desc", [
    ("buy_pair", "Places an order and then orders the pair at market price."),
    ("service_rollout", "Builds the service, then deploys the service to production."),
    ("records_purge", "Purges old audit rows and deletes records older than a year."),
])
def test_the_same_words_as_acts_still_fire(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc))


@pytest.mark.parametrize("desc", [
    "Loads the project metadata; the `coverage` field reports { total, loaded, truncated } per "
    "collection.",
    "Loads the project metadata; check `truncated` before assuming the list is complete.",
])
def test_a_field_of_the_response_is_no_effect(desc):
    tool = make_tool(name="project_context", description=desc, annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", tool) == []


@pytest.mark.parametrize("name, desc", [
    ("create_journal_entry", "Creates a journal entry. Lines must have credit and debit balanced."),
    ("list_account_balances", "Lists balances, showing debit and credit balances per account."),
])
def test_ledger_sides_move_no_money(name, desc):
    tool = make_tool(name=name, description=desc)
    assert hits("side-effect-undisclosed", tool) == []
    assert hits("read-name-changes-state", tool) == []


def test_a_real_debit_still_moves_money():
    tool = make_tool(name="wallet_settle", description="Settles the bill and debits the wallet.")
    assert hits("side-effect-undisclosed", tool)


@pytest.mark.parametrize("name, desc", [
    ("create_webhook_test", "Creates a webhook test configuration. The test can then be run to "
                            "send the events to the endpoint."),
    ("创建推送演练", "创建推送演练配置，之后运行该演练时才会发送通知给订阅者。"),
])
def test_a_later_run_sends_not_the_create(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc)) == []


def test_a_create_that_sends_at_once_still_fires():
    tool = make_tool(name="create_broadcast", description="Creates a broadcast and sends the "
                                                          "message to every subscriber.")
    assert hits("side-effect-undisclosed", tool)


@pytest.mark.parametrize("name, desc", [
    ("get_campaign", "Gets a campaign. This is the setup of a campaign, as opposed to the "
                     "campaign runs which are used to send the emails to customers."),
    ("list_delivery_logs", "Lists delivery logs. When Acme sends a notification to a webhook, "
                           "it records each attempt."),
    ("get_reviews", "Get submitted reviews for a pull request."),
])
def test_a_read_tools_background_prose_changes_no_state(name, desc):
    tool = make_tool(name=name, description=desc, annotations={"readOnlyHint": True})
    assert hits("read-name-changes-state", tool) == []


@pytest.mark.parametrize("name, desc", [
    ("get_campaign", "Gets a campaign and then sends the emails to customers."),
    ("get_ticket", "Gets the ticket; the ticket is submitted to the vendor queue."),
])
def test_a_read_tool_that_acts_still_fires(name, desc):
    assert hits("read-name-changes-state", make_tool(name=name, description=desc))


def test_a_refused_call_with_no_side_effects_claims_nothing_of_the_tool():
    desc = ("Edit cells of the diagram. If your view is stale the call is rejected (with no side "
            "effects) and you retry.")
    assert hits("write-claims-read-only", make_tool(name="edit_diagram", description=desc)) == []
    claim = "Edit cells of the diagram. Has no side effects."
    assert hits("write-claims-read-only", make_tool(name="edit_diagram", description=claim))

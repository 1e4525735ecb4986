"""Findings the tool's own words answer, each beside a look-alike that keeps its finding: a time
given in beats (a song's position, no seconds), a `visibility` sent as a JSON document, a trade
written only to a local record ("Trade amount" is a noun phrase, not the act), and a setter of a
role (the primary chat) whose one id is the new value."""

from __future__ import annotations

from support import hit_severities, hits, open_tool

# --- param-missing-unit: beats ----------------------------------------------------------------

_LOCATOR = ("\n    Create a named locator (cue point) in the Arrangement.\n\n    Parameters:\n"
            "    - name: The locator label\n    - time: {gloss}\n    ")


def test_a_time_given_as_a_beat_position_has_its_unit():
    tool = open_tool("create_locator", _LOCATOR.format(gloss="Beat position where the locator should sit"),
                 {"name": {"type": "string"}, "time": {"type": "number"}}, ["name", "time"])
    assert hits("param-missing-unit", tool) == []


def test_a_time_given_as_a_position_alone_still_asks_for_its_unit():
    tool = open_tool("create_locator", _LOCATOR.format(gloss="Position where the locator should sit"),
                 {"name": {"type": "string"}, "time": {"type": "number"}}, ["name", "time"])
    assert [h.path for h in hits("param-missing-unit", tool)] == ["/properties/time"]


# --- enum-missing: a JSON document ------------------------------------------------------------

def test_a_visibility_sent_as_a_json_string_asks_for_no_enum():
    tool = open_tool("jira_add_comment", "Add a comment to a Jira issue.",
                 {"issue_key": {"type": "string", "description": "Issue key, e.g. PROJ-1"},
                  "body": {"type": "string", "description": "Comment text"},
                  "visibility": {"type": "string", "description": "(Optional) Comment visibility as JSON "
                                 "string (e.g. '{\"type\":\"group\",\"value\":\"jira-users\"}')"}},
                 ["issue_key", "body"])
    assert hits("enum-missing", tool) == []
    assert [h.path for h in hits("type-json-in-string", tool)] == ["/properties/visibility"]


def test_a_plain_visibility_string_still_asks_for_an_enum():
    tool = open_tool("jira_add_comment", "Add a comment to a Jira issue.",
                 {"issue_key": {"type": "string", "description": "Issue key, e.g. PROJ-1"},
                  "body": {"type": "string", "description": "Comment text"},
                  "visibility": {"type": "string", "description": "Who can see the comment"}},
                 ["issue_key", "body"])
    assert [h.path for h in hits("enum-missing", tool)] == ["/properties/visibility"]


# --- side-effect-undisclosed: "Trade amount" ----------------------------------------------------

_ARGS = ("\n    Args:\n        code: Fund code / 基金代码\n        action: \"buy\" or \"sell\" / 买入或卖出\n"
         "        amount: Trade amount in yuan / 交易金额（元）\n    ")
_PROPS = {"code": {"type": "string"}, "action": {"type": "string"}, "amount": {"type": "number"}}


def test_recording_a_trade_to_a_local_file_moves_no_money():
    tool = open_tool("record_trade", "\n    Record a manual trade to persistent storage (~/.akfund/trades.json).\n"
                 + _ARGS, _PROPS, ["code", "action", "amount"])
    assert hits("side-effect-undisclosed", tool) == []


def test_a_checklist_run_before_a_trade_moves_no_money():
    tool = open_tool("run_trade_checklist", "\n    Run the pre-trade checklist against the decision rules.\n"
                 + _ARGS, _PROPS, ["code", "action", "amount"])
    assert hits("side-effect-undisclosed", tool) == []


def test_placing_a_trade_still_moves_money():
    tool = open_tool("place_trade", "\n    Place a trade on the exchange.\n" + _ARGS, _PROPS,
                 ["code", "action", "amount"])
    assert hit_severities("side-effect-undisclosed", tool) == ["warning"]


# --- description-too-short: a role's setter --------------------------------------------------

def test_setting_the_primary_chat_to_a_chat_id_names_its_change():
    tool = open_tool("lark_set_primary_chat", "设置主监听群聊ID",
                 {"chat_id": {"type": "string", "description": "主群聊ID"}}, ["chat_id"])
    assert not any("没有要修改的字段" in h.message for h in hits("description-too-short", tool))
    assert hit_severities("description-too-short", tool) == ["info"]


def test_updating_a_version_by_its_id_alone_still_names_no_field():
    tool = open_tool("update_version", "修改版本",
                 {"version_id": {"type": "string", "description": "版本ID"}}, ["version_id"])
    assert any("没有要修改的字段" in h.message for h in hits("description-too-short", tool))


# --- range-missing: asked at info unless something is at stake ---------------------------------

def test_a_lookback_window_nothing_bounds_is_info_en_and_zh():
    en = open_tool("get_nav_history", "Get a fund's NAV history.", {"days": {"type": "integer", "default": 30}})
    zh = open_tool("get_nav_history", "查询基金净值历史。", {"days": {"type": "integer", "description": "最近几天"}})
    assert hit_severities("range-missing", en) == ["info"] and hit_severities("range-missing", zh) == ["info"]


def test_a_forecast_horizon_is_shown_en_and_zh():
    en = open_tool("weather_get_forecast", "Get the daily forecast of a city.", {"days": {"type": "integer"}})
    zh = open_tool("weather_daily", "查询城市天气。", {"days": {"type": "integer", "description": "预报未来几天"}})
    assert hit_severities("range-missing", en) == ["warning"] and hit_severities("range-missing", zh) == ["warning"]
    past = open_tool("weather_get_forecast", "Get the daily forecast of a city.", {"past_days": {"type": "integer"}})
    assert hit_severities("range-missing", past) == ["info"]


def test_an_amount_a_payment_moves_is_shown_even_beside_a_sandbox():
    tool = open_tool("mpesa_b2c", "Send money from your business shortcode to a customer's phone. In live "
                 "mode it needs confirm_send=true; the sandbox is never restricted.",
                 {"phone": {"type": "string"}, "amount": {"type": "integer", "description": "Amount in KES"}})
    assert hit_severities("range-missing", tool) == ["warning"]
    sandbox = open_tool("sandbox_send", "Send money between test wallets of the sandbox.",
                    {"amount": {"type": "integer", "description": "Amount in KES"}})
    assert hit_severities("range-missing", sandbox) == ["info"]


def test_a_percentage_and_a_set_point_are_shown():
    pct = open_tool("set_availability", "Record a member's availability.", {"availability_percent": {"type": "number"}})
    setpoint = open_tool("home_set_thermostat", "Set the thermostat target.", {"target_celsius": {"type": "number"}})
    assert hit_severities("range-missing", pct) == ["warning"]
    assert hit_severities("range-missing", setpoint) == ["warning"]


def test_a_wallet_top_up_moves_money():
    tool = open_tool("wallet_topup", "Top up the wallet from the linked card.",
                 {"amount": {"type": "number", "description": "Amount in EUR"}})
    assert hit_severities("range-missing", tool) == ["warning"]
    assert hit_severities("side-effect-undisclosed", tool) == ["warning"]

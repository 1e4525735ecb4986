"""The families fresh collections keep judging wrong, read out of sample (unjudged
BFCL, Seal-Tools, ToolBench, NESTFUL and MCP tools) and fixed by the evidence that rules the
wrong reading out, English and Chinese, each with a look-alike that must behave the other way:
a unit said in words no list holds, an `amount` of no money, a length of time or a closed list
under a time-like name, the secret of the thing a tool creates or the key it names, a caller /
subject / requester in their other sense, an effect the name says and the lead sentence does
not, rebuildable data, tool pairs the texts tell apart, an optional id that narrows a read, and
strings whose examples or text say they hold no count or no yes/no."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import ToolSet


def _shown(rule_id, tool, toolset=None):
    return [h for h in hits(rule_id, tool, toolset) if h.severity in (None, "warning", "error")]


def _tool(name, desc, props, required=None):
    return make_tool(name=name, description=desc, parameters=obj(props, required))


# --- param-missing-unit: a unit written in words, a slash or with its SI prefix ------------------

@pytest.mark.parametrize("name,desc", [
    ("height", "The height of the person in centimeters."),
    ("initial_pressure", "The initial pressure of the gas in Pascal."),
    ("pressure", "The pressure to study (e.g., 1, 10, 1000 millibar)"),
    ("molecular_weight", "The average molecular weight of the polymer (in g/mol)"),
    ("speed", "The speed of the object in m/s."),
    ("duration", "The number of nights you want to book the hotel for."),
    ("height", "身高，单位为厘米"),
])
def test_a_unit_said_in_words_is_stated(name, desc):
    tool = _tool("compute_values", "Compute a value.", {name: {"type": "number", "description": desc}})
    assert _shown("param-missing-unit", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("room_price", "The price per night of the room."),
    ("height", "The height of the person."),
    ("pressure", "A bar of pressure the tank holds."),
    ("weight", "重量"),
])
def test_a_quantity_without_its_unit_is_still_reported(name, desc):
    tool = _tool("compute_values", "Compute a value.", {name: {"type": "number", "description": desc}})
    assert len(_shown("param-missing-unit", tool)) == 1


@pytest.mark.parametrize("name,desc,schema", [
    ("cost_categories", "The categories of costs (e.g., implementation costs, monitoring costs)", {}),
    ("cost_categories", "成本类别，例如：实施成本、监控成本", {}),
    ("price_range", "Specify a price range (e.g., $100-$200, $200-$300)", {}),
    ("price_range", "价格区间，例如 ¥100-¥200", {}),
    ("pressure", "The pressure the substance is under in atmospheres.", {"type": "integer"}),
    ("speed", "Speech speed, from 0.5 (half speed) to 2.0 (double speed).", {"type": "number", "default": 1.0}),
])
def test_kinds_currency_signs_and_factors_need_no_unit(name, desc, schema):
    prop = {"type": "string", **schema, "description": desc}
    tool = _tool("plan_budget", "Plan a budget.", {name: prop})
    assert _shown("param-missing-unit", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("donation_amount", "The amount of money to donate (e.g., 50.00, 100.00)"),
    ("speed", "The speed of the car"), ("budget", "预算，例如 5000"),
])
def test_quantities_with_numeric_examples_still_need_their_unit(name, desc):
    tool = _tool("plan_budget", "Plan a budget.", {name: {"type": "number", "description": desc}})
    assert len(_shown("param-missing-unit", tool)) == 1


def test_an_amount_of_no_money_is_asked_without_a_currency_example():
    tool = _tool("scroll_page", "Scroll the page by a specified amount.",
                 {"amount": {"type": "integer", "description": "The amount of scrolling to perform"}})
    [hit] = _shown("param-missing-unit", tool)
    assert "USD" not in hit.message and "$" not in hit.message


@pytest.mark.parametrize("name,desc", [("pay_invoice", "Pay an invoice."), ("支付订单", "支付订单金额")])
def test_an_amount_a_payment_tool_moves_keeps_the_currency_example(name, desc):
    tool = _tool(name, desc, {"amount": {"type": "number", "description": "The amount"}})
    [hit] = _shown("param-missing-unit", tool)
    assert "USD" in hit.message or "元" in hit.message


# --- param-datetime-unclear: a length of time, a closed list of spans --------------------------

@pytest.mark.parametrize("name,desc", [
    ("time_required", "The approximate time required for the cleaning process"),
    ("time_since_death", "The estimated time since death of the individual"),
    ("exposure_time", "The duration of exposure to the toxic substance (e.g., 24 hours, 7 days)"),
    ("date_posted", "Find jobs posted within the time you specify.\nAllowed values: `all`, `today`, "
                    "`3days`, `week`, `month`."),
    ("发布日期", "职位发布的时间范围，可选值：all、today、3days、week"),
    ("处理时间", "所需时间，例如两小时"),
])
def test_a_length_of_time_or_a_list_of_spans_is_no_date(name, desc):
    tool = _tool("get_results", "Get results.", {name: {"type": "string", "description": desc}})
    assert _shown("param-datetime-unclear", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("time", "The time of the day the activity took place (e.g., morning, afternoon, evening)"),
    ("time", "The local time you want to convert, e.g. 3pm"),
    ("time_signature", "Time signature of the piece, e.g., 4/4."),
    ("采样时间", "采样的时间，例如：生产前、生产中"),
])
def test_a_time_whose_examples_show_its_form(name, desc):
    tool = _tool("get_results", "Get results.", {name: {"type": "string", "description": desc}})
    assert _shown("param-datetime-unclear", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("start_time", "Start time of the meeting"),
    ("time", "The time to read the flow rate for (e.g., specific date and time)"),
    ("时间", "查询时间，例如：具体的日期和时间"), ("since_time", "Only items changed after this time"),
    ("开始时间", "会议开始时间"),
])
def test_a_point_in_time_still_asks_for_its_form(name, desc):
    tool = _tool("get_results", "Get results.", {name: {"type": "string", "description": desc}})
    assert len(_shown("param-datetime-unclear", tool)) == 1


# --- credential-param: the secret of what the tool creates, the key it only names --------------

@pytest.mark.parametrize("name,desc,pdesc", [
    ("createGameLobby", "Create a game lobby", "An optional password to restrict access to the lobby"),
    ("createDatabase", "Create a new database", "The password to access the database"),
    ("add_rds_server", "Add a server to the configuration",
     "The API key used for authenticating with the RDS server."),
    ("创建会议", "创建会议", "会议的入会密码"),
])
def test_the_secret_of_what_a_tool_creates_is_its_payload(name, desc, pdesc):
    key = "api_key" if "API key" in pdesc else "password"
    tool = _tool(name, desc, {key: {"type": "string", "description": pdesc}})
    assert hits("credential-param", tool) == []


def test_a_key_named_by_its_identifier_is_no_secret():
    tool = _tool("delete_api_key", "Deletes an API key from the team's account.",
                 {"apikey": {"type": "string", "description": "The unique identifier for the API key "
                                                             "that needs to be deleted."}})
    assert hits("credential-param", tool) == []


def test_a_logout_takes_the_session_token_it_ends():
    tool = _tool("logoutUser", "Invalidate the user's session token and log them out",
                 {"session_token": {"type": "string", "description": "The session token of the user"}})
    assert _shown("credential-param", tool) == []


@pytest.mark.parametrize("name,desc,key,pdesc", [
    ("deleteDatabase", "Delete an existing database", "password", "The password to access the database"),
    ("create_issue", "Create an issue", "token", "Authentication token to validate the request."),
    ("create_issue", "Create an issue", "api_key", "Your API key for the issue tracker"),
    ("创建会议", "创建会议", "token", "鉴权令牌"),
])
def test_the_callers_own_secret_is_still_reported(name, desc, key, pdesc):
    tool = _tool(name, desc, {key: {"type": "string", "description": pdesc}})
    assert len(_shown("credential-param", tool)) == 1


# --- identity-param: a caller, a subject, a requester in their other sense ---------------------

@pytest.mark.parametrize("name,desc,key,pdesc", [
    ("startCall", "Initiate a call between two parties", "caller", "The caller's phone number"),
    ("makeCall", "Initiate a VoIP call", "caller_id", "The caller's identifier"),
    ("拨打电话", "拨打电话", "caller", "主叫号码"),
    ("getImagingData", "Retrieve imaging data", "subject_id", "The ID of the subject of the study"),
    ("createChangeRequest", "Create a change request", "requester",
     "The person responsible for making the change request"),
])
def test_a_caller_name_in_its_other_sense_is_no_identity(name, desc, key, pdesc):
    tool = _tool(name, desc, {key: {"type": "string", "description": pdesc}})
    assert hits("identity-param", tool) == []


@pytest.mark.parametrize("name,desc,key,pdesc", [
    ("get_orders", "Get orders", "caller_id", "ID of the caller"),
    ("get_orders", "Get orders", "requester", "Requester"),
    ("get_claims", "Read the token's claims", "subject_id", "Subject of the auth token"),
    ("查询订单", "查询订单", "caller", "调用方"),
])
def test_the_callers_identity_is_still_an_error(name, desc, key, pdesc):
    tool = _tool(name, desc, {key: {"type": "string", "description": pdesc}})
    assert [h.severity for h in hits("identity-param", tool)] == [None]


# --- side-effect-undisclosed: the name's effect the lead does not make; rebuildable data --------

@pytest.mark.parametrize("name,desc", [
    ("walmart.purchase", "Retrieve information of items from Walmart including stock availability."),
    ("DelTemp", "Deletes all temporary keys which were used to store key statistics."),
    ("删除缓存", "清除本地缓存数据"),
    ("sendOpticalSignal", "Send a optical signal through a communication channel"),
    ("发送指令", "向设备下发控制指令"),
])
def test_an_uncertain_effect_is_info(name, desc):
    tool = _tool(name, desc, {"x": {"type": "string", "description": "x"}})
    assert hits("side-effect-undisclosed", tool) and _shown("side-effect-undisclosed", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("purchase_item", "Purchase an item from the store."), ("delete_backup", "Delete a backup"),
    ("http_delete", "Makes a DELETE request to a uri"), ("删除订单", "删除指定订单"),
    ("send_message", "Send a message to the team channel."),
])
def test_a_certain_effect_stays_shown(name, desc):
    tool = _tool(name, desc, {"x": {"type": "string", "description": "x"}})
    assert len(_shown("side-effect-undisclosed", tool)) == 1


# --- near-duplicate-tools: an endpoint named "for" its API; texts naming the difference ---------

def _pair(a, b, props=None):
    props = {"q": {"type": "string", "description": "q"}} if props is None else props
    tools = [make_tool(name=n, description=d, parameters=obj(props)) for n, d in (a, b)]
    return ToolSet(tuple(tools))


def _sub(api, text):
    return (f'This is the subfunction for tool "{api}", you can use this tool.The description of '
            f'this function is: "{text}"')


# ToolBench's shapes, as written: an endpoint named "for" its API, two texts that each name the
# one thing their names differ by
@pytest.mark.parametrize("a,b,props", [
    (("dribbble_for_check_username", _sub("check_username", "Check username on dribble")),
     ("dockerhub_for_check_username", _sub("check_username", "Check username on dockerhub_for_check_username")),
     {"username": {"type": "string", "description": ""}}),
    (("search_jokes_for_humor_jokes_and_memes",
      _sub("humor_jokes_and_memes", "Search for jokes.\nSee https://humorapi.com/docs/#Search-Jokes for more.")),
     ("search_memes_for_humor_jokes_and_memes",
      _sub("humor_jokes_and_memes", "Search for memes.\nSee https://humorapi.com/docs/#Search-Memes for more.")),
     {}),
])
def test_pairs_the_names_and_texts_tell_apart_are_not_shown(a, b, props):
    ts = _pair(a, b, props)
    assert _shown("near-duplicate-tools", ts.tools[0], ts) == []


@pytest.mark.parametrize("a,b", [
    (("pip_install_package", "Installs a Python package into the environment using pip."),
     ("uv_pip_install_package", "Installs a Python package into the environment using uv and pip.")),
    (("jira_get_issue", "Get an issue."), ("jira_fetch_issue", "Get an issue.")),
    (("删除单据", "删除金蝶单据。"), ("删除单据_v2", "删除金蝶单据。")),
])
def test_pairs_nothing_tells_apart_stay_shown(a, b):
    ts = _pair(a, b)
    assert len(_shown("near-duplicate-tools", ts.tools[0], ts)) == 1


# --- required-id-optional: an id that narrows a read ------------------------------------------

@pytest.mark.parametrize("name,desc,key", [
    ("getCPUUsage", "Retrieve the CPU usage information of the operating system", "core_id"),
    ("getPerformanceData", "Retrieve performance data of employees", "employee_id"),
])
def test_an_id_that_narrows_a_read_is_info(name, desc, key):
    tool = _tool(name, desc, {key: {"type": "string", "description": "Which one to read"}}, [])
    assert hits("required-id-optional", tool) and _shown("required-id-optional", tool) == []


@pytest.mark.parametrize("name,desc,key", [
    ("lab_get_results", "Returns the released results for one lab order.", "lab_order_id"),
    ("get_order", "Get an order", "order_id"),
    ("home_set_thermostat_target", "Set a thermostat's target temperature.", "device_id"),
])
def test_the_key_of_the_record_is_still_required(name, desc, key):
    tool = _tool(name, desc, {key: {"type": "string", "description": "The key"}}, [])
    assert len(_shown("required-id-optional", tool)) == 1


# --- type-string-for-number / -for-boolean: what the text says the string holds ----------------

@pytest.mark.parametrize("name,desc", [
    ("depth", "The depth to assess (e.g., 0-10cm, 10-20cm, 20-30cm)"),
    ("pipeline_steps", "The sequence of steps to perform (e.g., cleaning, transformation)"),
    ("damaged_pages", "The specific pages or sections of the book that require repair"),
    ("limit", "A string that identifies which hosts should be managed."),
    ("page", "要修复的具体页码或章节，如：目录、附录"),
])
def test_a_string_that_holds_no_count(name, desc):
    tool = _tool("run_job", "Run a job.", {name: {"type": "string", "description": desc}})
    assert _shown("type-string-for-number", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("limit", "Maximum number of results (e.g. 10 or 20 items)"), ("page", "页码，例如 2"),
    ("qty", 'Number of contracts (e.g., qty="10" with ratio_qty="2" = 20 contracts).'),
])
def test_a_count_typed_string_is_still_reported(name, desc):
    tool = _tool("run_job", "Run a job.", {name: {"type": "string", "description": desc}})
    assert len(_shown("type-string-for-number", tool)) == 1


@pytest.mark.parametrize("desc,count", [
    ("Whether to include any cities marked deleted: ALL | SINCE_YESTERDAY | SINCE_LAST_WEEK | NONE", 0),
    ("是否包含已删除城市：全部、近一天、近一周", 0),
    ("Whether to include deleted cities: true | false", 1),
    ("是否包含已删除城市", 1),
])
def test_a_switch_named_string_with_listed_codes(desc, count):
    tool = _tool("list_places", "List places.", {"include_deleted": {"type": "string", "description": desc}})
    assert len(_shown("type-string-for-boolean", tool)) == count

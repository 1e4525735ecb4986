"""Round 15A: effects, identity and required readings by meaning (the eighth collection's
families). Each reading has English and Chinese variants the verdicts did not contain, with a
look-alike that keeps the other behaviour."""

from __future__ import annotations

import pytest

from support import described_tool, hits
from workbench.text import name_verb

# --- read-name-changes-state: `create_status_…` writes a status; `deploy_status` reads one ------

@pytest.mark.parametrize("name,verb", [
    ("create_status_update", "create"), ("update_status_message", "update"),
    ("set_info_banner", "set"), ("delete_status_check", "delete"),
])
def test_a_plain_write_verb_before_status_is_the_action(name, verb):
    assert name_verb(name).verb == verb and name_verb(name).kind == "write"


@pytest.mark.parametrize("name", ["deploy_status", "order_status", "refund_status_get"])
def test_a_domain_before_status_still_reads(name):
    assert name_verb(name).kind == "read"


@pytest.mark.parametrize("name,desc", [
    ("create_incident_status_update", "Adds an update to an incident. Optional: notify_subscribers "
                                      "- whether to email subscribers (defaults to false)."),
    ("update_status_page", "更新状态页的公告，并可选择通知订阅者。"),
])
def test_a_write_named_status_tool_is_no_read(name, desc):
    assert not hits("read-name-changes-state", described_tool(name, desc, {"message": {"type": "string"}}))


def test_a_read_status_tool_that_notifies_still_reported():
    tool = described_tool("get_status_page_post", "Fetches the post and notifies its subscribers that it "
                                                  "was viewed.", {"post_id": {"type": "string"}}, ["post_id"])
    assert hits("read-name-changes-state", tool)


# --- identity-param: whose public page a social read shows is its target -------------------------

_UID = {"uid": {"type": "integer", "description": "The unique identifier of the user"}}


@pytest.mark.parametrize("name,desc", [
    ("get_following", "Get a Bilibili user's followings."),
    ("fetch_user_posts", "Returns any user's public posts, newest first."),
    ("get_timeline", "Get a Twitter user's timeline."),
    ("获取粉丝", "获取抖音用户的粉丝列表。"),
    ("查询作品", "查询某位博主的公开作品。"),
])
def test_a_public_page_read_names_its_target(name, desc):
    assert not hits("identity-param", described_tool(name, desc, dict(_UID), ["uid"]))


@pytest.mark.parametrize("desc", ["The unique identifier of the Mastodon user",
                                  "ID of a GitHub account"])
def test_a_user_of_a_named_system_is_a_target(desc):
    tool = described_tool("get_stats", "Returns statistics.", {"user_id": {"type": "string", "description": desc}},
                          ["user_id"])
    assert not hits("identity-param", tool)


@pytest.mark.parametrize("name,desc", [
    ("get_events", "Get a user's calendar events for a day."),
    ("get_orders", "获取用户的订单列表。"),
    ("get_followers", "Get the followers of the current user."),
])
def test_private_or_own_data_still_reported(name, desc):
    found = hits("identity-param", described_tool(name, desc, dict(_UID), ["uid"]))
    assert found and all(h.severity in (None, "warning") for h in found)


def test_the_public_page_reading_is_a_reads_only():
    tool = described_tool("like_posts", "Likes a Weibo user's posts.",
                          {"user_id": {"type": "string", "description": "The user id."}}, ["user_id"])
    assert hits("identity-param", tool)


# --- required-id-optional: an HTTP request's body is what HTTP lets a POST leave empty -----------

@pytest.mark.parametrize("name,desc", [
    ("http_post", "Sends an HTTP POST request to the given URL and returns the response."),
    ("api_put", "Makes a PUT request to an endpoint."),
    ("发送POST", "向指定 URL 发送 POST 请求。"),
])
def test_an_http_request_body_is_optional(name, desc):
    tool = described_tool(name, desc, {"url": {"type": "string"}, "body": {"type": "object"}}, ["url"])
    assert not [h for h in hits("required-id-optional", tool) if h.path.endswith("/body")]


@pytest.mark.parametrize("name,desc", [
    ("send_email", "Sends an email to the recipient."),
    ("post_webhook_message", "Posts a message to the team's webhook."),
    ("send_mail", "发送邮件给收件人。"),
])
def test_a_message_body_is_still_needed(name, desc):
    tool = described_tool(name, desc, {"url": {"type": "string"}, "to": {"type": "string"},
                                       "body": {"type": "string"}}, ["url", "to"])
    assert [h for h in hits("required-id-optional", tool) if h.path.endswith("/body")]


# --- required-alternatives-unstated: modes the description lays out are stated -------------------

_ALT = {"doc_id": {"type": "string", "default": None}, "file_path": {"type": "string", "default": None}}


@pytest.mark.parametrize("desc", [
    "Converts a document to text.\n\nTwo modes (file_path is preferred):\n - file_path: a local file.\n"
    " - doc_id: a document in the library.",
    "把文档转成文本。两种方式：\n - file_path：本地文件；\n - doc_id：资料库中的文档。",
    "Converts a document. doc_id takes precedence over file_path.",
])
def test_modes_the_description_lays_out_are_stated(desc):
    assert not hits("required-alternatives-unstated", described_tool("convert_document", desc, dict(_ALT)))


@pytest.mark.parametrize("desc", [
    "Converts a document to text.\n\nArgs:\n - file_path: a local file.\n - doc_id: a document.",
    "把文档转成文本。\n参数：\n - file_path：本地文件；\n - doc_id：资料库中的文档。",
    "Converts a document to text. Two modes are supported.",
])
def test_an_args_list_or_an_unnamed_mode_is_not_a_statement(desc):
    assert hits("required-alternatives-unstated", described_tool("convert_document", desc, dict(_ALT)))


# --- side-effect-undisclosed: programs, not people; a store's element named by its command -------

def _sev(tool):
    return [h.severity for h in hits("side-effect-undisclosed", tool)]


@pytest.mark.parametrize("name,desc", [
    ("publish", "Publish a message to a Kafka topic."),
    ("post_to_channel", "Post a text message into the channel. Peer agents in the channel receive it."),
    ("broadcast", "Broadcast a message to all sub-agents."),
    ("send_message", "向其他智能体发送消息。"),
    ("发布消息", "向 Redis 频道发布一条消息。"),
    ("通知子智能体", "发送消息给其他智能体。"),
])
def test_messages_to_programs_are_info(name, desc):
    found = _sev(described_tool(name, desc, {"message": {"type": "string"}}, ["message"]))
    assert found and all(s == "info" for s in found)


@pytest.mark.parametrize("name,desc", [
    ("publish_post", "Publish a post to the team's Slack channel."),
    ("send_message", "Send a message to the customer."),
    ("发布公告", "向微信公众号发布一条公告。"),
])
def test_messages_to_people_stay_shown(name, desc):
    assert None in _sev(described_tool(name, desc, {"message": {"type": "string"}}, ["message"]))


@pytest.mark.parametrize("name,desc", [
    ("hdel_field", "Delete a field from a Redis hash."),
    ("zrem", "Remove a member from a sorted set."),
    ("lrem_cache", "Deletes an entry from the cache."),
    ("删除字段", "从 Redis 哈希中删除字段。"),
])
def test_a_store_element_delete_is_info(name, desc):
    found = _sev(described_tool(name, desc, {"key": {"type": "string"}}, ["key"]))
    assert all(s == "info" for s in found)


@pytest.mark.parametrize("name,desc", [
    ("delete_customer", "Delete a customer record from the CRM."),
    ("flush_keys", "Delete all keys from the Redis database."),
    ("删除客户", "删除客户记录。"),
])
def test_other_deletes_stay_shown(name, desc):
    assert None in _sev(described_tool(name, desc, {"key": {"type": "string"}}, ["key"]))


# --- out of sample: a ping's probe; an article before the object ---------------------------------

@pytest.mark.parametrize("name,desc", [
    ("ping", "Send a message to a remote host to check if it is reachable."),
    ("check_port", "Sends a packet to the target port and measures the reply. Returns the latency."),
    ("探测主机", "向目标主机发送数据包以检测是否可达。"),
])
def test_a_probe_to_a_machine_is_no_state_change(name, desc):
    assert not hits("read-name-changes-state", described_tool(name, desc, {"host": {"type": "string"}}, ["host"]))


@pytest.mark.parametrize("name,desc", [
    ("get_order", "Gets the order and sends a notification to the customer."),
    ("查询订单", "查询订单后会自动给客户发送短信。"),
])
def test_a_read_that_messages_people_still_reported(name, desc):
    assert hits("read-name-changes-state", described_tool(name, desc, {"order_id": {"type": "string"}}, ["order_id"]))


@pytest.mark.parametrize("name,prop", [("find_a_user", "user_id"), ("get_the_account_details", "account_id")])
def test_an_article_before_the_object_keeps_it_the_object(name, prop):
    tool = described_tool(name, "Looks it up.", {prop: {"type": "string", "description": "The id."}}, [prop])
    assert not hits("identity-param", tool)


def test_an_article_before_another_object_still_reported():
    tool = described_tool("get_a_user_orders", "Returns orders.", {"user_id": {"type": "string"}}, ["user_id"])
    assert hits("identity-param", tool)


# --- required-id-optional: an optional id beside a required target, or in a search, is probable --

def _rio(tool):
    return list(hits("required-id-optional", tool))


@pytest.mark.parametrize("name,desc,props,required", [
    ("get_air_quality", "Returns the air quality index of a city.",
     {"city": {"type": "string"}, "station_id": {"type": "string", "description": "A station."}}, ["city"]),
    ("get_chain_info", "Returns information about a block or a transaction.",
     {"chain_name": {"type": "string"}, "transaction_id": {"type": "string"}}, ["chain_name"]),
    ("search_members", "Searches members by any of the fields.",
     {"id": {"type": "string"}, "name": {"type": "string"}, "city": {"type": "string"}}, []),
    ("查询航班", "根据航班号查询航班动态。",
     {"flight_code": {"type": "string"}, "seat_id": {"type": "string", "description": "座位"}}, ["flight_code"]),
])
def test_an_optional_id_beside_a_required_target_is_info(name, desc, props, required):
    found = _rio(described_tool(name, desc, props, required))
    assert all(h.severity == "info" and not h.fix for h in found)


@pytest.mark.parametrize("name,desc,props,required", [
    ("cancel_order", "Cancels an order.", {"order_id": {"type": "string"}, "reason": {"type": "string"}},
     ["reason"]),
    ("set_thermostat", "Sets the target temperature of one thermostat.",
     {"device_id": {"type": "string"}, "celsius": {"type": "number"}}, ["celsius"]),
    ("get_invoice", "返回一张发票的详情。", {"invoice_id": {"type": "string"}, "language": {"type": "string"}},
     ["language"]),
    ("get_balance", "Returns the balance of a billing account.",
     {"tenant_id": {"type": "string"}, "account_id": {"type": "string"}}, ["tenant_id"]),
])
def test_the_target_id_beside_values_stays_shown(name, desc, props, required):
    found = _rio(described_tool(name, desc, props, required))
    assert found and found[0].severity is None and found[0].fix


@pytest.mark.parametrize("name,props", [
    ("find_a_user", {"user_id": {"type": "string"}, "email": {"type": "string"},
                     "username": {"type": "string"}}),
    ("get_member", {"member_id": {"type": "string"}, "member_phone": {"type": "string"}}),
    ("查询客户", {"customer_id": {"type": "string"}, "customer_email": {"type": "string"}}),
])
def test_a_persons_id_beside_another_key_of_the_person_is_an_alternative(name, props):
    assert not _rio(described_tool(name, "Looks the person up.", props, []))


def test_a_persons_id_beside_other_fields_still_reported():
    tool = described_tool("get_member", "Returns one member.", {"member_id": {"type": "string"},
                                                                 "fields": {"type": "string"}}, [])
    assert _rio(tool)

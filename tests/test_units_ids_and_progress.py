"""Units, times and reads, read from meaning (holdout-final-18's wrong and noisy families).

- param-missing-unit: a currency written as its ISO 4217 code where a unit goes ("Amount in KES
  to send", "金额（KES）") states the unit; a `weight` shaped like a multiplier (0..2, default 1)
  is a preference weight with no unit; a Chinese tool text that gives the quantity's unit under
  its Chinese word ("时长4–30秒" for `duration`) states it.
- param-datetime-unclear: a name ending in an identifier word (`checkout_request_id`, 预约时间ID)
  is an opaque id copied from a result, no time to format.
- read-name-changes-state: progress reported to the caller while the call waits ("有界等待并通知
  进度", "sends progress notifications") changes nothing; sent to a person or a channel it does.
"""

from __future__ import annotations

from support import lint_findings, tool_doc

PMU = "param-missing-unit"
PDU = "param-datetime-unclear"
RNCS = "read-name-changes-state"


def _paths(tools: list[dict], rule: str) -> list[str]:
    return [f.path for f in lint_findings(tools, rule) if f.severity in ("warning", "error")]


def _amount_tool(description: str, text: str) -> dict:
    return tool_doc("payments_send", description, {
        "phone": {"type": "string", "description": "Recipient phone number."},
        "amount": {"type": "integer", "description": text}}, required=["phone", "amount"])


def test_an_iso_4217_code_where_the_unit_goes_states_the_currency_en_and_zh():
    for text in ("Amount in KES to send", "Amount to reverse in KES", "Amount (NGN)"):
        assert _paths([_amount_tool("Send money to a phone. Moves money.", text)], PMU) == [], text
    zh = _amount_tool("向手机号转账，会真实扣款。", "转账金额（KES）")
    assert _paths([zh], PMU) == []
    zh_name = _amount_tool("向手机号转账，会真实扣款。", "转账金额，以肯尼亚先令计")
    assert _paths([zh_name], PMU) == []


def test_capitals_that_are_no_currency_code_leave_the_amount_without_unit_en_and_zh():
    # "ALL" is Albania's code but "in ALL CAPS" is a style; "SDK" is no code at all
    for text in ("Amount to send, written in ALL CAPS fields of the SDK", "Amount to send via the SDK"):
        assert _paths([_amount_tool("Send money to a phone. Moves money.", text)], PMU) \
            == ["/properties/amount"], text
    zh = _amount_tool("向手机号转账，会真实扣款。", "转账金额（见 SDK 文档）")
    assert _paths([zh], PMU) == ["/properties/amount"]


def _weight_tool(name: str, description: str, weight: dict) -> dict:
    return tool_doc(name, description, {"items": {"type": "array", "items": {
        "type": "object", "required": ["topic_id"],
        "properties": {"topic_id": {"type": "string"}, "weight": weight}}}}, required=["items"])


def test_a_weight_shaped_like_a_multiplier_has_no_unit_en_and_zh():
    multiplier = {"type": "number", "minimum": 0, "maximum": 2, "default": 1.0}
    en = _weight_tool("papers_follow_topics", "Follow topics; re-submit an id to update the weight.",
                      multiplier)
    assert _paths([en], PMU) == []
    zh = _weight_tool("papers_follow_topics", "关注主题；重复提交同一 id 可更新权重。",
                      {**multiplier, "description": "偏好系数"})
    assert _paths([zh], PMU) == []


def test_a_weight_of_a_parcel_keeps_its_unit_question_even_in_that_shape_en_and_zh():
    parcel = {"type": "number", "minimum": 0, "maximum": 2, "default": 1.0,
              "description": "Parcel weight"}
    en = _weight_tool("shipping_quote", "Quote shipping for parcels.", parcel)
    assert _paths([en], PMU) == ["/properties/items/items/properties/weight"]
    zh = _weight_tool("shipping_quote", "为包裹报价运费。", {**parcel, "description": "包裹重量"})
    assert _paths([zh], PMU) == ["/properties/items/items/properties/weight"]


def _video_tool(description: str) -> dict:
    return tool_doc("video_generate", description, {
        "prompt": {"type": "string", "description": "Prompt text."},
        "duration": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None,
                     "title": "Duration"}}, required=["prompt"])


def test_a_chinese_tool_text_gives_the_quantitys_unit_under_its_chinese_word():
    for text in ("生成视频。2.5时长4–30秒，2.0系列4–15秒（均支持-1）。",
                 "生成视频。视频时长（秒）由模型校验。",
                 "生成视频。时长为 5 到 10 秒。"):
        assert _paths([_video_tool(text)], PMU) == [], text


def test_the_chinese_word_without_a_unit_beside_it_leaves_the_question_open():
    # "时长" named in a list with no number after it; a unit later in the sentence is another
    # quantity's (the price)
    for text in ("生成视频。具体素材数量、时长、分辨率由模型校验，按次计费 5 元。",
                 "Generate a video. Duration is checked by the model; 5 USD per call."):
        assert _paths([_video_tool(text)], PMU) == ["/properties/duration"], text


def _stk_query(name: str, text: str) -> dict:
    return tool_doc("payments_query_status", "Query the status of a payment request.",
                    {name: {"type": "string", "description": text}}, required=[name])


def test_a_name_ending_in_an_id_is_no_time_en_and_zh():
    assert _paths([_stk_query("checkout_request_id", "CheckoutRequestID from the push response")], PDU) == []
    assert _paths([_stk_query("checkoutRequestId", "The checkout request to look up")], PDU) == []
    assert _paths([_stk_query("预约时间ID", "要查询的预约时间记录")], PDU) == []


def test_the_time_itself_still_asks_for_its_format_en_and_zh():
    assert _paths([_stk_query("checkout_time", "When the checkout happened")], PDU) \
        == ["/properties/checkout_time"]
    assert _paths([_stk_query("预约时间", "要查询的预约时间")], PDU) == ["/properties/预约时间"]


def _waiting_read(description: str) -> dict:
    return tool_doc("get_backtest_batch", description, {
        "batch_id": {"type": "string", "description": "The batch id returned by submit_batch."}},
        required=["batch_id"])


def test_progress_reported_to_the_caller_is_no_state_change_en_and_zh():
    for text in ("有界等待并通知进度，返回 items、done、leaderboard。",
                 "等待批次完成并推送进度，返回结果。",
                 "Waits up to 60 seconds and sends progress notifications, then returns the items.",
                 "Polls the batch and notifies progress to the client until it is done."):
        assert _paths([_waiting_read(text)], RNCS) == [], text


def test_progress_sent_to_a_person_or_a_channel_is_still_a_change_en_and_zh():
    for text in ("等待批次完成并向用户推送进度。",
                 "Waits for the batch and sends progress notifications to the Slack channel.",
                 "Gets the batch and notifies the owner."):
        assert _paths([_waiting_read(text)], RNCS) == [""], text

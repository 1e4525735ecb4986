"""Round 17P: families the recall lanes left, each in English and Chinese beside a look-alike that
must keep the other behaviour.

- a condition on an enum value said by a word for it ("for mailed deliveries", 选择邮寄时);
- a `method` whose values are no verbs is no action switch (it hid an optional `hive_id`);
- a bound on the one list said in a clause after the list's own subject ("Tags must be unique …
  at most 8 per session"), and a value told in a sentence of its own ("use unknown when …").
"""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

# ------------------------------------------------------------ a value said by a word for it


def _delivery(tool_desc: str, enum: list[str], address_desc: str, lang_extra: dict | None = None):
    props = {"request_id": {"type": "string", "description": "Request number, e.g. ILL-88120."},
             "delivery": {"type": "string", "description": "交付方式。" if "时" in tool_desc
                          else "How the loan is handed over.", "enum": enum},
             "mailing_address": {"type": "string", "description": address_desc},
             **(lang_extra or {})}
    return lint_findings([tool_doc("ill_set_delivery", tool_desc, props, ["request_id", "delivery"])],
                         "prose-condition")


@pytest.mark.parametrize("tool_desc,address_desc", [
    ("Set how an interlibrary loan is handed over. A mailing address is required for mailed "
     "deliveries.", "Postal address."),
    ("设置馆际互借的交付方式。选择邮寄时需要提供邮寄地址。", "邮寄地址。"),
    ("设置馆际互借的交付方式。交付方式为邮寄时需要提供邮寄地址。", "邮寄地址。"),
    # the tool's own gloss of a value no lexicon knows
    ("设置交付方式（courier=专送）。选择专送时需要提供邮寄地址。", "邮寄地址。"),
])
def test_a_condition_on_the_word_for_a_value(tool_desc, address_desc):
    enum = ["courier", "pickup"] if "专送" in tool_desc else ["mail", "pickup"]
    found = _delivery(tool_desc, enum, address_desc)
    assert [f.severity for f in found] == ["warning"]
    assert f"const: '{enum[0]}'" in found[0].message and found[0].path == "/properties/mailing_address"


@pytest.mark.parametrize("tool_desc,enum", [
    # no value answers the word
    ("设置馆际互借的交付方式。选择邮寄时需要提供邮寄地址。", ["courier", "pickup"]),
    ("Set how a loan is handed over. A mailing address is required for mailed deliveries.",
     ["courier", "pickup"]),
    # more than the value's word: a state of the world the schema cannot see
    ("设置馆际互借的交付方式。读者在外地且选择邮寄时需要提供邮寄地址。", ["mail", "pickup"]),
])
def test_a_word_no_single_value_answers_stays_silent(tool_desc, enum):
    assert [f for f in _delivery(tool_desc, enum, "邮寄地址。") if f.severity == "warning"] == []


def test_a_word_two_fields_answer_is_read_for_neither():
    extra = {"notice": {"type": "string", "description": "通知渠道。", "enum": ["post", "sms"]}}
    found = _delivery("设置馆际互借的交付方式。选择邮寄时需要提供邮寄地址。", ["mail", "pickup"],
                      "邮寄地址。", extra)
    assert [f for f in found if f.severity == "warning"] == []


# ------------------------------------------------------------ a manner `method` is no switch

def _record_tool(name: str, description: str, id_name: str, id_desc: str, method_desc: str,
                 enum: list[str]):
    props = {id_name: {"type": "string", "description": id_desc},
             "method": {"type": "string", "description": method_desc, "enum": enum},
             "reading": {"type": "integer", "description": "The value read.", "minimum": 0}}
    doc = tool_doc(name, description, props, None, {"readOnlyHint": False})
    doc["inputSchema"]["required"] = []  # declared empty: `required-missing` would speak instead
    return lint_findings([doc], "required-id-optional")


_HIVE = ("apiary_log_varroa_count", "Log a varroa mite count for one hive. Adds a row to the "
         "hive's health record.", "hive_id", "Hive tag painted on the lid, e.g. B-004.",
         "How mites were counted.")
_PATIENT = ("clinic_log_blood_pressure", "为一名患者记录血压读数，会在该患者的健康档案中新增一行。",
            "patient_id", "患者病历号，例如 P-1024。", "测量方法。")


@pytest.mark.parametrize("tool,enum", [
    (_HIVE, ["alcohol_wash", "sugar_roll", "sticky_board"]),
    (_PATIENT, ["manual_cuff", "automatic_cuff", "wrist_monitor"]),
])
def test_a_method_of_non_verbs_leaves_the_record_id_required(tool, enum):
    found = _record_tool(*tool, enum)
    assert [f.path for f in found] == [f"/properties/{tool[2]}"]


@pytest.mark.parametrize("tool", [_HIVE, _PATIENT])
@pytest.mark.parametrize("enum", [
    ["create_record", "delete_record"],  # verbs
    ["counts", "treatments", "inspections"],  # which records ("The type of data to fetch")
])
def test_a_method_of_verbs_or_record_kinds_is_still_an_action_switch(tool, enum):
    # the id may belong to some actions only: silent as before
    assert _record_tool(*tool, enum) == []


# ------------------------------------------------------------ the list's count in a clause

def _tag_tool(description: str, tags_desc: str):
    props = {"session_id": {"type": "string", "description": "Archive session id, e.g. 'SES-2026-1142'."},
             "tags": {"type": "array", "items": {"type": "string"}, "description": tags_desc}}
    return lint_findings([tool_doc("studio_tag_session", description, props, ["session_id", "tags"])],
                         "prose-only-constraint")


@pytest.mark.parametrize("description,tags_desc", [
    ("Adds search tags to a recorded session. Tags must be unique, lowercase and there can be "
     "at most 8 per session.", "Tags to add."),
    ("为录音会话添加检索标签。标签必须唯一且为小写，单个会话最多 8。", "要添加的标签。"),
])
def test_a_bound_in_a_clause_of_the_lists_sentence_counts_its_items(description, tags_desc):
    found = _tag_tool(description, tags_desc)
    assert [f.severity for f in found] == ["warning"] and "maxItems: 8" in found[0].message


@pytest.mark.parametrize("description,tags_desc", [
    # each tag's length, not how many
    ("Adds search tags to a recorded session. Tags must be lowercase and at most 20 characters "
     "long.", "Tags to add."),
    ("为录音会话添加检索标签。标签必须为小写，长度最多 20。", "要添加的标签。"),
    # the sentence is about something else than the list
    ("Adds search tags to a recorded session. Sessions are kept for a year and there can be at "
     "most 8 per studio.", "Tags to add."),
])
def test_a_bound_about_something_else_stays_off_the_list(description, tags_desc):
    assert all("maxItems" not in f.message for f in _tag_tool(description, tags_desc))


# ------------------------------------------------------------ a value told on its own

def _sex(desc: str, enum: tuple = ("male", "female"), tool_desc: str = "Registers a hatchling.") -> list:
    props = {"sex": {"type": "string", "description": desc, "enum": list(enum)}}
    return lint_findings([tool_doc("zoo_register_hatchling", tool_desc, props, ["sex"])],
                         "enum-lacks-named-value")


@pytest.mark.parametrize("desc", [
    "Sex of the animal; use unknown when it cannot be determined yet.",
    "Sex of the animal. Pass 'undetermined' if the keeper is not sure.",
    "动物性别；无法确定时填 unknown。",
])
def test_a_value_the_text_tells_the_model_to_send(desc):
    found = _sex(desc)
    assert [f.severity for f in found] == ["warning"]


@pytest.mark.parametrize("desc,enum", [
    ("Sex of the animal; use unknown when it cannot be determined yet.", ("male", "female", "unknown")),
    ("Sex of the animal; use caution when handling juveniles.", ("male", "female")),  # no value
    ("Sex of the animal; do not use unknown when the keeper can tell.", ("male", "female")),
    ("动物性别；无法确定时填 unknown。", ("male", "female", "unknown")),
    ("动物性别；无法确定时请使用默认值。", ("male", "female")),
])
def test_a_value_the_enum_holds_or_no_value_stays_silent(desc, enum):
    assert _sex(desc, enum) == []

"""Limits, effects and relations read from what the tool says (holdout 20's verdicts, generalised).

- prose-only-constraint: a rate ("at most 1 notification per 15 seconds") bounds no count of the
  value; a bound another mode lifts ("use background=true for longer commands"), that the
  deployment sets ("for this user, set via delegation.max_concurrent_children") or that the
  backend clamps ("Providers clamp to their supported range") is words at info, no patch; one
  address's `format: email` does not fit a list of addresses ("多个地址用英文逗号分隔"); a local
  time ("in the site's timezone") gets no `format: date-time`, which needs an offset.
- required-contradicts-description: "REQUIRED whenever you are presenting options" is a condition.
- type-missing: a `value` written at a document `path` holds any JSON (info with words).
- write-claims-read-only: `db_execute_query` runs a query: its read-only claim is right.
- read-name-changes-state: a download that overwrites its local copy is what a download does.
- side-effect-undisclosed: checking out a task claims it (no payment); "Confirm with user before
  creating/deleting" says when to call.
- prose-field-relation: a relation the tool's description shouts ("one of goal or tasks is
  REQUIRED") is info; said in plain words it stays shown.
- name-catchall-verb: a long action list mixing reads and consequential writes is the mixed-actions
  finding; the name's complaint is info there, shown for a short list.
Each beside a look-alike that keeps its finding.
"""

from __future__ import annotations

from support import lint_findings, lint_severities, tool_doc

POC = "prose-only-constraint"


def _poc(tool: dict) -> list[tuple[str | None, bool]]:
    return [(f.severity, f.fix is not None) for f in lint_findings([tool], POC)]


# ------------------------------------------------------------ prose-only-constraint: rates

def test_a_rate_is_no_count_of_the_value_en_and_zh():
    en = tool_doc("process_watch", "Watch a background process.",
                  {"patterns": {"type": "array", "items": {"type": "string"},
                                "description": "Strings to watch for. At most 1 notification per "
                                               "15 seconds per process."}})
    assert _poc(en) == []
    zh = tool_doc("process_watch", "监听后台进程输出。",
                  {"patterns": {"type": "array", "items": {"type": "string"},
                                "description": "要监听的字符串。每分钟最多 2 次通知。"}})
    assert _poc(zh) == []


def test_a_count_of_the_value_keeps_its_patch():
    en = tool_doc("process_watch", "Watch a background process.",
                  {"patterns": {"type": "array", "items": {"type": "string"},
                                "description": "Strings to watch for, at most 5 patterns."}})
    assert _poc(en) == [("warning", True)]


# ------------------------------------------- prose-only-constraint: a bound of one mode only

def _timeout(text: str) -> dict:
    return tool_doc("shell_run", "Run a shell command.",
                    {"timeout": {"type": "integer", "minimum": 1, "description": text}})


def test_a_bound_another_mode_lifts_is_info_without_a_patch_en_and_zh():
    assert _poc(_timeout("Max seconds to wait (default: 180, foreground max: 600). A timeout "
                         "above 600s is rejected; use background=true for longer commands.")) \
        == [("info", False)]
    assert _poc(_timeout("等待秒数，最大 600。超过 600 秒请改用后台模式。")) == [("info", False)]


def test_a_bound_of_every_call_keeps_its_patch_en_and_zh():
    assert _poc(_timeout("Max seconds to wait (default: 180, max: 600).")) == [("warning", True)]
    assert _poc(_timeout("等待秒数，最大 600。")) == [("warning", True)]


def test_a_bound_the_deployment_sets_or_the_backend_clamps_is_info():
    configured = tool_doc("agent_delegate", "Delegate tasks to subagents.",
                          {"tasks": {"type": "array", "items": {"type": "string"},
                                     "description": "Tasks to run in parallel (up to 3 for this "
                                                    "user, set via delegation.max_children)."}})
    assert _poc(configured) == [("info", False)]
    clamped = tool_doc("video_generate", "Generate a video. Duration range: 1-15s.",
                       {"duration": {"type": "integer", "description": "Video length in seconds. "
                                     "Providers clamp to their supported range."}})
    assert _poc(clamped) == [("info", False)]
    # "set in m/h" names a unit, not a configuration: the bound is every call's
    unit = tool_doc("car_set_cruise", "Set the cruise control.",
                    {"speed": {"type": "number", "description": "The speed to set in m/h. The "
                               "speed should be between 0 and 120."}})
    assert _poc(unit) == [("warning", True)]


# ------------------------------------------------ prose-only-constraint: formats of a list or a local time

def test_one_address_format_does_not_fit_a_list_of_addresses_en_and_zh():
    zh = tool_doc("mail_send", "发送邮件。",
                  {"to": {"type": "string", "description": "收件人邮箱地址。多个地址用英文逗号分隔。"}})
    assert _poc(zh) == []
    en = tool_doc("mail_send", "Send an email.",
                  {"to": {"type": "string", "description": "Recipient email addresses, "
                                                          "comma-separated."}})
    assert _poc(en) == []
    one = tool_doc("mail_send", "发送邮件。", {"to": {"type": "string", "description": "收件人邮箱地址。"}})
    assert _poc(one) == [("warning", True)]


def test_a_local_time_gets_no_date_time_format():
    local = tool_doc("post_create", "Create a post.",
                     {"date": {"type": "string", "description": "The publication date, in the "
                                                               "site's timezone (ISO 8601 format)."}})
    found = lint_findings([local], POC)
    assert [(f.severity, f.fix) for f in found] == [("info", None)]
    assert "offset" in found[0].message
    utc = tool_doc("post_create", "Create a post.",
                   {"date": {"type": "string", "description": "The publication time in UTC "
                                                             "(ISO 8601 format)."}})
    assert [(f.severity, f.fix and f.fix[0]["value"]) for f in lint_findings([utc], POC)] \
        == [("warning", "date-time")]


# ------------------------------------------------------- required-contradicts-description

RCD = "required-contradicts-description"


def test_a_requirement_under_a_condition_is_no_contradiction_en_and_zh():
    en = tool_doc("ask_user", "Ask the user a question.",
                  {"question": {"type": "string", "description": "The question."},
                   "choices": {"type": "array", "items": {"type": "string"},
                               "description": "REQUIRED whenever you are presenting selectable "
                                              "options. Omit it for an open question."}},
                  required=["question"])
    assert lint_severities([en], RCD) == []
    zh = tool_doc("ask_user", "向用户提问。",
                  {"question": {"type": "string", "description": "问题。"},
                   "choices": {"type": "array", "items": {"type": "string"},
                               "description": "如果提供选项则必填。"}}, required=["question"])
    assert lint_severities([zh], RCD) == []


def test_an_unconditional_requirement_keeps_its_finding():
    en = tool_doc("ask_user", "Ask the user a question.",
                  {"question": {"type": "string", "description": "The question."},
                   "choices": {"type": "array", "items": {"type": "string"},
                               "description": "The options to offer. Required."}},
                  required=["question"])
    assert lint_severities([en], RCD) == ["warning"]


# ------------------------------------------------------------------------- type-missing

def test_a_value_written_at_a_document_path_is_info():
    edit = tool_doc("edit_json", "精确修改 JSON 文件中的字段。",
                    {"file_path": {"type": "string", "description": "JSON 文件路径"},
                     "path": {"type": "string", "description": "JSON 路径（如 user.name）"},
                     "value": {"description": "新值（set/add 时必需）"}}, required=["file_path", "path"])
    assert lint_severities([edit], "type-missing") == ["info"]
    alone = tool_doc("record_update", "更新一条记录。",
                     {"record_id": {"type": "string", "description": "记录编号"},
                      "value": {"description": "新值"}}, required=["record_id"])
    assert lint_severities([alone], "type-missing") == ["warning"]


# ----------------------------------------------------------- effects read from meaning

def test_running_a_query_is_a_read_its_read_only_claim_stands():
    query = tool_doc("db_execute_query", "执行 SQLite 只读查询（SELECT / PRAGMA / EXPLAIN）。",
                     {"sql": {"type": "string", "description": "SQL 查询语句"}}, required=["sql"])
    assert lint_severities([query], "write-claims-read-only") == []
    command = tool_doc("shell_execute_command", "Runs a shell command on the host. Read-only.",
                       {"command": {"type": "string", "description": "The command line."}},
                       required=["command"])
    assert lint_severities([command], "write-claims-read-only") == ["warning"]


def test_a_download_overwriting_its_local_copy_is_a_download():
    download = tool_doc("nas_download", "Download a file from the NAS to a local directory. Does "
                        "not modify NAS state; an existing local file of the same name is "
                        "overwritten.", {"remote_path": {"type": "string", "description": "File "
                                                          "on the NAS."}},
                        required=["remote_path"], annotations={"readOnlyHint": True})
    assert lint_severities([download], "read-name-changes-state") == []
    marks = tool_doc("invoice_download", "Download an invoice as PDF and mark it as paid.",
                     {"invoice_id": {"type": "string", "description": "Invoice id."}},
                     required=["invoice_id"])
    assert lint_severities([marks], "read-name-changes-state") == ["warning"]


def _money_effects(tool: dict) -> list[str]:
    return [f.message for f in lint_findings([tool], "side-effect-undisclosed")
            if "moves money" in f.message]


def test_checking_out_a_task_moves_no_money_checking_out_a_cart_does():
    work = tool_doc("agent_work", "Agent work operations: register agents, checkout/release/"
                    "complete tasks.", {"action": {"type": "string", "enum": [
                        "register", "checkout_task", "release_task", "complete_task"]}},
                    required=["action"])
    assert _money_effects(work) == []
    cart = tool_doc("shop_cart", "Shopping cart operations: view the cart, checkout the cart.",
                    {"action": {"type": "string", "enum": ["view_cart", "checkout_cart"]}},
                    required=["action"])
    assert _money_effects(cart) != []


def test_confirm_with_user_before_deleting_is_disclosure():
    props = {"action": {"type": "string", "enum": ["create", "delete"]},
             "name": {"type": "string", "description": "Skill name."}}
    told = tool_doc("skill_manage", "Manage skills (create, delete). Confirm with user before "
                    "creating/deleting.", props, required=["action", "name"])
    assert lint_severities([told], "side-effect-undisclosed") == []
    silent = tool_doc("skill_manage", "Manage skills (create, delete).", props,
                      required=["action", "name"])
    assert lint_severities([silent], "side-effect-undisclosed") == ["warning"]


# --------------------------------------------------------------- prose-field-relation

def test_a_relation_the_tool_shouts_is_info_said_plainly_it_stays_shown():
    props = {"goal": {"type": "string", "description": "Single task goal."},
             "tasks": {"type": "array", "items": {"type": "string"}, "description": "Batch of goals."}}
    shouted = tool_doc("agent_delegate", "Delegate work. TWO MODES (one of 'goal' or 'tasks' is "
                       "REQUIRED): a single goal, or a batch of tasks.", props)
    assert lint_severities([shouted], "prose-field-relation") == ["info"]
    plain = tool_doc("agent_delegate", "Delegate work. Either goal or tasks must be provided.", props)
    # round 54: said plainly of an open arguments object it is info too (fresh reviewers 0 U /
    # 8 N: "the prose is clear to the model"); round 62: of a closed one as well (0 U / 8 N)
    assert lint_severities([plain], "prose-field-relation") == ["info"]
    closed = dict(plain, parameters={**plain["parameters"], "additionalProperties": False})
    assert lint_severities([closed], "prose-field-relation") == ["info"]
    # shown where one field's text carries it in a closed object: the schema is the contract
    in_field = tool_doc("agent_delegate", "Delegate work.", {
        "goal": {"type": "string", "description": "Single task goal. Either goal or tasks must be provided."},
        "tasks": props["tasks"]})
    in_field = dict(in_field, parameters={**in_field["parameters"], "additionalProperties": False})
    assert lint_severities([in_field], "prose-field-relation") == ["warning"]


# ------------------------------------------------------------------ name-catchall-verb

def _catchall(actions: list[str]) -> list[str | None]:
    tool = tool_doc("manage_order", "Manage orders: " + ", ".join(actions) + ".",
                    {"action": {"type": "string", "enum": actions},
                     "order_id": {"type": "string", "description": "Order id."}},
                    required=["action"])
    return lint_severities([tool], "name-catchall-verb")


def test_a_long_mixed_action_list_is_the_mega_tool_finding_a_short_one_keeps_the_name():
    mixed = ["create", "list", "get", "update", "delete", "refund"]
    assert lint_severities([tool_doc("manage_order", "Manage orders.", {
        "action": {"type": "string", "enum": mixed}}, required=["action"])],
        "mega-tool-mixed-actions") == ["warning"]
    assert _catchall(mixed) == ["info"]
    assert _catchall(["get", "delete", "refund"]) == ["warning"]

"""Round 15C: volume noise read by meaning, each family beside a look-alike that keeps the other
behaviour. English and Chinese tools, none taken from the judgements."""

from __future__ import annotations

from functools import partial

from support import lint_findings, lint_severities, tool_doc

_tool = partial(tool_doc, mcp=True)  # this file's tools are MCP tools (`inputSchema`)


RM = "range-missing"


# range-missing: a count whose text gives every integer a meaning (0 = all, negative = from the
# end) has no range to state, in its own description or in the tool's Args block

def test_a_signed_count_documented_in_the_args_block_has_no_range():
    doc = ("Trim entries from a queue.\n\n    Args:\n        queue: The queue name\n"
           "        count: Entries to drop (0 = every entry, negative = from the back)\n")
    tool = _tool("queue_trim", doc, {"queue": {"type": "string"}, "count": {"type": "integer"}},
                 ["queue", "count"])
    assert lint_severities([tool], RM) == []
    zh = _tool("queue_trim", "裁剪队列。", {"queue": {"type": "string"}, "count": {
        "type": "integer", "description": "删除条数，0 表示全部，负数表示从队尾开始删除"}}, ["queue", "count"])
    assert lint_severities([zh], RM) == []
    # look-alikes: a count with no such meaning, a signed change whose size still wants a bound
    delta = _tool("adjust_stock", "调整库存，立即生效。", {"delta": {
        "type": "integer", "description": "库存变化量；正数为入库，负数为出库"}}, ["delta"])
    assert lint_severities([delta], RM) == ["warning"]
    plain = _tool("queue_trim", "Trim entries from a queue.\n\n    Args:\n        count: Entries to "
                                "drop from the front\n", {"count": {"type": "integer"}}, ["count"])
    assert lint_severities([plain], RM) == ["info"]  # asked, not shown: nothing bounds it


def test_a_count_the_text_calls_a_hint_is_info():
    hint = _tool("iterate_records", "Walk the table one page at a time.",
                 {"count": {"type": "integer", "description": "A hint for how many rows to return; "
                                                          "the store may return more or fewer."}})
    assert lint_severities([hint], RM) == ["info"]
    zh = _tool("iterate_records", "分批遍历数据表。",
               {"count": {"type": "integer", "description": "每批返回条数，仅供参考"}})
    assert lint_severities([zh], RM) == ["info"]
    cap = _tool("purge_records", "Delete the oldest rows of the table, one batch at a time.",
                {"count": {"type": "integer", "description": "How many rows to delete."}})
    assert lint_severities([cap], RM) == ["info"]  # asked (not as a hint), not shown


def test_a_duration_is_asked_only_for_its_floor():
    ttl = _tool("cache_put", "Store a value in the cache.",
                {"key": {"type": "string"}, "ttl_seconds": {"type": "integer",
                                                           "description": "Time to live."}}, ["key"])
    found = lint_findings([ttl], RM)
    # its unit in its name: the floor is asked at info (reviewers: "no model sends 0 or a negative
    # timeout"; a duration with no unit stated stays shown, tests/test_counted_budgets_and_open_floors.py)
    assert [f.severity for f in found] == ["info"]
    assert "`minimum`" in found[0].message and "`maximum` only if" in found[0].message
    zh = _tool("session_create", "创建会话。", {"expire_minutes": {"type": "integer",
                                                              "description": "会话过期时间（分钟）"}})
    assert "has no `minimum`:" in lint_findings([zh], RM)[0].message
    # its floor declared: nothing left to ask
    floored = _tool("cache_put", "Store a value.", {"ttl_seconds": {"type": "integer", "minimum": 1}})
    assert lint_severities([floored], RM) == []
    # look-alike: a sampling length in seconds without a duration word keeps both bounds
    sample = _tool("capture_traffic", "Sample traffic for a while.",
                   {"seconds": {"type": "integer", "description": "How long to sample."}})
    assert "`minimum` and `maximum`" in lint_findings([sample], RM)[0].message


def test_a_batch_size_is_asked_only_for_its_floor():
    scan = _tool("export_all_rows", "Export every row of the table.",
                 {"batch_size": {"type": "integer", "description": "Rows fetched per iteration."}})
    assert "a size of 0 or less" in lint_findings([scan], RM)[0].message
    zh = _tool("read_big_file", "分块读取大文件。", {"chunk_size": {"type": "integer", "description": "每块字节数"}})
    assert "has no `minimum`:" in lint_findings([zh], RM)[0].message
    # look-alike: a page size is a cap the service enforces; both bounds are asked
    page = _tool("list_rows", "List rows.", {"page_size": {"type": "integer", "description": "Rows per page."}})
    assert "`minimum` and `maximum`" in lint_findings([page], RM)[0].message


def test_a_price_ceiling_defaulting_to_zero_means_no_ceiling():
    hotel = _tool("search_rooms", "Search rooms.", {"city": {"type": "string"}, "max_price": {
        "type": "integer", "default": 0, "description": "Highest nightly price."}}, ["city"])
    assert lint_severities([hotel], RM) == []
    zh = _tool("search_rooms", "搜索房间。", {"max_price": {"type": "integer", "default": 0,
                                                     "description": "最高价格（元）"}})
    assert lint_severities([zh], RM) == []
    # look-alike: no default of 0, the floor is still asked (info: a unit price)
    free = _tool("search_rooms", "Search rooms.", {"max_price": {"type": "integer",
                                                                 "description": "Highest nightly price."}})
    assert lint_severities([free], RM) == ["info"]


def test_a_write_count_with_its_floor_declared_leaves_the_ceiling_to_info():
    make = _tool("create_answer_slots", "Create empty answer slots for a question.",
                 {"count": {"type": "integer", "exclusiveMinimum": 0, "description": "Slots to add."}},
                 ["count"])
    assert lint_severities([make], RM) == ["info"]
    zh = _tool("create_answer_slots", "创建空白答案项。",
               {"count": {"type": "integer", "minimum": 1, "description": "空白答案项数量"}}, ["count"])
    assert lint_severities([zh], RM) == ["info"]
    # a refund's or an order's ceiling with its floor declared is info too since round 50: it is
    # the charge's or the balance's, dynamic ("any maximum would be invented": holdout 27, 2 F);
    # with no floor at all it stays shown
    refund = _tool("refund_order", "Refund part of an order to the customer's card.",
                   {"quantity": {"type": "integer", "minimum": 1, "description": "Units to refund."}},
                   ["quantity"])
    assert lint_severities([refund], RM) == ["info"]
    bare = _tool("refund_order", "Refund part of an order to the customer's card.",
                 {"quantity": {"type": "integer", "description": "Units to refund."}}, ["quantity"])
    assert lint_severities([bare], RM) == ["warning"]


# description-too-short: a short text that, with the schema, leaves nothing to choose by

DTS = "description-too-short"


def test_a_one_record_read_addressed_by_its_ids_is_info():
    addr = {"project_id": {"type": "string", "description": "Project id."},
            "env": {"type": "string", "description": "Environment, e.g. prod."},
            "bucket_name": {"type": "string", "description": "Bucket name."}}
    en = _tool("get_bucket", "Get bucket details.", addr, list(addr))
    assert lint_severities([en], DTS) == ["info"]
    zh = _tool("get_bucket", "存储桶详情。", addr, list(addr))
    assert lint_severities([zh], DTS) == ["info"]
    # a get over its record's address alone says what comes back (that record) whatever its
    # words; look-alikes: an undescribed address, or a filter among the inputs
    label = _tool("get_bucket", "存储桶信息（原始）", addr, list(addr))
    assert lint_severities([label], DTS) == ["info"]
    bare = {k: {"type": "string"} for k in addr}
    assert lint_severities([_tool("get_bucket", "存储桶", bare, list(addr))], DTS) == ["warning"]
    # a phrase over undescribed inputs: its one gap is what `param-missing-description` shows
    # on them (tests/test_short_text_inputs_asked.py)
    assert lint_severities([_tool("get_bucket", "存储桶信息（原始）", bare, list(addr))], DTS) == [
        "info"]
    filt = {**addr, "include_acl": {"type": "boolean", "description": "Also return the ACL."}}
    assert lint_severities([_tool("get_bucket", "存储桶详情。", filt, list(addr))], DTS) == ["warning"]


def test_a_rename_that_says_so_is_info():
    props = {"folder_id": {"type": "string", "description": "Folder to rename."},
             "new_name": {"type": "string", "description": "The folder's new name."}}
    zh = _tool("update_folder_name", "更新文件夹的名称", props, list(props))
    assert lint_severities([zh], DTS) == ["info"]
    en = _tool("update_folder", "Update a folder (rename it).", props, list(props))
    assert lint_severities([en], DTS) == ["info"]
    # look-alike: another field changes too, or the text only repeats the name
    more = {**props, "color": {"type": "string", "description": "Folder colour."}}
    assert lint_severities([_tool("update_folder", "Update a folder (rename it).", more, ["folder_id"])],
                           DTS) == ["warning"]
    assert lint_severities([_tool("update_folder", "Update a folder.", props, list(props))], DTS) == ["warning"]


def test_a_no_input_tool_stating_its_act_and_effect_is_info():
    zh = _tool("portal_logout", "退出登录，清除会话。")
    assert lint_severities([zh], DTS) == ["info"]
    en = _tool("portal_logout", "Log out, clear session.")
    assert lint_severities([en], DTS) == ["info"]
    # look-alike: one clause says the act, not what else it touches
    assert lint_severities([_tool("purge_cache", "清空所有缓存数据。")], DTS) == ["warning"]
    assert lint_severities([_tool("cancel_all_orders", "Cancel all open orders.")], DTS) == ["warning"]


# array-unbounded: a batch computation the tool does itself touches nothing and reaches no cap

AU = "array-unbounded"


def test_a_batch_computation_is_info():
    files = {"file_list": {"type": "array", "items": {"type": "string"}, "description": "Image paths."}}
    calc = _tool("calc_batch_image_entropy", "Compute the entropy of each image in a batch.", files,
                 ["file_list"])
    assert lint_severities([calc], AU) == ["info"]
    zh = _tool("compute_batch_checksums", "批量计算文件校验和。", files, ["file_list"])
    assert lint_severities([zh], AU) == ["info"]
    # look-alike: a batch sent to a provider keeps its warning
    texts = {"texts": {"type": "array", "items": {"type": "string"}, "description": "待翻译文本"}}
    trans = _tool("bulk_translate", "批量翻译文本。", texts, ["texts"])
    assert lint_severities([trans], AU) == ["warning"]


# param-missing-description: the one free input the tool itself names (the code a code runner
# runs, the string a text utility transforms) is info; an id or a looked-up code still warns

PMD = "param-missing-description"


def test_the_code_a_runner_runs_is_named_by_the_tool():
    run = _tool("execute_python_script", "Execute a Python script in the sandbox.",
                {"script": {"type": "string"}}, ["script"])
    assert lint_severities([run], PMD) == ["info"]
    zh = _tool("run_sql", "在只读副本上执行 SQL。", {"sql": {"type": "string"},
                                              "dialect": {"type": "string", "enum": ["mysql", "pg"]}},
               ["sql"])
    assert lint_severities([zh], PMD) == ["info"]
    # look-alikes: a code the tool looks up, or a free input beside the code
    coupon = _tool("verify_code", "Verify a coupon.", {"code": {"type": "string"}}, ["code"])
    assert lint_severities([coupon], PMD) == ["warning"]
    extra = _tool("run_code", "Run code.", {"code": {"type": "string"}, "env": {"type": "string"}}, ["code"])
    assert lint_severities([extra], PMD) == ["warning"]


def test_the_string_a_text_utility_transforms_is_named_by_the_tool():
    en = _tool("strings_reverse", "Reverse the characters of a string.", {"input": {"type": "string"}},
               ["input"])
    assert lint_severities([en], PMD) == ["info"]
    zh = _tool("strings_reverse", "反转输入字符串的字符顺序。", {"value": {"type": "string"}}, ["value"])
    assert lint_severities([zh], PMD) == ["info"]
    # look-alike: a text whose tool does not say what the input is
    agent = _tool("ask_agent", "Ask the support agent.", {"input": {"type": "string"}}, ["input"])
    assert lint_severities([agent], PMD) == ["warning"]


# name-vague: a file tool whose text names files and directories works on the machine's file
# system: the name's object is specific there

NV = "name-vague"


def _fn(name, description):
    return {"type": "function", "function": {"name": name, "description": description,
                                             "parameters": {"type": "object", "properties": {
                                                 "path": {"type": "string", "description": "Path."}}}}}


def test_a_file_or_directory_tool_is_located():
    assert lint_severities([_fn("delete_file", "Delete a file or directory.")], NV) == []
    assert lint_severities([_fn("delete_file", "删除文件或目录。")], NV) == []
    # look-alike: "files" alone says neither whose files nor which system
    assert lint_severities([_fn("get_files", "Gets files.")], NV) == ["warning"]
    assert lint_severities([_fn("get_files", "获取文件。")], NV) == ["warning"]


def test_the_quantity_of_a_line_a_write_sends_leaves_its_ceiling_to_info():
    line = {"type": "object", "properties": {
        "price": {"type": "string", "description": "The price's id."},
        "quantity": {"type": "integer", "minimum": 1, "description": "Units of this price."}}}
    sub = _tool("update_plan_items", "Replace the plan's items.",
                {"plan_id": {"type": "string", "description": "The plan's id."},
                 "items": {"type": "array", "maxItems": 20, "items": line}}, ["plan_id"])
    assert lint_severities([sub], RM) == ["info"]
    zh = _tool("update_plan_items", "替换套餐的条目。",
               {"plan_id": {"type": "string", "description": "套餐 ID"},
                "items": {"type": "array", "maxItems": 20, "items": {"type": "object", "properties": {
                    "quantity": {"type": "integer", "minimum": 1, "description": "该价格的数量"}}}}},
               ["plan_id"])
    assert lint_severities([zh], RM) == ["info"]
    # look-alike: an object property named `items` is no list of lines; its floor declared, the
    # ceiling is asked at info (round 50), and without a floor it is shown
    one = _tool("refund_items", "Refund units of one item to the customer's card.",
                {"items": {"type": "object", "properties": {
                    "quantity": {"type": "integer", "minimum": 1, "description": "Units to refund."}}}},
                ["items"])
    assert lint_severities([one], RM) == ["info"]
    bare = _tool("refund_items", "Refund units of one item to the customer's card.",
                 {"items": {"type": "object", "properties": {
                     "quantity": {"type": "integer", "description": "Units to refund."}}}}, ["items"])
    assert lint_severities([bare], RM) == ["warning"]

"""naming and collision rules: one bad and one good case per rule (English and Chinese where the
rule reads text) and the reference tools' cases. Side-effect rules: test_rules_side_effects.py."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.linter.engine import lint
from workbench.model import Origin, ToolSet
from workbench.text import name_verb, split_name


def _params(**props):
    return {"type": "object", "properties": props, "additionalProperties": False}


def test_split_name_and_verbs():
    assert split_name("crm_getCustomer.v2") == ("crm", "get", "customer", "v", "2")
    assert name_verb("crm_get_customer").kind == "read"
    assert name_verb("order_get").verb == "get"  # `order` first is the domain
    assert name_verb("order_preview_cancel").verb == "preview"
    assert name_verb("order_submit_cancel").kind == "write"
    assert name_verb("pull_request_read").verb == "read"
    assert name_verb("list_workflow_run_artifacts").verb == "list"
    assert name_verb("AmazonGameStore.recommend").verb == "recommend"
    assert name_verb("manage_order").kind == "catchall"
    assert name_verb("math_factorial").verb is None
    assert name_verb("refund_get_policy").verb == "get"  # a verb-like domain
    assert name_verb("search_movies").verb == "search"


# --- naming -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["get user weather", "查询订单", "a" * 65 + " x", "spotify.play", ""])
def test_name_invalid_chars_bad(name):
    found = hits("name-invalid-chars", make_tool(name=name))
    assert len(found) == 1


def test_a_name_too_long_only_is_a_portability_finding():
    # its characters pass everywhere; only its length fails: `name-too-long`, not both rules
    assert hits("name-invalid-chars", make_tool(name="a" * 65)) == []
    assert len(hits("name-too-long", make_tool(name="a" * 65))) == 1


def test_name_invalid_chars_per_profile():
    dotted = make_tool(name="spotify.play")
    assert hits("name-invalid-chars", dotted, profiles=("mcp",)) == []
    assert hits("name-invalid-chars", dotted, profiles=("gemini",)) == []
    msg = hits("name-invalid-chars", dotted, profiles=("openai", "mcp"))[0].message
    assert "openai" in msg and "mcp:" not in msg and "replace `.`" in msg
    spaced = hits("name-invalid-chars", make_tool(name="get user weather"))[0].message
    assert "replace spaces" in spaced
    zh = hits("name-invalid-chars", make_tool(name="查询订单"))[0].message
    assert "English name" in zh


@pytest.mark.parametrize("name", ["crm_get_customer", "order-get", "weather_get_current"])
def test_name_invalid_chars_good(name):
    assert hits("name-invalid-chars", make_tool(name=name), profiles=("generic", "openai",
                                                                      "anthropic")) == []


def test_param_name_chars():
    bad = make_tool(parameters={"type": "object", "properties": {
        "开始时间": {"type": "string"}, "start time": {"type": "string"}, "": {"type": "string"},
        "ok_name": {"type": "string"}, "userId": {"type": "string"}, "$filter": {"type": "string"},
        "api-version": {"type": "string"}}})
    assert [h.path for h in hits("param-name-chars", bad)] == [
        "/properties/开始时间", "/properties/start time", "/properties/"]


@pytest.mark.parametrize("name", ["query", "do_it", "handle_request", "process", "run", "execute",
                                  "process_data", "search"])
def test_name_vague_bad(name):
    assert hits("name-vague", make_tool(name=name))


@pytest.mark.parametrize("name", ["shipping_get_tracking", "crm_list_open_orders", "update_task",
                                  "search_movies"])
def test_name_vague_good(name):
    assert hits("name-vague", make_tool(name=name)) == []


def test_name_catchall():
    # a bare name with nothing consequential said or listed: info (round 14A); with a delete
    # among its actions it hides what a client must confirm: shown
    assert hits("name-catchall-verb", make_tool(name="manage_order"))[0].severity == "info"
    deletes = make_tool(name="manage_order", parameters=_params(
        action={"type": "string", "enum": ["get", "update_note", "delete"]}))
    assert hits("name-catchall-verb", deletes)[0].severity is None
    assert hits("name-catchall-verb", make_tool(name="handle_refund"))
    assert hits("name-catchall-verb", make_tool(name="order_handle", description="根据订单号修改订单。"))
    # a bare update or edit names one change: not this rule
    for good in ("order_update_address", "order_submit_cancel", "billing_create_refund",
                 "handle_request", "order_update", "edit_memory", "kubectl_patch"):
        assert hits("name-catchall-verb", make_tool(name=good)) == [], good


@pytest.mark.parametrize("name", ["handle_dialog", "browser_handle_dialog", "page_handle_alert",
                                  "handlePopup", "captcha_handle_prompt"])
def test_name_catchall_handle_a_dialog_is_one_action(name):
    tool = make_tool(name=name, description="Accepts or dismisses the open dialog.",
                     parameters=_params(action={"type": "string", "enum": ["accept", "dismiss"]}))
    assert hits("name-catchall-verb", tool) == []


def test_name_catchall_message_lists_the_tools_own_actions():
    tool = make_tool(name="manageStorage", description="管理云存储文件。", parameters=_params(
        action={"type": "string", "enum": ["upload", "download", "delete"]}))
    (h,) = hits("name-catchall-verb", tool)
    assert "`upload`, `download`, `delete`" in h.message and "update_address" not in h.message
    reads = make_tool(name="manageDataModel", parameters=_params(
        action={"type": "string", "enum": ["get", "list", "docs"]}))
    (h,) = hits("name-catchall-verb", reads)
    assert "only read" in h.message
    plain = hits("name-catchall-verb", make_tool(name="process_order"))[0].message
    assert "order_update_address" not in plain and "update_address" not in plain


@pytest.mark.parametrize("name,actions,severity", [
    # reads mixed with writes behind one name: the risk the rule is for
    ("manageStorage", ["upload", "download", "delete"], None),
    ("manage_files", ["get", "remove"], None),
    # ... unless no action is consequential: a close that `reopen` undoes (round 14A)
    ("manage_tickets", ["list", "close", "reopen"], "info"),
    # only reads, or only writes beside the set's read tools: a rename, not a hidden write
    ("manageDataModel", ["get", "list", "docs"], "info"),
    # writes alone, with no read tool beside them: a long list hides what changes, shown when
    # one of them is consequential (round 14A: reviewers judged a list of plain edits a design
    # choice); a few writes on one object (approve/unapprove/reject) stay info
    ("manage_incident", ["acknowledge", "assign", "resolve", "escalate"], "info"),
    ("manage_incident", ["acknowledge", "assign", "resolve", "delete"], None),
    ("manage_review", ["approve", "reject", "reopen"], "info"),
])
def test_name_catchall_warns_where_reads_and_writes_share_the_name(name, actions, severity):
    tool = make_tool(name=name, description="管理该资源：按 action 执行对应操作。",
                     parameters=_params(action={"type": "string", "enum": actions}))
    (h,) = hits("name-catchall-verb", tool)
    assert h.severity == severity


@pytest.mark.parametrize("name,twin", [
    ("manageGateway", "queryGateway"), ("manage_members", "list_members"),
    ("handleAgents", "getAgent"),
])
def test_a_write_only_catchall_beside_its_read_twin_is_info(name, twin):
    writes = {"type": "string", "enum": ["createItem", "updateItem", "deleteItem", "moveItem"]}
    tools = [{"name": name, "description": "写入口，按 action 执行。",
              "parameters": _params(action=writes)},
             {"name": twin, "description": "Reads it.", "parameters": _params()}]
    report = lint(tools, config=False, select=["name-catchall-verb"])
    (f,) = [f for f in report.findings if f.tool == name]
    assert f.severity == "info"
    alone = lint(tools[:1], config=False, select=["name-catchall-verb"])
    assert [f.severity for f in alone.findings] == ["warning"]


def test_name_shape_is_pedantic_and_invents_no_names():
    from workbench.linter.catalogue import all_rules

    assert all_rules()["name-shape"].group == "pedantic"
    (h,) = hits("name-shape", make_tool(name="doc_parser"))
    assert "`parser`" in h.message and "parse" in h.message
    (h,) = hits("name-shape", make_tool(name="google_shopping"))
    assert "no action word" in h.message and "_get_" not in h.message
    for good in ("crm_get_customer", "order_preview_cancel", "get_customer", "take_snapshot",
                 "e2b_sandbox_exec", "maps_geocode", "kubectl_reconnect", "image_gen", "cleanup",
                 "query"):  # query: name-vague's business
        assert hits("name-shape", make_tool(name=good)) == [], good
    # the first of several words is the domain, not an agent noun
    (h,) = hits("name-shape", make_tool(name="browser_console_messages"))
    assert "no action word" in h.message and "(browse)" not in h.message


# --- collision -------------------------------------------------------------------------------

def _set(*tools):
    return ToolSet(tuple(tools))


def test_duplicate_names_across_files():
    a = make_tool(name="get_customer", description="CRM", origin=Origin("crm.json", "/0"))
    b = make_tool(name="get_customer", description="Support", origin=Origin("support.json", "/3"))
    c = make_tool(name="crm_list_orders", description="x")
    found = hits("duplicate-tool-name", a, toolset=_set(a, b, c))
    assert len(found) == 1 and found[0].tool == "get_customer"
    assert "crm.json" in found[0].message and "support.json" in found[0].message
    # two different tools: the message says what to check (one list, or two agents' lists)
    assert "different agents' toolsets" in found[0].message
    ok = _set(make_tool(name="crm_get_customer"), make_tool(name="support_get_customer"))
    assert hits("duplicate-tool-name", ok[0], toolset=ok) == []


def test_duplicate_names_same_definition_or_chinese():
    # the same definition listed twice: a repeat to drop, no agents to tell apart
    a = make_tool(name="get_customer", description="CRM", origin=Origin("crm.json", "/0"))
    b = make_tool(name="get_customer", description="CRM", origin=Origin("crm.json", "/4"))
    found = hits("duplicate-tool-name", a, toolset=_set(a, b))
    assert len(found) == 1 and "keep one" in found[0].message
    # Chinese tools get a Chinese message that names both things to check
    a = make_tool(name="query_order", description="查询订单", origin=Origin("a.json", "/0"))
    b = make_tool(name="query_order", description="查询物流订单", origin=Origin("b.json", "/1"))
    found = hits("duplicate-tool-name", a, toolset=_set(a, b))
    assert len(found) == 1 and "改名" in found[0].message and "不同智能体" in found[0].message


def test_spelling_collision():
    ts = _set(make_tool(name="get_user"), make_tool(name="getUser"), make_tool(name="get-user"))
    found = hits("tool-name-spelling-collision", ts[0], toolset=ts)
    assert {h.tool for h in found} == {"getUser", "get-user"}
    ok = _set(make_tool(name="get_user"), make_tool(name="get_users"))
    assert hits("tool-name-spelling-collision", ok[0], toolset=ok) == []


def test_near_duplicates_same_action_two_domains():
    crm = make_tool(name="crm_get_customer", description="根据客户 ID 查询客户资料。")
    sup = make_tool(name="support_get_customer", description="根据客户 ID 查询客户资料。")
    found = hits("near-duplicate-tools", crm, toolset=_set(crm, sup))
    assert len(found) == 1 and found[0].tool == "support_get_customer"
    crm2 = make_tool(name="crm_get_customer",
                     description="Returns the CRM account record: owner, plan and yearly revenue. "
                                 "For support tickets use support_get_customer.")
    sup2 = make_tool(name="support_get_customer",
                     description="Returns the customer's support profile with open tickets and "
                                 "satisfaction scores. For billing data use crm_get_customer.")
    assert hits("near-duplicate-tools", crm2, toolset=_set(crm2, sup2)) == []


def test_near_duplicates_description_and_old_name():
    desc = ("Read the complete contents of a file from the file system as text. Handles various "
            "text encodings and reports detailed errors if the file cannot be read.")
    old = make_tool(name="read_file", description=desc)
    new = make_tool(name="read_text_file", description=desc + " Use it for text files.")
    other = make_tool(name="weather_get_forecast",
                      description="Returns the weather forecast for a city for the next days.")
    found = hits("near-duplicate-tools", old, toolset=_set(old, new, other))
    assert [h.tool for h in found] == ["read_text_file"]
    # the same template filled with the object named in each tool name is not a duplicate
    user = make_tool(name="okta_create_user", description="Create a user in the Okta organization "
                     "with the provided profile and send no activation email.")
    group = make_tool(name="okta_create_group", description="Create a group in the Okta "
                      "organization with the provided profile and send no activation email.")
    assert hits("near-duplicate-tools", user, toolset=_set(user, group)) == []


def test_near_duplicates_many_distinct_tools_stay_silent():
    tools = [make_tool(name=f"svc{i}_get_item{i}",
                       description=f"Returns item number {i} of catalogue {i * 7} with word{i} "
                                   f"and term{i * 3} and label{i * 5}.") for i in range(2000)]
    ts = _set(*tools)
    assert hits("near-duplicate-tools", tools[0], toolset=ts) == []


def test_name_catchall_after_a_verb_like_domain():
    # `deploy` reads as the action, but `manage` after it still hides several actions
    (h,) = hits("name-catchall-verb", make_tool(name="deploy_manage_release"))
    assert h.severity is None and "`manage`" in h.message
    assert hits("name-catchall-verb", make_tool(name="inventory_manage_stock"))
    for good in ("deploy_create_release", "deploy_rollback_release", "process_list"):
        assert hits("name-catchall-verb", make_tool(name=good)) == [], good


def test_near_duplicates_query_reads_as_get_or_search():
    get = make_tool(name="weather_get_forecast",
                    description="查询某个城市未来若干天的天气预报，包括最高/最低气温、降水概率和风力。只读。")
    query = make_tool(name="weather_query_forecast",
                      description="查询城市未来几天的天气预报，返回最高/最低气温、降水概率和风力。只读。")
    found = hits("near-duplicate-tools", get, toolset=_set(get, query))
    assert [h.tool for h in found] == ["weather_query_forecast"]
    en_get = make_tool(name="crm_get_customer", description="Returns one customer record by id.")
    en_search = make_tool(name="crm_query_customer", description="Returns one customer record by id.")
    assert hits("near-duplicate-tools", en_get, toolset=_set(en_get, en_search))
    # different objects, or descriptions that tell them apart, stay silent
    other = make_tool(name="weather_query_alerts",
                      description="查询城市当前生效的气象预警（暴雨、台风、高温），不含天气预报。")
    assert hits("near-duplicate-tools", get, toolset=_set(get, other)) == []


@pytest.mark.parametrize("name,description", [
    ("getFiles", "Gets files."),
    ("list_items", "Lists items."),
    ("get_file_info", "Returns file info."),
    ("read_records", "读取记录。"),
])
def test_name_vague_generic_object_with_a_thin_description(name, description):
    (h,) = hits("name-vague", make_tool(name=name, description=description))
    assert "drive_" not in h.message and "crm_" not in h.message


@pytest.mark.parametrize("tool", [
    make_tool(name="read_file", description="Reads a file.", source_format="mcp"),  # server-named
    make_tool(name="getFiles", description="Lists the files of one Google Drive folder the "
                                           "signed-in user can open, newest first."),
    make_tool(name="list_items", description="列出当前用户在 Notion 工作区中某个数据库的全部条目，按更新时间倒序。"),
    make_tool(name="drive_list_folder_files", description="Lists files."),
])
def test_name_vague_generic_object_told_apart_stays_silent(tool):
    assert hits("name-vague", tool) == []


@pytest.mark.parametrize("name,description,vague", [
    ("execute_query", "执行 SQL 查询或数据库命令。", False),
    ("execute_query", "Executes a Cypher query against the graph.", False),
    ("run_command", "Runs a shell command in the workspace.", False),
    ("execute_query", "Executes the query.", True),
    ("run_command", "运行命令。", True),
    ("handle_request", "Handles the request for the warehouse.", True),
])
def test_name_vague_reads_what_the_description_makes_specific(name, description, vague):
    assert bool(hits("name-vague", make_tool(name=name, description=description))) is vague


def test_name_verb_reads_nouns_as_nouns():
    assert name_verb("git_log").verb is None
    assert name_verb("audit_log").verb is None
    assert name_verb("maps_place_details").verb is None
    assert name_verb("order_status").verb != "order"
    assert name_verb("place_order").verb == "place"
    assert name_verb("post_message").verb == "post"
    assert name_verb("get_commit").kind == "read"
    assert name_verb("find_duplicate").kind == "read"
    assert name_verb("browser_select_option").kind == "write"  # a page-state change
    assert name_verb("take_screenshot").kind == "read"


def test_near_duplicate_generate_is_a_synonym_of_create():
    desc = "为一个文件{}免登录访问链接并返回 URL。有副作用：持有链接的人在过期前都能访问该文件。"
    a = make_tool(name="files_create_share_link", description=desc.format("创建") + "不用于分享文件夹或邀请同事。")
    b = make_tool(name="files_generate_share_link", description=desc.format("生成") + "不用于分享文件夹。")
    (h,) = hits("near-duplicate-tools", a, toolset=_set(a, b))
    assert h.tool == "files_generate_share_link"
    en_a = make_tool(name="reports_create_summary", description="Creates the weekly sales summary PDF.")
    en_b = make_tool(name="reports_generate_summary", description="Generates the weekly sales summary PDF.")
    assert hits("near-duplicate-tools", en_a, toolset=_set(en_a, en_b))
    # generating a different object is no duplicate
    other = make_tool(name="files_generate_thumbnail", description="为图片文件生成缩略图并返回 URL。只读。")
    assert hits("near-duplicate-tools", a, toolset=_set(a, other)) == []


def test_near_duplicates_same_action_same_parameters_reworded_zh():
    params = {"type": "object", "properties": {"customer_id": {"type": "string"}}}
    get = make_tool(name="crm_get_customer", parameters=params,
                    description="根据客户编号查询客户资料（名称、等级、负责人）。当用户提供客户编号询问客户情况时使用。只读。")
    fetch = make_tool(name="crm_fetch_customer", parameters=params,
                      description="根据客户编号获取客户资料（名称、等级、负责人）。当用户给出客户编号想了解客户时使用。只读。")
    found = hits("near-duplicate-tools", get, toolset=_set(get, fetch))
    assert [h.tool for h in found] == ["crm_fetch_customer"]
    # different arguments: the reworded pair is two tools (by id vs by name)
    by_name = make_tool(name="crm_fetch_customer",
                        parameters={"type": "object", "properties": {"name": {"type": "string"}}},
                        description=fetch.description)
    assert hits("near-duplicate-tools", get, toolset=_set(get, by_name)) == []


def test_near_duplicates_old_name_without_its_verb():
    old = make_tool(name="billing_refund", description="Refunds a paid invoice in full and returns "
                    "the refund id. Use after the customer confirmed the refund.")
    new = make_tool(name="billing_create_refund", description="Refunds a paid invoice in full and "
                    "returns the refund id. Use once the customer has confirmed the refund.")
    found = hits("near-duplicate-tools", old, toolset=_set(old, new))
    assert [h.tool for h in found] == ["billing_create_refund"]
    assert "without its verb" in found[0].message
    listing = make_tool(name="billing_list_refund", description="Lists the refunds issued this "
                        "month with amounts and dates. Read-only.")
    assert hits("near-duplicate-tools", old, toolset=_set(old, listing)) == []


def test_near_duplicates_two_systems_each_naming_its_own_stay_silent():
    google = make_tool(name="oxylabs_google_search_scraper_tool",
                       description="Scrape Google search results with Oxylabs and return the pages.")
    amazon = make_tool(name="oxylabs_amazon_search_scraper_tool",
                       description="Scrape Amazon search results with Oxylabs and return the pages.")
    assert hits("near-duplicate-tools", google, toolset=_set(google, amazon)) == []
    zh_a = make_tool(name="mongo_vector_search", description="在 MongoDB 集合中按向量相似度检索文档。")
    zh_b = make_tool(name="couchbase_vector_search", description="在 Couchbase 集合中按向量相似度检索文档。")
    assert hits("near-duplicate-tools", zh_a, toolset=_set(zh_a, zh_b)) == []
    # the same text with no system named still competes
    same_a = make_tool(name="crm_get_customer", description="Get customer by ID.")
    same_b = make_tool(name="support_get_customer", description="Get customer by ID.")
    assert hits("near-duplicate-tools", same_a, toolset=_set(same_a, same_b))


@pytest.mark.parametrize("old_desc,new_name", [
    ("Read the complete contents of a file as text. DEPRECATED: Use read_text_file instead.",
     "read_text_file"),
    ("⚠️ DEPRECATED：此工具已废弃并收编进 manageEnv，请改用 manageEnv(action=\"addSecurityDomain\")。",
     "manageEnv"),
])
def test_near_duplicates_deprecated_tool_beside_its_successor(old_desc, new_name):
    old = make_tool(name="envDomainManagement" if new_name == "manageEnv" else "read_file",
                    description=old_desc)
    new = make_tool(name=new_name, description="Reads a text file; manages environments.")
    (h,) = hits("near-duplicate-tools", old, toolset=_set(old, new))
    assert h.tool == old.name and new_name in h.message and "deprecated" in h.message
    # a deprecation note naming no tool of the set, or a tool that only mentions another: silent
    alone = make_tool(name="legacy_search", description="Deprecated: this server is no longer "
                      "maintained.")
    mention = make_tool(name="files_list", description="Lists files; see read_text_file to read.")
    assert hits("near-duplicate-tools", alone, toolset=_set(alone, new)) == []
    assert hits("near-duplicate-tools", mention, toolset=_set(mention, new)) == []


@pytest.mark.parametrize("name,desc", [
    ("scaffold_crud_module", "Scaffold a CRUD module (controller, service, routes) for an entity."),
    ("generate_crud_api", "为数据表生成增删改查接口代码。"),
    ("create_admin_user", "Create a user with administrator rights."),
    ("get_process_status", "获取进程的运行状态。"),
])
def test_a_catchall_word_between_a_verb_and_its_object_names_the_object(name, desc):
    assert hits("name-catchall-verb", make_tool(name=name, description=desc)) == []


@pytest.mark.parametrize("name,desc", [
    ("crud_users", "Create, read, update or delete users."),
    ("deploy_manage_release", "管理发布：创建、回滚或删除。"),
    ("user_crud", "对用户增删改查。"),
    ("orders_handle_refund", "Handle a refund request for an order."),
])
def test_a_catchall_word_that_is_the_action_still_fires(name, desc):
    assert hits("name-catchall-verb", make_tool(name=name, description=desc))

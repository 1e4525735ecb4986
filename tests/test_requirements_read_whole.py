"""Requirements read from the whole sentence: a list that must be whole when sent is not needed
on every call; "(required)" with "ask the user" does not call a field optional; "If omitted,
..." makes a field optional even when it names another; a list tool's filter enum and id list
are filters; an upsert's id is left out to create; "no params needed" for one action of a tool
with a required selector is about that action; a least above one and a list for some modes
are no `minItems: 1`. Each with a look-alike that must still fire."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_LINE = {"type": "object", "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer"}}}


@pytest.mark.parametrize("text", [
    "The order lines. Every line must be provided: lines not provided will be deleted.",
    "订单明细。必须提供全部明细，未提供的明细将被删除。",
])
def test_a_list_whole_when_sent_is_not_required(text):
    params = obj({"order_id": {"type": "string"}, "note": {"type": "string"},
                  "lines": {"type": "array", "items": _LINE, "description": text}}, ["order_id"])
    tool = make_tool(name="update_order", description="Updates an order.", parameters=params)
    assert hits("required-contradicts-description", tool) == []


def test_a_list_the_text_requires_still_fires():
    params = obj({"order_id": {"type": "string"},
                  "lines": {"type": "array", "items": _LINE, "description": "Required. The lines."}},
                 ["order_id"])
    tool = make_tool(name="update_order", description="Updates an order.", parameters=params)
    assert hits("required-contradicts-description", tool)


@pytest.mark.parametrize("text", [
    "The kind of workspace to create (required). If not specified by the user, ask the user.",
    "要创建的工作区类型（必填）。如果用户未指定，请询问用户。",
])
def test_required_and_ask_the_user_is_not_called_optional(text):
    params = obj({"kind": {"type": "string", "description": text}, "name": {"type": "string"}},
                 ["kind", "name"])
    tool = make_tool(name="create_workspace", description="Creates a workspace.", parameters=params)
    assert hits("required-contradicts-description", tool) == []


def test_a_required_field_said_optional_still_fires():
    params = obj({"kind": {"type": "string", "description": "Optional. If not specified, a "
                                                         "default kind is used."},
                  "name": {"type": "string"}}, ["kind", "name"])
    tool = make_tool(name="create_workspace", description="Creates a workspace.", parameters=params)
    assert hits("required-contradicts-description", tool)


@pytest.mark.parametrize("text", [
    "Report for one team (UUID). If omitted, reports on all teams matching the state filter.",
    "单个团队的 ID。不传则汇总符合 state 筛选的全部团队。",
])
def test_if_omitted_makes_it_optional_even_naming_another(text):
    params = obj({"team_id": {"type": "string", "description": text},
                  "state": {"type": "string", "enum": ["open", "all"], "default": "open"}})
    tool = make_tool(name="get_team_report", description="Gets a team report.", parameters=params)
    assert hits("required-missing", tool) == []


def test_an_id_with_no_word_of_omission_is_still_needed():
    params = obj({"team_id": {"type": "string", "description": "The team (UUID)."},
                  "state": {"type": "string", "enum": ["open", "all"], "default": "open"}})
    tool = make_tool(name="get_team_report", description="Gets a team report.", parameters=params)
    assert hits("required-missing", tool)


def test_a_list_tools_filter_enum_is_no_dispatch():
    params = obj({"action": {"type": "string", "enum": ["refund", "credit"],
                             "description": "Return entries for the specified action."},
                  "after": {"type": "string"}})
    tool = make_tool(name="list_ledger_entries", description="Lists ledger entries.",
                     parameters=params)
    assert hits("required-missing", tool) == []


@pytest.mark.parametrize("name, params, req", [
    ("list_job_runs", {"job_id": {"type": "string", "description": "The job to list runs of."},
                       "id": {"type": "array", "items": {"type": "string"},
                              "description": "Only these run ids."}}, ["job_id"]),
    ("task_upsert", {"id": {"type": "integer", "description": "Task ID — if provided, this is an "
                                                            "update."},
                     "title": {"type": "string"}}, ["title"]),
    ("任务保存", {"id": {"type": "integer", "description": "任务 ID，不传则新建任务，传入则更新。"},
               "title": {"type": "string"}}, ["title"]),
])
def test_a_filter_list_and_an_upserts_id_are_optional(name, params, req):
    tool = make_tool(name=name, description="", parameters=obj(params, req))
    assert hits("required-id-optional", tool) == []


def test_a_get_tools_own_id_still_fires():
    params = obj({"id": {"type": "integer", "description": "Task ID."}, "fields": {"type": "string"}}, [])
    assert hits("required-id-optional", make_tool(name="get_task", parameters=params))


_SELECTOR = {"action": {"type": "string", "enum": ["price", "list"]},
             "symbol": {"type": "string", "description": "Needed for price."}}


@pytest.mark.parametrize("desc", [
    "Coin data.\n• price — latest price. Requires: symbol\n• list — every coin, no params needed",
    "币种数据。\n• price：最新价格，需要 symbol\n• list：全部币种，无需参数",
])
def test_no_params_for_one_action_is_about_that_action(desc):
    tool = make_tool(name="coin_data", description=desc, parameters=obj(_SELECTOR, ["action"]))
    assert hits("prose-parameter-count", tool) == []


def test_no_params_for_the_tool_with_another_required_field_still_fires():
    params = obj({"symbol": {"type": "string"}}, ["symbol"])
    tool = make_tool(name="coin_list", description="Lists every coin, no params needed.",
                     parameters=params)
    assert hits("prose-parameter-count", tool)


@pytest.mark.parametrize("desc", [
    "Creates a ledger entry. Entry lines must contain at least two lines that balance.",
    "创建记账凭证。分录至少两条且借贷平衡。",
])
def test_a_stated_least_above_one_is_no_min_items_1(desc):
    params = obj({"lines": {"type": "array", "items": _LINE}}, ["lines"])
    assert hits("line-items-may-be-empty", make_tool(name="create_entry", description=desc,
                                                     parameters=params)) == []


def test_a_list_for_some_modes_may_be_empty():
    params = obj({"mode": {"type": "string", "enum": ["whole", "part"],
                           "description": "Include a `lines` array when creating a `part` return."},
                  "lines": {"type": "array", "items": _LINE}}, ["lines"])
    assert hits("line-items-may-be-empty", make_tool(name="create_return", description="Creates "
                                                     "a return.", parameters=params)) == []


def test_an_orders_lines_still_need_one():
    params = obj({"lines": {"type": "array", "items": _LINE, "description": "Order lines."}}, ["lines"])
    assert hits("line-items-may-be-empty", make_tool(name="create_order", description="Creates an "
                                                     "order.", parameters=params))

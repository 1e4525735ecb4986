"""Descriptions that contradict their schema: names the schema lacks, "no input" beside inputs,
"optional" on required fields (and the reverse), defaults that differ from `default`."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import ToolSet


def tool(props, required=(), description="", name="tickets_search_issues"):
    return make_tool(name, description, obj(props, list(required)))


# ------------------------------------------------------------------ prose-unknown-parameter

@pytest.mark.parametrize("description, props, word, same", [
    ("Search issues. Pass `max_results` to limit how many come back.",
     {"query": {"type": "string"}, "maxResults": {"type": "integer"}}, "max_results", "maxResults"),
    ("List files of a folder. The `folderId` parameter selects the folder.",
     {"folder_id": {"type": "string"}}, "folderId", "folder_id"),
    ("查询航班。参数 flight_no 为航班号。", {"flightNo": {"type": "string"}}, "flight_no", "flightNo"),
    ("Look up a domain. Set `includeRaw` to get the raw text.",
     {"domain": {"type": "string"}, "includeraw": {"type": "boolean"}}, "includeRaw", "includeraw"),
])
def test_a_differently_spelt_name(description, props, word, same):
    (h,) = hits("prose-unknown-parameter", tool(props, description=description))
    assert f"`{word}`" in h.message and f"`{same}`" in h.message and h.path == ""


@pytest.mark.parametrize("description, props", [
    ("Create a proxy. Use the `whitelist_ip` parameter to allow one more address.",
     {"country": {"type": "string"}}),
    ("导出报表。可通过 `sheet_name` 参数指定工作表。", {"report_id": {"type": "string"}}),
])
def test_a_name_the_schema_lacks(description, props):
    (h,) = hits("prose-unknown-parameter", tool(props, description=description))
    assert "does not declare" in h.message


def test_names_of_other_things_are_silent():
    # an output field, a nested property, an enum value, another tool and its parameters
    other = make_tool("tickets_get_issue", "", obj({"issue_key": {"type": "string"}}, ["issue_key"]))
    t = make_tool("tickets_search_issues",
                  "Search issues; pass each result's `issue_key` parameter to tickets_get_issue. "
                  "The `sort_by` parameter takes `created_at`. 参数 filter.status 过滤状态。",
                  obj({"sort_by": {"type": "string", "enum": ["created_at", "updated_at"]},
                       "filter": {"type": "object", "properties": {"status": {"type": "string"}}}}, []),
                  output_schema={"type": "object", "properties": {"total_count": {"type": "integer"}}})
    assert hits("prose-unknown-parameter", t, ToolSet((t, other))) == []
    prose_only = tool({"q": {"type": "string", "description": "Results are returned in the "
                                                            "`created_at` field order."}})
    assert hits("prose-unknown-parameter", prose_only) == []


@pytest.mark.parametrize("prop", [
    # the keys of a free-form value (pipeline stages, a filter document, a header map) are
    # named in its description; they are not parameters of the tool
    {"type": "array", "description": "Aggregation stages. For a `$lookup` stage set `localField` "
                                     "and `foreignField`.",
     "items": {"anyOf": [{"type": "object", "properties": {"$match": {"type": "object"}}},
                         {"type": "object", "additionalProperties": True}]}},
    {"type": "object", "description": "Query document, e.g. pass `createdAt` with a range."},
    {"type": "object", "additionalProperties": {"type": "string"},
     "description": "HTTP headers; set `x_request_id` to trace a call."},
    {"type": "array", "items": {"type": "object"},
     "description": "过滤条件列表，每个条件的参数 `field_name` 为字段名，参数 `op_type` 为比较方式。"},
])
def test_keys_of_a_free_form_value_are_not_parameters(prop):
    t = tool({"collection": {"type": "string"}, "stages": prop})
    assert hits("prose-unknown-parameter", t) == []
    # the same words beside a closed value are about the tool's parameters
    closed = dict(prop, type="string")
    closed.pop("items", None)
    closed.pop("additionalProperties", None)
    assert len(hits("prose-unknown-parameter", tool({"collection": {"type": "string"},
                                                      "stages": closed}))) >= 1


# ------------------------------------------------------------------ prose-parameter-count

@pytest.mark.parametrize("description", [
    "Returns the server clock. Takes no arguments.",
    "Returns the server clock. This tool has no parameters.",
    "返回服务器时间，无参数。",
])
def test_no_input_beside_inputs(description):
    (h,) = hits("prose-parameter-count", tool({"timezone": {"type": "string"}}, description=description))
    assert "`timezone`" in h.message


@pytest.mark.parametrize("description, required", [
    ("List open tickets. No parameters are required.", ()),
    ("列出工单，无需任何参数。", ()),
    ("The default behaviour without parameters lists every ticket.", ()),
])
def test_no_required_input_beside_optional_inputs_is_silent(description, required):
    assert hits("prose-parameter-count", tool({"limit": {"type": "integer"}}, required,
                                              description=description)) == []


def test_no_required_input_beside_a_required_one():
    t = tool({"project": {"type": "string"}}, ["project"], description="No input is required.")
    assert len(hits("prose-parameter-count", t)) == 1


def test_a_count_of_arguments():
    t = tool({"a": {"type": "number"}, "b": {"type": "number"}, "c": {"type": "number"}},
             ["a", "b"], description="Adds numbers. Takes two arguments.")
    assert hits("prose-parameter-count", t) == []  # two required, one optional: still "two"
    four = tool({"a": {"type": "number"}}, ["a"], description="This function accepts 3 parameters.")
    (h,) = hits("prose-parameter-count", four)
    assert "1 parameters" in h.message


# ------------------------------------------------------------------ prose-required-mismatch

@pytest.mark.parametrize("description", [
    "下载模板。如果未传入 ide 参数，将从环境变量检测。",
    "List webcams. If limit is not given, then a default of limit=10 is applied.",
    "Export a report. Without the `format` parameter the report is written as CSV.",
    "导出报表。不指定 format 时导出为 CSV。",
    "Export a report. `format` is optional; CSV is used otherwise.",
    "Export a report.\nformat : the file type (optional).",
    "导出报表。\nformat：文件类型，如果未提供则导出 CSV。",
])
def test_tool_description_says_a_required_parameter_may_be_left_out(description):
    t = make_tool("report_export", description,
                  obj({"format": {"type": "string", "enum": ["csv", "xlsx"]},
                       "ide": {"type": "string"}, "limit": {"type": "integer"}},
                      ["format", "ide", "limit"]))
    (h,) = hits("prose-required-mismatch", t)
    assert "tool description" in h.message and h.path.split("/")[-1] in description


@pytest.mark.parametrize("description, props, required", [
    # a parameter's own description is required-contradicts-description's, not this rule's
    ("Send mail.", {"cc": {"type": "string", "description": "(optional) Copy address."}}, ["cc"]),
    # optional in the schema too, or a default that fills it in
    ("List webcams. If limit is not given, 10 is used.", {"limit": {"type": "integer"}}, []),
    ("List webcams. If limit is not given, 10 is used.",
     {"limit": {"type": "integer", "default": 10}}, ["limit"]),
    # "optional" or "if not provided" said of something else the sentence names
    ("Process the queue. Optional payload size can be specified to limit tasks per worker.",
     {"worker": {"type": "string"}}, ["worker"]),
    ("Fetch a record. The domain is automatically detected from the ID format if not provided.",
     {"id": {"type": "string"}}, ["id"]),
    ("抓取记录。如果未提供域名，会根据 id 的格式自动识别。", {"id": {"type": "string"}}, ["id"]),
    # "required for the `create` command": a condition, whatever its wording
    ("Edit a file. `file_text` is required for the `create` command.",
     {"command": {"type": "string", "enum": ["view", "create"]}, "file_text": {"type": "string"}},
     ["command"]),
])
def test_silent_where_the_tool_description_agrees_or_says_nothing(description, props, required):
    assert hits("prose-required-mismatch", make_tool("ops_tool", description, obj(props, required))) == []


# ------------------------------------------------------------------ prose-default-mismatch

@pytest.mark.parametrize("prop, shown", [
    ({"type": "integer", "default": 20, "description": "Rows per page. Defaults to 10."}, "10"),
    ({"type": "string", "default": "", "description": "Kube context (optional - defaults to null)."}, "null"),
    ({"type": "boolean", "default": False, "description": "是否递归，默认值为 true。"}, "true"),
    ({"type": "string", "enum": ["asc", "desc"], "default": "desc", "description": "Sort order (default: asc)."},
     '"asc"'),
])
def test_default_in_prose_differs(prop, shown):
    # one finding for one contradiction: `default-contradicts-description` where it reads the
    # stated default, `prose-default-mismatch` otherwise
    t = tool({"x": prop})
    (h,) = hits("prose-default-mismatch", t) + hits("default-contradicts-description", t)
    assert f"default is {shown}" in h.message or f"defaults to {shown.strip(chr(34))!r}" in h.message


@pytest.mark.parametrize("prop", [
    {"type": "integer", "default": 10, "description": "Rows per page. Defaults to 10."},
    {"type": "integer", "default": 600000, "description": "Window. Defaults to 10 minutes (600,000 milliseconds)."},
    {"type": "number", "default": 0.1, "description": "Efficiency, default value is 10%."},
    {"type": "string", "default": "none", "description": "Diet. Default is none."},
    {"type": "string", "default": None, "description": "Mode bits; defaults to '0755'."},
    {"type": "string", "default": "0644", "description": "For 'mkdir' it defaults to '0755'."},
    {"type": "string", "default": ".", "description": "Folder; defaults to the current directory."},
    {"type": "integer", "default": 3000, "description": "本地端口号，默认3000。"},
])
def test_default_that_agrees_or_cannot_be_compared(prop):
    assert hits("prose-default-mismatch", tool({"x": prop})) == []

"""Round 26B: findings the fourteenth collection's reviewers judged noise or wrong, by family.
English and Chinese, each with a look-alike that must behave the other way:

- `type-number-for-integer`: a depth counted in levels of a tree (`maxDepth`, `depth` "How many
  levels deep", "遍历层级") or a result size per group (`maxResultsPerScript`) typed `number` is
  the answer's shape: info; a depth in metres, or a count that sets what the call
  does, stays shown or silent as before.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


# --- type-number-for-integer: levels walked, results per group -------------------------------

@pytest.mark.parametrize("name,desc", [
    ("maxDepth", "Maximum recursion depth (default: 10)"),
    ("max_depth", "遍历的最大层级，默认 3"),
    ("depth", "How many levels deep to return"),
    ("maxLevels", "最多展开的层数"),
    ("maxResultsPerScript", "Max matches per script"),
    ("maxMatchesPerFile", "每个文件最多返回的匹配数"),
])
def test_levels_walked_or_results_per_group_typed_number_are_info(name, desc):
    tool = make_tool(name="get_tree", description="Get the tree of objects.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    found = hits("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].severity == "info"


@pytest.mark.parametrize("name,desc", [
    ("copies", "Number of copies to print"),
    ("max_retries", "重试的最大次数"),
])
def test_a_count_of_what_the_call_does_stays_shown(name, desc):
    tool = make_tool(name="print_document", description="Print a document.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    assert len(_shown("type-number-for-integer", tool)) == 1


@pytest.mark.parametrize("desc", ["Depth of the dive site in metres", "潜水点的水深（米）"])
def test_a_depth_in_metres_is_no_count(desc):
    tool = make_tool(name="log_dive", description="Log a dive.",
                     parameters=obj({"depth": {"type": "number", "description": desc}}))
    assert hits("type-number-for-integer", tool) == []


# --- additional-properties-open: gates that hold the effect back -----------------------------

def _gated(gates, description="Run a write command on the cloud account."):
    props = {"command": {"type": "string", "description": "The command to run."}, **gates}
    return make_tool(name="cloud_cli_run", description=description,
                     parameters=obj(props, required=["command"], closed=False))


@pytest.mark.parametrize("gates,description", [
    ({"confirm": {"type": "boolean", "default": False}}, "Run a write command on the cloud account."),
    ({"confirm": {"type": "boolean", "description": "写操作必须显式 confirm=true 才执行"}},
     "在云账号上执行写命令。"),
    ({"force": {"type": "boolean", "default": False, "description": "Skip the confirmation prompt."},
      "dry_run": {"type": "boolean", "default": True}}, "Delete the listed snapshots."),
    ({"forced": {"type": "boolean", "description": "为 true 时覆盖本地已有的收件箱"}},
     "注册新的收件箱；已有其他收件箱时拒绝注册，除非 forced。"),
])
def test_an_open_write_whose_optional_keys_all_hold_the_effect_back_is_info(gates, description):
    found = hits("additional-properties-open", _gated(gates, description))
    assert len(found) == 1 and found[0].severity == "info" and found[0].fix


@pytest.mark.parametrize("gates,description", [
    ({"confirm": {"type": "boolean", "default": False},
      "dry_run": {"type": "boolean", "default": False}}, "Schedule an instance reboot."),
    ({"dryRun": {"type": "boolean", "description": "只预览，不写入"},
      "confirm": {"type": "boolean"}}, "批量替换脚本中的文本。"),
    ({"confirm": {"type": "boolean", "default": False},
      "instance": {"type": "string", "description": "Target instance; defaults to the active one."},
      "notes": {"type": "string", "description": "Notes to store."}}, "Modify the model."),
])
def test_a_gate_that_writes_when_dropped_or_a_dropped_target_stays_shown(gates, description):
    found = _shown("additional-properties-open", _gated(gates, description))
    assert len(found) == 1 and found[0].path == ""


@pytest.mark.parametrize("gates,description", [
    # one or two optional keys: reviewers of unseen tools split on them (a bare `force` of a
    # redeploy: dropped, the redeploy still happens)
    ({"force": {"type": "boolean"}}, "Redeploy all apps in the project."),
    ({"force": {"type": "boolean", "description": "强制重新构建"}}, "重新部署项目中的所有应用。"),
    ({"region": {"type": "string", "description": "Region to deploy to."},
      "tag": {"type": "string", "description": "Image tag."}}, "Redeploy all apps in the project."),
    # a dry run ON by default holds the effect back: dropped, the call previews
    ({"dry_run": {"type": "boolean", "default": True},
      "notes": {"type": "string", "description": "Notes to store."}}, "Delete the listed snapshots."),
])
def test_an_open_write_with_one_or_two_optional_keys_is_info(gates, description):
    found = hits("additional-properties-open", _gated(gates, description))
    assert len(found) == 1 and found[0].severity == "info" and found[0].fix


@pytest.mark.parametrize("props", [
    {"query": {"type": "string"}, "page_size": {"type": "integer"}},
    {"query": {"type": "string"}, "max_results": {"type": "integer"}, "sort_by": {"type": "string"},
     "since_date": {"type": "string"}},
])
def test_an_open_read_is_info_however_many_optional_keys(props):
    # a misspelt filter of a read changes a result the model sees: fresh reviewers (holdouts
    # 22-23) called it noise
    tool = make_tool(name="papers_search", description="Search papers by keyword.",
                     parameters=obj(props, required=["query"], closed=False))
    assert _shown("additional-properties-open", tool) == []
    assert [h.severity for h in hits("additional-properties-open", tool)] == ["info"]


# --- additional-properties-open: one field list for many kinds --------------------------------

_KINDS = ["rectangle", "ellipse", "arrow", "text", "line", "image"]


def _element(arrow_text):
    return {"type": "object", "required": ["type", "x", "y"], "properties": {
        "type": {"type": "string", "enum": _KINDS}, "x": {"type": "number"},
        "y": {"type": "number"}, "strokeColor": {"type": "string"}, "opacity": {"type": "number"},
        "startElementId": {"type": "string", "description": arrow_text}}}


@pytest.mark.parametrize("arrow_text", ["For arrows: ID of the element to bind the start to",
                                        "仅用于 arrow：起点绑定的元素 ID"])
def test_a_record_whose_fields_are_per_kind_is_not_closed(arrow_text):
    batch = make_tool(name="batch_create_elements", description="Create canvas elements at once.",
                      parameters=obj({"elements": {"type": "array", "items": _element(arrow_text)}},
                                     required=["elements"], closed=False))
    single = make_tool(name="create_element", description="Create one canvas element.",
                       parameters=_element(arrow_text))
    for tool in (batch, single):
        found = [h for h in hits("additional-properties-open", tool) if h.path.endswith("items")
                 or tool is single]
        assert found and all(h.severity == "info" and not h.fix for h in found)
        assert "oneOf" in found[0].message


@pytest.mark.parametrize("arrow_text", ["ID of the element to bind the start to", "起点绑定的元素 ID",
                                        "Where it starts, e.g. 'door-1' for a door or an arrow"])
def test_a_record_with_a_kind_but_shared_fields_keeps_its_finding(arrow_text):
    single = make_tool(name="create_element", description="Create one canvas element.",
                       parameters=_element(arrow_text))
    found = _shown("additional-properties-open", single)
    assert len(found) == 1 and found[0].fix

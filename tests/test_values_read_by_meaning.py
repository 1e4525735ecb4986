"""Values and relations read from the tool's meaning (fields a coded list belongs to, special
values, one-way dependencies, units written as their own item, ids whose absence has a meaning).

A coded list led by another key's name glosses that key; a bound the text glosses as a special
value, or a comparison that selects a special case ("<=0 removes all"), is no limit; "需同时提供 X"
in one field's text is one direction; a unit written as its own item, an SRV weight, a search's
depth, an upsert's id, a member default of a branched object, a field that "only takes effect"
in one case and a temperature applied as a load each read as what they mean. Each with a
look-alike that keeps the finding."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _one(rule, props, name="edit_model", description="Edit the model.", required=None, **extra):
    return hits(rule, make_tool(name=name, description=description,
                                parameters=obj(props, required=required, **extra)))


# ------------------------------------------------------------------ prose-contradicts-schema
@pytest.mark.parametrize("description", [
    'What to query: "sections" (list), "section_detail" (needs sec_id, optional position 0=start 1=end)',
    '查询类型："sections" (截面列表), "section_detail" (截面详情, 需 sec_id, 可选 position 0=起端 1=末端)',
    'Setting group: "normal_section_bearing": normal_section_bearing_calculation_type: 1=同比例变化 2=轴力不变',
])
def test_a_coded_list_led_by_another_key_is_not_this_fields(description):
    props = {"kind": {"type": "string", "enum": ["sections", "section_detail", "normal_section_bearing"],
                      "description": description},
             "position": {"type": "integer", "enum": [0, 1]}}
    assert _one("prose-contradicts-schema", props) == []


@pytest.mark.parametrize("description", ["kind 0=起端 1=末端", "类型：0=起端 1=末端", "Position values: 0=起端 1=末端"])
def test_a_coded_list_led_by_the_field_or_a_plain_word_is_still_read(description):
    (h,) = _one("prose-contradicts-schema", {"kind": {"type": "string", "enum": ["start", "end", "middle"],
                                                      "description": description}})
    assert "`enum` lacks" in h.message


@pytest.mark.parametrize("description", ["Fish difficulty 5-110. 0 = look up from `fish`.",
                                         "鱼的难度 5-110。0 表示按 fish 查询。"])
def test_a_glossed_zero_bound_is_a_sentinel(description):
    props = {"difficulty": {"type": "integer", "minimum": 0, "maximum": 110, "description": description}}
    assert _one("prose-contradicts-schema", props) == []


@pytest.mark.parametrize("description", ["Fish difficulty 5-110.", "鱼的难度 5-110。"])
def test_an_unexplained_zero_bound_still_contradicts(description):
    props = {"difficulty": {"type": "integer", "minimum": 0, "maximum": 110, "description": description}}
    (h,) = _one("prose-contradicts-schema", props)
    assert "`minimum: 0`" in h.message


# ------------------------------------------------------------------ prose-only-constraint
@pytest.mark.parametrize("description", ['Element ID; for "remove", <=0 removes all elements',
                                         "单元号；删除时 ≤0 表示删除全部单元"])
def test_a_comparison_selecting_a_special_case_is_no_bound(description):
    props = {"action": {"type": "string", "enum": ["assign", "remove"]},
             "element_id": {"type": "integer", "default": -1, "description": description}}
    assert [h for h in _one("prose-only-constraint", props) if "element_id" in h.path] == []


@pytest.mark.parametrize("description", ["Element ID, must be <= 100", "单元号，不超过 100"])
def test_a_plain_upper_bound_is_still_read(description):
    (h,) = _one("prose-only-constraint", {"element_id": {"type": "integer", "description": description}})
    assert "maximum: 100" in h.message


# ------------------------------------------------------------------ prose-field-relation
def _xor(xor_text):
    return {"pattern": {"type": "string", "description": "文本内容正则过滤"},
            "xor_scan": {"type": "boolean", "description": xor_text}}


def test_needs_another_field_in_ones_own_text_is_one_direction():
    (h,) = _one("prose-field-relation", _xor("是否启用 XOR 暴力盲扫（需同时提供 pattern 过滤）"), name="search_strings")
    assert h.severity == "info" and h.fix is None and "`xor_scan` needs `pattern`" in h.message


@pytest.mark.parametrize("text", ["是否启用 XOR 盲扫，与 pattern 必须同时提供",
                                  "Enable the XOR scan; must be used together with pattern"])
def test_a_both_ways_together_rule_stays_shown(text):
    found = _one("prose-field-relation", _xor(text), name="search_strings")
    assert found and found[0].severity is None


# ------------------------------------------------------------------ param-missing-unit
@pytest.mark.parametrize("description", ["Pedestrian/nonmotorized width Dm, m.", "Left/right wheel spacing, fixed m.",
                                         "人行道宽度, m", "Sidewalk width (mm)"])
def test_a_unit_written_as_its_own_item_is_a_unit(description):
    assert _one("param-missing-unit", {"sidewalk_width": {"type": "number", "description": description}}) == []


@pytest.mark.parametrize("description", ["Pedestrian/nonmotorized width.", "人行道宽度"])
def test_a_width_without_a_unit_is_still_shown(description):
    assert _one("param-missing-unit", {"sidewalk_width": {"type": "number", "description": description}})


def test_an_srv_weight_beside_a_priority_has_no_unit():
    props = {"srvPriority": {"type": "number", "description": "Priority for SRV records"},
             "srvWeight": {"type": "number", "description": "Weight for SRV records"}}
    assert _one("param-missing-unit", props, name="createDnsRecord") == []
    zh = {"priority": {"type": "number", "description": "SRV 记录优先级"},
          "weight": {"type": "number", "description": "SRV 记录权重"}}
    assert _one("param-missing-unit", zh, name="create_dns_record") == []


def test_a_parcels_weight_still_needs_a_unit():
    props = {"priority": {"type": "string", "description": "Shipping priority"},
             "weight": {"type": "number", "description": "Weight of the parcel"}}
    assert _one("param-missing-unit", props, name="create_shipment")


# ------------------------------------------------------------------ type-string-for-number
@pytest.mark.parametrize("name,description", [("search_depth", None), ("crawl_depth", "How deep to crawl"),
                                              ("search_depth", "搜索深度：basic 或 advanced")])
def test_a_process_depth_is_no_measurement(name, description):
    sub = {"type": "string"} | ({"description": description} if description else {})
    assert _one("type-string-for-number", {name: sub}, name="search_web") == []


@pytest.mark.parametrize("description", ["Water depth in meters", "水深，单位 米"])
def test_a_bodys_depth_is_still_a_measurement(description):
    assert _one("type-string-for-number", {"water_depth": {"type": "string", "description": description}},
                name="log_dive")


# ------------------------------------------------------------------ required-missing
def _draft(name, description, id_text):
    props = {"draftId": {"type": "string", "description": id_text},
             "to": {"type": "array", "items": {"type": "string"}}, "body": {"type": "string"}}
    return hits("required-missing", make_tool(name=name, description=description,
                                              parameters={"type": "object", "properties": props}))


@pytest.mark.parametrize("description,id_text", [
    ("Create or update a draft email. Omit draftId to create new.", "Draft ID to update"),
    ("新建或更新邮件草稿。", "草稿 ID，不传则新建"),
])
def test_an_id_whose_absence_creates_is_optional(description, id_text):
    assert _draft("draft_email", description, id_text) == []


def test_a_sends_recipient_is_still_needed():
    props = {"to": {"type": "array", "items": {"type": "string"}}, "body": {"type": "string"}}
    found = hits("required-missing", make_tool(name="send_email", description="Send an email now.",
                                               parameters={"type": "object", "properties": props}))
    assert found and "`to`" in found[0].message


# ------------------------------------------------------------------ required-contradicts-description
def _branched(text):
    defs = {"A": {"type": "object", "properties": {"p": {"type": ["number", "null"]}}},
            "B": {"type": "object", "properties": {"q": {"type": "string"}}}}
    return {"type": "object", "required": ["request"], "$defs": defs, "properties": {
        "request": {"description": text, "oneOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]}}}


@pytest.mark.parametrize("text", ["source=standard|user; user LM71 defaults to four 250 kN axles when p is null.",
                                  "source=standard|user；用户 LM71 默认四个 250 kN 轴。"])
def test_a_branched_objects_text_names_its_members_defaults(text):
    assert hits("required-contradicts-description",
                make_tool(name="edit_traffic", description="Edit traffic.", parameters=_branched(text))) == []


@pytest.mark.parametrize("text", ["Rows per page. Defaults to 10.", "每页行数，默认为 10。"])
def test_a_required_scalar_naming_its_default_is_still_shown(text):
    params = {"type": "object", "required": ["limit"],
              "properties": {"limit": {"type": "integer", "description": text}}}
    tool = make_tool(name="list_rows", description="List rows.", parameters=params)
    assert hits("required-contradicts-description", tool)


# ------------------------------------------------------------------ prose-condition
@pytest.mark.parametrize("text", ["新I端节点号，仅与 node_j 同时提供时生效",
                                  "New I-end node; only takes effect when node_j is given"])
def test_a_field_that_only_takes_effect_in_one_case_is_info(text):
    props = {"node_i": {"type": "integer", "description": text}, "node_j": {"type": "integer"}}
    found = [h for h in _one("prose-condition", props) if h.path.endswith("node_i")]
    assert all(h.severity == "info" for h in found)


# ------------------------------------------------------------------ range-missing
@pytest.mark.parametrize("text", ["Temperature difference across the deck", "温差（梯度温度荷载）"])
def test_a_temperature_load_has_no_set_point_range(text):
    found = _one("range-missing", {"temperature": {"type": "number", "description": text}},
                 name="add_temperature_load", description="Adds a temperature load to the model.")
    assert all(h.severity == "info" for h in found)


@pytest.mark.parametrize("text", ["Target temperature of the room", "目标室温"])
def test_a_thermostat_set_point_still_warns(text):
    found = _one("range-missing", {"temperature": {"type": "number", "description": text}},
                 name="set_thermostat", description="Sets the thermostat target.")
    assert found and found[0].severity is None


@pytest.mark.parametrize("description", ["For cable_element_length: 1=total, 2=increment",
                                         "cable_element_length 时：1=全量，2=增量"])
def test_a_coded_list_led_by_a_case_value_stays_this_fields(description):
    props = {"kind": {"type": "string", "enum": ["cable_element_length", "stress"]},
             "increment_type": {"type": "integer", "description": description}}
    found = _one("prose-only-constraint", props)
    assert [h for h in found if h.path.endswith("increment_type") and "enum: [1, 2]" in h.message]

"""What the description states and the schema does not: a closed list named by its subject, a
port number typed as text, one value spelled several ways, a request relayed as it is, and a
requirement that holds for one value of another field. Each reading has a look-alike that must
stay silent."""

from __future__ import annotations

from typing import Any

from workbench.linter.engine import lint
from workbench.loading import load


def _shown(tool: dict[str, Any], rule: str) -> list[Any]:
    report = lint(load(tool), config=False)
    return [f for f in report.active if f.rule == rule and f.severity in ("error", "warning")]


def _tool(name: str, description: str, properties: dict[str, Any], required: list[str] | None = None,
          closed: bool = True) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties,
                              "required": required if required is not None else list(properties)}
    if closed:
        schema["additionalProperties"] = False
    return {"name": name, "description": description, "input_schema": schema}


# ------------------------------------------------------------------ closed list named by its subject

def test_supported_list_binds_to_the_array_it_names() -> None:
    tool = _tool("subtitle_order_tracks",
                 "Order subtitle tracks for a video. Creates an order. Available subtitle formats: srt, vtt "
                 "or ttml.",
                 {"video_id": {"type": "string", "description": "Video id, e.g. vid_20931."},
                  "subtitle_formats": {"type": "array", "items": {"type": "string"},
                                       "description": "Formats to deliver.", "minItems": 1, "maxItems": 3}})
    hits = _shown(tool, "enum-only-in-tool-text")
    assert [h.path for h in hits] == ["/properties/subtitle_formats/items"]
    assert "['srt', 'vtt', 'ttml']" in hits[0].message


def test_supported_list_in_chinese_binds_by_the_noun_in_a_description() -> None:
    tool = _tool("report_export_sheet", "导出报表。支持的导出格式：csv、xlsx、pdf。只读，不修改数据。",
                 {"report_id": {"type": "string", "description": "报表编号，例如 RPT-0091。"},
                  "fmt": {"type": "string", "description": "导出格式。"}})
    hits = _shown(tool, "enum-only-in-tool-text")
    assert [h.path for h in hits] == ["/properties/fmt"]


def test_open_or_unbound_lists_stay_silent() -> None:
    # an open list ("such as"), and a noun no parameter carries
    open_list = _tool("subtitle_order_tracks",
                      "Order subtitle tracks. Supported subtitle formats: srt, vtt, such as those from editors.",
                      {"subtitle_formats": {"type": "array", "items": {"type": "string"},
                                            "description": "Formats.", "maxItems": 3}})
    unbound = _tool("video_transcode",
                    "Transcode a video. Supported containers: mp4, mkv, webm.",
                    {"video_id": {"type": "string", "description": "Video id, e.g. vid_20931."},
                     "preset": {"type": "string", "description": "Encoder preset name."}})
    assert not _shown(open_list, "enum-only-in-tool-text")
    assert not _shown(unbound, "enum-only-in-tool-text")


# ------------------------------------------------------------------ port typed as text

def test_port_number_typed_string_warns_in_english_and_chinese() -> None:
    en = _tool("vpn_add_forward", "Add a port forward on the VPN gateway. Changes the gateway config.",
               {"listen_port": {"type": "string", "description": "Port number to listen on, e.g. 51820."}})
    zh = _tool("nas_open_service_port", "在 NAS 上开放一个服务端口。会修改防火墙配置。",
               {"service_port": {"type": "string", "description": "服务端口号，例如 8080。"}})
    assert [h.path for h in _shown(en, "type-string-for-number")] == ["/properties/listen_port"]
    assert [h.path for h in _shown(zh, "type-string-for-number")] == ["/properties/service_port"]


def test_ports_that_are_not_one_number_stay_silent() -> None:
    shipping = _tool("freight_quote", "Quote a container shipment. Read-only.",
                     {"port": {"type": "string", "description": "Port of loading, UN/LOCODE, e.g. NLRTM."}})
    ranged = _tool("fw_allow_range", "Allow a port range through the firewall.",
                   {"port": {"type": "string", "description": "Port or port range, e.g. 8000-8100."}})
    serial = _tool("plc_connect", "Connect to a PLC over a serial line.",
                   {"serial_port": {"type": "string", "description": "Serial port, e.g. COM3 or /dev/ttyUSB0."}})
    for tool in (shipping, ranged, serial):
        assert not _shown(tool, "type-string-for-number")


# ------------------------------------------------------------------ one value, several spellings

def test_one_state_spelled_with_other_separators_warns() -> None:
    tool = _tool("parcel_set_state", "Set a parcel's state. Writes to the tracking system.",
                 {"state": {"type": "string", "description": "New state.",
                            "enum": ["received", "in_transit", "In Transit", "delivered"]}})
    hits = _shown(tool, "enum-unstable-values")
    assert len(hits) == 1 and "'in_transit', 'In Transit'" in hits[0].message


def test_distinct_values_with_shared_letters_stay_silent() -> None:
    tool = _tool("parcel_set_state", "Set a parcel's state. Writes to the tracking system.",
                 {"state": {"type": "string", "description": "New state.",
                            "enum": ["received", "in_transit", "out_for_delivery", "delivered"]},
                  "score": {"type": "string", "description": "Match score.", "enum": ["1-2", "12", "2-1"]}})
    assert not _shown(tool, "enum-unstable-values")


# ------------------------------------------------------------------ request relayed as it is

def test_request_relayed_as_is_warns_on_an_open_write() -> None:
    en = _tool("crm_update_contact", "Update a contact in the CRM. The payload is passed to the CRM API as-is.",
               {"contact_id": {"type": "string", "description": "Contact id, e.g. C-1182."},
                "email": {"type": "string", "description": "New e-mail address.", "format": "email"}},
               closed=False)
    zh = _tool("hr_update_employee", "更新员工档案。会写入人事系统。请求参数原样转发给人事系统接口。",
               {"employee_id": {"type": "string", "description": "员工编号，例如 E-20931。"},
                "mobile": {"type": "string", "description": "新手机号，例如 13800138000。"}}, closed=False)
    for tool in (en, zh):
        hits = _shown(tool, "additional-properties-open")
        assert len(hits) == 1 and hits[0].path == "" and "passed on as it is" in hits[0].message


def test_forwarding_that_is_the_tool_s_job_stays_info() -> None:
    # an e-mail tool that forwards a message: its arguments are not relayed anywhere
    tool = _tool("mail_forward_message", "Forward an e-mail message to another address. Sends e-mail.",
                 {"message_id": {"type": "string", "description": "Message id, e.g. msg_8812."},
                  "to": {"type": "string", "description": "Recipient address.", "format": "email"}},
                 closed=False)
    assert not _shown(tool, "additional-properties-open")


# ------------------------------------------------------------------ a requirement for one value

def test_needed_for_one_value_of_another_field_is_a_condition() -> None:
    tool = _tool("clinic_book_visit", "Book a clinic visit. Creates a booking the clinic acts on.",
                 {"visit_kind": {"type": "string", "enum": ["in_person", "video"], "description": "Kind of visit."},
                  "room": {"type": "string", "description": "Room code, e.g. R12."},
                  "meeting_link_email": {"type": "string", "format": "email",
                                         "description": "Where to send the link. Needed for video visits."}},
                 required=["visit_kind"])
    hits = _shown(tool, "prose-condition")
    assert [h.path for h in hits] == ["/properties/meeting_link_email"]
    assert "const: 'video'" in hits[0].message


def test_short_code_value_named_after_the_field_and_a_second_duty() -> None:
    tool = _tool("claim_set_tier", "Set the review tier of an insurance claim. Writes to the claim file.",
                 {"tier": {"type": "string", "enum": ["A", "B", "C"], "description": "Review tier."},
                  "reviewer_note": {"type": "string", "maxLength": 500,
                                    "description": "Reason for the tier. Must be given for tier A and must be "
                                                   "omitted otherwise."}},
                 required=["tier"])
    hits = _shown(tool, "prose-condition")
    assert [h.path for h in hits] == ["/properties/reviewer_note"] and "const: 'A'" in hits[0].message


def test_needed_for_a_purpose_is_no_condition() -> None:
    tool = _tool("crypto_decrypt", "Decrypt a message. Read-only.",
                 {"algorithm": {"type": "string", "enum": ["aes", "rsa"], "description": "Cipher."},
                  "key": {"type": "string", "description": "The decryption key required for the selected "
                                                          "algorithm."}})
    report = lint(load(tool), config=False)
    assert not [f for f in report.active if f.rule == "prose-condition"]


# ------------------------------------------------------------------ one value, two names across tools

def _set(*tools: dict[str, Any]) -> list[Any]:
    report = lint(load(list(tools)), config=False)
    return [f for f in report.active if f.rule == "param-alias-across-tools" and f.severity == "warning"]


_WAYBILL = {"type": "string", "description": "运单号，例如 SF1234567890。", "pattern": "^SF[0-9]{10}$"}


def test_same_reference_under_two_names_warns_in_chinese() -> None:
    hits = _set(_tool("express_track", "查询快递轨迹。只读。", {"waybill_no": dict(_WAYBILL)}),
                _tool("express_cancel", "取消寄件。会通知快递员，无法撤销。", {"trackingNumber": dict(_WAYBILL)}))
    assert len(hits) == 1 and "`trackingNumber` (express_cancel)" in hits[0].message


def test_same_name_roles_and_plain_digits_stay_silent() -> None:
    same_name = _set(_tool("express_track", "查询快递轨迹。只读。", {"waybill_no": dict(_WAYBILL)}),
                     _tool("express_cancel", "取消寄件。无法撤销。", {"waybillNo": dict(_WAYBILL)}))
    digits = {"type": "string", "description": "Order number, e.g. 20931.", "pattern": "^[0-9]+$"}
    plain = _set(_tool("order_get", "Get an order. Read-only.", {"order_no": dict(digits)}),
                 _tool("order_refund", "Refund an order. Moves money.", {"ref": dict(digits)}))
    assert not same_name and not plain  # a style slip is param-naming-style-mixed's; no literal part


# ------------------------------------------------------------------ promises the schema does not carry

def test_filter_the_schema_lacks_is_reported_at_info_in_english_and_chinese() -> None:
    # info since round 14B: no such finding on real tools was ever judged useful
    en = _tool("fleet_list_trucks", "List trucks in a depot. Read-only. Results can be filtered by driver name.",
               {"depot_code": {"type": "string", "description": "Depot code, e.g. DP-04.", "pattern": "^DP-[0-9]{2}$"}})
    zh = _tool("clinic_list_slots", "列出门诊当天可预约的号源。只读。支持按医生姓名筛选。",
               {"dept_code": {"type": "string", "description": "科室代码，例如 CARD。"}})
    for tool in (en, zh):
        found = [f for f in lint(load(tool), config=False).active if f.rule == "prose-filter-not-in-schema"]
        assert [(f.path, f.severity) for f in found] == [("", "info")]


def test_filter_a_parameter_takes_or_another_tool_offers_stays_silent() -> None:
    has_it = _tool("fleet_list_trucks", "List trucks in a depot. Read-only. Results can be filtered by driver name.",
                   {"depot_code": {"type": "string", "description": "Depot code, e.g. DP-04."},
                    "driver": {"type": "string", "description": "Driver's full name to match."}})
    zh_has_it = _tool("clinic_list_slots", "列出门诊号源。只读。支持按医生姓名筛选。",
                      {"doctor": {"type": "string", "description": "医生姓名，例如 王芳。"}})
    elsewhere = _tool("fleet_list_trucks", "List trucks in a depot. To filter by driver name use fleet_search_trucks.",
                      {"depot_code": {"type": "string", "description": "Depot code, e.g. DP-04."}})
    for tool in (has_it, zh_has_it, elsewhere):
        assert not _shown(tool, "prose-filter-not-in-schema")


def test_all_times_utc_against_a_local_time_parameter() -> None:
    en = _tool("plant_get_alarms", "Return alarms raised in a window. Read-only. All timestamps are in UTC.",
               {"since": {"type": "string", "format": "date-time",
                          "description": "Window start in plant local time, e.g. 2026-10-02T06:00:00."}})
    zh = _tool("metro_get_ridership", "查询客流数据。只读。所有时间均为 UTC。",
               {"start_time": {"type": "string", "format": "date-time",
                               "description": "开始时间，北京时间，例如 2026-10-02T08:00:00。"}})
    assert [h.path for h in _shown(en, "prose-time-zone-conflict")] == ["/properties/since"]
    assert [h.path for h in _shown(zh, "prose-time-zone-conflict")] == ["/properties/start_time"]


def test_consistent_or_zone_named_times_stay_silent() -> None:
    utc = _tool("plant_get_alarms", "Return alarms raised in a window. Read-only. All timestamps are in UTC.",
                {"since": {"type": "string", "format": "date-time",
                           "description": "Window start in UTC, e.g. 2026-10-02T06:00:00Z."},
                 "display_zone": {"type": "string", "description": "Local time zone for labels, e.g. Europe/Oslo."}})
    no_claim = _tool("plant_get_alarms", "Return alarms raised in a window. Read-only.",
                     {"since": {"type": "string", "format": "date-time",
                                "description": "Window start in plant local time, e.g. 2026-10-02T06:00:00."}})
    for tool in (utc, no_claim):
        assert not _shown(tool, "prose-time-zone-conflict")


# ------------------------------------------------------------------ a percentage a write applies

def test_percentage_set_by_a_write_needs_its_range() -> None:
    en = _tool("hvac_set_damper", "Set a ventilation damper's opening. Moves equipment; confirm first.",
               {"damper_id": {"type": "string", "enum": ["D1", "D2"], "description": "Damper."},
                "opening": {"type": "number", "description": "Target opening as a percentage of fully open."}})
    zh = _tool("pump_set_output", "设置水泵输出。会直接控制现场设备。",
               {"pump_id": {"type": "string", "enum": ["P1", "P2"], "description": "水泵编号。"},
                "output_pct": {"type": "number", "description": "目标输出。"}})
    assert [h.path for h in _shown(en, "range-missing")] == ["/properties/opening"]
    assert [h.path for h in _shown(zh, "range-missing")] == ["/properties/output_pct"]


def test_percentage_a_read_filters_by_stays_info() -> None:
    tool = _tool("fund_search", "Search funds. Read-only.",
                 {"min_return_pct": {"type": "number", "description": "Minimum one-year return in percent."}})
    assert not _shown(tool, "range-missing")

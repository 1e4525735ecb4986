"""A label that names the formats to choose from ("Output format: oneline, full or short",
"归档格式：zip(默认)/tar/tar.gz") lists the field's values: `enum-missing` asks for them, the value
marked "(默认)" included. A format label before a value's form ("日期格式：yyyy-mm-dd/yyyymmdd",
"Format: hh:mm, hh:mm:ss") lists forms, not values, and stays silent."""

from __future__ import annotations

import pytest

from support import closed_mcp_tool, lint_findings


def _enum_values(name, field, desc):
    tool = closed_mcp_tool(name, "Works on the repository.", {field: {"type": "string", "description": desc}})
    found = [f for f in lint_findings([tool], "enum-missing") if f.severity == "warning"]
    return found


@pytest.mark.parametrize("name,field,desc,values", [
    ("git_log", "format_type", "Output format: oneline, full or short", "['oneline', 'full', 'short']"),
    ("git_log", "format_type", "输出格式：oneline(默认)/full", "['oneline', 'full']"),
    ("archive_create", "format", "归档格式：zip(默认)/tar/tar.gz/tar.bz2/tar.xz",
     "['zip', 'tar', 'tar.gz', 'tar.bz2', 'tar.xz']"),
    ("export_papers", "format", "导出格式: csv, json, bibtex, ris", "['csv', 'json', 'bibtex', 'ris']"),
])
def test_a_format_label_before_choices_lists_the_values(name, field, desc, values):
    (f,) = _enum_values(name, field, desc)
    assert values in f.message and f.path == f"/properties/{field}"


@pytest.mark.parametrize("field,desc", [
    ("date", "日期格式：yyyy-mm-dd/yyyymmdd"),
    ("date", "Format: YYYY-MM-DD or YYYYMMDD"),
    ("start_time", "Format: hh:mm, hh:mm:ss"),
    ("format_type", "Output format: oneline, full, etc."),
])
def test_a_format_label_before_forms_or_an_open_list_gives_no_enum(field, desc):
    assert _enum_values("report_query", field, desc) == []

"""`param-name-misleading`: renaming `query` to `path` when the tool already has `path` (the search
root, while `query` holds "path terms" matched against it) would clash with a sibling: silent. The
same `query` described as a path in a tool without `path` still warns."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc

RULE = "param-name-misleading"


@pytest.mark.parametrize("desc,qdesc,pdesc", [
    ("Find files whose path matches all terms.", "Case-insensitive path terms; all must match",
     "Directory to search from"),
    ("按路径关键词查找文件。", "文件路径（不区分大小写，全部匹配）", "搜索的起始目录")])
def test_a_name_a_sibling_already_has_is_not_offered(desc, qdesc, pdesc):
    doc = tool_doc("find_files", desc, {"query": {"type": "string", "description": qdesc},
                                        "path": {"type": "string", "description": pdesc}}, ["query"])
    assert lint_severities([doc], RULE) == []


@pytest.mark.parametrize("desc,qdesc", [
    ("Read a file.", "File path to read"),
    ("读取文件。", "要读取的文件路径")])
def test_a_path_in_query_without_a_path_sibling_still_warns(desc, qdesc):
    doc = tool_doc("read_file", desc, {"query": {"type": "string", "description": qdesc}}, ["query"])
    assert lint_severities([doc], RULE) == ["warning"]


def test_a_sibling_holding_another_path_does_not_silence_it():
    doc = tool_doc("convert_file", "Convert a file.", {
        "query": {"type": "string", "description": "File path to read"},
        "output_path": {"type": "string", "description": "Where to write the result"}}, ["query"])
    assert lint_severities([doc], RULE) == ["warning"]

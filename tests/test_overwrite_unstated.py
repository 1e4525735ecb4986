"""overwrite-unstated: a tool that moves, copies, downloads or saves into a path the caller names
says what happens when that path already holds a file. Silent where any text says it (覆盖,
"fails if it exists"), where a parameter declares the choice (`overwrite`), where the path is
what the tool reads (a search's `target`, an upload's `local_path`, a report's `save_path`),
and where "不存在时自动创建" only speaks of a missing folder. In English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "overwrite-unstated"


def _tool(name, desc, props, required=None):
    return make_tool(name=name, description=desc, parameters=obj(props, required=required))


_SRC = {"type": "string", "description": "Source path, e.g. /a/b.txt."}


@pytest.mark.parametrize("name,desc,props,where", [
    ("move_file", "移动或重命名坚果云中的文件。", {"src_path": _SRC, "dst_path": {"type": "string"}},
     "/properties/dst_path"),
    ("move_file", "Move or rename a file.", {"source": _SRC, "destination": {"type": "string"}},
     "/properties/destination"),
    ("download_dir", "从坚果云递归下载整个目录到本机。local_dir 为本机目标目录路径，不存在时自动创建。",
     {"remote_dir": _SRC, "local_dir": {"type": "string"}}, "/properties/local_dir"),
    ("export_record_xml", "Export one record as XML.",
     {"sys_id": {"type": "string", "description": "Record id."},
      "output_path": {"type": "string", "description": "Where to write the XML file."}},
     "/properties/output_path"),
])
def test_a_placing_tool_that_does_not_say_what_happens_to_a_file_there(name, desc, props, where):
    found = hits(RULE, _tool(name, desc, props))
    assert [h.path for h in found] == [where] and found[0].fix is None
    assert ("覆盖" in found[0].message) == ("坚果云" in desc)


@pytest.mark.parametrize("name,desc,props", [
    ("move_file", "Move a file. Fails if a file already exists at dst_path.",
     {"src_path": _SRC, "dst_path": {"type": "string"}}),
    ("copy_file", "复制文件，目标已存在时覆盖。", {"src_path": _SRC, "dst_path": {"type": "string"}}),
    ("download_file", "Download a file.", {"remote_path": _SRC, "local_path": {"type": "string"},
                                            "overwrite": {"type": "boolean", "default": False}}),
    ("search_files", "Search files under a folder.", {"pattern": _SRC, "target": {"type": "string"}}),
    ("upload_file", "Upload a local file.", {"local_path": _SRC}),
    ("crop_planner", "Plan crops from a Stardew Valley save.", {"save_path": _SRC}),
    ("generate_image", "Generate an image.", {"prompt": _SRC, "out_dir": {"type": "string"}}),
    ("convert_units", "Convert a value.", {"value": {"type": "number"}, "to": {"type": "string"}}),
    ("rename_server", "Rename a server.", {"from": _SRC, "to": {"type": "string",
                                                                "description": "New name."}}),
])
def test_said_declared_or_read_paths_stay_silent(name, desc, props):
    assert hits(RULE, _tool(name, desc, props)) == []

"""param-name-chars: parameters that copy the wrapped command's flags (`-i`, `-A`, `--glob`)
are one `info` finding per tool naming them once; other unusual names (spaces, Chinese, dots)
stay a warning each (English and Chinese names)."""

from __future__ import annotations

from support import hits, make_tool, obj


def _grep(props):
    return make_tool(name="Grep", description="Search file contents with ripgrep.",
                     parameters=obj(props))


def test_copied_flags_are_one_info_finding_per_tool():
    tool = _grep({"pattern": {"type": "string", "description": "Regex."},
                  "-i": {"type": "boolean", "description": "Case insensitive."},
                  "-C": {"type": "integer", "description": "Context lines."},
                  "--max-count": {"type": "integer", "description": "Stop after N matches."}})
    (h,) = hits("param-name-chars", tool)
    assert h.severity == "info" and h.path == "/properties/-i"
    assert "`-i`, `-C`, `--max-count`" in h.message


def test_other_unusual_names_stay_a_warning_each():
    tool = _grep({"-n": {"type": "boolean", "description": "行号"},
                  "文件 路径": {"type": "string", "description": "路径"},
                  "max count": {"type": "integer", "description": "Max."}})
    found = hits("param-name-chars", tool)
    assert sorted(h.severity or "warning" for h in found) == ["info", "warning", "warning"]

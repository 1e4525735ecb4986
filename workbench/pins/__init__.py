"""Pin a tool set and verify it later: rug-pull detection for tool definitions.

`pin(tools, servers=...)` records, per tool, a canonical SHA-256 of each pinned field (name,
title, description, parameter schema, annotations, output schema) and of the whole, plus the
identity of the server that listed it; `Lockfile.write(path)` saves it as sorted, indented JSON
(one entry per tool, so a changed tool is a small, reviewable diff). `verify(tools, lock)` reports
tools added, removed and changed, with the diff of each change, its breaking verdict and a
severity: an error when the new text adds instruction-like content, new side effects or new
parameters that carry identity or secrets.
"""

from workbench.pins.lockfile import Lockfile, PinnedTool, pin, read_lockfile
from workbench.pins.verify import ToolChange, VerifyReport, verify

__all__ = ["Lockfile", "PinnedTool", "ToolChange", "VerifyReport", "pin", "read_lockfile", "verify"]

"""The working copy of one tool in a design session: the editable text, the last version that
parsed, and the findings of that version placed on the text.

The editor shows a small document holding what a designer changes, `{"name", "description",
"parameters"}` (plus `"strict"` when the tool has that flag), as JSON or YAML. Each edit is parsed;
a text that does not parse (or is not such a document) keeps the last good tool and reports the
error at its line, so nothing is ever lost. No widget here: the dashboard (`dashboard.py`) and
the editor widget (`editor.py`) are thin shells over this class, and tests drive it directly.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from workbench.jsonpatch import apply_patch
from workbench.model import Finding, Tool, ToolSet
from workbench.ui.spans import line_offset, nearest, spans, to_utf16

LANGUAGES = ("json", "yaml")
DOCUMENT_KEYS = ("name", "description", "parameters", "strict")
# findings about the tool itself (path "") point at the member they are about
_NAME_CATEGORIES = frozenset({"naming", "collision"})
_DESCRIPTION_CATEGORIES = frozenset({"description", "side-effect", "injection", "mega-tool"})


@dataclass(frozen=True)
class ParseError:
    """Why the editor text is not a tool document, and where (1-based line and column)."""

    message: str
    line: int = 1
    column: int = 1

    def describe(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"


def tool_document(tool: Tool) -> dict[str, Any]:
    """The editable part of `tool` as a plain document."""
    doc: dict[str, Any] = {"name": tool.name, "description": tool.description,
                           "parameters": json.loads(json.dumps(tool.parameters, default=str))}
    if tool.strict is not None:
        doc["strict"] = tool.strict
    return doc


def document_text(tool: Tool, language: str = "json") -> str:
    """`tool_document(tool)` as JSON (2-space indent) or YAML (keys in schema order)."""
    doc = tool_document(tool)
    if language == "yaml":
        import yaml

        return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=100)
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def parse_document(text: str, base: Tool, language: str = "json") -> Tool | ParseError:
    """The tool `text` describes (`base` with its name, description, parameters and strict flag
    replaced), or where and why the text is not a tool document."""
    if language == "yaml":
        import yaml

        try:
            doc = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
            problem = getattr(exc, "problem", None) or str(exc)
            if mark is None:
                return ParseError(f"not YAML: {problem}")
            return ParseError(f"not YAML: {problem}", mark.line + 1, mark.column + 1)
    else:
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            return ParseError(f"not JSON: {exc.msg}", exc.lineno, exc.colno)
        except RecursionError:
            return ParseError("nested too deeply to edit")
    return _tool_from(doc, text, base, language)


def _tool_from(doc: Any, text: str, base: Tool, language: str) -> Tool | ParseError:
    def at(pointer: str, message: str) -> ParseError:
        found = nearest(spans(text, language), pointer)
        offset = found[1].mark()[0] if found else 0
        line = text.count("\n", 0, offset) + 1
        return ParseError(message, line, offset - (text.rfind("\n", 0, offset) + 1) + 1)

    if not isinstance(doc, dict):
        return ParseError('expected an object with "name", "description" and "parameters"')
    unknown = [k for k in doc if k not in DOCUMENT_KEYS]
    if unknown:
        return at(f"/{unknown[0]}", f"unknown key {unknown[0]!r}: the editor holds "
                                    f"{', '.join(DOCUMENT_KEYS)}")
    name = doc.get("name")
    if not isinstance(name, str) or not name.strip():
        return at("/name", '"name" must be a non-empty string')
    description = doc.get("description")
    if description is not None and not isinstance(description, str):
        return at("/description", '"description" must be a string or null')
    parameters = doc.get("parameters", {})
    if not isinstance(parameters, dict):
        return at("/parameters", '"parameters" must be an object (a JSON Schema)')
    strict = doc.get("strict", base.strict)
    if strict is not None and not isinstance(strict, bool):
        return at("/strict", '"strict" must be true, false or null')
    return replace(base, name=name, description=description, parameters=parameters, strict=strict)


def document_pointer(finding: Finding) -> str:
    """Where in the editor document a finding belongs (its path is relative to the parameters)."""
    if finding.path:
        return "/parameters" + finding.path
    if finding.category in _NAME_CATEGORIES:
        return "/name"
    if finding.category in _DESCRIPTION_CATEGORIES:
        return "/description"
    return "/parameters"


class WorkingCopy:
    """One tool being designed: `text` (what the editor shows), `tool` (the last version that
    parsed), `error` (why the current text does not parse, or None), and the lint of `tool`."""

    def __init__(self, original: Tool, *, profiles: Any = None, language: str = "json") -> None:
        if language not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
        self.original = original
        self.profiles = profiles
        self.language = language
        self.tool = original
        self.text = document_text(original, language)
        self.error: ParseError | None = None
        self.findings: list[Finding] = []
        self.score: Any = ""
        self.changes = 0  # edits and fixes that produced a new tool since the original
        self._relint()
        self.baseline: tuple[list[Finding], Any] = (self.findings, self.score)
        """The original's findings and score, linted alone like the working copy (so a finding
        that needs the rest of the set does not look fixed)."""

    @property
    def changed(self) -> bool:
        """Whether the working copy differs from the original (name, description, schema)."""
        return tool_document(self.tool) != tool_document(self.original)

    def edit(self, text: str) -> bool:
        """Take the editor's text. Returns True when it parsed into a different tool (findings
        and score are then recomputed); on a parse error the last good tool stays."""
        self.text = text
        parsed = parse_document(text, self.original, self.language)
        if isinstance(parsed, ParseError):
            self.error = parsed
            return False
        self.error = None
        if tool_document(parsed) == tool_document(self.tool):
            return False
        self.tool = parsed
        self.changes += 1
        self._relint()
        return True

    def apply_fix(self, finding: Finding) -> None:
        """Apply a finding's JSON Patch to the working copy's schema and rewrite the text."""
        if not finding.fix:
            raise ValueError(f"{finding.rule} carries no fix")
        patched = apply_patch(dict(self.tool.parameters), finding.fix)
        self.replace(self.tool.with_parameters(patched))

    def replace(self, tool: Tool) -> None:
        """Make `tool` the working copy and rewrite the text from it."""
        self.tool = tool
        self.changes += 1
        self.error = None
        self.text = document_text(tool, self.language)
        self._relint()

    def reset(self) -> None:
        """Back to the original tool and its text."""
        self.tool, self.changes, self.error = self.original, 0, None
        self.text = document_text(self.original, self.language)
        self._relint()

    def set_language(self, language: str) -> None:
        """Show the working copy as JSON or YAML (the text is rewritten from the last good tool)."""
        if language not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
        self.language = language
        self.error = None
        self.text = document_text(self.tool, language)

    def _relint(self) -> None:
        from workbench.linter.engine import lint

        report = lint(self.tool, profiles=self.profiles)
        self.findings = report.for_tool(self.tool.name)
        self.score = report.scores.get(self.tool.name, "")

    def diagnostics(self) -> list[dict[str, Any]]:
        """The findings (or the parse error) as editor marks: UTF-16 `from`/`to`, `severity`,
        `message` starting with the severity word (colour is never the only signal)."""
        text = self.text
        if self.error is not None:
            start = line_offset(text, self.error.line, self.error.column)
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
            if end <= start:
                start = max(min(start, len(text)) - 1, 0)
                end = min(start + 1, len(text))
            marks = [(start, end, "error", f"error: {self.error.message} (the last good version "
                      "is kept: the findings, form and panels show it)")]
        else:
            where = spans(text, self.language)
            marks = []
            for f in sorted(self.findings, key=lambda f: f.sort_key()):
                if f.suppressed:
                    continue
                found = nearest(where, document_pointer(f))
                start, end = found[1].mark() if found else (0, min(1, len(text)))
                fix = " A fix is offered in the Lint tab." if f.fix else ""
                marks.append((start, end, f.severity, f"{f.severity}: {f.rule}: {f.message}{fix}"))
        offsets = to_utf16(text, [m for mark in marks for m in mark[:2]])
        return [{"from": offsets[2 * i], "to": offsets[2 * i + 1], "severity": sev, "message": msg}
                for i, (_, _, sev, msg) in enumerate(marks)]


def working_set(toolset: Any, copies: Mapping[int, WorkingCopy]) -> ToolSet:
    """`toolset` with each tool that has a working copy replaced by that copy's last good tool
    (load problems kept), ready to be saved with `workbench.envelopes.write`."""
    tools = tuple(copies[i].tool if i in copies else t for i, t in enumerate(toolset))
    return ToolSet(tools, toolset.problems)

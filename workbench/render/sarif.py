"""SARIF 2.1.0 rendering of a lint report, in the shape GitHub code scanning ingests: one run,
`tool.driver.rules` with the catalogue docs, results located in the file the tool was loaded from
(relative path; the line of the property the finding is about when the file can be mapped, else
the tool's line) and logically by tool name + pointer.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from workbench.linter.catalogue import Rule
from workbench.model import Finding
from workbench.render.positions import schema_line

if TYPE_CHECKING:
    from workbench.linter.engine import LintReport

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://pypi.org/project/toolschema-workbench/"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def to_sarif(report: LintReport) -> dict[str, Any]:
    from workbench import __version__
    from workbench.linter.catalogue import all_rules

    catalogue = all_rules()
    rules: list[Rule] = list(report.rules)
    known = {r.id for r in rules}
    for f in report.findings:  # e.g. a crash of a rule that was not selected: keep every id indexed
        if f.rule not in known and f.rule in catalogue:
            rules.append(catalogue[f.rule])
            known.add(f.rule)
    index = {r.id: i for i, r in enumerate(rules)}
    tools = {t.name: t for t in report.toolset}
    results = [_result(f, index, tools) for f in report.findings]
    run: dict[str, Any] = {
        "tool": {"driver": {"name": "toolschema", "version": __version__,
                            "semanticVersion": __version__, "informationUri": INFORMATION_URI,
                            "rules": [_descriptor(r) for r in rules]}},
        "results": results,
        "columnKind": "unicodeCodePoints",
        "properties": {"profiles": list(report.profiles), "setScore": report.set_score,
                       "scores": dict(report.scores)},
    }
    if report.problems:
        run["invocations"] = [{
            "executionSuccessful": True,
            "toolExecutionNotifications": [
                {"level": "warning", "message": {"text": p.describe()},
                 **({"locations": [_physical(p.file, p.line)]} if _uri(p.file) else {})}
                for p in report.problems]}]
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def to_sarif_json(report: LintReport) -> str:
    return json.dumps(to_sarif(report), ensure_ascii=False, indent=2)


def _descriptor(r: Rule) -> dict[str, Any]:
    bad = json.dumps([e.to_dict() for e in r.bad], ensure_ascii=False, indent=2)
    good = json.dumps([e.to_dict() for e in r.good], ensure_ascii=False, indent=2)
    full = r.summary + (f" {r.rationale}" if r.rationale else "")
    markdown = (f"**{r.id}** ({r.category}, default {r.severity})\n\n{r.summary}\n\n"
                + (f"{r.rationale}\n\n" if r.rationale else "")
                + f"Bad:\n\n```json\n{bad}\n```\n\nGood:\n\n```json\n{good}\n```\n")
    return {
        "id": r.id,
        "name": "".join(part.capitalize() for part in r.id.split("-")),
        "shortDescription": {"text": r.summary},
        "fullDescription": {"text": full},
        "help": {"text": r.doc, "markdown": markdown},
        "defaultConfiguration": {"level": LEVEL[r.severity]},
        "properties": {"tags": [r.category], "category": r.category, "scope": r.scope},
    }


def _result(f: Finding, index: dict[str, int], tools: dict) -> dict[str, Any]:
    tool = tools.get(f.tool)
    location: dict[str, Any] = {}
    if tool is not None and _uri(tool.origin.file):
        line = schema_line(tool.origin.file, tool.origin.pointer, tool.raw, f.path)
        location.update(_physical(tool.origin.file, line or tool.origin.line))
    location["logicalLocations"] = [{
        "name": f.tool, "fullyQualifiedName": f"{f.tool}#{f.path}" if f.path else f.tool,
        "kind": "function"}]
    out: dict[str, Any] = {
        "ruleId": f.rule,
        "level": LEVEL.get(f.severity, "note"),
        "message": {"text": f.message},
        "locations": [location],
        "partialFingerprints": {"toolschemaFinding/v1": _fingerprint(
            f, tool.origin.file if tool is not None else "")},
        "properties": {"tool": f.tool, "jsonPointer": f.path, "category": f.category},
    }
    if f.rule in index:
        out["ruleIndex"] = index[f.rule]
    if f.fix:
        out["properties"]["jsonPatch"] = [dict(op) for op in f.fix]
    if f.suppressed:
        out["suppressions"] = [{"kind": "inSource",
                                "justification": "x-toolschema-ignore in the tool definition"}]
    return out


def _physical(file: str, line: int | None) -> dict[str, Any]:
    return {"physicalLocation": {"artifactLocation": {"uri": _uri(file)},
                                 "region": {"startLine": line if line and line > 0 else 1}}}


def _uri(file: str) -> str | None:
    """A relative URI for files under the current directory (what code scanning maps onto the
    repository), an absolute file URI otherwise; None for "<text>"/"<object>" sources."""
    if not file or file.startswith("<"):
        return None
    path = Path(file)
    if path.is_absolute():
        try:
            return path.resolve().relative_to(Path(os.getcwd()).resolve()).as_posix()
        except ValueError:
            return path.as_uri()
    return path.as_posix()


def _fingerprint(f: Finding, file: str) -> str:
    """Stable across runs and line shifts: file, tool, rule and pointer (not the message, which
    may quote values that change)."""
    return hashlib.sha256(f"{_uri(file) or ''}\0{f.tool}\0{f.rule}\0{f.path}".encode()).hexdigest()[:32]

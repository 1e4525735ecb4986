"""SARIF 2.1.0 rendering of findings, in the shape GitHub code scanning ingests: one run,
`tool.driver.rules` with the rule docs, results located in the file the tool was loaded from
(relative path; the line the loader recorded for the property a finding is about, else the
tool's line) and logically by tool name + pointer.

It knows nothing of the lint engine: it takes the findings, the metadata of the rules they come
from (`SarifRule`), one `Location` per finding (recorded at load time, see
`workbench.envelopes.jsontext.SourcePositions`) and the load problems.
Format: https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.model import Finding, LoadProblem

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://pypi.org/project/toolschema-workbench/"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}


@dataclass(frozen=True)
class SarifRule:
    """What SARIF says about one rule: `summary` (short description), `description` (full),
    `help_text` and `help_markdown`, the default `severity`, its `category` and `scope`."""

    id: str
    summary: str
    description: str
    help_text: str
    help_markdown: str
    severity: str
    category: str
    scope: str


@dataclass(frozen=True)
class Location:
    """Where a finding is: the file its tool was loaded from ("<text>", "<object>": none) and the
    line (None: unknown)."""

    file: str
    line: int | None = None


def to_sarif(findings: Sequence[Finding], rules: Sequence[SarifRule],
             locations: Sequence[Location | None], *, problems: Sequence[LoadProblem] = (),
             properties: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The SARIF log of one run. `rules` must hold every rule a finding names (in the order
    SARIF indexes them); `locations[i]` locates `findings[i]` (None: the finding belongs to no
    loaded tool); `properties` are the run's own (profiles, scores)."""
    if len(locations) != len(findings):
        raise ValueError(f"{len(findings)} findings but {len(locations)} locations")
    index = {r.id: i for i, r in enumerate(rules)}
    results = [_result(f, index, where) for f, where in zip(findings, locations)]
    return {"$schema": SCHEMA_URI, "version": "2.1.0",
            "runs": [_run(rules, results, problems, properties)]}


def sarif_chunks(findings: Iterable[Finding], rules: Sequence[SarifRule],
                 locations: Iterable[Location | None], *, problems: Sequence[LoadProblem] = (),
                 properties: Mapping[str, Any] | None = None) -> Iterator[str]:
    """`to_sarif_json(to_sarif(...))` piece by piece, one result at a time: the text a lint of
    millions of findings writes without holding the results (`workbench/jsonstream.py`).
    `locations` is consumed alongside `findings` and must have as many items (ValueError)."""
    from workbench.jsonstream import Streamed, StreamedObject, object_chunks

    index = {r.id: i for i, r in enumerate(rules)}
    results = (_result(f, index, where) for f, where in _paired(findings, locations))
    run = _run(rules, Streamed(results), problems, properties)
    return object_chunks({"$schema": SCHEMA_URI, "version": "2.1.0",
                          "runs": Streamed([StreamedObject(run)])})


def _paired(findings: Iterable[Finding], locations: Iterable[Location | None]
            ) -> Iterator[tuple[Finding, Location | None]]:
    try:
        yield from zip(findings, locations, strict=True)
    except ValueError:
        raise ValueError("findings and locations differ in number") from None


def _run(rules: Sequence[SarifRule], results: Any, problems: Sequence[LoadProblem],
         properties: Mapping[str, Any] | None) -> dict[str, Any]:
    from workbench import __version__

    run: dict[str, Any] = {
        "tool": {"driver": {"name": "toolschema", "version": __version__,
                            "semanticVersion": __version__, "informationUri": INFORMATION_URI,
                            "rules": [_descriptor(r) for r in rules]}},
        "results": results,
        "columnKind": "unicodeCodePoints",
        "properties": dict(properties or {}),
    }
    if problems:
        run["invocations"] = [{
            "executionSuccessful": True,
            "toolExecutionNotifications": [
                {"level": "warning", "message": {"text": p.describe()},
                 **({"locations": [_physical(p.file, p.line)]} if _uri(p.file) else {})}
                for p in problems]}]
    return run


def to_sarif_json(log: Mapping[str, Any]) -> str:
    """A SARIF log as the CLI writes it."""
    return json.dumps(log, ensure_ascii=False, indent=2)


def _descriptor(r: SarifRule) -> dict[str, Any]:
    return {
        "id": r.id,
        "name": "".join(part.capitalize() for part in r.id.split("-")),
        "shortDescription": {"text": r.summary},
        "fullDescription": {"text": r.description},
        "help": {"text": r.help_text, "markdown": r.help_markdown},
        "defaultConfiguration": {"level": LEVEL[r.severity]},
        "properties": {"tags": [r.category], "category": r.category, "scope": r.scope},
    }


def _result(f: Finding, index: Mapping[str, int], where: Location | None) -> dict[str, Any]:
    location: dict[str, Any] = {}
    if where is not None and _uri(where.file):
        location.update(_physical(where.file, where.line))
    location["logicalLocations"] = [{
        "name": f.tool, "fullyQualifiedName": f"{f.tool}#{f.path}" if f.path else f.tool,
        "kind": "function"}]
    out: dict[str, Any] = {
        "ruleId": f.rule,
        "level": LEVEL.get(f.severity, "note"),
        "message": {"text": f.message},
        "locations": [location],
        "partialFingerprints": {"toolschemaFinding/v1": _fingerprint(
            f, where.file if where is not None else "")},
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

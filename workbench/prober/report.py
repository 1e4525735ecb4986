"""The probe's result: gaps (fixed vocabulary), coverage, schema-valid attacks, and renderings
(JSON here; text, HTML, Markdown and DataFrame from its document).

JSON (one tool; the CLI lists several under "tools"):
    {"tool", "cases", "schema_valid", "schema_invalid", "unsound": 0,
     "coverage": {"<keyword> <pointer>": bool}, "gaps": [{"kind", "input", "detail", "count"}],
     ...additional keys: "uncovered" {constraint: reason}, "schema_valid_attacks",
     "relabelled", "dropped", "unsupported", "notes"}
Coverage keys are described in `workbench.prober.cases`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.render.document import Cell, Column, Document, Field, Fields, Rendered, Table

GAP_KINDS = ("schema-accepts-executor-rejects", "schema-rejects-executor-accepts",
             "executor-crash", "executor-timeout")
INPUT_SHOWN = 300


@dataclass(frozen=True)
class Gap:
    """One disagreement between schema and executor, grouped: `count` cases behaved the same way;
    `input` is the minimal (shrunk) witness, `detail` the message for it."""

    kind: str
    input: Any
    detail: str
    count: int = 1
    target: str | None = None  # the constraint or attack the cases aimed at, when known

    def to_dict(self) -> dict[str, Any]:
        """The gap in the JSON contract."""
        return {"kind": self.kind, "input": self.input, "detail": self.detail, "count": self.count}


@dataclass(frozen=True)
class AttackResult:
    """A schema-valid attack: the schema let it through. `executor` says what the executor did
    ("accepts", "rejects", "crashes", "timeout"), or None when no executor was given."""

    kind: str
    where: str
    example: str
    count: int = 1
    executor: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The attack as JSON (`executor` only when an executor ran)."""
        out = {"kind": self.kind, "where": self.where, "example": self.example, "count": self.count}
        if self.executor is not None:
            out["executor"] = self.executor
        return out


@dataclass(frozen=True)
class ProbeReport(Rendered):
    """What probing one tool found: cases run, coverage of its constraints, gaps between schema
    and executor, schema-valid attacks, and what could not be probed."""

    tool: str
    cases: int
    schema_valid: int
    schema_invalid: int
    unsound: int
    coverage: Mapping[str, bool]
    uncovered: Mapping[str, str]
    gaps: tuple[Gap, ...] = ()
    attacks: tuple[AttackResult, ...] = ()
    relabelled: int = 0
    dropped: int = 0
    unsupported: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    schema: Mapping[str, Any] = field(default_factory=dict)
    tool_file: str | None = None
    executor_file: str | None = None
    executor_name: str | None = None
    timeout: float = 2.0
    seed: int = 0

    @property
    def exit_code(self) -> int:
        """1 when there is a gap, else 0 (the CLI's exit status)."""
        return 1 if self.gaps else 0

    def to_dict(self) -> dict[str, Any]:
        """The report in the JSON contract (one entry of `"tools"`)."""
        return {
            "tool": self.tool, "cases": self.cases, "schema_valid": self.schema_valid,
            "schema_invalid": self.schema_invalid, "unsound": self.unsound,
            "coverage": dict(self.coverage), "gaps": [g.to_dict() for g in self.gaps],
            "uncovered": dict(self.uncovered),
            "schema_valid_attacks": [a.to_dict() for a in self.attacks],
            "relabelled": self.relabelled, "dropped": self.dropped,
            "unsupported": list(self.unsupported), "notes": list(self.notes),
        }

    def to_json(self, indent: int | None = 2) -> str:
        """The CLI's JSON for this one tool: `{"tools": [...]}`."""
        return reports_json([self], indent=indent)

    def to_document(self) -> Document:
        """The probe as one document: counts, gaps (the DataFrame's rows), coverage, schema-valid
        attacks by kind, what could not be probed."""
        covered = sum(1 for v in self.coverage.values() if v)
        head = Fields((
            Field("tool", cell=Cell(self.tool, emphasis="strong")),
            *(Field(k, cell=Cell(str(v), v), label=k.replace("_", "-")) for k, v in (
                ("cases", self.cases), ("schema_valid", self.schema_valid),
                ("schema_invalid", self.schema_invalid), ("unsound", self.unsound))),
            Field("coverage", cell=Cell(f"{covered}/{len(self.coverage)}")),
            Field("gaps", cell=Cell(str(len(self.gaps)), len(self.gaps)))),
            text=("{tool}: {cases} cases ({schema_valid} schema-valid, {schema_invalid} "
                  "schema-invalid, {unsound} unsound); coverage {coverage} constraints; "
                  "{gaps} gap(s)",))
        gaps = Table(
            (Column("tool", shown=False), Column("kind", label="gap"), Column("count"),
             Column("detail"), Column("target", shown=False), Column("input", label="witness")),
            tuple((Cell(self.tool), Cell(g.kind, severity="error"), Cell(str(g.count), g.count),
                   Cell(g.detail), Cell(g.target or "", g.target),
                   Cell(_short(g.input), json.dumps(g.input, ensure_ascii=False, default=str),
                        code=True)) for g in self.gaps),
            key="gaps", title="gaps",
            text=("  {kind} (x{count}): {detail}", "    witness: {input}"))
        coverage = Table(
            (Column("constraint"), Column("covered", label="violated by a case"),
             Column("why", label="why not"), Column("uncovered", shown=False, data=False)),
            tuple((Cell(k), Cell("yes" if v else "no", v), Cell(self.uncovered.get(k, "")),
                   Cell("" if v else k)) for k, v in self.coverage.items()),
            key="coverage", title="coverage", text=("  uncovered {uncovered}: {why}",))
        return Document((head, gaps, coverage, self._attacks(),
                         _list("unsupported", self.unsupported, "  unsupported: {unsupported}"),
                         _list("note", self.notes, "  note: {note}")), data="gaps")

    def _attacks(self) -> Table:
        """Schema-valid attacks, one row per set of kinds that hit the same places with the same
        executor outcome (array positions folded to `*`), so a tool whose text fields all accept
        every string attack reads as one line, not one per attack."""
        places: dict[str, list[str]] = {}
        executors: dict[str, set[str]] = {}
        examples: dict[str, str] = {}
        counts: dict[str, int] = {}
        for attack in self.attacks:
            where = _folded(attack.where) or "/"
            found = places.setdefault(attack.kind, [])
            if where not in found:
                found.append(where)
            executors.setdefault(attack.kind, set()).update(
                (attack.executor or "").split("/") if attack.executor else ())
            examples.setdefault(attack.kind, attack.example)
            counts[attack.kind] = counts.get(attack.kind, 0) + attack.count
        groups: dict[tuple[tuple[str, ...], str], list[str]] = {}
        for kind, spots in places.items():
            groups.setdefault((tuple(spots), "/".join(sorted(executors[kind]))), []).append(kind)
        rows = []
        for (shared_spots, executor), kinds in groups.items():
            shown = ", ".join(shared_spots[:6]) + (" …" if len(shared_spots) > 6 else "")
            label = kinds[0] if len(kinds) == 1 else f"{len(kinds)} kinds: {', '.join(kinds)}"
            rows.append((Cell(label, ", ".join(kinds), severity="warning"),
                         Cell(examples[kinds[0]], code=True), Cell(shown),
                         Cell(str(sum(counts[k] for k in kinds)), sum(counts[k] for k in kinds)),
                         Cell(executor)))
        return Table((Column("kind", label="attack"), Column("example"), Column("where"),
                      Column("count"), Column("executor", text_format="; executor {}")),
                     tuple(rows), key="attacks", title="schema-valid attacks",
                     text=("  schema-valid attack {kind} ({example}) accepted at {where}{executor}",))

    def as_pytest(self, path: str | Path, *, executors: str | Path | None = None,
                  function: str | None = None) -> Path:
        """Write a pytest file that reproduces every gap: it calls the executor with each witness
        and asserts the fixed behaviour (the input is rejected cleanly; for a rule only the
        executor knew, the schema rejects it too). Fails until the gaps are fixed."""
        from workbench.prober.regression import write_pytest

        return write_pytest(self, Path(path), executors=executors, function=function)


def reports_json(reports: list[ProbeReport], indent: int | None = 2) -> str:
    """The CLI's JSON for several tools: `{"tools": [report, ...]}`."""
    return json.dumps({"tools": [r.to_dict() for r in reports]}, ensure_ascii=False,
                      indent=indent, default=str)


def _short(value: Any) -> str:
    """A witness for display, capped (renderers show its control characters inert)."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > INPUT_SHOWN:
        text = text[:INPUT_SHOWN] + f"… ({len(text):,} chars)"
    return text


def _folded(where: str) -> str:
    """An instance pointer with array positions as `*` (`/attendees/1` → `/attendees/*`)."""
    return "/".join("*" if part.isdigit() else part for part in where.split("/"))


def _list(key: str, items: tuple[str, ...], line: str) -> Table:
    return Table((Column(key),), tuple((Cell(i),) for i in items), key=key, title=key,
                 text=(line,))

"""The probe's result: gaps (fixed vocabulary), coverage, schema-valid attacks, and renderings.

JSON (one tool; the CLI lists several under "tools"):
    {"tool", "cases", "schema_valid", "schema_invalid", "unsound": 0,
     "coverage": {"<keyword> <pointer>": bool}, "gaps": [{"kind", "input", "detail", "count"}],
     ...additional keys: "uncovered" {constraint: reason}, "schema_valid_attacks",
     "relabelled", "dropped", "unsupported", "notes"}
Coverage keys are described in `workbench.prober.cases`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

GAP_KINDS = ("schema-accepts-executor-rejects", "schema-rejects-executor-accepts",
             "executor-crash", "executor-timeout")
HTML_CAP = 50
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
        out = {"kind": self.kind, "where": self.where, "example": self.example, "count": self.count}
        if self.executor is not None:
            out["executor"] = self.executor
        return out


@dataclass(frozen=True)
class ProbeReport:
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
        return 1 if self.gaps else 0

    def to_dict(self) -> dict[str, Any]:
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
        return reports_json([self], indent=indent)

    def to_text(self) -> str:
        covered = sum(1 for v in self.coverage.values() if v)
        lines = [f"{self.tool}: {self.cases} cases ({self.schema_valid} schema-valid, "
                 f"{self.schema_invalid} schema-invalid, {self.unsound} unsound); coverage "
                 f"{covered}/{len(self.coverage)} constraints; {len(self.gaps)} gap(s)"]
        for gap in self.gaps:
            lines.append(f"  {gap.kind} (x{gap.count}): {gap.detail}")
            lines.append(f"    witness: {_short(gap.input)}")
        for key, reason in self.uncovered.items():
            lines.append(f"  uncovered {key}: {reason}")
        by_kind: dict[str, list[AttackResult]] = {}
        for attack in self.attacks:
            by_kind.setdefault(attack.kind, []).append(attack)
        for kind, found in by_kind.items():
            places = ", ".join(a.where or "/" for a in found[:6]) + (" …" if len(found) > 6 else "")
            executor = sorted({part for a in found if a.executor for part in a.executor.split("/")})
            tail = f"; executor {'/'.join(executor)}" if executor else ""
            lines.append(f"  schema-valid attack {kind} ({found[0].example}) accepted at {places}{tail}")
        lines += [f"  unsupported: {u}" for u in self.unsupported]
        lines += [f"  note: {n}" for n in self.notes]
        return "\n".join(lines)

    def to_frame(self):
        import pandas as pd

        return pd.DataFrame(
            [{"tool": self.tool, "kind": g.kind, "count": g.count, "detail": g.detail,
              "target": g.target, "input": json.dumps(g.input, ensure_ascii=False, default=str)}
             for g in self.gaps],
            columns=["tool", "kind", "count", "detail", "target", "input"])

    def _repr_html_(self) -> str:
        from workbench.render.html import esc, table

        covered = sum(1 for v in self.coverage.values() if v)
        head = (f'<div class="tsw"><b>{esc(self.tool)}</b>: {self.cases:,} cases '
                f"({self.schema_valid:,} schema-valid, {self.schema_invalid:,} schema-invalid, "
                f"{self.unsound} unsound) · coverage {covered}/{len(self.coverage)} · "
                f"{len(self.gaps)} gap(s)</div>")
        parts = [head]
        if self.gaps:
            parts.append(table(("gap", "count", "detail", "witness"),
                               [(g.kind, g.count, g.detail, _short(g.input)) for g in self.gaps],
                               cap=HTML_CAP, title="gaps"))
        if self.attacks:
            parts.append(table(("attack", "where", "count", "example", "executor"),
                               [(a.kind, a.where or "/", a.count, a.example, a.executor or "")
                                for a in self.attacks], cap=HTML_CAP, title="schema-valid attacks"))
        rows = [(k, "yes" if v else "no", self.uncovered.get(k, "")) for k, v in self.coverage.items()]
        parts.append(table(("constraint", "violated by a case", "why not"), rows, cap=HTML_CAP,
                           title="coverage"))
        return "".join(parts)

    def as_pytest(self, path: str | Path, *, executors: str | Path | None = None,
                  function: str | None = None) -> Path:
        """Write a pytest file that reproduces every gap: it calls the executor with each witness
        and asserts the fixed behaviour (the input is rejected cleanly; for a rule only the
        executor knew, the schema rejects it too). Fails until the gaps are fixed."""
        from workbench.prober.regression import write_pytest

        return write_pytest(self, Path(path), executors=executors, function=function)


def reports_json(reports: list[ProbeReport], indent: int | None = 2) -> str:
    return json.dumps({"tools": [r.to_dict() for r in reports]}, ensure_ascii=False,
                      indent=indent, default=str)


def _short(value: Any) -> str:
    """A witness for display: capped, with invisible/bidi-control characters escaped."""
    import unicodedata

    text = json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > INPUT_SHOWN:
        text = text[:INPUT_SHOWN] + f"… ({len(text):,} chars)"
    return "".join(f"\\u{ord(c):04x}" if unicodedata.category(c) in ("Cf", "Cc") else c for c in text)

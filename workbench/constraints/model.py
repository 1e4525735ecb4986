"""The ledger's records and their renderings (text, JSON, CSV, DataFrame, HTML).

`Ledger.to_dict()` is the fixed CLI contract (issue 3 §4):
`{"rows": [{"tool", "path", "constraint", "value", "enforced_by", "source", "evidence",
"providers": {profile: status}}]}`. Renderers read the rows; nothing is recomputed here.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

ENFORCED_BY = ("schema", "advisory", "executor")
SOURCES = ("keyword", "prose", "heuristic")
ROW_KEYS = ("tool", "path", "constraint", "value", "enforced_by", "source", "evidence", "providers")


@dataclass(frozen=True)
class LedgerRow:
    """One constraint of one tool and where it is enforced.

    `path` is an RFC 6901 pointer to the schema node the constraint sits on (or applies to, for
    prose and heuristics); `duty` is the plain-words executor duty ("" when the schema does it)."""

    tool: str
    path: str
    constraint: str
    value: Any
    enforced_by: str
    source: str
    evidence: str
    providers: Mapping[str, str] = field(default_factory=dict)
    duty: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "path": self.path, "constraint": self.constraint,
                "value": self.value, "enforced_by": self.enforced_by, "source": self.source,
                "evidence": self.evidence, "providers": dict(self.providers)}


@dataclass(frozen=True)
class ToolSummary:
    tool: str
    counts: Mapping[str, int]  # enforced_by -> number of rows
    duties: tuple[str, ...]  # what the executor must still check, in plain words

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "counts": dict(self.counts), "duties": list(self.duties)}


@dataclass(frozen=True, eq=False)
class Ledger:
    rows: tuple[LedgerRow, ...]
    profiles: tuple[str, ...]
    tools: tuple[str, ...] = ()  # tool names in order (tools with no row still listed)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[LedgerRow]:
        return iter(self.rows)

    def for_tool(self, name: str) -> list[LedgerRow]:
        return [r for r in self.rows if r.tool == name]

    def executor_rows(self, tool: str | None = None) -> list[LedgerRow]:
        return [r for r in self.rows if r.duty and (tool is None or r.tool == tool)]

    def summary(self) -> dict[str, ToolSummary]:
        """Per tool: row counts by `enforced_by` and the executor duties (executor rows, plus
        advisory rows the executor must act on: `format`, `default`, unknown keywords)."""
        out: dict[str, dict] = {name: {"counts": dict.fromkeys(ENFORCED_BY, 0), "duties": []}
                                for name in self.tools}
        for row in self.rows:
            entry = out.setdefault(row.tool, {"counts": dict.fromkeys(ENFORCED_BY, 0),
                                              "duties": []})
            entry["counts"][row.enforced_by] += 1
            if row.duty and row.duty not in entry["duties"]:
                entry["duties"].append(row.duty)
        return {name: ToolSummary(name, e["counts"], tuple(e["duties"])) for name, e in out.items()}

    # -- renderings -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"rows": [r.to_dict() for r in self.rows]}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent, default=str)

    def to_csv(self) -> str:
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(list(ROW_KEYS[:-1]) + list(self.profiles))
        for r in self.rows:
            writer.writerow([r.tool, r.path, r.constraint, _cell(r.value), r.enforced_by, r.source,
                             r.evidence] + [r.providers.get(p, "") for p in self.profiles])
        return buf.getvalue()

    def to_text(self) -> str:
        lines: list[str] = []
        for name, s in self.summary().items():
            c = s.counts
            lines.append(f"{name}: {c['schema']} schema, {c['advisory']} advisory, "
                         f"{c['executor']} executor")
            for r in self.for_tool(name):
                cells = " ".join(f"{p}={r.providers.get(p, '')}" for p in self.profiles)
                lines.append(f"  {r.path or '/'}  {r.constraint}={_cell(r.value, 60)}  "
                             f"[{r.enforced_by}, {r.source}]  {cells}")
            if s.duties:
                lines.append("  executor must:")
                lines.extend(f"    - {d}" for d in s.duties)
        return "\n".join(lines) + ("\n" if lines else "")

    def to_frame(self, styled: bool = False):
        """A pandas DataFrame, one row per constraint, one column per provider profile.
        `styled=True` returns a Styler that colours the `enforced_by` cells."""
        import pandas as pd

        records = []
        for r in self.rows:
            rec = {k: getattr(r, k) for k in ROW_KEYS[:-1]}
            rec["value"] = _cell(r.value)
            rec.update({p: r.providers.get(p, "") for p in self.profiles})
            records.append(rec)
        frame = pd.DataFrame.from_records(records, columns=list(ROW_KEYS[:-1]) + list(self.profiles))
        if not styled:
            return frame
        styler = frame.style
        colour = getattr(styler, "map", None) or styler.applymap  # pandas < 2.1 has only applymap
        return colour(_enforced_css, subset=["enforced_by"])

    def style(self):
        return self.to_frame(styled=True)

    def _repr_html_(self) -> str:
        from workbench.render.html import esc, table

        columns = list(ROW_KEYS[:-1]) + list(self.profiles)
        rows, classes = [], []
        for r in self.rows:
            rows.append([r.tool, r.path or "/", r.constraint, _cell(r.value, 80), r.enforced_by,
                         r.source, r.evidence] + [r.providers.get(p, "") for p in self.profiles])
            classes.append(["", "", "", "", f"enf-{r.enforced_by}", "", ""] + [""] * len(self.profiles))
        head = "".join(
            f"<div class=\"tsw\"><b>{esc(s.tool)}</b>: {s.counts['schema']} schema, "
            f"{s.counts['advisory']} advisory, {s.counts['executor']} executor</div>"
            for s in list(self.summary().values())[:20])
        return head + table(columns, rows, cell_classes=classes,
                            title=f"constraint ledger: {len(self.rows):,} rows")

    def __repr__(self) -> str:
        return f"<Ledger {len(self.rows)} rows, {len(self.tools)} tools, profiles {list(self.profiles)}>"


_CSS = {"schema": "background-color:#e6f4ea", "advisory": "background-color:#fff4d6",
        "executor": "background-color:#fde7e9"}


def _enforced_css(value: Any) -> str:
    return _CSS.get(value, "")


def _cell(value: Any, cap: int | None = None) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    if cap is not None and len(text) > cap:
        text = text[: cap - 1] + "…"
    return text

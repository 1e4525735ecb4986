"""The ledger's records and their renderings (JSON and CSV here; text, HTML, Markdown and
DataFrame from its document).

`Ledger.to_dict()` is the fixed CLI contract:
`{"rows": [{"tool", "path", "constraint", "value", "enforced_by", "source", "evidence",
"providers": {profile: status}}]}`. Renderers read the rows; nothing is recomputed here.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from workbench.render.document import (
    Cell,
    Column,
    Document,
    Nest,
    PlainCells,
    Rendered,
    Table,
    rendered,
)

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
        """The row in the JSON contract (without `duty`)."""
        return {"tool": self.tool, "path": self.path, "constraint": self.constraint,
                "value": self.value, "enforced_by": self.enforced_by, "source": self.source,
                "evidence": self.evidence, "providers": dict(self.providers)}


@dataclass(frozen=True)
class ToolSummary:
    """One tool's rows counted by where they are enforced, and the executor's duties."""

    tool: str
    counts: Mapping[str, int]  # enforced_by -> number of rows
    duties: tuple[str, ...]  # what the executor must still check, in plain words

    def to_dict(self) -> dict[str, Any]:
        """The summary as JSON."""
        return {"tool": self.tool, "counts": dict(self.counts), "duties": list(self.duties)}


@dataclass(frozen=True, eq=False)
class Ledger(Rendered):
    """Every constraint of every tool, where it is enforced and what each profile does with it."""

    rows: tuple[LedgerRow, ...]
    profiles: tuple[str, ...]
    tools: tuple[str, ...] = ()  # tool names in order (tools with no row still listed)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[LedgerRow]:
        return iter(self.rows)

    def for_tool(self, name: str) -> list[LedgerRow]:
        """The rows of one tool."""
        return [r for r in self.rows if r.tool == name]

    def executor_rows(self, tool: str | None = None) -> list[LedgerRow]:
        """The rows that leave a duty to the executor (of one tool, or all)."""
        return [r for r in self.rows if r.duty and (tool is None or r.tool == tool)]

    def summary(self) -> dict[str, ToolSummary]:
        """Per tool: row counts by `enforced_by` and the executor duties (executor rows, plus
        advisory rows the executor must act on: `format`, `default`, unknown keywords)."""
        out: dict[str, dict[str, Any]] = {name: {"counts": dict.fromkeys(ENFORCED_BY, 0), "duties": []}
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
        """The fixed JSON contract: `{"rows": [...]}`."""
        return {"rows": [r.to_dict() for r in self.rows]}

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent, default=str)

    def to_csv(self) -> str:
        """CSV: the row keys, then one column per profile (the CLI's `--format csv`)."""
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(list(ROW_KEYS[:-1]) + list(self.profiles))
        for r in self.rows:
            writer.writerow([r.tool, r.path, r.constraint, _cell(r.value), r.enforced_by, r.source,
                             r.evidence] + [r.providers.get(p, "") for p in self.profiles])
        return buf.getvalue()

    def to_document(self) -> Document:
        """The ledger as one document: per tool its counts, then one row per constraint (plain
        text lists a tool's rows and executor duties under it)."""
        summaries = self.summary()
        tools = Table(
            (Column("tool"), Column("schema"), Column("advisory"), Column("executor")),
            tuple((Cell(s.tool), *(Cell(str(s.counts[k]), s.counts[k]) for k in ENFORCED_BY))
                  for s in summaries.values()),
            key="tools", title="tools", cap=20,
            text=("{tool}: {schema} schema, {advisory} advisory, {executor} executor",))
        columns = tuple(Column(k) for k in ROW_KEYS[:-1]) + tuple(Column(p) for p in self.profiles)
        plain = PlainCells()  # tools, constraints, sources and provider statuses repeat
        tones = {k: Cell(k, emphasis=tone) for k, tone in ENFORCEMENT_TONE.items()}
        rows = tuple((plain[r.tool], Cell(r.path or "/", r.path, pointer=r.path),
                      plain[r.constraint], Cell(_cell(r.value, 60), _cell(r.value)),
                      tones.get(r.enforced_by) or plain[r.enforced_by], plain[r.source],
                      Cell(r.evidence), *(plain[r.providers.get(p, "")] for p in self.profiles))
                     for r in self.rows)
        line = "  {path}  {constraint}={value}  [{enforced_by}, {source}]  " + " ".join(
            f"{p}={{{p}}}" for p in self.profiles)
        duties = Table((Column("tool"), Column("duty")),
                       tuple((Cell(s.tool), Cell(d)) for s in summaries.values() for d in s.duties),
                       key="duties", title="executor duties", text=("    - {duty}",),
                       text_title="  executor must:", nest=Nest("tools", "tool"))
        return Document((tools, Table(columns, rows, key="rows", nest=Nest("tools", "tool"),
                                      title=f"constraint ledger: {len(self.rows):,} rows",
                                      text=(line,)), duties),
                        data="rows", final_newline=True)

    def to_frame(self, styled: bool = False) -> Any:
        """A pandas DataFrame, one row per constraint, one column per provider profile.
        `styled=True` returns a Styler that colours the `enforced_by` cells."""
        from workbench.render.frame import render_frame

        return rendered(self.to_document, lambda doc: render_frame(doc, styled=styled))

    def style(self) -> Any:
        """`to_frame(styled=True)`: a Styler with the `enforced_by` cells coloured."""
        return self.to_frame(styled=True)

    def __repr__(self) -> str:
        return f"<Ledger {len(self.rows)} rows, {len(self.tools)} tools, profiles {list(self.profiles)}>"


# how renderings colour the `enforced_by` vocabulary (document emphasis tones)
ENFORCEMENT_TONE = {"schema": "good", "advisory": "caution", "executor": "bad"}


def _cell(value: Any, cap: int | None = None) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    if cap is not None and len(text) > cap:
        text = text[: cap - 1] + "…"
    return text

"""How a `LintReport` shows itself: one `Document` for every human rendering (plain text groups
the findings under their tool, most severe first, with one summary line; HTML, Markdown and the
DataFrame list them as one table), and the inputs of its SARIF log (rule metadata from the
catalogue, each finding's location recorded at load time)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from workbench.linter.catalogue import Rule, all_rules
from workbench.render.document import Cell, Column, Document, Nest, Paragraph, PlainCells, Table
from workbench.render.sarif import Location, SarifRule, sarif_chunks, to_sarif

if TYPE_CHECKING:
    from workbench.linter.engine import LintReport

_FINDING_COLUMNS = (
    Column("tool"), Column("path"), Column("rule"), Column("category"),
    Column("severity", text_format="{:<7}"), Column("message"),
    Column("fix", shown=False, text_format="          fix: {}"),
    Column("suppressed", text_format=" [suppressed]"),
)
_FINDING_LINES = ("  {severity} {path}  {rule}{suppressed}", "          {message}", "{fix}")
_NO_FIX = Cell("", None)
_SUPPRESSED = Cell("suppressed", True, emphasis="muted")
_NOT_SUPPRESSED = Cell("", False)


def lint_document(report: LintReport, *, show_info: bool = True) -> Document:
    """The report as one document; `show_info=False` leaves info findings out."""
    findings = [f for f in report.findings if show_info or f.severity != "info"]
    blocks: list[Any] = []
    if report.problems:
        blocks.append(Table(
            (Column("kind", shown=False), Column("problem", label="load problem")),
            tuple((Cell("load problem", severity="warning"), Cell(p.describe()))
                  for p in report.problems),
            key="problems", text=("{kind}  {problem}",)))
    # a Tool built by hand may carry any name; findings name tools as text (see engine.run_rules)
    origins = {str(t.name): t.origin.describe() for t in report.toolset}
    names = dict.fromkeys([str(t.name) for t in report.toolset] + [f.tool for f in report.findings])
    tools = []
    for name in names:
        score = report.scores.get(name)
        tools.append((Cell(name, emphasis="strong"),
                      Cell("", None) if score is None else Cell(str(score), score),
                      Cell(origins.get(name, ""), emphasis="muted")))
    blocks.append(Table(
        (Column("tool"), Column("score", text_format="  score {}/100"),
         Column("origin", text_format="  ({})")),
        tuple(tools), key="tools", title="scores", text=("{tool}{score}{origin}",),
        text_gap=True, text_hide_childless=True))
    rows = []
    plain = PlainCells()  # tools, rules, categories repeat: one cell each
    levels: dict[tuple[str, bool], Cell] = {}
    for f in findings:  # already sorted: unsuppressed by severity, then suppressed
        fix = json.dumps([dict(op) for op in f.fix], ensure_ascii=False) if f.fix else None
        level = levels.get((f.severity, f.suppressed))
        if level is None:
            level = levels[(f.severity, f.suppressed)] = Cell(
                f.severity, severity=None if f.suppressed else f.severity,
                emphasis="muted" if f.suppressed else None)
        rows.append((
            plain[f.tool], Cell(f.path or "(tool)", f.path, pointer=f.path or None),
            plain[f.rule], plain[f.category], level, Cell(f.message),
            Cell(fix, fix, emphasis="muted") if fix else _NO_FIX,
            _SUPPRESSED if f.suppressed else _NOT_SUPPRESSED))
    blocks.append(Table(_FINDING_COLUMNS, tuple(rows), key="findings",
                        title=f"{len(findings):,} findings", text=_FINDING_LINES,
                        nest=Nest("tools", "tool")))
    return Document(tuple(blocks), summary=summary(report), data="findings", blank_lines=True,
                    final_newline=True)


def summary(report: LintReport) -> Paragraph:
    """One line: tools, findings by severity, suppressed, load problems, the set score."""
    c = report.counts()
    n = len(report.toolset)
    parts = [f"{n} tool{'s' if n != 1 else ''}",
             f"{c['error']} error{'s' if c['error'] != 1 else ''}",
             f"{c['warning']} warning{'s' if c['warning'] != 1 else ''}",
             f"{c['info']} info"]
    if c["suppressed"]:
        parts.append(f"{c['suppressed']} suppressed")
    if report.problems:
        parts.append(f"{len(report.problems)} load problem{'s' if len(report.problems) != 1 else ''}")
    text = ", ".join(parts) + f"; set score {report.set_score}/100"
    if c["error"] or c["warning"]:
        return Paragraph.of(Cell(text, severity="error" if c["error"] else "warning"))
    return Paragraph.of(Cell(text, emphasis="strong"))


def sarif_log(report: LintReport) -> dict[str, Any]:
    """The report's SARIF 2.1.0 log (see `workbench.render.sarif`)."""
    locations = [None if file is None else Location(file, line)
                 for file, line, _ in finding_positions(report)]
    return to_sarif(report.findings, _sarif_rules(report), locations, problems=report.problems,
                    properties=_sarif_properties(report))


def sarif_text_chunks(report: LintReport) -> Iterator[str]:
    """`sarif_log` as the CLI writes it (indent 2), one result at a time, located as they go."""
    locations = (None if file is None else Location(file, line)
                 for file, line, _ in iter_finding_positions(report))
    return sarif_chunks(report.findings, _sarif_rules(report), locations,
                        problems=report.problems, properties=_sarif_properties(report))


def _sarif_rules(report: LintReport) -> list[SarifRule]:
    catalogue = all_rules()
    rules: list[Rule] = list(report.rules)
    known = {r.id for r in rules}
    for f in report.findings:  # e.g. a crash of a rule that was not selected: keep every id indexed
        if f.rule not in known and f.rule in catalogue:
            rules.append(catalogue[f.rule])
            known.add(f.rule)
    return [sarif_rule(r) for r in rules]


def _sarif_properties(report: LintReport) -> dict[str, Any]:
    return {"profiles": list(report.profiles), "setScore": report.set_score,
            "scores": dict(report.scores)}


def finding_positions(report: LintReport) -> list[tuple[str | None, int | None, str | None]]:
    """Per finding, in order: the file its tool was loaded from, the line of the finding's
    place (of the tool when the place is implicit), and the JSON pointer of that place in the
    file; all None for a finding of no loaded tool. From the positions recorded at load."""
    return list(iter_finding_positions(report))


def iter_finding_positions(report: LintReport) -> Iterator[tuple[str | None, int | None, str | None]]:
    """`finding_positions`, one finding at a time."""
    tools = {t.name: t for t in report.toolset}
    for f in report.findings:
        tool = tools.get(f.tool)
        if tool is None:
            yield (None, None, None)
            continue
        origin = tool.origin
        if f.path and origin.schema_pointer is not None:
            pointer = origin.schema_pointer + f.path
        else:
            pointer = origin.pointer
        yield (origin.file, origin.schema_line(f.path) or origin.line, pointer)


def sarif_rule(r: Rule) -> SarifRule:
    """A catalogue rule's SARIF metadata: its doc as help, its bad and good examples in Markdown."""
    bad = json.dumps([e.to_dict() for e in r.bad], ensure_ascii=False, indent=2)
    good = json.dumps([e.to_dict() for e in r.good], ensure_ascii=False, indent=2)
    markdown = (f"**{r.id}** ({r.category}, default {r.severity})\n\n{r.summary}\n\n"
                + (f"{r.rationale}\n\n" if r.rationale else "")
                + f"Bad:\n\n```json\n{bad}\n```\n\nGood:\n\n```json\n{good}\n```\n")
    return SarifRule(r.id, r.summary, r.summary + (f" {r.rationale}" if r.rationale else ""),
                     r.doc, markdown, r.severity, r.category, r.scope)

"""`RoutingReport`: what a routing run found, and its renderings (JSON here; text, HTML, Markdown
and DataFrame from its document).

`to_dict()` is the CLI contract (`toolschema route --format json`):
`{"cases": int, "correct": int, "accuracy": float, "confusions": [{"expected", "chosen", "count"}],
"results": [{"request", "expected_tool", "chosen_tool", "ok": bool}]}`; beside those keys it adds
`no_tool` (requests routed to no tool), `argument_errors` (arguments that fail the chosen tool's
schema or differ from the expected ones) and `suggestions` (which tool texts to change).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from workbench.jsonutil import shorten
from workbench.model import ToolSet
from workbench.render.document import (
    Cell,
    Column,
    Document,
    Paragraph,
    Rendered,
    Table,
    lines_under,
)
from workbench.text import CJK
from workbench.toolset.routing import Decision, RoutingCase


@dataclass(frozen=True)
class RoutingResult:
    """One case: the request, the tool expected and the tool chosen (None: none), and what was
    wrong with the chosen tool's arguments or the router."""

    request: str
    expected_tool: str | None
    chosen_tool: str | None
    ok: bool
    arguments: Mapping[str, Any] | None = None
    argument_errors: tuple[str, ...] = ()
    error: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The case in the JSON contract."""
        return {"request": self.request, "expected_tool": self.expected_tool,
                "chosen_tool": self.chosen_tool, "ok": self.ok}


@dataclass(frozen=True)
class Suggestion:
    """A tool text to change so that requests like these reach the right tool."""

    tool: str
    text: str
    requests: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The suggestion as JSON."""
        return {"tool": self.tool, "text": self.text, "requests": list(self.requests)}


@dataclass(frozen=True, eq=False)
class RoutingReport(Rendered):
    """The cases of a routing run, judged, with the tool texts to change."""

    results: tuple[RoutingResult, ...]
    router: str
    suggestions: tuple[Suggestion, ...] = ()
    tools: tuple[str, ...] = field(default=())

    @property
    def cases(self) -> int:
        """How many cases ran."""
        return len(self.results)

    @property
    def correct(self) -> int:
        """How many cases reached the expected tool."""
        return sum(1 for r in self.results if r.ok)

    @property
    def accuracy(self) -> float:
        """The share of correct cases (4 decimals; 0 without cases)."""
        return round(self.correct / self.cases, 4) if self.cases else 0.0

    def confusions(self) -> list[dict[str, Any]]:
        """(expected, chosen) pairs of wrong answers with a chosen tool, most frequent first."""
        counts = Counter((r.expected_tool, r.chosen_tool) for r in self.results
                         if not r.ok and r.chosen_tool is not None)
        return [{"expected": e, "chosen": c, "count": n}
                for (e, c), n in sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))]

    @property
    def no_tool(self) -> tuple[RoutingResult, ...]:
        """Requests that should have reached a tool and reached none."""
        return tuple(r for r in self.results if r.chosen_tool is None and r.expected_tool)

    @property
    def argument_failures(self) -> tuple[RoutingResult, ...]:
        """The cases whose arguments fail the chosen tool's schema or the expected values."""
        return tuple(r for r in self.results if r.argument_errors)

    def to_dict(self) -> dict[str, Any]:
        """The JSON contract (see the module docstring)."""
        return {"cases": self.cases, "correct": self.correct, "accuracy": self.accuracy,
                "confusions": self.confusions(), "results": [r.to_dict() for r in self.results],
                "no_tool": [r.request for r in self.no_tool],
                "argument_errors": [{"request": r.request, "tool": r.chosen_tool,
                                     "errors": list(r.argument_errors)}
                                    for r in self.argument_failures],
                "suggestions": [s.to_dict() for s in self.suggestions]}

    def to_json(self, *, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def to_document(self) -> Document:
        """The run as one document: the score, the confusions, the requests routed to no tool,
        the failing arguments, the tool texts to change; a DataFrame holds every case."""
        cases = Table(
            (Column("case", data=False), Column("request"), Column("expected_tool", "expected"),
             Column("chosen_tool", "chosen"), Column("ok", shown=False),
             Column("argument_errors", "argument errors"), Column("error", "router error")),
            tuple((Cell(str(n), n), Cell(r.request), Cell(r.expected_tool or "", r.expected_tool),
                   Cell(r.chosen_tool, severity=None if r.ok else "error") if r.chosen_tool
                   else Cell("(no tool)", None, severity="error"),
                   Cell("yes" if r.ok else "no", r.ok), Cell("; ".join(r.argument_errors)),
                   Cell(r.error, emphasis="muted"))
                  for n, r in enumerate(self.results, 1)),
            key="cases", in_text=False, in_rich=False)
        failing = [(n, r) for n, r in enumerate(self.results, 1) if not r.ok or r.argument_errors]
        confusions = self.confusions()
        blocks = (
            Table((Column("expected"), Column("chosen"), Column("count")),
                  tuple((Cell(str(c["expected"])), Cell(str(c["chosen"])),
                         Cell(str(c["count"]), c["count"])) for c in confusions),
                  key="confusions", title="confusions",
                  text_title="confusions (expected -> chosen):",
                  text=("  {count}x  {expected} -> {chosen}",)),
            Table(cases.columns, tuple(cases.rows[n - 1] for n, _ in failing),
                  key="failing", title="wrong or failing cases", in_text=False),
            Table((Column("request"), Column("expected"), Column("error", text_format="  [{}]")),
                  tuple((Cell(r.request), Cell(str(r.expected_tool)), Cell(r.error))
                        for r in self.no_tool),
                  key="no_tool", in_rich=False, text_title=f"routed to no tool ({len(self.no_tool)}):",
                  text=("  {request}  (expected {expected}){error}",)),
            Table((Column("case"), Column("tool"), Column("request")),
                  tuple((Cell(str(n)), Cell(str(r.chosen_tool)), Cell(r.request))
                        for n, r in failing if r.argument_errors),
                  key="arguments", in_rich=False, text_title="arguments that fail:",
                  text=("  {tool}: {request}",)),
            lines_under("argument_errors", "arguments",
                        ((Cell(str(n)), Cell(e)) for n, r in failing for e in r.argument_errors),
                        "    - {line}", column="case"),
            Table((Column("tool"), Column("text", "what to change")),
                  tuple((Cell(s.tool), Cell(s.text)) for s in self.suggestions),
                  key="suggestions", title="tool texts to change",
                  text_title="tool texts to change:", text=("  - {text}",)),
            cases)
        title = Paragraph.of(f"{self.correct}/{self.cases} requests routed to the expected tool "
                             f"({self.accuracy:.1%}) by {self.router}")
        return Document(blocks, title=title, data="cases", final_newline=True)

    def __repr__(self) -> str:
        return f"<RoutingReport {self.correct}/{self.cases} correct ({self.accuracy:.1%}), {self.router}>"


def build_report(cases: Sequence[RoutingCase], decisions: Sequence[Decision], toolset: ToolSet,
                 router: str) -> RoutingReport:
    """Judge each decision (tool, then arguments against the schema and the expected ones) and
    draft the text changes for every confusion and every request that reached no tool."""
    from workbench.schema.validate import SchemaUnusable, issues

    by_name = {t.name: t for t in toolset}
    results = []
    for case, decision in zip(cases, decisions):
        errors: list[str] = []
        tool = by_name.get(decision.tool or "")
        if decision.tool and tool is None:
            errors.append(f"{decision.tool!r} is not a tool of the set")
        elif tool is not None and decision.arguments is not None:
            try:
                errors += [f"{i.pointer or '/'}: {i.message}"
                           for i in issues(dict(tool.parameters), dict(decision.arguments))]
            except SchemaUnusable as exc:
                errors.append(f"schema unusable: {exc}")
        if case.expected_arguments is not None and decision.arguments is not None \
                and decision.tool == case.expected_tool:
            for key, want in case.expected_arguments.items():
                if decision.arguments.get(key) != want:
                    errors.append(f"{key}: expected {json.dumps(want, ensure_ascii=False)}, got "
                                  f"{json.dumps(decision.arguments.get(key), ensure_ascii=False)}")
        results.append(RoutingResult(case.request, case.expected_tool, decision.tool,
                                     decision.tool == case.expected_tool, decision.arguments,
                                     tuple(errors), decision.error))
    return RoutingReport(tuple(results), router, tuple(_suggestions(results, toolset)),
                         tuple(t.name for t in toolset))


def _suggestions(results: Sequence[RoutingResult], toolset: ToolSet) -> list[Suggestion]:
    """For each (expected, chosen) confusion: the expected tool's description should name these
    requests, the chosen tool's should say they are not its job (fix names and
    descriptions, not the system prompt)."""
    from workbench.toolset.terms import text_terms

    by_name = {t.name: t for t in toolset}
    groups: dict[tuple[str | None, str | None], list[str]] = {}
    for r in results:
        if not r.ok and r.expected_tool:
            groups.setdefault((r.expected_tool, r.chosen_tool), []).append(r.request)
    out: list[Suggestion] = []
    for (expected, chosen), requests in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        tool = by_name.get(expected or "")
        desc = tool.description if tool is not None and isinstance(tool.description, str) else ""
        have = set(text_terms(desc).positive) | set(text_terms(expected or "").positive)
        missing: list[str] = []
        for request in requests:  # concepts and real words the description never says
            for f in text_terms(request).positive:
                label = f.rsplit(":", 1)[1] if f.startswith("c:") else f[2:]
                if f in have or f.startswith("z:") or len(label) < 4 or label in missing:
                    continue
                missing.append(label)
        zh = bool(CJK.search(desc))
        words = "、".join(missing[:6]) if zh else ", ".join(missing[:6])
        example = requests[0].strip().rstrip("。.？?！!")
        example = shorten(example, 80)
        if zh:
            text = (f"在 {expected} 的描述里写明它处理“{example}”这类请求"
                    + (f"（描述里还没有：{words}）" if words else "") + "。")
        else:
            text = (f"Say in {expected}'s description that it handles requests like \"{example}\""
                    + (f" (its text lacks: {words})" if words else "") + ".")
        out.append(Suggestion(expected or "", text, tuple(requests)))
        if chosen:
            other = by_name.get(chosen)
            other_zh = other is not None and bool(CJK.search(other.description or ""))
            text = (f"在 {chosen} 的描述里写明何时不要用它：“不要用于{example}；请用 {expected}。”"
                    if other_zh else
                    f"Say in {chosen}'s description when not to use it: \"Do not use it for "
                    f"requests like '{example}'; use {expected}.\"")
            out.append(Suggestion(chosen, text, tuple(requests)))
    return out

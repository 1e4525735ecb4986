"""`RoutingReport`: what a routing run found, and its renderings (JSON contract, text, DataFrame,
escaped HTML). `routing_text` and `routing_html` are one function each, so they can move to a
shared document model unchanged.

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

from workbench.model import ToolSet
from workbench.text import CJK
from workbench.toolset.routing import Decision, RoutingCase


@dataclass(frozen=True)
class RoutingResult:
    request: str
    expected_tool: str | None
    chosen_tool: str | None
    ok: bool
    arguments: Mapping[str, Any] | None = None
    argument_errors: tuple[str, ...] = ()
    error: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"request": self.request, "expected_tool": self.expected_tool,
                "chosen_tool": self.chosen_tool, "ok": self.ok}


@dataclass(frozen=True)
class Suggestion:
    """A tool text to change so that requests like these reach the right tool."""

    tool: str
    text: str
    requests: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "text": self.text, "requests": list(self.requests)}


@dataclass(frozen=True, eq=False)
class RoutingReport:
    results: tuple[RoutingResult, ...]
    router: str
    suggestions: tuple[Suggestion, ...] = ()
    tools: tuple[str, ...] = field(default=())

    @property
    def cases(self) -> int:
        return len(self.results)

    @property
    def correct(self) -> int:
        return sum(1 for r in self.results if r.ok)

    @property
    def accuracy(self) -> float:
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
        return tuple(r for r in self.results if r.argument_errors)

    def to_dict(self) -> dict[str, Any]:
        return {"cases": self.cases, "correct": self.correct, "accuracy": self.accuracy,
                "confusions": self.confusions(), "results": [r.to_dict() for r in self.results],
                "no_tool": [r.request for r in self.no_tool],
                "argument_errors": [{"request": r.request, "tool": r.chosen_tool,
                                     "errors": list(r.argument_errors)}
                                    for r in self.argument_failures],
                "suggestions": [s.to_dict() for s in self.suggestions]}

    def to_json(self, *, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def to_text(self) -> str:
        return routing_text(self)

    def to_frame(self) -> Any:
        """One row per case: request, expected, chosen, ok, argument errors, router error."""
        import pandas as pd

        return pd.DataFrame(
            [(r.request, r.expected_tool, r.chosen_tool, r.ok, "; ".join(r.argument_errors), r.error)
             for r in self.results],
            columns=["request", "expected_tool", "chosen_tool", "ok", "argument_errors", "error"])

    def _repr_html_(self) -> str:
        return routing_html(self)

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
    requests, the chosen tool's should say they are not its job (seed 1 §12.4: fix names and
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
        example = example if len(example) <= 80 else example[:79] + "…"
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


def routing_text(report: RoutingReport) -> str:
    """Plain text: accuracy, confusions, no-tool requests, argument errors, suggestions."""
    lines = [f"{report.correct}/{report.cases} requests routed to the expected tool "
             f"({report.accuracy:.1%}) by {report.router}"]
    confusions = report.confusions()
    if confusions:
        lines.append("confusions (expected -> chosen):")
        lines.extend(f"  {c['count']}x  {c['expected']} -> {c['chosen']}" for c in confusions)
    if report.no_tool:
        lines.append(f"routed to no tool ({len(report.no_tool)}):")
        lines.extend(f"  {r.request}  (expected {r.expected_tool})"
                     + (f"  [{r.error}]" if r.error else "") for r in report.no_tool)
    if report.argument_failures:
        lines.append("arguments that fail:")
        for r in report.argument_failures:
            lines.append(f"  {r.chosen_tool}: {r.request}")
            lines.extend(f"    - {e}" for e in r.argument_errors)
    if report.suggestions:
        lines.append("tool texts to change:")
        lines.extend(f"  - {s.text}" for s in report.suggestions)
    return "\n".join(lines) + "\n"


def routing_html(report: RoutingReport) -> str:
    """Escaped HTML: the summary line, confusions, wrong cases and suggestions."""
    from workbench.render.html import STYLE, esc, table

    parts = [STYLE, f'<div class="tsw"><b>routing</b>: {report.correct}/{report.cases} correct '
                    f"({report.accuracy:.1%}) by {esc(report.router)}</div>"]
    confusions = report.confusions()
    if confusions:
        parts.append(table(("expected", "chosen", "count"),
                           [(c["expected"], c["chosen"], c["count"]) for c in confusions],
                           title="confusions"))
    wrong = [r for r in report.results if not r.ok or r.argument_errors]
    if wrong:
        parts.append(table(("request", "expected", "chosen", "argument errors"),
                           [(r.request, r.expected_tool, r.chosen_tool or "(no tool)",
                             "; ".join(r.argument_errors) or r.error) for r in wrong],
                           cell_classes=[("", "", "sev-error", "") for _ in wrong],
                           title="wrong or failing cases"))
    if report.suggestions:
        parts.append(table(("tool", "what to change"),
                           [(s.tool, s.text) for s in report.suggestions],
                           title="tool texts to change"))
    return "".join(parts)

"""Quality score: 0–100 per tool and for the set, explained by the findings that lower it.

Formula (documented in `toolschema rules` output and the README):

    cost(finding) = SEVERITY_WEIGHT[severity] x CATEGORY_FACTOR.get(category, 1)   (rounded, >= 1)
    the 2nd, 3rd... finding of the same rule on the same tool costs half (rounded up), and one
    rule never costs a tool more than RULE_CAP x its first cost;
    score(tool) = max(0, 100 - sum of costs)
    set score   = round(mean of the tool scores) - cost of findings not tied to a loaded tool,
                  clamped to 0..100 (an empty set scores 100, or 0 when nothing could be loaded).

Suppressed findings cost nothing. Weights favour the defects that make calls fail or unsafe
(injection, identity, side effects, schema errors) over style; repeats are damped so that one
systematic omission (forty parameters without descriptions) does not hide every other problem.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.model import Finding
from workbench.render.document import Cell, Column, Document, Paragraph, Rendered, Table

SEVERITY_WEIGHT: Mapping[str, int] = {"error": 20, "warning": 6, "info": 1}
CATEGORY_FACTOR: Mapping[str, float] = {
    "injection": 2.0,        # a poisoned description steers the model: worst case
    "identity": 1.5,         # the model chooses whose data it reads or writes
    "side-effect": 1.5,      # a "get" that changes state breaks the model's predictions
    "schema-error": 1.5,     # the schema cannot be used as written
    "style-consistency": 0.5,
    "portability": 0.75,
}
REPEAT_FACTOR = 0.5
RULE_CAP = 3
SET_LEVEL = "<tool set>"  # the tool name of findings that belong to no single tool


@dataclass(frozen=True, init=False, slots=True)  # slots: one per costed finding of a lint
class ScoreItem:
    finding: Finding
    cost: int

    def __init__(self, finding: Finding, cost: int):
        # one per costed finding: skip the frozen __init__'s object.__setattr__ calls
        object.__setattr__(self, "finding", finding)
        object.__setattr__(self, "cost", cost)


@dataclass(frozen=True)
class ScoreExplanation(Rendered):
    """Why a tool (or the set) has its score: each finding that lowered it and what it cost."""

    tool: str
    score: int
    items: tuple[ScoreItem, ...]

    def to_document(self) -> Document:
        """The explanation as one document: the score, then one row per costed finding."""
        rows = tuple((Cell(str(i.cost), i.cost),
                      Cell(i.finding.severity, severity=i.finding.severity),
                      Cell(i.finding.rule),
                      Cell(i.finding.path or "(tool)", i.finding.path,
                           pointer=i.finding.path or None),
                      Cell(i.finding.message)) for i in self.items)
        blocks: list[Any] = [Table(
            (Column("cost", text_format="{:<3}"), Column("severity", text_format="{:<7}"),
             Column("rule"), Column("path"), Column("message")),
            rows, key="items", text=("  -{cost} {severity} {rule} at {path}: {message}",))]
        if not self.items:
            blocks.append(Paragraph.of("no finding lowered the score", indent=2))
        return Document(tuple(blocks), title=Paragraph.of(f"{self.tool}: {self.score}/100"),
                        data="items")

    def __str__(self) -> str:
        return self.to_text()


def finding_cost(finding: Finding) -> int:
    key = (finding.severity, finding.category)
    cost = _COSTS.get(key)
    if cost is None:
        weight = SEVERITY_WEIGHT.get(key[0], 0) * CATEGORY_FACTOR.get(key[1], 1.0)
        cost = _COSTS[key] = max(1, round(weight)) if weight else 0
    return cost


_COSTS: dict[tuple[str, str], int] = {}  # (severity, category) -> cost: a handful of pairs


def explain_findings(tool: str, findings: Iterable[Finding]) -> ScoreExplanation:
    """Score one tool from its findings (in `Finding.sort_key` order: the first finding of a rule
    is its most severe); suppressed ones cost nothing."""
    spent: dict[str, int] = {}
    seen: dict[str, int] = {}
    items: list[ScoreItem] = []
    for f in findings:  # the engine hands them over sorted, most severe first
        if f.suppressed:
            continue
        full = finding_cost(f)
        if not full:
            continue
        n = seen.get(f.rule, 0)
        seen[f.rule] = n + 1
        cost = full if n == 0 else math.ceil(full * REPEAT_FACTOR)
        cap = full * RULE_CAP - spent.get(f.rule, 0)
        cost = max(0, min(cost, cap))
        spent[f.rule] = spent.get(f.rule, 0) + cost
        if cost:
            items.append(ScoreItem(f, cost))
    items.sort(key=lambda i: -i.cost)
    return ScoreExplanation(tool, max(0, 100 - sum(i.cost for i in items)), tuple(items))


def score_all(tool_names: Sequence[str], findings: Sequence[Finding], *, load_failed: bool = False
              ) -> tuple[dict[str, int], dict[str, ScoreExplanation], int]:
    """Per-tool scores (keyed by name; duplicate names share their findings), their explanations
    and the set score."""
    explanations = {e.tool: e for e in _explained(tool_names, findings, load_failed)}
    scores = {name: e.score for name, e in explanations.items() if name != SET_LEVEL}
    return scores, explanations, explanations[SET_LEVEL].score


def scores_only(tool_names: Sequence[str], findings: Sequence[Finding], *, load_failed: bool = False
                ) -> tuple[dict[str, int], int]:
    """`score_all`'s scores and set score, each tool's explanation let go once it is scored."""
    scores: dict[str, int] = {}
    set_score = 0
    for e in _explained(tool_names, findings, load_failed):
        if e.tool == SET_LEVEL:
            set_score = e.score
        else:
            scores[e.tool] = e.score
    return scores, set_score


class LazyExplanations(Mapping[str, ScoreExplanation]):
    """`score_all`'s explanations, made when first read (a report written as JSON never reads
    them: ~0.35 KiB a tool of records otherwise held to the end)."""

    def __init__(self, tool_names: Sequence[str], findings: Sequence[Finding], *,
                 load_failed: bool = False) -> None:
        self._args = (tool_names, findings, load_failed)
        self._made: dict[str, ScoreExplanation] | None = None

    def _all(self) -> dict[str, ScoreExplanation]:
        if self._made is None:
            names, findings, load_failed = self._args
            self._made = score_all(names, findings, load_failed=load_failed)[1]
        return self._made

    def __getitem__(self, key: str) -> ScoreExplanation:
        return self._all()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def _explained(tool_names: Sequence[str], findings: Sequence[Finding], load_failed: bool
               ) -> Iterator[ScoreExplanation]:
    """The explanation of each distinct tool name in order, then the set's (`SET_LEVEL`)."""
    by_tool: dict[str, list[Finding]] = {}
    for f in findings:
        by_tool.setdefault(f.tool, []).append(f)
    done: set[str] = set()
    total = 0
    for name in tool_names:
        if name not in done:
            done.add(name)
            e = explain_findings(name, by_tool.get(name, ()))
            total += e.score
            yield e
    orphans = [f for name, fs in by_tool.items() if name not in done for f in fs]
    set_items = explain_findings(SET_LEVEL, orphans)
    if done:
        set_score = round(total / len(done)) - (100 - set_items.score)
    else:
        set_score = 0 if load_failed else 100 - (100 - set_items.score)
    yield ScoreExplanation(SET_LEVEL, max(0, min(100, set_score)), set_items.items)

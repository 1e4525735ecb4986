"""`Confusability`: the scored pairs of a tool set and their renderings, plus what to write in
each description to separate a pair.

`to_dict()` is the CLI contract (`toolschema confusable --format json`):
`{"tools": int, "pairs": [{"a", "b", "score": 0..1, "reasons": [str]}]}`, highest score first.
Text, HTML (with the heatmap of heatmap.py), Markdown and the pairs DataFrame come from one
document (`to_document()`); `to_frame()` is the score matrix.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.jsonutil import shorten
from workbench.render.document import (
    Cell,
    Column,
    Document,
    Paragraph,
    Rendered,
    Table,
    lines_under,
    rendered,
)
from workbench.text import CJK
from workbench.toolset.confusability import FLAG, Profile, ScoredPair

NUMBERED = 15  # pairs numbered in the heatmap and listed by rich renderings


@dataclass(frozen=True)
class ConfusablePair:
    """Two tools a model may confuse, with the score, the reasons and a concrete fix: what each
    description should say about when not to use it."""

    a: str
    b: str
    score: float
    reasons: tuple[str, ...]
    suggestions: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The pair in the JSON contract."""
        return {"a": self.a, "b": self.b, "score": self.score, "reasons": list(self.reasons)}


class Confusability(Rendered):
    """The confusability matrix of a tool set (sparse: unscored pairs are 0)."""

    def __init__(self, profiles: Sequence[Profile], pairs: Sequence[ScoredPair], *,
                 threshold: float = FLAG) -> None:
        self.profiles = list(profiles)
        self.tools: tuple[str, ...] = tuple(p.name for p in self.profiles)
        self.threshold = threshold
        self._scored = list(pairs)
        self.pairs: tuple[ConfusablePair, ...] = tuple(
            ConfusablePair(self.tools[p.i], self.tools[p.j], p.score, p.reasons,
                           suggest(self.profiles[p.i], self.profiles[p.j])
                           if p.score >= threshold else ())
            for p in self._scored)

    @property
    def flagged(self) -> tuple[ConfusablePair, ...]:
        """Pairs at or above the threshold: a model is likely to pick one for the other."""
        return tuple(p for p in self.pairs if p.score >= self.threshold)

    def score(self, a: str, b: str) -> float:
        """The score of the pair (0 when it was not a candidate); the highest when names repeat."""
        best = 0.0
        for p in self.pairs:
            if {p.a, p.b} == {a, b} or (a == b == p.a == p.b):
                best = max(best, p.score)
        return best

    def indexed_pairs(self) -> list[tuple[int, int, float]]:
        """(index of a, index of b, score) for every scored pair (indices into `tools`)."""
        return [(p.i, p.j, p.score) for p in self._scored]

    def worst_by_tool(self) -> list[float]:
        """Each tool's highest pair score (0 when it has no scored pair)."""
        worst = [0.0] * len(self.tools)
        for p in self._scored:
            worst[p.i] = max(worst[p.i], p.score)
            worst[p.j] = max(worst[p.j], p.score)
        return worst

    # -- renderings -------------------------------------------------------------------------
    def to_dict(self, min_score: float | None = None) -> dict[str, Any]:
        """The JSON contract; `min_score` defaults to the flag threshold."""
        bar = self.threshold if min_score is None else min_score
        return {"tools": len(self.tools),
                "pairs": [p.to_dict() for p in self.pairs if p.score >= bar]}

    def to_json(self, min_score: float | None = None, *, indent: int | None = 2) -> str:
        """`to_dict(min_score)` as JSON text."""
        return json.dumps(self.to_dict(min_score), ensure_ascii=False, indent=indent)

    def to_document(self, min_score: float | None = None, *, top: int | None = 50) -> Document:
        """The pairs at or above `min_score` (default: the flag threshold), worst first, each with
        its reasons and fixes (plain text lists the first `top`, None: all), and the heatmap
        (HTML only; the first `NUMBERED` pairs carry their row number in it)."""
        from workbench.toolset.heatmap import heatmap

        bar = self.threshold if min_score is None else min_score
        shown = [(s, p) for s, p in zip(self._scored, self.pairs) if p.score >= bar]
        listed = shown if top is None else shown[:top]
        rows, reasons, fixes = [], [], []
        for n, (_, p) in enumerate(listed, 1):
            number = Cell(str(n), n)
            tone = "bad" if p.score >= self.threshold else "caution"
            rows.append((number, Cell(p.a, emphasis="strong"), Cell(p.b, emphasis="strong"),
                         Cell(f"{p.score:.2f}", p.score, emphasis=tone),
                         Cell("yes" if p.score >= self.threshold else "", p.score >= self.threshold),
                         Cell("; ".join(p.reasons)), Cell(" / ".join(p.suggestions))))
            reasons += [(number, Cell(r)) for r in p.reasons]
            fixes += [(number, Cell(f)) for f in p.suggestions]
        pairs = Table(
            (Column("#", data=False), Column("a"), Column("b"), Column("score"),
             Column("flagged", shown=False), Column("reasons"),
             Column("fix", label="what to write", data=False)),
            tuple(rows), key="pairs", title=f"pairs scoring {bar} or more", total=len(shown),
            cap=NUMBERED, text=("{score}  {a}  <->  {b}",))
        title = Paragraph.of(
            f"{len(self.tools):,} tools, {len(self.flagged):,} confusable pairs (score >= "
            f"{self.threshold}); showing {len(listed):,} of {len(shown):,} pairs >= {bar}")
        numbered = {(s.i, s.j): n for n, (s, _) in enumerate(shown[:NUMBERED], 1)}
        return Document((
            heatmap(self, numbered), pairs,
            lines_under("reasons", "pairs", reasons, "      - {line}"),
            lines_under("fixes", "pairs", fixes, "      fix: {line}")),
            title=title, data="pairs", final_newline=True)

    def to_text(self, min_score: float | None = None, *, top: int | None = 50,
                color: bool = False) -> str:
        """Plain text as the CLI prints it: the first `top` pairs at or above `min_score`."""
        from workbench.render.text import render_text

        return rendered(lambda: self.to_document(min_score, top=top),
                        lambda doc: render_text(doc, color=color))

    def to_frame(self, tools: Sequence[str] | None = None) -> Any:
        """The matrix as a pandas DataFrame (tools in clustered order, 0 where a pair was not
        scored). `tools` limits it to those names; by default the tools that have a pair, or every
        tool when the set has at most 2,000."""
        import pandas as pd

        from workbench.toolset.heatmap import clustered_order

        if tools is None:
            worst = self.worst_by_tool()
            keep = [i for i in range(len(self.tools)) if len(self.tools) <= 2000 or worst[i] > 0]
        else:
            wanted = set(tools)
            keep = [i for i, name in enumerate(self.tools) if name in wanted]
        kept = set(keep)
        order = [i for i in clustered_order(self) if i in kept]
        position = {i: k for k, i in enumerate(order)}
        matrix = [[0.0] * len(order) for _ in order]
        for k in range(len(order)):
            matrix[k][k] = 1.0
        for i, j, s in self.indexed_pairs():
            if i in position and j in position:
                x, y = position[i], position[j]
                matrix[x][y] = matrix[y][x] = max(matrix[x][y], s)
        labels = [self.tools[i] for i in order]
        return pd.DataFrame(matrix, index=labels, columns=labels)

    def pairs_frame(self, min_score: float = 0.0) -> Any:
        """One row per scored pair at or above `min_score`: a, b, score, flagged, reasons (the
        pairs table of `to_document`)."""
        from workbench.render.frame import render_frame

        return rendered(lambda: self.to_document(min_score, top=None), render_frame)

    def __repr__(self) -> str:
        return (f"<Confusability {len(self.tools)} tools, {len(self.flagged)} confusable pairs "
                f"(score >= {self.threshold})>")


def suggest(a: Profile, b: Profile) -> tuple[str, ...]:
    """What to add to each description so that it says when not to use it:
    one sentence per tool, naming the neighbour and the neighbour's job, in the description's own
    language."""
    if a.normal_name and a.normal_name == b.normal_name:
        return (f"{b.name}: rename one of the two (prefix each with its system, e.g. "
                f"crm_{a.name} / support_{b.name}) or expose only one.",)
    return (_when_not(a, b), _when_not(b, a))


def _when_not(x: Profile, y: Profile) -> str:
    job = _gist(y)
    if CJK.search(x.description or ""):
        return f"{x.name}：在描述中写明“不要用于{job}；这类请求请用 {y.name}。”"
    return f"{x.name}: add to its description \"Do not use it to {job}; use {y.name} for that.\""


def _gist(p: Profile) -> str:
    """The neighbour's job in a few words: its first sentence, lower-cased and trimmed."""
    text = p.first_sentence.rstrip(".。")
    if not text:
        return p.name.replace("_", " ")
    if not CJK.search(text):
        text = text[0].lower() + text[1:]
        for lead in ("returns ", "gets ", "lists ", "searches ", "finds ", "creates ", "sends "):
            if text.startswith(lead):  # "Returns the weather" -> "get the weather"
                text = {"returns ": "get ", "gets ": "get ", "lists ": "list ",
                        "searches ": "search ", "finds ": "find ", "creates ": "create ",
                        "sends ": "send "}[lead] + text[len(lead):]
                break
    return shorten(text, 80)

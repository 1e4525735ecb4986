"""The built-in routing baseline: a lexical, bilingual, deterministic router that needs no model.

`LexicalRouter(tools)` indexes the set once (BM25 over each tool's name, description and parameter
names, with the bilingual concepts of `terms.py`), then `router(request, tools)` returns the best
tool's name, or None when nothing matches well enough. It has the signature of every router
(`workbench.toolset.routing`), so it is the baseline a model router is compared with.

Beyond word overlap it reads what routing rests on: the request's action against the
tool's action ("能不能取消，但先不要真的取消" is a preview, not a cancel), what the request rules out
(negated words do not count for a tool), and what each description rules out (a tool that says
"not for cancelling" loses a cancel request).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from workbench.model import Tool
from workbench.toolset.confusability import actions_agree, profile
from workbench.toolset.terms import first_action, text_terms

K1, B = 1.2, 0.6
NAME_BOOST = 2.0  # a word of the name counts this many times a word of the description
PARAM_BOOST = 0.5
ACTION_MATCH, ACTION_MISMATCH, ACTION_RULED_OUT, NEGATIVE_HIT = 1.5, 1.0, 2.5, 1.0
BOTH_NEGATED = 0.5  # "还没发货" meets "have not shipped": a negated term matches a negated term
_KIND_WEIGHT = {"c": 1.5, "w": 1.0, "z": 0.7}  # concepts carry across languages; bigrams are noisy
MIN_SCORE = 1.0  # below this the router answers "no tool"


class LexicalRouter:
    """BM25 over the tools of one set; call it like any router: `router(request, tools)`."""

    def __init__(self, tools: Sequence[Tool]) -> None:
        self.tools = list(tools)
        self.profiles = [profile(t) for t in self.tools]
        self.docs: list[dict[str, float]] = []
        for p in self.profiles:
            doc = dict(p.positive)
            for f in p.name_features:
                doc[f] = doc.get(f, 0.0) + NAME_BOOST
            for f in p.params:
                doc[f] = doc.get(f, 0.0) + PARAM_BOOST
            self.docs.append(doc)
        n = len(self.docs)
        lengths = [sum(d.values()) for d in self.docs]
        avg = sum(lengths) / n if n else 1.0
        self.norms = [K1 * (1 - B + B * length / (avg or 1.0)) for length in lengths]
        df: dict[str, int] = defaultdict(int)
        self.postings: dict[str, list[int]] = defaultdict(list)
        for i, d in enumerate(self.docs):
            for f in d:
                df[f] += 1
                self.postings[f].append(i)
        self.idf = {f: math.log(1 + (n - c + 0.5) / (c + 0.5)) for f, c in df.items()}

    def scores(self, request: str) -> dict[int, float]:
        """The score of every tool that shares a term with the request."""
        terms = text_terms(request or "")
        wanted = first_action(terms.positive)
        refused = {f[2:] for f in terms.negative if f.startswith("c:a:")}
        out: dict[int, float] = defaultdict(float)
        for f, qtf in terms.positive.items():
            idf = self.idf.get(f)
            if idf is None:
                continue
            idf *= _KIND_WEIGHT.get(f[:1], 1.0)
            for i in self.postings[f]:
                tf = self.docs[i][f]
                out[i] += idf * tf * (K1 + 1) / (tf + self.norms[i]) * min(qtf, 2.0)
        for f in terms.negative:
            for i, p in enumerate(self.profiles):
                if f in p.negative:
                    out[i] += BOTH_NEGATED * self.idf.get(f, 1.0) * _KIND_WEIGHT.get(f[:1], 1.0)
        for i in list(out):
            p = self.profiles[i]
            if wanted and actions_agree(p, wanted):
                out[i] += ACTION_MATCH
            elif wanted and p.action:  # the request asks for another action than the tool's
                out[i] -= ACTION_MISMATCH
            if p.action in refused and p.action != wanted:
                out[i] -= ACTION_RULED_OUT
            hits = sum(1 for f in terms.positive if f in p.negative and f not in p.positive)
            out[i] -= NEGATIVE_HIT * min(hits, 2)
        return out

    def __call__(self, request: str, tools: Any = None) -> str | None:
        """The chosen tool's name, or None (the `tools` argument is ignored: the set is indexed)."""
        scored = self.scores(request)
        if not scored:
            return None
        best = max(scored.items(), key=lambda kv: (kv[1], -kv[0]))
        return self.tools[best[0]].name if best[1] >= MIN_SCORE else None

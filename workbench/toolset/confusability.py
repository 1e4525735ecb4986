"""How likely a model is to confuse two tools of one set.

`workbench.confusability(tools)` scores pairs of tools from 0 to 1 from their names, descriptions
and parameters (English and Chinese, reworded text through the bilingual concepts of
`terms.py`), with the reasons, and returns a `Confusability` (report.py) with its renderings.

Scale (3,541 BFCL tools in a few seconds, memory linear in the set): no pair is compared unless it
is a candidate. Candidates come from an inverted index over the tools' features, skipping features
carried by more than `_COMMON` of the set (they separate nothing), accumulating a sparse dot
product per tool and keeping its `_TOP_K` best neighbours; tools with the same normalised name are
always candidates. Only candidates get the full score.

The score (weights tuned on tests/labelled/toolset/confusable_dev.json, see NOTES.md):
    0.30 name similarity + 0.45 description similarity + 0.10 parameters + 0.15 objects
    + 0.12 same action, - 0.10..0.25 different actions (read vs write costs most),
    - 0.25 per direction when a description sends the model to the other tool or rules out its
      action ("use X for that", "请用 X", "Not for summaries").
Above 0.5 the score is bent towards 1 (`_squash`) so that only the same normalised name (1.0)
and identical descriptions (at least 0.95) come near 1.
"""

from __future__ import annotations

import heapq
import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from workbench.loading import as_toolset
from workbench.model import Tool
from workbench.text import split_name
from workbench.toolset.terms import first_action, kind_of, name_terms, normal_word, param_terms, text_terms

if TYPE_CHECKING:
    from workbench.toolset.report import Confusability

FLAG = 0.5  # a pair at or above this is reported as confusable (the lint rule's bar too)
_TOP_K = 12  # neighbours scored per tool
_COMMON = 0.04  # a feature in more than this share of the set (and > 40 tools) is not indexed
_MAX_NAME_GROUP = 120  # tools with one normalised name compared pairwise, at most
_FEATURE_WEIGHT = {"w": 1.0, "c": 1.2, "z": 0.6}
_THIN = 4  # a description with at most this many words or bigrams says too little to separate
# Objects nearly every description mentions ("the current user", "details"): they count when the
# name says them, not when the first sentence does.
_GENERIC_OBJECTS = frozenset({"c:o:user", "c:o:info", "c:o:content", "c:o:money"})
_GENERIC = frozenset({"a:create", "a:submit"})  # "create a refund" is a refund
_BROAD = "a:update"  # `order_update` may mean cancel, change the address or edit a note
# Actions that read the same thing: a `get` and a `search` of one object compete.
_SAME_FAMILY = {frozenset({"a:get", "a:search"}), frozenset({"a:create", "a:submit"}),
                frozenset({"a:delete", "a:cancel"}), frozenset({"a:get", "a:list"}),
                frozenset({"a:search", "a:list"})}
W_NAME, W_DESC, W_PARAMS, W_INTENT = 0.25, 0.40, 0.05, 0.40
OTHER_ACTION, OTHER_KIND, SEPARATED = 0.10, 0.25, 0.25
_SCALE = 1 / 0.7  # puts the flag at 0.5: a raw 0.35 was the best cut on the development pairs


@dataclass(frozen=True)
class Profile:
    """What the scorer knows of one tool."""

    name: str
    description: str
    name_features: frozenset[str]
    objects: frozenset[str]
    normal_name: str
    action: str | None
    also: frozenset[str]  # other actions the name states (`billing_create_refund`: refund)
    positive: Mapping[str, float]
    negative: frozenset[str]
    redirects: frozenset[str]
    params: frozenset[str]
    param_names: frozenset[str]
    first_sentence: str
    core: frozenset[str]  # what the tool acts on: name objects and the first sentence's concepts
    thin: bool  # a description of a few words: it cannot separate the tool from anything
    namespace: str  # the first name token (`crm` of crm_get_customer)


def profile(tool: Tool) -> Profile:
    """The scorer's view of a tool (cached per text by `terms`)."""
    name = tool.name if isinstance(tool.name, str) else ""
    desc = tool.description if isinstance(tool.description, str) else ""
    nt = name_terms(name)
    tt = text_terms(desc)
    tokens = split_name(name)
    names = frozenset(k for k in tool.argument_properties() if isinstance(k, str))
    first = desc.strip().split("\n")[0]
    for stop in (". ", "。", "；", "; "):
        first = first.split(stop)[0]
    first = first.strip()
    lead = text_terms(first).positive
    core = nt.objects | {f for f in lead if f.startswith("c:o:") and f not in _GENERIC_OBJECTS}
    content = [f for f in tt.positive if not f.startswith("c:")]
    positive = dict(tt.positive)
    for f in nt.features:  # the model reads the name with the description: its concepts count
        if f.startswith("c:"):
            positive[f] = positive.get(f, 0.0) + 1.0
    return Profile(name, desc, nt.features, nt.objects, nt.normal,
                   nt.action or first_action(tt.positive), nt.also, positive, tt.negative,
                   tt.redirects, param_terms(tool.parameters), names, first[:120], core,
                   len(content) <= _THIN, normal_word(tokens[0]) if tokens else "")


@dataclass(frozen=True)
class ScoredPair:
    """Two tools (indices into the set) with their score and reasons."""

    i: int
    j: int
    score: float
    reasons: tuple[str, ...]
    separated: bool


class Scorer:
    """Feature weights of one tool set and the pair score over it."""

    def __init__(self, profiles: Sequence[Profile]) -> None:
        self.profiles = list(profiles)
        n = len(self.profiles)
        df: dict[str, int] = defaultdict(int)
        for p in self.profiles:
            for f in set(p.positive) | p.name_features | p.params:
                df[f] += 1
        self.df = df
        self.idf = {f: math.log(1.0 + (n + 20) / (d + 1)) for f, d in df.items()}
        self.weights = {f: v * _FEATURE_WEIGHT.get(f[:1], 1.0) for f, v in self.idf.items()}
        self.vectors = [self._vector(p.positive) for p in self.profiles]
        # A first name token several tools share is a namespace (crm_, math_): it says which
        # system, not what the tool acts on, so it is left out of the objects compared.
        firsts: dict[str, int] = defaultdict(int)
        for p in self.profiles:
            firsts[p.namespace] += 1
        self.cores = [p.core - {"w:" + p.namespace} if firsts[p.namespace] > 1 else p.core
                      for p in self.profiles]

    def weight(self, feature: str) -> float:
        w = self.weights.get(feature)
        return w if w is not None else _FEATURE_WEIGHT.get(feature[:1], 1.0)

    def _vector(self, tf: Mapping[str, float]) -> dict[str, float]:
        # sorted: float sums below must not depend on the hash seed (reproducible reports)
        vec = {f: (1.0 + math.log(c)) * self.weight(f) for f, c in sorted(tf.items()) if c > 0}
        norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        return {f: v / norm for f, v in vec.items()}

    def set_similarity(self, a: frozenset[str], b: frozenset[str]) -> float:
        """idf-weighted Jaccard of two feature sets."""
        if not a or not b:
            return 0.0
        weight = self.weight
        inter = sum(map(weight, sorted(a & b)))
        if not inter:
            return 0.0
        union = sum(map(weight, sorted(a | b)))
        return inter / union if union else 0.0

    def score(self, i: int, j: int) -> ScoredPair:
        a, b = self.profiles[i], self.profiles[j]
        if a.normal_name and a.normal_name == b.normal_name:
            why = "same name" if a.name == b.name else "names differ only in case or separators"
            return ScoredPair(i, j, 1.0, (why,), False)
        va, vb = self.vectors[i], self.vectors[j]
        small, large = (va, vb) if len(va) <= len(vb) else (vb, va)
        desc_sim = sum(v * large[f] for f, v in small.items() if f in large)
        name_sim = self.set_similarity(a.name_features, b.name_features)
        param_sim = self.set_similarity(a.params, b.params)
        object_sim = self.set_similarity(self.cores[i], self.cores[j])
        reasons: list[str] = []
        match, penalty = self._action_match(a, b, reasons)
        raw = (W_NAME * name_sim + W_DESC * desc_sim + W_PARAMS * param_sim
               + W_INTENT * match * object_sim - penalty)
        separated = 0
        for x, y in ((a, b), (b, a)):
            if _sends_away(x, y):
                separated += 1
                reasons.append(f"{x.name}'s description says when to use {y.name} instead")
        raw = (raw - SEPARATED * separated) * _SCALE
        if a.description.strip() and a.description.strip() == b.description.strip():
            raw = max(raw, 0.95)
            reasons.insert(0, "identical descriptions")
        score = round(_squash(raw), 3)
        reasons[0:0] = self._overlap_reasons(a, b, name_sim, desc_sim)
        if score >= FLAG and not separated:
            reasons.append("neither description says when to use the other")
        return ScoredPair(i, j, score, tuple(reasons), separated > 0)

    @staticmethod
    def _action_match(a: Profile, b: Profile, reasons: list[str]) -> tuple[float, float]:
        """How far the two actions agree (0..1) and the penalty for disagreeing."""
        if not (a.action and b.action):
            return 0.5, 0.0
        if a.action == b.action or frozenset({a.action, b.action}) in _SAME_FAMILY \
                or _does(a, b.action) or _does(b, a.action):
            reasons.append(f"same action: {_label(a.action)}"
                           + (f" ≈ {_label(b.action)}" if a.action != b.action else ""))
            return 1.0, 0.0
        kinds = kind_of(a.action), kind_of(b.action)
        if _BROAD in (a.action, b.action) and kinds == ("write", "write"):
            reasons.append(f"'{_label(_BROAD)}' is broad enough to cover "
                           f"{_label(b.action if a.action == _BROAD else a.action)}")
            return 0.7, 0.0
        if a.thin and b.thin:  # "查询日历" / "创建事件": nothing says which step is which
            reasons.append(f"different actions ({_label(a.action)}, {_label(b.action)}) but "
                           "neither description says which request is whose")
            return 0.5, 0.0
        other_kind = kinds[0] != kinds[1]
        reasons.append(f"different actions: {_label(a.action)} vs {_label(b.action)}"
                       + (f" ({kinds[0]} vs {kinds[1]})" if other_kind else ""))
        return 0.0, OTHER_KIND if other_kind else OTHER_ACTION

    def _overlap_reasons(self, a: Profile, b: Profile, name_sim: float, desc_sim: float) -> list[str]:
        out: list[str] = []
        shared_name = sorted(a.name_features & b.name_features, key=lambda f: (-self.weight(f), f))
        if shared_name and name_sim >= 0.2:
            out.append("names share " + ", ".join(_show(f) for f in shared_name[:5]))
        shared = sorted(set(a.positive) & set(b.positive), key=lambda f: (-self.weight(f), f))
        # Chinese bigrams straddle words ("据订"): shown only when nothing better is shared
        words = [f for f in shared if not f.startswith("z:")] or shared[:4]
        if words and desc_sim >= 0.2:
            out.append("descriptions share " + ", ".join(_show(f) for f in words[:8]))
        same_params = sorted(a.param_names & b.param_names)
        if same_params:
            out.append("same parameters: " + ", ".join(same_params[:6]))
        return out


def _squash(x: float) -> float:
    """0..0.5 as is, above it bent towards 1 (0.75 -> 0.73, 1.0 -> 0.88, 1.5 -> 0.98): only the
    same name and identical descriptions reach 1, and the order of pairs is kept."""
    if x <= 0.5:
        return max(0.0, x)
    return 0.5 + 0.5 * math.tanh((x - 0.5) / 0.5)


def actions_agree(x: Profile, action: str) -> bool:
    """Does tool x do `action` (the same, one of a family, or a generic verb on it)?"""
    return (x.action == action or frozenset({x.action, action}) in _SAME_FAMILY
            or _does(x, action))


def _does(x: Profile, action: str) -> bool:
    """`billing_create_refund` does a refund: a generic verb (create, submit) whose object is
    itself an action."""
    return x.action in _GENERIC and action in x.also


def _label(action: str) -> str:
    return action.split(":", 1)[1]


def _show(feature: str) -> str:
    kind, _, rest = feature.partition(":")
    return f"[{rest.split(':', 1)[1]}]" if kind == "c" else rest


def _sends_away(x: Profile, y: Profile) -> bool:
    """Does x's description send the model to y, or rule out y's action on y's object?"""
    if y.name and y.name in x.redirects:
        return True
    if y.action and "c:" + y.action in x.negative and x.action != y.action:
        concepts = {o for o in y.objects if o.startswith("c:o:")}
        return not concepts or bool(concepts & x.negative) or bool(concepts & set(x.positive))
    return False


def candidate_pairs(scorer: Scorer, top_k: int = _TOP_K) -> set[tuple[int, int]]:
    """Pairs worth scoring: the best `top_k` neighbours of each tool by a sparse dot product over
    the features that are not too common, and every pair of tools with the same normalised name."""
    profiles = scorer.profiles
    n = len(profiles)
    limit = max(40, int(_COMMON * n))
    combined: list[dict[str, float]] = []
    postings: dict[str, list[int]] = defaultdict(list)
    for i, p in enumerate(profiles):
        vec = dict(scorer.vectors[i])
        for f in p.name_features:
            vec[f] = vec.get(f, 0.0) + 0.5 * scorer.weight(f) / 4
        for f in p.params:
            vec[f] = vec.get(f, 0.0) + 0.2 * scorer.weight(f) / 4
        vec = {f: v for f, v in vec.items() if scorer.df[f] <= limit}
        combined.append(vec)
        for f in vec:
            postings[f].append(i)
    weighted: dict[str, list[tuple[int, float]]] = {
        f: [(j, combined[j][f]) for j in members] for f, members in postings.items()
        if len(members) > 1}
    pairs: set[tuple[int, int]] = set()
    for i, vec in enumerate(combined):
        acc: dict[int, float] = defaultdict(float)
        for f, w in vec.items():
            for j, wj in weighted.get(f, ()):
                acc[j] += w * wj
        acc.pop(i, None)
        best = heapq.nlargest(top_k, acc.items(), key=lambda kv: (kv[1], -kv[0]))
        pairs.update((min(i, j), max(i, j)) for j, _ in best)
    groups: dict[str, list[int]] = defaultdict(list)
    for i, p in enumerate(profiles):
        if p.normal_name:
            groups[p.normal_name].append(i)
    for members in groups.values():
        members = members[:_MAX_NAME_GROUP]
        pairs.update((x, y) for k, x in enumerate(members) for y in members[k + 1:])
    return pairs


def score_set(tools: Iterable[Tool], *, min_score: float = 0.0) -> tuple[list[Profile], list[ScoredPair]]:
    """Profiles of the tools and their scored candidate pairs at or above `min_score`, highest
    score first."""
    profiles = [profile(t) for t in tools]
    scorer = Scorer(profiles)
    scored = [scorer.score(i, j) for i, j in candidate_pairs(scorer)]
    kept = [p for p in scored if p.score >= min_score and p.score > 0]
    kept.sort(key=lambda p: (-p.score, profiles[p.i].name, profiles[p.j].name))
    return profiles, kept


def confusability(tools: Any, *, min_score: float = 0.0) -> Confusability:
    """How likely a model is to confuse each pair of tools in a set (names, descriptions and
    parameters; English and Chinese; reworded text through bilingual synonyms).

    `tools`: anything `workbench.load` accepts. Pairs scored below `min_score` are left out (only
    candidate pairs are scored at all, see the module doc). Returns a `Confusability`: the pairs
    with scores and reasons, `flagged` (score >= `FLAG`), suggestions, `to_frame()` (the matrix),
    `to_json()`, `to_text()` and an escaped HTML heatmap in the notebook."""
    from workbench.toolset.report import Confusability

    toolset = as_toolset(tools)
    profiles, pairs = score_set(toolset, min_score=min_score)
    return Confusability(profiles, pairs, threshold=FLAG)


def near_duplicates(tools: Any, *, min_score: float = FLAG) -> list[tuple[str, str, float, tuple[str, ...]]]:
    """The pairs a near-duplicate check reports: (first tool name, second tool name, score,
    reasons) for every pair at or above `min_score`, highest first; the second tool of a pair is
    the later one in the set (the one to rename, merge or describe apart)."""
    toolset = as_toolset(tools)
    profiles, pairs = score_set(toolset, min_score=min_score)
    return [(profiles[p.i].name, profiles[p.j].name, p.score, p.reasons) for p in pairs]

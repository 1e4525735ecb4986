"""The terms of a tool or a request, as the set analyses compare them (confusability, routing).

Reworded text must still meet: "查询客户资料" and "获取客户的资料信息", `get_web_page` and
`fetch_url_content`. Three kinds of feature, each a string:

- `w:<word>`   an English word, lower case, plural and third-person `s` taken off;
- `z:<bigram>` a Chinese character bigram (no segmentation model exists offline), boilerplate
               bigrams of tool descriptions ("使用", "只读"...) left out;
- `c:<concept>` a bilingual synonym group of `synonyms.json` (查询/获取/get/fetch -> `c:get`,
               客户/customer/client -> `c:customer`), found as English words or two-word phrases
               and as Chinese substrings (longest first).

Descriptions are read clause by clause: what follows a negation ("never cancels", "不会修改") and
whole clauses that send the model elsewhere ("use shop_get_order for that", "请用 X", "改用 X")
are kept apart as `negative` terms: they say what the tool is *not* for, so they must
not make two tools look alike, and they are how a description separates itself from a neighbour.

Name tokens come from `workbench.text.split_name` and the action word from its
`name_verb`; Chinese runs use `lexicon.CJK`. Nothing here segments Chinese beyond bigrams.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from workbench import lexicon as lx
from workbench.text import name_verb, split_name

_WORD = re.compile(r"[a-z][a-z0-9']*")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
# Clause ends: sentence punctuation in both languages, the Chinese comma and the colon (a
# "Read-only: never changes..." label ends where its list starts).
_CLAUSE = re.compile(r"[.;!?:](?=\s|$)|[。；！？，：\n]")
_NEG_EN = re.compile(r"\b(?:not|never|no|nor|don't|doesn't|didn't|cannot|can't|won't|without|"
                     r"haven't|hasn't|isn't|aren't|nothing|neither)\b")
_NEG_ZH = re.compile(r"不会|不能|不得|不可|不要|不应|不用|不适用|不是|无需|没有|并非|而非|勿|禁止|严禁|别")
# A clause that sends the model to another tool: all of it describes the other tool's job.
_IDENT = r"`?([A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+)`?"
_REDIRECT = re.compile(rf"\b(?:use|call|try)\s+{_IDENT}|\binstead\b|请用|改用|请使用|应使用|请调用|"
                       r"而应|换用", re.IGNORECASE)
IDENTIFIER = re.compile(_IDENT)
_READ_ONLY = re.compile(r"read[- ]?only|只读", re.IGNORECASE)
STOPWORDS = lx.STOPWORDS | frozenset({
    "one", "given", "via", "per", "into", "about", "also", "than", "then", "so", "do", "does",
    "did", "has", "have", "had", "was", "were", "been", "being", "me", "my", "we", "our", "us",
    "please", "want", "would", "like", "need", "could", "let", "know", "what", "how", "who",
    "where", "there", "here", "them", "they", "their", "he", "she", "his", "her", "him", "up",
    "out", "just", "yet", "still", "some", "any", "now", "right", "today", "tomorrow", "id",
    "ids", "number", "yes", "ok", "okay", "i'm", "it's", "that's", "i'd", "each", "every",
    "after", "before", "only", "already", "side", "effect", "read", "write", "whose", "other",
})


@dataclass(frozen=True)
class Table:
    """The synonym table, indexed: word -> concepts, phrase -> concepts, Chinese phrases."""

    words: Mapping[str, tuple[str, ...]]
    phrases: Mapping[str, tuple[str, ...]]  # two-word English phrases
    zh: tuple[tuple[str, tuple[str, ...]], ...]  # (phrase, concepts), longest phrase first
    kinds: Mapping[str, str]  # action concept -> read / write / compute
    objects: frozenset[str]  # object concepts
    zh_filler: frozenset[str]


@lru_cache(maxsize=1)
def table() -> Table:
    """The bilingual synonym table of `synonyms.json`, indexed once."""
    data = json.loads((Path(__file__).with_name("synonyms.json")).read_text(encoding="utf-8"))
    words: dict[str, list[str]] = {}
    phrases: dict[str, list[str]] = {}
    zh: dict[str, list[str]] = {}
    kinds: dict[str, str] = {}
    for section in ("actions", "objects"):
        for concept, group in data[section].items():
            cid = ("a:" if section == "actions" else "o:") + concept
            if section == "actions":
                kinds[cid] = group["kind"]
            for entry in group["en"]:
                parts = [normal_word(p) for p in entry.split()]
                target = words if len(parts) == 1 else phrases
                target.setdefault(" ".join(parts), []).append(cid)
            for entry in group["zh"]:
                zh.setdefault(entry, []).append(cid)
    ordered = tuple(sorted(((p, tuple(c)) for p, c in zh.items()), key=lambda pc: -len(pc[0])))
    return Table({w: tuple(c) for w, c in words.items()}, {p: tuple(c) for p, c in phrases.items()},
                 ordered, kinds, frozenset(f"o:{c}" for c in data["objects"]),
                 frozenset(data["zh_filler"]))


@lru_cache(maxsize=65536)
def normal_word(word: str) -> str:
    """`Customers` -> `customer`, `fetches` -> `fetch`, `queries` -> `query`: lower case, the
    plural or third-person ending taken off (no other stemming: `shipped` stays)."""
    w = word.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(("sses", "xes", "zes", "ches", "shes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def _en_features(text: str, out: dict[str, float]) -> None:
    tab = table()
    tokens = [normal_word(m) for m in _WORD.findall(text.lower())]
    for i, w in enumerate(tokens):
        for cid in tab.words.get(w, ()):
            out["c:" + cid] = out.get("c:" + cid, 0.0) + 1.0
        if i + 1 < len(tokens):
            for cid in tab.phrases.get(w + " " + tokens[i + 1], ()):
                out["c:" + cid] = out.get("c:" + cid, 0.0) + 1.0
        if w not in STOPWORDS and len(w) > 1 and not w.isdigit():
            out["w:" + w] = out.get("w:" + w, 0.0) + 1.0


def _zh_features(text: str, out: dict[str, float]) -> None:
    if text.isascii():
        return
    tab = table()
    for run in _CJK_RUN.findall(text):
        rest = run
        for phrase, concepts in tab.zh:  # longest first: 发票 is read before 发
            if phrase in rest:
                for cid in concepts:
                    out["c:" + cid] = out.get("c:" + cid, 0.0) + rest.count(phrase)
                rest = rest.replace(phrase, "|")
        for i in range(len(run) - 1):
            bigram = run[i:i + 2]
            if bigram not in tab.zh_filler:
                out["z:" + bigram] = out.get("z:" + bigram, 0.0) + 1.0


def features(text: str) -> dict[str, float]:
    """Term frequencies of every feature of `text` (English words, Chinese bigrams, concepts)."""
    out: dict[str, float] = {}
    if text:
        _en_features(text, out)
        _zh_features(text, out)
    return out


@dataclass(frozen=True)
class TextTerms:
    """A text split into what it says the tool (or the user) wants and what it rules out."""

    positive: Mapping[str, float]
    negative: frozenset[str]
    references: frozenset[str]  # tool-like identifiers named anywhere in the text
    redirects: frozenset[str]  # identifiers named in a clause that sends the model elsewhere


@lru_cache(maxsize=16384)
def text_terms(text: str) -> TextTerms:
    """Positive and negative terms of a description or a request, clause by clause."""
    positive: dict[str, float] = {}
    negative: dict[str, float] = {}
    redirects: set[str] = set()
    if not text:
        return TextTerms({}, frozenset(), frozenset(), frozenset())
    references = frozenset(m.group(1) for m in IDENTIFIER.finditer(text))
    text = _READ_ONLY.sub(" ", text)  # "Read-only" says no write; it is not a `read` action
    for clause in _CLAUSE.split(text):
        if not clause.strip():
            continue
        redirect = _REDIRECT.search(clause)
        if redirect:
            redirects.update(m.group(1) for m in IDENTIFIER.finditer(clause))
            _merge(negative, features(IDENTIFIER.sub(" ", clause)))
            continue
        cut = _negation_start(clause)
        _merge(positive, features(IDENTIFIER.sub(" ", clause[:cut])))
        if cut < len(clause):
            _merge(negative, features(IDENTIFIER.sub(" ", clause[cut:])))
    return TextTerms(positive, frozenset(negative), references, frozenset(redirects))


def _negation_start(clause: str) -> int:
    """Where the negated part of a clause starts (its end when nothing is negated)."""
    starts = [m.start() for m in (_NEG_EN.search(clause.lower()), _NEG_ZH.search(clause)) if m]
    return min(starts) if starts else len(clause)


def _merge(into: dict[str, float], more: Mapping[str, float]) -> None:
    for key, value in more.items():
        into[key] = into.get(key, 0.0) + value


@dataclass(frozen=True)
class NameTerms:
    features: frozenset[str]  # words and concepts of the name
    action: str | None  # the action concept (`a:get`), None when the name has none
    also: frozenset[str]  # other action concepts in the name (`create_refund`: a:refund)
    objects: frozenset[str]  # what the name acts on: each token's concepts, else the token
    normal: str  # the name without case and separators (`getUser` == `get_user`)


@lru_cache(maxsize=65536)
def name_terms(name: str) -> NameTerms:
    """The words, action and object of a tool name (`crm_get_customer`: a:get, customer)."""
    tokens = split_name(name or "")
    feats: list[set[str]] = []
    for token in tokens:
        feats.append(set(features(token)))
    for i in range(len(tokens) - 1):  # two-token phrases: `look_up`, `text_message`
        for cid in table().phrases.get(normal_word(tokens[i]) + " " + normal_word(tokens[i + 1]), ()):
            feats[i].add("c:" + cid)
    kinds = table().kinds
    verb = name_verb(name or "")
    action = None
    verb_at = verb.index if verb.verb is not None and 0 <= verb.index < len(tokens) else -1
    if verb_at >= 0:
        action = next((f[2:] for f in sorted(feats[verb_at]) if f[2:] in kinds), None)
    if action is None:
        for i, f in enumerate(feats):
            found = sorted(x[2:] for x in f if x[2:] in kinds)
            if found and not any(x.startswith("c:o:") for x in f):
                action, verb_at = found[0], i
                break
    objects: set[str] = set()
    for i, f in enumerate(feats):  # a token's concept stands for it (url, page -> o:web)
        if i != verb_at:
            concepts = {x for x in f if x.startswith("c:o:")}
            objects |= concepts or {x for x in f if not x.startswith("c:")}
    every = set().union(*feats) if feats else set()
    also = {x[2:] for f in feats for x in f if x[2:] in kinds} - {action}
    return NameTerms(frozenset(every), action, frozenset(also), frozenset(objects),
                     re.sub(r"[\s_.\-:/]+", "", name or "").lower())


def first_action(terms: Mapping[str, float] | Iterable[str]) -> str | None:
    """The first action concept among features (dicts keep insertion order: the text's order)."""
    kinds = table().kinds
    for feature in terms:
        if feature.startswith("c:a:") and feature[2:] in kinds:
            return feature[2:]
    return None


def kind_of(action: str | None) -> str | None:
    """read / write / compute for an action concept."""
    return table().kinds.get(action) if action else None


def param_terms(parameters: Any) -> frozenset[str]:
    """Words and concepts of the top-level parameter names (`customer_id` -> customer, c:o:...)."""
    props = parameters.get("properties") if isinstance(parameters, Mapping) else None
    if not isinstance(props, Mapping):
        return frozenset()
    out: set[str] = set()
    for key in props:
        if isinstance(key, str):
            out |= name_terms(key).features
    return frozenset(out)

"""Rename detection: a removed tool and an added tool that look like the same tool.

Similarity combines name tokens (billing_refund / billing_create_refund share "billing" and
"refund"), description words (character bigrams for Chinese) and the parameter schemas (field
names and their types). Pairs are matched greedily from the most similar; a pair below the
threshold stays removed + added.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from workbench.model import Tool
from workbench.text import flat_name, split_name

THRESHOLD = 0.6
_WEIGHTS = (0.35, 0.25, 0.40)  # name, description, parameters


def text_tokens(text: str | None) -> set[str]:
    text = (text or "").lower()
    words = set(re.findall(r"[a-z0-9]+", text))
    han = re.findall(r"[\u4e00-\u9fff]", text)
    words.update(a + b for a, b in itertools.pairwise(han))
    return words


def _jaccard(a: set, b: set) -> float:
    if not a and not b:
        return 0.0
    return len(a & b) / len(a | b)


def _fields(schema: Any) -> dict[str, str]:
    props = schema.get("properties") if isinstance(schema, Mapping) else None
    if not isinstance(props, Mapping):
        return {}
    return {name: str(sub.get("type")) if isinstance(sub, Mapping) else "?" for name, sub in props.items()}


def schema_similarity(a: Any, b: Any) -> float:
    return _field_similarity(_fields(a), _fields(b))


def _field_similarity(fa: dict[str, str], fb: dict[str, str]) -> float:
    if not fa and not fb:
        return 0.5  # two argument-less tools: the schema says nothing either way
    shared = set(fa) & set(fb)
    same_type = sum(1 for k in shared if fa[k] == fb[k])
    names = _jaccard(set(fa), set(fb))
    return 0.7 * names + 0.3 * (same_type / len(shared) if shared else 0.0)


# Action verbs by what they do: two names whose verbs fall in different groups (get_x / delete_x)
# name different tools, however much else they share.
_VERB_GROUPS = (
    {"get", "list", "search", "find", "fetch", "query", "read", "describe", "show", "lookup", "retrieve",
     "view", "check", "count"},
    {"create", "add", "new", "insert", "post", "submit", "make", "register", "upload", "open"},
    {"update", "set", "edit", "modify", "patch", "change", "put", "rename", "move", "assign"},
    {"delete", "remove", "destroy", "drop", "cancel", "revoke", "clear", "close", "archive", "unassign"},
    {"send", "notify", "email", "publish", "share"},
)
MIN_PARAMS = 0.5  # a rename keeps (most of) its arguments; otherwise it is removed + added
SWAP_DESC, SWAP_PARAMS = 0.8, 0.9


def _verbs(tokens: set[str]) -> set[int]:
    return {i for i, group in enumerate(_VERB_GROUPS) if tokens & group}


def _conflicting(a: set[str], b: set[str]) -> bool:
    va, vb = _verbs(a), _verbs(b)
    if va and vb and not va & vb:
        return True
    # star_repository / unstar_repository, like / dislike
    return any(x == p + y for x in a for y in b for p in ("un", "dis", "de")) or \
        any(y == p + x for x in a for y in b for p in ("un", "dis", "de"))


@dataclass(frozen=True)
class _Features:
    """What `similarity` reads of a tool, read once per tool rather than once per pair."""

    tokens: frozenset[str]
    fields: dict[str, str]
    words: frozenset[str]

    @classmethod
    def of(cls, tool: Tool) -> _Features:
        return cls(frozenset(split_name(tool.name)), _fields(tool.parameters),
                   frozenset(text_tokens(tool.description)))


def similarity(old: Tool, new: Tool) -> float:
    """0..1; 0 when the action verbs contradict or the arguments differ too much for a rename."""
    return _similarity(_Features.of(old), _Features.of(new))


def _similarity(old: _Features, new: _Features) -> float:
    ta, tb = set(old.tokens), set(new.tokens)
    params = _field_similarity(old.fields, new.fields)
    if _conflicting(ta, tb) or params < MIN_PARAMS:
        return 0.0
    name = _jaccard(ta, tb)
    desc = _jaccard(set(old.words), set(new.words))
    # a rename adds or drops name tokens (billing_refund -> billing_create_refund); swapping one
    # for another (get_issue_fields / get_issue_types) names a sibling tool, unless the tool only
    # moved (same description and arguments: billing_refund -> payments_refund)
    if ta - tb and tb - ta and not (desc >= SWAP_DESC and params >= SWAP_PARAMS):
        return 0.0
    wn, wd, wp = _WEIGHTS
    return round(wn * name + wd * desc + wp * params, 3)


def match_renames(removed: Iterable[Tool], added: Iterable[Tool],
                  threshold: float = THRESHOLD) -> list[tuple[Tool, Tool, float]]:
    """Removed/added pairs that look like one tool renamed, best first. Only pairs that share a
    field name (or both take none) are scored: with no field in common the arguments differ too
    much for a rename (`MIN_PARAMS`), so two disjoint sets of 2,000 tools are no 4,000,000 pairs."""
    removed, added = list(removed), list(added)
    old_f, new_f = [_Features.of(t) for t in removed], [_Features.of(t) for t in added]
    by_field: dict[str, set[int]] = {}
    fieldless: set[int] = set()
    for j, features in enumerate(new_f):
        for name in features.fields:
            by_field.setdefault(name, set()).add(j)
        if not features.fields:
            fieldless.add(j)
    scored = []
    for i, o in enumerate(old_f):
        near = fieldless if not o.fields else set().union(*(by_field.get(k, ()) for k in o.fields))
        for j in sorted(near):
            if (score := _similarity(o, new_f[j])) >= threshold:
                scored.append((score, i, j, score))
    return [(removed[i], added[j], score) for i, j, score in greedy_pairs(scored)]


def greedy_pairs(scored: list[tuple[float, int, int, Any]]) -> list[tuple[int, int, Any]]:
    """(i, j, payload) pairs from (score, i, j, payload) candidates, best score first (ties by
    position), each i and each j used at most once."""
    used_i: set[int] = set()
    used_j: set[int] = set()
    out = []
    for _, i, j, payload in sorted(scored, key=lambda x: (-x[0], x[1], x[2])):
        if i in used_i or j in used_j:
            continue
        used_i.add(i)
        used_j.add(j)
        out.append((i, j, payload))
    return out


# -- parameters ------------------------------------------------------------------------------------
_BASE = re.compile(r"\b(?:(0|1)-(?:based|indexed)|(zero|one)-(?:based|indexed))\b", re.I)
_UNIT = re.compile(r"\b(milliseconds?|ms|seconds?|secs?|minutes?|mins?|hours?)\b", re.I)
_UNIT_NAMES = {"ms": "milliseconds", "millisecond": "milliseconds", "second": "seconds", "sec": "seconds",
               "secs": "seconds", "minute": "minutes", "min": "minutes", "mins": "minutes",
               "hour": "hours"}
FIELD_DESC_ALONE = 0.6  # description overlap that proposes a rename without name evidence


def name_evidence(old: str, new: str) -> str | None:
    """Why two field names look like one (one name in two spellings, one containing the other,
    an abbreviation), in words; None when they do not. The audit links invented fields with it."""
    if flat_name(old) == flat_name(new):
        return f"`{old}` and `{new}` are one name in two spellings"
    to, tn = split_name(old), split_name(new)
    if to and tn and (set(to) < set(tn) or set(tn) < set(to)):
        return f"the name `{new if len(tn) > len(to) else old}` contains `{old if len(tn) > len(to) else new}`"
    if len(flat_name(old)) <= 3 < len(flat_name(new)) and flat_name(new).startswith(flat_name(old)):
        return f"`{old}` abbreviates `{new}`"
    if len(flat_name(new)) <= 3 < len(flat_name(old)) and flat_name(old).startswith(flat_name(new)):
        return f"`{new}` abbreviates `{old}`"
    return None


def _type_of(schema: Any) -> str:
    return str(schema.get("type")) if isinstance(schema, Mapping) else "?"


def _meaning(text: str | None) -> tuple[str | None, str | None]:
    """(index base, time unit) a description states."""
    base = _BASE.search(text or "")
    unit = _UNIT.search(text or "")
    b = None
    if base:
        b = "0-based" if (base.group(1) == "0" or (base.group(2) or "").lower() == "zero") else "1-based"
    u = None
    if unit:
        word = unit.group(1).lower()
        u = _UNIT_NAMES.get(word, word)
    return b, u


def meaning_change(old: Any, new: Any) -> str | None:
    """What the descriptions of a renamed field say its values now mean differently (index base,
    time unit): an old value sent under the new name is then wrong, not just misplaced."""
    od = old.get("description") if isinstance(old, Mapping) else None
    nd = new.get("description") if isinstance(new, Mapping) else None
    (ob, ou), (nb, nu) = _meaning(od), _meaning(nd)
    parts = []
    if ob and nb and ob != nb:
        parts.append(f"{ob} → {nb}: an old value is off by one")
    if ou and nu and ou != nu:
        parts.append(f"{ou} → {nu}: an old value is in the wrong unit")
    return "; ".join(parts) or None


def field_renames(old_props: Mapping[str, Any], new_props: Mapping[str, Any]
                  ) -> list[tuple[str, str, list[str]]]:
    """(old name, new name, evidence) for properties that look renamed: removed from one object
    and added to it, with the same type, and a related name (one name in two spellings, one
    containing the other, an abbreviation) or, when only one field went and one came, largely the
    same description. Matched greedily, strongest evidence first."""
    removed = [k for k in old_props if k not in new_props]
    added = [k for k in new_props if k not in old_props]
    scored = []
    for i, j in _name_related(removed, added):
        o, n = removed[i], added[j]
        if _type_of(old_props[o]) != _type_of(new_props[n]):
            continue
        evidence = []
        named = name_evidence(o, n)
        if named:
            evidence.append(named)
        od = old_props[o].get("description") if isinstance(old_props[o], Mapping) else None
        nd = new_props[n].get("description") if isinstance(new_props[n], Mapping) else None
        overlap = _jaccard(text_tokens(od), text_tokens(nd))
        if overlap >= 0.3:
            evidence.append(f"their descriptions share {overlap:.0%} of their words")
        if not named and not (overlap >= FIELD_DESC_ALONE and len(removed) == len(added) == 1):
            continue
        evidence.append(f"same type ({_type_of(new_props[n])})")
        scored.append(((2 if named else 0) + overlap, i, j, evidence))
    return [(removed[i], added[j], evidence) for i, j, evidence in greedy_pairs(scored)]


def _name_related(removed: list[str], added: list[str]) -> list[tuple[int, int]]:
    """(i, j) of every pair `_name_evidence` may relate, in order, found through indexes (one
    name in two spellings; one name's tokens within the other's; an abbreviation), plus the one
    pair when one field went and one came: 1,000 fields renamed are not a million comparisons."""
    if len(removed) == len(added) == 1:
        return [(0, 0)]
    pairs: set[tuple[int, int]] = set()
    for olds, news, flip in ((removed, added, False), (added, removed, True)):
        flat_news: dict[str, list[int]] = {}
        postings: dict[str, set[int]] = {}
        prefixes: dict[str, list[int]] = {}
        long_news: list[int] = []
        for j, name in enumerate(news):
            flat = flat_name(name)
            flat_news.setdefault(flat, []).append(j)
            for token in set(split_name(name)):
                postings.setdefault(token, set()).add(j)
            if len(flat) > 3:
                long_news.append(j)
                for k in range(1, 4):
                    prefixes.setdefault(flat[:k], []).append(j)
        for i, name in enumerate(olds):
            flat = flat_name(name)
            found: set[int] = set(flat_news.get(flat, ()))
            tokens = set(split_name(name))
            if tokens:  # the names whose tokens hold all of this one's
                found.update(set.intersection(*(postings.get(t, set()) for t in tokens)))
            if len(flat) <= 3:
                found.update(prefixes.get(flat, ()) if flat else long_news)
            pairs.update(((j, i) if flip else (i, j)) for j in found)
    return sorted(pairs)

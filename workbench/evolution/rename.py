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
from typing import Any

from workbench.model import Tool
from workbench.text import split_name

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
    fa, fb = _fields(a), _fields(b)
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


def similarity(old: Tool, new: Tool) -> float:
    """0..1; 0 when the action verbs contradict or the arguments differ too much for a rename."""
    ta, tb = set(split_name(old.name)), set(split_name(new.name))
    params = schema_similarity(old.parameters, new.parameters)
    if _conflicting(ta, tb) or params < MIN_PARAMS:
        return 0.0
    name = _jaccard(ta, tb)
    desc = _jaccard(text_tokens(old.description), text_tokens(new.description))
    # a rename adds or drops name tokens (billing_refund -> billing_create_refund); swapping one
    # for another (get_issue_fields / get_issue_types) names a sibling tool, unless the tool only
    # moved (same description and arguments: billing_refund -> payments_refund)
    if ta - tb and tb - ta and not (desc >= SWAP_DESC and params >= SWAP_PARAMS):
        return 0.0
    wn, wd, wp = _WEIGHTS
    return round(wn * name + wd * desc + wp * params, 3)


def match_renames(removed: Iterable[Tool], added: Iterable[Tool],
                  threshold: float = THRESHOLD) -> list[tuple[Tool, Tool, float]]:
    removed, added = list(removed), list(added)
    scored = sorted(((similarity(o, n), i, j) for i, o in enumerate(removed) for j, n in enumerate(added)),
                    key=lambda x: (-x[0], x[1], x[2]))
    used_old: set[int] = set()
    used_new: set[int] = set()
    pairs: list[tuple[Tool, Tool, float]] = []
    for score, i, j in scored:
        if score < threshold:
            break
        if i in used_old or j in used_new:
            continue
        used_old.add(i)
        used_new.add(j)
        pairs.append((removed[i], added[j], score))
    return pairs

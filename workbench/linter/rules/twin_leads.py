"""How two near-identical tools' names and opening sentences tell them apart, for
`near-duplicate-tools` (collision.py): an opening that names a different action, a Chinese lead
that differs, each text naming the word its name differs by, a batch twin, a templated lead that
names each tool's own object, the two directions of one conversion. Facts only; no rule is
defined here.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from workbench.text import has_cjk, lead_sentence, split_name, words

# the words a description opens with: its action ("Double-click at", "Click at")
OPENING_WORDS = 2


def open_with_other_actions(name_a: str, first: str, name_b: str, second: str) -> bool:
    """Do two near-identical descriptions open with different actions, named by the word that
    also tells the names apart ("Click at the specified coordinates" on `click_mouse` /
    "Double-click at ..." on `double_click_mouse`)? The text that differs is then the action
    itself, which the model reads first: the tools are told apart. Descriptions that open alike
    ("installs a package using pip" / "using uv and pip"), or whose openings differ in words the
    names do not hold ("Get information on a pull request" / "Get a pull request"), leave the
    choice open."""
    a, b = words(first)[:OPENING_WORDS], words(second)[:OPENING_WORDS]
    if len(a) != OPENING_WORDS or len(b) != OPENING_WORDS or a == b:
        return False
    names_differ = set(split_name(name_a)) ^ set(split_name(name_b))
    return bool((set(a) ^ set(b)) & names_differ)


def leads_tell_apart(name_a: str, first: str, name_b: str, second: str) -> bool:
    """Do two Chinese first sentences differ, on names that differ, the rest being a shared
    block (an Args list)? "删除金蝶云星空单据。" / "审核金蝶云星空单据。" on `delete_bill` /
    `audit_bill`: the model reads the first sentence first, and the tools are told apart there
    (the lead is compared whole: its verb is not the name's English word)."""
    lead_a, lead_b = lead_sentence(first), lead_sentence(second)
    names_differ = set(split_name(name_a)) ^ set(split_name(name_b))
    if not lead_a or not lead_b or lead_a == lead_b or not names_differ:
        return False
    # only a Chinese lead: an English one that differs in a name's word ("installs a package
    # using pip" / "using uv and pip") was judged a real overlap as often as not
    return has_cjk(lead_a) and has_cjk(lead_b)


def each_names_its_difference(name_a: str, first: str, name_b: str, second: str) -> bool:
    """Does each of two near-identical descriptions hold a word of its own name that the other
    name and the other description lack ("Search for jokes" on `search_jokes` / "Search for
    memes" on `search_memes`, "the imperial measurement system" / "the metric ...")? Then the
    text says the one thing the names differ by, on both sides. One side alone ("using pip" /
    "using uv and pip") leaves the plain one open. A converter family that names every code in
    each text ("Converts hex color code to other codes like RGB, HSL" on `convert_hex` /
    "Converts HSL color code to ... like Hex, RGB" on `convert_hsl`) names its own first."""
    names_a, names_b = _middles(split_name(name_a), split_name(name_b))
    words_a, words_b = words(first.lower()), words(second.lower())
    count_a, count_b = Counter(words_a), Counter(words_b)
    own_a, own_b = set(count_a - count_b), set(count_b - count_a)  # said more often on its side
    if bool((names_a - names_b) & own_a) and bool((names_b - names_a) & own_b):
        return True
    only_a, only_b = names_a - names_b, names_b - names_a
    return _leads_with(words_a, only_a, only_b) and _leads_with(words_b, only_b, only_a)


def _leads_with(text: list[str], own: set[str], other: set[str]) -> bool:
    """Is the first of the two names' differing words the text mentions one of its own?"""
    first = next((w for w in text if w in own or w in other), None)
    return first is not None and first in own and bool(set(text) & other)


def _middles(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The tokens two names differ by, between their common start and common end
    (`search_jokes_for_humor_jokes_and_memes` / `search_memes_for_...`: jokes / memes)."""
    middle_a, middle_b = _ordered_middle(a, b)
    return set(middle_a), set(middle_b)


# a name's word that makes the tool the many-at-once form of its twin (`bulk_create_keyword`)
_BATCH_MARKS = frozenset({"bulk", "batch", "batched", "multi", "multiple", "many", "批量"})


def batch_twins(name_a: str, name_b: str) -> bool:
    """Do two names differ only by a batch mark (`ebay_create_keyword` /
    `ebay_bulk_create_keyword`, `查询订单` / `批量查询订单`)? The name itself then says how the two
    differ (one item or many), which reviewers judged enough: a shown finding asks for what is
    already there. Any other word that differs leaves the pair as it was."""
    tokens_a, tokens_b = split_name(name_a), split_name(name_b)
    return tokens_a != tokens_b and _unbatched(tokens_a) == _unbatched(tokens_b)


def _unbatched(tokens: tuple[str, ...]) -> list[str]:
    """A name's tokens without its batch mark (`bulk`, or 批量 inside a Chinese token)."""
    return [w.replace("批量", "") for w in tokens if w not in _BATCH_MARKS]


def leads_name_own_objects(name_a: str, first: str, name_b: str, second: str) -> bool:
    """Do two templated descriptions open with first sentences that each say something the other
    lacks, on names that each hold a token the other lacks? "Récupère les projets d'un(e)
    contact" on `boond_contacts_projects` / "Récupère les contacts ... d'un(e) société" on
    `boond_companies_contacts`: the shared part is the template (when to use, what it returns),
    the lead names each tool's own object, and the model reads the lead first. A lead that only
    adds to the other ("installs a package using pip" / "using uv and pip", "Get a pull request"
    / "Get information on a pull request"), or that swaps only what it calls the result ("Get
    details of" / "Get information on"), stays a real overlap."""
    lead_a, lead_b = lead_sentence(first), lead_sentence(second)
    if not lead_a or not lead_b or lead_a == lead_b:
        return False
    names_a, names_b = set(split_name(name_a)), set(split_name(name_b))
    if not (names_a - names_b) or not (names_b - names_a):
        return False
    own_a = set(words(lead_a.lower())) - set(words(lead_b.lower())) - _WHAT_IT_GIVES
    own_b = set(words(lead_b.lower())) - set(words(lead_a.lower())) - _WHAT_IT_GIVES
    return bool(own_a) and bool(own_b)


# words a lead may swap for each other and still say the same ("Get details of a pull request"
# / "Get information on a pull request": one tool under an old and a new name)
_WHAT_IT_GIVES = frozenset({"details", "detail", "information", "info", "data", "of", "on", "about",
                            "for", "the", "a", "an", "specific", "given", "详情", "信息", "详细信息",
                            "数据"})


# the word between a conversion's source and its target (`hex_to_rgb`, `hex2rgb`, `rgb转hex`)
_DIRECTION_WORDS = frozenset({"to", "into", "2", "转"})


def opposite_directions(name_a: str, name_b: str) -> bool:
    """Are two names the two directions of one conversion, source and target swapped across a
    direction word (`hex_to_rgb` / `rgb_to_hex`, `username_to_uuid_for_x` / `uuid_to_username_for_x`,
    `rgb转hex` / `hex转rgb`)? The names then say which is which, and their texts differ in the
    very order ("Converts hex color code to rgb" / "Converts rgb color code to hex"): merging
    them would be wrong and telling them apart is done. Names whose words differ otherwise
    (`hex_to_rgb` / `hex_to_rgba`) are not."""
    a, b = _ordered_middle(split_name(name_a), split_name(name_b))
    for i, word in enumerate(a):
        if word in _DIRECTION_WORDS and word in b:
            j = b.index(word)
            if a[:i] and a[i + 1:] and a[:i] == b[j + 1:] and a[i + 1:] == b[:j]:
                return True
    return False


def _ordered_middle(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The tokens two names differ by, in their order, between their common start and end."""
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    return a[start:len(a) - end], b[start:len(b) - end]


# the words of a schema, which a call never sends: two tools' inputs are compared without them
SCHEMA_WORDS = ("description", "title", "examples", "example", "$comment")


def bare_schema(schema: Any) -> Any:
    """The schema without its words: what a call may send."""
    if isinstance(schema, Mapping):
        return {k: bare_schema(v) for k, v in schema.items() if k not in SCHEMA_WORDS}
    if isinstance(schema, list):
        return [bare_schema(v) for v in schema]
    return schema


def inputs_key(tool) -> str | None:
    """A key of the tool's inputs (names, types, constraints, required), or None when they are
    too plain to tell tools apart (no constraint, fewer than two parameters)."""
    params = tool.parameters if isinstance(tool.parameters, Mapping) else {}
    props = params.get("properties")
    if not isinstance(props, Mapping) or not props:
        return None
    bare = bare_schema(props)
    constrained = any(isinstance(p, Mapping) and set(p) - {"type"} for p in bare.values())
    if len(props) < 2 and not constrained:
        return None
    return json.dumps([bare, sorted(params.get("required") or [])], sort_keys=True, default=str)

"""`collision`: two tools that read the same object with exactly the same inputs.

`warehouse_get_stock(sku, warehouse_code)` and `inventory_query_stock(sku, warehouse_code)`,
both read-only, with the same pattern on `sku` and the same three warehouse codes: a model
cannot choose between them, and whichever it picks, the other is dead weight in the context.
`near-duplicate-tools` (collision.py) compares descriptions and one verb's synonyms; this reads
what a careful reader compares first: the inputs, value for value, and the object the names
act on, whatever the verbs (`get`/`query`/`fetch`) and the system prefixes.

Not reported: tools whose descriptions each name what sets them apart (a word one name has and
the other lacks: `qdrant_search`/`db2_search`, `albums_get_details`/`artists_get_details`),
tools with different inputs, tools that do different things to the same inputs
(`get_order`/`cancel_order`), tools acting on different objects (`get_stock`/`get_price`), and
inputs too plain to mean anything (one bare `id` string).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.rules.collision import _SYNONYMS as _VERB_SYNONYMS
from workbench.linter.rules.collision import _says_which
from workbench.linter.rules.twin_leads import SCHEMA_WORDS, bare_schema, inputs_key
from workbench.model import ToolSet
from workbench.text import cjk_bigrams, name_object, name_verb, singular, split_name, text_of, words


def _act(name: str) -> tuple[str | None, frozenset[str]]:
    """(kind of the name's verb, the words of what it acts on)."""
    verb = name_verb(name)
    if verb.verb is not None and verb.index == len(split_name(name)) - 1:
        return verb.kind, frozenset()  # `orders_search`: the prefix may be a system, not an object
    return verb.kind, frozenset(name_object(name))


def _told_apart(a, b) -> bool:
    """Does a word one name has and the other lacks (`qdrant`/`db2`, `albums`/`artists`,
    `soccer`/`basketball`) appear in its own description and not in the other's? Then the
    descriptions say which is which."""
    ta, tb = set(split_name(text_of(a.name))), set(split_name(text_of(b.name)))
    da, db = text_of(a.description).lower(), text_of(b.description).lower()
    for own, mine, theirs in ((ta - tb, da, db), (tb - ta, db, da)):
        for t in own:
            stem = t[:5] if t[:5] in mine else singular(t)[:5]  # `stories`: "Get a story"
            if len(t) > 2 and stem in mine and stem not in theirs:
                return True
    return False


@rule("same-inputs-tools", category="collision", severity="warning", scope="set",
      summary="Two tools that read the same object with exactly the same inputs compete for "
              "every call: keep one, or say in each description when to use which.",
      bad=Example([{"name": "warehouse_get_stock", "description": "按 SKU 查询库存。",
                    "parameters": {"type": "object", "properties": {
                        "sku": {"type": "string", "pattern": "^[A-Z0-9-]{4,20}$"}}}},
                   {"name": "inventory_query_stock", "description": "查询商品在各仓库的可用库存。",
                    "parameters": {"type": "object", "properties": {
                        "sku": {"type": "string", "pattern": "^[A-Z0-9-]{4,20}$"}}}}]),
      good=Example([{"name": "orders_get_order", "description": "Returns one order.",
                     "parameters": {"type": "object", "properties": {
                         "order_id": {"type": "string", "pattern": "^O[0-9]+$"}}}},
                    {"name": "orders_cancel_order", "description": "Cancels one order.",
                     "parameters": {"type": "object", "properties": {
                         "order_id": {"type": "string", "pattern": "^O[0-9]+$"}}}}]),
      rationale="Tool selection reads names and descriptions; when the inputs and the object are "
                "the same, only a description that says when to use which keeps the model from "
                "guessing (https://www.anthropic.com/engineering/writing-tools-for-agents). "
                "Shown when the two descriptions also say the same; info when they already "
                "differ, or when only the inputs' shapes match under other names.")
def check_same_inputs(toolset: ToolSet, contexts) -> Iterator[Hit]:
    # one act on one object with the same required inputs first: those pairs are shown, and the
    # readings below (which show fewer) skip them
    twins: set[frozenset[str]] = set()
    for first, other, obj in _same_act_twins(toolset):
        twins.add(frozenset((first.name, other.name)))
        verbs = dict.fromkeys(name_verb(text_of(t.name)).verb for t in (other, first))
        yield Hit("", f"{other.name!r} and {first.name!r} do one thing "
                      f"({'/'.join(f'`{v}`' for v in verbs)} on "
                      f"`{'_'.join(sorted(obj))}`) with the same required inputs "
                      f"({_listed(other)} / {_listed(first)}), and neither description says when to "
                      "use which: keep one tool, or say in each what it does that the other does "
                      "not.", tool=other.name)
    # readers of one object with the same parameter names first (cheap), then the full inputs
    by_names: dict[tuple[frozenset[str], frozenset[str]], list[Any]] = defaultdict(list)
    for tool in toolset:
        kind, obj = _act(text_of(tool.name))
        names = tool.argument_properties()
        if kind == "read" and obj and names:
            by_names[(obj, frozenset(names))].append(tool)
    groups: dict[tuple[str, frozenset[str]], list[Any]] = defaultdict(list)
    for (obj, _names), readers in by_names.items():
        if len(readers) < 2:
            continue
        for tool in readers:
            key = inputs_key(tool)
            if key is not None:
                groups[(key, obj)].append(tool)
    for members in groups.values():
        first = members[0]
        for other in members[1:]:
            if other.name == first.name or _told_apart(first, other) \
                    or frozenset((first.name, other.name)) in twins or _one_counts(first, other):
                continue
            props = ", ".join(f"`{p}`" for p in list(other.argument_properties())[:4])
            # shown only where the two descriptions also say the same (half their words
            # shared): reviewers judged every pair whose texts differ ("Count" beside "List",
            # "the current user's builds" beside "the latest across all users") not worth it
            similar = _similar_text(text_of(first.description), text_of(other.description))
            yield Hit("", f"{other.name!r} reads what {first.name!r} reads "
                          f"(`{'_'.join(sorted(_act(text_of(other.name))[1]))}`) with exactly its "
                          f"inputs ({props}): keep one tool, or say in each description what it "
                          "returns that the other does not and when to use which.", tool=other.name,
                      severity=None if similar else "info")
    yield from _renamed_readers(toolset, twins)


def _shape(tool) -> str | None:
    """The tool's inputs without their names (each parameter's bare schema and whether it is
    required, sorted), when at least two parameters each carry a constraint; else None."""
    params = tool.parameters if isinstance(tool.parameters, Mapping) else {}
    props = params.get("properties")
    if not isinstance(props, Mapping) or len(props) < 2:
        return None
    if not all(isinstance(p, Mapping) and set(p) - {"type", *SCHEMA_WORDS} for p in props.values()):
        return None  # a parameter without a constraint: too plain to match by its form (cheap test)
    required = set(params.get("required") or [])
    shapes = []
    for name, p in props.items():
        bare = bare_schema(p)
        if not isinstance(bare, Mapping) or not set(bare) - {"type"}:
            return None  # a parameter without a constraint: too plain to match by its form
        shapes.append(json.dumps([bare, name in required], sort_keys=True, default=str))
    return json.dumps(sorted(shapes))


def _similar_text(a: str, b: str) -> bool:
    """Half or more of the two descriptions' words (and Chinese character pairs) are shared."""
    fa, fb = set(words(a)) | cjk_bigrams(a), set(words(b)) | cjk_bigrams(b)
    return bool(fa and fb) and len(fa & fb) >= 0.5 * len(fa | fb)


def _objects_told_apart(a, b) -> bool:
    """`_told_apart` on what the names act on, not their verbs: "Search …" and "Find …" are the
    verbs' own words, the same reading in other words."""
    oa, ob = _act(text_of(a.name))[1], _act(text_of(b.name))[1]
    da, db = text_of(a.description).lower(), text_of(b.description).lower()
    return any(len(t) > 2 and s in mine and s not in theirs
               for own, mine, theirs in ((oa - ob, da, db), (ob - oa, db, da)) for t in own
               for s in (t[:5] if t[:5] in mine else singular(t)[:5],))


def _renamed_readers(toolset: ToolSet, twins: set[frozenset[str]]) -> Iterator[Hit]:
    """Readers (search/find, get/fetch) whose inputs are the same value for value under other
    names (`keyword`/`query`, `limit`/`max_results`, both 1-50) and whose descriptions say the
    same thing in other words (`hr_search_employees` / `hr_find_staff`)."""
    by_shape: dict[str, list[Any]] = defaultdict(list)
    for tool in toolset:
        if (shape := _shape(tool)) is not None and _act(text_of(tool.name))[0] == "read":
            by_shape[shape].append(tool)
    for members in by_shape.values():
        for x, first in enumerate(members[:50]):
            for other in members[x + 1:50]:
                if other.name == first.name or set(other.parameters["properties"]) == set(
                        first.parameters["properties"]) or _objects_told_apart(first, other) or not \
                        _similar_text(text_of(first.description), text_of(other.description)) \
                        or frozenset((first.name, other.name)) in twins:
                    continue  # the same names, or one act twice: the readings above show those
                # info: same-shaped readers of different objects sharing a template
                # ("Get a Shortcut epic by public ID" / "... story ...") were judged wrong
                yield Hit("", f"{other.name!r} takes the inputs of {first.name!r} under other names "
                              f"({', '.join(f'`{p}`' for p in list(other.parameters['properties'])[:4])} "
                              f"for {', '.join(f'`{p}`' for p in list(first.parameters['properties'])[:4])}) "
                              "and its description says the same in other words: keep one tool, "
                              "or say in each what it returns that the other does not and when "
                              "to use which.", tool=other.name, severity="info")


# Verbs that return a number about the items, not the items (`count_tables` beside `list_tables`):
# the names already say which is which (reviewers: "counting vs listing is obvious").
_AGGREGATE_VERBS = frozenset({"count", "total", "sum", "tally", "exists", "stat", "stats"})


def _one_counts(a, b) -> bool:
    va, vb = name_verb(text_of(a.name)).verb, name_verb(text_of(b.name)).verb
    return va != vb and bool({va, vb} & _AGGREGATE_VERBS)


def _listed(tool) -> str:
    required = tool.parameters.get("required") or [] if isinstance(tool.parameters, Mapping) else []
    return ", ".join(f"`{p}`" for p in required[:4])


def _required_shape(tool) -> str | None:
    """The tool's required inputs without their names (each one's bare schema, sorted), when at
    least one of them carries a constraint (a pattern, an enum, a format, bounds); else None."""
    params = tool.parameters if isinstance(tool.parameters, Mapping) else {}
    props = params.get("properties")
    if not isinstance(props, Mapping):
        return None
    shapes = [bare_schema(props[r]) for r in params.get("required") or () if isinstance(r, str) and r in props]
    if not any(isinstance(s, Mapping) and set(s) - {"type"} for s in shapes):
        return None  # no required input, or none constrained: too plain to tell tools apart
    return json.dumps(sorted(json.dumps(s, sort_keys=True, default=str) for s in shapes))


def _twin_key(tool) -> tuple[str, str, frozenset[str]] | None:
    """(kind, the verb read as its common synonym, the object's words in the singular) of a name
    that reads or writes one object: `archive_find_records` and `archive_search_records` both
    give ("read", "search", {record}); `sim_activate` and `activate_sim` both ("write",
    "activate", {sim}) (a verb that ends the name acts on what precedes it)."""
    name = text_of(tool.name)
    verb = name_verb(name)
    tokens = split_name(name)
    if verb.verb is None or verb.index < 0 or verb.kind not in ("read", "write"):
        return None
    obj = tokens[:verb.index] if verb.index == len(tokens) - 1 else name_object(name)
    # `device_status` and `device_info`: a facet word says which view of the object, not another
    # object; two views read with the same inputs and told apart by neither text are one read
    # (`runIt`, `runThis`: a pronoun names no object; each test class's own `runIt` is its own)
    kept = [t for t in obj if t not in _FACETS and t not in _PRONOUNS]
    if not kept:
        return None
    return verb.kind, _VERB_SYNONYMS.get(verb.verb, verb.verb), frozenset(singular(t) for t in kept)


_PRONOUNS = frozenset({"it", "this", "that", "them", "these", "those"})
_FACETS = frozenset({"info", "information", "details", "detail", "status", "data", "summary",
                     "overview"})


def _told_apart_beyond_verb(a, b) -> bool:
    """Does a word one name has and the other lacks, other than its verb (`iterations` beside
    `labels` in `iterations-get-stories` / `labels-get-stories`), appear in its own description
    and not in the other's? Then each says which is which. Verbs are left out: "Search ..."
    under `find_records` is the same act in the other's word."""
    va, vb = name_verb(text_of(a.name)).verb, name_verb(text_of(b.name)).verb
    ta, tb = set(split_name(text_of(a.name))) - {va}, set(split_name(text_of(b.name))) - {vb}
    da, db = text_of(a.description).lower(), text_of(b.description).lower()
    for own, mine, theirs in ((ta - tb, da, db), (tb - ta, db, da)):
        for t in own:
            stem = t[:5] if t[:5] in mine else singular(t)[:5]
            if len(t) > 2 and stem in mine and stem not in theirs:
                return True
    return False


def _same_act_twins(toolset: ToolSet) -> Iterator[tuple[Any, Any, frozenset[str]]]:
    """Pairs of tools that do one act (the same verb or its synonym: get/fetch, find/search) to
    one object (`rescue_get_incident` / `rescue_fetch_incident`, `crop_list_tasks` /
    `farm_list_tasks`) with the same required inputs value for value, under whatever names,
    whose descriptions do not tell them apart. Another verb (`count_tables` / `list_tables`,
    `listBuildId` / `getBuildId`) or another object (`get_stock` / `get_price`) is no twin."""
    groups: dict[tuple[Any, str], list[Any]] = defaultdict(list)
    for tool in toolset:
        if (key := _twin_key(tool)) is not None and (shape := _required_shape(tool)) is not None:
            groups[(key, shape)].append(tool)
    for ((_kind, _verb, obj), _shape), members in groups.items():
        for x, first in enumerate(members[:20]):
            for other in members[x + 1:20]:
                if other.name != first.name and not _says_which(first, other) \
                        and not _told_apart_beyond_verb(first, other):
                    yield first, other, obj

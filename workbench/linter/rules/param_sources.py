"""Undescribed references to things another tool of the set lists (`param-description`).

A parameter with no description whose value names something that already exists (`activity_id`,
`memory_name`, a bare `name` on `verge_delete_scene`, an `app_token`) cannot be made up: the
model must take it from somewhere. When the set holds a tool that lists or searches that very
object (`get_activities`, `list_memories`, `verge_list_scenes`) and neither this parameter nor
the tool's text points there, the model has to guess the link, and a plausible but wrong value
(a display name for an id, a name typed from the conversation) fails only at the executor.
`param-missing-description` (param_descriptions.py) reads the parameter alone and leaves such
names `info` ("the name says what it is"); this rule reads the set and names the tool to cite.

Not reported: a tool that makes the thing (`create_scene(name)`: the name is new), a tool that
itself lists that object (its `name` is a filter), values the schema already closes (`enum`,
`pattern`, `format`, `examples`), a parameter the tool text explains, and a tool whose
parameters have no description at all (`param-missing-description` reports the tool once).
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterable, Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import has_any_branch
from workbench.linter.rules.undescribed_params import (
    explained_in,
    missing_description_warns,
    undescribed_parameters,
)
from workbench.linter.set_names import NEIGHBOURS_READ, set_names
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import name_verb, singular, split_name

# The last word of a parameter that names an existing thing rather than describing it.
_REFERENCE_LAST = frozenset({"id", "ids", "uid", "uuid", "key", "token", "name", "names", "slug"})
_NAMES = frozenset({"name", "names"})
# Verbs whose `name` is a value to set (`update_memory(id, name)` renames), not the target.
_SETS = frozenset({"update", "edit", "modify", "set", "patch", "change", "move", "replace", "upsert"})
# Verbs of tools that make the thing their name parameter names: the value is new.
_MAKES = frozenset({"create", "add", "new", "register", "generate", "make", "build", "insert",
                    "import", "upload", "save", "rename", "copy", "clone", "duplicate", "put"})
# Verbs of tools that return many of an object: where its ids and names come from.
_LISTS = frozenset({"list", "search", "find", "query", "browse", "enumerate", "get", "fetch", "all"})
# Words of a tool name that are neither its verb nor its object (`verge_`, `mcp_`, `api`).
_NOT_OBJECTS = frozenset({"api", "mcp", "tool", "by", "for", "of", "the", "a", "an", "all", "my",
                          "info", "detail", "details", "data", "summary", "summaries"})


def _plural(word: str) -> set[str]:
    """`activity` -> {activities}, `scene` -> {scenes}, `box` -> {boxes}, `shelf` -> {shelfs, shelves}."""
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return {word[:-1] + "ies"}
    if word.endswith(("s", "x", "ch", "sh")):
        return {word + "es"}
    if word.endswith(("f", "fe")):  # shelf -> shelves, but also chief -> chiefs
        return {word + "s", word.rsplit("f", 1)[0] + "ves"}
    return {word + "s"}


def _object_of(ctx: ToolContext, node: SchemaNode, tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """The thing the parameter refers to: its own words before the reference word
    (`memory_name` -> memory), or, for a bare `name`/`id`, the last object word of the tool
    name (`verge_delete_scene` -> scene)."""
    if len(tokens) >= 2:
        return tokens[:-1]
    verb = ctx.name_verb
    if verb.verb is None or verb.index < 0:
        return None
    words = [t for t in ctx.name_tokens[verb.index + 1:] if t not in _NOT_OBJECTS and t.isalpha()]
    return (words[-1],) if words else None


def _listers(ctx: ToolContext, words: tuple[str, ...]) -> list[str]:
    """A tool of the set, not this one, that returns many of `thing` (`list_memories`,
    `get_activities`, `verge_list_scenes`): a read verb and the thing in the plural, or
    `list`/`search` with the thing; every other word of the parameter's object
    (`modelConfigKey`: model) must be in its name too. A tool named by the plural alone
    (`activities`) counts."""
    if ctx.toolset is None:
        return []
    thing, qualifiers = words[-1], set(words[:-1])
    plural = _plural(thing)
    found = []
    style = _style(ctx.tool.name)
    # only a tool whose name holds the thing or its plural can be found, and only the two
    # shortest names are kept: with the set's word index the candidates come shortest first
    # (ties in set order: the order `sorted(found, key=len)` gives) and the search stops at two;
    # every tool of the set read per parameter is quadratic
    index = set_names(ctx.toolset)
    candidates: Iterable[str]
    if index is None:
        candidates = (t.name for t in ctx.toolset)
    else:
        lengths = index.lengths
        order = heapq.merge(*(index.holding(w) for w in {*plural, thing}), key=lambda p: (lengths[p], p))
        candidates = (index.name(p) for p, _ in itertools.groupby(order))
    for read, name in enumerate(candidates):
        if read > NEIGHBOURS_READ:
            break  # the shortest names come first, and a lister's name is short
        if name == ctx.tool.name or _style(name) not in (style, "word"):
            continue  # another spelling of names: in a merged set, likely another server's tool
        tokens = split_name(name)
        if not qualifiers <= set(tokens) | {t.rstrip("s") for t in tokens}:
            continue
        if len(tokens) == 1 and tokens[0] in plural:
            found.append(name)
            if index is not None and len(found) == 2:
                break
            continue
        verb = name_verb(name)
        if verb.kind != "read" or not set(tokens) & _LISTS:
            continue
        if plural & set(_before_preposition(tokens)) or (
                tokens[-1] == thing and set(tokens) & {"list", "search", "find", "all"}):
            found.append(name)
            if index is not None and len(found) == 2:
                break
    return sorted(found, key=len)[:2]


def _style(name: str) -> str:
    """How a tool name joins its words: `list-components`, `list_containers`, `getComponents`,
    or one word (`activities`)."""
    if "-" in name:
        return "kebab"
    if "_" in name:
        return "snake"
    return "camel" if any(c.isupper() for c in name[1:]) else "word"


_PREPOSITIONS = frozenset({"across", "in", "for", "by", "of", "from", "with", "per", "under", "within"})


def _before_preposition(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """`get_flag_status_across_environments` -> (get, flag, status): what a read returns comes
    before the words that scope it."""
    for i, t in enumerate(tokens):
        if t in _PREPOSITIONS:
            return tokens[:i]
    return tokens


# Verbs of a tool that finds a thing from what the user knows of it (`lookup_vendor_lpse`,
# `resolve_company`, `match_supplier`): its `name` is the key searched for, a display name is
# the expected input. An id (`lookup_vendor(vendor_id)`) still comes from somewhere.
_LOOKUP_VERBS = frozenset({"lookup", "look", "resolve", "match", "identify"})


def _looks_up_by_name(ctx: ToolContext, thing: str) -> bool:
    """The tool looks up the very thing its name parameter names (`lookup_vendor_lpse` with
    `vendor_name`; not `search_strings` with a `section_name` scope), by its name's verb or a
    name for a lookup by name (`get_vendor_by_name`)."""
    tokens = ctx.name_tokens
    if thing not in tokens and thing + "s" not in tokens:
        return False
    by_name = any(a == "by" and b in _NAMES for a, b in itertools.pairwise(tokens))
    return ctx.name_verb.verb in _LOOKUP_VERBS or by_name


def _points_at(ctx: ToolContext, lister: str) -> bool:
    """Whether any text the model reads of this tool names the listing tool already."""
    return any(lister in text for _, text in ctx.model_texts)


@rule("param-source-unstated", category="param-description", severity="warning",
      summary="An undescribed parameter that names an existing thing (`activity_id`, a scene's "
              "`name`) which another tool of the set lists: say that its value comes from that "
              "tool, and give an example.",
      bad=Example.tool_set(
          Example.of(name="scenes_list_scenes", description="Lists the saved lighting scenes."),
          Example.of(name="scenes_delete_scene", description="Deletes a saved lighting scene.",
                     parameters={"type": "object", "required": ["name"],
                                 "properties": {"name": {"type": "string"}}})),
      good=(Example.tool_set(
                Example.of(name="scenes_list_scenes", description="Lists the saved lighting scenes."),
                Example.of(name="scenes_delete_scene", description="Deletes a saved lighting scene "
                                                                   "by the name scenes_list_scenes returns.",
                           parameters={"type": "object", "required": ["name"],
                                       "properties": {"name": {"type": "string"}}})),
            Example.tool_set(
                Example.of(name="scenes_list_scenes", description="Lists the saved lighting scenes."),
                Example.of(name="scenes_create_scene", description="Saves the current lights as a new scene.",
                           parameters={"type": "object", "required": ["name"],
                                       "properties": {"name": {"type": "string"}}}))),
      rationale="A name or id of something that exists cannot be invented: the model must have "
                "got it from a listing tool or from the user. Naming that tool in the parameter's "
                "description links the two calls; without it the model passes a display name "
                "for an id, or a name from the conversation, and the call fails at the executor.")
def check_param_source(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.toolset is None or len(ctx.toolset) < 2:
        return
    verb = ctx.name_verb
    if verb.verb in _MAKES:
        return  # the name or key is the new thing's
    root = ctx.index.root
    for parent, nodes in undescribed_parameters(ctx).items():
        if parent == "" and root is not None and len(nodes) >= 2 \
                and len(nodes) == len(list(ctx.index.top_level_properties())):
            continue  # nothing is described: param-missing-description reports the tool once
        for node in nodes:
            tokens = split_name(node.name or "")
            if not tokens or tokens[-1] not in _REFERENCE_LAST:
                continue
            if has_any_branch(node.schema, "enum", "pattern", "format", "examples", "const") \
                    or "boolean" in node.non_null_types or "object" in node.non_null_types:
                continue
            if missing_description_warns(node):
                continue  # param-missing-description already asks where it comes from
            if tokens[-1] in _NAMES and (node.parent or verb.verb in _SETS):
                continue  # a name inside a payload, or beside an update verb, is a value to set
            if verb.verb in _SETS and len(tokens) == 1 and tokens[0] not in _IDS \
                    and _record_named_by_another(ctx, node):
                continue  # `update_product(id, slug)`: the id names the product, the slug is new
            words = _object_of(ctx, node, tokens)
            if not words or len(words[-1]) < 3 or not words[-1].isalpha():
                continue
            thing = words[-1]
            if thing in ctx.name_tokens and set(ctx.name_tokens) & {"list", "search", "find"}:
                continue  # this tool lists the thing: its name is a filter
            listers = _listers(ctx, words)
            if not listers or any(_points_at(ctx, t) for t in listers) \
                    or explained_in(ctx.description, node.name) or mentions(ctx.description, node.name or ""):
                continue
            source = " or ".join(f"`{t}`" for t in listers)
            if tokens[-1] in _NAMES and _looks_up_by_name(ctx, thing):
                # `lookup_vendor(vendor_name)`: the name is the key the lookup searches by, a
                # display name the expected input; what is unsaid is how exact it must be
                yield Hit(node.pointer, f"`{node.name}` has no description: {tool.name!r} looks "
                                        f"the {thing} up by this name, so say whether it must be "
                                        "the exact registered name or may be part of it, give an "
                                        f"example, and point to {source} for finding the exact "
                                        "name when the user gives only part of it.")
                continue
            yield Hit(node.pointer, f"`{node.name}` has no description, and its value must name an "
                                    f"existing {' '.join(words)}: say that it comes from {source} "
                                    "(which field of the result to pass) and give an example, so "
                                    "the model does not pass a display name or a guess.",
                      severity="info" if _numbered_own_record(ctx, node, tokens) else None)


_IDS = frozenset({"id", "ids", "uid", "uuid"})


def _record_named_by_another(ctx: ToolContext, node: SchemaNode) -> bool:
    """Another required top-level input is an id (`id`, `product_id`): it names the record an
    update acts on, so a bare `slug` or `key` beside it is one of the values to set."""
    root = ctx.index.root
    required = root.schema.get("required") if root is not None else None
    if not isinstance(required, list):
        return False
    return any(isinstance(r, str) and r != node.name and split_name(r)[-1:] and split_name(r)[-1] in _IDS
               for r in required)


def _numbered_own_record(ctx: ToolContext, node: SchemaNode, tokens: tuple[str, ...]) -> bool:
    """An integer id of the record the tool's name acts on (`get_ticket(ticket_id: integer)`,
    `get_ticket_conversation(ticket_id)`): the type keeps a display name out and the name says
    which record; the source tool is a nicety (first-sight reviewers, Freshdesk: 0 U / 5 N,
    "users quote ticket numbers, and the type rules out names"). A string id, or the id of
    another record (`list_solution_folders(category_id)`), keeps the warning."""
    if node.parent != "" or node.non_null_types != ("integer",) or len(tokens) < 2 \
            or tokens[-1] != "id":
        return False
    named = {singular(t) for t in ctx.name_tokens}
    return all(singular(t) in named for t in tokens[:-1])

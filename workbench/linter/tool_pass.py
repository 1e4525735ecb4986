"""The tool-scope pass of a lint: every tool-scope rule over every tool, in this process or in
forked workers (`jobs`, `workbench/parallel.py`), giving the same outcomes in the same order.

A tool's outcome is everything the engine needs from it after its rules ran: whether its schema
could be walked, each rule's hits (and the crash that ended a rule early), and its suppression
marks. What the rules computed for the tool on the way (its walk, prose readings, text lists...)
is then dropped from its context: a lint keeps per tool only what the set-scope rules read
(`ToolContext.property_facts`), so memory follows what the report holds, not the size of every
intermediate fact.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, fields
from typing import Any

from workbench.linter.catalogue import Hit, Rule
from workbench.linter.context import ToolContext
from workbench.linter.fix_guard import keeps_defaults
from workbench.linter.kept_data import PropertyFact, PropertyFacts
from workbench.linter.memos import clear_text_memos
from workbench.linter.read_only_inputs import outside_read_only
from workbench.model import Finding
from workbench.packed_tools import BlobSpool, rebuilt, written_whole
from workbench.parallel import fork_map
from workbench.profiles import Profile
from workbench.schema.definitions import NO_DEFINITIONS, DefinitionUse
from workbench.schema.walk import SchemaIndex

Suppressions = list[tuple[str, frozenset[str]]]

# Context facts kept after a tool's rules ran: what the set-scope rules read of the properties,
# and the definition use (the placement of findings in shared definitions reads it). The walk
# goes (it is kept only when it failed: the empty stand-in must not be walked again).
_FIELDS = tuple(f.name for f in fields(ToolContext))  # what a context is made of, before any fact
_KEPT_ORDER = (*_FIELDS, "property_facts", "definitions")
_KEPT = frozenset(_KEPT_ORDER)


@dataclass(frozen=True)
class ToolOutcome:
    """One tool after its rules: `walk_error` (why its schema could not be walked, or None),
    per rule that hit or crashed `(rule position, hits, crash finding or None)`, its
    suppression marks `(pointer, names)`, and what the set-scope rules read of its properties
    (a worker sends it back, so this process need not walk the schema again)."""

    walk_error: str | None
    results: tuple[tuple[int, tuple[Hit, ...], Finding | None], ...]
    suppressions: tuple[tuple[str, frozenset[str]], ...]
    properties: Sequence[PropertyFact]
    # the definition use (placing findings in shared definitions reads it): sent back too, or
    # this process would walk every tool's schema again at the end and keep every walk
    definitions: DefinitionUse = NO_DEFINITIONS


def tool_name(ctx: ToolContext) -> str:
    """The tool's name as findings carry it (a hand-built Tool may hold any object)."""
    name = ctx.tool.name
    return name if isinstance(name, str) else str(name)


def run_tool_rules(contexts: Sequence[ToolContext], rules: Sequence[Rule],
                   crash: Callable[[Rule, str, Exception], Finding],
                   suppressions: Callable[[ToolContext], Suppressions], *,
                   jobs: int = 1) -> Iterator[ToolOutcome]:
    """The outcome of each context, in order. With `jobs` > 1 on a large set, chunks of the
    contexts run in forked workers; a walk failure found there is recorded on this process's
    context too (an empty walk), as the serial pass does."""
    def chunk(start: int, stop: int) -> list[ToolOutcome]:
        # a worker's own copy of each context: what its rules compute goes with it once the
        # outcome is made (sent back, this process records it on its own context), so a worker
        # does not keep the kept facts of every tool it linted, nor dirty the pages it shares
        clear_text_memos()
        return [_outcome_dropped(own(i), rules, crash, suppressions) for i in range(start, stop)]

    strings: dict[str, str] = {}  # the places of the kept property facts: one string each
    if jobs <= 1:
        for ctx in contexts:  # one tool at a time: its facts are dropped before the next
            outcome = _outcome(ctx, rules, crash, suppressions)
            _keep_shared(ctx, strings)
            yield outcome
        return
    own = _WorkerContexts(contexts)
    place = iter(contexts)
    clear_text_memos()  # the workers start with them empty, not with the loading's names
    for outcomes in fork_map(chunk, len(contexts), jobs):  # chunks in order, as they arrive
        for outcome in outcomes:
            ctx = next(place)
            _received(ctx, outcome)
            _keep_shared(ctx, strings)
            yield outcome


class KeptContext(ToolContext):
    """A tool's context after its rules ran (`kept_context`): a `ToolContext` in every way, of
    its own class because CPython sizes an instance's inline attributes by every attribute ever
    set on an instance of its class: a `ToolContext` makes room for the ~30 facts the tool
    rules cache (0.33 KiB a context), one of this class for the few kept (0.12 KiB)."""


def kept_context(ctx: ToolContext) -> ToolContext:
    """`ctx` after its tool's pass as a new context holding only the kept facts, set in one
    order without an instance dict (CPython keeps them inline: ~0.3 KiB less a tool than the
    dict the pass left, for the whole rest of the lint). The engine puts it in place of `ctx`."""
    facts = ctx.__dict__
    kept = object.__new__(KeptContext)
    for key in _KEPT_ORDER:
        object.__setattr__(kept, key, facts[key])
    if "index" in facts:  # a failed walk's empty stand-in: not walked again
        kept.__dict__["index"] = facts["index"]
    return kept


_LOW_BITS = 32
_LOW = (1 << _LOW_BITS) - 1


class _WorkerContexts:
    """The contexts a forked worker lints, made without reading the parent's objects of the
    tool: a worker that reads a tool, its name or its context writes their reference counts,
    and every page so written is copied into the worker (half the set's pages in each of two
    workers, beside the parent's). Built before the fork: each packed tool's own fields written
    beside its blob (`packed_tools.written_whole`), where both are and which of the set's few
    profile tuples the tool has, as arrays. A tool that cannot be made from the file (not
    packed, loader notes, another set) gets `_unstarted` of the parent's context, as before."""

    def __init__(self, contexts: Sequence[ToolContext]) -> None:
        self.contexts = contexts
        # a place is an offset and a length in one int, wider than 64 bits in a large file:
        # kept as two halves (a low half of 0: no place, the tool read from its context)
        self.places = [array("Q"), array("Q"), array("Q"), array("Q")]
        self.kinds = array("I")
        self.profiles: list[Sequence[Profile]] = []
        self.toolset = contexts[0].toolset if contexts else None
        self.spool: BlobSpool | None = None
        kinds: dict[tuple[Any, ...], int] = {}  # the profiles by what they hold: a tool with none has a list of its own
        for ctx in contexts:
            whole = written_whole(ctx.tool) if ctx.toolset is self.toolset else None
            if whole is not None and self.spool is None:
                self.spool = whole[0]
            places = (whole[1], whole[2]) if whole is not None and whole[0] is self.spool else (0, 0)
            for k, place in enumerate(places):
                self.places[2 * k].append(place >> _LOW_BITS)
                self.places[2 * k + 1].append(place & _LOW)
            kind = kinds.setdefault((type(ctx.profiles), *map(id, ctx.profiles)), len(self.profiles))
            if kind == len(self.profiles):
                self.profiles.append(ctx.profiles)
            self.kinds.append(kind)

    def __call__(self, i: int) -> ToolContext:
        high, low, own_high, own_low = (half[i] for half in self.places)
        if not low or self.spool is None:
            return _unstarted(self.contexts[i])
        tool = rebuilt(self.spool, high << _LOW_BITS | low, own_high << _LOW_BITS | own_low)
        fresh = object.__new__(ToolContext)  # its profiles as the parent's context has them
        for key, value in (("tool", tool), ("profiles", self.profiles[self.kinds[i]]),
                           ("toolset", self.toolset)):
            object.__setattr__(fresh, key, value)
        return fresh


def _unstarted(ctx: ToolContext) -> ToolContext:
    """A context of `ctx`'s tool, profiles and set with no fact computed: what a forked worker
    runs the rules on, leaving the context it inherited as the parent made it."""
    fresh = object.__new__(ToolContext)
    for key in _FIELDS:
        object.__setattr__(fresh, key, getattr(ctx, key))
    return fresh


def _keep_shared(ctx: ToolContext, strings: dict[str, str]) -> None:
    """The kept property facts with their pointers and names shared across the set
    (`/properties/id` and `id` in every tool that has an `id`): they stay for the whole lint,
    one tuple a property."""
    share = strings.setdefault
    ctx.__dict__["property_facts"] = PropertyFacts(
        PropertyFact(share(f.pointer, f.pointer), f.name if f.name is None else share(f.name, f.name),
                     f.parent if f.parent is None else share(f.parent, f.parent), f.required, f.union)
        for f in ctx.property_facts)


def received_outcomes(contexts: Sequence[ToolContext], outcomes: Iterable[ToolOutcome]) -> Iterator[ToolOutcome]:
    """Outcomes computed elsewhere (a Dask worker), one per context in order, recorded on this
    process's contexts as `run_tool_rules` records its forked workers' outcomes."""
    for ctx, outcome in zip(contexts, outcomes):
        yield _received(ctx, outcome)


def _received(ctx: ToolContext, outcome: ToolOutcome) -> ToolOutcome:
    """A worker's outcome recorded on this process's context of the same tool."""
    if outcome.walk_error is not None:
        ctx.__dict__["index"] = SchemaIndex((), None, 0)
    ctx.__dict__["property_facts"] = outcome.properties
    ctx.__dict__["definitions"] = outcome.definitions
    _shed(ctx, walked=outcome.walk_error is None)
    return outcome


def _outcome(ctx: ToolContext, rules: Sequence[Rule],
             crash: Callable[[Rule, str, Exception], Finding],
             suppressions: Callable[[ToolContext], Suppressions]) -> ToolOutcome:
    tool = ctx.hold_tool()
    name = tool_name(ctx)
    walk_error = None
    try:
        ctx.index  # noqa: B018  (walk once here, so a walk failure is one finding, not one per rule)
    except Exception as exc:
        ctx.__dict__["index"] = SchemaIndex((), None, 0)
        walk_error = f"{type(exc).__name__}: {exc}"
    results: list[tuple[int, tuple[Hit, ...], Finding | None]] = []
    for k, r in enumerate(rules):
        hits: list[Hit] = []
        try:
            hits.extend(r.check(tool, ctx))
        except Exception as exc:  # a rule bug must not hide the other rules' findings
            results.append((k, tuple(hits), crash(r, name, exc)))
            continue
        if hits and ctx.read_only_inputs.pointers:  # none inside a subtree a call never sends
            hits = [h for h in hits if outside_read_only(
                h.path, r.id, r.category, h.severity or r.severity, ctx.read_only_inputs)]
        if any(h.fix for h in hits):  # a patch that rejects the field's own default is no fix
            hits = [keeps_defaults(ctx, h) for h in hits]
        if hits:
            results.append((k, tuple(hits), None))
    try:
        marks = tuple(suppressions(ctx))
    except Exception:  # an unreadable suppression must not cost the report
        marks = ()
    _shed(ctx, walked=walk_error is None)
    return ToolOutcome(walk_error, tuple(results), marks, ctx.property_facts, ctx.definitions)


def _outcome_dropped(ctx: ToolContext, rules: Sequence[Rule],
                     crash: Callable[[Rule, str, Exception], Finding],
                     suppressions: Callable[[ToolContext], Suppressions]) -> ToolOutcome:
    """A worker's outcome of its own context, which it then empties: the facts the pass keeps
    can refer back to the context, and the cycle collector waits while a lint runs (`engine`),
    so the context (and the tool made from its blob, ~1.2 KiB) would live on beside every other."""
    outcome = _outcome(ctx, rules, crash, suppressions)
    ctx.__dict__.clear()
    return outcome


def _shed(ctx: ToolContext, *, walked: bool) -> None:
    """Drop what the tool's rules computed, keeping `_KEPT` (computed now if missing)."""
    ctx.property_facts  # noqa: B018  (from the walk, before it goes)
    ctx.definitions  # noqa: B018  (likewise)
    facts = ctx.__dict__
    ctx.release_tool()  # a packed tool: its unpacked copy goes with the rest
    kept = {k: v for k, v in facts.items() if k in _KEPT or (k == "index" and not walked)}
    facts.clear()  # a dict keeps its grown table when keys are deleted; cleared, it is freed
    facts.update(kept)

"""`diff(old, new)`: match tools (by name, then proposed renames), compare each pair, verify a
witness for every breaking change, and sample old-valid inputs for the compatible ones."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from workbench.evolution import values as V
from workbench.evolution.advice import SIDE_OF, advice_for
from workbench.evolution.compare import Comparer
from workbench.evolution.facts import Pending
from workbench.evolution.metadata import tool_metadata_changes
from workbench.evolution.rename import match_renames
from workbench.evolution.report import Change, DiffReport
from workbench.evolution.witness import find_witness, first_break, old_valid_samples, only_at
from workbench.loading import as_toolset
from workbench.model import Tool, ToolSet
from workbench.schema import instances
from workbench.schema.pointer import from_path, split
from workbench.schema.validate import SchemaUnusable, ValidationIssue, compile_validator, iter_issues

_KEYWORD_CHANGE = {
    "required": "field-newly-required", "type": "type-narrowed", "enum": "enum-value-removed",
    "const": "enum-value-removed", "minimum": "bound-tightened", "maximum": "bound-tightened",
    "exclusiveMinimum": "bound-tightened", "exclusiveMaximum": "bound-tightened",
    "multipleOf": "bound-tightened", "minLength": "length-tightened", "maxLength": "length-tightened",
    "minItems": "length-tightened", "maxItems": "length-tightened", "pattern": "pattern-changed",
    "additionalProperties": "additional-properties-tightened",
}
_NO_WITNESS = " (no concrete witness found: check by hand)"

# which reported changes already explain a break that sampling finds
_EXPLAINED_BY = {
    "field-newly-required": {"field-newly-required", "field-added", "field-renamed"},
    "additional-properties-tightened": {"additional-properties-tightened", "field-removed", "field-renamed"},
    "enum-value-removed": {"enum-value-removed", "enum-introduced"},
}



def diff(old: Any, new: Any, *, samples: int = 200, seed: int = 0) -> DiffReport:
    """Compare two tool sets (anything `workbench.load` accepts, a ToolSet, a Tool or a list of
    Tools). Raises `workbench.errors.LoadError` when a side yields no tool at all."""
    old_set, new_set = as_toolset(old), as_toolset(new)
    old_by = _by_name(old_set)
    new_by = _by_name(new_set)
    changes: list[Change] = []
    removed = [t for n, t in old_by.items() if n not in new_by]
    added = [t for n, t in new_by.items() if n not in old_by]
    renames = match_renames(removed, added)
    renamed_old = {o.name for o, _, _ in renames}
    renamed_new = {n.name for _, n, _ in renames}

    for name, old_tool in old_by.items():
        if name in new_by:
            changes += _compare_tools(old_tool, new_by[name], samples, seed)
        elif name in renamed_old:
            new_tool, score = next((n, s) for o, n, s in renames if o.name == name)
            changes.append(_renamed(old_tool, new_tool, score))
            changes += _compare_tools(old_tool, new_tool, samples, seed, renamed_from=name)
        else:
            changes.append(Change(name, "", "tool-removed", True,
                                  f"tool `{name}` removed: calls to it now fail as unknown tool; keep a "
                                  "backend route that answers with a clear error for a window",
                                  _minimal_call(old_tool), "both"))
    for name in new_by:
        if name not in old_by and name not in renamed_new:
            changes.append(Change(name, "", "tool-added", False, f"new tool `{name}`"))
    return DiffReport(tuple(changes), old_set, new_set)


def _by_name(toolset: ToolSet) -> dict[str, Tool]:
    out: dict[str, Tool] = {}
    for tool in toolset:
        out.setdefault(tool.name, tool)  # a duplicate name is lint's business (collision)
    return out


def _minimal_call(tool: Tool) -> Any:
    value = instances.minimal(tool.parameters)
    try:
        return value if compile_validator(tool.parameters).is_valid(value) else None
    except SchemaUnusable:
        return None


def _renamed(old: Tool, new: Tool, score: float) -> Change:
    return Change(old.name, "", "tool-renamed", True,
                  f"`{old.name}` looks renamed to `{new.name}` (proposed; similarity {score:.2f} of name "
                  "tokens, description and parameters). A rename breaks routing tables, log aggregation, "
                  f"replayed calls and audit rules: register `{old.name}` as a deprecated alias "
                  f"whose executor forwards to `{new.name}`, take it off the model-visible list once "
                  "callers migrated, and keep the backend route for a while. If these are different "
                  "tools, read this as tool-removed + tool-added.",
                  _minimal_call(old), "both")


def _validator(schema: Any) -> Callable[[Any], bool] | None:
    try:
        return compile_validator(schema).is_valid
    except SchemaUnusable:
        return None


def _compare_tools(old: Tool, new: Tool, samples: int, seed: int, renamed_from: str | None = None) -> list[Change]:
    tool = new.name
    changes = tool_metadata_changes(old, new)
    if old.parameters == new.parameters:
        return changes
    is_old, is_new = _validator(old.parameters), _validator(new.parameters)
    pending = Comparer(old.parameters, new.parameters).run()
    found: list[Change] = []
    new_validator = compile_validator(new.parameters) if is_new else None  # compiled once, not per candidate
    for p in pending:
        witness = find_witness(p, is_old, is_new, new_validator) if is_old and is_new else None
        found.append(_final(tool, p, witness, renamed_from, is_old))
    if is_old and is_new:
        found = _check_compatible(tool, old, new, found, is_old, is_new, samples, seed, renamed_from)
    elif not is_new or not is_old:
        side = "old" if not is_old else "new"
        found.append(Change(tool, "", "schema-changed", True,
                            f"the {side} parameter schema cannot be compiled, so no witness could be "
                            "checked; fix it first (toolschema lint)", side="model"))
    return changes + found


def _final(tool: str, p: Pending, witness: Any, renamed_from: str | None = None,
           is_old: Callable[[Any], bool] | None = None) -> Change:
    breaking = p.breaking if p.decide != "witness" else witness is not None
    message = p.message
    side = example = None
    if breaking:
        side = p.side or SIDE_OF.get(p.change, "model")
        if p.decide == "side":
            side = "both" if witness is not None else "executor"
            if witness is None:
                example = _old_call(p, is_old)
        advice = p.advice or advice_for(p.change)
        if advice:
            message += f". {advice[0].upper()}{advice[1:]}"
    elif p.decide == "witness":
        message += ": compatible, no old-valid input found that the new schema rejects"
    if breaking and witness is None and example is None:
        message += _NO_WITNESS
    if renamed_from:
        message += f" [tool renamed from `{renamed_from}`]"
    return Change(tool, p.path, p.change, breaking, message, witness, side, example,
                  flagged=p.change == "side-effect-wording-changed")


def _old_call(p: Pending, is_old: Callable[[Any], bool] | None) -> Any:
    """An old-valid call that exercises the change (the new version reads it differently)."""
    if p.candidates is None:
        return None
    try:
        for value in p.candidates():
            call = p.wrap(value)
            if is_old is None or is_old(call):
                return call
    except Exception:  # an odd schema: no example rather than a crash
        return None
    return None


def _check_compatible(tool: str, old: Tool, new: Tool, found: list[Change], is_old: Callable[[Any], bool],
                      is_new: Callable[[Any], bool], samples: int, seed: int,
                      renamed_from: str | None) -> list[Change]:
    pool = old_valid_samples(old.parameters, is_old, limit=samples, seed=seed)
    counter = first_break(pool, new.parameters, is_new)
    note = f" (checked on {len(pool)} sampled old-valid inputs)"
    out = [c if c.breaking or c.change in ("description-changed", "side-effect-wording-changed")
           else Change(c.tool, c.path, c.change, c.breaking, c.message + note, c.witness, c.side,
                       c.example, c.flagged) for c in found]
    rejected = [sample for sample in pool if not is_new(sample)]  # once, not once per change
    validator = compile_validator(new.parameters)
    out = [_sampled_witness(c, rejected, validator) if c.breaking and c.witness is None else c
           for c in out]
    if counter is None:
        return out
    issue = next(iter_issues(new.parameters, V.fill_nulls(new.parameters, counter)), None)
    kind = _KEYWORD_CHANGE.get(issue.keyword if issue else "", "schema-tightened")
    explained = _EXPLAINED_BY.get(kind, {kind})
    where = _schema_path(issue) if issue else ""
    if any(c.breaking and (c.change in explained or c.change == "schema-changed"
                           or (issue and c.path and (where == c.path or where.startswith(c.path + "/"))))
           for c in out):
        return out
    out.append(Change(tool, where, kind if issue else "schema-tightened", True,
                      f"sampling found an old-valid input the new schema rejects"
                      f"{' at ' + issue.pointer if issue and issue.pointer else ''}: "
                      f"{issue.message if issue else 'rejected'}"
                      + (f" [tool renamed from `{renamed_from}`]" if renamed_from else ""),
                      counter if not is_new(counter) else None, "model"))
    return out


def _sampled_witness(change: Change, rejected: list[Any], new_validator: Any) -> Change:
    """A breaking change whose targeted candidates all failed: an old-valid sample that the new
    schema rejects (`rejected`) at the change's position only, when there is one."""
    prefix = V.instance_prefix(change.path)
    for sample in rejected:
        if only_at(new_validator, sample, prefix):
            message = change.message.replace(_NO_WITNESS, " (witness found by sampling)")
            return Change(change.tool, change.path, change.change, True, message, sample,
                          "both" if change.side == "executor" else change.side)
    return change


def _schema_path(issue: ValidationIssue) -> str:
    """The schema position of a failing keyword (its parent, `$ref` hops dropped), as changes use."""
    tokens = [t for t in split(issue.schema_pointer)[:-1] if t != "$ref"]
    if issue.keyword == "required" and isinstance(issue.value, str):
        tokens += ["properties", issue.value]
    return from_path(tokens)


def summarize(changes: Iterable[Change]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in changes:
        out[c.change] = out.get(c.change, 0) + 1
    return out

"""A fix is offered only when it is certainly right: one that would reject the field's own
`default`, or a value another tool of the set declares for a field of the same name, is not.

A reviewer of holdout 23 judged `pattern: '^[0-9]+$'` on a stock `code` wrong: the field defaults
to `""`, which means "all stocks", and the pattern rejects it. Any rule can propose such a patch
(a pattern, a minimum, a format, an enum), so the check is made once, where the tool pass
collects a rule's hits: a fix that changes a property's schema is kept only if the property's
`default` (when it has one and it was valid) still passes the patched schema. The finding
stays, in words, and says the default must stay valid.

The same for the values the set itself lists: a reviewer of holdout 32 judged `maxLength: 2` on
Brave's news `country` ("limited to 2 character country codes") wrong because a sibling search
tool's `country` enum holds "ALL". A top-level field is weighed against the `enum` values other
tools of the set declare for a field of the same name (`sibling_values`); one the field accepts
now and the patch would reject keeps the finding in words, naming the tool that lists it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from workbench.jsonutil import canonical
from workbench.linter.catalogue import Hit
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.model import ToolSet
from workbench.schema.pointer import from_path, resolve, split


def keeps_defaults(ctx: ToolContext, hit: Hit) -> Hit:
    """`hit` unchanged, or without its fix when the patched schema of a property it changes
    rejects that property's own `default`."""
    if not hit.fix:
        return hit
    from workbench.jsonpatch import apply_patch  # only when a fix is weighed
    from workbench.schema.validate import default_issue

    holders = []
    for op in hit.fix:
        where = op.get("path") if isinstance(op, Mapping) else None
        if not isinstance(where, str) or not where:
            continue
        parts = split(where)[:-1]
        holder = from_path(parts)
        before = resolve(ctx.schema, holder, None)
        if not isinstance(before, Mapping):
            continue
        listed = _listed_elsewhere(ctx, parts)
        if "default" in before or listed:
            holders.append((holder, before, listed))
    if not holders:
        return hit  # most patches touch a field without a default: nothing to weigh, no copy made
    try:
        patched = apply_patch(ctx.schema, hit.fix)
    except Exception:  # a patch that does not apply is the rule's bug, reported by its tests
        return hit
    for holder, before, listed in holders:
        after: Any = resolve(patched, holder, None)
        if not isinstance(after, Mapping):
            continue
        for other, values in listed:
            value = _left_out(before, after, values, ctx.schema, patched)
            if value is not None:
                shown = json.dumps(value[0], ensure_ascii=False)
                return Hit(hit.path, f"{hit.message} But `{other}` in this set accepts {shown} for a "
                                     "field of the same name, which the change would reject: check "
                                     "the full set of values first.", None, hit.tool, hit.severity)
        if "default" not in before:
            continue
        try:
            # a default the schema rejects already (a generator's `x: T = None`) is
            # `default-invalid`'s finding: the patch does not make it worse
            broken = default_issue(before, before["default"], root=ctx.schema) is None \
                and default_issue(after, before["default"], root=patched) is not None
        except ValueError:  # SchemaUnusable: either schema does not compile
            continue
        if broken:
            shown = json.dumps(before["default"], ensure_ascii=False)
            return Hit(hit.path, f"{hit.message} Keep its default {shown} valid when you do: as "
                                 "written, the change would reject it.", None, hit.tool, hit.severity)
    return hit


def _left_out(before: Mapping[str, Any], after: Mapping[str, Any], values: list[Any], root: Any,
              patched: Any) -> tuple[Any] | None:
    """(a value) of another tool's list for a field of the same name that the field accepts now
    and the patched field would reject, when that list is the same vocabulary: the patched
    field accepts two thirds of it at least (Brave's country codes but "ALL"). Lists of another
    meaning under the same name (one tool's `action` values, another's) share little: None."""
    from workbench.schema.validate import accepts_each

    then = accepts_each(after, values, root=patched)
    if sum(then) < 2 or sum(then) * 3 < len(values) * 2:
        return None
    now = accepts_each(before, values, root=root)
    return next(((v,) for v, was, stays in zip(values, now, then) if was and not stays), None)


def _listed_elsewhere(ctx: ToolContext, parts: list[str]) -> list[tuple[str, list[Any]]]:
    """(tool, values) for each list another tool of the set declares as the `enum` of a
    top-level field of the same name, when `parts` is a top-level field (`/properties/country`)."""
    if len(parts) != 2 or parts[0] != "properties" or ctx.toolset is None:
        return []
    held = sibling_values(ctx.toolset).get(parts[1], ())
    return [(tool, values) for tool, values in held if tool != ctx.tool.name]


MAX_LISTS_PER_FIELD = 4  # the enums kept for one field name: enough to show one that differs


def _declared_values(toolset: ToolSet) -> dict[str, list[tuple[str, list[Any]]]]:
    """Field name -> (tool, its `enum`) for the top-level fields of the set that declare one,
    distinct lists only (a few per name)."""
    out: dict[str, list[tuple[str, list[Any]]]] = {}
    seen: set[tuple[str, str]] = set()
    for tool in toolset:
        params = tool.parameters if isinstance(tool.parameters, Mapping) else {}
        props = params.get("properties")
        if not isinstance(props, Mapping) or not isinstance(tool.name, str):
            continue
        for name, sub in props.items():
            enum = sub.get("enum") if isinstance(sub, Mapping) else None
            if not isinstance(enum, list) or not enum:
                continue
            try:
                key = (name, canonical(enum))
            except (TypeError, ValueError):
                continue
            lists = out.setdefault(name, [])
            if len(lists) < MAX_LISTS_PER_FIELD and key not in seen:
                seen.add(key)
                lists.append((tool.name, enum))
    return out


sibling_values: PerSet[dict[str, list[tuple[str, list[Any]]]]] = PerSet(_declared_values)

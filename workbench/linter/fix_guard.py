"""A fix is offered only when it is certainly right: one that would reject the field's own
`default` is not.

A reviewer of holdout 23 judged `pattern: '^[0-9]+$'` on a stock `code` wrong: the field defaults
to `""`, which means "all stocks", and the pattern rejects it. Any rule can propose such a patch
(a pattern, a minimum, a format, an enum), so the check is made once, where the tool pass
collects a rule's hits: a fix that changes a property's schema is kept only if the property's
`default` (when it has one and it was valid) still passes the patched schema. The finding
stays, in words, and says the default must stay valid.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from workbench.linter.catalogue import Hit
from workbench.linter.context import ToolContext
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
        holder = from_path(split(where)[:-1])
        before = resolve(ctx.schema, holder, None)
        if isinstance(before, Mapping) and "default" in before:
            holders.append((holder, before))
    if not holders:
        return hit  # most patches touch a field without a default: nothing to weigh, no copy made
    try:
        patched = apply_patch(ctx.schema, hit.fix)
    except Exception:  # a patch that does not apply is the rule's bug, reported by its tests
        return hit
    for holder, before in holders:
        after: Any = resolve(patched, holder, None)
        if not isinstance(after, Mapping):
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

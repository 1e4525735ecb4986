"""Facts about an open object that decide how `additional-properties-open` reports it (round
26B): whether a dropped optional key of the arguments object leaves the call safe (every one a
gate holding the effect back), and whether closing an object would refuse valid keys (one field
list merged over many kinds)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import declared, schema_description
from workbench.schema.walk import SchemaNode
from workbench.text import split_name


def kinds_merged(node: SchemaNode) -> str | None:
    """The kind field (`type: rectangle | ellipse | arrow | line | image ...`) of a record
    whose one flat property list holds fields of single kinds ("For arrows: ID of element to
    bind arrow start to"): the list merges what each kind takes, and a kind the text does not
    cover (an Excalidraw `line`'s `points`, an `image`'s `fileId`) sends fields the schema
    never declares, so closing it would refuse valid records."""
    props = declared(node.schema)
    for name, sub in props.items():
        if not isinstance(sub, Mapping) or split_name(name)[-1:] not in (("type",), ("kind",)):
            continue
        kinds = [k.lower() for k in sub.get("enum") or () if isinstance(k, str)]
        if len(kinds) < 3:
            continue
        # the text opens by naming one kind ("For arrows: ...", "Only for image", "仅用于 arrow"):
        # an example "for a door" further on says nothing of the kind
        said = re.compile(r"^\W*(?:for|only (?:for|with)|used (?:for|with)|applies to|when (?:type|kind) "
                          r"is|仅(?:用于|适用于|限)?|适用于)\s*(?:an? |the )?(?:"
                          + "|".join(re.escape(k) for k in kinds) + r")(?:e?s)?\b", re.I)
        if any(isinstance(f, Mapping) and said.search(schema_description(f, k)) is not None
               for k, f in props.items() if k != name):
            return name
    return None


def drops_fail_safe(ctx: ToolContext, optional: list[str]) -> bool:
    """Every optional key of a state-changing call is a gate whose default holds the effect
    back: a confirmation or a force switch off by default (`confirm`, `force`), a dry run on by
    default (`dry_run: true`). Dropped by a misspelling, it leaves the call refused or
    previewing, safe and visible (fresh reviewers: "a misspelt `confirm` makes the CLI refuse
    the write"); a dry run off by default is the opposite, dropped it writes."""
    props = declared(ctx.schema)
    return ctx.changes_state and bool(optional) and all(
        _holds_back(ctx, k, props.get(k)) for k in optional)


# "refuses to overwrite a different inbox unless `forced`", "skip the confirmation prompt",
# "跳过确认": what a `force`/`yes` switch overrides, said in words
_OVERRIDES = re.compile(r"\brefus\w*|\bunless\b|\bskip\w*|\bwithout (?:asking|confirm\w*|prompt\w*)|"
                        r"\bconfirm\w*|\boverwrit\w*|\bdiscard\w*|跳过|覆盖|确认|拒绝", re.I)


def _holds_back(ctx: ToolContext, name: str, schema: Any) -> bool:
    """A boolean gate (`lexicon.CONFIRM_TOKENS`, `GATE_PARAM_NAMES`) whose default is the side
    that does not act: off for a confirmation, on for a dry run or preview, off for a `force`
    whose text says what it overrides (a bare `force` of a redeploy may only change how it
    runs: dropped, the redeploy still happens)."""
    if not isinstance(schema, Mapping) or schema.get("type") != "boolean":
        return False
    tokens = split_name(name)
    joined = "_".join(tokens)
    default = schema.get("default", False)
    if set(tokens) & lx.CONFIRM_TOKENS:
        return default is False
    if joined in lx.SKIP_CONFIRM_PARAM_NAMES:
        text = f"{schema_description(schema, name)}\n{ctx.description}"
        return default is False and _OVERRIDES.search(text) is not None
    return joined in lx.GATE_PARAM_NAMES and default is True

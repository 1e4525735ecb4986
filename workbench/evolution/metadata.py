"""What changed around a tool's parameters: its description (side-effect wording, orders newly
given to the model), MCP annotations (defaults applied), title, `strict` and `outputSchema`.

`outputSchema` is compared the other way round from the parameters: a result is produced by the
tool and read by the orchestrator, so a result the *old* schema rejects (a type, a value, a
missing field its consumers relied on) breaks them, and a narrower result does not.
"""

from __future__ import annotations

from typing import Any

from workbench.evolution.annotations import annotation_change
from workbench.evolution.facts import description_change
from workbench.evolution.instructions import added_instructions, new_lint_findings
from workbench.evolution.report import Change
from workbench.jsonutil import brief, shorten
from workbench.model import Tool

# change kinds of a parameter comparison that make a *result* wider than its consumers expect
_WIDER_RESULT = {"type-widened", "enum-value-added", "enum-dropped", "bound-loosened",
                 "length-loosened", "field-removed", "field-renamed", "field-no-longer-required",
                 "additional-properties-loosened", "pattern-changed", "schema-changed"}


def tool_metadata_changes(old: Tool, new: Tool) -> list[Change]:
    """The tool-level changes of one matched pair, parameters aside."""
    tool = new.name
    out: list[Change] = []
    d = description_change("", old.description, new.description, f"description of tool `{tool}`")
    if d:
        out.append(Change(tool, "", d.change, False, d.message,
                          flagged=d.change == "side-effect-wording-changed"))
    out += instruction_changes(old, new)
    a = annotation_change(old.annotations, new.annotations)
    if a:
        message, riskier = a
        out.append(Change(tool, "", "annotations-changed", False, message, flagged=riskier))
    old_title, new_title = _title(old), _title(new)
    if old_title != new_title:
        out.append(Change(tool, "", "title-changed", False,
                          f"title of `{tool}`: {brief(old_title)} → {brief(new_title)} (display only; "
                          "a model may see it where a client shows titles)"))
    out += _strict(old, new)
    out += output_changes(old, new)
    return out


def instruction_changes(old: Tool, new: Tool) -> list[Change]:
    """Orders to the model newly written into the tool's or a parameter's description."""
    added: list[str] = []
    for path, old_text, new_text in _texts(old, new):
        added += [f"{path or '(tool)'}: {shorten(s, 160)!r}" for s in added_instructions(old_text, new_text)]
    if not added:
        return []
    alarms = new_lint_findings(old, new, ("injection",)).get("injection", [])
    message = (f"`{new.name}` now gives the model orders in its descriptions: " + "; ".join(added[:4])
               + (f" (+{len(added) - 4} more)" if len(added) > 4 else "")
               + ". Review them before loading this version: an update is how tool poisoning "
               "arrives (a rug pull), and even a benign order changes what the model does beyond "
               "this tool")
    if alarms:
        message = (f"ALARM: the lint's injection rules now fire ({', '.join(alarms)}): do not load "
                   "this version until it is reviewed. " + message)
    return [Change(new.name, "", "description-instructions-added", False, message, flagged=True)]


def _texts(old: Tool, new: Tool) -> list[tuple[str, str | None, str | None]]:
    out = [("", old.description, new.description)]
    op = old.parameters.get("properties") if isinstance(old.parameters, dict) else None
    np_ = new.parameters.get("properties") if isinstance(new.parameters, dict) else None
    for name, sub in (np_ or {}).items() if isinstance(np_, dict) else ():
        before = (op or {}).get(name) if isinstance(op, dict) else None
        out.append((f"/properties/{name}", before.get("description") if isinstance(before, dict) else None,
                    sub.get("description") if isinstance(sub, dict) else None))
    return out


def _title(tool: Tool) -> Any:
    return tool.title if tool.title is not None else (tool.annotations or {}).get("title")


def _strict(old: Tool, new: Tool) -> list[Change]:
    was, now = old.strict is True, new.strict is True
    if was == now:
        return []
    if was:
        return [Change(new.name, "", "strict-changed", False,
                       f"`strict` turned off for `{new.name}`: calls are no longer held to the schema "
                       "while they are generated, so the executor now sees schema-invalid calls: "
                       "validate every call before acting on it", flagged=True)]
    return [Change(new.name, "", "strict-changed", False,
                   f"`strict` turned on for `{new.name}`: the schema must stay within the provider's "
                   "strict subset (toolschema lint --profile openai-strict), and optional fields "
                   "arrive as null rather than missing")]


def output_changes(old: Tool, new: Tool) -> list[Change]:
    """`outputSchema` added, removed or changed; a change is breaking for the orchestrator when
    results may now take a shape the old schema did not allow."""
    a, b = old.output_schema, new.output_schema
    if a == b:
        return []
    tool = new.name
    if a is None:
        return [Change(tool, "", "output-schema-changed", False,
                       f"`{tool}` now declares an outputSchema: its results carry structuredContent "
                       "that clients may validate against it")]
    if b is None:
        return [Change(tool, "", "output-schema-changed", True,
                       f"`{tool}` no longer declares an outputSchema: consumers that read "
                       "structuredContent lose its contract", side="orchestrator")]
    from workbench.evolution.compare import Comparer

    out = []
    for p in Comparer(a, b).run():
        wider = p.change in _WIDER_RESULT
        what = p.message.split(": old calls", 1)[0].split("; old calls", 1)[0]
        out.append(Change(tool, "", "output-schema-changed", wider,
                          f"outputSchema at {p.path or '/'}: {what}"
                          + (": results may now take a shape the old schema rejects, so consumers "
                             "written against it can fail" if wider else ""),
                          side="orchestrator" if wider else None))
    return out

"""From the ledger's executor duties: a checklist in plain words, and a Python adapter.

`checklist(tools)` lists, per tool, what the executor must do that the schema does not (English;
the evidence sentence is quoted verbatim, Chinese included).

`adapter_source(tool)` / `write_adapter(tool, path)` generate one self-contained module
(`adapter.py` builds it from the ledger rows, `template.py` holds its fixed parts):
decode the JSON arguments -> validate them against the schema (`workbench.validate`, so the file
runs wherever `toolschema-workbench` is installed) -> run the executor-only checks -> call your
handler. Every failure is a structured tool error `{"error": {"code": ..., "message": ...}}`.

Design of the generated checks (no stubs):
- mechanical duties become real code: a prose limit ("金额必须小于等于 1000 元") is a comparison, a
  prose or advisory format is checked with format assertion on, a time-zone rule is a regex, a
  relative-time rule ("不得早于今天") compares with `context.now()`, a prose value list is a
  membership test, a pair of fields named together is a presence test, a keyword a strict converter moved
  into a description is validated again, defaults are applied;
- duties that need facts only your system has read them from an injected `ExecutionContext`:
  the caller (`subject_id`) for identity parameters, an ownership callable `can_access(param,
  value)` for ids, `confirmed` and `check_state(tool, args)` for state-changing tools, and
  `hooks[check_name](args, context)` for conditions and vague limits. When the fact is not
  provided the check refuses the call (`CHECK_NOT_CONFIGURED`): fail closed, never silently pass.

Around the handler (`template.py`, `toolschema adapter` sets the defaults): a call timeout (the
handler runs in a thread, so a hung sync function is abandoned with a `TIMEOUT` error), an
idempotency duty for tools that write (`workbench.toolset.parallel.tool_state`): one run per key
(the tool's key parameter or the caller's `idempotency_key`), the outcome replayed for a retry,
bounded; and a validation log, one JSON line per call in the shape `workbench.audit` reads.
"""

from __future__ import annotations

from typing import Any

from workbench.constraints import ledger
from workbench.executor_kit.adapter import adapter_source, write_adapter

__all__ = ["adapter_source", "checklist", "checklist_markdown", "write_adapter"]

_BASE_STEPS = (
    "Decode the arguments as JSON; reject malformed JSON with a structured error (INVALID_JSON).",
    "Validate the arguments against the schema with a standard validator; reject failures with a "
    "structured error naming the field (INVALID_ARGUMENTS), never repair them silently.",
)


_TIMEOUT_STEP = ("Give the handler a timeout; a call that does not answer in time returns a structured "
                 "error (TIMEOUT) and is written to the validation log like every other call.")


def checklist(tool_or_toolset: Any, *, profiles=None) -> dict[str, list[str]]:
    """Per tool: the executor's steps in plain words (values, then who may act, then business
    state), then the run itself: an idempotency key for a tool that writes, and a timeout."""
    from workbench.executor_kit.adapter import write_duty
    from workbench.loading import as_toolset

    toolset = as_toolset(tool_or_toolset)
    tools = {t.name: t for t in toolset}
    out: dict[str, list[str]] = {}
    for name, summary in ledger(toolset, profiles=profiles).summary().items():
        steps = list(_BASE_STEPS) + list(summary.duties)
        writes, evidence, key = write_duty(tools[name]) if name in tools else (False, "", None)
        if writes:
            where = f"the `{key}` argument, else " if key else ""
            steps.append(f"Run it at most once per idempotency key ({where}a key the caller passes, e.g. the "
                         "tool-call id): a retry gets the first outcome back, never a second run; refuse a "
                         f"call without a key (IDEMPOTENCY_KEY_REQUIRED). Why: it {evidence}.")
        steps.append(_TIMEOUT_STEP)
        out[name] = steps
    return out


def checklist_markdown(tool_or_toolset: Any, *, profiles=None) -> str:
    out: list[str] = []
    for name, steps in checklist(tool_or_toolset, profiles=profiles).items():
        out.append(f"## {name}")
        out.extend(f"- [ ] {step}" for step in steps)
        out.append("")
    return "\n".join(out)

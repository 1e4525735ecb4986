"""Parallel-call safety of a tool set: which tools change state, ordering rules stated
in prose, references to tools that are not in the set, write tools a retry could repeat, and what
to set per provider.

Ordering rules are read from descriptions in English and Chinese:
    "Only call after payment_debit succeeded."       -> order-after payment_debit
    "仅在扣款已成功且用户确认发票信息后调用。"           -> order-after (the tool that debits, when one does)
    "Must not run in parallel with payment_debit."   -> not-parallel payment_debit
    "不能与 payment_debit 并行执行。"                    -> not-parallel payment_debit
and become ledger rows (`ordering_rows`, same `LedgerRow` as `workbench.ledger`, source `prose`,
enforced by the executor): the orchestrator, not the model, must keep the order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench import lexicon as lx
from workbench.constraints.heuristics import state_changing_verb
from workbench.constraints.model import LedgerRow
from workbench.model import Tool
from workbench.profiles import LEDGER_PROFILE_IDS, Profile, get_profiles
from workbench.text import description_verb_kind, name_verb
from workbench.toolset.terms import IDENTIFIER, first_action, name_terms, text_terms

# Parameter names that make a retry safe: the server deduplicates on them.
IDEMPOTENCY_KEYS = frozenset({
    "idempotency_key", "idempotencykey", "idempotency_token", "idempotence_key", "dedupe_key",
    "dedup_key", "deduplication_id", "deduplication_key", "client_request_id", "client_token",
    "request_id", "requestid", "client_reference_id", "operation_id", "nonce", "幂等键",
})
_SENTENCE = re.compile(r"[^.;!?。；！？\n]+")
_AFTER_EN = re.compile(r"\b(?:only\s+)?after\b([^.;!?]*?)\b(?:succeed(?:ed|s)?|success(?:ful|fully)?|"
                       r"complete[ds]?|return(?:ed|s)|finish(?:ed|es)?|is done|has run)\b", re.I)
_FIRST_EN = re.compile(rf"\b(?:call|run|use)\s+{IDENTIFIER.pattern}\s+(?:first|before(?: this| calling)?)",
                       re.I)
_PARALLEL_EN = re.compile(r"\b(?:not|never|cannot|can't)\b[^.;!?]*?\b(?:in parallel|concurrently|"
                          r"at the same time|simultaneously)\s+with\b([^.;!?]*)", re.I)
_AFTER_ZH = re.compile(r"(?:仅|只有|只能)?在?([^。；，,]*?)(?:已经|已)?(?:成功|完成|执行完)[^。；，,]{0,20}?后")
_FIRST_ZH = re.compile(rf"(?:先|须先|必须先)(?:调用|执行)\s*{IDENTIFIER.pattern}")
_PARALLEL_ZH = re.compile(r"(?:不能|不得|不要|禁止|不可|切勿)与([^。；，,]*?)(?:并行|同时|并发)")


@dataclass(frozen=True)
class OrderingRule:
    """An order the description states: `kind` is "order-after" or "not-parallel"; `other` is the
    tool it names (or the one tool of the set doing the action it names), None when none does."""

    tool: str
    kind: str
    other: str | None
    condition: str
    evidence: str

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "kind": self.kind, "other": self.other,
                "condition": self.condition, "evidence": self.evidence}


@dataclass(frozen=True)
class ToolSafety:
    """One tool's answer to "may the model call it in parallel, or twice?"."""

    tool: str
    state: str  # "write", "read" or "unknown"
    evidence: str  # why: the verb, the annotation or the description
    high_risk: bool
    idempotency: str | None  # the key parameter, "idempotentHint", or None
    ordering: tuple[OrderingRule, ...] = ()
    unknown_references: tuple[str, ...] = ()

    @property
    def retry_risk(self) -> bool:
        """A write tool without an idempotency key: a retry after a timeout may do it twice."""
        return self.state == "write" and self.idempotency is None

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "state": self.state, "evidence": self.evidence,
                "high_risk": self.high_risk, "idempotency": self.idempotency,
                "retry_risk": self.retry_risk, "ordering": [r.to_dict() for r in self.ordering],
                "unknown_references": list(self.unknown_references)}


@dataclass(frozen=True)
class ProviderAdvice:
    provider: str
    setting: str
    value: Any
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"provider": self.provider, "setting": self.setting, "value": self.value,
                "reason": self.reason}


def tool_state(tool: Tool) -> tuple[str, str]:
    """("write" | "read" | "unknown", the evidence): MCP annotations first, then the name's verb
    (`constraints.heuristics.state_changing_verb`, the ledger's own reading), then the
    description's leading verb."""
    name = tool.name if isinstance(tool.name, str) else ""
    ann = tool.annotations if isinstance(tool.annotations, Mapping) else None
    if ann and ann.get("readOnlyHint") is True:
        return "read", "annotations.readOnlyHint: true"
    verb = state_changing_verb(name, ann)
    if verb is not None:
        return "write", f"verb {verb!r} in the name" if verb not in ("write", "additive write") \
            else "annotations.readOnlyHint: false"
    if name_verb(name).kind == "catchall":
        return "write", f"catch-all verb {name_verb(name).verb!r}: some of its actions may write"
    if name_verb(name).kind in ("read", "compute"):
        return "read", f"verb {name_verb(name).verb!r} in the name"
    kind = description_verb_kind(tool.description if isinstance(tool.description, str) else "")
    if kind == "write":
        return "write", "the description starts with a write verb"
    if kind == "read":
        return "read", "the description starts with a read verb"
    return "unknown", "no verb in the name or the description"


def idempotency_of(tool: Tool) -> str | None:
    """What makes a retried call of `tool` safe: its idempotency key parameter (by name, from
    `IDEMPOTENCY_KEYS`), "annotations.idempotentHint" when the tool declares itself idempotent,
    or None. The generated executor adapter reads the key parameter from it too."""
    props = tool.parameters.get("properties") if isinstance(tool.parameters, Mapping) else None
    for key in props if isinstance(props, Mapping) else ():
        if isinstance(key, str) and key.lower() in IDEMPOTENCY_KEYS:
            return key
    ann = tool.annotations if isinstance(tool.annotations, Mapping) else {}
    return "annotations.idempotentHint" if ann.get("idempotentHint") is True else None


def ordering_rules(tool: Tool, names: Iterable[str] = (), tools: Sequence[Tool] = ()) -> list[OrderingRule]:
    """The ordering rules of one tool's description. `names`: tool names of the set (an
    identifier in the rule is taken as a tool only if it is one, or looks like one); `tools`: the
    set, to find the tool doing an action named in words ("扣款" -> the one tool that debits)."""
    desc = tool.description if isinstance(tool.description, str) else ""
    known = set(names)
    out: list[OrderingRule] = []
    for sentence in _SENTENCE.findall(desc):
        text = sentence.strip()
        for kind, pattern in (("order-after", _AFTER_EN), ("order-after", _AFTER_ZH),
                              ("not-parallel", _PARALLEL_EN), ("not-parallel", _PARALLEL_ZH),
                              ("order-after", _FIRST_EN), ("order-after", _FIRST_ZH)):
            for m in pattern.finditer(text):
                condition = m.group(1).strip(" ,，`")
                other = _named_tool(condition, known, tools, tool.name)
                if other is None and not _is_action(condition):
                    continue  # "after the user confirmed": a confirmation, not an order of calls
                out.append(OrderingRule(tool.name, kind, other, condition, text[:240]))
    first: dict[tuple[str, str | None], OrderingRule] = {}  # one rule per (kind, other tool)
    for r in out:
        first.setdefault((r.kind, r.other), r)
    return list(first.values())


def _named_tool(condition: str, known: set[str], tools: Sequence[Tool], own: str) -> str | None:
    for m in IDENTIFIER.finditer(condition):
        ident = m.group(1)
        if ident in known or name_verb(ident).verb is not None:
            return ident
    wanted = first_action(text_terms(condition).positive)
    if wanted and tools:
        doers = [t.name for t in tools if t.name != own and name_terms(t.name).action == wanted]
        if len(doers) == 1:
            return doers[0]
    return None


def _is_action(condition: str) -> bool:
    """Does the condition name an action of a system (扣款, the payment), not a user's consent?"""
    lowered = condition.lower()
    if any(w in lowered for w in ("user", "customer", "用户", "客户", "confirm", "确认", "agreed")):
        return False
    return first_action(text_terms(condition).positive) is not None


def unknown_references(tool: Tool, names: set[str]) -> list[str]:
    """Tool-like identifiers a description names that are not tools of the set (a renamed or
    removed neighbour: the model is sent to a tool it cannot call)."""
    desc = tool.description if isinstance(tool.description, str) else ""
    props = tool.parameters.get("properties") if isinstance(tool.parameters, Mapping) else None
    params = set(props) if isinstance(props, Mapping) else set()
    terms = text_terms(desc)
    out = []
    for ident in sorted(terms.references):
        if ident in names or ident in params or ident == tool.name:
            continue
        parts = re.split(r"[_.]", ident)
        if min(len(p) for p in parts) < 2 or ident.lower().endswith((".com", ".org", ".json", ".io")):
            continue
        if ident in terms.redirects or name_verb(ident).verb is not None:
            out.append(ident)
    return out


def ordering_rows(tool: Tool, profiles: Any = None, names: Iterable[str] = (),
                  tools: Sequence[Tool] = ()) -> list[LedgerRow]:
    """Ledger rows (`workbench.constraints.model.LedgerRow`) for the ordering rules of one tool:
    constraint "order-after" or "not-parallel", enforced by the executor, source "prose", with
    the provider cells of a description (a hint to the model, nothing more)."""
    profs: list[Profile] = get_profiles(list(LEDGER_PROFILE_IDS) if profiles is None else profiles)
    cells = {p.id: p.status("description") for p in profs}
    rows = []
    for rule in ordering_rules(tool, names, tools):
        other = rule.other or rule.condition
        if rule.kind == "order-after":
            value = {"after": rule.other, "condition": rule.condition}
            duty = (f"Call {tool.name} only after {other} succeeded in this conversation; hold a "
                    f"parallel or earlier call and reject it if {other} failed.")
        else:
            value = {"with": rule.other, "condition": rule.condition}
            duty = (f"Never run {tool.name} at the same time as {other}: serialise the two even "
                    f"when the model emits them in one turn.")
        rows.append(LedgerRow(tool.name, "", rule.kind, value, "executor", "prose", rule.evidence,
                              cells, duty=duty))
    return rows


def assess(tool: Tool, names: set[str], tools: Sequence[Tool]) -> ToolSafety:
    state, evidence = tool_state(tool)
    verb = name_verb(tool.name if isinstance(tool.name, str) else "").verb or ""
    high = state == "write" and (verb in lx.HIGH_RISK_VERBS or verb in lx.WRITE_VERBS_ZH)
    return ToolSafety(tool.name, state, evidence, high, idempotency_of(tool),
                      tuple(ordering_rules(tool, names, tools)),
                      tuple(unknown_references(tool, names)))


# Per provider: the request setting, its value for a read-only set and for a set that writes,
# and what the setting does (or why there is none).
PARALLEL_SETTINGS = (
    ("openai", "parallel_tool_calls", True, False,
     "with false a turn has at most one call. Strict mode was not compatible with "
     "parallel calls at launch and is off for parallel calls of fine-tuned models (https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas)."),
    ("anthropic", "tool_choice.disable_parallel_tool_use", False, True,
     "with true the model uses at most one tool per turn "
     "(anthropic-sdk-python src/anthropic/types/tool_choice_auto_param.py)."),
    ("gemini", "(none)", None, None,
     "no request setting turns parallel calls off in the provider reference: run the returned "
     "calls one at a time, in the ledger's order, in the orchestrator."),
    ("mcp", "(host)", None, None,
     "MCP does not order tools/call requests: the host must serialise these tools and apply the "
     "ordering rows."),
)


def provider_advice(tools: Sequence[ToolSafety]) -> list[ProviderAdvice]:
    """Per provider: turn parallel calls off when any write tool or ordering rule is in the set,
    with the reason; leave them on for a read-only set."""
    writes = [t.tool for t in tools if t.state == "write"]
    ordered = [t.tool for t in tools if t.ordering]
    if not writes and not ordered:
        why = "every tool only reads: parallel calls are safe and faster"
        return [ProviderAdvice(p, setting, on, why) for p, setting, on, _, _ in PARALLEL_SETTINGS]
    named = ", ".join((ordered or writes)[:4]) + (" ..." if len(ordered or writes) > 4 else "")
    why = (f"{len(writes)} tool(s) change state and {len(ordered)} state an order ({named}): "
           "several calls in one turn run without the order the descriptions ask for; ")
    return [ProviderAdvice(p, setting, off, why + what)
            for p, setting, _, off, what in PARALLEL_SETTINGS]

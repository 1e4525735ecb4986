"""`mega-tool-catch-all`: one entry point named only for a domain (`saltworks_operations`,
`teahouse_manage`, `studio_admin`, `pool_service`) whose action switch chooses among unrelated
writes on different things, one of them destroying, moving money or reaching people (`sell`
beside `open_sluice` and `log_brine`; `refund_dues` beside `add_member` and `set_rating`).

Decisions:
- Read when every condition holds: the tool's name is a generic entry word (operations, ops,
  manage, admin, service, control, command...) and names none of the things the actions act on;
  the switch has three or more writes and no reads (reads beside writes are
  `mega-tool-mixed-actions`); the writes act on at least two kinds of thing (`_objects_acted_on`);
  one of them is risky. Shown when one of them moves money (`sell`, `refund_dues`, `top_up`):
  the client cannot ask the user before the refund and not before the log entry. Info when the
  risky acts only delete or cancel: a subsystem's unified write entry (CloudBase's
  `manageGateway`, `manageAppAuth`: create/delete routes, keys) is a design reviewers of real
  tools judged noise in the neighbouring readings.
- Silent for one resource's own actions behind a named tool (GitHub's `projects_write`,
  `actions_run_trigger`, `label_write`: their names say what they write), an editor of one
  document, an agent's own session or a sandbox, and a tool gating its writes itself (`confirm`).
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.mega_tools import (
    _AGENT_SESSION,
    _content_editor,
    _moves_money,
    _objects_acted_on,
    _risky_action,
    _values_of_a_request,
    _verb_kinds,
    action_nodes,
)
from workbench.model import Tool
from workbench.text import sandboxed, singular, snake_name, split_name

# Last words of a name that says "the entry point to a domain", not what it does.
_ENTRY_WORDS = frozenset({"operations", "operation", "ops", "manage", "manager", "management",
                          "admin", "administer", "administration", "service", "services",
                          "control", "controller", "command", "commands", "console", "hub",
                          "center", "centre", "desk", "portal", "backoffice"})
_MIN_WRITES = 3


# Words of an action value that move money (`refund_dues`, `top_up`, `issue_invoice`, `sell`).
_MONEY_WORDS = frozenset({"refund", "sell", "sale", "charge", "pay", "payment", "payout", "invoice",
                          "bill", "deposit", "withdraw", "recharge", "topup", "purchase", "buy"})


def _money_action(value: str) -> bool:
    words = split_name(value)
    return _moves_money(value) or bool(_MONEY_WORDS.intersection(words)) \
        or "_".join(words[:2]) == "top_up"


def _entry_named(ctx: ToolContext) -> bool:
    return any(t in _ENTRY_WORDS for t in ctx.name_tokens)


@rule("mega-tool-catch-all", category="mega-tool", severity="warning",
      summary="A tool named only for its domain (`*_operations`, `*_manage`, `*_admin`) whose "
              "action switch chooses among unrelated writes, one of them risky: make one tool "
              "per action so each write can be confirmed on its own.",
      bad=Example.of(name="saltworks_operations", description="Operations for the salt works.",
                     properties={"action": {"type": "string", "enum": [
                         "log_brine", "open_sluice", "sell_salt", "delete_shift"]}}),
      good=[Example.of(name="labels_manage", description="Manage issue labels.",
                       properties={"action": {"type": "string", "enum": [
                           "create", "update", "delete"]}}),
            Example.of(name="projects_write", description="Write project items.",
                       properties={"method": {"type": "string", "enum": [
                           "add_project_item", "update_project_item", "delete_project_item"]}})],
      rationale="Behind one entry point a client can neither describe nor gate each act: the "
                "refund is confirmed or not together with the harmless log entry, and the model "
                "picks among unrelated acts by one string. One resource's create/update/delete "
                "behind a tool its name describes is a design reviewers accept; an entry point "
                "named only for a domain over unrelated things is not.")
def check_catch_all(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not _entry_named(ctx) or ctx.confirm_gate is not None or sandboxed(ctx.description) \
            or _AGENT_SESSION.search(ctx.description) or _content_editor(ctx):
        return
    named = {singular(t) for t in ctx.name_tokens}
    for node, enum in action_nodes(ctx):
        if not isinstance(enum, list) or _values_of_a_request(tool, enum):
            continue
        strong = snake_name(node.name or "") in lx.STRONG_ACTION_PARAM_NAMES
        reads, writes = _verb_kinds(enum, strict=strong)
        writes |= {v for v in enum if isinstance(v, str) and _money_action(v)}  # `top_up`: no verb read
        if reads or len(writes) < _MIN_WRITES:
            continue
        objects = _objects_acted_on(enum) - named
        # money moved beside the others first: the act a user must be asked about on its own
        risky = sorted(writes, key=lambda w: (not _money_action(w), not _risky_action(w), w))
        if len(objects) < 2 or (not _risky_action(risky[0]) and not _money_action(risky[0])) \
                or _objects_acted_on(enum) & named:
            continue
        yield Hit(node.pointer, f"{tool.name!r} is an entry point whose {node.name!r} chooses among "
                                f"unrelated writes ({', '.join(sorted(writes)[:4])}) on different "
                                f"things ({', '.join(sorted(objects)[:4])}), {risky[0]!r} among them: "
                                "a client cannot confirm that one apart from the others. Make one "
                                "tool per action, each with its own parameters.",
                  # a subsystem's unified write entry whose risky acts delete configuration
                  # (CloudBase's `manageGateway`: createRoute ... deleteCustomDomain) is a design
                  # reviewers judged noise; money moved beside unrelated acts is not
                  severity=None if _money_action(risky[0]) else "info")
        return

"""`mega-tool`: one entry point whose actions each need their own fields, declared as one flat
union (`hr_manage_employee(action, name, department_code, new_salary, last_working_day)`, each
field "for onboard", "adjust_salary 时填写").

Decisions:
- Reported when an action enum of three or more values has at least three other fields whose own
  descriptions tie them to some of the actions ("(onboard 时填写)", "only for `transfer`",
  "required when action is offboard") and they name at least two different actions: then no
  `required` list can say what a call needs, and the model guesses the combination. One tool per
  action, each requiring its fields, says it.
- Info, not a warning: on the dev real sets it reads 22 consolidated tools (GitHub's
  `projects_write`, CloudBase's `manageEnv`, git-mcp-server's `git_branch`) whose authors chose one
  entry point on purpose to save context, and reviewers judged the neighbouring per-action readings
  (`enum-dependent-field`, `mega-tool-mixed-actions`) mostly noise. True, so in the JSON output.
- A single field scoped to one action (a `force` flag "for delete") is the ordinary
  `enum-dependent-field` (cross-field) reading, not a mega-tool.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.mega_tools import action_nodes
from workbench.model import Tool

_MIN_ACTIONS = 3
_MIN_SCOPED = 3


def _scope_re(value: str) -> re.Pattern[str]:
    v = re.escape(value)
    return re.compile(
        rf"(?<![\w-]){v}(?![\w-])[`'\"”’]?\s*(?:[、,，/和及或与]\s*[`'\"“‘]?[\w-]+[`'\"”’]?\s*)*"
        rf"(?:时|的时候|操作时)|\b(?:for|when|if|with|only\s+for|required\s+for|used\s+(?:by|for|with))"
        rf"\s+(?:the\s+)?(?:action\s*(?:=|is|:)\s*)?[`'\"“‘]?{v}(?![\w-])", re.I)


def scoped_fields(ctx: ToolContext, action: str, values: list[str]) -> dict[str, set[str]]:
    """The other top-level fields whose description ties them to some action values, with
    those values."""
    patterns = {v: _scope_re(v) for v in values}
    out: dict[str, set[str]] = {}
    for node in ctx.index.top_level_properties():
        if node.name == action or not node.description:
            continue
        hits = {v for v, p in patterns.items() if v in node.description and p.search(node.description)}
        if hits:
            out[node.name or ""] = hits
    return out


@rule("mega-tool-flat-union", category="mega-tool", severity="info",
      summary="An action switch whose actions each need their own fields, declared as one flat "
              "union (\"(onboard 时填写)\", \"only for transfer\"): split it into one tool per action, "
              "each requiring what it needs.",
      bad=Example.of(name="hr_change_employee", description="Change an employee record.",
                     properties={"action": {"type": "string", "enum": ["hire", "move", "raise"]},
                                 "name": {"type": "string", "description": "Name (for hire)."},
                                 "team": {"type": "string", "description": "Team (for hire or move)."},
                                 "salary": {"type": "number", "description": "New salary (for raise)."}}),
      good=Example.of(name="hr_change_employee", description="Change an employee record.",
                      properties={"action": {"type": "string", "enum": ["hire", "move", "raise"]},
                                  "employee_id": {"type": "string", "description": "Employee id."},
                                  "note": {"type": "string", "description": "Note (for hire)."}}),
      rationale="With every action's fields optional side by side, no `required` list can say "
                "what a call needs: the model guesses the combination and the executor validates "
                "by hand. One tool per action states it in the schema (and lets each write "
                "require confirmation on its own).")
def check_flat_union(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, enum in action_nodes(ctx):
        values = [v for v in enum if isinstance(v, str) and len(v) > 1] if isinstance(enum, list) else []
        if len(values) < _MIN_ACTIONS:
            continue
        scoped = scoped_fields(ctx, node.name or "", values)
        named = set().union(*scoped.values()) if scoped else set()
        if len(scoped) >= _MIN_SCOPED and len(named) >= 2:
            shown = ", ".join(f"`{f}` ({'/'.join(sorted(v))})" for f, v in list(scoped.items())[:4])
            yield Hit(node.pointer, f"`{node.name}` switches among {len(values)} actions and "
                                    f"{len(scoped)} fields are each for some of them ({shown}): "
                                    "a flat union no `required` list can describe. Split the "
                                    "tool per action, each requiring its own fields.")
            return

"""`cross-field`: an action switch whose fields' own texts say which actions require them,
while the schema requires only the switch (`action-requirements-prose-only`).

Azure DevOps' `wiki(action, wikiIdentifier, project, path, ...)` says on `wikiIdentifier`
"Required for get_wiki, list_pages, get_page" and on `path` "Required for get_page"; CloudBase-
style Chinese servers write "create、update 时必填". The schema lists only `action` in `required`,
so `{"action": "get_page"}` validates and the call fails at the executor, after the model has
spent a turn. Reviewers of the eleventh collection recorded this shape as a missed defect on nine
tools of one server, and earlier collections on a dozen more (`str_replace_editor`, `memory`,
`manage_agent_skills`).

Decisions:
- Shown only when the text is explicit and the schema certainly does not say it: a field's own
  description requires it ("required for", "required when action is", "必填", "必须提供") for
  some, not all, of the switch's values, named as those values; the field is not in `required`,
  has no default (a default fills it), and the object holds no relation keyword (`allOf`, `if`,
  `oneOf`, `dependentRequired`...) that could state it. "Used for: list" or "Optional for:
  reorder" say where a field applies, not that a call needs it: silent.
- A field required for every action is a plain missing `required` entry, not this finding.
- No patch: `if`/`then` per action is what OpenAI strict mode and Gemini reject; the message says
  the choices (a per-action `if`/`then` where the provider takes it, one tool per action, or an
  executor error that names the field).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.mega_tools import action_nodes
from workbench.linter.rules.prose_facts import quote, ties_fields
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import singular, split_name

# "Required for: a, b", "required for the create action", "required when action is 'update'",
# "must be provided for update"; not "not required for", nor "required when X is a name" (no
# action value follows).
_REQUIRED_EN = re.compile(
    r"(?<!not )(?<!never )\b(?:required|mandatory|needed|must\s+be\s+(?:given|provided|set|specified|"
    r"supplied))\s+(?:only\s+)?(?:for|when|if|with|on|by|in)\b\s*:?(?P<scope>[^.;()\n]{1,160})", re.I)
# Chinese: the clause that names the actions and says 必填 ("create、update 时必填", "action 为
# delete 时必须提供", "仅 reorder 需要").
_REQUIRED_ZH = re.compile(r"必填|必须提供|必须传|必传|必需|需要提供|需提供|必须指定|必须填写")
_CLAUSE_ZH = re.compile(r"[^。；;！？\n]+")


def _named_values(text: str, values: list[str]) -> set[str]:
    """The action values a text names as whole words (`get_page`, not `get_page_content`)."""
    return {v for v in values
            if re.search(r"(?<![A-Za-z0-9_-])" + re.escape(v) + r"(?![A-Za-z0-9_-])", text, re.I)}


# Where the scope of a requirement ends: "Required for 'create', optional for 'update'",
# "Required for all methods except 'run_workflow'" (the values after it are not required).
_SCOPE_END = re.compile(r"\b(?:optional|not|except|but|unless|ignored|otherwise)\b", re.I)
_ONE_OF_EN = re.compile(r"\b(?:one|either|any)\s+of\b|\beither\b", re.I)
_FURTHER_CONDITION = re.compile(r"(?<=\S)\s+(?:when|if|where|whenever)\b", re.I)
# Chinese names the actions before 必填: the words after the last break are its scope
# ("update 时可选，create 时必填"); "除 delete 外必填" names the actions that do not need it.
_BREAK_ZH = re.compile(r"可选|选填|不需要|无需|[，,]")
_EXCEPT_ZH = re.compile(r"除|以外|之外")
# "createRoute/updateRoute 必填其一": one of several fields, not this one; "本地模式下 deployApp 时
# 必填": under a further condition.
_ONE_OF_ZH = re.compile(r"其一|之一|任一|任选|二选一")
_FURTHER_CONDITION_ZH = re.compile(r"模式下|情况下|如果|若")


def required_for(description: str, values: list[str]) -> tuple[set[str], str]:
    """The action values a field's description says require it, and the words that say so."""
    named: set[str] = set()
    said = ""
    for m in _REQUIRED_EN.finditer(description):
        scope = _SCOPE_END.split(m.group("scope"), 1)[0]
        before = description[max(0, m.start() - 60):m.start()]
        if _FURTHER_CONDITION.search(scope) or _ONE_OF_EN.search(f"{before} {scope}"):
            continue  # "Required for 'add_item' when item_type is 'issue'": not every such call
        hit = _named_values(scope, values)
        if hit:
            named |= hit
            said = said or m.group(0)
    for clause in _CLAUSE_ZH.findall(description):
        req = _REQUIRED_ZH.search(clause)
        head = clause[: req.end()] if req else ""
        if req and not re.search(r"非必填|不必填", head) and not _EXCEPT_ZH.search(head) \
                and not _ONE_OF_ZH.search(clause) and not _FURTHER_CONDITION_ZH.search(head):
            hit = _named_values(_BREAK_ZH.split(head)[-1], values)
            if hit:
                named |= hit
                said = said or clause.strip()
    return named, said


def _action_switches(ctx: ToolContext) -> Iterator[tuple[SchemaNode, list[str]]]:
    """(switch, its string values) of a tool whose root states no relation between fields yet:
    both rules here ask for one, per action."""
    root = ctx.index.root.schema if ctx.index.root is not None else {}
    if not isinstance(root, Mapping) or ties_fields(root):
        return
    for node, enum in action_nodes(ctx):
        yield node, [v for v in enum if isinstance(v, str)] if isinstance(enum, list) else []


@rule("action-requirements-prose-only", category="cross-field", severity="info",
      summary="Fields whose own text says which actions require them (\"Required for get_page\", "
              "\"create 时必填\"), beside an action switch the schema alone requires: a call "
              "without them validates and fails at the executor.",
      bad=Example.of(name="wiki", description="Read wiki data. Use action to pick the operation.",
                     parameters={"type": "object", "required": ["action"], "properties": {
                         "action": {"type": "string", "enum": ["list_wikis", "get_page"]},
                         "path": {"type": "string", "description": "Page path. Required for get_page."}}}),
      good=Example.of(name="wiki", description="Read wiki data. Use action to pick the operation.",
                      parameters={"type": "object", "required": ["action"], "properties": {
                          "action": {"type": "string", "enum": ["list_wikis", "get_page"]},
                          "path": {"type": "string", "description": "Page path. Used for get_page."}}}),
      rationale="`{\"action\": \"get_page\"}` passes the schema, so nothing before the executor "
                "tells the model it forgot the page. A per-action `if`/`then` (where the provider "
                "takes it), one tool per action each requiring its fields, or at least an executor "
                "error naming the missing field, closes the gap. Info: the field's own text already "
                "tells the model which action needs it, so what is left is the executor's check; "
                "blind reviewers judged all 15 shown findings of this kind noise.")
def check_action_requirements(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, values in _action_switches(ctx):
        values = [v for v in values if len(v) > 1]
        if len(values) < 2:
            continue
        needs: list[tuple[str, set[str], str]] = []
        for field in ctx.index.top_level_properties():
            if field.name == node.name or field.required or "default" in field.schema \
                    or not field.description:
                continue
            named, said = required_for(field.description, values)
            if named and len(named) < len(set(values)):
                needs.append((field.name or "", named, said))
        if not needs:
            continue
        first_field, first_values, first_said = needs[0]
        per = "; ".join(f"`{name}` for {'/'.join(sorted(named))}" for name, named, _ in needs[:5])
        more = f" and {len(needs) - 5} more" if len(needs) > 5 else ""
        example = sorted(first_values)[0]
        # about the root's `required`, so placed on the tool
        yield Hit("",
                  f"The texts of `{tool.name}`'s fields require them per `{node.name}` ({per}{more}: "
                  f"\"{quote(first_said, 70)}\"), but its `required` does not: a call with "
                  f"`{node.name}` = {example!r} and no `{first_field}` passes the schema and fails at "
                  "the executor. State it where the provider takes it (`allOf` of `if` "
                  f"`{node.name}` is X `then` `required`), or split the tool per action, each "
                  "requiring its fields; at least make the executor's error name the missing field.")
        return


# First words of actions on one existing record, and of actions that need none (a listing, a
# new record). "get_current", "list_all": the caller's own or every record, no id.
_ON_ONE = frozenset({"get", "update", "delete", "remove", "edit", "modify", "patch", "rename", "validate",
                     "move", "start", "stop", "restart", "cancel", "enable", "disable", "archive", "show",
                     "view", "describe", "run", "fetch", "read"})
_ON_NONE = frozenset({"list", "create", "add", "new", "search", "find", "import"})
_NO_ID = frozenset({"current", "me", "my", "mine", "self", "all", "own"})
_ID_LAST = frozenset({"id", "uuid"})


def _record_id(tool: Tool, ctx: ToolContext, action: str) -> SchemaNode | None:
    """The one optional field that picks the tool's own record: `uuid`, `id`, or `<object>_uuid`
    whose object the tool name holds (`task_uuid` of `scheduled_tasks`); None when there are
    several (`backup_uuid` and `execution_uuid`: which action takes which is not certain)."""
    name_words = {singular(t) for t in split_name(tool.name)}
    found = []
    for field in ctx.index.top_level_properties():
        tokens = split_name(field.name or "")
        if field.name == action or not tokens or tokens[-1] not in _ID_LAST:
            continue
        if field.required:
            continue  # a required id is the parent the record lives in, or is required already
        if {singular(t) for t in tokens[:-1]} <= name_words:
            found.append(field)
    return found[0] if len(found) == 1 else None


def _other_key(ctx: ToolContext, target: SchemaNode) -> bool:
    """Another optional field that may pick the record instead (`key` of an env var, a `slug`)."""
    return any(f is not target and not f.required
               and (split_name(f.name or "") == ("key",) or split_name(f.name or "")[-1:] == ("slug",))
               for f in ctx.index.top_level_properties())


# Where a text pairs an action with the fields it takes: one line ("``cancel``  args task_id,
# reason?", "delete(uuid): 删除"), or a paragraph holding a JSON example ({"action": "stop",
# "graph_id": ...}); a whole prose paragraph naming both is no such pairing.
_LINE = re.compile(r"[^\n]+")
_PARAGRAPH = re.compile(r"(?:[^\n]|\n(?!\s*\n))+")


def _pairs_action_with_id(text: str, actions: list[str], target: str) -> bool:
    """Whether a line, or an example paragraph, of `text` names one of `actions` and `target`."""
    if not text or not target:
        return False
    chunks = [m.group() for m in _LINE.finditer(text)]
    chunks += [m.group() for m in _PARAGRAPH.finditer(text) if "{" in m.group()]
    return any(_named_values(chunk, actions) and _named_values(chunk, [target]) for chunk in chunks)


@rule("action-target-unstated", category="cross-field", severity="warning",
      summary="An action switch whose get/update/delete actions act on one record picked by an "
              "optional id, while nothing says which actions need it: a delete without the id "
              "validates.",
      bad=Example.of(name="private_keys", description="Manage SSH private keys.",
                     parameters={"type": "object", "required": ["action"], "properties": {
                         "action": {"type": "string", "enum": ["list", "get", "create", "delete"]},
                         "uuid": {"type": "string"}, "name": {"type": "string"}}}),
      good=Example.of(name="private_keys", description="Manage SSH private keys.",
                      parameters={"type": "object", "required": ["action"], "properties": {
                          "action": {"type": "string", "enum": ["list", "get", "create", "delete"]},
                          "uuid": {"type": "string", "description": "Key uuid. Required for get and delete."},
                          "name": {"type": "string"}}}),
      rationale="`{\"action\": \"delete\"}` passes the schema and the model learns only from the "
                "executor's error which field it forgot; one sentence on the id (\"Required for "
                "get, delete\") or a per-action `if`/`then` says it up front.")
def check_action_target(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, values in _action_switches(ctx):
        words = {v: split_name(v) for v in values}
        own = {singular(t) for t in split_name(tool.name)}
        # a bare verb, or one on the tool's own object (`update_task` of `scheduled_tasks`); not
        # `get_execution` of `database_backups`, whose record another id may pick
        on_one = [v for v in values if words[v] and words[v][0] in _ON_ONE and not set(words[v]) & _NO_ID
                  and {singular(t) for t in words[v][1:]} <= own]
        if not on_one or not any(words[v] and words[v][0] in _ON_NONE for v in values):
            continue
        target = _record_id(tool, ctx, node.name or "")
        if target is None or _other_key(ctx, target) or _named_values(target.description, values) \
                or re.search(r"required|必填|必须", target.description, re.I) \
                or _pairs_action_with_id(tool.description or "", on_one, target.name or "") \
                or _pairs_action_with_id(node.description, on_one, target.name or ""):
            continue
        shown = "/".join(on_one[:5]) + ("/..." if len(on_one) > 5 else "")
        yield Hit("", f"`{node.name}` = {shown} act on one existing record, picked by `{target.name}`, "
                      f"but `{target.name}` is optional and no text says which actions need it: "
                      f"a call with `{node.name}` = {on_one[0]!r} and no `{target.name}` passes the "
                      f"schema. Say it on `{target.name}` (\"Required for {', '.join(on_one[:3])}\"), "
                      "or check it with a per-action `if`/`then` where the provider takes it.")
        return

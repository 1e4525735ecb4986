"""Mega-tools: one tool whose `action`/`operation` parameter chooses what it does
(`mega-tool`). `manage_order` with an `action` string and an untyped `payload` is
`mega-tool-action-payload`; an action enum mixing read and write verbs is
`mega-tool-mixed-actions`. `action_nodes` (the parameters that choose the action) is read here
and by the rules that ask what a tool's actions are (`security.py`, `naming.py`,
`effect_facts.py`, `flat_union.py`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext, names_a_manner
from workbench.linter.rules.effect_disclosure import owns_up
from workbench.linter.rules.json_text import json_in_string
from workbench.linter.rules.open_object_facts import shape_defined_elsewhere
from workbench.linter.rules.param_facts import instruction_text
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import lead_sentence, name_verb, plans_only, sandboxed, singular, snake_name, split_name


def _untyped_object(node) -> bool:
    s = node.schema
    if s.get("properties") or s.get("oneOf") or s.get("anyOf") or s.get("$ref"):
        return False
    types = node.non_null_types
    if not types:
        return True
    if "object" in types:
        ap = s.get("additionalProperties")
        return not (isinstance(ap, dict) and ap.get("properties"))
    return "string" in types and "json" in node.description.lower()


def _verb_kinds(values, strict: bool = True) -> tuple[set[str], set[str]]:
    """Enum values that are read / write verbs. `strict=False` (a `type`/`mode` parameter) skips
    values that are nouns as often as verbs (`log`, `message`, `info`)."""
    reads, writes = set(), set()
    for v in values:
        if not isinstance(v, str):
            continue
        low = v.lower()
        if not strict and (low in lx.NOUN_VERBS or low in ("info", "status")):
            continue
        if low in lx.HTTP_READ_METHODS:
            reads.add(v)
            continue
        if low in lx.HTTP_WRITE_METHODS:
            writes.add(v)
            continue
        verb = name_verb(v)
        parts = split_name(v)  # none for a value of no Latin word ("거실, 에어컨, 실행")
        first = name_verb(parts[0]) if parts else verb
        if verb.index > 0 and first.kind == "write" and (first.verb or "").lower() not in _CALL_VERBS:
            # `delete_preview`: a write of a preview, the first word is the act (`runQuery`: a
            # generic run of a query, whose act is the query)
            writes.add(v)
            continue
        if verb.kind == "read":
            if _step_of_a_write(v, verb.index):
                continue  # `getUploadUrl`: the first step of an upload, no read
            reads.add(v)
        elif verb.kind == "write":
            writes.add(v)
    return reads, writes


def _step_of_a_write(value: str, verb_at: int) -> bool:
    """A read verb whose object names a write (`getUploadUrl`, `get_delete_token`,
    `fetchDeployStatus` is no such: status is read): the value is a step of that write."""
    words = split_name(value)[verb_at + 1:]
    return len(words) >= 2 and any(name_verb(w).kind == "write" for w in words[:-1]) \
        and words[-1] in ("url", "uri", "link", "token", "ticket", "credential", "credentials")


def action_nodes(ctx: ToolContext):
    """(node, enum) of the top-level parameters that choose what the tool does (`action`,
    `operation`, a `type` whose values are verbs)."""
    for node in ctx.index.top_level_properties():
        norm = snake_name(node.name or "")
        if norm not in lx.ACTION_PARAM_NAMES:
            continue
        enum = node.schema.get("enum")
        if norm in lx.STRONG_ACTION_PARAM_NAMES:
            if not names_a_manner(norm, enum):
                yield node, enum
        elif isinstance(enum, list):
            reads, writes = _verb_kinds(enum, strict=False)
            verbs = len(reads) + len(writes)
            # most values verbs: a `type` of text/number/checkbox/date/list/clear names kinds of
            # a field, its two verb-like words (`list`, `clear`) are no actions of the tool
            if verbs >= 2 and verbs * 2 > len(enum):
                yield node, enum


def optional_modifier(node: SchemaNode) -> bool:
    """Is the action parameter one a call leaves out, with an empty default (`operation: ""` of
    a FHIR `update`)? Left out, the tool does the one act its name says; the parameter adds a
    variant of it (a custom `$validate`), it does not choose between the tool's acts."""
    return not node.required and "default" in node.schema and node.schema["default"] in ("", None)


def dispatching_actions(ctx: ToolContext):
    """`action_nodes` without the optional modifiers: the parameters a call must set to say
    which of the tool's acts it wants."""
    return ((node, enum) for node, enum in action_nodes(ctx) if not optional_modifier(node))


def write_manner(node: SchemaNode, enum: Any) -> bool:
    """Is a `mode`/`type` (a name that chooses an action only by its values) a choice of how one
    write lands (`replace`/`merge`, `append`/`overwrite`), every value a manner of the same write?"""
    return snake_name(node.name or "") not in lx.STRONG_ACTION_PARAM_NAMES and isinstance(enum, list) \
        and len(enum) >= 2 and all(isinstance(v, str) and v.lower() in lx.WRITE_MANNERS for v in enum)


# A generic caller's name: a call verb and the kind of thing it calls (`execute_api`,
# `sap_call_rfc`, `invoke_function`), and the parameter that names which one it calls.
_GENERIC_CALL_VERBS = frozenset({"call", "invoke", "execute", "exec", "run"})
_CALLABLE_WORDS = frozenset({"api", "apis", "function", "functions", "func", "rfc", "bapi",
                             "endpoint", "procedure", "method", "operation"})
_MEMBER_PARAMS = frozenset({"api", "api_name", "api_id", "function", "function_name", "func",
                            "rfc", "rfc_name", "bapi", "endpoint", "procedure", "procedure_name",
                            "method", "method_name", "operation_id"})


def calls_named_member(ctx: ToolContext) -> bool:
    """Is the tool a generic caller of an open catalogue: its name calls an API, a function or
    an RFC (`execute_api`, `sap_call_rfc`) and a required free string names which one (`api`,
    `function`, no enum)? Thousands of RFCs or a gateway's every API cannot each get a tool, and
    no narrower name exists: the named member is the action, its own parameters the payload."""
    words = set(ctx.name_tokens)
    if not (words & _GENERIC_CALL_VERBS and words & _CALLABLE_WORDS):
        return False
    return any(snake_name(n.name or "") in _MEMBER_PARAMS and n.required
               and n.non_null_types == ("string",) and not n.schema.get("enum")
               and "const" not in n.schema for n in ctx.index.top_level_properties())


# "action: register=注册, delete=删除", "operation: add = adds a row; remove = removes it",
# "action: encrypt（加密）/ decrypt（解密）": each action value followed by what it does
_ACTION_LIST = re.compile(r"\b(?:actions?|operations?|ops?|modes?)\s*[:：]\s*([^\n。]+)", re.I)
_GLOSS = re.compile(r"([A-Za-z][\w-]*)\s*(?:=|[(（])\s*([^,，;；/、)）=]+)")


def glossed_actions(ctx: ToolContext) -> list[str]:
    """The action values the tool's text glosses one by one after "action:" ("register=注册,
    delete=删除"): two at least, and every value of the action enum when there is one; else
    []. The text then says what each action does: no name or short text hides it."""
    match = _ACTION_LIST.search(ctx.description)
    if match is None:
        return []
    glossed = [m.group(1) for m in _GLOSS.finditer(match.group(1)) if m.group(2).strip()]
    if len(glossed) < 2:
        return []
    for _node, enum in action_nodes(ctx):
        if isinstance(enum, list) and not {v for v in enum if isinstance(v, str)} <= set(glossed):
            return []
    return glossed


def passes_api_actions(action: SchemaNode, enum: Any, payload: SchemaNode) -> bool:
    """Does a free `action` with its untyped `payload` pass any action of an external API
    through, by their texts ("Any valid Slack API method", "需符合对应服务的官方 API 定义")?"""
    return not isinstance(enum, list) and _API_WORDS.search(
        f"{action.description}\n{payload.description}") is not None


@rule("mega-tool-action-payload", category="mega-tool", severity="warning",
      summary="Split an `action` + untyped `payload` (or JSON-string arguments) tool into one tool per action, "
              "each with typed parameters (`order_get`, `order_preview_cancel`, `order_submit_cancel`).",
      bad=Example({"name": "manage_order", "parameters": {"type": "object", "properties": {
                  "action": {"type": "string"}, "order_id": {"type": "string"}, "payload": {}}}}),
      good=Example({"name": "order_update_address", "parameters": {"type": "object", "properties": {
                  "order_id": {"type": "string"}, "address": {"type": "object", "properties": {
                      "city": {"type": "string"}}, "required": ["city"], "additionalProperties": False}},
                  "required": ["order_id", "address"], "additionalProperties": False}}),
      rationale="Action values unconstrained, payload without structure: the model guesses "
                "parameter combinations and the executor parses then guesses. Not reported: a "
                "payload whose description ties it to a few named actions that destroy nothing "
                "(an invoke's arguments, an official read request: it mirrors another API). A "
                "passthrough taking any action name of an external API (its texts say so) is "
                "info: it cannot be split. An `operation` a call leaves out (empty default) "
                "only varies the one act the tool's name says: no dispatcher.")
def check_mega_tool(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    # an untyped payload, or any payload encoded as a JSON string (`arguments_json`)
    payloads = [n for n in ctx.index.top_level_properties()
                if (snake_name(n.name or "") in lx.PAYLOAD_PARAM_NAMES and _untyped_object(n))
                or json_in_string(n, arrays=False)]
    for node, enum in dispatching_actions(ctx):
        if _values_of_a_request(tool, enum):
            continue  # the HTTP verb or the event type the tool sends, not its own actions
        if write_manner(node, enum):
            continue  # `mode: replace|merge` of an import: how its one write lands, no actions
        if payloads:
            payload = payloads[0]
            if shape_defined_elsewhere(payload):
                return  # a webhook's payload, fields told by `getSchema`: one tool per action
                # would leave it as open as it is
            if passes_api_actions(node, enum, payload) or (
                    not isinstance(enum, list) and calls_named_member(ctx)):
                # any action of an external API, by its texts (`callCloudApi(service, action,
                # params)`: "Action 名称，需符合对应服务的官方 API 定义"): a passthrough cannot be
                # split per action; nor can a generic RFC or function caller (`sap_call_rfc`)
                yield Hit("", f"{tool.name!r} passes {node.name!r} (any action name) and an untyped "
                              f"{payload.name!r} through to an API: the schema cannot say what each "
                              f"action needs, so say in {payload.name!r}'s description where the "
                              "model finds each action's parameters.", severity="info")
                return
            served = [v for v in enum if isinstance(v, str) and len(v) > 2
                      and v in payload.description] if isinstance(enum, list) else []
            if served and len(served) < len(enum) and not any(map(_risky_action, served)) \
                    and not _PER_ACTION.search(payload.description):
                return  # the request body of a few named actions (an invoke's arguments, an
                # official read request): it mirrors another API; the other actions are typed
            yield Hit("", f"{tool.name!r} dispatches on {node.name!r} and takes an untyped "
                          f"{payload.name!r}: split it into one tool per action with typed "
                          "parameters, so the schema says what each action needs.")
            return
        if not enum and "const" not in node.schema and not node.schema.get("pattern") \
                and snake_name(node.name or "") in ("action", "operation", "op", "action_type",
                                                "operation_type", "verb") \
                and not instruction_text(node):  # "e.g. 'Click the sign in button'": words, no choice
            yield Hit(node.pointer, f"{node.name!r} is a free string choosing what the tool does: "
                                    "split the tool per action (or at least list the actions in "
                                    "an `enum`).", severity="info")
            return


@rule("mega-tool-mixed-actions", category="mega-tool", severity="warning",
      summary="Do not put read and write actions behind one action enum: make the reads one tool "
              "and each write its own tool, so the write can require confirmation.",
      bad=Example.of(properties={"action": {"type": "string", "enum": ["get", "cancel", "refund"]}}),
      good=[Example.of(properties={"language": {"type": "string", "enum": ["zh-CN", "en-US"]}}),
            Example.of(properties={"action": {"type": "string", "enum": ["list", "delete"]},
                                   "confirm": {"type": "boolean", "description": "true to run "
                                               "a delete"}})],
      rationale="Read-only and state-changing actions behind one entry point: a client cannot tell "
                "a safe call from a risky one, and the model guesses which action a call performs. "
                "Shown when the tool declares `readOnlyHint: true` over actions named as changes, "
                "or when its own text says its writes need the user's confirmation or cannot be "
                "undone (or a write moves money): one entry point cannot be gated for those writes "
                "alone. Info otherwise: reviewers split on whether grouping a resource's reads and "
                "writes is a defect or the server's design. Its writes that destroy, move money or reach "
                "people are named first; an editor's view/create/insert/str_replace only edit "
                "content. A tool "
                "that declares `destructiveHint: false` is not shown for acting on several kinds of thing "
                "alone. A tool "
                "that gates its writes itself (a `confirm`/`force`/`dryRun` parameter) or works "
                "inside a throwaway sandbox already separates them.")
def check_mixed_actions(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from mixed_action_hits(ctx)


def agent_workspace(ctx: ToolContext) -> bool:
    """Does the tool act in a session or project the agent keeps for itself (a browser's tabs, a
    shell, its own plans, the project open in a game or 3D editor)? Splitting its actions or
    renaming its entry point was judged noise there."""
    return _AGENT_SESSION.search(ctx.description) is not None


def mixed_actions_shown(ctx: ToolContext) -> bool:
    """Does `mega-tool-mixed-actions` show a finding on this tool (reads and consequential writes
    behind one action switch)? `name-catchall-verb` then says the same thing of the name."""
    return any(hit.severity is None for hit in mixed_action_hits(ctx))


# The action values name what the tool judges, not what it does: "Type of agent action to
# evaluate", "the operation to check", "Pre-execution security check for agent actions (bash,
# file_write, file_delete …)".
_JUDGED_ACTIONS = re.compile(r"\b(?:action|operation|command)s?\s+(?:\w+\s+)?to\s+(?:evaluate|check|"
                             r"validate|classify|score|assess|audit|review)\b|(?:待|要)(?:评估|检查|审核)的", re.I)
_CHECKS_ACTIONS = re.compile(r"\b(?:security|safety|policy|permission|risk)\s+(?:check|scan|evaluation|"
                             r"assessment|review)\s+(?:of|for)\s+(?:\w+\s+)?(?:actions?|commands?|operations?)\b",
                             re.I)


def mixed_action_hits(ctx: ToolContext) -> Iterator[Hit]:
    """`mega-tool-mixed-actions`' findings, read once for the rule and for the name rule."""
    tool = ctx.tool
    for node, enum in action_nodes(ctx):
        if isinstance(enum, list) and not _values_of_a_request(tool, enum):
            strong = snake_name(node.name or "") in lx.STRONG_ACTION_PARAM_NAMES
            reads, writes = _verb_kinds(enum, strict=strong)
            if not (reads and writes) or ctx.confirm_gate is not None or sandboxed(ctx.description):
                continue
            if _JUDGED_ACTIONS.search(node.description) or _CHECKS_ACTIONS.search(lead_sentence(ctx.description)):
                continue  # "Type of agent action to evaluate" of a pre-execution check: the values
                # name actions the tool judges, it performs none (reviewers: F on "split it")
            some_reads = ", ".join(sorted(reads)[:3])
            some_writes = ", ".join(sorted(writes)[:3])
            if ctx.annotations.get("readOnlyHint") is True:
                if all(plans_only(node.description, w) for w in writes):
                    continue  # "createBucket=生成 bucket 创建方案": the text says they only plan
                yield Hit(node.pointer, f"{tool.name!r} declares `readOnlyHint: true`, yet "
                                        f"{node.name!r} offers actions named as changes "
                                        f"({some_writes}): if they only plan or sign, name them "
                                        "so; if they change state, the annotation is wrong.")
            else:
                # an editor of one file or document (`json_edit_tool`: view/set/add/remove at a
                # JSONPath): its remove deletes a part of the content, not a record or a resource
                risky = [] if _content_editor(ctx) else sorted(w for w in writes if _risky_action(w))
                shown = ", ".join(risky[:3]) or some_writes
                # Shown when the tool's own text says its writes need the user's go-ahead or
                # cannot be undone ("delete and merge cannot be undone, so confirm first",
                # "取消和退款…执行前需要用户确认"), or a write moves money: one entry point
                # cannot be gated for those writes alone; shown too when the actions act on
                # several kinds of thing (`get_team`, `ban_player`, `forfeit_match`): a
                # catch-all entry, not one resource's own list/get/create/delete. Otherwise info: reviewers split on the
                # very shape (9 useful, 8 noise pooled; coolify's per-resource list/get/create/
                # update/delete both ways), a design the server chose and the split a redesign.
                # Not a working session the agent keeps for itself (a browser's tabs, a shell's
                # commands, its own plans: openmanus browser_use, sandbox_shell, planning): its
                # actions act on parts of that one session, and reviewers judged a split of it
                # noise, as they did an editor's.
                # A catch-all by its objects alone is not shown when the tool declares
                # `destructiveHint: false`: its author says no action destroys, so its `clear`
                # empties the tool's own capture (network_monitor's get_requests/clear/
                # set_offline: "a reasonable single tool", holdout-final-18, N)
                stated = bool(risky) and (owns_up(ctx) or any(_moves_money(w) for w in risky)
                                          or (len(_objects_acted_on(enum)) >= 2
                                              and ctx.annotations.get("destructiveHint") is not False
                                              and not agent_workspace(ctx)))
                yield Hit(node.pointer, f"{node.name!r} mixes read actions ({some_reads}) with "
                                        f"state-changing ones ({shown}): split reads and "
                                        "writes into separate tools.",
                          severity=None if stated else "info")


# The tool's text says it holds a session or state of the agent's own across calls ("keeping the
# browser session alive", "Uses sessions to maintain state between commands", "allows the agent
# to create and manage plans", "在同一浏览器会话中保持状态").
_AGENT_SESSION = re.compile(r"\b(?:browser|shell|terminal|tmux|sandbox|repl) sessions?\b|"
                            # "manages browser windows and tabs": the session's own windows
                            r"\bbrowser (?:windows?|tabs?)\b|浏览器(?:窗口|标签页?)|"
                            r"\bmaintains? (?:the )?state\b|\bsessions? to (?:maintain|keep) state\b|"
                            r"\ballows? (?:the|an) (?:agent|assistant) to (?:create and )?manage\b|"
                            r"(?:浏览器|终端|沙箱|命令行)会话|保持(?:会话)?状态|(?:智能体|代理)自身的|"
                            # the project open in a game or 3D editor the agent drives (Unity's
                            # manage_scene/manage_asset, Godot): its edits stay in that local
                            # project, and reviewers judged splitting them noise (0 U / 7 N)
                            r"\b(?:unity|godot|unreal|blender)(?: editor| project)?\b|"
                            r"(?:Unity|Godot|Blender)\s*(?:编辑器|项目|工程)",
                            re.I)
_API_WORDS = re.compile(r"\bapi\b|接口", re.I)
# Name verbs of a tool that sends the request itself (`call_api`, `http_request`): its methods
# are its actions.
_CALL_VERBS = frozenset({"call", "request", "send", "invoke", "execute", "exec", "run", "fetch",
                         "query", "proxy", "make", "perform", "do", "http", "api"})
# "for the few things no dedicated tool covers", "Prefer a dedicated tool", "没有专用工具时"
_FALLBACK = re.compile(r"\bno (?:dedicated|specific|other) tool\b|\bprefer (?:a|the) dedicated\b|"
                       r"\bnot covered by (?:a |the |other )?(?:dedicated )?tools?\b|"
                       r"没有(?:对应|专用)的?工具|优先使用专用工具", re.I)
# The values an enum of a request's method holds (`_values_of_a_request`): a method, or any.
_HTTP_METHODS = lx.HTTP_METHODS | {"any", "all", "*"}
# `address.created`, `transaction.paid`, `order_updated`: an event's name, past tense.
_EVENT_NAME = re.compile(r"^[a-z][a-z0-9_]*\.[a-z0-9_.]*(?:ed|paid|sent|made|due|ready|ing)$", re.I)


def _values_of_a_request(tool: Tool, enum: Any) -> bool:
    """An enum of event names (a webhook simulation's `address.created`), or of HTTP methods
    where the tool does something else with them (`add_mock_rule`: the mocked request's verb) or
    is a raw-API fallback beside dedicated tools ("for the few things no dedicated tool covers"):
    values the tool passes on or matches, not the actions it chooses between. A passthrough that
    covers a whole API (`github_api`) keeps its findings: its methods are its actions."""
    if not isinstance(enum, list) or not enum or not all(isinstance(v, str) for v in enum):
        return False
    if all(v.lower() in _HTTP_METHODS for v in enum):
        # the tool writes its own object (`add_mock_rule`, `delete_webhook`): the method is a
        # field of that object
        verb = name_verb(tool.name)
        return (verb.kind == "write" and (verb.verb or "").lower() not in _CALL_VERBS) \
            or _FALLBACK.search(tool.description or "") is not None
    # event names, with a few scenario names beside them (`subscription_renewal`)
    events = sum(1 for v in enum if _EVENT_NAME.match(v))
    return events * 4 >= len(enum) * 3
# "Operation-specific arguments, e.g. {...} for assign": every action's payload, one named as an
# example
_PER_ACTION = re.compile(r"\b(?:operation|action|command)[- ]specific\b|\b(?:each|every|per) "
                         r"(?:operation|action|command)\b|\be\.g\.|\bfor example\b|例如|比如|"
                         r"(?:各|每个|不同)(?:操作|动作|action)", re.I)
# Actions a user must be able to refuse apart from the reads: they destroy, move money or reach
# other people. An editor's view/create/insert/str_replace (the interface models are trained on)
# only edit content: a split would cost more than it protects.
_RISKY_ACTION_VERBS = lx.DESTRUCTIVE_VERBS | lx.IRREVERSIBLE_VERBS | lx.MONEY_VERBS | lx.SEND_VERBS


# A location inside one document: `json_path`, `xpath`, `selector`, `line`, `cell`, `range`.
_INSIDE_A_DOCUMENT = frozenset({"jsonpath", "json_path", "xpath", "selector", "line",
                                "line_number", "insert_line", "view_range", "cell", "key_path"})
_EDITOR_WORDS = frozenset({"edit", "editor", "editing", "编辑"})


def _content_editor(ctx: ToolContext) -> bool:
    """The tool edits the content of one file or document it is given (its name says edit, and
    a parameter addresses a place inside that document: `json_path`, `line`, `selector`)."""
    if _EDITOR_WORDS.isdisjoint(ctx.name_tokens) and "编辑" not in ctx.tool.name:
        return False
    return any(snake_name(n.name or "") in _INSIDE_A_DOCUMENT for n, _ in ctx.named_properties)


def _objects_acted_on(enum: list) -> set[str]:
    """The words of the action values that are no verbs (`ban_player`: player; `list`: none):
    the kinds of thing the actions act on."""
    objects: set[str] = set()
    for v in enum:
        if isinstance(v, str):
            objects.update(singular(w) for w in split_name(v) if len(w) > 2
                           and name_verb(w).kind is None and w not in _NO_OBJECT_WORDS)
    return objects


# Words of action values that name how or when, not a thing (`run_once`, `delete_all`)
_NO_OBJECT_WORDS = frozenset({"once", "all", "now", "many", "bulk", "batch", "by", "for", "with",
                              "and", "from", "into", "new", "one", "force"})


def _moves_money(value: str) -> bool:
    return name_verb(value).verb in lx.MONEY_VERBS


def _risky_action(value: str) -> bool:
    low = value.lower()
    return low == "delete" or name_verb(value).verb in _RISKY_ACTION_VERBS

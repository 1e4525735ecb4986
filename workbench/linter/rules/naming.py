"""Rules for tool names (`naming`) and for what a tool does to the world (`side-effect`).

The set-scope `collision` rules live in `collision.py`.

Decisions (what is a rule and what is not):
- `<domain>_<verb>_<object>`: `name-shape` (info). A name is accepted when a known verb follows
  at least one domain/object token: `crm_get_customer`, `order_preview_cancel`, `order_get`.
  `get_my_account` and `get_customer` (verb first) get an info asking for a domain prefix —
  they work, but in a set spanning systems they collide. A verb-first name whose object is
  generic as well (`getFiles`, `list_items`, `read_file`) says neither system nor object: a
  warning.
- The action must state its real side effect: `read-name-changes-state` (a read verb whose
  description or MCP annotations say it changes state), `write-claims-read-only` (the reverse)
  and `side-effect-undisclosed` (a state-changing tool that does not say so or when to call it —
  the message suggests `parallel_tool_calls: false` for high-risk verbs). A tool whose *code*
  changes state while name and description say "get" cannot be seen from the definition; the
  prober and the call-log audit are the place for it.
- `order_update`/`manage_order` compress several actions: `name-catchall-verb` (warning for
  manage/handle/process..., info for a bare `update`/`edit` with a single object).
- `do_it`, `handle_request`, `query`, `process`: `name-vague` (warning).
- Only letters, digits, `_` and `-`, no Chinese, spaces or dots: `name-invalid-chars` (error),
  checked against every active profile's name rule (`Profile.name_ok`); dots pass under
  `mcp`/`gemini` and fail under `generic`/`openai`/`anthropic`.
- Renaming is not a lint matter (`toolschema diff` reports renames); an old and a new name kept
  visible side by side is `near-duplicate-tools` (collision.py).
- Too many tools in one request is a provider limit (`tools_soft` in `workbench/profiles.py`,
  `provider-tool-count`); tool search, caching and permissions are runtime properties that a
  definition does not show: no rule. Adversarial inputs and routing tests belong to the prober
  and the call-log audit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.text import CJK, clauses, negated, text_of


@rule("name-invalid-chars", category="naming", severity="error",
      summary="Use only letters, digits, `_` and `-` (no spaces, dots or Chinese) within the "
              "active providers' length limit, e.g. `weather_get_current`.",
      bad=Example.of(name="get user weather"), good=Example.of(name="weather_get_current"),
      rationale="A name with spaces broke the parser; providers reject names outside their pattern "
                "(`name_pattern` in workbench/profiles.py).")
def check_name_chars(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    name = text_of(tool.name)
    if not name.strip():
        yield Hit("", "The tool has no name: give it a `<domain>_<verb>_<object>` name such as "
                      "`shipping_get_tracking`.")
        return
    failing = [p for p in ctx.profiles if not p.name_ok(name)]
    if not failing:
        return
    hints = []
    if " " in name:
        hints.append("replace spaces with `_`")
    if CJK.search(name):
        hints.append("use an English name (keep Chinese in the description)")
    if "." in name:
        hints.append("replace `.` with `_`")
    if len(name) > 64:
        hints.append(f"shorten it ({len(name)} characters)")
    rules = "; ".join(f"{p.id}: {p.name_rule_text}" for p in failing)
    yield Hit("", f"Name {name!r} is rejected by {', '.join(p.id for p in failing)} ({rules})"
                  + (": " + ", ".join(hints) if hints else "") + ".")


_PARAM_NAME_OK = re.compile(r"^[A-Za-z_$][A-Za-z0-9_.$-]{0,63}$")


@rule("param-name-chars", category="naming", severity="warning",
      summary="Name parameters with ASCII letters, digits and `_` (no spaces, Chinese or "
              "punctuation), at most 64 characters: `start_time`, not `开始时间` or `start time`.",
      bad=Example.of(properties={"开始 时间": {"type": "string", "description": "开始时间"}}),
      good=Example.of(properties={"start_time": {"type": "string", "description": "开始时间"}}),
      rationale="Names with Chinese, spaces or dots break parsers and adapters; Gemini rejects "
                "parameter names outside [A-Za-z_][A-Za-z0-9_]{0,63}.")
def check_param_name_chars(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        name = node.name or ""
        if not _PARAM_NAME_OK.match(name):
            yield Hit(node.pointer, f"Parameter name {name!r} has spaces, non-ASCII or unusual "
                                    "characters (or is empty or too long): use a snake_case ASCII "
                                    "name and put the human wording in its description.")


def _is_vague(tokens: tuple[str, ...]) -> bool:
    return bool(tokens) and all(t in lx.VAGUE_NAME_WORDS for t in tokens)


@rule("name-vague", category="naming", severity="warning",
      summary="Name the action and its object (`shipping_get_tracking`), not a generic word "
              "such as `query`, `do_it`, `handle_request` or `process`.",
      bad=Example.of(name="query", description="查询物流"),
      good=Example.of(name="shipping_get_tracking", description="根据订单号查询物流状态……"),
      rationale="`query` cannot tell an order lookup from a customer or a product lookup; the "
                "model has to guess everything from the description.")
def check_name_vague(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    tokens = ctx.name_tokens
    if _is_vague(tokens):
        yield Hit("", f"Name {tool.name!r} says neither what it acts on nor which system: rename "
                      "it `<domain>_<verb>_<object>`, e.g. `shipping_get_tracking`.")


@rule("name-catchall-verb", category="naming", severity="warning",
      summary="Split a `manage_*`/`handle_*`/`process_*` tool into one tool per action "
              "(`order_get`, `order_preview_cancel`, `order_submit_cancel`).",
      bad=Example.of(name="manage_order"), good=Example.of(name="order_submit_cancel"),
      rationale="`order_update` or `manage_order` maps 'change the address', 'cancel' and 'edit "
                "the note' to one entry point.")
def check_name_catchall(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if _is_vague(ctx.name_tokens):
        return
    verb = ctx.name_verb
    # `deploy_manage_release`: a verb-like domain ("deploy") is read as the action, but the
    # catch-all verb after it still hides several actions
    catchall = verb.verb if verb.kind == "catchall" else next(
        (t for t in ctx.name_tokens if t in lx.CATCHALL_VERBS and t not in lx.NOUN_VERBS), None)
    if catchall:
        yield Hit("", f"`{catchall}` in {tool.name!r} hides several actions: split the tool into "
                      "one tool per action, each named for its real effect (get / preview / "
                      "submit / update_address).")
    elif verb.verb in lx.BROAD_UPDATE_VERBS and len(ctx.name_tokens) <= 2:
        yield Hit("", f"{tool.name!r} may cover several changes (address, status, note...): "
                      "name the change (`order_update_address`) or split the tool.",
                  severity="info")


# Objects that say nothing about what is acted on: whose files? which items?
_GENERIC_OBJECTS = frozenset({"file", "files", "item", "items", "data", "record", "records",
                              "info", "details", "object", "objects", "entry", "entries",
                              "resource", "resources", "result", "results", "thing", "things",
                              "content", "contents", "value", "values", "list", "all", "stuff"})


@rule("name-shape", category="naming", severity="info",
      summary="Name tools `<domain>_<verb>_<object>` (e.g. `crm_get_customer`) so the model "
              "can route between systems.",
      bad=Example.of(name="customer"), good=Example.of(name="crm_get_customer"),
      rationale="`<domain>_<verb>_<object>`; `get_my_account` (verb first) is accepted with an "
                "info asking for a domain prefix when tools from several systems are mixed; a "
                "warning when the object is generic too (`getFiles`, `list_items`: whose files?).")
def check_name_shape(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    tokens = ctx.name_tokens
    if not tokens or _is_vague(tokens) or CJK.search(text_of(tool.name)):
        return
    verb = ctx.name_verb
    if verb.verb is None:
        yield Hit("", f"{tool.name!r} has no recognised action verb: say what it does "
                      "(get, list, search, create, update, cancel, send...), e.g. "
                      f"`{tokens[0]}_get_{'_'.join(tokens[1:]) or 'item'}`.")
    elif verb.index == 0 and len(tokens) >= 2:
        if verb.kind in ("read", "write") and all(t in _GENERIC_OBJECTS for t in tokens[1:]):
            # `getFiles`, `list_items`: neither a domain nor a specific object; any system's
            # files match it
            yield Hit("", f"{tool.name!r} names neither a system nor a specific object: name it "
                          f"`<domain>_<verb>_<object>` (e.g. `drive_{tokens[0]}_folder_"
                          f"{tokens[-1]}`) so the model can tell it from other systems' tools.",
                      severity="warning")
        else:
            yield Hit("", f"{tool.name!r} has no domain prefix: when tools from several systems "
                          f"are loaded, prefix it (e.g. `crm_{tool.name}`) so names stay unique.")


# --- side effects ------------------------------------------------------------------------------

_STATE_CHANGE_EN = re.compile(
    r"\b(?:and|then|also|will|automatically|additionally|afterwards)\s+(?:also\s+)?"
    r"(?:notif(?:y|ies)|mark|update|delete|remove|create|modif(?:y|ies)|change|cancel|charge|"
    r"publish|write|increment|reset|archive|move|lock|log)s?\s+(?:the|a|an|it|them|its|their|"
    r"this|that|all|any|every|each|\w+'s)\b"
    r"|\bmarks?\s+(?:it|them|the\s+\w+|\w+)\s+as\b"
    r"|\b(?:sends?|triggers?|fires?|emits?)\s+(?:[\w-]+\s+){0,4}?(?:e-?mails?|notifications?|"
    r"messages?|sms|alerts?|webhooks?|push)\b"
    r"|\bnotif(?:y|ies)\s+the\s+\w+"
    r"|\b(?:deducts?|debits?|charges?|bills?)\s+(?:[\w$.-]+\s+){0,3}?(?:fees?|commission|"
    r"credits?|points|from)\b"
    r"|\b(?:has|with|causes?)\s+(?:a\s+|the\s+)?side[- ]effects?\b"
    r"|\bside[- ]effects?\s*:")
# The passive form ("every incident returned is marked as acknowledged"); after a relative or
# conditional word it describes which items are returned ("orders that are archived"), not an
# effect of the call (`_passive_filter`).
_STATE_CHANGE_PASSIVE_EN = re.compile(
    r"\b(?:is|are|gets?|will\s+be)\s+(?:then\s+|also\s+|automatically\s+|immediately\s+)?"
    r"(?:marked|flagged|archived|acknowledged|locked|deleted|removed|reset|cleared|consumed)\b"
    r"(?!\s+from\s+(?:the\s+)?(?:output|results?|response|returned|list|text|html))")
_PASSIVE_FILTER = re.compile(r"\b(?:that|which|who|whose|if|when|whether|unless|once|already|"
                             r"currently)\s+(?:\w+\s+){0,2}$")
_STATE_CHANGE_ZH = re.compile(
    r"(?:并|同时|还会|会|然后|随后|并且|自动|顺便)(?:且|会)?(?:发送|通知|标记|修改|删除|更新|创建|"
    r"扣款|扣除|扣费|收取|支付|提交|下单|预订|取消|写入|保存|上报|清空|重置|覆盖|触发|推送|锁定)|标记为"
    r"|(?<![没无])有(?:外部)?副作用|副作用[:：]|会产生(?:外部)?副作用"
    r"|(?:会|将|随即|同时|自动)被(?:标记|锁定|删除|归档|扣除|修改|取消|清空|重置|确认|占用)")
_READ_ONLY_CLAIM = re.compile(
    r"\bread[- ]?only\b|\bonly reads\b|\bno side[- ]effects?\b|\bwithout side[- ]effects?\b"
    r"|\bdoes(?: not|n't) (?:modify|change|alter) anything\b|只读|仅用于(?:读取|查询)|"
    r"(?:没有|无|不会产生任何?)副作用|不会修改任何")
_DISCLOSED_EN = re.compile(
    r"side[- ]effect|irreversib|cannot be undone|can't be undone|permanent|confirm|consent|"
    r"approv|idempoten|parallel|state[- ]changing|changes? (?:the )?state|\bwill (?:be )?"
    r"(?:create|send|delete|remove|charge|debit|cancel|modify|change|update|overwrite|publish|"
    r"post|notify|transfer|book|place|submit|refund|move|deploy|invite|sent|created|deleted|"
    r"removed|charged|debited|cancell?ed|modified|changed|updated|published|posted|notified|"
    r"transferred|booked|placed|submitted|refunded|deployed|invited)|\bonly (?:call|use|invoke)"
    r"|\bonly (?:after|when|once|if)\b|\bbefore calling\b|\bdo not call\b|\bnever call\b|"
    r"\bwrites? to\b|\bmodifies\b|\bdestructive\b")
_DISCLOSED_ZH = re.compile(r"副作用|不可撤销|不可恢复|无法撤销|无法恢复|永久|确认|审批|同意后|"
                           r"只有在|仅在|仅当|幂等|并行|会(?:创建|发送|删除|扣款|修改|更新|取消|"
                           r"通知|发布|提交|转账|退款|写入|覆盖)")


def _state_change_clause(text: str) -> str | None:
    for clause in clauses(text):
        if not clause.isascii():  # every Chinese pattern needs Chinese characters
            for m in _STATE_CHANGE_ZH.finditer(clause):
                if not negated(clause, m.start()):
                    return clause.strip()
        low = clause.lower()
        for m in _STATE_CHANGE_EN.finditer(low):
            if not negated(low, m.start()):
                return clause.strip()
        for m in _STATE_CHANGE_PASSIVE_EN.finditer(low):
            if not negated(low, m.start()) and not _PASSIVE_FILTER.search(low[:m.start()]):
                return clause.strip()
    return None


@rule("read-name-changes-state", category="side-effect", severity="warning",
      summary="A get/list/search/查询 tool must not change state: split the side effect into "
              "its own write tool, or rename the tool after what it really does.",
      bad=Example.of(name="get_order", description="Gets the order and marks it as viewed, then "
                                                     "notifies the customer."),
      good=Example.of(name="order_get", description="Gets the order. Read-only: does not change "
                                                       "the order or notify anyone."),
      rationale="A read-looking tool that marks and notifies breaks the model's prediction of what "
                "calling it does (read-only ≠ state-changing). Active (\"marks it as read\"), "
                "passive (\"each incident returned is marked as acknowledged\", \"任务会被锁定\") and "
                "declared (\"Side effect: ...\", \"有副作用\") changes count; \"orders that are "
                "archived\" describes a filter. MCP `destructiveHint: true` / `readOnlyHint: "
                "false` on a read verb count too.")
def check_read_changes_state(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.name_verb.kind != "read":
        return
    ann = tool.annotations if isinstance(tool.annotations, dict) else {}
    if ann.get("destructiveHint") is True:
        yield Hit("", f"{tool.name!r} reads by its name but its MCP annotations say "
                      "`destructiveHint: true`: rename it after the change it makes, or fix the "
                      "annotation.")
        return
    clause = _state_change_clause(ctx.description)
    if clause:
        yield Hit("", f"{tool.name!r} reads by its name but its description says it changes "
                      f"state ({clause!r}): move that effect into a separate write tool, or "
                      "rename the tool after what it does and say when to call it.")
    elif ann.get("readOnlyHint") is False:
        yield Hit("", f"{tool.name!r} reads by its name but declares `readOnlyHint: false`: if "
                      "it only reads, set `readOnlyHint: true`; otherwise say what it changes.",
                  severity="info")


@rule("write-claims-read-only", category="side-effect", severity="warning",
      summary="A create/update/delete/send tool must not be declared read-only: fix the "
              "`readOnlyHint` or the description.",
      bad=Example({"name": "order_submit_cancel", "inputSchema": {"type": "object"},
                   "annotations": {"readOnlyHint": True}}),
      good=Example({"name": "order_submit_cancel", "inputSchema": {"type": "object"},
                    "annotations": {"readOnlyHint": False, "destructiveHint": True}}),
      rationale="The reverse of read-name-changes-state: a client may auto-approve or parallelise "
                "a tool that says it is read-only.")
def check_write_read_only(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.name_verb.kind != "write" or (ctx.name_verb.verb not in lx.UNAMBIGUOUS_WRITE_VERBS
                                      and ctx.name_verb.verb not in lx.WRITE_VERBS_ZH):
        return
    ann = tool.annotations if isinstance(tool.annotations, dict) else {}
    if ann.get("readOnlyHint") is True:
        yield Hit("", f"`{ctx.name_verb.verb}` in {tool.name!r} changes state but the tool declares "
                      "`readOnlyHint: true`: set it to false (and `destructiveHint` if it "
                      "deletes or overwrites).")
    m = _READ_ONLY_CLAIM.search(ctx.description.lower())
    if m:
        yield Hit("", f"`{ctx.name_verb.verb}` in {tool.name!r} changes state but the description "
                      f"claims {m.group(0)!r}: say what it changes, or rename it if it only "
                      "reads (e.g. `_preview_`).")


@rule("side-effect-undisclosed", category="side-effect", severity="warning",
      summary="Say what a state-changing tool changes and when to call it (e.g. 'only after the "
              "user confirmed time, title and attendees').",
      bad=Example.of(name="calendar_create_event", description="创建事件"),
      good=Example.of(name="calendar_create_event",
                      description="创建日历事件并邀请参与者。会产生外部副作用；只有在用户明确确认时间、"
                                  "标题和参与者后使用。"),
      rationale="A side effect with its confirmation condition separates 'find a slot' from 'book "
                "it'; high-risk effects should not run in parallel.")
def check_side_effect_disclosed(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.action_kind != "write":
        return
    desc = ctx.description
    if not desc.strip():
        return  # description-missing reports it
    if (not desc.isascii() and _DISCLOSED_ZH.search(desc)) or _DISCLOSED_EN.search(desc.lower()):
        return
    verb = ctx.name_verb.verb or "this action"
    high = ctx.name_verb.verb in lx.HIGH_RISK_VERBS or ctx.name_verb.verb in lx.WRITE_VERBS_ZH
    advice = (" Consider `parallel_tool_calls: false` for it: this kind of effect must not run "
              "in parallel with related calls." if high else "")
    yield Hit("", f"{tool.name!r} changes state (`{verb}`) but its description does not say so "
                  "or when to call it: add the side effect and the condition, e.g. 'Has external "
                  "side effects; call only after the user confirmed ...'." + advice,
              severity=None if high else "info")


"""`side-effect` rules: what a tool does to the world, read from its name, description, schema
and MCP annotations together.

Decisions:
- A read-named tool that changes state (`read-name-changes-state`), a write-named tool declared
  read-only (`write-claims-read-only`) and annotations that contradict the name or what the text
  and parameters say the tool does (a `close` tool or a tool whose `filename` saves a file marked
  `readOnlyHint: true`; a search marked `destructiveHint: true`) are warnings. Writing a local
  file the caller asked for is what a download or export does: it does not make
  `destructiveHint` on `download_*` a contradiction.
- `side-effect-undisclosed` only concerns effects that outlast the conversation in a way the user
  must agree to: they cannot be undone (delete, cancel, drop...), they move money (pay, refund,
  transfer...) or they reach other people or shared systems (send, invite, publish, deploy...).
  The effect is read from the name's verb, the description's verbs (a `create_meeting` that
  also invites), the values of an action enum (`operate: delete`) and destructive flags
  (`archived: true` on an update). It is disclosed when the text says the effect cannot be undone,
  names the condition to call it (after the user confirmed...), or the tool gates it itself
  (`destructiveHint: true`, a `confirm`/`dry_run` parameter). Clicking, typing, editing code,
  renaming a symbol or setting a light colour are writes the description states by naming
  them; asking for a confirmation there is out of proportion, so they are not reported. A
  message sent to the user of the conversation (`send_text_to_user`) is the assistant's reply
  channel, not an outreach.
- `confirmation-bypass`: a flag whose own text says it skips the confirmation (`force`: "跳过
  所有确认步骤") recommended as `true` for the very action the tool says needs confirmation.
- A tool whose *code* changes state while its name and description say "get" cannot be seen
  from the definition; the prober and the call-log audit are the place for it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.security import action_nodes
from workbench.model import Tool
from workbench.text import (clauses, has_cjk, inflections, name_verb, negated, read_only_claim,
                            sandboxed, snake_name, split_name, words)

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
# effect of the call (`_PASSIVE_FILTER`).
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

# Writing a file the caller names is what a download/export does ("File name to save the
# console messages to", "保存到本地文件").
_SAVES_FILE_EN = re.compile(r"\b(?:save|saves|saved|write|writes|written|store|stores|export|"
                            r"exports|dump|dumps|download|downloads)\b[^.;\n]{0,60}?\b(?:to|into|"
                            r"as|in)\b[^.;\n]{0,40}?\b(?:file|files|disk|csv|path|directory|"
                            r"folder|workspace)\b|\boverwrit")
_SAVES_FILE_ZH = re.compile(r"(?:保存|写入|下载|导出)(?:到|至|为)?.{0,20}?(?:文件|本地|目录|磁盘|路径)|覆盖")
_FILE_PARAM_TOKENS = frozenset({"path", "file", "filename", "filepath", "dir", "directory",
                                "output", "destination", "dest"})
# In the description of a file-name parameter: the tool writes to that file.
_SAVE_VERB = re.compile(r"\b(?:save|saves|saved|write|writes|written|store|stores|export|exports|"
                        r"dump|dumps)\b|保存|写入|导出|存储到")
# Verbs after which `readOnlyHint: true` is a contradiction, besides the unambiguous writes.
_PLAIN_STATE_VERBS = frozenset({"close", "resize", "kill", "stop", "restart", "click", "type",
                                "fill", "press", "drag", "upload", "install", "uninstall",
                                "toggle", "lock", "unlock", "cleanup", "drain", "cordon",
                                "evict", "rollback", "truncate", "erase", "overwrite"})


def annotations(tool: Tool) -> dict:
    """The tool's MCP annotations ({} when there are none)."""
    return tool.annotations if isinstance(tool.annotations, dict) else {}


def file_output_params(ctx: ToolContext) -> list:
    """Top-level parameters that name a file the tool writes ("File name to save ... to")."""
    out = []
    for node in ctx.index.top_level_properties():
        tokens = set(split_name(node.name or ""))
        desc = node.description
        if tokens & _FILE_PARAM_TOKENS and desc and _SAVE_VERB.search(desc.lower()):
            out.append(node)
    return out


def saves_files(ctx: ToolContext) -> bool:
    """Does the tool write a local file (its description or a file-name parameter says so)?"""
    desc = ctx.description
    return bool(_SAVES_FILE_EN.search(desc.lower()) or (has_cjk(desc) and _SAVES_FILE_ZH.search(desc))
                or file_output_params(ctx))


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
      good=[Example.of(name="order_get", description="Gets the order. Read-only: does not change "
                                                        "the order or notify anyone."),
            Example({"name": "usage_download_report", "description": "Downloads the usage report "
                     "and saves it to a CSV file in the given folder.",
                     "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": True}})],
      rationale="A read-looking tool that marks and notifies breaks the model's prediction of what "
                "calling it does (read-only ≠ state-changing). Active (\"marks it as read\"), "
                "passive (\"each incident returned is marked as acknowledged\", \"任务会被锁定\") and "
                "declared (\"Side effect: ...\", \"有副作用\") changes count; \"orders that are "
                "archived\" describes a filter. MCP `destructiveHint: true` / `readOnlyHint: "
                "false` on a read verb count too, unless the tool saves a file the caller asked for "
                "(a download or export).")
def check_read_changes_state(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.name_verb.kind != "read":
        return
    ann = annotations(tool)
    # "并保存到本地目录": the file an export or download is for is no hidden change
    desc = ctx.description
    clause = _state_change_clause(desc)
    if clause and not _state_change_clause(_SAVES_FILE_EN.sub(" ", _SAVES_FILE_ZH.sub(
            " ", clause) if has_cjk(clause) else clause.lower())):
        clause = None
    if ann.get("destructiveHint") is True and not clause:
        if not saves_files(ctx):
            yield Hit("", f"{tool.name!r} reads by its name and description but its MCP "
                          "annotations say `destructiveHint: true`: if it only reads, declare "
                          "`readOnlyHint: true`; otherwise say what it destroys.")
        return
    if clause:
        yield Hit("", f"{tool.name!r} reads by its name but its description says it changes "
                      f"state ({clause!r}): move that effect into a separate write tool, or "
                      "rename the tool after what it does and say when to call it.")
    elif ann.get("readOnlyHint") is False and not saves_files(ctx):
        yield Hit("", f"{tool.name!r} reads by its name but declares `readOnlyHint: false`: if "
                      "it only reads, set `readOnlyHint: true`; otherwise say what it changes.",
                  severity="info")


def _dry_run_name(ctx: ToolContext) -> bool:
    """`deployPlan`, `migration_preview`: the name is a dry run of its write verb."""
    after = ctx.name_tokens[ctx.name_verb.index + 1:] if ctx.name_verb.index >= 0 else ()
    return any(t in lx.DRY_RUN_NOUNS for t in after)


@rule("write-claims-read-only", category="side-effect", severity="warning",
      summary="A tool that creates, deletes, closes or writes files must not be declared "
              "read-only: fix the `readOnlyHint` or the description.",
      bad=[Example({"name": "order_submit_cancel", "inputSchema": {"type": "object"},
                    "annotations": {"readOnlyHint": True}}),
           Example({"name": "browser_list_requests", "description": "Lists the page's requests.",
                    "inputSchema": {"type": "object", "properties": {"filename": {
                        "type": "string", "description": "File name to save the list to."}}},
                    "annotations": {"readOnlyHint": True}})],
      good=[Example({"name": "order_submit_cancel", "inputSchema": {"type": "object"},
                     "annotations": {"readOnlyHint": False, "destructiveHint": True}}),
            Example({"name": "deploy_plan", "description": "Computes the deployment plan "
                     "(dry-run: changes nothing).", "inputSchema": {"type": "object"},
                     "annotations": {"readOnlyHint": True}})],
      rationale="The reverse of read-name-changes-state: a client may auto-approve or parallelise "
                "a tool that says it is read-only (MCP: `readOnlyHint` means the tool does not "
                "modify its environment, https://modelcontextprotocol.io/specification/2025-06-18"
                "/server/tools). A plan or preview of a write that says it changes nothing is "
                "read-only indeed.")
def check_write_read_only(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    ann = annotations(tool)
    verb = ctx.name_verb
    writes = verb.kind == "write" and (verb.verb in lx.UNAMBIGUOUS_WRITE_VERBS
                                       or verb.verb in _PLAIN_STATE_VERBS
                                       or verb.verb in lx.WRITE_VERBS_ZH)
    if writes and _dry_run_name(ctx) and read_only_claim(ctx.description):
        return  # `deployPlan`: "dry-run, 不产生任何变更"
    if ann.get("readOnlyHint") is True:
        if ann.get("destructiveHint") is True:
            yield Hit("", f"{tool.name!r} declares both `readOnlyHint: true` and "
                          "`destructiveHint: true`: a read-only tool destroys nothing; keep the "
                          "one that is true.")
        elif writes:
            yield Hit("", f"`{verb.verb}` in {tool.name!r} changes state but the tool declares "
                          "`readOnlyHint: true`: set it to false (and `destructiveHint` if it "
                          "deletes or overwrites).")
        else:
            effect = next(iter(stated_effects(ctx)), None)
            if effect:
                yield Hit("", f"{tool.name!r} {effect.phrase} but declares `readOnlyHint: true`: "
                              "set it to false (and `destructiveHint: true` if the effect "
                              "destroys data).")
            else:
                for node in file_output_params(ctx):
                    yield Hit(node.pointer, f"{node.name!r} saves a file (\"{node.description[:80]}\") "
                                            "but the tool declares `readOnlyHint: true`, so a "
                                            "client may run it without asking: set "
                                            "`readOnlyHint: false`.")
                    break
    if writes:
        claim = read_only_claim(ctx.description)
        if claim:
            yield Hit("", f"`{verb.verb}` in {tool.name!r} changes state but the description "
                          f"claims {claim!r}: say what it changes, or rename it if it only "
                          "reads (e.g. `_preview_`).")


# --- which effects a tool has, and whether its text owns up to them --------------------------

class Effect:
    """One consequential effect of a tool: the verb, its class, how the tool shows it, where
    (the pointer of the parameter that carries it) and whether the description states it."""

    __slots__ = ("verb", "why", "phrase", "pointer", "stated")

    def __init__(self, verb: str, why: str, phrase: str, pointer: str = "", stated: bool = True):
        self.verb, self.why, self.phrase = verb, why, phrase
        self.pointer, self.stated = pointer, stated


_WHY = {"irreversible": "an effect the user may not be able to take back",
        "shared": "an effect on what other people run or build on",
        "money": "an effect that moves money",
        "commit": "an effect that commits the user (a booking or an order others act on)",
        "outreach": "an effect other people see or depend on",
        "removal": "an effect that removes content"}
_CONSEQUENTIAL = (lx.IRREVERSIBLE_VERBS | lx.MONEY_VERBS | lx.COMMIT_VERBS | lx.OUTREACH_VERBS
                  | lx.SHARED_VERBS)


def _effect_class(verb: str, context: str = "") -> str | None:
    """The class of an effect verb; an outreach verb only with an audience in `context` (the
    name and the clause that states it): "sends a command to the appliance" reaches nobody."""
    if verb in lx.IRREVERSIBLE_VERBS:
        if verb in ("cancel", "terminate", "kill") and set(split_name(context)) & lx.PROCESS_OBJECTS:
            return None  # cancelling a run or a job: it can be started again
        return "irreversible"
    if verb in lx.SHARED_VERBS:
        return "shared" if set(split_name(context)) & lx.SHARED_TARGETS else None
    if verb in lx.MONEY_VERBS:
        return "money"
    if verb in lx.COMMIT_VERBS:
        return "commit"
    if verb in lx.OUTREACH_VERBS:
        found = set(split_name(context)) | set(words(context))
        if verb == "send" and found & lx.MONEY_OBJECTS:
            return "money"  # "send money to a friend"
        if found & lx.OUTREACH_AUDIENCE or (has_cjk(context) and any(
                w in context for w in lx.OUTREACH_AUDIENCE_ZH)):
            return "outreach"
    return None


def _zh_class(word: str) -> str | None:
    for cls, zh in (("irreversible", lx.IRREVERSIBLE_ZH), ("money", lx.MONEY_ZH),
                    ("commit", lx.COMMIT_ZH), ("outreach", lx.OUTREACH_ZH),
                    ("shared", lx.SHARED_ZH)):
        if word in zh:
            return cls
    return None


# Nouns as often as verbs: only read as the action where a verb must stand.
_AMBIGUOUS = lx.NOUN_VERBS | {"share", "tip", "push", "merge", "drain", "book", "dial",
                              "order", "deposit", "transfer", "trade"}


@lru_cache(maxsize=1)
def _effect_regex() -> re.Pattern[str]:
    verbs = _CONSEQUENTIAL
    clear = sorted({f for v in verbs - _AMBIGUOUS for f in inflections(v)}, key=len, reverse=True)
    unsure = sorted({f for v in verbs & _AMBIGUOUS for f in inflections(v)[:2]}, key=len,
                    reverse=True)
    lead = (r"(?:^|[.;:!?\n(]\s*|\b(?:it|this tool|and|then|also|will|to|can|immediately|"
            r"permanently|automatically|directly|that)\s+)")
    # a noun-like verb only where nothing but a verb can stand ("Books a room", "will post")
    strict = (r"(?:^|[.;:!?\n(]\s*|\b(?:it|this tool|then|also|will|to|can|immediately|"
              r"automatically|directly)\s+)")
    return re.compile(rf"(?:{lead}|,\s*)(?P<v>{'|'.join(clear)})\b|{strict}(?P<u>{'|'.join(unsure)})\b")


_EN_BASE = {}  # inflected form -> verb, filled on first use


def _base(form: str) -> str:
    if not _EN_BASE:
        for v in _CONSEQUENTIAL:
            for f in inflections(v):
                _EN_BASE.setdefault(f, v)
    return _EN_BASE.get(form, form)


# A clause naming another tool's effect ("to delete, use notes_delete") or the system the tool
# belongs to ("the trading system, which allows users to trade"), not this call's.
_REDIRECT_EN = re.compile(r"\buse\s+[`'\"]?\w+_\w+|\binstead\b|\bnot for\b|\bdo not use\b|"
                          r"\bdon't use\b|\bif you want to\b|\bbelongs to\b")
_REDIRECT_ZH = re.compile(r"请(?:使用|用|调用)|改用|不用于|不要用|如需|若需|如果要|使用\s*`?[A-Za-z]+_[A-Za-z_]+")
_ZH_EFFECT = re.compile("|".join(lx.IRREVERSIBLE_ZH + lx.MONEY_ZH + lx.COMMIT_ZH + lx.OUTREACH_ZH
                                 + lx.SHARED_ZH))
_ZH_NOT_ACTION = re.compile(r"[已被可未]$")  # 已取消的, 被删除, 可删除: a state, not this call
# The user of the conversation as the recipient: the assistant's own reply channel.
_TO_THE_USER = re.compile(r"\bto (?:the|a|this) (?:current )?user\b|\bremind(?:s|er)? (?:the user|me)\b|"
                          r"(?:向|给)(?:当前)?用户(?!组)|为当前(?:登录)?用户|提醒我")


def _description_effects(ctx: ToolContext) -> Iterator[Effect]:
    text = ctx.description
    for clause in clauses(text):
        low = clause.lower()
        if not clause.isascii():
            if _REDIRECT_ZH.search(clause):
                continue
            for m in _ZH_EFFECT.finditer(clause):
                if (negated(clause, m.start()) or _ZH_NOT_ACTION.search(clause[:m.start()])
                        or clause[m.end():m.end() + 1] == "的"):
                    continue
                cls = _zh_class(m.group(0))
                if cls == "outreach" and not any(w in clause for w in lx.OUTREACH_AUDIENCE_ZH):
                    cls = None
                if cls:
                    yield Effect(m.group(0), cls, f"has an effect its description calls "
                                                  f"{m.group(0)!r} ({clause.strip()[:60]!r})")
        if _REDIRECT_EN.search(low):
            continue
        for m in _effect_regex().finditer(low):
            form = m.group("v") or m.group("u")
            if negated(low, m.start()):
                continue
            verb = _base(form)
            cls = _effect_class(verb, low)
            if cls:
                yield Effect(verb, cls, f"{inflections(verb)[1]} (its description: "
                                        f"{clause.strip()[:60]!r})")


def stated_effects(ctx: ToolContext) -> list[Effect]:
    """The tool's effects that cannot be undone, move money or reach other people, read from
    its name's verb, its description (for a tool not named as a read), its action enum and its
    destructive flags."""
    out: list[Effect] = []
    verb = ctx.name_verb
    described = list(_description_effects(ctx)) if (
        ctx.action_kind not in ("read", "compute") and ctx.description) else []
    if verb.kind == "write" and verb.verb:
        context = " ".join(ctx.name_tokens) + " " + ctx.description.lower()
        cls = _effect_class(verb.verb, context) or _zh_class(verb.verb)
        # a word that is a noun as often as a verb (`order_service_config`, `post_api_token`)
        # is the action only when the description uses it as one
        if cls and (verb.verb not in _AMBIGUOUS or any(e.verb == verb.verb for e in described)):
            out.append(Effect(verb.verb, cls, f"{inflections(verb.verb)[1]} (`{verb.verb}` in "
                                              f"its name)"))
    out.extend(described)
    told = ctx.description.lower()
    for node, enum in action_nodes(ctx):
        # the values of an action enum, or the actions its description lists ("可选项为 put、
        # get、delete", "one of: create, delete")
        values = [v for v in enum if isinstance(v, str)] if isinstance(enum, list) else []
        # a one-word value that is a noun as often as a verb (`order`, `post`) is no action
        listed = [(v, name_verb(v)) for v in values
                  if not (len(split_name(v)) == 1 and v.lower() in _AMBIGUOUS)] or [
            (w, name_verb(w)) for w in words(node.description) if w not in _AMBIGUOUS]
        for value, v in listed:
            cls = (_effect_class(v.verb, value + " " + node.description + " " + told)
                   if v.kind == "write" and v.verb else None)
            if cls:
                out.append(Effect(v.verb, cls, f"can {v.verb} (`{node.name}`: {value!r})",
                                  node.pointer, value.lower() in told
                                  or _mentions(ctx, v.verb, cls)))
                break
        else:
            zh = _ZH_EFFECT.search(node.description) if not enum else None
            if zh and _zh_class(zh.group(0)) and not negated(node.description, zh.start()):
                out.append(Effect(zh.group(0), _zh_class(zh.group(0)) or "",
                                  f"can {zh.group(0)!r} (`{node.name}`)", node.pointer,
                                  zh.group(0) in ctx.description))
    for node in ctx.index.top_level_properties():
        if (snake_name(node.name or "") in lx.DESTRUCTIVE_FLAG_NAMES
                and "boolean" in node.non_null_types):
            default = " (and it defaults to true)" if node.schema.get("default") is True else ""
            out.append(Effect("delete", "removal", f"deletes or archives what it touches when "
                              f"`{node.name}` is true{default}", node.pointer,
                              bool(re.search(r"\b(?:delet|archiv|trash|remov)", told)
                                   or re.search(r"删除|归档|回收站", ctx.description))))
    if _TO_THE_USER.search(ctx.description.lower()) or "user" in ctx.name_tokens[verb.index + 1:]:
        # `send_text_to_user`: the assistant's reply channel, not someone else
        out = [e for e in out if e.verb not in _REPLY_CHANNEL_VERBS]
    if sandboxed(ctx.description):
        return []  # what happens inside a throwaway sandbox stays there
    return out


_ZH_BY_CLASS = {"irreversible": lx.IRREVERSIBLE_ZH, "money": lx.MONEY_ZH,
                "commit": lx.COMMIT_ZH, "outreach": lx.OUTREACH_ZH, "shared": lx.SHARED_ZH}


def _mentions(ctx: ToolContext, verb: str, cls: str) -> bool:
    """Does the description name this effect (`delete`: "deletes", "删除")?"""
    told = ctx.description.lower()
    if any(re.search(rf"\b{f}\b", told) for f in inflections(verb)):
        return True
    return has_cjk(ctx.description) and any(w in ctx.description for w in _ZH_BY_CLASS[cls])


_REPLY_CHANNEL_VERBS = frozenset({"send", "notify", "message", "email", "sms", "reply", "push",
                                  "发送", "通知", "短信", "推送"})



_DISCLOSED_EN = re.compile(
    r"irreversib|cannot be (?:undone|reversed|recovered|restored)|can't be (?:undone|reversed|"
    r"recovered)|\bnot (?:be )?(?:reversible|recoverable|undoable)|\bpermanent|\bno undo\b|"
    r"\b(?:is|are|will be) lost\b|\bdestructive\b|\bonly (?:call|use|invoke|run)\b|"
    r"\bonly (?:after|when|once|if)\b|\b(?:after|once|when|until|unless) the user (?:has )?"
    r"(?:explicitly |clearly )?(?:confirm|approv|agree|ask|request|say|choos|chose|select|pick)|"
    r"\b(?:user|explicit|prior|human)(?:'s)? (?:confirmation|consent|approval|permission)|"
    r"\bask(?:s|ing)? (?:the user )?(?:for )?(?:confirmation|permission|approval)|"
    r"\bask the user (?:to confirm|before|first)|\bconfirm(?:ed|s)? (?:with|by) the user|"
    r"\b(?:must|should) (?:first )?(?:be )?confirm|\brequires? (?:an? )?(?:explicit )?(?:user )?"
    r"(?:confirmation|approval|consent)|\bbefore (?:calling|using|invoking|running|executing) "
    r"(?:this|it)|\b(?:do not|don't|never) (?:call|use|invoke)|\bdry[- ]?run|\bpreview|"
    r"\bside[- ]effects?\b")
_DISCLOSED_ZH = re.compile(r"用户(?:明确|主动)?(?:说|要求|确认|同意|请求|提出|指示)[^。；]{0,30}?(?:时|后)(?:才)?(?:使用|调用|执行)|"
                           r"不可撤销|不可恢复|无法撤销|无法恢复|不能撤销|不能恢复|永久|确认后|用户确认|"
                           r"需(?:要)?(?:用户)?(?:明确|显式)?确认|经(?:过)?用户(?:同意|确认)|征得|只有在|仅在|"
                           r"仅当|只在|审批|同意后|谨慎|慎用|预演|危险操作|高风险|副作用")


def _disclosed(ctx: ToolContext, effect: Effect) -> bool:
    desc = ctx.description
    if _DISCLOSED_EN.search(desc.lower()) or (has_cjk(desc) and _DISCLOSED_ZH.search(desc)):
        return True
    if effect.stated and annotations(ctx.tool).get("destructiveHint") is True:
        return True  # the client is told, and may ask the user itself
    return any(set(split_name(n.name or "")) & _CONFIRM_TOKENS or snake_name(n.name or "")
               in lx.CONFIRM_PARAM_NAMES for n in ctx.index.top_level_properties())


_CONFIRM_TOKENS = frozenset({"confirm", "confirmed", "confirmation"})


_EXAMPLE = {
    ("irreversible", "en"): "'Cannot be undone; call only after the user has confirmed it.'",
    ("money", "en"): "'Moves money at once; call only after the user confirmed the amount.'",
    ("commit", "en"): "'Books at once; call only after the user confirmed the details.'",
    ("shared", "en"): "'Takes effect for everyone at once; call only after the user confirmed "
                      "the target.'",
    ("outreach", "en"): "'Recipients see it at once; call only after the user approved the "
                        "content.'",
    ("removal", "en"): "'Setting it to true removes the item; pass it only when the user asked "
                       "for that.'",
    ("irreversible", "zh"): "“操作不可撤销；仅在用户明确确认后调用。”",
    ("money", "zh"): "“会立即扣款；仅在用户确认金额后调用。”",
    ("commit", "zh"): "“会立即预订；仅在用户确认细节后调用。”",
    ("shared", "zh"): "“对所有人立即生效；仅在用户确认目标后调用。”",
    ("outreach", "zh"): "“对方会立即收到；仅在用户确认内容后调用。”",
    ("removal", "zh"): "“设为 true 会删除该内容；仅在用户要求删除时传入。”",
}


@rule("side-effect-undisclosed", category="side-effect", severity="warning",
      summary="A tool whose effect cannot be undone, moves money or reaches other people must "
              "say so and when to call it (e.g. 'only after the user confirmed the amount').",
      bad=[Example.of(name="calendar_create_event", description="创建日历事件并邀请参与者。"),
           Example.of(name="order_cancel", description="Cancels an order by id. Returns a "
                                                        "confirmation message.")],
      good=[Example.of(name="calendar_create_event",
                       description="创建日历事件并邀请参与者。只有在用户明确确认时间、标题和参与者后使用。"),
            Example.of(name="browser_click", description="Clicks an element on the page."),
            Example.of(name="send_text_to_user", description="Sends a text message to the user.")],
      rationale="A side effect with its confirmation condition separates 'find a slot' from 'book "
                "it'; an effect the user cannot take back needs the user's yes first. Writes that "
                "stay inside the session (click, fill, edit a file) are stated by naming them.")
def check_side_effect_disclosed(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not ctx.description.strip() or ctx.name_verb.kind == "read":
        return  # description-missing reports an empty one; read tools: read-name-changes-state
    effect = next((e for e in stated_effects(ctx) if not _disclosed(ctx, e)), None)
    if effect is None:
        return
    lang = "zh" if has_cjk(ctx.description) else "en"
    said = ("does not say whether it can be undone or when to call it" if effect.stated else
            "does not mention it")
    yield Hit(effect.pointer, f"{tool.name!r} {effect.phrase}: {_WHY[effect.why]}, yet its "
                              f"description {said}; add that, e.g. {_EXAMPLE[(effect.why, lang)]}")


# --- a push past the tool's own confirmation -----------------------------------------------------

_SKIPS_CONFIRM = re.compile(r"\bskip(?:s|ping)?\s+(?:the\s+|all\s+|any\s+)?(?:user\s+)?"
                            r"(?:confirmation|confirm|prompt|approval)s?|\bbypass(?:es)?\s+(?:the\s+)?"
                            r"(?:confirmation|prompt|approval)|\bwithout\s+(?:asking\s+for\s+)?"
                            r"(?:confirmation|approval)|跳过(?:所有|全部)?的?(?:确认|审批|提示)|免确认|不再确认")
_ADVISES_TRUE = re.compile(r"(?:建议|推荐|务必|请|一律|始终|总是|应当|应该)[^。；\n]{0,12}?(?:设置?|设为|传入?|使用|开启)"
                           r"[^。；\n]{0,6}?(?:为)?\s*true|\b(?:recommended|always|should|please)\b"
                           r"[^.;\n]{0,30}?\b(?:set|pass|use)\b[^.;\n]{0,20}?\btrue\b")


@rule("confirmation-bypass", category="side-effect", severity="warning",
      summary="Do not advise the model to set a flag that skips the confirmation the tool itself "
              "asks for (`force=true` for deletes).",
      bad=Example.of(name="service_manage", description="Deletes or deploys a service. Deletion "
                     "needs confirmation.", properties={"force": {
                         "type": "boolean", "description": "Skips all confirmation prompts. "
                                                           "Always set it to true when deleting."}}),
      good=Example.of(name="service_manage", description="Deletes or deploys a service. Deletion "
                      "needs confirmation.", properties={"force": {
                          "type": "boolean", "description": "Skips all confirmation prompts. "
                                                            "Only after the user confirmed."}}),
      rationale="A text that asks for confirmation and recommends the switch that skips it makes "
                "the model delete without asking: the recommendation wins because it is the "
                "concrete instruction.")
def check_confirmation_bypass(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        norm = snake_name(node.name or "")
        desc = node.description
        if norm not in lx.SKIP_CONFIRM_PARAM_NAMES or not desc or "boolean" not in node.non_null_types:
            continue
        if not _SKIPS_CONFIRM.search(desc.lower() if desc.isascii() else desc):
            continue
        advice = _ADVISES_TRUE.search(desc if not desc.isascii() else desc.lower())
        if not advice:
            for clause in clauses(ctx.description):
                if node.name and node.name in clause and _ADVISES_TRUE.search(
                        clause if not clause.isascii() else clause.lower()):
                    advice = _ADVISES_TRUE.search(clause if not clause.isascii() else clause.lower())
                    break
        if advice:
            yield Hit(node.pointer, f"{node.name!r} skips the confirmation (\"{desc[:70]}\") and "
                                    f"the text recommends setting it to true ({advice.group(0)!r}): "
                                    "a model following it acts without asking the user; recommend "
                                    "`true` only after the user confirmed, or drop the advice.")

"""`side-effect` rules: what a tool does to the world, read from its name, description, schema
and MCP annotations together.

Decisions:
- A read-named tool that changes state (`read-name-changes-state`) and annotations that
  contradict the name or what the text and parameters say the tool does (a search marked
  `destructiveHint: true`) are warnings; a write-named tool declared read-only (a `close` tool or
  a tool whose `filename` saves a file marked `readOnlyHint: true`) is `write-claims-read-only`,
  in `read_only_claims.py`. Writing a local
  file the caller asked for is what a download or export does: it does not make
  `destructiveHint` on `download_*` a contradiction.
- `side-effect-undisclosed` only concerns effects that outlast the conversation in a way the user
  must agree to: they cannot be undone (delete, cancel an order), move money (pay, refund),
  commit the user (book, order), reach other people (send a message, invite) or change what
  others run (deploy, merge a branch); effect_facts.py reads them from the name's verb, the
  description's verbs (a `create_meeting` that also invites), the values of an action enum
  (`operate: delete`) and destructive flags (`archived: true` on an update). It is disclosed
  (effect_disclosure.py) when
  the text says the effect cannot be undone, names the condition to call it (after the user
  confirmed...) or declares the side effect, or when the tool gates it itself (a
  `confirm`/`dry_run`/`force` parameter; `destructiveHint: true` for an effect the text states).
  Clicking, typing, editing code, renaming a symbol or setting a light colour are writes the
  description states by naming them; asking for a confirmation there is out of proportion, so they are not reported. A
  message sent to the user of the conversation (`send_text_to_user`) is the assistant's reply
  channel, not an outreach.
- `confirmation-bypass`: a flag whose own text says it skips the confirmation (`force`: "跳过
  所有确认步骤") recommended as `true` for the very action the tool says needs confirmation.
- A tool whose *code* changes state while its name and description say "get" cannot be seen
  from the definition; the prober and the call-log audit are the place for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.annotation_effects import (
    automatic_commitment,
)
from workbench.linter.rules.effect_disclosure import default_write_flag, disclosed
from workbench.linter.rules.effect_facts import (
    saves_files,
    without_file_saves,
)
from workbench.linter.rules.effect_likelihood import probable_effect
from workbench.linter.rules.hidden_writes import (
    hidden_write_clause,
    parameter_change,
    state_change_clause,
)
from workbench.linter.rules.query_execution import query_parameter
from workbench.model import Tool
from workbench.text import (
    clauses,
    has_cjk,
    lead_sentence,
    name_verb,
    sentences,
    snake_name,
)

# Reads whose point is to keep a copy (download, export, clone): storing what they fetched
# ("and create a resource for it", "并保存到本地", "caches it") is their purpose, not a hidden effect.
# (`load_checkpoint` "将 CACHE 切换到指定 checkpoint 的数据": loading into the working set is what a
# load does)
_KEEPING_READS = frozenset({"download", "export", "clone", "pull", "mirror", "backup", "load"})
# "an existing local file of the same name is overwritten": a download replaces what it saves
_KEEPS = re.compile(r"\b(?:creat|sav|stor|cach|writ|add|keep|persist|register|overwr|switch)\w*\b|保存|存储|"
                    r"缓存|创建|写入|下载|覆盖|切换|加载|载入", re.I)

# A change that falls on the file an export writes ("removed from the file", "written into each
# target file", "覆盖导出文件中的"), not on the thing exported.
_IN_THE_OUTPUT = re.compile(r"\b(?:from|in|into|to|of)\s+(?:the|each|every|its|that|this)\s+"
                            r"(?:(?:target|output|exported|generated|local|token|destination)\s+)?files?\b|"
                            r"(?:导出|输出|目标|生成的)文件(?:中|里|内)", re.I)

_HANDOFF = re.compile(r"\b(?:forward(?:s|ed)?|submit(?:s|ted)?|publish(?:es|ed)?|dispatch(?:es|ed)?|"
                      r"sends?|sent)\b|转交|转发|提交|发布|推送", re.I)


def _what_it_keeps(ctx: ToolContext, clause: str) -> bool:
    """The change a keeping read's name promises: a download that saves, an export that writes
    its output, a load that switches the working set."""
    return ctx.name_verb.verb in _KEEPING_READS and (_KEEPS.search(clause) is not None
                                                     or _IN_THE_OUTPUT.search(clause) is not None)


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
                "archived\" describes a filter. MCP `destructiveHint: true` on a read verb counts "
                "too, unless the tool saves a file the caller asked for (a download or export); "
                "`readOnlyHint: false` is MCP's default and the author's to declare.")
def check_read_changes_state(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.name_verb.kind == "compute" and ctx.name_verb.verb in ("validate", "verify", "lint"):
        # `validate_application`: a check that also hands the application on (submits, forwards,
        # publishes it) is no less hidden than a read that does; other effects a check states
        # (a domain check that installs a certificate) are its documented purpose
        clause = state_change_clause(ctx.description)
        if clause and _HANDOFF.search(clause):
            yield Hit("", f"{tool.name!r} only checks or computes by its name but its "
                          f"description says it changes state ({clause!r}): move that effect "
                          "into a separate write tool, or rename the tool after what it does "
                          "and say when to call it.")
        return
    if ctx.name_verb.kind != "read":
        return
    ann = ctx.annotations
    # "并保存到本地目录": the file an export or download is for is no hidden change
    desc = ctx.description
    clause = state_change_clause(desc) or automatic_commitment(desc) or hidden_write_clause(desc)
    if clause and not (state_change_clause(without_file_saves(clause)) or automatic_commitment(clause)
                       or hidden_write_clause(clause)):
        clause = None
    if clause and _what_it_keeps(ctx, clause):
        # "Download a paper and create a resource for it": what a download is; "tokens deleted
        # in Figma are removed from the file": a change to the export's own output file
        clause = None
    if ann.get("destructiveHint") is True and not clause:
        # `execute_query(sql)`: a tool that runs the SQL the model writes may run a DROP; its
        # destructive hint is the honest one
        if not saves_files(ctx) and query_parameter(ctx) is None:
            said = "name and description" if desc.strip() else "name"
            yield Hit("", f"{tool.name!r} reads by its {said} but its MCP annotations say "
                          "`destructiveHint: true`: if it only reads, declare `readOnlyHint: "
                          "true`; otherwise say what it destroys.")
        return
    if not clause and not ann.get("readOnlyHint") and (sent := _sends_one_time_code(ctx)):
        yield Hit("", f"{tool.name!r} reads by its name, but a {sent} is delivered by sending a "
                      "message (SMS or email) to the phone or address given, which the user "
                      "receives and may be billed for: name the tool after the sending and say "
                      "when to call it (e.g. only after the user asked for a code).")
        return
    if not clause and (flag := default_write_flag(ctx)) is not None:
        yield Hit(flag.pointer, f"{tool.name!r} reads by its name, but `{flag.name}` defaults to "
                                f"true (\"{flag.description.strip()[:70]}\"), so a plain call "
                                "changes state: default it to false, or say in the tool "
                                "description that a call does this.")
        return
    if not clause and "readOnlyHint" not in ann:  # declared either way, it is the author's word
        clause = _leads_with_a_change(ctx)
        if clause and _what_it_keeps(ctx, clause):
            clause = None  # "将 CACHE 切换到指定 checkpoint": what a load does
    if clause:
        yield Hit("", f"{tool.name!r} reads by its name but its description says it changes "
                      f"state ({clause!r}): move that effect into a separate write tool, or "
                      "rename the tool after what it does and say when to call it.",
                  severity="info" if _opted_into(ctx, clause) or _declared_write(ann) else None)
        return
    # a parameter whose own text says what a call changes ("deducted from the barrel's book
    # volume", "保留期间其他旅客无法购买"), with the tool's description silent about it and no
    # read-only annotation to overrule (the author's `readOnlyHint: true` is another rule's)
    if not ann.get("readOnlyHint") and not ctx.confirm_gate:
        for node in ctx.index.top_level_properties():
            change = parameter_change(node.description) if node.description else None
            if change:
                yield Hit(node.pointer, f"{tool.name!r} reads by its name but {node.name!r} says a "
                                        f"call changes state ({change!r}), and the tool's "
                                        "description does not: say it there (and when to call "
                                        "the tool), or move that effect into a write tool.")
                return
    # `readOnlyHint: false` alone is MCP's default, declared: an author who writes it out means
    # it (a search that submits feedback, a scrape that clicks), and the name cannot overrule it


def _declared_write(ann: Mapping[str, Any]) -> bool:
    """The author declared the write to the client too (`readOnlyHint: false` and
    `destructiveHint: true` written out): a `view_model` whose text says it overwrites the PNG at
    `file_path` and whose annotations say so hides nothing; the name is then a name, a rename the
    author's choice (info). `readOnlyHint: false` alone is MCP's default, often generated."""
    return ann.get("readOnlyHint") is False and ann.get("destructiveHint") is True


def _opted_into(ctx: ToolContext, clause: str) -> bool:
    """Is the change a boolean input of the tool turns on, off unless sent ("Set markRead=true
    only when you want to mark the email as read" over `markRead`, default false)? A plain call
    then only reads; the caller asks for the change by name."""
    # the clause's whole sentence: a Chinese comma splits "仅在需要时传 markRead=true，将邮件标记为已读"
    said = next((s for s in sentences(ctx.description) if clause in s), clause)
    return any("boolean" in n.non_null_types and n.schema.get("default") is not True
               and re.search(rf"(?<![\w-]){re.escape(n.name or '')}(?![\w-])", said) is not None
               for n in ctx.index.top_level_properties() if n.name and len(n.name) > 2)


# Verbs that change or commit something that already exists: a text that opens with one ("Move
# a party that is currently singing to another room", "将预约改到…") says what a call does.
# (Not "send" or "submit": "Send a GET request", "Submit a URL to scan" are how a read asks.)
_CHANGE_LEAD = re.compile(r"^\s*(?:move|transfer|cancel|delete|remove|update|modify|change|"
                          r"reassign|reschedule|book|reserve|pay|charge|close|archive|release|swap|"
                          r"mark|revoke|approve|reject)s?\b|"
                          r"^\s*(?:移动|转移|取消|删除|修改|更新|预订|支付|关闭|归档|释放|更换|调换|撤销|审批)|"
                          # "将客人转到另一个包厢" (not "将文本翻译为英文": a read's "take X")
                          r"^\s*[将把][^，。；]{1,16}?(?:转到|移到|换到|改为|改到|转移|移动|取消|删除|"
                          r"标记为)", re.I)


def _leads_with_a_change(ctx: ToolContext) -> str | None:
    """The first sentence of a read-named tool's text when it opens with a change (`get_room`:
    "Move a party ... to another karaoke room"), and no word of the name says that act."""
    lead = lead_sentence(ctx.description)
    match = _CHANGE_LEAD.match(lead)
    if match is None:
        return None
    if any(name_verb(t).kind == "write" for t in ctx.name_tokens):
        return None  # `get_or_create_user`, `fetch_and_archive`: the name says it too
    return " ".join(lead.split())[:80]


# "获取手机号的短信验证码", "获取登录验证码": the action of the tool is getting the code.
_ONE_TIME_CODE_ZH = re.compile(r"(?:获取|请求|申请|索取).{0,8}?(?P<code>" + "|".join(lx.ONE_TIME_CODE_ZH) + ")")
# The code is read back, not sent: "the latest code received by the number", "收到的验证码".
_CODE_READ_BACK = re.compile(r"\breceiv|\binbox\b|\blatest\b|\balready sent\b|收到|接收|已发送|收件箱")


def _sends_one_time_code(ctx: ToolContext) -> str | None:
    """What a read-named tool "gets" when that is a one-time code a service delivers by SMS or
    email (`auth_get_sms_code(phone)`, "获取手机号的短信验证码"): the words naming it, or None
    when the text says the code is read back from an inbox."""
    obj = ctx.name_tokens[ctx.name_verb.index + 1:]
    text = ctx.description
    # the code is what is got (`get_sms_code`), not an attribute of it (`get_otp_status`)
    named = bool(obj) and (obj[-1] in ("otp", "passcode") or (
        obj[-1] == "code" and bool(set(obj) & lx.ONE_TIME_CODE_TOKENS)))
    said = _ONE_TIME_CODE_ZH.search(text) if has_cjk(text) else None
    if not (named or said) or _CODE_READ_BACK.search(text.lower()):
        return None
    return said.group("code") if said else "verification code"


# A store the agent keeps for itself (a memory knowledge graph, scratch notes): deleting its
# entries tidies the agent's own working memory, which the user neither sees nor has to approve.
_AGENT_MEMORY = re.compile(r"\b(?:knowledge[ -]graph (?:memory|of (?:the )?(?:agent|assistant|"
                           r"model))|(?:agent|assistant|model|persistent|long[- ]term)(?:'s)? "
                           r"(?:own )?memor(?:y|ies)|memory (?:graph|store|bank)|scratch ?(?:pad|"
                           r"notes?))\b|(?:from|in|of) the knowledge graph\b|智能体(?:自己的|的)?记忆|"
                           r"(?:长期|持久)记忆|记忆(?:图谱|库)|知识图谱记忆|草稿笔记", re.I)


_WHY = {"irreversible": "an effect the user may not be able to take back",
        "shared": "an effect on what other people run or build on",
        "money": "an effect that moves money",
        "commit": "an effect that commits the user (a booking or an order others act on)",
        "outreach": "an effect other people see or depend on",
        "removal": "an effect that removes content"}
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
    # an archive flag the text names ("Archive the story") is taken back by the same flag
    # (`archived: false`): no removal the user must confirm; one the text never mentions
    # (Notion's `archived` moves a page to the trash) still is (write-claims-read-only reads
    # both as a write)
    effect = next((e for e in ctx.effects if not disclosed(ctx, e)
                   and not (e.verb == "archive" and e.why == "removal" and e.stated)), None)
    if effect is None:
        return
    if effect.why in ("irreversible", "removal") and _AGENT_MEMORY.search(ctx.model_text):
        return  # the agent's own memory graph or notes: asking the user before each edit is noise
    lang = "zh" if has_cjk(ctx.description) else "en"
    said = ("does not say whether it can be undone or when to call it" if effect.stated else
            "does not mention it")
    yield Hit(effect.pointer, f"{tool.name!r} {effect.phrase}: {_WHY[effect.why]}, yet its "
                              f"description {said}; add that, e.g. {_EXAMPLE[(effect.why, lang)]}",
              severity="info" if probable_effect(effect, ctx) else None)


# --- a push past the tool's own confirmation -----------------------------------------------------

_SKIPS_CONFIRM = re.compile(r"\bskip(?:s|ping)?\s+(?:the\s+|all\s+|any\s+)?(?:user\s+)?"
                            r"(?:confirmation|confirm|prompt|approval)s?|\bbypass(?:es)?\s+(?:the\s+)?"
                            r"(?:confirmation|prompt|approval)|\bwithout\s+(?:asking\s+for\s+)?"
                            r"(?:confirmation|approval)|跳过(?:所有|全部)?的?(?:确认|审批|提示)|免确认|不再确认")
_ADVISES_TRUE = re.compile(r"(?:建议|推荐|务必|请|一律|始终|总是|应当|应该)"
                           r"[^。；\n]{0,12}?(?:设置?|设为|传入?|使用|开启)"
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
        desc = node.description.lower()  # lower() leaves Chinese as it is
        if (snake_name(node.name or "") not in lx.SKIP_CONFIRM_PARAM_NAMES or not desc
                or "boolean" not in node.non_null_types or not _SKIPS_CONFIRM.search(desc)):
            continue
        # the advice in the flag's own text, or in a sentence of the tool's that names it
        advice = _ADVISES_TRUE.search(desc) or next(
            (m for clause in clauses(ctx.description.lower())
             if node.name and node.name.lower() in clause
             and (m := _ADVISES_TRUE.search(clause))), None)
        if advice:
            yield Hit(node.pointer, f"{node.name!r} skips the confirmation "
                                    f"(\"{node.description[:70]}\") and the text recommends "
                                    f"setting it to true ({advice.group(0)!r}): a model following "
                                    "it acts without asking the user; recommend `true` only after "
                                    "the user confirmed, or drop the advice.")

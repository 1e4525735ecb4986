"""Whether a tool owns up to its effect: its text says the effect cannot be undone, what it puts
at stake, or when to call it; the client or framework is told; or a switch on by default writes.
The effects themselves are read in `effect_facts.py`; the `side-effect` rules and the structural
rules that weigh an effect (additional-properties-open, array-unbounded) ask here. No rule lives
here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import has_cjk, simplified, split_name

if TYPE_CHECKING:
    from workbench.linter.rules.effect_facts import Effect


# Words saying an effect cannot be taken back ("cannot be undone", "永久删除").
# "Once cancelled, a run cannot be resumed": what a cancel cannot take back, said.
_CANNOT_UNDO_EN = (r"irreversib|cannot be (?:undone|reversed|recovered|restored|resumed|reopened|"
                   r"reactivated|restarted)|can't be (?:undone|reversed|recovered|resumed|reopened)|"
                   r"\bnot (?:be )?(?:reversible|recoverable|undoable)|"
                   r"\bpermanent|\bno undo\b|\b(?:is|are|will be) lost\b|"
                   # "Cancellation is final", "all sales are final"
                   r"\b(?:cancell?ation|deletion|removal|sale|sales|refund|refunds|it|this|they|which)"
                   r" (?:is|are) final\b")
_CANNOT_UNDO_ZH = (r"不可撤销|不可恢复|无法撤销|无法恢复|不能撤销|不能恢复|(?:无法|不可|不能)复原|永久|"
                   r"(?:无法|不能|不可)(?:再)?(?:继续运行|继续执行|恢复运行|重新启动|重启)")
_DISCLOSED_EN = re.compile(
    _CANNOT_UNDO_EN + r"|\bdestructive\b|\bonly (?:call|use|invoke|run)\b|"
    r"\bonly (?:after|when|once|if)\b|\b(?:after|once|when|until|unless) the (?:user|customer|"
    r"resident|patient|caller|traveller|traveler|buyer|member|guest|client|requester|owner) (?:has )?"
    r"(?:explicitly |clearly )?(?:confirm|approv|agree|ask|request|say|choos|chose|select|pick)|"
    r"\b(?:user|explicit|prior|human)(?:'s)? (?:confirmation|consent|approval|permission)|"
    r"\bask(?:s|ing)? (?:the user )?(?:for )?(?:confirmation|permission|approval)|"
    r"\bask the user (?:to confirm|before|first)|\b(?:user|you) (?:will be|is|are) (?:asked|prompted) "
    r"(?:for|to) (?:confirm|approv)|\bwill (?:ask|prompt) (?:the user|you) (?:for|to) "
    r"(?:confirm|approv)|\bconfirm(?:ed|s)? (?:with|by) (?:the )?user|"
    # "confirm size and quantity with the user first", "confirm the slot, riders and total price
    # with the customer first": what to check with whom before the call
    r"\bconfirm [^.;]{1,80}? with the (?:user|customer|member|patient|guest|client|buyer|"
    r"traveller|traveler|resident|owner|caller) (?:first|before)\b|"
    r"\b(?:must|should) (?:first )?(?:be )?confirm|\brequires? (?:an? )?(?:explicit )?(?:user )?"
    r"(?:confirmation|approval|consent)|\bbefore (?:calling|using|invoking|running|executing) "
    r"(?:this|it)|\b(?:do not|don't|never) (?:call|use|invoke)|\bdry[- ]?run|"
    # a preview of the change before it is made ("preview the changes first", "preview mode"),
    # not a thumbnail or a `preview` action of a catalogue ("fetch model metadata ... preview")
    r"\bpreview (?:the |your |its )?(?:changes?|diff|edits?|plan|result|effect)s?\b|"
    r"\bpreview (?:mode|first|before)\b|\bpreviews? (?:it |them )?(?:first|before)\b|"
    r"\bpreview[\"'`]? (?:to|and) (?:see|check|review)\b|"
    r"\bside[- ]effects?\b|"
    # a "When to use:" section ("**When to use:** User wants to stop a broadcast…"): when to call it
    r"\bwhen to (?:use|call|invoke)(?: (?:it|this(?: tool)?))?\W{0,4}[:：]")
_DISCLOSED_ZH = re.compile(r"用户(?:明确|主动)?(?:说|要求|确认|同意|请求|提出|指示)"
                           r"[^。；]{0,30}?(?:时|后)(?:才)?(?:使用|调用|执行)|"
                           + _CANNOT_UNDO_ZH + r"|确认后|用户确认|"
                           # "在居民确认日期、物品和件数后调用": whoever confirms, it says when to call
                           r"确认[^。；]{0,30}?后(?:再|才)?(?:使用|调用|执行|提交|下单)|"
                           # "先与用户确认日期和人数": what to check with the user before the call
                           r"(?:先|事先|提前)(?:与|和|跟|向)(?:用户|客户|顾客|会员)确认|"
                           r"需(?:要)?(?:用户)?(?:明确|显式)?确认|(?:调用|执行|操作)前[^。；]{0,10}?确认|经(?:过)?用户(?:同意|确认)|征得|只有在|仅在|"
                           r"仅当|只在|审批|同意后|谨慎|慎用|预演|危险操作|高风险|副作用|二次确认|弹出确认|"
                           r"(?:何时|什么时候)(?:使用|调用)\W{0,4}[:：]|使用时机\W{0,4}[:：]|"
                           r"(?:会|将)(?:先)?(?:要求|请求|提示|询问)用户(?:进行)?确认")


# What is at stake, beyond when to call: the effect cannot be taken back, or it is billed
# ("prorated on the next invoice", "可能产生违约金").
_BILLED_EN = re.compile(r"\binvoic|\bprorat|\bbilled\b|\bpenalt")
_BILLED_ZH = re.compile(r"违约金|扣费|账单")
_STAKES_EN = re.compile(_CANNOT_UNDO_EN + "|" + _BILLED_EN.pattern)
_STAKES_ZH = re.compile(_CANNOT_UNDO_ZH + r"|不可撤回|无法撤回|" + _BILLED_ZH.pattern)


def stakes_stated(ctx: ToolContext, *, undoing: bool = True) -> bool:
    """Does the tool's text say what its effect puts at stake: money moved or a commitment made
    (`ToolContext.effects`), a bill, or (unless `undoing` is False) an effect that cannot be
    taken back? A confirmation rule alone ("only call if the user asked") says when to call,
    not what is at stake."""
    if any(e.why in ("money", "commit") for e in ctx.effects):
        return True
    desc = ctx.description
    english, chinese = (_STAKES_EN, _STAKES_ZH) if undoing else (_BILLED_EN, _BILLED_ZH)
    return bool(english.search(desc.lower())
                or (has_cjk(desc) and chinese.search(simplified(desc))))


# A warning that names what the effect breaks ("**WARNING:** Deleting a script that is used by
# automations may cause those automations to fail", "警告：删除后依赖它的任务会失败"): the text
# tells the model what is at stake before the call, which is what the rule asks for.
_WARNED_EN = re.compile(r"\b(?:warning|caution|danger)\b\s*\**\s*[:!][^\n]{0,200}?\b(?:delet|remov|"
                        r"overwrit|replac|fail|break|lost\b|lose\b|destroy|eras|wipe|cannot|irrevers)|"
                        r"\b(?:may|might|will|can|could) (?:also )?(?:cause|make) [^.;\n]{1,80}?"
                        r"\b(?:to )?(?:fail|break|stop working)\b")
_WARNED_ZH = re.compile(r"(?:警告|危险)\s*[:：!！][^\n]{0,100}?(?:删除|移除|覆盖|失败|失效|丢失|无法|清空)|"
                        r"(?:可能|会|将)(?:会)?导致[^。；\n]{0,40}?(?:失败|失效|异常|无法|中断|丢失)")


def owns_up(ctx: ToolContext) -> bool:
    """Does the tool's description say its effect matters: that it cannot be undone, when to
    call it (after the user confirms), or that it has side effects?"""
    desc = ctx.description
    return bool(_DISCLOSED_EN.search(desc.lower())
                or (has_cjk(desc) and _DISCLOSED_ZH.search(simplified(desc))))


def warned(ctx: ToolContext) -> bool:
    """Does the tool's description warn of what its effect breaks? Enough to disclose the
    effect; not the weight `owns_up` gives a structural rule."""
    desc = ctx.description
    return bool(_WARNED_EN.search(desc.lower())
                or (has_cjk(desc) and _WARNED_ZH.search(simplified(desc))))


# Words saying the effect CAN be taken back: "This operation is reversible — you can re-upload
# a logo at any time", "Delete a node (moves to trash)", "can be restored from the recycle bin",
# "移至回收站", "移到垃圾箱" (a mailbox's trash folder), "可恢复". The text answers whether it can
# be undone; an effect the user gets back needs no "cannot be undone" line.
_CAN_UNDO_EN = re.compile(r"\b(?:is|are|it's|operation is|action is) (?:fully )?reversible\b|"
                          r"(?<!not )\bcan (?:later )?be (?:undone|restored|recovered|reverted|"
                          r"undeleted|reactivated)\b|(?<!not )(?<!never )\b(?:moves?|moved|sends?|"
                          r"sent|goes) (?:it |them |the \w+ )?(?:in)?to (?:the )?(?:trash|recycle bin|"
                          r"bin|archive|deleted items)\b|\brestorable\b|\bsoft[- ]delet|"
                          r"\byou can (?:re-?upload|re-?create|restore|re-?add|undo)\b")
_CAN_UNDO_ZH = re.compile(r"(?:移|放|移动|转移|丢)(?:至|到|入|进)(?:回收站|垃圾箱|垃圾桶|废纸篓|已删除)|"
                          r"可(?:以)?(?:恢复|还原|撤销|撤回)|软删除")
_NOT_BEFORE_ZH = re.compile(r"(?:不|无法|不能|不会|而非|并非)$")


def reversible_stated(ctx: ToolContext) -> bool:
    """Does the tool's text say its removal can be taken back (reversible, to the trash,
    restorable)? A negated form ("cannot be restored", "不可恢复") is no such statement."""
    desc = ctx.description
    if _CAN_UNDO_EN.search(desc.lower()):
        return True
    if has_cjk(desc):
        desc = simplified(desc)
        return any(not _NOT_BEFORE_ZH.search(desc[max(0, m.start() - 2):m.start()])
                   for m in _CAN_UNDO_ZH.finditer(desc))
    return False


# The tool that takes the effect back, named: "To cancel, use `sign_off_meal`", "Undo with
# restore_item", "如需取消，请调用 cancel_order"
_UNDONE_BY_TOOL = re.compile(r"\bto\s+(?:cancel|undo|revert|reverse|restore)\b[^.;\n]{0,30}?\b(?:use|call)\s+"
                             r"`?[A-Za-z_]\w*_\w+`?|"
                             r"\b(?:undo|revert|reverse)\s+(?:it\s+)?(?:with|using|via)\s+`?[A-Za-z_]\w*_\w+`?|"
                             r"(?:如需|要)(?:取消|撤销|恢复)[^。；\n]{0,10}?(?:使用|调用)\s*`?[A-Za-z_]\w*_\w+`?", re.I)


def disclosed(ctx: ToolContext, effect: Effect) -> bool:
    """Does the tool own up to the effect: its text says it cannot be undone or when to call
    it, or declares a side effect; the client is told (`destructiveHint` on an effect the text
    states); the envelope has the framework ask the user first (`requires_confirmation`); or
    the tool gates it itself (a `confirm`/`dry_run` parameter)?"""
    if owns_up(ctx) or warned(ctx):
        return True
    if _TAKES_HOLD.search(ctx.description):
        return True  # "The split stops applying to future payments immediately": the effect, said
    if effect.why in ("irreversible", "removal") and reversible_stated(ctx):
        return True  # "This operation is reversible", "(moves to trash)": it says it can be undone
    if effect.why in ("commit", "irreversible", "removal") and _UNDONE_BY_TOOL.search(ctx.description):
        return True  # "To cancel, use `sign_off_meal`": the tool that takes it back, named
    if effect.why == "commit" and undo_window_stated(ctx.description):
        return True  # "free cancellation until 72 hours before", "expires on its own": undone how
    if effect.why == "money" and _USER_PAYS.search(simplified(ctx.description).lower()):
        return True  # "后续需手动在大麦 APP 完成支付": the user pays by hand; the tool moves no money
    if effect.why in ("money", "commit") and _COST_BORNE.search(ctx.description):
        return True  # "a purchase order charged to the school account": what it costs whom, said
    if effect.stated and ctx.annotations.get("destructiveHint") is True:
        return True  # the client is told, and may ask the user itself
    if _client_confirms(ctx.tool.raw):
        return True  # the framework asks the user before each call (`requires_confirmation`)
    return ctx.confirm_gate is not None


# The payment is finished by the user, by hand, elsewhere: the tool only opens or taps the way
# to it ("后续需手动在大麦 APP 完成支付", "the user completes the payment in the app").
_USER_PAYS = re.compile(r"(?:需|须|由用户|用户)(?:要)?(?:自行|手动|手工|亲自)[^。；]{0,20}?(?:完成|确认)?(?:支付|付款)|"
                        r"\b(?:the )?(?:user|customer|buyer) (?:then |must )?(?:completes?|finish(?:es)?|"
                        r"confirms?) (?:the )?payment (?:manually|by hand|in (?:the|their) (?:app|browser))|"
                        r"\bpayment (?:is|must be) (?:completed|finished|confirmed) (?:manually|by hand|by the user)")


# How a booking, order or hold is taken back, said of it: a cancellation window ("free
# cancellation until 72 hours before arrival", "members can cancel from the app up to 2 hours
# before", "可在开课前 24 小时免费取消"), the tool that cancels it ("Cancel with
# kite_cancel_booking") or an end of its own ("it expires on its own and charges nothing",
# "到期自动释放"). It answers whether the commitment can be undone; "cannot be cancelled" and
# "不可取消" do not.
_UNDO_WINDOW_EN = re.compile(
    r"\bfree cancell?ation\b|(?<!not )(?<!n't )\b(?:can|may) (?:be )?cancell?(?:ed)?\b[^.;]{0,50}?"
    r"\b(?:until|up to|within|before|any ?time|free)\b|\bcancell?able\b[^.;]{0,30}?\b(?:until|up to|"
    r"within|before)\b|\bcancel (?:it |them )?(?:with|via|using|by calling) `?[a-z][a-z0-9]*_[a-z0-9_]+|"
    r"\bexpires? (?:on its own|by itself|automatically)\b|\b(?:is|are) released automatically\b|"
    # "they can be removed until the day before": the window in other words than "cancel"
    r"(?<!not )(?<!n't )\b(?:can|may) (?:still )?be (?:removed|changed|modified|returned|withdrawn|"
    r"released|dropped)\b[^.;]{0,50}?\b(?:until|up to|within|before)\b", re.I)
_UNDO_WINDOW_ZH = re.compile(r"免费取消|(?<![不无])(?:可|可以|能)(?:在[^。；，]{1,20}?)?(?:免费)?取消|"
                             r"(?<![不无])(?:可|可以|能)在[^。；，]{1,20}?(?:之)?前[^。；，]{0,6}?(?:免费)?(?:移除|删除|退订|退回|"
                             r"修改|撤回|改签|退票)|"
                             r"(?:到期|超时|逾期)(?:后)?自动(?:释放|取消|失效|过期)|自动(?:释放|过期)")


# Who bears the cost, said of the order or payment ("Places a purchase order charged to the school
# account", "billed to the card on file", "费用从门店账户扣除", "计入班级账单"): the text declares
# the money the call commits and whose it is; a planted set's authors write it as the disclosure.
_COST_BORNE = re.compile(r"(?<!not )(?<!n't )(?<!never )\b(?:charged|billed|invoiced|debited) (?:to|from|"
                         r"against|on) (?:the |your |their |his |her |our |its )?[\w' -]{0,30}?"
                         r"\b(?:account|card|budget|wallet|balance|invoice|bill)\b|"
                         r"(?<![不未])(?:计入|记入|记到|计到)[^。；，]{1,15}?(?:账户|账单|账上|预算)|"
                         r"从[^。；，]{1,15}?(?:账户|余额|预算)(?:中)?(?:扣除|扣款|扣费|支付)", re.I)


def in_undo_window_zh(clause: str, at: int) -> bool:
    """Is the word at `at` part of a Chinese undo window ("可在出发前一天移除")? Then it is what the
    user may still do, not this call's act."""
    return any(m.start() <= at < m.end() for m in _UNDO_WINDOW_ZH.finditer(clause))


def undo_window_stated(text: str) -> bool:
    """Does the text say how the commitment it makes is taken back: a cancellation window, the
    tool that cancels it, or an end of its own?"""
    return bool(_UNDO_WINDOW_EN.search(text) or (has_cjk(text) and _UNDO_WINDOW_ZH.search(text)))


# When the effect takes hold, said of it ("The split stops applying to future payments
# immediately", "Changes take effect at once", "删除后该令牌立即失效"): the text states the effect
# the suggested sentence would describe (fresh reviewers: "the description already states the
# effect", 0 U / 1 N). Only here, not in `owns_up`: it says what happens, not that it matters.
# A bare "立即生效" is left out: "断开连接，让新规则立即生效" is the purpose of another act.
_TAKES_HOLD = re.compile(r"\b(?:takes?|taking) effect (?:immediately|at once|right away)\b|"
                         r"\b(?:stops?|ceases?) (?:applying|being applied|working)\b[^.;]{0,50}"
                         r"\b(?:immediately|at once)\b|(?:立即|立刻|即时)停止生效|(?:立即|立刻)失效|"
                         # what is left after the act: "Once a file has been deleted, requests to it
                         # return 404", "the existing project will be replaced", "删除后无法再访问"
                         r"\bonce (?:an? |the |this |it )?\w* ?(?:has been|is|was) (?:deleted|removed)\b"
                         r"[^.;]{0,80}\b(?:return|fail|gone|no longer|404)|"
                         r"\bexisting \w+ (?:will be|is) (?:replaced|overwritten|deleted)\b|"
                         r"(?:删除|移除)后[^。；]{0,20}?(?:无法|不能|不再)再?(?:访问|使用|找回|查看)",
                         re.I)


_CONFIRM_KEYS = ("requires_confirmation", "requiresConfirmation", "require_confirmation")


def _client_confirms(raw: object) -> bool:
    """Does the envelope tell the framework to ask the user before every call (Agno's
    `requires_confirmation: true`, at the top or inside `function`)?"""
    for level in (raw, raw.get("function") if isinstance(raw, dict) else None):
        if isinstance(level, dict) and any(level.get(k) is True for k in _CONFIRM_KEYS):
            return True
    return False


# First words of a switch whose `true` changes state (`mark_as_read`, `reset_reminder`,
# `notify_owner`, `ack_alerts`): on by default, a call of a read tool writes.
_WRITE_SWITCH_VERBS = frozenset({"mark", "reset", "delete", "remove", "archive", "notify", "send",
                                 "ack", "acknowledge", "consume", "lock", "clear", "purge",
                                 "dismiss", "resolve", "claim", "subscribe", "unsubscribe", "close"})


def default_write_flag(ctx: ToolContext) -> SchemaNode | None:
    """A boolean parameter whose name starts with a state-changing verb and whose default is
    true (`mark_as_read: true` on `get_ticket`): a plain call with no arguments writes. A
    switch the description says is off by default, or whose own text negates the effect, is
    not one."""
    for node in ctx.index.top_level_properties():
        tokens = split_name(node.name)
        if (node.schema.get("default") is True and "boolean" in node.non_null_types
                and tokens and tokens[0] in _WRITE_SWITCH_VERBS
                and not re.search(r"\bdry[- ]?run|\bpreview|\bsimulat", node.description.lower())):
            return node
    return None

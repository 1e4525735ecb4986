"""Writes that a read-looking tool's own text admits, and destruction a tool declaring
`destructiveHint: false` admits; the `side-effect` rules (`side_effects.py`) ask here.

- A state change the description states ("and marks them as read", "会自动删除", "this tool
  will be removed in a future release" is none: a lifecycle notice, nor a ping's probe), or a
  parameter's own text states (a hold others cannot buy, a quantity deducted from the books):
  `state_change_clause`, `parameter_change`.
- A check, preview, quote or lookup that hands something on or takes something for the user
  ("and registers it with the agent" is what a `load_tool` is for, so registering is read in the
  passive only):
  "then submits the payment file to the bank", "overdue pets are enrolled in the reminder
  programme", "the car is held for the customer for 30 minutes", 然后把付款文件提交给银行,
  报价生成后车辆会为该客户保留 30 分钟, 会自动为其报名. A filter ("pets that are enrolled",
  "whether the device is registered"), a number format ("金额保留两位小数") and a reserved value
  ("codes above 900 are reserved for system use") are no effect of the call.
- Destruction in the tool's own words: "the local disk is wiped", "unsynced files are lost",
  "erases all", 磁盘会被清空, 数据将丢失.
"""

from __future__ import annotations

import re

from workbench.linter.rules.effect_words import background_clause
from workbench.text import clauses, negated

_HANDS_ON_EN = re.compile(
    r"\b(?:and|then|also|automatically|and then)(?:,\s*(?:if\s+so|if\s+\w+|where\s+possible),)?\s+"
    r"(?:also\s+|automatically\s+)?(?:submits?|enrol(?:l?s)?|"
    r"subscribes?|reserves?|holds?|locks?|overwrites?|secures?|earmarks?)\s+(?:it|them|the|a|an|their|its|"
    r"any|all|each|every|this|that)\b"
    r"|\b(?:is|are|gets?|get|will\s+be)\s+(?:then\s+|also\s+|automatically\s+|immediately\s+)?"
    r"(?:enrol(?:l)?ed|registered|subscribed|signed\s+up|reserved|held|overwritten|charged|booked|"
    r"referred|dispatched|emailed)\b"
    r"(?!\s+(?:for\s+(?:system|internal|future|admin|special)|in\s+(?:memory|cache)|words?\b|"
    r"(?:to\s+)?as\b|by\s+(?:name|id)\b|"
    # a preposition left at the end ("courses the current user is enrolled in", "lists the
    # user is subscribed to"): a relative clause naming which items, a state, not an effect
    r"(?:in|to|for|on|with)\s*(?:$|[.,;:)]|\band\b)))"
    # "and put a 20-minute hold on the earliest slot": a hold others cannot take
    r"|\b(?:and|then|also)\s+(?:puts?|places?)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}hold\s+on\b",
    re.I)
# after a relative or conditional word the passive names which items are meant, not an effect
# ("regardless of whether a notification setting is subscribed": a condition on a state)
_FILTER_BEFORE = re.compile(r"\b(?:that|which|who|whose|if|when|already|currently|"
                            r"not)\s+(?:\w+\s+){0,2}$|\b(?:whether|unless)\s+(?:\w+\s+){0,4}$", re.I)
# "whether a specific campus login ID is enrolled": a longer subject before a passive state
_WHETHER_PASSIVE = re.compile(r"\b(?:whether|unless)\s+(?:\w+\s+){0,7}$", re.I)
# 覆盖 is "overwrite" and "cover": a rate, a range or a scope after it ("覆盖率", "本工具同时覆盖地方
# 标准和政策") is what a read covers, no write
_NOT_COVERAGE = (r"(?!率|范围|面|(?:了)?(?:全国|各|多|所有|全部|地方|国家|省|市|行业|领域|场景|类型|标准|政策|"
                 r"法规|主题|文献))")
_HANDS_ON_ZH = re.compile(
    r"(?:会|将|并|然后|随后|同时|随即|接着)[^，。；]{0,14}?(?:提交给?|覆盖" + _NOT_COVERAGE + ")"
    r"|(?:为|给)(?:该|此|这位|当前)?(?:客户|用户|您|你|买家|乘客|患者|会员|顾客|租客|旅客|学员)"
    r"[^，。；]{0,4}?(?:保留|预留|锁定|占用)"
    r"|(?:会|将|并|随即|同时)(?:自动)?(?:锁定|占用|预留|冻结)(?:库存|车辆|座位|名额|房间|额度|资金)"
    r"|(?:自动|会被|将被|会自动|将自动|并自动)(?:为[^，。；]{0,6}?)?(?:报名|登记|加入|订阅|注册|扣款)"
    # 同时把工单派给距离最近的师傅; 并从押金或支付账户扣除: handed to a person, money taken
    r"|(?:会|将|并|然后|随后|同时|随即|接着)[^，。；]{0,14}?(?:派给|派单|指派给|转派给|推送给)"
    r"|(?:会|将|并)[^，。；]{0,14}?(?:扣除|扣款|扣费|划扣)")


def hidden_write_clause(text: str) -> str | None:
    """The clause of a read-looking tool's description that hands something on or takes
    something for the user, or None."""
    for clause in clauses(text):
        if not clause.isascii():
            for m in _HANDS_ON_ZH.finditer(clause):
                if not negated(clause, m.start()) and not re.search(r"[不未无]被?", m.group(0)):
                    return clause.strip()
        for m in _HANDS_ON_EN.finditer(clause):
            before = clause[:m.start()]
            passive = re.match(r"(?i)(?:is|are|gets?|will)\b", m.group(0)) is not None
            if not negated(clause, m.start()) and not _FILTER_BEFORE.search(before) \
                    and not (passive and _WHETHER_PASSIVE.search(before)):
                return clause.strip()
    return None


_DESTROYS_EN = re.compile(
    r"\b(?:is|are|will\s+be|gets?)\s+(?:\w+\s+)?(?:wiped|erased|purged|destroyed|shredded|reformatted)\b"
    r"|\b(?:wipes?|erases?|purges?|reformats?)\s+(?:the|all|its|their|every|any)\b"
    r"|\b(?:is|are|will\s+be)\s+(?:permanently\s+)?lost\b", re.I)
_DESTROYS_ZH = re.compile(r"(?:会|将|被)被?(?:清空|擦除|抹除|格式化|销毁)|(?:数据|文件|记录|内容)[^。；，]{0,10}?"
                          r"(?:会|将)?(?:全部)?丢失")


# A loss named as the case the call handles, not what it does: "本地文件丢失时重新保存" (re-save
# when the local file is lost). "数据丢失后无法恢复" is the call's consequence: not matched.
_LOSS_AS_CONDITION_ZH = re.compile(r"\s*(?:时|的(?:情况|时候))")


def destroyed_in_own_words(text: str) -> str | None:
    """The phrase saying the call wipes, erases or loses data, or None."""
    for clause in clauses(text):
        m = _DESTROYS_EN.search(clause) or (None if clause.isascii() else _DESTROYS_ZH.search(clause))
        if m and not negated(clause, m.start()) and not _FILTER_BEFORE.search(clause[:m.start()]) \
                and not re.search(r"[不没未无]", m.group(0)) \
                and not _LOSS_AS_CONDITION_ZH.match(clause, m.end()):  # 数据不会丢失
            return m.group(0)
    return None


# --- what a read-named tool's description or a parameter's text says a call changes -----------

_STATE_CHANGE_EN = re.compile(
    r"\b(?:and|then|also|will|automatically|additionally|afterwards)\s+(?:also\s+)?"
    r"(?:downloads?\s+and\s+)?"
    r"(?:notif(?:y|ies)|mark|update|delete|remove|create|modif(?:y|ies)|change|cancel|charge|"
    r"publish|write|increment|reset|archive|move|lock|log|install|upgrade|reboot|restart|"
    r"uninstall)s?\s+(?:the|a|an|it|them|its|their|"
    r"this|that|all|any|every|each|\w+'s)\b"
    r"|\bmarks?\s+(?:it|them|the\s+\w+|\w+)\s+as\b"
    r"|\b(?:sends?|triggers?|fires?|emits?)\s+(?:[\w-]+\s+){0,4}?(?:e-?mails?|notifications?|"
    r"messages?|sms|alerts?|webhooks?|push)\b"
    r"|\bnotif(?:y|ies)\s+(?:the\s+)?(?!me\b|you\b|if\b|when\b|whether\b|on\b|about\b)[a-z]{3,}"
    # a person woken up by the call: "and alert the duty leader of the closest team"
    r"|\b(?:and|then|also)\s+(?:also\s+|immediately\s+)?(?:alerts?|pages?|summons?)\s+(?:the|a|an|their|its|"
    r"each|every|all)\s+(?:[\w-]+\s+){0,3}?(?:leaders?|managers?|owners?|teams?|crews?|staff|"
    r"on-?call|engineers?|officers?|supervisors?|responders?|contacts?|members?|drivers?|doctors?|"
    r"nurses?|guards?|users?|customers?|parents?|guardians?)\b"
    r"|\b(?:and|then|also|immediately)\s+(?:immediately\s+)?(?:issues?|e-?mails?)\s+(?:a\s+|an\s+|the\s+)?"
    r"(?:refund|credit|voucher|coupon|invoice|payment|receipt|confirmation)s?\b"
    r"|\b(?:deducts?|debits?|charges?|bills?)\s+(?:[\w$.-]+\s+){0,3}?(?:fees?|commission|"
    r"credits?|points|from)\b"
    r"|\b(?:has|with|causes?)\s+(?:a\s+|the\s+)?side[- ]effects?\b"
    r"|\bside[- ]effects?\s*:")
# The passive form ("every incident returned is marked as acknowledged"); after a relative or
# conditional word it describes which items are returned ("orders that are archived"), not an
# effect of the call (`_PASSIVE_FILTER`).
_STATE_CHANGE_PASSIVE_EN = re.compile(
    r"\b(?:is|are|gets?|will\s+be)\s+(?:then\s+|also\s+|automatically\s+|immediately\s+)?"
    r"(?:marked|flagged|archived|acknowledged|locked|deleted|removed|reset|cleared|consumed|"
    # handed on or shown to others: "the application is forwarded to the consulate's queue",
    # "the candidate portal is updated accordingly"; not a refresh rate ("is updated daily")
    r"forwarded|submitted|published|unlocked|dispatched|updated(?!\s+(?:daily|hourly|weekly|"
    r"monthly|nightly|every|each|once|regularly|periodically|in\s+real[- ]time|live|frequently)))\b"
    r"(?!\s+from\s+(?:the\s+)?(?:output|results?|response|returned|list|text|html))")
_PASSIVE_FILTER = re.compile(r"\b(?:that|which|who|whose|if|when|whether|unless|once|already|"
                             r"currently)\s+(?:\w+\s+){0,2}$")
_STATE_CHANGE_ZH = re.compile(
    r"(?:并|同时|还会|会|然后|随后|并且|自动|顺便)(?:且|会)?(?:将其|把它)?"
    # the receiver between: "系统会向该支持者发送一封感谢邮件", "并给客户推送"
    r"(?:(?:向|给)(?:该|此|这位|对应|相关|所有|全部)?[\u4e00-\u9fff]{1,8}?(?=发送|推送|通知|下发))?"
    r"(?:发送|通知|标记|修改|删除|更新|创建|下发|"
    r"扣款|扣除|扣费|收取|支付|提交|下单|预订|取消|写入|保存|上报|清空|重置|"
    r"覆盖" + _NOT_COVERAGE + r"|触发|推送|锁定|设为|设置为|"
    r"激活|启用|(?:下载并)?安装|重启|升级|卸载|格式化|关机|"
    # the door opens, the card reaches the parents' app: "门锁会立即打开", "家长端会同步显示"
    r"(?:立即|马上|同步|自动)?(?:打开|开锁|解锁|开门|转交|转发|发布|显示给|同步显示|同步给|同步到))|标记为"
    r"|(?<![没无])有(?:外部)?副作用|副作用[:：]|会产生(?:外部)?副作用"
    r"|(?:会|将|随即|同时|自动)被(?:标记|锁定|删除|归档|扣除|修改|取消|清空|重置|确认|占用)"
    # "并自动为其中还能续借的图书续借一次": an act done for the reader on the way
    r"|自动(?:为|给|对|将|把)[^，。；]{0,16}?(?:续借|续订|续费|续期|预订|预约|下单|扣款|支付|提交|删除|"
    r"取消|发送|锁定|占用)")

# "showing debit and credit balances": the two sides of a ledger, no charge.
_LEDGER_SIDES = re.compile(r"debits?\s+(?:and|or|/)\s+credits?\b")
# "Get submitted feedback": the imperative read verb before a participle, not a passive "gets".
_READ_IMPERATIVE = re.compile(r"^\W*get\s+\w+$")


# A notice about the tool's own lifecycle, not an effect of a call: "This tool will be removed in
# a future release", "the endpoint is deprecated and will be removed", "该接口将在后续版本中被删除".
_LIFECYCLE_SUBJECT_EN = re.compile(
    r"\b(?:this|the)\s+(?:tool|endpoint|api|function|method|command|operation|version|parameter|"
    r"field|option|feature|route)(?:\s+itself)?\s+(?:(?:is|has\s+been)\s+deprecated\s+and\s+)?$")
_LIFECYCLE_WHEN_EN = re.compile(
    r"\s+(?:in|from|with|as\s+of|after|by|before)\s+(?:a\s+|an\s+|the\s+)?(?:future|next|upcoming|"
    r"later|coming|subsequent|v?\d)")
_LIFECYCLE_ZH = re.compile(r"(?:该|此|本)(?:工具|接口|方法|函数|命令|参数|字段|功能)(?:已(?:被)?(?:废弃|弃用)[，,]?)?$"
                           r"|(?:未来|将来|后续|下一?个?)版本")


# A retention policy, not an effect of the call: what the service removes once a time has passed
# ("logs are automatically removed after an hour", "records older than 30 days are deleted",
# "结果在 24 小时后自动删除", "超过 7 天的记录会被清除"). A removal the call makes ("is deleted after
# it is read") names no duration.
_DURATION_EN = (r"(?:an?|one|two|three|four|five|six|seven|ten|twelve|\d+(?:\.\d+)?)\s*"
                r"(?:-\s*)?(?:seconds?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|months?|years?)\b")
_RETENTION_AFTER_EN = re.compile(r"\s*(?:automatically\s+|permanently\s+)?(?:after|within|once)\s+"
                                 + _DURATION_EN)
_RETENTION_BEFORE_EN = re.compile(r"\b(?:older\s+than|after|for\s+more\s+than)\s+" + _DURATION_EN)
_DURATION_ZH = r"(?:\d+(?:\.\d+)?|[一二两三四五六七八九十半百]+)\s*(?:秒钟?|分钟|个?小时|天|日|周|个?月|年)"
_RETENTION_ZH = re.compile(_DURATION_ZH + r"(?:后|之后|以后|以前|前)[^，。；]{0,6}$|超过\s*" + _DURATION_ZH)


def _retention_notice(before: str, after: str) -> bool:
    """The matched removal happens once a stated time has passed: the service's retention."""
    if _RETENTION_AFTER_EN.match(after.lower()) or _RETENTION_BEFORE_EN.search(before.lower()):
        return True
    return bool(_RETENTION_ZH.search(before))


def _lifecycle_notice(before: str, after: str) -> bool:
    """The matched removal is the tool's own deprecation ("This tool will be removed in a future
    release"), not something a call does to the user's data."""
    if _LIFECYCLE_SUBJECT_EN.search(before.lower()) or _LIFECYCLE_WHEN_EN.match(after.lower()):
        return True  # "**DEPRECATED — use x.** This tool will be removed": English beside a dash
    return bool(_LIFECYCLE_ZH.search(before) or _LIFECYCLE_ZH.search(before[-12:] + after[:12]))


# What a parameter's own text says a call does to what others can have or to a quantity on
# the books: a hold others cannot buy ("while held, other guests cannot book them", "保留期间其他
# 旅客无法购买这些座位"), a draw deducted from stock ("it is logged as a sampling event and
# deducted from the barrel's book volume", "会从库存中扣除"). Narrower than the description's
# clauses: a parameter's text mostly states a filter or a state ("is marked as excellent").
_PARAM_CHANGE = re.compile(
    r"\bothers?\s+(?:[a-z]+\s+){0,2}?(?:cannot|can't|can\s+not)\s+(?:buy|book|purchase|reserve|take)\b"
    r"|\b(?:is|are|will\s+be|gets?)\s+(?:[a-z]+\s+){0,6}?(?:and\s+)?(?:deducted|debited)\s+from\b"
    r"|其他[\u4e00-\u9fff]{0,4}(?:无法|不能)(?:购买|预订|预约|选择|使用)"
    r"|(?:会|将)(?:从|在)[^，。；]{0,12}?(?:扣除|扣减)")


_PARAM_CHANGE_CUES = ("deduct", "debit", "cannot", "can't", "can not", "无法", "不能", "扣除", "扣减")


def parameter_change(text: str) -> str | None:
    """The clause of a parameter's own text saying what a call changes (a hold others cannot
    buy, a quantity deducted from the books), or None."""
    low_text = text.lower()
    if not any(cue in low_text for cue in _PARAM_CHANGE_CUES):
        return None  # most parameter texts: one scan, no clause split
    for clause in clauses(text):
        low = clause.lower()
        for m in _PARAM_CHANGE.finditer(low):
            if not negated(low, m.start()) and not _PASSIVE_FILTER.search(low[:m.start()]):
                return clause.strip()
    return None


# A probe sent to a machine to learn something about it: "Send a message to a remote host to
# check if it is reachable", "向目标主机发送数据包以检测是否可达". The message is the measurement
# (ping, traceroute, a port check), received by no person and changing nothing.
_PROBE = re.compile(r"\bsend(?:s|ing)?\b[^.;]{0,40}?\bto (?:a|an|the|each|every|given|specified|target)?\s*"
                    r"(?:remote |target |network )?(?:host|server|endpoint|address|device|ip|node|port)s?\b"
                    r"[^.;]{0,40}?\b(?:to|and) (?:check|test|see|verify|measure|determine|detect)\b|"
                    r"向[^。；，]{0,12}(?:主机|服务器|地址|设备|节点|端口)发送[^。；]{0,12}?"
                    r"(?:以|来|用于|并)?(?:检测|检查|测试|判断|测量)", re.I)


# Progress reported to the caller while the call runs ("有界等待并通知进度", "sends progress
# notifications", "notifies progress"): MCP's progress notifications go to the client that
# called, nothing is stored or sent to anyone else. Not when a person or channel receives them
# ("向用户推送进度", "sends progress updates to the Slack channel").
_PROGRESS = re.compile(r"\bprogress\b|进度", re.I)
_PROGRESS_AFTER = re.compile(r"\s*(?:the\s+)?(?:progress\b|进度)", re.I)
_TO_SOMEONE = re.compile(r"\bto\s+(?:(?:the|a|an|each|all)\s+)?(?!(?:the|a|an|each|all|client|caller|host)\b)[a-z]{3,}|"
                         r"[向给](?!客户端|调用方)[\u4e00-\u9fff]", re.I)


def _progress_report(clause: str, m: re.Match) -> bool:
    """Is the matched notice a progress report to the caller, with no one else receiving it?"""
    said = m.group(0)
    if not (_PROGRESS.search(said) or _PROGRESS_AFTER.match(clause, m.end())):
        return False
    return _TO_SOMEONE.search(said) is None and _TO_SOMEONE.search(clause[m.end():m.end() + 60]) is None


# A mark the call puts on what it returns, not on a record: the marks are a list of categories
# ("内置 7 类威胁情报 IOC 自动标记 (url, ipv4, filepath, ...)", "flags each string with one of 5
# categories (url, email, ...)"): the output is labelled, nothing is stored.
_MARKING = re.compile(r"标记|\b(?:mark|flag|tag|label)", re.I)
_CATEGORY_COUNT = re.compile(r"\d+\s*(?:类|种)|\b\d+\s+(?:categories|types|kinds|classes)\b", re.I)
_CATEGORY_LIST = re.compile(r"\s*(?:them\s+|it\s+|each\s+)?[(（]\s*[\w-]+(?:\s*[,，、/]\s*[\w-]+){2,}\s*[)）]")
# A status another party gave the thing looked up, passive with its agent named: "this entity is
# flagged by OJK as potentially fraudulent", "已被监管机构标记为高风险", "已被标记为欺诈": what a
# match means, set by whoever keeps the list, not by the call ("会被标记为已读" is the call's).
_AGENT_NAMED_EN = re.compile(r"\s+by\s+(?:the\s+)?(?:[A-Z][A-Za-z0-9&.-]+|regulators?|"
                             r"authorit(?:y|ies)|government|police|courts?)\b")
_SET_BY_ANOTHER_ZH = re.compile(r"(?<![会将])(?:已被|被)[^，。；会将]{0,12}$")


def _labels_output(clause: str, m: re.Match) -> bool:
    """Is the matched mark a labelling of the returned items into categories, counted before it
    ("7 类 IOC 自动标记") or listed right after it ("flags them (url, ipv4, email)")?"""
    return _MARKING.search(m.group(0)) is not None and (
        _CATEGORY_COUNT.search(clause[max(0, m.start() - 16):m.start()]) is not None
        or _CATEGORY_LIST.match(clause, m.end()) is not None)


def state_change_clause(text: str) -> str | None:
    """The clause of a read-named tool's description saying the call changes state (sends,
    deletes, marks, 会自动删除), or None; a lifecycle notice, a probe and background are none."""
    for clause in clauses(text):
        if background_clause(clause):
            continue  # "as opposed to the runs which send the events", "When Paddle sends ..."
        if _PROBE.search(clause):
            continue  # a ping's message to a host: a measurement, no change
        if not clause.isascii():  # every Chinese pattern needs Chinese characters
            for m in _STATE_CHANGE_ZH.finditer(clause):
                if not negated(clause, m.start()) and \
                        not _lifecycle_notice(clause[:m.start()], clause[m.end():]) \
                        and not _retention_notice(clause[:m.start()], clause[m.end():]) \
                        and not _labels_output(clause, m) and not _progress_report(clause, m) \
                        and not (m.group(0).startswith("标记") and _SET_BY_ANOTHER_ZH.search(clause[:m.start()])):
                    return clause.strip()
        low = clause.lower()
        for m in _STATE_CHANGE_EN.finditer(low):
            if not negated(low, m.start()) and not _LEDGER_SIDES.match(low, m.start()) \
                    and not _labels_output(clause, m) and not _progress_report(low, m):
                return clause.strip()
        for m in _STATE_CHANGE_PASSIVE_EN.finditer(low):
            if not negated(low, m.start()) and not _PASSIVE_FILTER.search(low[:m.start()]) \
                    and not _READ_IMPERATIVE.match(low[:m.end()]) \
                    and not _lifecycle_notice(low[:m.start()], low[m.end():]) \
                    and not _retention_notice(low[:m.start()], low[m.end():]) \
                    and not _labels_output(clause, m) \
                    and not (len(low) == len(clause) and _AGENT_NAMED_EN.match(clause, m.end())):
                return clause.strip()
    return None

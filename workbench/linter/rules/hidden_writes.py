"""Writes that a read-looking tool's own text admits, beyond the forms `read-name-changes-state`
already reads (see `workbench/linter/rules/side_effects.py`), and destruction a tool declaring
`destructiveHint: false` admits.

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

from workbench.text import clauses, negated

_HANDS_ON_EN = re.compile(
    r"\b(?:and|then|also|automatically|and then)\s+(?:also\s+|automatically\s+)?(?:submits?|enrol(?:l?s)?|"
    r"subscribes?|reserves?|holds?|locks?|overwrites?)\s+(?:it|them|the|a|an|their|its|"
    r"any|all|each|every|this|that)\b"
    r"|\b(?:is|are|gets?|get|will\s+be)\s+(?:then\s+|also\s+|automatically\s+|immediately\s+)?"
    r"(?:enrol(?:l)?ed|registered|subscribed|signed\s+up|reserved|held|overwritten|charged|booked)\b"
    r"(?!\s+(?:for\s+(?:system|internal|future|admin|special)|in\s+(?:memory|cache)|words?\b))",
    re.I)
# after a relative or conditional word the passive names which items are meant, not an effect
_FILTER_BEFORE = re.compile(r"\b(?:that|which|who|whose|if|when|whether|unless|already|currently|"
                            r"not)\s+(?:\w+\s+){0,2}$", re.I)
_HANDS_ON_ZH = re.compile(
    r"(?:会|将|并|然后|随后|同时|随即|接着)[^，。；]{0,14}?(?:提交给?|覆盖(?!率|范围|面))"
    r"|(?:为|给)(?:该|此|这位|当前)?(?:客户|用户|您|你|买家|乘客|患者|会员|顾客|租客|旅客|学员)"
    r"[^，。；]{0,4}?(?:保留|预留|锁定|占用)"
    r"|(?:会|将|并|随即|同时)(?:自动)?(?:锁定|占用|预留|冻结)(?:库存|车辆|座位|名额|房间|额度|资金)"
    r"|(?:自动|会被|将被|会自动|将自动|并自动)(?:为[^，。；]{0,6}?)?(?:报名|登记|加入|订阅|注册|扣款)")


def hidden_write_clause(text: str) -> str | None:
    """The clause of a read-looking tool's description that hands something on or takes
    something for the user, or None."""
    for clause in clauses(text):
        if not clause.isascii():
            for m in _HANDS_ON_ZH.finditer(clause):
                if not negated(clause, m.start()) and not re.search(r"[不未无]被?", m.group(0)):
                    return clause.strip()
        for m in _HANDS_ON_EN.finditer(clause):
            if not negated(clause, m.start()) and not _FILTER_BEFORE.search(clause[:m.start()]):
                return clause.strip()
    return None


_DESTROYS_EN = re.compile(
    r"\b(?:is|are|will\s+be|gets?)\s+(?:\w+\s+)?(?:wiped|erased|purged|destroyed|shredded|reformatted)\b"
    r"|\b(?:wipes?|erases?|purges?|reformats?)\s+(?:the|all|its|their|every|any)\b"
    r"|\b(?:is|are|will\s+be)\s+(?:permanently\s+)?lost\b", re.I)
_DESTROYS_ZH = re.compile(r"(?:会|将|被)被?(?:清空|擦除|抹除|格式化|销毁)|(?:数据|文件|记录|内容)[^。；，]{0,10}?"
                          r"(?:会|将)?(?:全部)?丢失")


def destroyed_in_own_words(text: str) -> str | None:
    """The phrase saying the call wipes, erases or loses data, or None."""
    for clause in clauses(text):
        m = _DESTROYS_EN.search(clause) or (None if clause.isascii() else _DESTROYS_ZH.search(clause))
        if m and not negated(clause, m.start()) and not _FILTER_BEFORE.search(clause[:m.start()]) \
                and not re.search(r"[不没未无]", m.group(0)):  # 数据不会丢失
            return m.group(0)
    return None

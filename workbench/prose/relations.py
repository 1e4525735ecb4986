"""Rules between fields stated in prose: conditional requirements ("required when type is custom",
"当 type 为 custom 时必填") and field groups ("at least one of phone or email", "cannot specify
both A and B", "手机号和邮箱至少填一个", "二选一", "不能同时").

Only sentences that tell the caller what to send count. A note on what the executor does with a
value ("ignored if include_body is true", "only used for action getDeployLog", "仅在 action=x 时
使用", "only applies if reload is true") is no constraint: passing the value anyway is harmless,
and a schema rule encoding it would reject valid calls.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.prose.numbers import count_word
from workbench.prose.record import ProseConstraint
from workbench.text import negated

# What the caller does with a field: provide it (or, negated, leave it out).
_PROVIDE_EN = r"(?:provided|specified|set|given|present|included|supplied|passed|filled(?:\s+in)?|sent)"
_PROVIDE_ZH = r"(?:填写?|提供|传入?|指定|设置|给出|携带|带上|输入)"

_CONDITIONS_EN = tuple(re.compile(p, re.I) for p in (
    # "Required when mode is advanced", "must be provided if type is custom", "needed for 'x'"
    r"\b(?:only\s+)?(?:required|needed|mandatory|must\s+be\s+" + _PROVIDE_EN + r"|should\s+be\s+"
    + _PROVIDE_EN + r")\s+(?:only\s+)?(?:if|when(?:ever)?|for(?=\s+[\"'`]|\s+(?:the\s+)?[\w-]+\s+(?:action|operation|"
    r"mode|command|type)s?\b|\s+(?-i:[a-z]+\s+[A-Z0-9][A-Z0-9-]{0,7})\b|\s+(?-i:[a-z][a-z_-]+\s+[a-z]+s)\b))"
    r"\s+(?P<c>[^.;\n]{3,120})",
    # "Required unless ref is given": required while the other field is missing (the condition
    # keeps its "unless", which the consumers read as an absence)
    r"\b(?:required|needed|mandatory|must\s+be\s+" + _PROVIDE_EN + r")\s+(?P<c>unless\s+[^.;\n]{3,120})",
    # "Only provide it when sort is set", "only allowed when mode is custom"
    r"\bonly\s+(?:(?:provide|pass|set|specify|include|send|fill\s+in)\s+(?:this|it\s+)?|(?:be\s+)?(?:allowed|"
    r"permitted|needed|required)\s+)(?:if|when)\s+(?P<c>[^.;\n]{3,120})",
    # "must be null when method is card", "must not be set if mode is auto"
    r"\b(?:must|should)\s+(?:be\s+(?:null|omitted|empty|absent|left\s+(?:out|empty|null))|not\s+be\s+"
    + _PROVIDE_EN + r")\s+(?:if|when|for)\s+(?P<c>[^.;\n]{3,120})",
    # "If direction is set, then count must be ...", "if provided, the 'direction' also needs to be"
    r"\bif\s+(?P<c>[^,.;\n]{3,80}),\s*(?:then\s+)?[^.;\n]{0,60}\b(?:(?:must|needs?\s+to|has\s+to)\s+(?:also\s+)?"
    r"(?:be\s+)?" + _PROVIDE_EN + r"|(?:is|are)\s+(?:also\s+)?required|(?:also|too)\s+(?:required|needed))\b",
))
_ZH_DUTY = (r"(?:必填|必传|为必填|必须(?!为|是)" + _PROVIDE_ZH + r"?|(?:需要?|应|须|要)" + _PROVIDE_ZH
            + r"|不(?:能|可)为空|不要" + _PROVIDE_ZH + r"|不(?:能|得|可)" + _PROVIDE_ZH
            + r"|(?:必须|应)?传\s*null|留空)")
_CONDITIONS_ZH = tuple(re.compile(p) for p in (
    # "仅在 payment_method 为 card 时填写": only then may it be given
    r"(?:仅|只有)(?:在|当|限)?(?P<c>[^。；;\n]{1,60}?)(?:时|的情况下)[，,]?\s*(?:才)?(?:需要?|必须|须|要|可以?)?"
    + _PROVIDE_ZH,
    r"当(?P<c>[^。；;\n]{1,60}?)时[，,]?\s*(?:才)?" + _ZH_DUTY,
    r"(?:如果|若|假如)(?P<c>[^。；;\n，,]{1,60})[，,]?\s*(?:则|就|那么)?[^。；;\n]{0,30}?" + _ZH_DUTY,
    # "除非已提供 ref，否则必填": required while the other field is missing (kept with its "除非")
    r"(?P<c>除非[^。；;\n，,]{1,40})[，,]?\s*否则[^。；;\n]{0,10}?" + _ZH_DUTY,
    # "未提供手机号时必填", "delivery 为 scheduled 时必须提供"; a label before "：" is no part of
    # the condition ("教练课需要指定教练：lesson_type 为 coached 时必须填写 coach_id")
    r"(?:^|[，,；;。\s（(：])(?P<c>[^。；;\n，,当如若（(：]{2,80}?)时[，,]?\s*" + _ZH_DUTY,
))
# "is set" is presence; "is set to `false`" tests a value (a condition on it, not on being given).
_PRESENCE = re.compile(r"\b(?:is|are)\s+(?:provided|set|given|specified|present|supplied|passed|used)\b"
                       r"(?!\s*(?:to|as|=|equal)\b|\s*=)|"
                       r"(?:已)?(?:提供|填写|传入)(?:了)?$|^(?:已|有)?(?:提供|填写|传入?|指定|设置)了?\s*(?![为成是])\S|不为空|非空|"
                       r"^(?:provided|set|given|specified|present|supplied)$", re.I)
_COND_EN_WORDS = re.compile(r"\b(?:if|when(?:ever)?|required|needed|mandatory|allowed|permitted)\b|"
                            r"\bmust\s+be\s+\w+\s+for\b", re.I)
_COND_ZH_WORDS = re.compile(r"时|如果|若|假如|除非")


def conditions(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    """Conditional requirements: kind "condition", `value` the condition text, keyword
    "dependentRequired" when the condition is a field being present, else "if"."""
    seen: set[str] = set()
    groups = []
    if _COND_EN_WORDS.search(sentence):
        groups.append((_CONDITIONS_EN, True))
    if lang == "zh" and _COND_ZH_WORDS.search(sentence):
        groups.append((_CONDITIONS_ZH, False))
    for patterns, english in groups:
        for pattern in patterns:
            m = pattern.search(sentence)
            if not m or (english and negated(sentence, m.start())):
                continue  # "not required when ..." states no requirement
            cond = _CONDITION_END.split(m.group("c"))[0].strip(" ,，:：") if english \
                else m.group("c").strip(" ,，:：")
            if not cond or cond in seen:
                continue
            seen.add(cond)
            kw = "dependentRequired" if _PRESENCE.search(cond) and not _UNLESS.match(cond) else "if"
            if _ONLY_ALLOWED.search(m.group(0)):
                kw = "only-if"  # "仅 mode=docs 时指定": allowed then, not required then
            yield ProseConstraint("condition", cond, None, sentence, lang, kw)


_UNLESS = re.compile(r"unless\s|除非", re.I)


# "for category A and must be omitted for B, C and D (those are fixed)": the condition ends where
# a second duty or an aside begins.
_CONDITION_END = re.compile(r"\s*,?\s+(?:and|but)\s+(?:must|should|may|can|is|are|has|have)\b|"
                            r"\s*,?\s+otherwise\b|\s*\(")


# A field allowed in one case only ("only provide it when sort is set", "only allowed when mode
# is custom", "仅 mode=docs 时指定"): outside the case it is left out; inside it is optional. With
# a duty word ("only required when", "仅…时必须提供") the case requires it.
_ONLY_ALLOWED = re.compile(r"\bonly\s+(?:provide|pass|set|specify|include|send|fill\s+in|(?:be\s+)?(?:allowed|"
                           r"permitted))\b|^(?:仅|只有)(?!.*(?:时|的情况下)[，,]?\s*(?:才)?(?:必填|必传|为必填|必须|需要?|须|要|"
                           r"不(?:能|可)为空))", re.I)


# "二选一", "三选一": pick one of N named fields (N in the word; 2 to 6)
_PICK_ONE = r"[二两三四五六2-6]选[一1]"
PICK_ONE = re.compile(_PICK_ONE)


def picked_count(sentence: str) -> int:
    """How many fields the sentence's pick-one word ("三选一", "2选1") picks one of; 0 without one."""
    m = PICK_ONE.search(sentence)
    return count_word(m.group(0)[0]) if m else 0


# Field groups. `value` says how the named fields relate; `keyword` is the schema construct that
# states it on their object.
_GROUPS: tuple[tuple[str, str | None, re.Pattern[str]], ...] = tuple(
    (value, keyword, re.compile(p, re.I)) for value, keyword, p in (
        ("exactly-one", "oneOf",
         r"\bexactly\s+one\s+of\b|\b(?:either|one\s+of)\b[^.;]{1,80}?\bor\b[^.;]{1,80}?\b(?:but\s+)?(?:not|never)\s+"
         r"both\b|" + _PICK_ONE + r"|有且(?:只|仅)有一(?:个|项)|(?:必须|需要?|须)" + _PROVIDE_ZH + r"且只" + _PROVIDE_ZH
         + r"?其中之?一(?:个|项)?|(?:必须|只能)(?:且只能)?" + _PROVIDE_ZH + r"?其中(?:之)?一(?:个|项)?"),
        ("not-both", "not",
         r"\b(?:cannot|can't|must\s+not|may\s+not|should\s+not|do\s+not|don't)\s+(?:be\s+)?(?:specify|"
         r"specified|provide|provided|pass|passed|set|use|used|give|given|combine|combined|send|sent)\s+"
         r"(?:both|together)\b|\bmutually\s+exclusive\b|\bnot\s+both\b|\bonly\s+one\s+of\b[^.;]{1,80}?\b"
         r"(?:can|may|should)\s+be\b|(?:不能|不可|不得|不要|请勿|勿)同时|互斥"),
        ("at-least-one", "anyOf",
         r"\bat\s+least\s+one\s+of\b|\beither\b[^.;]{1,80}?\b(?:is|are|must|should|has\s+to|have\s+to)\s+"
         r"(?:be\s+)?(?:required|provided|given|supplied|specified|set|filled)|\bone\s+of\b[^.;]{1,80}?\b"
         r"(?:is|are|must\s+be)\s+required\b|至少(?:要|需要?|须|必须|得)?" + _PROVIDE_ZH + r"?一(?:个|项|种)|"
         r"不(?:能|可|得)(?:同时|都|全部?)为空|"
         # "Provide either keywords or cpc_class (at least one)", "You must give either A or B",
         # "请提供 order_id 或 phone 其中之一": a demand to give one of them ("You can pass
         # either" and "Filter by A or B" demand nothing)
         r"^\W*(?:(?:please|you\s+must|must|you\s+need\s+to)\s+)?(?:provide|give|pass|specify|supply|"
         r"include|send)\s+either\b[^.;]{1,80}?\bor\b|[(（]\s*at\s+least\s+one\s*[)）]|"
         r"(?:请|需要?|须|必须)" + _PROVIDE_ZH + r"[^。；;]{1,40}?其中之?一"),
        ("arithmetic", None,
         r"\bsum\s+of\b[^.;]{1,80}?\b(?:must|should|has\s+to|cannot|may\s+not)\b|[A-Za-z_]\w*\s*\+\s*[A-Za-z_]\w*\s*"
         r"(?:<=|>=|==|=|<|>|≤|≥|must\b|should\b|cannot\b|may\s+not\b|不得|不能|必须|应)|\b(?:must|should)\s+be\s+(?:exactly\s+)?(?:twice|double|half|\d+\s+times)\b|"
         r"之和(?:必须|应|需|不得|不能|不可)?|(?:必须|应|需)(?:是|为)[^。；，,]{1,20}的\s*(?:\d+(?:\.\d+)?|[一两二三四五六七八九十])\s*倍"),
        ("together", "dependentRequired",
         r"\bmust\s+be\s+(?:used|provided|specified|set|given|passed|sent)\s+together\b|\bboth\s+or\s+neither\b|"
         r"(?:必须|需要?|须)同时" + _PROVIDE_ZH + r"|成对(?:出现|使用|提供|传入?)"),
    ))
_GROUP_GATE = re.compile(r"\bone\s+of\b|\beither\b|\bat\s+least\s+one\b|\bboth\b|"
                         r"\btogether\b|\bexclusive\b|\bneither\b|"
                         r"\bsum\b|\+|\btwice\b|\btimes\b|\bdouble\b|\bhalf\b|"
                         r"选一|选1|其中|同时|至少|互斥|成对|为空|有且|之和|倍", re.I)


def field_groups(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    """Field groups: kind "field-group", `value` "exactly-one", "not-both", "at-least-one",
    "arithmetic" (a sum or a multiple: "与 canaryPercent 之和必须等于100", "offset + count < 200",
    "必须是CPU规格的2倍"; keyword None, no schema keyword says it) or "together"; the consumer
    finds the fields the sentence names. One per sentence: the first relation in the order above.
    "Either A or B, never both" is at most one ("not-both"): exactly one only with a demand
    ("must", "required", "exactly")."""
    if not _GROUP_GATE.search(sentence):
        return
    for value, keyword, pattern in _GROUPS:
        m = pattern.search(sentence)
        if m and value == "not-both" and _AMONG_VALUES.search(sentence):
            continue  # "Each option should be a mutually exclusive choice": one field's values
        if m and not (value == "at-least-one" and negated(sentence, m.start())):
            if value == "exactly-one" and re.match(r"either|one", m.group(0), re.I) \
                    and not _MUST_GIVE_EN.search(sentence):
                # "Use either location OR lat/long, not both": at most one; a call may give neither
                value, keyword = "not-both", "not"
            elif value == "exactly-one" and _BOTH_ALLOWED.search(sentence):
                value, keyword = "at-least-one", "anyOf"  # "二选一（route 优先）": both may be given
            elif value == "exactly-one" and PICK_ONE.fullmatch(m.group(0)) and not _MUST_PICK.search(sentence):
                # "file/link 二选一" alone: pick at most one; a call may need neither (text only)
                value, keyword = "not-both", "not"
            yield ProseConstraint("field-group", value, None, sentence, lang, keyword)
            return


# "Either A or B must be given, not both", "exactly one is required": one of them is demanded.
_MUST_GIVE_EN = re.compile(r"\b(?:must|required|requires|mandatory|need(?:s|ed)?\s+to|has\s+to|have\s+to|"
                           r"exactly)\b", re.I)


# Exclusive values of one field, not fields: "mutually exclusive choice" (a value of a list),
# "Each option should be … mutually exclusive", "选项之间互斥".
_AMONG_VALUES = re.compile(r"\bmutually\s+exclusive\s+(?:choice|option|value|answer|alternative|"
                           r"category|state)\b|^\W*(?:each|every)\s+(?:option|choice|value|answer|item|"
                           r"category)\b[^.;]{0,60}\bmutually\s+exclusive\b|(?:选项|取值|答案)之间互斥", re.I)


# "X takes precedence", "或组合使用": giving both is allowed, so one of them is the least
# "同时给则以 fn_source 为准", "都给时须属于同一任务", "if both are given, X is used": both may be given too
_BOTH_ALLOWED = re.compile(r"优先|组合|为准|都给|都传|都提供|同时(?:给|传|提供)(?:了|出)?(?:时|则)|"
                           r"\btakes?\s+precedence\b|\bwins\b|\boverrides?\b|\bcombin|"
                           r"\b(?:if|when)\s+both\b(?!\s+(?:are\s+)?(?:missing|omitted|empty))", re.I)
# "必须二选一", "二选一必填", "二选一，必传其一": one of the two must be given, not just at most one
_MUST_PICK = re.compile(r"(?:必须|必填|必传|须|需要?|至少|严格)\s*(?:在[^，。；]{0,12})?" + _PICK_ONE + r"|"
                        r"都不(?:提供|传|给|填)[^。；]{0,8}(?:报错|错误|失败)|"
                        + _PICK_ONE + r"\s*[，,]?\s*(?:必填|必传|必须|必选|不能都为空|不可都为空)")

"""What a tool's description says it does, read against its MCP annotations
(https://modelcontextprotocol.io/specification/2025-06-18/server/tools): a description that opens
with a write ("Adds snapshot commands to the test files", "Set up and run the tests", "删除一条…")
beside `readOnlyHint: true`, and one that replaces what exists wholesale ("Replace all external
links", "any code not in `codes` is removed", 未包含在列表中的…将被删除) beside
`destructiveHint: false`, which means the tool only adds.

Only the opening verb of the description is read for the first (what the tool IS, not what a
step of it may do); `add`/`append`/`insert` count only with a target ("to the test files"), so
"Adds two numbers" stays a read. A negated statement ("does not replace existing links") is none.
"""

from __future__ import annotations

import re

from workbench.text import clauses, negated, read_only_claim

_LEAD_EN = re.compile(
    r"^\s*(?:this tool |it )?(?P<verb>creates?|deletes?|removes?|updates?|replaces?|overwrites?|writes?|"
    r"edits?|modif(?:y|ies)|installs?|sets? up|uploads?|publish(?:es)?|renames?|"
    r"cancels?|archives?|restarts?|deploys?|(?P<adds>adds?|appends?|inserts?))(?![\w-])",
    re.I)
_TARGET = re.compile(r"\b(?:to|into|onto)\b", re.I)
_LEAD_ZH = re.compile(r"^\s*(?:本工具|该工具|此工具)?(?:用于|可以|会)?(?P<verb>创建|新建|删除|添加|修改|更新|替换|"
                      r"写入|安装|上传|发布|取消|部署|重启|覆盖)"
                      r"(?!记录|日志|历史|时间|状态|情况|列表|信息|说明)")


def leading_write(description: str) -> str | None:
    """The first sentence of a description that opens with a state-changing verb, or None
    (also None when the text itself says the tool changes nothing: a plan or dry run)."""
    text = description.strip()
    if not text:
        return None
    first = re.split(r"(?<=[.。!！?？;；])\s*|\n", text, maxsplit=1)[0]
    m = _LEAD_EN.match(first) or _LEAD_ZH.match(first)
    if m is None or (m.groupdict().get("adds") and not _TARGET.search(first, m.end())):
        return None
    if read_only_claim(text):
        return None  # "Creates a deployment plan (dry-run: changes nothing)"
    if _COMPUTED_OFFLINE.search(text) and not _STORES.search(text):
        return None  # "Create a buffer zone (polygon) ... Works offline without API calls"
    return first[:120]


# A tool that computes its result where it runs and stores nothing: the thing it "creates" (a
# buffer polygon, a hash, a QR image) is its return value. Saving a file or record is a write.
_COMPUTED_OFFLINE = re.compile(r"\b(?:works|runs|computed?|calculated?)\s+(?:entirely\s+)?"
                               r"(?:offline|locally)\b|\bwithout\s+(?:any\s+)?(?:api|network|external)"
                               r"\s+(?:calls?|requests?|access)\b|离线(?:计算|运行|可用)|本地计算|无需(?:联网|调用\s*API)",
                               re.I)
_STORES = re.compile(r"\b(?:sav|stor|writ|persist|upload|record)(?:e|es|ed|ing|s)?\b|保存|存储|写入|上传",
                     re.I)


_WHOLESALE_EN = re.compile(
    r"\b(?:replace|overwrite)[sd]?\b(?: (?:the|a|an|its|this|that))?[^.;]{0,40}?\b(?:all|entire|whole|existing)\b"
    r"|\((?:replaces|overwrites) (?:all|everything|existing)\)"
    r"|\b(?:any|every|all)\b[^.;]{0,60}?\bnot (?:in|listed in|included in|present in|part of)\b[^.;]{0,60}?"
    r"\b(?:is|are|will be|gets?) (?:removed|deleted|dropped|cleared|revoked|disabled)\b", re.I)
_WHOLESALE_ZH = re.compile(r"(?:替换|覆盖)[^。；，]{0,10}?(?:全部|所有|现有|原有|已有)|"
                           r"(?:不在|未(?:在|包含在|列在)|未列入)[^。；]{0,40}?(?:将|会)?(?:被|都)?(?:删除|移除|清除|撤销)")


def replaced_wholesale(texts: list[str]) -> str | None:
    """The phrase saying the tool replaces or removes what exists beyond its input, or None."""
    for text in texts:
        for clause in clauses(text):
            m = _WHOLESALE_EN.search(clause) or (None if clause.isascii() else _WHOLESALE_ZH.search(clause))
            if m and not negated(clause, m.start()):
                return m.group(0)
    return None


# A read that commits the user on a condition: "If no pack is active, the default Day Pass is
# activated", "automatically renews the subscription", 如果没有有效证，会自动按年费申请一张新证.
# Only commitments others act on or bill for (activate, purchase, order, subscribe, renew, charge,
# apply for, issue); "is automatically refreshed" or "自动刷新" is a cache, not a commitment.
_COMMIT_VERBS_EN = (r"activated|purchased|bought|ordered|subscribed|renewed|charged|billed|applied for|"
                    r"issued|booked|reserved|enrolled|opened")
_AUTO_COMMIT_EN = re.compile(
    r"\bautomatically (?:activates?|purchases?|buys?|orders?|subscribes?|renews?|charges?|bills?|"
    r"applies for|issues?|books?|reserves?|enrolls?)\b"
    r"|\bif (?:no|there is no|there are no|the \w+ (?:has|have) no)\b[^.;]{0,100}?,\s*[^.;]{0,80}?"
    r"\b(?:is|are|will be|gets?) (?:automatically |also |then )?(?:" + _COMMIT_VERBS_EN + r")\b",
    re.I)
_AUTO_COMMIT_ZH = re.compile(r"(?:会|将)?自动[^。；]{0,16}?(?:申请|开通|购买|下单|扣费|扣款|订阅|续费|激活|"
                             r"办理|预订|预约)")
# The commitment named as a field the tool reads back, not as what a call does: "自动续费状态",
# "是否自动续费", "whether the plan automatically renews", "auto-renew status".
_AS_FIELD_AFTER = re.compile(r"\s*(?:状态|开关|设置|标志|标识|选项|方式|规则|信息|情况|记录|日期|时间|"
                             r"(?:status|state|setting|flag|option|date|time)\b)", re.I)
_AS_FIELD_BEFORE = re.compile(r"(?:是否|有无|\bwhether\b[^.;,]{0,40}?)$", re.I)


def automatic_commitment(text: str) -> str | None:
    """The clause of a description saying a call commits the user automatically or on a
    condition, or None."""
    low = text.lower()
    if not any(k in low for k in ("automatically", "if no", "if there", " has no", " have no", "自动")):
        return None  # every alternative holds one of these
    for clause in re.split(r"(?<=[.。;；])\s*", text):
        m = _AUTO_COMMIT_EN.search(clause) or (None if clause.isascii() else _AUTO_COMMIT_ZH.search(clause))
        if m is None:
            continue
        # the condition's own negation ("if no pack is active, …", "没有有效证，会自动…") is
        # not the effect's: read only the stretch after the last comma before the match
        lead = max(clause.rfind(c, 0, m.start()) for c in ",，") + 1
        if _AS_FIELD_AFTER.match(clause, m.end()) or _AS_FIELD_BEFORE.search(clause[lead:m.start()]):
            continue  # "停车场、绑定车牌和自动续费状态": a field listed, no effect of the call
        if not negated(clause[lead:], m.start() - lead):
            return clause.strip()[:160]
    return None

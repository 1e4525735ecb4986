"""`side-effect`: a tool named for removing data whose description only tells of reading.

`db_cleanup_expired_sessions` described as "统计用户会话表中已经过期的会话数量" is one of two
things, and both need fixing: it deletes and the description hides it (the model calls it to
count and the sessions are gone), or it only counts and the name lies. `read-name-changes-state`
reads the opposite mismatch (a read name whose text writes); `side-effect-undisclosed` reads a
removal the text states without saying when to call it.

Silent when the description names any removal ("cleans up", "删除", "purges"), and when it does
not lead with a read ("Returns the number of rows deleted" leads with a read, yet names the
deletion: silent by the first condition).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.text import description_verb_kind, sentences

# Name words that remove data (`cleanup`, `purge_cache`, `清理日志`).
_REMOVING = frozenset({"delete", "remove", "purge", "cleanup", "clean", "clear", "drop", "wipe",
                       "erase", "truncate", "prune", "destroy", "evict", "expunge"})
_REMOVING_ZH = ("删除", "清理", "清空", "移除", "销毁", "清除")
# The description names a removal (or any write at all) in some form.
_SAYS_REMOVAL = re.compile(r"\b(?:delet|remov|purg|clean|clear|drop|wip|eras|truncat|prun|destr|"
                           r"evict|expung|discard|archiv|dispos|free|reclaim|writ|modif|updat)|"
                           r"删除|清理|清空|移除|销毁|清除|释放|归档|写入|修改", re.I)


# `clean` as in data cleaning: the text tells of cleansing records into a tidier form ("清洗搜索
# 结果，提取有效字段", "normalizes the rows"), a transform of what was read, not a removal.
_CLEANSING = re.compile(r"清洗|规范化|标准化|格式化|去重|\bnormali[sz]|\bsanitiz|\bdedup|\bcleans(?:es|ing)?\b",
                        re.I)


# Leading verbs of a report on data: "Counts ...", "Summarises ...", "计算...".
_COUNTS = re.compile(r"(?:counts?|tall(?:y|ies)|summari[sz]es?|reports?|estimates?|computes?|"
                     r"calculates?|measures?)\b|计算|汇总|估算", re.I)


@rule("name-effect-unstated", category="side-effect", severity="warning",
      summary="A tool named for removing data (`cleanup_*`, `purge_*`, `清理*`) whose description "
              "only tells of reading: say what the call removes, or rename it after what it does.",
      bad=Example.of(name="logs_purge_old_entries",
                     description="Counts log entries older than the retention period, per day."),
      good=[Example.of(name="logs_purge_old_entries",
                       description="Deletes log entries older than the retention period and "
                                   "returns how many were removed. Cannot be undone."),
            Example.of(name="logs_count_old_entries",
                       description="Counts log entries older than the retention period, per day.")],
      rationale="The name and the description are the model's two views of a tool; when one says "
                "'delete' and the other 'count', the model picks the tool for counting and the "
                "data is gone, or a user looking for the cleanup never finds it.")
def check_name_effect_unstated(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    verb = next((t for t in ctx.name_tokens if t in _REMOVING), None) or next(
        (z for z in _REMOVING_ZH if z in tool.name), None)
    desc = ctx.description.strip()
    if verb is None or not desc or _SAYS_REMOVAL.search(desc):
        return
    if verb in ("clean", "cleanup") and _CLEANSING.search(desc):
        return  # data cleaning: records made tidier, nothing removed from a store
    if description_verb_kind(desc) != "read" and not _COUNTS.match(desc):
        return
    first = (sentences(desc) or [desc])[0]
    yield Hit("", f"{tool.name!r} is named for `{verb}`, but its description only tells of "
                  f"reading (\"{quote(first)}\"): if a call removes data, say what and when to "
                  "call it; if it only reads, rename it after what it does.")

"""Limits stated in prose that no schema keyword can check as written (`nl-constraint`): vague
words ("reasonable", "not too large", "合理的金额", "不能太大"), which need a number, and time
rules relative to now ("不得早于今天", "must be in the future"), which are the executor's to
check against its own clock. Both read `ToolContext.stated_constraints` (`workbench.prose`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool

# A description saying the executor enforces a rule itself ("validated by the executor",
# "执行器校验", "returns DATE_IN_PAST"): the executor duty is documented.
_EXECUTOR_CHECKS = re.compile(
    r"\b(?:validated|checked|enforced|verified|rejected)\s+(?:by|in|on)\s+(?:the\s+)?"
    r"(?:executor|server|backend|service)\b|\breturns?\s+(?:an?\s+)?[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|"
    r"(?:执行器|服务端|后端|服务器)(?:会)?(?:校验|检查|验证)|返回\s*[A-Z][A-Z0-9]*_[A-Z0-9_]+")


# "10 is a reasonable default", "建议取合理的默认值 20": the word qualifies a suggested value, which
# the text states; it limits nothing.
_SUGGESTED = re.compile(r"\b(?:reasonable|sensible|good|sane)\s+(?:default|starting\s+point|"
                        r"choice|value|start)\b|\bdefault\b|\brecommend|\bsuggest|默认|建议|推荐", re.I)


# "keep the result set small enough that the column is preserved in the response", "返回结果不要太
# 大": the tool's text asks the caller to keep what comes back small; it names no input to bound.
_ABOUT_OUTPUT = re.compile(r"\bresults?(?:\s+set)?\b|\bresponses?\b|\boutput\b|\bpayload\b|返回|结果|响应",
                           re.I)


@rule("vague-limit", category="nl-constraint", severity="warning",
      summary="\"Reasonable\", \"not too large\", \"合理的金额\", \"不能太大\" cannot be checked: "
              "write `minimum`/`maximum` (or `maxLength`).",
      bad=Example.of(properties={"amount": {"type": "number",
                                            "description": "请填写合理的金额，不能太大。"}}),
      good=(Example.of(properties={"amount": {"type": "number", "minimum": 0.01, "maximum": 1000,
                                              "description": "退款金额，单位为人民币元，0.01 到 1000。"}}),
            Example.of(properties={"key": {"type": "string",
                                           "description": "存储路径，请使用合理的层级命名。"}})),
      rationale="“合理” (reasonable) and “不能太大” (not too large) are not verifiable conditions. "
                "A vague word about a text's wording or naming is no limit at all: only a number, a "
                "length or a count can be bounded.")
def check_vague(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[str] = set()
    for node, c, _ in ctx.stated_constraints:
        if c.kind != "vague":
            continue
        ptr = node.pointer if node else ""
        if ptr in seen:
            continue
        types = node.non_null_types if node else ()
        bounded = node is not None and any(k in node.schema for k in (
            "maximum", "exclusiveMaximum", "maxLength", "maxItems", "enum"))
        checkable = bool(set(types) & {"integer", "number", "array"}) or (
            "string" in types and c.keyword == "maxLength")
        if bounded or (node is not None and not checkable) or _SUGGESTED.search(c.sentence):
            continue
        if node is None and _ABOUT_OUTPUT.search(c.sentence):
            continue  # "keep the result set small enough": about what is returned, no input's limit
        if node is None and next(ctx.index.top_level_properties(), None) is None:
            continue  # "制定合理的工具调用计划" on a tool without inputs: nothing to bound
        seen.add(ptr)
        kw = "`maxLength`" if c.keyword == "maxLength" else "`minimum`/`maximum`"
        yield Hit(ptr, f"\"{c.value}\" is not a checkable limit: state it with {kw}"
                       + (f" on `{node.name}`." if node else " on the parameter it concerns."))


@rule("relative-time-rule", category="nl-constraint", severity="info",
      summary="A time rule relative to now (\"不得早于今天\", \"must be in the future\") cannot be "
              "a schema keyword, even with `format`: the executor must check it against its own "
              "clock (the ledger lists it).",
      bad=Example.of(properties={"date": {"type": "string", "format": "date",
                                          "description": "预约日期，不得早于今天。"}}),
      good=(Example.of(properties={"date": {
                "type": "string", "format": "date",
                "description": "预约日期，不得早于今天（执行器校验，早于今天返回 DATE_IN_PAST）。"}}),
            Example.of(properties={"start_date": {
                "type": "string", "format": "date",
                "description": "First day of the booking; must not be in the past (validated by "
                               "the executor, which returns DATE_IN_PAST)."}})),
      rationale="A description that already says the executor checks the rule, or names the "
                "error it returns, has done what this rule asks: it stays silent then.")
def check_relative_time(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[tuple[str, str]] = set()
    for node, c, from_tool in ctx.stated_constraints:
        if c.kind != "relative-time":
            continue
        ptr = node.pointer if node else ""
        if (ptr, c.value) in seen:
            continue
        if _EXECUTOR_CHECKS.search(ctx.description if from_tool or node is None else node.description):
            continue  # the text already says the executor enforces it
        seen.add((ptr, c.value))
        base = ("the current time in the time zone the tool documents" if "now" in c.value
                or c.value in ("future", "past") else "today's date in the time zone the tool documents"
                if "today" in c.value else "the other field")
        yield Hit(ptr, f"\"{quote(c.sentence)}\" ({c.value}) is checked by no schema keyword: "
                       f"validate it in the executor against {base} and return a structured "
                       "error (the constraint ledger lists it as an executor duty).")

"""`enum-codes-in-prose`: an integer parameter whose values are a list of numbered codes written
only in its description ("处理状态（0待处理 1处理中 2已处理）", "0=all, 1=title, 2=author").

The schema takes any integer, so 3, -1 or 7 pass and the service answers with an error or, worse,
a default. `enum-missing` reads the values prose lists beside names it knows to be closed
(`status`, `mode`); a numbered code list is closed by its own shape whatever the name (`qtype`,
`handle_status`), so it is read here. A list the prose reader already parses ("0表示关闭，1表示开启",
"1=Error, 2=Warning") is `prose-only-constraint`'s; this rule reads the glued form it does not
("0待处理 1处理中").

A code list is at least two codes, each glued to or marked as its label (Chinese: `0待处理`,
`0：全部`, `0表示关闭`; English only with a mark: `0=all`, `0: off`, `0 - none`), numbered
consecutively from 0 or 1, in the parameter's own description. Silent when the text leaves the set
open (其他 / 等 / other / e.g. / or more), when a negative value stands beside the codes ("0=today,
1=tomorrow, -1=yesterday": a scale of days, not a list), when the numbers combine (bit flags: 可相加, bitmask),
or when the schema already bounds the value (`enum`, `const`, `minimum`/`maximum`). A parameter
with no description of its own is read in its entry of the tool's Args block. The fix adds
the `enum` of the listed codes: the values come from the text itself and the list is complete by
its numbering; it is left out when a declared default is not among them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import stated
from workbench.model import Tool
from workbench.schema.pointer import join

# a Chinese label, or a count with its Chinese unit ("1 - 1年", "4 - 10年"), with an aside after
# it ("2: 行业板块 (默认)")
_ZH_LABEL = r"(?:[\u4e00-\u9fff][\u4e00-\u9fff\w]{0,11}|\d{1,3}[\u4e00-\u9fff]{1,4})(?:\s?[(（][^)）\n]{1,8}[)）])?"
_EN_LABEL = r"[A-Za-z][\w'\-]*(?: [A-Za-z][\w'\-]*){0,3}"
# one code and its label: 0待处理, 0：全部, 0表示关闭, 0=all, 0: off, 0 - none
_CODE = (r"(?<![\w.\-])(?P<code>\d{1,2})\s*(?:(?:[=:：]|->|→|\s-\s|表示|代表|为|是)\s*"
         r"[`'\"“*]*(?:" + _ZH_LABEL + "|" + _EN_LABEL + r")[`'\"”*]*|[\u4e00-\u9fff][\u4e00-\u9fff\w]{0,11})")
_ONE = re.compile(_CODE)
# between two codes: a comma, a space, "or", or a new bulleted line ("\n- 2: 行业板块")
_SEP = r"\s*(?:[,，;；、/|]\s*|\s+(?:[-*•]\s+)?|(?:or|或)\s+)"
_RUN = re.compile(_CODE + r"(?:" + _SEP + _CODE.replace("?P<code>", "") + r"){1,15}")
# words that leave the set open or make the numbers combine
_OPEN = re.compile(r"其他|其它|以上|以下|等(?:等|值)?[）)。，,]|\betc\b|e\.g\.|for example|such as|"
                   r"\bother(?:wise)?\b|\bor more\b|\bany\b|\bbit(?:mask|s)?\b|\bflags?\b|\bsum\b|"
                   r"相加|组合|按位|位掩码|例如|比如|[如例][:：]?\s*\d", re.I)
_SHOWN = 6
_VALUE_LISTS = frozenset({"enum-values"})
# any number standing alone: a complete list leaves none outside its codes ("0 : **ALL**" that
# the label pattern skipped would otherwise make a list without 0)
_NUMBER = re.compile(r"(?<![0-9A-Za-z.\-])\d+(?![0-9A-Za-z.])")
# a negative number standing alone ("-1=yesterday", "(-1 for all)"): the values run below the
# codes, so the numbers are a scale (days from today) or carry a sentinel, not a closed list
_NEGATIVE = re.compile(r"(?<![0-9A-Za-z.\-])-\d+(?![0-9A-Za-z.])")


def coded_values(text: str) -> tuple[int, ...] | None:
    """The codes of a complete numbered code list in `text`, or None."""
    if not text or _OPEN.search(text):
        return None
    for run in _RUN.finditer(text):
        codes = tuple(int(m.group("code")) for m in _ONE.finditer(run.group(0)))
        # every number outside the list is one of its codes (numbers inside labels, "4 - 10年",
        # are the labels' own)
        outside = f"{text[:run.start()]} {text[run.end():]}"
        if _NEGATIVE.search(outside):
            return None
        if len(codes) >= 2 and codes[0] in (0, 1) and codes == tuple(
                range(codes[0], codes[0] + len(codes))) and all(
                int(n) in codes for n in _NUMBER.findall(outside)):
            return codes
    return None


@rule("enum-codes-in-prose", category="enum", severity="warning",
      summary="An integer parameter's values are numbered codes listed only in its description "
              "(\"0待处理 1处理中 2已处理\"): declare them as `enum`.",
      rationale="A code list in prose is read by the model but checked by nothing: 3 or -1 "
                "passes the schema and the service fails or falls back to a default. The codes "
                "are a closed set by their own numbering, so the `enum` is the list itself; say "
                "what each code means in the description as now. Silent when the text leaves the "
                "list open (other values, e.g.) or the codes combine as flags. See "
                "https://json-schema.org/understanding-json-schema/reference/enum",
      bad=Example.of(name="update_feedback", description="更新反馈的处理状态。", properties={
          "handle_status": {"type": "integer", "description": "处理状态（0待处理 1处理中 2已处理）"}}),
      good=Example.of(name="update_feedback", description="更新反馈的处理状态。", properties={
          "handle_status": {"type": "integer", "enum": [0, 1, 2],
                            "description": "处理状态（0待处理 1处理中 2已处理）"}}))
def enum_codes_in_prose(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        s = node.schema
        if node.non_null_types != ("integer",) or any(
                k in s for k in ("enum", "const", "minimum", "maximum", "exclusiveMaximum")):
            continue
        # its own description, or, with none, its entry in the tool's Args block ("plate_type:
        # 板块类型参数\n- 1: 地域板块\n- 2: 行业板块 (默认)")
        codes = coded_values(node.description if node.description.strip() else ctx.passage_of(node))
        if codes is None or stated(ctx, node, _VALUE_LISTS):
            continue  # a list the prose reader parses (its own text or the tool's) is
            # `prose-only-constraint`'s to report
        allowed: list[int | None] = [*codes, *([None] if node.nullable else [])]
        default = s.get("default", codes[0])
        fix = (({"op": "add", "path": join(node.pointer, "enum"), "value": allowed},)
               if default in allowed else None)
        shown = ", ".join(map(str, codes[:_SHOWN])) + (", ..." if len(codes) > _SHOWN else "")
        if ctx.language == "zh":
            yield Hit(node.pointer, f"`{node.name}` 的取值是描述里列出的编号（{shown}），schema 却接受"
                                    f"任意整数，{codes[-1] + 1} 或 -1 也能通过：请声明 `enum` "
                                    f"{allowed}，含义仍写在描述里。", fix=fix)
            continue
        yield Hit(node.pointer, f"`{node.name}` takes the numbered codes its description lists "
                                f"({shown}), yet the schema accepts any integer, so "
                                f"{codes[-1] + 1} or -1 pass: declare them as `enum` {allowed} and "
                                "keep their meanings in the description.", fix=fix)

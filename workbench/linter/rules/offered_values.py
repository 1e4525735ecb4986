"""`prose-value-rejected` (nl-constraint): a number's own description offers a value for a
meaning ("To continue grouping until the incident is resolved, set this value to 0", "设为 0
表示不限") that its own `minimum`/`maximum` rejects. The model follows the text and the call is
refused before the executor sees it, or the author's special value can never be sent: the text
and the schema contradict each other for certain, whichever of them is wrong.

Read: "set (this value|it) to N", "use/pass N to/for ...", "a value of N means/disables",
"N means/disables ...", "设为/设置为/传/填 N 表示/时/则/即", "N 表示/代表 ...". Not: a negated
offer ("do not set it to 0", "不能设为 0"), a value the bounds allow, an `enum`/`const` number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.text import negated

_NUM = r"(-?\d+(?:\.\d+)?)(?!\d|\.\d|%)"
_OFFERS = re.compile(
    r"\bset\s+(?:this\s+value|the\s+value|this|it|the\s+\w+)?\s*to\s+" + _NUM
    + r"|\b(?:use|pass|enter|specify|send)\s+" + _NUM + r"\s+(?:to|for)\b"
    + r"|\ba\s+value\s+of\s+" + _NUM + r"\s+(?:means|disables|turns\s+off|removes)\b"
    + r"|(?<![\w.\-])" + _NUM + r"\s+(?:means|disables|turns\s+off)\b"
    + r"|(?:设为|设置为|设成|传入?|填写?|输入)\s*" + _NUM + r"\s*(?:表示|时|则|即|可|，|,)"
    + r"|(?<![\w.\-])" + _NUM + r"\s*(?:表示|代表)", re.I)


def offered_numbers(text: str) -> Iterator[tuple[float, str]]:
    """(value, the words offering it) for each value the text offers for a meaning."""
    for m in _OFFERS.finditer(text or ""):
        n = next(g for g in m.groups() if g is not None)
        if negated(text, m.start()):
            continue
        yield float(n), m.group(0).strip(" ，,")


# A value glossed with its meaning in a list of values: "0=Title, 1-9=Heading 1-9", "- -1: Returns
# ALL data points", "limit=-1 为不限制", "-1 为不限", "0 for all": the text allows it as surely as
# a range it states (a range's own ends, "1-9=", are not glossed values: the lookbehind skips them).
_GLOSSED = re.compile(
    r"(?:^|(?<=[\s(（,，;；、]))" + _NUM + r"\s*[=＝]\s*(?=[^\W\d_])"
    + r"|(?m:^)\s*[-*•]\s+" + _NUM + r"\s*[:：]\s*(?=[^\W\d_])"
    + r"|\b[A-Za-z_]\w*\s*[=＝]\s*" + _NUM + r"\s*(?:为|表示|代表|即|means\b|for\b|to\b)"
    + r"|(?<![\w.\-])" + _NUM + r"\s*(?:为|是)\s*(?:不限|全部|所有|无限|不设限|关闭|禁用)"
    + r"|(?<![\w.\-])" + _NUM + r"\s+(?:for|=)\s+(?:all|any|no\s+limit|unlimited|everything|none|disabled?)\b",
    re.I)


def allowed_numbers(text: str) -> list[float]:
    """Every value the text allows by name: offered for a meaning ("set it to 0 to disable",
    "0 表示不限") or glossed in a list of values ("0=Title", "- -1: Returns ALL")."""
    out = [v for v, _ in offered_numbers(text)]
    for m in _GLOSSED.finditer(text or ""):
        n = next(g for g in m.groups() if g is not None)
        if not negated(text, m.start()):
            out.append(float(n))
    return out


def _rejected_by(schema: Mapping[str, Any], value: float) -> str | None:
    """The keyword of `schema` that rejects `value`, in words; None when it is allowed."""
    lo, hi = schema.get("minimum"), schema.get("maximum")
    xlo, xhi = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
    for word, bound, bad in (("minimum", lo, lambda b: value < b), ("maximum", hi, lambda b: value > b),
                             ("exclusiveMinimum", xlo, lambda b: value <= b),
                             ("exclusiveMaximum", xhi, lambda b: value >= b)):
        if isinstance(bound, (int, float)) and not isinstance(bound, bool) and bad(bound):
            return f"`{word}: {bound}`"
    return None


@rule("prose-value-rejected", category="nl-constraint", severity="warning",
      summary="The description offers a value (\"set this value to 0 to ...\") that the schema's "
              "own `minimum`/`maximum` rejects: make the two agree.",
      bad=Example.of(properties={"timeout": {
          "type": "integer", "minimum": 60, "maximum": 86400,
          "description": "Seconds to group alerts. To group until the incident is resolved, set this value to 0."}}),
      good=[Example.of(properties={"timeout": {
          "anyOf": [{"const": 0}, {"type": "integer", "minimum": 60, "maximum": 86400}],
          "description": "Seconds to group alerts. To group until the incident is resolved, set this value to 0."}}),
            Example.of(properties={"timeout": {
                "type": "integer", "minimum": 60, "maximum": 86400,
                "description": "Seconds to group alerts; do not set it to 0."}})],
      rationale="The model sends the value the text offers and the validator refuses the call; "
                "or the author's special value is unreachable. Which side is wrong is the "
                "author's to say, so no patch.")
def check_prose_value_rejected(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if not set(node.non_null_types) & {"integer", "number"} or not node.description \
                or "enum" in node.schema or "const" in node.schema:
            continue
        for value, words in offered_numbers(node.description):
            bound = _rejected_by(node.schema, value)
            if bound:
                shown = int(value) if value.is_integer() else value
                yield Hit(node.pointer, f"`{node.name}`: its description offers {shown} "
                                        f"(\"{quote(words)}\") but {bound} rejects it: let the "
                                        f"schema accept {shown} (e.g. `anyOf` with `const: {shown}`) "
                                        "or take the offer out of the text.")
                break

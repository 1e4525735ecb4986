"""`param-description`: a parameter whose text sends the model to a document it cannot read for
its values or limits (`param-deferred-to-docs`).

"返回条数（最多见接口说明）", "类型（整型，含义见接口说明；取值待确认）", "Reason filter (see BuildReason
enum)", "Order in which builds are returned (BuildQueryOrder values)", "X-number of tile (see
documentation)": the text was written for a developer who has the API reference open. The model
has only the tool definition, so it guesses the codes or the cap. Reviewers of the eleventh
collection recorded six such parameters as missed defects (two servers), earlier ones a skill
document (`见 skill 文档`).

Decisions:
- Shown when the parameter's own text (its description or its entry in the tool's parameter
  block) defers to a document or a named enum ("见接口说明", "参见文档", "see the documentation",
  "see BuildStatus enum", "(BuildQueryOrder values)", "取值待确认"), and the schema does not give
  what is deferred: no `enum`/`const` (values), and for a deferred limit ("最多见…", "max: see
  docs") no `maximum`/`maxLength`/`maxItems`.
- Silent when the text gives a link (a client may fetch it) or names another tool to call: those
  are sources the model can reach.
- No patch: what the document says is not in the definition; the message asks to copy it here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.text import CJK

_DEFERRED = re.compile(
    r"\bsee\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:docs?|documentation|api\s+reference)\b"
    r"|\brefer\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:docs?|documentation)\b"
    r"|\bsee\s+(?:the\s+)?[A-Z][A-Za-z]+\s+enum(?:eration)?\b"
    r"|\(\s*[A-Z][a-z]+[A-Z][A-Za-z]+\s+values\s*\)"
    r"|[见阅][^。；;，,（）()\n]{0,12}?(?:接口说明|接口文档|说明文档|官方文档|文档)(?!列表|清单|ID|Id|id|编号)"
    r"|(?:取值|含义)待确认")
# A limit deferred ("最多见接口说明", "maximum: see docs"), not the values.
_LIMIT = re.compile(r"最多|最大|上限|至多|\bmax(?:imum)?\b|\blimit\b|\bup\s+to\b", re.I)
# Sources the model can reach: a link, another tool.
_REACHABLE = re.compile(r"https?://|\bwww\.|\btool\b|工具", re.I)


# What is deferred must be the values or a cap ("含义见接口说明", "最多见…", "see BuildStatus enum"):
# "基础概念详见相关文档", "X-number of tile (see documentation)" defer background, not the values.
_VALUES = re.compile(r"取值|含义|枚举|可选值|最多|最大|上限|至多|\bvalues?\b|\benum|\bcodes?\b|\bmax(?:imum)?\b|"
                     r"\blimits?\b|\brange\b|\boptions\b", re.I)


def _deferred(text: str) -> re.Match[str] | None:
    for m in _DEFERRED.finditer(text):
        if _REACHABLE.search(text):
            return None
        if _VALUES.search(text[max(0, m.start() - 15):m.end()]):
            return m
    return None


@rule("param-deferred-to-docs", category="param-description", severity="warning",
      summary="A parameter whose text defers its values or limits to a document the model cannot "
              "read (\"见接口说明\", \"see BuildStatus enum\"): state them in the definition.",
      bad=Example.of(name="list_notices", description="列出公告。",
                     properties={"lt": {"type": "integer", "description": "返回条数（最多见接口说明）"}}),
      good=Example.of(name="list_notices", description="列出公告。",
                      properties={"lt": {"type": "integer", "maximum": 100,
                                         "description": "返回条数，最多 100"}}),
      rationale="The model has only the tool definition; a pointer to the API reference leaves it "
                "guessing the codes or the cap, and the call fails or is silently clipped.")
def check_deferred_to_docs(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        text = "\n".join(t for t in (node.description, ctx.passage_of(node)) if t)
        m = _deferred(text) if text else None
        if m is None:
            continue
        s = node.schema
        if "enum" in s or "const" in s:
            continue  # the values are here
        around = text[max(0, m.start() - 12):m.end()]
        limit = _LIMIT.search(around) is not None
        if limit and any(k in s for k in ("maximum", "exclusiveMaximum", "maxLength", "maxItems")):
            continue
        what = ("its maximum" if limit else "what it takes")
        said = quote(text[max(0, m.start() - 30):m.end() + 10], 80)
        if CJK.search(text):
            here = "写明上限（例如“最多 100 条”）并加 `maximum`" if limit else \
                "写明可选取值及其含义（例如“1=早盘，2=尾盘”），取值固定时加 `enum`"
        else:
            here = "say the cap (\"at most 100\") and add `maximum`" if limit else \
                "say the values it takes and what each means, and add `enum` if they are a closed set"
        yield Hit(node.pointer, f"`{node.name}` defers {what} to a document the model cannot read "
                                f"(\"{said}\"): the model has only this definition and guesses. "
                                f"State it in the definition: {here}.")

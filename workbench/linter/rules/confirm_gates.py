"""A confirmation switch nobody explains: `confirm-gate-unexplained`.

A tool that gates its own effect with a boolean (`confirm`, `confirm_delete`, "二次确认参数")
works only if the model knows two things: what a call with it false does (a preview, a refusal,
nothing) and that it may send `true` only after the user agreed. Without them the model sets the
switch itself on the first call and the gate guards nothing. Reviewers of real tool sets asked
for both sentences on every such switch they met (a social network's post and delete tools, an
accounting server's batch deletes).

Decisions:
- Only a boolean whose name is a confirmation (`confirm`, `confirmed`, `confirm_delete`); a dry
  run or a preview switch says what false and true do by its name.
- Silent where any text of the tool says either thing: what the false call does ("returns a
  preview", "未确认时仅返回待执行内容") or who decides ("only after the user confirms", "需用户确认后").
- No fix: the sentence is the author's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.effect_disclosure import owns_up
from workbench.model import Tool
from workbench.text import has_cjk, split_name

# What a call with the switch off does, said: a preview, a refusal, a token to confirm with
_FALSE_SAID = re.compile(r"\bfalse\b|\bpreview|\bdry[- ]?run|\bwithout (?:it|confirm)|\bnot confirmed\b|"
                         r"\breturns? (?:a |the )?(?:summary|token|plan)\b|为\s*false|为否|未确认|不确认|"
                         r"预览|仅返回|只返回|返回待|不会执行|不执行|"
                         # "confirm=true 时才执行", "must be true": the closed call does nothing
                         r"true\s*时才|才(?:会)?执行|\bonly (?:when|if) [`\w]*\s*(?:is |=\s*)?true\b|"
                         r"\bmust be (?:set to )?true\b|"
                         # the user confirms in a dialog, or the flow is told: "Show native
                         # confirmation dialog", "when the first call returned confirmation_required"
                         r"\bdialog|对话框|弹窗|confirmation_required|\bfirst call\b|首次调用|第一次调用|"
                         r"\bexplicit(?:ly)? confirm|明确确认", re.I)


@rule("confirm-gate-unexplained", category="side-effect", severity="warning",
      summary="A confirmation switch (`confirm`, 二次确认) whose texts say neither what a call with "
              "it false does nor that `true` needs the user's consent: the model sets it itself.",
      bad=Example.of(name="publish_status", description="发布饭否内容（仅文字）。",
                     properties={"status": {"type": "string", "description": "要发布的文字内容（最多140字）"},
                                 "confirm": {"type": "boolean", "default": False,
                                             "description": "是否确认发布（二次确认参数）"}}),
      good=[Example.of(name="publish_status", description="发布饭否内容（仅文字）。",
                       properties={"status": {"type": "string", "description": "要发布的文字内容（最多140字）"},
                                   "confirm": {"type": "boolean", "default": False,
                                               "description": "为 false 时只返回预览；用户确认后再传 true 发布。"}})],
      rationale="A gate the model can open on its own is no gate: the text must say what the "
                "closed call does and who opens it.")
def check_confirm_gate(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    gate = ctx.confirm_gate
    if gate is None or gate.non_null_types != ("boolean",) \
            or not set(split_name(gate.name or "")) & lx.CONFIRM_TOKENS:
        return
    said = f"{gate.description} {ctx.description}"
    if _FALSE_SAID.search(said) or owns_up(ctx):
        return
    if has_cjk(said):
        message = (f"`{gate.name}` 控制 `{tool.name}` 是否真正执行，但没有说明传 false 时会怎样（预览？"
                   "拒绝？），也没有说明只有用户同意后才能传 true：请写明这两点，免得模型自己打开它。")
    else:
        message = (f"`{gate.name}` gates what `{tool.name}` does, but no text says what a call with it "
                   "false does (a preview? a refusal?) or that `true` may be sent only after the user "
                   "agreed: say both, so the model does not open the gate itself.")
    yield Hit(gate.pointer, message)

"""`enum`: a selector string whose accepted values nobody states.

`merge_method` "How to merge the pull request.", `sort_mode`, `search_type`, 排序方式: the
name says the value picks one of a few ways the executor knows, yet neither an `enum` nor the
text lists them, so the model can only guess ("squash"? "Squash and merge"?). `enum-missing`
reads values the description lists; this reads a selector that lists none.

Not reported: a selector whose text gives values or an example (quotes, "e.g.", "such as",
"例如", a colon list, "or"), one with a `pattern`, `format` or `const`, a `type` that is a
MIME or a free name ("content type", "file type": open vocabularies), and selectors whose
values come from another tool ("from list_merge_methods").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.enum_in_tool_text import tool_text_values
from workbench.linter.rules.param_facts import description_of, has_any
from workbench.linter.rules.told_inputs import named_clause
from workbench.model import Tool
from workbench.text import split_name

# Last name words of a value picked from a few ways the executor knows.
_SELECTOR_TOKENS = frozenset({"method", "mode", "strategy"})
_SELECTOR_ZH = ("方式", "模式", "策略", "方法")
# The text gives values, an example or where they come from.
_GIVES_VALUES = re.compile(r"[`'\"“‘「]|\be\.g\b|\bi\.e\b|\bsuch as\b|\bfor example\b|\bone of\b|"
                           r"\bor\b|\bvalues?\b|\boptions?\b|\bsupported\b|\bavailable\b|\bfrom\b|"
                           r"[:：]\s*\w|\||/|\(|（|例如|比如|如|可选|取值|支持|或|、", re.I)


@rule("enum-values-unstated", category="enum", severity="warning",
      summary="A selector string (`merge_method`, `sort_mode`, 排序方式) whose accepted values "
              "neither an `enum` nor its description lists: list them in `enum`.",
      bad=[Example.of(name="git_merge_pull_request", properties={"merge_method": {
               "type": "string", "description": "How to merge the pull request."}}),
           Example.of(name="订单_查询_列表", properties={"sort_mode": {
               "type": "string", "description": "排序方式。"}})],
      good=[Example.of(name="git_merge_pull_request", properties={"merge_method": {
                "type": "string", "enum": ["merge", "squash", "rebase"],
                "description": "How to merge the pull request."}}),
            Example.of(name="git_merge_pull_request", properties={"merge_method": {
                "type": "string", "description": "How to merge: 'merge', 'squash' or 'rebase'."}})],
      rationale="A method or mode is a closed set the executor matches exactly; a model that must "
                "guess it sends labels, synonyms or the wrong case. GitHub's merge API takes "
                "merge, squash or rebase (https://docs.github.com/en/rest/pulls/pulls#merge-a-pull-"
                "request): the schema should say so.")
def check_selector_values(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.top_level_properties():
        if node.non_null_types != ("string",) or has_any(node.schema, "enum", "const", "pattern",
                                                         "format", "examples", "default"):
            continue
        tokens = split_name(node.name)
        raw = node.name or ""
        if not ((tokens and tokens[-1] in _SELECTOR_TOKENS) or any(z in raw for z in _SELECTOR_ZH)):
            continue
        # its entry in the tool's own "Args:" block counts ("method: 可选值: GET/POST/PUT")
        desc = f"{description_of(node)} {ctx.passage_of(node)}"
        if _GIVES_VALUES.search(desc) or _CODES_LISTED.search(named_clause(ctx, node)):
            continue  # (or codes in the clause of the running text that names it: "method 为 GET / POST 等")
        if tool_text_values(ctx, node):
            continue  # "mode=append: …\n mode=footer: …" in the tool text: the values are listed there
        if not description_of(node) and _WAYS_WORD.search(ctx.description) and _CODES_LISTED.search(ctx.description):
            continue  # "按 HTTP 方法过滤（GET / POST / PUT / DELETE 等）" of its one `method`: the tool lists them
        yield Hit(node.pointer, f"`{node.name}` picks one of a few ways the executor knows, but "
                                "neither an `enum` nor its description lists them: the model can "
                                "only guess; list the accepted values in `enum`.")


# the tool text speaks of the way it picks by ("按 HTTP 方法过滤", "filter by method") and lists
# codes for it ("GET / POST / PUT / DELETE")
_CODES_LISTED = re.compile(r"\b[A-Z][A-Z0-9_]+(?:\s*[/、,，|]\s*[A-Z][A-Z0-9_]+){1,}\b")
_WAYS_WORD = re.compile("|".join(_SELECTOR_ZH) + r"|\b(?:" + "|".join(sorted(_SELECTOR_TOKENS)) + r")\b", re.I)


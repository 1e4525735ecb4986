"""`param-placeholder` (param-description): a parameter the model is told to leave empty.

Agent frameworks wrap a no-argument function in a one-string schema (LangChain's `tool_input`)
and tell the model "Input is an empty string". The model still has to invent a value for it,
and a non-empty one reaches the executor. A tool that takes nothing declares no properties.

Decisions:
- Reported: a parameter whose own description says it is an empty string or must be left empty
  ("An empty string", "Leave empty", "传空字符串即可"), or the only parameter of a tool whose
  description says its input is empty ("Input is an empty string, output is ...", "输入为空").
- Not reported: an empty string that means something ("an empty string clears the label", "leave
  empty for all projects", "留空表示全部"): that parameter has a use.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool

# The whole parameter description says it is an empty placeholder.
_EMPTY_PARAM = re.compile(r"^\s*(?:(?:this|it) (?:is|should be|must be) )?(?:an? |the )?empty "
                          r"(?:string|input|value)(?: only)?\s*\.?\s*$|^\s*(?:always )?leave "
                          r"(?:this |it )?(?:empty|blank)\s*\.?\s*$|^\s*(?:传|填)?空字符串(?:即可)?[。.]?\s*$|"
                          r"^\s*(?:留空|无需填写|不用填写)(?:即可)?[。.]?\s*$", re.I)
# The tool description says its input is empty.
_EMPTY_INPUT = re.compile(r"\b(?:the )?input (?:to this tool )?(?:is|should be|must be) (?:an? )?"
                          r"empty(?: string)?\b|\btakes? an empty (?:string|input)\b|"
                          r"(?:输入|参数)(?:为|是|传)空(?:字符串)?(?!时)", re.I)
# An empty value with a meaning: "empty string clears", "leave empty for all", "留空表示全部".
_EMPTY_MEANS = re.compile(r"\b(?:to|for|means|clears?|resets?|removes?|uses?|selects?|returns?|"
                          r"when|if|otherwise|or)\b|表示|则|时|为全部|代表", re.I)


@rule("param-placeholder", category="param-description", severity="warning",
      summary="A parameter the model is told to leave empty (\"Input is an empty string\") is a "
              "placeholder: declare no properties, so the tool is called with no arguments.",
      bad=[Example.of(name="list_tables_sql_db",
                      description="Input is an empty string, output is a comma-separated list of "
                                  "tables in the database.",
                      properties={"tool_input": {"type": "string", "default": ""}}),
           Example.of(name="db_list_tables", description="列出数据库中的所有表。",
                      properties={"tool_input": {"type": "string", "description": "传空字符串即可。"}})],
      good=[Example.of(name="list_tables_sql_db",
                       description="Returns a comma-separated list of the tables in the database.",
                       properties={}),
            Example.of(name="issues_set_label", description="Sets the label of an issue.",
                       properties={"label": {"type": "string",
                                             "description": "New label; an empty string clears it."}})],
      rationale="The model must still fill a placeholder, and whatever it invents reaches the "
                "executor; an empty `properties` says the tool takes nothing.")
def check_placeholder(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    low = ctx.model_text_lower
    if "empty" not in low and "leave" not in low and "空" not in low:
        return  # every placeholder text says "empty", "leave" or 空
    props = [n for n in ctx.index.top_level_properties() if n.name]
    said_empty = _EMPTY_INPUT.search(ctx.description)
    if said_empty and _EMPTY_MEANS.search(ctx.description[said_empty.end():said_empty.end() + 12]
                                          .split(",")[0].split("，")[0]):
        said_empty = None  # "input is empty when ..."
    for node in props:
        if "string" not in node.non_null_types or "enum" in node.schema:
            continue
        desc = node.description
        own = bool(desc) and _EMPTY_PARAM.match(desc) is not None
        if not own and not (said_empty and len(props) == 1 and not _EMPTY_MEANS.search(desc or "")):
            continue
        quoted = desc.strip() if own else said_empty.group(0) if said_empty else ""
        # no patch: whether the executor still expects the key is not in the definition
        yield Hit(node.pointer, f"`{node.name}` is a placeholder the model is told to leave empty "
                                f"(\"{quoted}\"): remove it"
                                + (" and declare no properties, so the tool is called with no "
                                   "arguments." if len(props) == 1 else
                                   ", so the model does not invent a value for it."))

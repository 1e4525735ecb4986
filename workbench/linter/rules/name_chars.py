"""Rules for the characters of tool and parameter names (`naming`): what providers and parsers
accept. What a name says (vague, misleading, catch-all, no action word) is `naming.py`.

Decisions (what is a rule and what is not):
- Only letters, digits, `_` and `-`, no Chinese, spaces or dots: `name-invalid-chars` (error),
  checked against every active profile's name rule (`Profile.name_ok`); dots pass under
  `mcp`/`gemini` and fail under `generic`/`openai`/`anthropic`.
- A name whose characters all pass but whose length (over 64) does not: `name-too-long`
  (portability, error): MCP allows 128, OpenAI and Anthropic 64, so it fails when forwarded.
- A parameter name with spaces or Chinese: `param-name-chars` (warning, one per name). Names that
  copy the wrapped command's flags (`-i`, `-A`, `--max-count` of a ripgrep tool) are deliberate
  and work where described: one `info` per tool that names them once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import CJK, text_of


@rule("name-invalid-chars", category="naming", severity="error",
      summary="Use only letters, digits, `_` and `-` (no spaces, dots or Chinese) within the "
              "active providers' length limit, e.g. `weather_get_current`.",
      bad=Example.of(name="get user weather"), good=Example.of(name="weather_get_current"),
      rationale="A name with spaces broke the parser; providers reject names outside their pattern "
                "(`name_pattern` in workbench/profiles.py).")
def check_name_chars(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    name = text_of(tool.name)
    if not name.strip():
        yield Hit("", "The tool has no name: give it a `<domain>_<verb>_<object>` name such as "
                      "`shipping_get_tracking`.")
        return
    failing = [p for p in ctx.profiles if not p.name_ok(name)]
    if not failing or too_long_only(name, failing):
        return  # only its length fails: `name-too-long` (portability) says so
    hints = []
    if " " in name:
        hints.append("replace spaces with `_`")
    if CJK.search(name):
        hints.append("use an English name (keep Chinese in the description)")
    if "." in name:
        hints.append("replace `.` with `_`")
    if len(name) > 64:
        hints.append(f"shorten it ({len(name)} characters)")
    rules = "; ".join(f"{p.id}: {p.name_rule_text}" for p in failing)
    yield Hit("", f"Name {name!r} is rejected by {', '.join(p.id for p in failing)} ({rules})"
                  + (": " + ", ".join(hints) if hints else "") + ".")


def too_long_only(name: str, failing: list) -> bool:
    """Whether `name` fails these profiles only by its length: each 64-character piece of it
    passes all of them."""
    pieces = [name[i:i + 64] for i in range(0, len(name), 64)]
    return len(name) > 64 and all(p.name_ok(piece) for p in failing for piece in pieces)


@rule("name-too-long", category="portability", severity="error",
      summary="A tool name longer than 64 characters: valid in MCP (up to 128) but rejected by "
              "OpenAI and Anthropic when the tool is forwarded to them; keep names within 64.",
      bad=Example.of(name="museum_collections_department_list_conservation_treatment_records_by_object"),
      good=Example.of(name="museum_list_treatment_records"),
      rationale="OpenAI (https://platform.openai.com/docs/api-reference/chat/create) and Anthropic "
                "accept ^[a-zA-Z0-9_-]{1,64}$; an MCP client forwarding a longer name gets the whole "
                "request refused, not one tool.")
def check_name_too_long(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    name = text_of(tool.name)
    failing = [p for p in ctx.profiles if not p.name_ok(name)]
    if failing and too_long_only(name, failing):
        yield Hit("", f"Name {name!r} has {len(name)} characters: {', '.join(p.id for p in failing)} "
                      f"reject names over 64 ({'; '.join(f'{p.id}: {p.name_rule_text}' for p in failing)}); "
                      "shorten it to 64 or fewer, keeping the action and its object.")


_PARAM_NAME_OK = re.compile(r"^[A-Za-z_$][A-Za-z0-9_.$-]{0,63}$")


@rule("param-name-chars", category="naming", severity="warning",
      summary="Name parameters with ASCII letters, digits and `_` (no spaces, Chinese or "
              "punctuation), at most 64 characters: `start_time`, not `开始时间` or `start time`.",
      bad=Example.of(properties={"开始 时间": {"type": "string", "description": "开始时间"}}),
      good=Example.of(properties={"start_time": {"type": "string", "description": "开始时间"}}),
      rationale="Names with Chinese, spaces or dots break parsers and adapters; Gemini rejects "
                "parameter names outside [A-Za-z_][A-Za-z0-9_]{0,63}.")
def check_param_name_chars(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    flags: list[SchemaNode] = []
    for node in ctx.index.properties():
        name = node.name or ""
        if _PARAM_NAME_OK.match(name):
            continue
        if _CLI_FLAG.match(name):
            flags.append(node)  # `-i`, `-A`, `--glob`: a command's own flags, copied on purpose
            continue
        yield Hit(node.pointer, f"Parameter name {name!r} has spaces, non-ASCII or unusual "
                                "characters (or is empty or too long): use a snake_case ASCII "
                                "name and put the human wording in its description.")
    if flags:
        names = ", ".join(f"`{n.name}`" for n in flags[:6]) + (" ..." if len(flags) > 6 else "")
        yield Hit(flags[0].pointer, f"{names} copy the wrapped command's flags as parameter "
                                    "names: models use them as described; rename them in "
                                    "snake_case only if a provider or adapter you use rejects "
                                    "names outside [A-Za-z0-9_].", severity="info")


# `-i`, `-A`, `--ignore-case`, `--max-count`: the flags of the command the tool wraps.
_CLI_FLAG = re.compile(r"^--?[A-Za-z0-9](?:[A-Za-z0-9-]{0,30}[A-Za-z0-9])?$")

"""`tool-reference-unknown`: a description sends the model to a tool the set has in no form.

"To place it elsewhere, call wordpress_move_element" in a server whose every tool is named
`respira_*`: the text was written for an older name or another packaging, and the model is told
to call a tool it cannot find (it guesses a name, or gives up on the step). Only a reference
written as a call is read: a snake_case name right after "call", "use", "via", "invoke", "run",
"(from" / 调用、使用、通过、先用, or right before "tool"/工具, whose words hold an action verb
(`move`, `list`, `save`), and that is no tool, property or enum value of the set in any spelling
(case and separators ignored).

Shown only when it is certainly no tool of this server: the set's tools share one name prefix
(`respira_`) and the reference starts with another (`wordpress_`) that no tool starts with. A
set may be cut from a larger server (the judged sets keep 60 tools), so a reference that keeps
the set's prefix, or a set without a shared prefix, is `info`: the tool may exist outside the
part the linter was given; so is one whose sentence names another server, plugin or toolkit
("call github_create_issue from the GitHub MCP server"), which the host may have connected. No
fix: which tool was meant is the author's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import ToolSet
from workbench.schema.walk import index_schema
from workbench.text import flat_name, leading_word, name_verb, split_name, text_of

_NAME = r"([a-z][a-z0-9]*(?:_[a-z0-9]+){1,6})"
# a name written as something to call: after a call verb, or before "tool"
_CALLED = re.compile(
    r"(?:(?:\b(?:[Cc]all|calling|[Uu]se|using|via|[Ii]nvoke|[Rr]un|[Tt]ry|from the|[Ff]irst)|\(from)"
    r"\s+`?" + _NAME
    + r"`?(?![\w(/-]|\.\w)"
    r"|(?:调用|使用|通过|先用|先调用|请用|用)\s*`?" + _NAME + r"`?"
    r"|\b`?" + _NAME + r"`?\s+(?:tool\b|工具))")
_OTHER_SERVER = re.compile(r"\b(?:servers?|mcp|plugins?|extensions?|integrations?|toolkits?)\b"
                           r"(?!-side)|"
                           r"服务器|插件|扩展|工具集", re.I)
_PREFIX_SHARE = 0.9  # the part of the set that must share a prefix for it to be the server's
_MIN_TOOLS = 4


def _prefix(name: str) -> str:
    return next(iter(split_name(name)), "")


def _known(toolset: ToolSet, contexts: Sequence[ToolContext], wanted: set[str]) -> set[str]:
    """Which of the `wanted` keys the set has: as a tool, property or string enum value,
    separators and case removed; a tool also under each shorter tail of its name (`detect_acss`
    for `respira_bricks_detect_acss`), the way texts shorten a sibling's name. Only the wanted
    keys are kept: the set's whole vocabulary is the larger part of a big set's memory."""
    known: set[str] = set()

    def keep(key: str) -> None:
        if key in wanted:
            known.add(key)

    for t in toolset:
        parts = re.split(r"[_\-.]", text_of(t.name).lower())
        for i in range(len(parts) - 1):
            keep("".join(parts[i:]))
    for ctx in contexts:
        for node in index_schema(ctx.schema).nodes:
            if node.name:
                keep(flat_name(node.name))
            values = node.schema.get("enum")
            if isinstance(values, list):
                for v in values:
                    if isinstance(v, str):
                        keep(flat_name(v))
            if isinstance(node.schema.get("const"), str):
                keep(flat_name(node.schema["const"]))
    return known


def _texts(ctx: ToolContext) -> Iterator[tuple[str, str]]:
    """(pointer, text) of the tool description and every parameter description."""
    if ctx.description:
        yield "", ctx.description
    # walked here, not through `ctx.index`: a set rule that caches each tool's walk on its kept
    # context holds every walk of the set at once
    for node in index_schema(ctx.schema).properties():
        if node.description:
            yield node.pointer, node.description


@rule("tool-reference-unknown", category="description", severity="warning", scope="set",
      summary="A description tells the model to call a tool that the set has under no name.",
      rationale="Text written for an older name or another packaging (\"call "
                "wordpress_move_element\" in a server whose tools are all `respira_*`) sends the "
                "model after a tool it cannot find: it guesses a name or drops the step. Only a "
                "name written as a call is read, and only one that is no tool, property or enum "
                "value of the set. Shown when the set's tools share a prefix the reference does "
                "not have; otherwise info, because the set may be part of a larger server. See "
                "https://modelcontextprotocol.io/specification/2025-06-18/server/tools",
      bad=Example.tool_set(
          Example.of(name="respira_add_button", description="Add a button to a page. To place it "
                     "elsewhere, call wordpress_move_element with the returned element_id."),
          Example.of(name="respira_add_heading", description="Add a heading to a page."),
          Example.of(name="respira_list_pages", description="List the site's pages."),
          Example.of(name="respira_get_page", description="Read one page.")),
      good=Example.tool_set(
          Example.of(name="respira_add_button", description="Add a button to a page. To place it "
                     "elsewhere, call respira_move_element with the returned element_id."),
          Example.of(name="respira_move_element", description="Move an element on a page."),
          Example.of(name="respira_list_pages", description="List the site's pages."),
          Example.of(name="respira_get_page", description="Read one page.")))
def tool_reference_unknown(toolset: ToolSet, contexts: Sequence[ToolContext]) -> Iterator[Hit]:
    names = [text_of(t.name) for t in toolset]
    if len(names) < 2:
        return  # a lone tool's references are to tools the linter was not given
    # the calls the texts ask for first (few, most sets none), then which of them the set has
    asked: list[tuple[Any, ToolContext, str, str, str]] = []
    for tool, ctx in zip(toolset, contexts, strict=True):
        said: set[str] = set()
        for pointer, text in _texts(ctx):
            for match in _CALLED.finditer(text):
                ref = next(g for g in match.groups() if g)
                if ref in said or name_verb(ref).kind is None:
                    continue
                said.add(ref)
                asked.append((tool, ctx, pointer, ref,
                              text[max(0, match.start() - 80):match.end() + 80]))
    if not asked:
        return
    known = _known(toolset, contexts, {flat_name(a[3]) for a in asked})
    prefixes = {_prefix(n) for n in names}
    shared = leading_word(names, _PREFIX_SHARE, _MIN_TOOLS) or ""
    for tool, ctx, pointer, ref, near in asked:
        if flat_name(ref) in known:
            continue
        # "call github_create_issue from the GitHub MCP server": another server's tool, which
        # the host may well have connected
        certain = bool(shared) and _prefix(ref) not in prefixes and not _OTHER_SERVER.search(near)
        meant = _renamed(ref, shared, names) if certain else None
        yield Hit(pointer, _message(ref, shared, certain, ctx.language == "zh", meant),
                  tool=text_of(tool.name), severity=None if certain else "info")


def _renamed(ref: str, shared: str, names: Sequence[str]) -> str | None:
    """The set's tool the reference names under another prefix (`wordpress_list_pages` ->
    `respira_list_pages`), or None."""
    tail = ref.split("_", 1)[1]
    return next((n for n in names if flat_name(n) == flat_name(f"{shared}_{tail}")), None)


def _message(ref: str, shared: str, certain: bool, zh: bool, meant: str | None = None) -> str:
    if zh:
        if certain:
            return (f"描述让模型调用 `{ref}`，但这组工具都以 `{shared}_` 开头，没有任何形式的 "
                    f"`{ref}`：模型找不到它，只能猜名字或跳过这一步。请改成这组工具里的真实名称"
                    + (f"（应是 `{meant}`）。" if meant else "。"))
        return (f"描述让模型调用 `{ref}`，这组工具里没有任何形式的这个名字；若它不在同一服务中，"
                "请改成真实的工具名。")
    if certain:
        return (f"The text tells the model to call `{ref}`, but every tool of this set is named "
                f"`{shared}_*` and none is `{ref}` in any spelling: the model cannot find it and "
                "guesses a name or skips the step. Name the tool as this server exposes it"
                + (f" (`{meant}`)." if meant else "."))
    return (f"The text tells the model to call `{ref}`, which is no tool of this set in any "
            "spelling; if the server does not expose it under that name, name the tool it does.")

"""Set-scope `style-consistency` rules: one naming style for parameters and tools, one language
for descriptions, across every file of the set.

When the front end writes `user_id` and the back end reads `userId`, the model answers in one
style, then in the other: one naming style end to end (snake_case is the one models see most in
JSON). The majority style of the set wins; each minority-style parameter is reported with its
pointer: a warning when its own tool mixes styles, when the same name exists in the majority
style elsewhere (`user_id` vs `userId`), or when a whole tool (two or more styled parameters)
follows the other convention (one tool `rmaNumber`/`includeEvents` in a snake_case set: a second
team's spelling); info for a single stray parameter. Renaming is never an automatic fix: executors depend on the names.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from functools import lru_cache

from workbench.linter.catalogue import Example, Hit, rule
from workbench.model import ToolSet
from workbench.text import text_lang, text_of

_STYLES = (
    ("snake", re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$")),
    ("camel", re.compile(r"^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$")),
    ("pascal", re.compile(r"^(?:[A-Z][a-z0-9]+){2,}$")),
    ("kebab", re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")),
    ("screaming", re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")),
    ("dotted", re.compile(r"^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+$")),
)
_NEUTRAL = re.compile(r"^[a-z][a-z0-9]*$|^[A-Z][a-z0-9]*$")
_LABEL = {"snake": "snake_case", "camel": "camelCase", "pascal": "PascalCase",
          "kebab": "kebab-case", "screaming": "SCREAMING_CASE", "dotted": "dotted.names"}


@lru_cache(maxsize=65536)  # pure; parameter names repeat across a set (`city`, `user_id`)
def name_style(name: str) -> str | None:
    """The naming style of one identifier; None for a single lower-case word (fits any style)
    and for spellings outside the known styles (HTTP header names, leading underscores)."""
    if _NEUTRAL.match(name):
        return None
    for style, regex in _STYLES:
        if regex.match(name):
            return style
    return None  # `_from`, `Content-Type`, `user_Id`: no style to compare with


@lru_cache(maxsize=65536)
def _concept(name: str) -> str:
    return re.sub(r"[_\-.\s]", "", name).lower()


@rule("param-naming-style-mixed", category="style-consistency", severity="info",
      summary="Use one parameter naming style across all tools (snake_case preferred): do not mix "
              "`user_id` and `userId`.",
      bad=Example([{"name": "order_get", "parameters": {"properties": {"order_id": {}}}},
                   {"name": "order_list", "parameters": {"properties": {"userId": {}}}}]),
      good=Example([{"name": "order_get", "parameters": {"properties": {"order_id": {}}}},
                    {"name": "order_list", "parameters": {"properties": {"user_id": {}}}}]),
      scope="set",
      rationale="Mixed user_id/userId made the back end match neither: one naming style end to "
                "end. Warning when a tool mixes styles, when the same name is spelt both ways, or "
                "when a whole tool uses the other style; info for one stray parameter.")
def check_param_styles(toolset: ToolSet, contexts) -> Iterator[Hit]:
    per_tool: list[list[tuple[str, str, str]]] = []  # (pointer, name, style) per tool
    counts: Counter = Counter()
    majority_concepts: dict[str, set[str]] = defaultdict(set)
    for ctx in contexts:
        entries = []
        for node in ctx.index.properties():
            style = name_style(node.name or "")
            if style:
                entries.append((node.pointer, node.name, style))
                counts[style] += 1
        per_tool.append(entries)
    if len(counts) < 2:
        return
    majority = counts.most_common(1)[0][0]
    for entries in per_tool:
        for _, name, style in entries:
            if style == majority:
                majority_concepts[_concept(name)].add(name)
    for ctx, entries in zip(contexts, per_tool):
        tool_styles = {style for _, _, style in entries}
        for pointer, name, style in entries:
            if style == majority:
                continue
            twin = majority_concepts.get(_concept(name))
            if len(tool_styles) > 1:
                why, severity = f"this tool mixes {_LABEL[style]} and {_LABEL[majority]}", "warning"
            elif twin:
                why, severity = f"the set also spells it {sorted(twin)[0]!r}", "warning"
            elif len(entries) > 1:
                # the whole tool follows another convention (`rmaNumber`, `includeEvents` in a
                # snake_case set): a caller moving between its tools meets two spellings
                why, severity = (f"this tool uses {_LABEL[style]} throughout while the rest of "
                                 f"the set is {_LABEL[majority]}", "warning")
            else:
                why, severity = f"most parameters in the set are {_LABEL[majority]}", "info"
            yield Hit(pointer, f"Parameter {name!r} is {_LABEL[style]} but {why}: use one style "
                               "across the set (rename in the schema and the executor together).",
                      tool=ctx.tool.name, severity=severity)


@rule("tool-naming-style-mixed", category="style-consistency", severity="info",
      summary="Use one tool naming style across the set (snake_case `shipping_get_tracking`).",
      bad=Example.tool_set(Example.of(name="shipping_get_tracking"),
                           Example.of(name="getOrderStatus")),
      good=Example.tool_set(Example.of(name="shipping_get_tracking"),
                            Example.of(name="commerce_get_order")),
      scope="set")
def check_tool_styles(toolset: ToolSet, contexts) -> Iterator[Hit]:
    styles = [(t.name, name_style(text_of(t.name))) for t in toolset]
    counts = Counter(s for _, s in styles if s)
    if len(counts) < 2:
        return
    majority = counts.most_common(1)[0][0]
    for name, style in styles:
        if style and style != majority:
            yield Hit("", f"Tool name {name!r} is {_LABEL[style]} while most tools are "
                          f"{_LABEL[majority]}: use one style.", tool=name)


@rule("description-language-mixed-set", category="style-consistency", severity="info",
      summary="Write all tool descriptions of a set in one language (the users' language).",
      bad=Example([{"name": "order_get", "description": "查询订单状态……"},
                   {"name": "order_list", "description": "Lists the orders ..."}]),
      good=Example([{"name": "order_get", "description": "查询订单状态……"},
                    {"name": "order_list", "description": "列出当前用户的订单……"}]),
      scope="set",
      rationale="Follow the users' language, and keep to one (跟随模型语言走……关键是要统一).")
def check_set_language(toolset: ToolSet, contexts) -> Iterator[Hit]:
    langs = []
    for tool in toolset:
        lang = text_lang(text_of(tool.description))
        langs.append((tool.name, "zh" if lang == "mixed" else lang))
    counts = Counter(lang for _, lang in langs if lang)
    if len(counts) < 2:
        return
    majority = counts.most_common(1)[0][0]
    label = {"zh": "Chinese", "en": "English"}
    for name, lang in langs:
        if lang and lang != majority:
            yield Hit("", f"{name!r} is described in {label[lang]} while most tools use "
                          f"{label[majority]}: write the set's descriptions in one language.",
                      tool=name)

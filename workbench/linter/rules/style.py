"""Set-scope `style-consistency` rules: one naming style for parameters and tools, one language
for descriptions, across every file of the set. The tool-name style and the set's language are
pedantic (opt-in): cosmetic on real sets.

When the front end writes `user_id` and the back end reads `userId`, the model answers in one
style, then in the other: one naming style end to end (snake_case is the one models see most in
JSON). The majority style of the set wins; the parameters of each minority style are reported in one
finding (at the first, listing the others): a warning when a tool mixes styles, when the same
name exists in the majority style elsewhere (`user_id` vs `userId`), or when a whole tool (two or
more styled parameters) follows another convention (one tool `rmaNumber`/`includeEvents` in a
snake_case set: a second team's spelling); info when that convention is the one of the set's tool
names (`searchFlightItineraries(depCityCode)` among camelCase tools: the server's own style,
rarely worth renaming public parameters for) and for stray parameters. Not counted: dotted
paths (`input.text.text_content`: each part keeps its own style), the fields of a nested object
that all follow one style (a payload mirroring an external API, like Tencent Cloud's PascalCase
`serverConfig`), and a flag most tools of the set share (`useUAT` on every tool of a server).
Renaming is never an automatic fix: executors depend on the names.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from functools import lru_cache

from workbench.linter.catalogue import Example, Hit, rule
from workbench.model import ToolSet
from workbench.text import name_verb, split_name, text_lang, text_of

_STYLES = (
    ("snake", re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$")),
    ("camel", re.compile(r"^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$")),
    ("pascal", re.compile(r"^(?:[A-Z][a-z0-9]+){2,}$")),
    ("kebab", re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")),
    ("screaming", re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")),
)
# `input.text.text_content`: a flattened path to a nested field, not a naming style (each part
# keeps its own); such names are neither counted nor reported.
_DOTTED = re.compile(r"^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+$")
_NEUTRAL = re.compile(r"^[a-z][a-z0-9]*$|^[A-Z][a-z0-9]*$")
_LABEL = {"snake": "snake_case", "camel": "camelCase", "pascal": "PascalCase",
          "kebab": "kebab-case", "screaming": "SCREAMING_CASE"}


@lru_cache(maxsize=65536)  # pure; parameter names repeat across a set (`city`, `user_id`)
def name_style(name: str) -> str | None:
    """The naming style of one identifier; None for a single lower-case word (fits any style),
    a dotted path (`input.text.text_content`) and spellings outside the known styles (HTTP
    header names, leading underscores)."""
    if _NEUTRAL.match(name) or _DOTTED.match(name):
        return None
    for style, regex in _STYLES:
        if regex.match(name):
            return style
    return None  # `_from`, `Content-Type`, `user_Id`: no style to compare with


@lru_cache(maxsize=65536)
def concept(name: str) -> str:
    """A name without separators or case (`user_id`, `userId` -> `userid`): one word spelt in
    two styles has one concept."""
    return re.sub(r"[_\-.\s]", "", name).lower()


@rule("param-naming-style-mixed", category="style-consistency", severity="info",
      summary="Use one parameter naming style across all tools (snake_case preferred): do not mix "
              "`user_id` and `userId`.",
      bad=Example([{"name": "order_get", "parameters": {"properties": {"order_id": {}}}},
                   {"name": "order_list", "parameters": {"properties": {"userId": {}}}}]),
      good=[Example([{"name": "order_get", "parameters": {"properties": {"order_id": {}}}},
                     {"name": "order_list", "parameters": {"properties": {"user_id": {}}}}]),
            Example([{"name": "run_deploy", "parameters": {"properties": {
                         "service_name": {}, "server_config": {"type": "object", "properties": {
                             "BuildDir": {}, "EntryPoint": {}}}}}},
                     {"name": "run_list", "parameters": {"properties": {"page_size": {}}}}])],
      scope="set",
      rationale="Mixed user_id/userId made the back end match neither: one naming style end to "
                "end. One finding per minority style lists where it occurs: a warning when a tool "
                "mixes styles or the same name is spelt both ways; info for stray parameters and "
                "for a whole tool consistent in another style (renaming a published tool's "
                "parameters breaks its callers). A nested object whose fields all "
                "follow one other style mirrors an external API (Tencent Cloud's PascalCase) and a "
                "flag every tool of a server shares (`useUAT`) is the server's own convention: "
                "neither is counted. An environment-style key (`KNOWLEDGE_BASE_ID`), a "
                "PascalCase wrapper key and a style shared by 10 or more parameters (the API "
                "the tools mirror) are info.")
def check_param_styles(toolset: ToolSet, contexts) -> Iterator[Hit]:
    per_tool: list[list[tuple[str, str, str]]] = []  # (pointer, name, style) per tool
    counts: Counter = Counter()
    tools_with: Counter = Counter()  # name -> tools that have it at the top level
    for ctx in contexts:
        entries = _styled_properties(ctx)
        per_tool.append(entries)
        tools_with.update({name for pointer, name, _ in entries if pointer.count("/") == 2})
        counts.update(style for _, _, style in entries)
    if len(counts) < 2:
        return
    majority = counts.most_common(1)[0][0]
    shared = {n for n, c in tools_with.items() if c >= 3 and c * 2 >= len(contexts)}
    majority_concepts: dict[str, set[str]] = defaultdict(set)
    for entries in per_tool:
        for _, name, style in entries:
            if style == majority:
                majority_concepts[concept(name)].add(name)
    found: dict[str, list[tuple]] = defaultdict(list)  # minority style -> (ctx, pointer, name, why)
    for ctx, entries in zip(contexts, per_tool):
        tool_styles = {style for _, name, style in entries if name not in shared}
        for pointer, name, style in entries:
            if style == majority or name in shared:
                continue
            twin = majority_concepts.get(concept(name))
            if len(tool_styles) > 1:
                why = f"{ctx.tool.name!r} mixes {_LABEL[style]} and {_LABEL[majority]}"
            elif twin:
                why = f"the set also spells it {sorted(twin)[0]!r}"
            elif len(entries) > 1:
                # the whole tool follows another convention (`rmaNumber`, `includeEvents` in a
                # snake_case set): a caller moving between its tools meets two spellings
                why = f"{ctx.tool.name!r} uses {_LABEL[style]} throughout"
            else:
                why = ""
            found[style].append((ctx, pointer, name, why))
    for style, places in found.items():
        # a whole tool consistent in another style (`think` in camelCase in a snake_case set, an
        # aggregator's upstream tools) is a published convention: info, rarely worth renaming
        # public parameters and breaking their callers for; a tool that mixes styles in its
        # own parameters, or one name spelt both ways, is a warning, reported where it is
        mixed = [p for p in places if p[3] and not p[3].endswith(" throughout")]
        ctx, pointer, name, why = mixed[0] if mixed else places[0]
        reasons = [w for *_, w in places if w]
        shown = ", ".join(f"{n!r} ({c.tool.name})" for c, _, n, _ in places[:5])
        more = f" and {len(places) - 5} more" if len(places) > 5 else ""
        because = f" ({why or reasons[0]})" if why or reasons else ""
        yield Hit(pointer, f"{len(places)} parameter(s) use {_LABEL[style]} while the set uses "
                           f"{_LABEL[majority]}{because}: {shown}{more}. Use one style across the "
                           "set (rename in the schema and the executor together).",
                  tool=ctx.tool.name,
                  severity="warning" if mixed and not _published_convention(style, places)
                  else "info")


# At this many parameters a minority style is a whole convention (the API the tools mirror),
# not a slip: renaming them breaks every caller for a cosmetic gain.
CONVENTION_PARAMS = 10
# Styles that name another kind of thing than a field: an environment variable's key
# (`STRANDS_KNOWLEDGE_BASE_ID`), a generated wrapper type (`FeatureFlagBody`).
_OTHER_KIND_STYLES = frozenset({"screaming", "pascal"})


def _published_convention(style: str, places: list[tuple]) -> bool:
    """Is the minority style a convention of its own rather than a slip: a style that names
    another kind of thing, or so many parameters that the tools mirror an API's spelling?"""
    return style in _OTHER_KIND_STYLES or len(places) >= CONVENTION_PARAMS


def _styled_properties(ctx) -> list[tuple[str, str, str]]:
    """(pointer, name, style) of the properties whose naming style counts: the top level, and a
    nested object's fields only when that object itself mixes styles (an object whose fields all
    follow one style mirrors the API it is passed to)."""
    by_parent: dict[str | None, list[tuple[str, str, str]]] = defaultdict(list)
    for fact in ctx.property_facts:
        style = name_style(fact.name or "")
        if style:
            by_parent[fact.parent].append((fact.pointer, fact.name, style))
    out: list[tuple[str, str, str]] = []
    for parent, entries in by_parent.items():
        # one name declared in two spellings side by side (`edit_target` and its "CamelCase
        # alias" `editTarget`): a compatibility alias the author chose, not a slip; renaming
        # either would collide with the other
        spellings = Counter(concept(name) for _, name, _ in entries)
        entries = [e for e in entries if spellings[concept(e[1])] < 2]
        if parent == "" or len({style for _, _, style in entries}) > 1:
            out.extend(entries)
    return out


@rule("tool-naming-style-mixed", category="style-consistency", severity="info", group="pedantic",
      summary="Use one tool naming style across the set (snake_case `shipping_get_tracking`).",
      bad=Example.tool_set(Example.of(name="shipping_get_tracking"),
                           Example.of(name="getOrderStatus")),
      good=Example.tool_set(Example.of(name="shipping_get_tracking"),
                            Example.of(name="commerce_get_order")),
      scope="set",
      rationale="Pedantic: every style is a valid tool name on every provider, and renaming "
                "registered tools breaks their callers; reviewers of real sets found the mix "
                "cosmetic.")
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


# Styles that write word breaks with a separator, and those that write them with a capital.
_SEPARATED = frozenset({"snake", "kebab"})
_CAPITALISED = frozenset({"camel", "pascal"})


@rule("tool-naming-style-split-prefix", category="style-consistency", severity="warning",
      summary="Tools that share their prefix (one server: `apiary_list_hives`, "
              "`ApiaryGetHiveHistory`) spell their names in two styles: use one.",
      bad=Example.tool_set(Example.of(name="salvage_get_claim"), Example.of(name="salvageListVessels")),
      good=[Example.tool_set(Example.of(name="salvage_get_claim"), Example.of(name="salvage_list_vessels")),
            Example.tool_set(Example.of(name="salvage_get_claim"), Example.of(name="getWeather"))],
      scope="set",
      rationale="A prefix names one server; its tools written in two styles read as two "
                "authors, and a model that learnt one spelling guesses the other's names wrong. "
                "Different prefixes (an aggregator's servers, each in its own style) are the "
                "pedantic `tool-naming-style-mixed`'s.")
def check_split_prefix_styles(toolset: ToolSet, contexts) -> Iterator[Hit]:
    by_prefix: dict[str, dict[str, str]] = defaultdict(dict)  # prefix -> style -> first name
    firsts: set[str] = set()
    for tool in toolset:
        name = text_of(tool.name)
        tokens = split_name(name)
        firsts.add(tokens[0] if tokens else "")
        style = name_style(name)
        if style not in _SEPARATED | _CAPITALISED:
            continue
        if len(tokens) < 2 or len(tokens[0]) < 3 or name_verb(name).index == 0:
            continue  # `get_user` / `getOrders` share a verb, not a server
        kind = "separated" if style in _SEPARATED else "capitalised"
        by_prefix[tokens[0]].setdefault(kind, name)
    if len(firsts) != 1:
        return  # the prefix names the server only where every tool of the set carries it
    for prefix, kinds in by_prefix.items():
        if len(kinds) == 2:
            first, other = kinds["separated"], kinds["capitalised"]
            yield Hit("", f"{other!r} and {first!r} share the prefix `{prefix}` (one server) but "
                          f"spell their names in two styles ({_LABEL[name_style(other) or 'camel']} and "
                          f"{_LABEL[name_style(first) or 'snake']}): use one style for the server's "
                          "tools and their parameters.", tool=other)


@rule("description-language-mixed-set", category="style-consistency", severity="info",
      group="pedantic",
      summary="Write all tool descriptions of a set in one language (the users' language).",
      bad=Example([{"name": "order_get", "description": "查询订单状态……"},
                   {"name": "order_list", "description": "Lists the orders ..."}]),
      good=Example([{"name": "order_get", "description": "查询订单状态……"},
                    {"name": "order_list", "description": "列出当前用户的订单……"}]),
      scope="set",
      rationale="Follow the users' language, and keep to one (跟随模型语言走……关键是要统一). "
                "Pedantic: models read both languages, so a set mixing them across tools works; "
                "`description-mixed-language` reports the mix inside one tool.")
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

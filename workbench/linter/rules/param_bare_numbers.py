"""A number left bare among described inputs (`param-description`).

`param-missing-description` (param_descriptions.py) calls a name that "says what it is" info:
`rate`, `window`, `coverage`, `stage` read as words. But a number is sent as digits, and a lone
noun gives none of what the digits need: `rate` per thousand words or per word, in which
currency; `window` in minutes or hours; `coverage` in yuan or ten thousands of yuan; `stage` 1
is the first step or the last. When the tool describes its other inputs (two or more, and most
of them) and leaves one such number bare, the author knew how and missed it; the model guesses
the scale. This reads that case on its own, in its own check, so the info readings of
`param-missing-description` stay as they are.

Not reported: a compound name (`duration_minutes`, `max_results`, `page_size`: the second word
is the qualifier a description would give), a number every caller reads alike (`limit`, `page`,
`year`, `latitude`, `count`), one with an enum or a const, one the tool description names, a
tool that describes few of its inputs (`param-descriptions-mostly-missing` and
`param-missing-description` read those).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import conventional_name
from workbench.linter.rules.undescribed_params import explained_in, undescribed_parameters
from workbench.model import Tool
from workbench.text import snake_name, split_name

# One-word numbers every caller reads alike: a calendar part, a coordinate, a count of items,
# paging, a size in the only unit it has (pixels of `width`).
_PLAIN = frozenset({"year", "month", "day", "week", "hour", "minute", "second", "date", "age",
                    "latitude", "longitude", "lat", "lng", "lon", "x", "y", "z", "limit", "offset",
                    "page", "skip", "top", "count", "quantity", "qty", "number", "num", "total",
                    "n", "k", "index", "idx", "id", "width", "height", "seed", "port", "version"})
_MIN_DESCRIBED = 2


def _named(text: str, name: str) -> bool:
    """The tool text uses the name as a word of its own ("wait 1–90 秒可轮询"): it speaks of
    the input, whatever it says."""
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", text) is not None


def _plain(name: str) -> bool:
    return snake_name(name) in _PLAIN


@rule("param-number-unexplained", category="param-description", severity="warning",
      summary="Describe a one-word number (`rate`, `window`, `coverage`) that the tool leaves "
              "bare while it describes its other inputs: say its unit or scale and an example.",
      bad=Example.of(name="translation_create_quote", description="Creates a translation quote.",
                     properties={"word_count": {"type": "integer", "description": "Source words."},
                                 "language_pair": {"type": "string", "description": "e.g. en-zh."},
                                 "rate": {"type": "number"}}),
      good=[Example.of(name="translation_create_quote", description="Creates a translation quote.",
                       properties={"word_count": {"type": "integer", "description": "Source words."},
                                   "language_pair": {"type": "string", "description": "e.g. en-zh."},
                                   "rate_per_1000_words_eur": {"type": "number"}}),
            Example.of(name="orders_list", description="Lists orders.",
                       properties={"status": {"type": "string", "description": "e.g. open."},
                                   "customer_id": {"type": "string", "description": "e.g. C-1."},
                                   "limit": {"type": "integer"}})],
      rationale="A number is sent as digits; a one-word name says what it is about but not its "
                "unit, scale or reference point (`window` in minutes or hours, `stage` 1 as first "
                "or last). Shown only where the tool describes most of its other inputs: the bare "
                "one is a gap, not the tool's style.")
def check_number_unexplained(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    top = [n for n in ctx.index.top_level_properties() if n.name]
    bare = undescribed_parameters(ctx).get("", [])
    # described by their own words: a tool text that names its inputs inline ("max_tokens限制回答")
    # is one style, not a documented input beside a forgotten one
    described = sum(1 for n in top if n.description.strip())
    if described < _MIN_DESCRIBED or len(bare) > described:
        return
    for node in bare:
        name = node.name or ""
        schema = node.schema if isinstance(node.schema, dict) else {}
        if set(node.non_null_types) - {"integer", "number"} or not node.non_null_types \
                or len(split_name(name)) != 1 or len(name) < 2 or _plain(name) \
                or conventional_name(node) or "enum" in schema or "const" in schema \
                or explained_in(ctx.description, name) or _named(ctx.description, name):
            continue  # one letter: a formula's symbol (`G`, `L` of EVI), read from the formula
        if ctx.language == "zh":
            yield Hit(node.pointer, f"`{name}` 是一个没有说明的数值，而这个工具的其他参数都有说明；"
                                    "仅凭名称看不出单位或刻度：说明它的单位或刻度、含义和一个示例"
                                    f"（例如“{name}：单位为分钟，例如 30”）。")
        else:
            yield Hit(node.pointer, f"`{name}` is a number with no description, while the tool "
                                    "describes its other inputs; its name says neither a unit nor "
                                    "a scale: say its unit or scale, what it measures and an "
                                    f"example (e.g. \"{name}: minutes ahead, e.g. 30\").")

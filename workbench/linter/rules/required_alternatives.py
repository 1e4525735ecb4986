"""Two ways to name the one thing a tool acts on, neither required and nothing saying one is
needed (`cross-field`).

`get_content_detail(content_id, url)`, `weather_now(location, city)`, `run_code(code,
filename)`: each input alone identifies the target, so `required-missing` and
`required-id-optional` (objects.py) rightly leave them optional. But with every field optional
the schema accepts `{}`, a call that can do nothing, and when no text says "give one of them"
the model has no reason to send either when the conversation does not name the target (it
calls with the empty defaults and reads the error). Reported only when nothing is required, the
tool is no list or search (whose fields are filters), there is no action or mode switch, and no text
of the tool relates the alternatives ("or", "either", "二选一": `prose-field-relation` reads
those). No patch: `anyOf` at the root is what OpenAI and Anthropic reject.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.optional_facts import has_alternative
from workbench.linter.rules.param_facts import declared, has_any
from workbench.linter.rules.required_facts import makes_its_subject
from workbench.model import Tool
from workbench.text import snake_name, split_name

# Last words of a parameter that identify the target of a call on its own.
_TARGET_LAST = frozenset({"id", "uuid", "url", "uri", "link", "path", "filename", "file", "slug",
                          "location", "city", "address", "code", "key", "bvid", "mid", "uid",
                          "ticker", "symbol", "isbn", "doi", "handle"})
# Tools whose optional fields are filters or options: a call without any is a whole listing.
_OPEN_VERBS = frozenset({"list", "search", "find", "query", "browse", "filter", "scan", "lookup",
                         "recommend", "suggest", "discover", "explore", "trending", "latest",
                         "create", "add", "new", "generate", "register", "upload", "import"})


# Kinds of target: where the thing is (a URL, a path) and what place it is; the rest are ids.
_LOCATORS = frozenset({"url", "uri", "link", "path", "filename", "file"})
_PLACES = frozenset({"location", "city", "address", "district", "adcode", "region", "coordinates",
                     "latlng", "place"})


def _one_target(names: list[str]) -> bool:
    """Whether the names are two ways to one thing, not filters over different things: an id
    beside a URL or path (`content_id`, `url`), or two ways to a place (`location`, `city`,
    `districtId`). Ids of different objects (`province_id`, `service_id`) narrow a listing."""
    kinds = []
    for name in names:
        tokens = split_name(name)
        kinds.append("locator" if tokens[-1] in _LOCATORS else
                     "place" if set(tokens) & _PLACES else "id")
    if len(names) > 3:
        return False
    if "locator" in kinds and "id" in kinds:
        return kinds.count("id") == 1  # `content_id` or `url`; two ids beside a URL are filters
    return kinds.count("place") >= 2 and "id" not in kinds


# Words that present the inputs as ways to call the tool, or rank them: "Two modes", "either
# way", "preferred", "takes precedence", "两种模式", "传 file_path 优先", "任选其一".
_WAYS = re.compile(r"\b(?:two|three|both|several|different|alternative) (?:modes|ways|options|forms|"
                   r"methods)\b|\bmodes?\s*:|\bpreferred\b|\bprefer\b|\btakes? (?:precedence|priority)\b|"
                   r"\bwins\b|\boverrides?\b|\bin that order\b|"
                   r"[两二三多几]种(?:模式|方式|用法|调用方式)|模式[:：]|方式[:：]|优先|其一|之一|任选", re.I)


def _ways_stated(description: str, targets: list[str]) -> bool:
    """Does the tool's description present the targets as its ways to be called, naming at least
    two of them beside a word that makes them modes or ranks them ("Two modes (file_path
    preferred): - file_path … - paper_id + filename …")? An Args list that only describes each
    one says nothing about giving one of them."""
    if not description:
        return False
    named = [n for n in targets if re.search(r"(?<![A-Za-z0-9_])" + re.escape(n) + r"(?![A-Za-z0-9_])",
                                             description)]
    return len(named) >= 2 and _WAYS.search(description) is not None


def _empty_default(sub: Mapping[str, Any]) -> bool:
    """No default, or one that is no value (`""`, null, `[]`, `{}`)."""
    return "default" not in sub or sub["default"] in ("", None, [], {})


def _targets(tool: Tool, props: Mapping[str, Any]) -> list[str]:
    out = []
    for name, sub in props.items():
        if not isinstance(name, str) or not isinstance(sub, Mapping):
            continue
        tokens = split_name(name)
        if not tokens or tokens[-1] not in _TARGET_LAST or not _empty_default(sub) \
                or has_any(sub, "enum", "const") or makes_its_subject(tool, name):
            continue
        out.append(name)
    return out


@rule("required-alternatives-unstated", category="cross-field", severity="warning",
      summary="Nothing is required and the tool takes its target in two or more ways (`content_id` "
              "or `url`), yet no text says that one of them must be given: the schema accepts "
              "`{}`, a call that cannot work.",
      bad=Example.of(name="video_get_detail", description="Returns the title, author and stats of a video.",
                     properties={"video_id": {"type": "string", "default": ""},
                                 "url": {"type": "string", "default": ""}}),
      good=(Example.of(name="video_get_detail", description="Returns the title, author and stats of a "
                                                            "video. Give video_id or url (one is needed).",
                       properties={"video_id": {"type": "string"}, "url": {"type": "string"}}),
            Example.of(name="video_search", description="Searches videos; every filter is optional.",
                       properties={"channel_id": {"type": "string"}, "tag_code": {"type": "string"}}),
            Example.of(name="video_get_detail", description="Returns the stats of a video.",
                       parameters={"type": "object", "properties": {
                           "video_id": {"type": "string"}, "url": {"type": "string"}},
                           "anyOf": [{"required": ["video_id"]}, {"required": ["url"]}]})),
      rationale="Each alternative alone is optional, so no `required` entry is wrong; what is "
                "missing is the sentence that one of them is needed, and the executor's check "
                "that rejects a call with neither and names the fields. An `anyOf` of `required` "
                "sets states it for validators that read the root, but OpenAI and Anthropic "
                "reject composition keywords there, so the sentence comes first.")
def check_required_alternatives(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or ctx.dispatch_node is not None:
        return
    schema = root.schema
    if schema.get("required") or has_any(schema, "anyOf", "oneOf", "allOf", "if", "not",
                                          "dependentRequired", "dependencies", "minProperties"):
        return
    if set(ctx.name_tokens) & _OPEN_VERBS or (ctx.name_verb.verb or "") in _OPEN_VERBS:
        return
    props = declared(schema)
    if any(isinstance(n, str) and snake_name(n) in lx.ACTION_PARAM_NAMES and isinstance(sub, Mapping)
           and has_any(sub, "enum", "default") for n, sub in props.items()):
        return  # a mode switch (`mode: list|add|move`): each mode takes its own fields
    targets = _targets(tool, props)
    if len(targets) < 2 or not _one_target(targets):
        return
    if any(has_alternative(ctx, name, props) for name in targets):
        return  # a text relates them ("the page id or its URL"): prose-field-relation's
    if _ways_stated(ctx.description, targets):
        return  # "Two modes (file_path first): - file_path: … - paper_id + filename: …"
    names = ", ".join(f"`{n}`" for n in targets[:-1]) + f" or `{targets[-1]}`"
    yield Hit("", f"Nothing is required, so `{{}}` is a valid call of {tool.name!r}, yet it needs "
                  f"its target as {names}, and no text says that one of them must be given: say so "
                  "in the description (which to prefer when both are known), and have the executor "
                  "reject a call with neither, naming the fields.")

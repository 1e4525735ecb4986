"""Type rules: counts, flags and measurements typed as strings, counts typed as numbers,
parameters without a type, and objects without properties.

Decisions:
- A count (`page`, `limit`, `page_size`, `num_results`, 件数) is an integer; a number of whole
  days, nights or guests too. A measurement (`temperature`, `latitude`, 温度) is a number; money
  is left out on purpose, because decimal strings are a common, deliberate choice for amounts.
- A yes/no flag is `is_*`/`has_*`/`enable_*` or an enum of "true"/"false".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import count_like, has_any, noted
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import contains_any, split_name


def _typed(schema: Mapping[str, Any]) -> bool:
    return has_any(schema, "type", "enum", "const", "$ref", "anyOf", "oneOf", "allOf", "not",
                   "properties", "items", "prefixItems", "$dynamicRef")


# A number of whole time units or people (`days`, `nights`, `guests`, 天数): a count even though
# `count_like` leaves durations to the range rules. Plural only: `day`/`month` may be "monday".
_UNITS_COUNTED = frozenset({"days", "nights", "weeks", "months", "years", "guests", "adults",
                            "children", "passengers", "travelers", "travellers", "attendees"})
_UNITS_COUNTED_ZH = ("天数", "晚数", "人数", "周数", "月数", "年数")


def _counted_units(name: str | None) -> bool:
    t = split_name(name)
    return bool(t) and (t[-1] in _UNITS_COUNTED
                        or contains_any(name or "", _UNITS_COUNTED_ZH))


_BOOL_FIRST = frozenset({"is", "has", "enable", "enabled", "disable", "disabled", "should",
                         "allow", "can", "use"})
_ESCAPED = frozenset({"id", "from", "in", "for", "type", "class", "import", "global", "def",
                      "return", "lambda", "with", "as", "format", "filter", "list", "object"})
_BOOL_STRINGS = frozenset({"true", "false", "yes", "no"})


def _bool_like(name: str | None, schema: Mapping[str, Any]) -> bool:
    t = split_name(name)
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return all(isinstance(v, str) and v.lower() in _BOOL_STRINGS for v in enum)
    # `is_id`, `is_from`: dataset escapes of the names `id` / `from`, not flags (ToolBench)
    return len(t) > 1 and t[0] in _BOOL_FIRST and not (len(t) == 2 and t[1] in _ESCAPED)


# Physical measurements (`target_temperature`, `latitude`, 温度): a number with a unit. Money
# is left out on purpose: decimal strings are a common, deliberate choice for amounts.
_MEASURES = frozenset({"temperature", "humidity", "latitude", "longitude", "altitude",
                       "elevation", "celsius", "fahrenheit", "percentage", "weight", "height",
                       "width", "depth", "radius", "distance"})
_MEASURES_ZH = ("温度", "湿度", "纬度", "经度", "海拔", "重量", "体重", "身高", "半径", "距离", "百分比")


# The description must read as one number (a digit or a unit), not as choices ("'brief' or
# 'detailed'") or a list ("comma separated", 多个).
_NUMERIC_HINT = re.compile(r"\d|°|degrees?|celsius|fahrenheit|met(?:er|re)s?\b|\bkm\b|\bkg\b|"
                           r"percent|摄氏|华氏|度|米|公斤|千克", re.I)
_LIST_HINT = re.compile(r"comma|separated|multiple|list of|逗号|多个|分隔", re.I)


def _measure_like(node: SchemaNode) -> bool:
    t = split_name(node.name)
    if not t or "pattern" in node.schema or "format" in node.schema:
        return False  # a pattern/format makes the text form deliberate ("72F", "5km")
    if not (t[-1] in _MEASURES or contains_any(node.name or "", _MEASURES_ZH)):
        return False
    desc = node.schema.get("description")
    return not isinstance(desc, str) or (bool(_NUMERIC_HINT.search(desc))
                                         and not _LIST_HINT.search(desc))


@rule("type-string-for-number", category="type", severity="warning",
      summary="Give counts, pages, limits, offsets, sizes and day/night/guest counts `type: "
              "integer` (with bounds), and measurements (temperature, latitude, weight, 温度) "
              "`type: number` with bounds, not a string the executor must parse.",
      bad=Example.of(properties={"page": {"type": "string", "description": "页码"}}),
      good=Example.of(properties={"page": {"type": "integer", "minimum": 1,
                                           "description": "页码，从 1 开始。"}}),
      rationale="`page` as a string reached SQL as `WHERE page 1` because nobody parsed it; a "
                "temperature typed as string arrives as \"20度\".")
def check_string_for_number(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.non_null_types == ("string",) and "enum" not in node.schema \
                and (count_like(node.name) or _counted_units(node.name)) and "type" in node.schema:
            t = node.schema["type"]
            new = "integer" if t == "string" else [("integer" if x == "string" else x) for x in t]
            yield Hit(node.pointer, f"`{node.name}` is a count: make it `type: integer` with "
                                    f"`minimum` (and `maximum`) instead of a string.",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))
        elif node.non_null_types == ("string",) and "enum" not in node.schema \
                and "type" in node.schema and _measure_like(node):
            t = node.schema["type"]
            new = "number" if t == "string" else [("number" if x == "string" else x) for x in t]
            yield Hit(node.pointer, f"`{node.name}` is a measurement: make it `type: number` with "
                                    "its unit in the description and `minimum`/`maximum`, "
                                    "instead of a string (\"20度\", \"about 20\").",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))


@rule("type-string-for-boolean", category="type", severity="warning",
      summary="A yes/no flag (`is_*`, `has_*`, `enable_*`, or an enum of \"true\"/\"false\") "
              "should be `type: boolean`.",
      bad=Example.of(properties={"is_urgent": {"type": "string", "enum": ["true", "false"]}}),
      good=Example.of(properties={"is_urgent": {"type": "boolean",
                                                "description": "Whether to page the on-call now."}}))
def check_string_for_boolean(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.non_null_types == ("string",) and "type" in node.schema \
                and _bool_like(node.name, node.schema):
            fix: list[dict[str, Any]] = [{"op": "replace", "path": join(node.pointer, "type"),
                                          "value": "boolean"}]
            if "enum" in node.schema:
                fix.append({"op": "remove", "path": join(node.pointer, "enum")})
            yield Hit(node.pointer, f"`{node.name}` is a yes/no flag: make it `type: boolean`.",
                      fix=tuple(fix))


@rule("type-number-for-integer", category="type", severity="warning",
      summary="A count (count, page, quantity, 件数...) is a whole number: use `type: integer`.",
      bad=Example.of(properties={"quantity": {"type": "number"}}),
      good=Example.of(properties={"quantity": {"type": "integer", "minimum": 1, "maximum": 99}}))
def check_number_for_integer(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        t = node.schema.get("type")
        if node.non_null_types == ("number",) and count_like(node.name) and t is not None:
            new = "integer" if t == "number" else [("integer" if x == "number" else x) for x in t]
            yield Hit(node.pointer, f"`{node.name}` counts things: use `type: integer`, so 2.5 "
                                    "is rejected.",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))


@rule("type-missing", category="type", severity="warning",
      summary="Every parameter needs a `type` (or `enum`/`const`/composition): `{}` accepts "
              "anything and tells the model nothing.",
      bad=Example.of(properties={"payload": {}}),
      good=Example.of(properties={"note": {"type": "string", "maxLength": 500,
                                           "description": "Free-text note."}}))
def check_type_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if not _typed(node.schema) and not noted(tool, node.pointer):
            yield Hit(node.pointer, f"`{node.name}` has no type: declare `type` (and its "
                                    "structure) so the model knows what to send.")


@rule("type-untyped-object", category="type", severity="warning",
      summary="An `object` without `properties` is an untyped payload: declare its properties "
              "(or `additionalProperties: {type: ...}` for a map), or split the tool.",
      bad=Example.of(properties={"payload": {"type": "object"}}),
      good=Example.of(properties={"address": {"type": "object", "properties": {"city": {"type": "string"}},
                                              "required": ["city"], "additionalProperties": False}}),
      rationale="`payload` loses its structure; the executor guesses the business.")
def check_untyped_object(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.nodes:
        if node.via not in ("properties", "items") or node.non_null_types != ("object",):
            continue
        s = node.schema
        ap = s.get("additionalProperties")
        if s.get("properties") or isinstance(ap, dict) or has_any(
                s, "patternProperties", "$ref", "anyOf", "oneOf", "allOf", "propertyNames",
                "unevaluatedProperties", "if") or ap is False:
            continue
        what = f"`{node.name}`" if node.name else "The array items"
        yield Hit(node.pointer, f"{what} is an object with no declared properties: list its "
                                "properties (with `additionalProperties: false`) or, for a "
                                "free map, give `additionalProperties` a value schema.")


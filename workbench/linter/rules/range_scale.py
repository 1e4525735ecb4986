"""`range`: declared bounds that cannot be the parameter's own (range-missing, in bounds.py,
reports bounds that are absent).

Decisions:
- A latitude lies in -90..90 whatever the convention: a `latitude` declared up to 180 has the
  bounds of a longitude (often swapped with its `longitude` sibling, which then allows only
  -90..90). The fix writes the latitude's own bounds; a longitude narrower than -180..180 is a
  region only the author knows, so it is reported (in words) only when its latitude sibling has
  the longitude's bounds, the sign of a swap.
- A value the text calls a decimal fraction ("as a decimal, e.g. 0.15 for 15%", "用小数表示，
  0.15 表示 15%", "a fraction between 0 and 1") with a `maximum` above 1 admits 15 (1500%) or
  100: the bound is on the percentage scale. Said in words: which scale the executor takes is the
  author's to choose.
- A percentage of a whole ("占额定转速的百分比", "percentage of the tank's capacity") is at most
  100: a `maximum` above it admits an impossible share. Said in words, no patch: the author may
  mean another scale (per mille). A change in percent ("growth", "涨跌") or a text allowing more
  than 100% is no share.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import description_of
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

_LAT = frozenset({"lat", "latitude"})
_LNG = frozenset({"lng", "lon", "long", "longitude"})

# "0.15 = 15%", "0.15 for 15%", "0.15 表示减免 15%", "as a decimal", "用小数表示", "介于 0 和 1 之间的小数"
_FRACTION = re.compile(
    r"\b0?\.(\d{1,3})\s*(?:=|means|for|is|represents|表示|即|代表)\s*(?:[^\d\s]{1,4}\s*)?(\d{1,3})\s*%"
    r"|\bas an? (?:decimal|fraction)\b|\ba (?:decimal )?fraction (?:between|from) 0(?:\.0)? "
    r"(?:and|to) 1\b|用小数(?:表示|形式)|小数形式|0\s*(?:到|至|~|-)\s*1\s*之间的小数", re.I)


# A percentage of a whole ("目标转速占额定转速的百分比", "share of the total in percent",
# "percentage of the tank's capacity"): at most 100 by meaning. Not a change ("growth in
# percent"), nor a text that allows more ("may exceed 100%", "可超过 100%").
_SHARE_PERCENT = re.compile(
    r"占[^。；;，,]{0,20}?(?:的)?(?:百分比|百分数|比例|%)|"
    r"\b(?:share|proportion|fraction)\s+of\s+(?:the\s+|its\s+)?[\w' -]{1,30}?\b(?:in|as\s+a)\s+"
    r"(?:percent|percentage)\b|"
    r"\b(?:percent(?:age)?|%)\s+of\s+(?:[\w'’]+\s+){0,3}?(?:total|whole|capacity|maximum|max|full)\b",
    re.I)
_ABOVE_100 = re.compile(r"(?:exceed|above|over|more\s+than|beyond)\s+100\s*%|超过\s*100\s*%|大于\s*100\s*%|"
                        r"\b(?:growth|change|increase|decrease)\b|增长|变化|涨跌", re.I)


def _says_share(desc: str) -> str | None:
    m = _SHARE_PERCENT.search(desc)
    return None if m is None or _ABOVE_100.search(desc) else m.group(0).strip()


def _bounds(node: SchemaNode) -> tuple[float | None, float | None]:
    s = node.schema

    def num(key: str) -> float | None:
        v = s.get(key)
        return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None

    return num("minimum"), num("maximum")


def _axis(node: SchemaNode) -> str | None:
    t = split_name(node.name)
    if not t or ("number" not in node.non_null_types and "integer" not in node.non_null_types):
        return None
    return "lat" if t[-1] in _LAT else "lng" if t[-1] in _LNG else None


def _says_fraction(desc: str) -> str | None:
    m = _FRACTION.search(desc)
    if m is None:
        return None
    if m.group(1) is not None and int(m.group(1).ljust(2, "0")[:2]) != int(m.group(2)):
        return None  # "0.5 = 20%": not the same number on two scales
    return m.group(0).strip()


@rule("range-outside-meaning", category="range", severity="warning",
      summary="Declared bounds that the value's own meaning rules out: a latitude up to 180 (the "
              "bounds of a longitude), a decimal fraction with a maximum of 100.",
      bad=[Example.of(properties={"latitude": {"type": "number", "minimum": -180, "maximum": 180,
                                               "description": "Latitude, WGS84."}}),
           Example.of(name="billing_set_discount", properties={"discount_rate": {
               "type": "number", "minimum": 0, "maximum": 100,
               "description": "Discount as a decimal, e.g. 0.15 for 15%."}})],
      good=[Example.of(properties={"latitude": {"type": "number", "minimum": -90, "maximum": 90,
                                                "description": "Latitude, WGS84."}}),
            Example.of(name="billing_set_discount", properties={"discount_pct": {
                "type": "number", "minimum": 0, "maximum": 100,
                "description": "Discount in percent, e.g. 15 for 15%."}})],
      rationale="A bound is a promise to the model about which values make sense; a latitude of "
                "120 or a discount rate of 15 (1500%) passes validation and reaches the "
                "executor. Latitude is -90..90 by definition (WGS84, https://epsg.io/4326).")
def check_range_outside_meaning(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    props = [n for n in ctx.index.properties() if n.via == "properties"]
    axes = {n.pointer: _axis(n) for n in props}
    for node in props:
        lo, hi = _bounds(node)
        if lo is None and hi is None:
            continue
        axis = axes[node.pointer]
        if axis == "lat" and ((lo is not None and lo < -90) or (hi is not None and hi > 90)):
            fix = tuple({"op": "replace", "path": join(node.pointer, k), "value": v}
                        for k, v, was in (("minimum", -90, lo), ("maximum", 90, hi))
                        if was is not None and (was < -90 or was > 90))
            got = " and ".join(f"`{k}: {v:g}`" for k, v in (("minimum", lo), ("maximum", hi))
                               if v is not None)
            yield Hit(node.pointer, f"`{node.name}` is a latitude, which lies in -90..90, but it "
                                    f"declares {got} (a longitude's bounds?): bound it to "
                                    "-90..90.", fix=fix)
            continue
        if axis == "lng" and lo is not None and hi is not None and (lo, hi) == (-90, 90):
            lats = [n for n in props if axes[n.pointer] == "lat" and _bounds(n) == (-180, 180)]
            if lats:
                yield Hit(node.pointer, f"`{node.name}` admits only -90..90 while `{lats[0].name}` "
                                        "admits -180..180: the bounds look swapped; a longitude "
                                        "lies in -180..180.")
            continue
        desc = description_of(node)
        if hi is not None and hi > 100 and desc and (said := _says_share(desc)):
            yield Hit(node.pointer, f"`{node.name}` is a percentage of a whole by its description "
                                    f"(\"{said}\"), which is at most 100, but `maximum: {hi:g}` "
                                    f"admits {hi:g}%: bound it to 100 (or say why more is possible).")
            continue
        if hi is not None and hi > 1 and desc and (said := _says_fraction(desc)):
            yield Hit(node.pointer, f"`{node.name}` is a decimal fraction by its description "
                                    f"(\"{said}\") but `maximum: {hi:g}` admits {hi:g} "
                                    f"({hi * 100:g}%): give the bound on the same scale "
                                    "(`maximum: 1`) or describe the value as a percentage.")

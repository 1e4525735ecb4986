"""`type`: two values packed into one string by a convention only the prose states.

A `location` string "格式为 “纬度,经度”" or "lng,lat" carries two numbers whose order,
separator and ranges nothing checks: a model that swaps them (the order differs between map
providers) or writes a full-width comma sends a valid string to a wrong place. Reviewers of real
map tools recorded exactly that as missed. `type-delimited-list` leaves such pairs alone on
purpose (a pair is no list); this rule says what a pair needs instead: a `pattern` for the
string the API takes, or two bounded `number` fields.

Silent when a `pattern` or `format` already fixes the string, for a list of points ("多个坐标",
"a list of lat,lng pairs": a list, `type-delimited-list`'s), and for a text that only mentions
coordinates without saying how they are written.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import description_of, has_any
from workbench.model import Tool
from workbench.text import split_name

_AXIS = r"(?:lng|lon|long|longitude|lat|latitude)"
# The written order of a pair: "lat,lng", "longitude, latitude", "纬度,经度", "经度，纬度".
_PAIR = re.compile(rf"\b{_AXIS}\s*[,，]\s*{_AXIS}\b|经度\s*[,，]\s*纬度|(?<!经)纬度\s*[,，]\s*经度", re.I)
# The pair said in words, then how it is written: "Latitude and longitude in decimal degrees
# separated by a comma, e.g. '46.5571,7.9856'", "纬度和经度，用英文逗号分隔". Both axes must be
# named, and a comma or a written pair (two decimals with a comma) must say it is one string.
_LAT_WORD = re.compile(r"\b(?:lat|latitude)\b|纬度", re.I)
_LNG_WORD = re.compile(r"\b(?:lng|lon|long|longitude)\b|经度", re.I)
_WRITTEN_PAIR = re.compile(r"separated\s+by\s+(?:a\s+)?comma|comma[\s-]separated|逗号(?:分隔|隔开)|"
                           r"(?<![\d.])-?\d{1,3}\.\d+\s*[,，]\s*-?\d{1,3}\.\d+(?!\d|\.\d)", re.I)


# "经度在前纬度在后", "longitude first": the order said outright, which the model follows
_ORDER_STATED = re.compile(r"[经纬]度在前|\b(?:lat|latitude|lng|lon|longitude)\s+(?:comes\s+)?first\b", re.I)


def _pair_in_words(desc: str) -> str | None:
    m = _WRITTEN_PAIR.search(desc)
    if m is None or _ORDER_STATED.search(desc):
        return None
    return m.group(0) if _LAT_WORD.search(desc) and _LNG_WORD.search(desc) else None


_MANY_POINTS = re.compile(r"\b(?:list|multiple|several|array|pairs|points|polygon|path|"
                          r"separated by [;|]|semicolon)\b|多个|多组|列表|多边形|路径|分号|[;；|]", re.I)


# Names of one point (`location`, `origin`, `center_coords`, 坐标): a `zoom` or `units` whose text
# mentions "lat, lng" in passing, or a `latitude` of its own, holds no pair.
_POINT_NAMES = frozenset({"location", "loc", "position", "pos", "center", "centre", "origin",
                          "destination", "coordinates", "coordinate", "coords", "coord", "point",
                          "latlng", "latlon", "lnglat", "geolocation", "geo", "departure",
                          "place", "start", "end", "from", "to", "near", "around"})
_POINT_NAMES_ZH = ("坐标", "位置", "起点", "终点", "中心", "经纬度")
# "an address or lat,lng", "地址或经纬度": the value may be text no pattern fits.
_OR_TEXT = re.compile(r"\baddress|\bplace name|\bcity\b|地址|地名|城市名|或", re.I)


def _names_a_point(name: str | None) -> bool:
    if not _POINT_NAMES.isdisjoint(split_name(name)):
        return True
    return not (name or "").isascii() and any(z in (name or "") for z in _POINT_NAMES_ZH)


@rule("type-coordinate-string", category="type", severity="warning",
      summary="A latitude/longitude pair packed into one string (\"lat,lng\", \"纬度,经度\") needs a "
              "`pattern` that fixes its order and separator, or two bounded `number` fields.",
      bad=[Example.of(name="geo_find_stations", properties={"location": {
               "type": "string", "description": "Where to search, as \"lat,lng\", e.g. 52.52,13.40."}}),
           Example.of(name="map_search_nearby", properties={"center": {
               "type": "string", "description": "中心点坐标，格式为“经度,纬度”。"}})],
      good=[Example.of(name="geo_find_stations", properties={"location": {
                "type": "string", "pattern": r"^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$",
                "description": "Where to search, as \"lat,lng\", e.g. 52.52,13.40."}}),
            Example.of(name="map_route_polyline", properties={"points": {
                "type": "string", "description": "多个坐标点，格式为“经度,纬度”，用分号分隔。"}})],
      rationale="Map providers disagree on the order (Google takes lat,lng; AMap and Baidu take "
                "lng,lat, https://lbs.amap.com/api/webservice/guide/api/search), so a pair the "
                "schema does not check is the commonest silent wrong call of a map tool. No fix: "
                "the pattern depends on the precision the API accepts.")
def check_coordinate_string(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.non_null_types != ("string",) or has_any(node.schema, "pattern", "format", "enum",
                                                         "const"):
            continue
        if not _names_a_point(node.name):
            continue
        desc = description_of(node)
        m = _PAIR.search(desc) if desc else None
        said = m.group(0) if m else _pair_in_words(desc) if desc else None
        if said is None or _MANY_POINTS.search(desc) or _OR_TEXT.search(desc):
            continue
        yield Hit(node.pointer, f"`{node.name}` packs two coordinates into one string "
                                f"(\"{said}\"): nothing checks their order, separator or "
                                "ranges; add a `pattern` for the form the API takes, or take "
                                "two `number` fields with `minimum`/`maximum`.")

"""The values a declared `enum` holds: unstable spellings (`enum-unstable-values`), values of the
wrong type, a nullable type whose enum lacks null, duplicates, and enums that hard-code live data
(`huge-enum`). Whether a free string should have had an `enum` at all is `enums.py`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.enum_spellings import MACHINE_VALUE, mixed_spellings
from workbench.linter.rules.param_facts import noted
from workbench.model import Tool
from workbench.schema.pointer import argument_steps, join
from workbench.schema.walk import SchemaNode
from workbench.text import CJK, mainly_chinese, split_name

# ============================================================================== enum values

_GENERATES_TEXT_ZH = re.compile(r"大模型|生成式|语言模型|改写|润色|风格|文案|话术|写作|续写")


_SECTION_NAMES = frozenset({("category",), ("categories",), ("tag",), ("tab",), ("section",),
                            ("channel",), ("board",), ("topic",), ("genre",), ("column",),
                            ("cuisine",), ("node",)})

_LATIN = re.compile(r"[A-Za-z]")


@rule("enum-unstable-values", category="enum", severity="warning",
      summary="Enum values are machine values: ASCII, no spaces, one spelling per meaning "
              "(`paid`, not `已支付`, `Paid` and `PAID` together).",
      bad=Example.of(properties={"status": {"type": "string",
                                            "enum": ["已支付", "Pending", "pending"]}}),
      good=Example.of(properties={"status": {"type": "string",
                                             "enum": ["pending", "paid", "cancelled"]}}),
      rationale="'Pending', '已支付' or '升序' are labels, not stable values. Localised words or case "
                "variants warn; display labels with spaces are info. An all-Chinese enum of a "
                "tool whose text is Chinese is info unless it is a status or state the backend "
                "stores (`status`: 待支付/已支付): a model reads and sends the tool's own words "
                "(numbers among them too: 2025, 2020年代).")
def check_enum_values(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.enum_nodes:  # a node without a list `enum` is skipped by each rule
        enum = node.schema.get("enum")
        if not isinstance(enum, list) or len(enum) > 500 or huge_reason(node):
            continue  # a data enum: huge-enum says what to do instead
        strs = [v for v in enum if isinstance(v, str)]
        if not strs:
            continue
        zh = [v for v in strs if CJK.search(v)]
        lowered: dict[str, list[str]] = {}
        for v in strs:
            lowered.setdefault(v.lower(), []).append(v)
        # short codes may differ by case on purpose (genotypes AA/Aa/aa, units mM/Mm)
        # ... and every value offered in several spellings (`Y`/`y`/`Yes`/`yes` of a
        # confirmation gate) is deliberate leniency, not a slip
        variants = [vs for vs in lowered.values() if len(set(vs)) > 1 and len(vs[0]) > 2] \
            if any(len(set(vs)) == 1 for vs in lowered.values()) else []
        respelled = [] if variants else _separator_variants(strs)
        # an all-Chinese enum of a Chinese text-generation tool (a style, a rewrite mode) is
        # words a model reads as written; a status or a record type a backend stores needs codes
        own_words = len(zh) == len(strs) and ctx.language == "zh" and bool(
            _GENERATES_TEXT_ZH.search(ctx.description))
        if zh and len(zh) * 2 >= len(strs) and len(strs) <= 50 and not own_words:
            # all-Chinese section names of an all-Chinese content tool (a recipe category, a
            # news tab) are the source's own labels, read as written: worth knowing, rarely
            # worth a mapping layer; a status or a record type a backend stores needs codes
            labels = len(zh) == len(strs) and ctx.language == "zh" \
                and split_name(node.name or "")[-1:] in _SECTION_NAMES
            # an all-Chinese enum of a Chinese tool (a level 入门/初级, a result 胜/负/和, a
            # period 上午/下午) is read and sent as written by a model that reads the tool's
            # language: reviewers of real Chinese servers judged it noise (3 of 3) and two blind
            # writers' clean Chinese tools used such enums (15 cases). A status or state the
            # backend stores and compares (待支付/已支付) is the one that needs codes.
            # The tool's own description decides the language here: a FastMCP schema's English
            # `title`s ("Delivery", "Post Price") do not make 包邮/无需邮寄 foreign to its reader.
            # Values without letters beside them (Douban's year tags 2025, 2020年代, 90年代)
            # are the same vocabulary: numbers need no translation.
            native = all(v in zh or not _LATIN.search(v) for v in strs) \
                and _chinese_tool(ctx) and not _stored_state(node)
            yield Hit(node.pointer, f"Enum values {zh[:4]} are localised words: use stable ASCII "
                                    "machine values and explain them in the description.",
                      severity="info" if labels or native else None)
        elif variants and (vocabularies := _two_vocabularies(strs)):
            # `AVG`/`SUM` beside `Average`/`Sum`: two vocabularies the service takes (CloudWatch's
            # Metrics Insights and GetMetricData names), combined on purpose; dropping one
            # spelling breaks the calls that use its set
            yield Hit(node.pointer, f"Enum joins two vocabularies ({', '.join(vocabularies[0][:3])}... "
                                    f"and {', '.join(vocabularies[1][:3])}...) that share "
                                    f"{variants[0]}: if the executor takes both, say in the "
                                    "description which set is for what; otherwise keep one.",
                      severity="info")
        elif variants:
            yield Hit(node.pointer, f"Enum has case variants of one value {variants[0]}: keep one "
                                    "spelling.")
        elif respelled:
            # `dewpoint_2m` beside `dew_point_2m`: one case, one separator, a word joined or split
            # (Open-Meteo takes both, a legacy alias); a slip changes case or separator
            # (`half_full`, `HALF-FULL`, `Half full`)
            alias = all(_one_convention(vs) for vs in respelled)
            yield Hit(node.pointer, f"Enum spells one value {len(respelled[0])} ways "
                                    f"({', '.join(repr(v) for v in respelled[0])}): "
                                    + ("if the service takes both, say which is the legacy alias; "
                                       "otherwise keep one spelling." if alias else
                                       "the executor stores one state under several values; "
                                       "keep one spelling."),
                      severity="info" if alias else None)
        elif (mixed := mixed_spellings(strs)) is not None:
            # protocol, product or platform names (`ICMPv6`, `MySQL`, `macOS` beside `any`,
            # `HTTPS`) are spelled as their owners spell them: a vendor's vocabulary, declared
            # in the enum the model picks from, not a slip between conventions
            yield Hit(node.pointer, f"Enum values are spelled {len(mixed)} ways "
                                    f"({', '.join(repr(v) for v in mixed)}): a model copying one "
                                    "spelling to another value sends a value the executor does "
                                    "not know; use one convention (e.g. snake_case).",
                      severity="info" if any(_BRAND_CASED.search(v) for v in strs) else None)
        else:
            spaced = [v for v in strs if " " in v.strip() or (v and not MACHINE_VALUE.match(v)
                                                              and not CJK.search(v))]
            if spaced and len(spaced) * 2 > len(strs) and len(strs) > 1:
                # words with sentence punctuation ("Flat tyre!", "Dirty / smells", "Warning light
                # (engine)") are text written for a person: certainly labels, so shown. Spaced
                # words alone ("Slow 3G", "iOS Simulator") are often the API's own preset names.
                worded = [v for v in spaced if " " in v.strip() and _WORD.search(v) and _PROSE_MARK.search(v)]
                yield Hit(node.pointer, f"Enum values like {(worded or spaced)[0]!r} look like display "
                                        "labels: prefer snake_case machine values"
                                        + (" and put the labels in the description." if worded else "."),
                          severity=None if worded else "info")


_STATE_WORDS = frozenset({"status", "state", "stage", "phase"})


# A name with an acronym run against lowercase, no separator: `MySQL`, `ICMPv6`, `PostgreSQL`,
# `macOS`, `iOS`, `GraphQL` (a slip between conventions is `PaidOut`, `IN_REVIEW`, `Open`).
_BRAND_CASED = re.compile(r"^[A-Za-z0-9]*(?:[a-z][A-Z]{2,}|[A-Z]{2,}[a-z])[A-Za-z0-9]*$")


def _chinese_tool(ctx: ToolContext) -> bool:
    """Is the tool read in Chinese: its texts, or its own description alone, mainly Chinese?"""
    return ctx.language == "zh" or mainly_chinese(ctx.description)


def _stored_state(node) -> bool:
    """Is the enum a record's status or state (`status`, `order_state`, "订单状态")?"""
    words = split_name(node.name or "")
    return (bool(words) and words[-1] in _STATE_WORDS) or "状态" in (node.name or "")


# Punctuation of text written for a person inside spaced words: an exclamation or question mark,
# a spaced slash, a bracketed aside ("Warning light (engine)"), an ellipsis. Not a value that is
# the mark itself (`!` of a punctuation choice), nor a spaced dash ("MV32 - LightModel": a name).
_PROSE_MARK = re.compile(r"[!?！？]|\s/\s|\s[(（][^)）]+[)）]|…|\.{3}")
_WORD = re.compile(r"[A-Za-z]{2,}")
_SEPARATORS = re.compile(r"[\s_\-]+")


def _two_vocabularies(values: list[str]) -> tuple[list[str], list[str]] | None:
    """Every value is either UPPER CASE or Capitalised, each set has 3 or more values and each
    holds a word the other lacks (`AVG` beside `Average`): two whole vocabularies, not slips."""
    upper = [v for v in values if v.isupper()]
    title = [v for v in values if v[:1].isupper() and not v.isupper()]
    if len(upper) + len(title) != len(values) or len(upper) < 3 or len(title) < 3:
        return None
    up, ti = {v.lower() for v in upper}, {v.lower() for v in title}
    return (upper, title) if up - ti and ti - up else None


def _separator_variants(values: list[str]) -> list[list[str]]:
    """Groups of values that are one word written with other separators or case (`half_full`,
    `HALF-FULL`, `Half full`), when the other values are each spelled once: one state stored
    under several values. Codes without letters (`1-2`/`12`) and short values are left out."""
    groups: dict[str, list[str]] = {}
    for v in values:
        # a leading '-' or '+' is a sign, not a separator: `-INF` and `INF` are two values
        sign = v.strip()[:1] if v.strip()[:1] in "-+" else ""
        key = sign + _SEPARATORS.sub("", v.strip().lower())
        if len(key) > 2 and any(c.isalpha() for c in key):
            groups.setdefault(key, []).append(v)
    found = [vs for vs in groups.values() if len(set(vs)) > 1]
    return found if found and len(found) < len(groups) else []


def _one_convention(values: list[str]) -> bool:
    """Do the spellings share one case and at most one separator character, differing only in
    where a word is split (`dewpoint_2m`, `dew_point_2m`)?"""
    cases = {(v.islower(), v.isupper()) for v in values}
    seps = {c for v in values for c in _SEPARATORS.findall(v)}
    return len(cases) == 1 and len(seps) <= 1


_PY_TYPE = {"string": (str,), "integer": (int,), "number": (int, float), "boolean": (bool,),
            "null": (type(None),), "array": (list,), "object": (dict,)}


def _matches(value: Any, types: tuple[str, ...]) -> bool:
    for t in types:
        if t in ("integer", "number") and isinstance(value, bool):
            continue
        if t == "integer" and isinstance(value, float) and value.is_integer():
            return True
        if isinstance(value, _PY_TYPE.get(t, ())):
            return True
    return False


@rule("enum-type-mismatch", category="enum", severity="error",
      summary="Every enum value must match the declared type (\"1\" is not an integer); a "
              "mismatching value can never be sent.",
      bad=Example.of(properties={"priority": {"type": "integer", "enum": ["1", "2", "3"]}}),
      good=Example.of(properties={"priority": {"type": "integer", "enum": [1, 2, 3]}}))
def check_enum_type(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.enum_nodes:  # a node without a list `enum` is skipped by each rule
        enum = node.schema.get("enum")
        t = node.schema.get("type")
        if not isinstance(enum, list) or t is None or noted(tool, node.pointer):
            continue
        types = (t,) if isinstance(t, str) else tuple(x for x in t if isinstance(x, str)) \
            if isinstance(t, list) else ()
        if not types or any(x not in _PY_TYPE for x in types):
            continue
        bad = [v for v in enum if not _matches(v, types) and not (v is None and "null" in types)]
        if bad and types == ("array",) and not any(isinstance(v, list) for v in enum):
            items = node.schema.get("items")
            fix = None
            if isinstance(items, dict) and "enum" not in items:
                fix = ({"op": "add", "path": join(node.pointer, "items", "enum"), "value": enum},
                       {"op": "remove", "path": join(node.pointer, "enum")})
            yield Hit(node.pointer, "The enum lists element values on the array itself, so no "
                                    "array can match: move it into `items`.", fix=fix)
        elif bad and not (len(bad) == 1 and bad[0] is None):
            yield Hit(node.pointer, f"Enum values {bad[:5]} are not of type {'/'.join(types)}: "
                                    "fix the values or the type.")


@rule("enum-null-missing", category="enum", severity="warning",
      summary="With `type: [T, \"null\"]` and an `enum`, add `null` to the enum: JSON Schema "
              "checks both, so null is otherwise rejected.",
      bad=Example.of(properties={"units": {"type": ["string", "null"],
                                           "enum": ["celsius", "fahrenheit"]}}),
      good=Example.of(properties={"units": {"type": ["string", "null"],
                                            "enum": ["celsius", "fahrenheit", None]}}),
      rationale="OpenAI's strict-mode documentation writes optional enums without null in the "
                "enum; a standard validator (and the executor) then rejects the null the "
                "description promises. Info on `strict: true` tools (the provider's own documented "
                "form), warning elsewhere.")
def check_enum_null(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.enum_nodes:  # a node without a list `enum` is skipped by each rule
        enum = node.schema.get("enum")
        t = node.schema.get("type")
        if isinstance(enum, list) and enum and isinstance(t, list) and "null" in t \
                and None not in enum:
            yield Hit(node.pointer, "The type allows null but the enum does not: add null to the "
                                    "enum, or null is rejected by validation.",
                      severity="info" if tool.strict else None,
                      fix=({"op": "add", "path": join(node.pointer, "enum", "-"), "value": None},))


@rule("enum-duplicate-values", category="enum", severity="warning",
      summary="Remove duplicate enum values (JSON Schema wants them unique; they hint at a "
              "copy-paste error).",
      bad=Example.of(properties={"status": {"type": "string", "enum": ["open", "closed", "open"]}}),
      good=Example.of(properties={"status": {"type": "string", "enum": ["open", "closed"]}}))
def check_enum_duplicates(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.enum_nodes:  # a node without a list `enum` is skipped by each rule
        enum = node.schema.get("enum")
        if not isinstance(enum, list) or len(enum) < 2:
            continue
        seen: set = set()
        dup_idx: list[int] = []
        for i, v in enumerate(enum):
            key = (type(v).__name__, v) if isinstance(v, (str, int, float, bool, type(None))) \
                else (type(v).__name__, repr(v))
            if key in seen:
                dup_idx.append(i)
            seen.add(key)
        if dup_idx:
            yield Hit(node.pointer, f"Enum repeats {[enum[i] for i in dup_idx][:5]}: keep each "
                                    "value once.",
                      fix=tuple({"op": "remove", "path": join(node.pointer, "enum", i)}
                                for i in reversed(dup_idx)))


# ============================================================================== huge-enum

_DYNAMIC_NAME = frozenset({"city", "cities", "product", "user", "username", "customer", "store",
                           "shop", "hotel", "restaurant", "airport", "employee", "sku",
                           "station", "address", "movie", "song", "artist", "stock",
                           "ticker", "symbol", "team", "player"})
# Fields naming people (`assignee`, `reviewer_username`): a list of more than a few of them is a
# copy of the staff directory, whatever their spelling (`a.nguyen` looks like a code).
_PEOPLE = frozenset({"assignee", "assignees", "owner", "reviewer", "reviewers", "approver",
                     "member", "members", "staff", "recipient", "recipients", "author", "agent",
                     "user", "users", "username", "employee", "employees", "attendee", "attendees"})


def _people(tokens: tuple[str, ...]) -> bool:
    t = tokens[:-1] if len(tokens) > 1 and tokens[-1] in ("id", "ids", "name", "names", "email") \
        else tokens
    return bool(t) and t[-1] in _PEOPLE


# Fields that name a kind among a fixed vocabulary (`category`, `genre`, `zone`): a few dozen
# values there, even words in Chinese, are the site's taxonomy, not records of live data.
_VOCABULARY_NAMES = frozenset({"category", "categories", "genre", "genres", "type", "types", "kind",
                               "kinds", "zone", "zones", "region", "regions", "area", "areas",
                               "tag", "tags", "class", "style", "language", "lang", "country",
                               "countries", "industry", "sector", "topic", "format"})


def _owning_property(pointer: str) -> str:
    """The property a branch or item node belongs to (`category` for
    `/properties/filters/properties/category/anyOf/0`), or ""."""
    return next((s for s in reversed(argument_steps(pointer, partial=True))
                 if isinstance(s, str) and s != "*"), "")


_ID_VALUE = re.compile(r"^[A-Za-z]{0,4}[-_]?\d{2,}$")
_PERSON = re.compile(r"^[A-Z][a-z]+ [A-Z][a-z]+$")
HUGE_ENUM = 50
DYNAMIC_ENUM = 20


def _dynamic_values(values: list) -> bool:
    strs = [v for v in values if isinstance(v, str)]
    if len(strs) < 3:
        return False
    dyn = sum(1 for v in strs if _ID_VALUE.match(v) or _PERSON.match(v) or CJK.search(v))
    return dyn * 2 >= len(strs)


@rule("huge-enum", category="huge-enum", severity="warning",
      summary="Do not hard-code dynamic data (cities, product ids, users) as an enum: add a "
              "search tool and take a stable id.",
      bad=Example.of(properties={"product_id": {"type": "string",
                                                "enum": ["p001", "p002", "p003", "..."]}}),
      good=Example.of(properties={"product_id": {"type": "string", "pattern": "^p[0-9]{3,}$",
                                                 "description": "Product id from `catalog_search_products`."}}),
      rationale="A city or product_id enum makes the schema a stale cache, grows the context and "
                f"changes with the data. Fires above {HUGE_ENUM} values (unless they are machine "
                f"identifiers of a stable vocabulary: service codes, API names), above "
                f"{DYNAMIC_ENUM} values that look like data, for an elided list (\"...\"), or for a "
                "data-named field with data-like values.")
def check_huge_enum(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.enum_nodes:  # a node without a list `enum` is skipped by each rule
        why = huge_reason(node)
        if not why:
            continue
        if _data_table(node):
            yield Hit(node.pointer, f"Enum with {why} of what looks like live data: replace it "
                                    "with a search/list tool and accept a stable id here.")
        else:
            # a long closed vocabulary (a game's champions, a catalogue of item ids): the enum
            # validates and a lookup adds a round trip; only its upkeep is worth knowing
            yield Hit(node.pointer, f"Enum with {why}: a closed list this long changes with "
                                    "each release of what it lists; keep it in step (or take "
                                    "the value from a list tool if it changes often).",
                      severity="info")


def huge_reason(node: SchemaNode) -> str | None:
    enum = node.schema.get("enum")
    if not isinstance(enum, list) or len(enum) < 3:
        return None
    n = len(enum)
    elided = any(isinstance(v, str) and v.strip() in ("...", "…", "etc", "等") for v in enum)
    t = split_name(node.name or _owning_property(node.pointer))
    data_name = bool(t) and (t[-1] in _DYNAMIC_NAME or (t[-1] in ("id", "ids", "name")
                                                          and len(t) > 1 and t[-2] in _DYNAMIC_NAME))
    dynamic = _dynamic_values(enum)
    if elided:
        return "an elided list"
    if t and t[-1] in _VOCABULARY_NAMES and n <= HUGE_ENUM and not _people(t):
        return None  # a site's genres or regions (豆瓣's 22 类型, 22 地区): a fixed taxonomy
    if (n > DYNAMIC_ENUM and dynamic) or (data_name and dynamic) or (
            n > HUGE_ENUM and not _identifiers(enum)) or (n > DYNAMIC_ENUM and _people(t)):
        return f"{n} values"
    return None


def _data_table(node: SchemaNode) -> bool:
    """Is the enum a copy of data that changes with the business or a slice of an open world
    set (staff, products, cities, airports: ids, person names or codes, a data-named field, an
    elided list), rather than a long closed vocabulary (a game's champion roster)?"""
    enum = node.schema.get("enum")
    values = enum if isinstance(enum, list) else []
    t = split_name(node.name)
    if any(isinstance(v, str) and v.strip() in ("...", "…", "etc", "等") for v in values):
        return True
    if _people(t) or _dynamic_values(values) or _PLACES.search(node.description):
        return True
    codes = sum(1 for v in values if isinstance(v, str) and _PLACE_CODE.match(v))
    if codes * 2 >= len(values):
        return True  # `PEK`, `LHR`: airport or station codes, a few of thousands
    return bool(t) and (t[-1] in _DYNAMIC_NAME or (t[-1] in ("id", "ids", "name") and len(t) > 1
                                                   and t[-2] in _DYNAMIC_NAME))


_PLACE_CODE = re.compile(r"^[A-Z]{3}$")
_PLACES = re.compile(r"\b(?:airports?|iata|cit(?:y|ies)|stations?|stores?|products?|sku)\b|机场|"
                     r"城市|车站|三字码|门店|商品", re.I)


# lower-case codes (`cvm`, `cloud-run`), API operation names (`DescribeInstances`), constants
# (`SMS_SEND`); not proper nouns (`Amsterdam`) or short upper-case codes (`PEK`: airports,
# which are data).
_IDENTIFIER = re.compile(r"^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$|^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$|"
                         r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")


def _identifiers(values: list) -> bool:
    """Machine identifiers of a stable vocabulary: a deliberate whitelist, however long, not a
    copy of live data."""
    strs = [v for v in values if isinstance(v, str)]
    return len(strs) == len(values) and all(_IDENTIFIER.match(v) for v in strs)

"""Enum rules: closed value sets without `enum`, unstable or mistyped values, null, duplicates,
and enums that hard-code live data (`huge-enum`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.enum_spellings import mixed_spellings
from workbench.linter.rules.param_facts import has_any, has_any_branch, instruction_text, noted, prose
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import CJK, split_name

# ============================================================================== enum

# Names whose values are a small, closed set (`sort_order`, `lang`, `status`).
_FINITE_LAST = frozenset({"status", "direction", "lang", "language", "locale", "currency",
                          "priority", "unit", "units", "gender", "mode", "level", "severity",
                          "visibility", "order", "sort"})
_FINITE_NAMES = frozenset({"sort_order", "order", "sort_direction", "sort_dir",
                           "log_level", "units", "unit", "lang", "language", "locale",
                           "currency", "status", "direction"})
# Weak names: a closed set only if the description lists the values.
_WEAK_LAST = frozenset({"type", "category", "kind", "format", "method", "state", "region",
                        "scope", "role", "period", "interval", "frequency", "tier", "plan",
                        "strategy", "algorithm", "action", "operation", "by"})
# A whole name that selects what the tool does (`action`, `operation`): the executor dispatches on a
# closed set of values, so a free string lets the model invent operations.
_DISPATCH_NAMES = frozenset({"action", "operation", "op", "operation_type", "action_type"})
_OPEN_HINTS = re.compile(r"\b(?:code|e\.g\.|for example|such as|any|ISO|BCP|IETF|RFC)\b|例如|比如|"
                         r"代码|编码", re.I)
# Words that make a value set open: a key of another field, a user-defined name, a free value.
_OPEN_SET = re.compile(r"\b(?:keys?\s+(?:of|in|from)|custom|user[- ]defined|arbitrary|any\s+\w+|"
                       r"octal|permissions?|name\s+of)\b|自定义|任意|权限|的键|中的键|[（(]\s*如", re.I)
# "the API action name, as in the official docs": a dispatch field of a generic API caller takes
# any operation of that API, an open set.
_API_NAME = re.compile(r"\bapi\b|\bofficial\b|\bdocumentation\b|\bdocs\b|官方|文档", re.I)
# Words that leave a listed set open: "Valid values include: a, b. For custom objects, use ...",
# "zh、en、ja 等", "a, b, c, etc.", "a, b…": the list names the usual values, not all of them.
_OPEN_LIST = re.compile(r"\b(?:custom|user[- ]defined|etc\b\.?|and\s+(?:so\s+on|more|others)|"
                        r"among\s+others)|\.\.\.|…|等(?![于同待级候])|其[他它]|自定义", re.I)


# Words that offer listed values as examples or advice, not as the whole set ("Valid values
# include", "such as", "recommended", "推荐取值", "常用", "例如"): an `enum` patch of them would
# reject the values the text leaves out, so the message names them in words only.
_EXAMPLE_LIST = re.compile(r"\b(?:(?:values?|options?|choices?|types?|formats?|languages?|ones?)\s+"
                           r"includ(?:e|es|ing)|includ(?:e|es|ing)\s*:|such\s+as|e\.g\.?|"
                           r"for\s+(?:example|instance)|recommended|suggested|commonly|"
                           r"common\s+values?|typical(?:ly)?|popular)\b|推荐|建议|常用|常见|例如|比如|"
                           r"诸如|典型", re.I)


def certain_values(text: str, values: tuple[Any, ...], others: tuple[str, ...], *,
                   machine: bool = True) -> bool:
    """Whether `values`, read from `text`, may become an `enum` patch: offered as the whole set
    (not examples or advice), in a text that names no other field (whose values they may be),
    and, with `machine`, two or more machine tokens (`_machine_values`)."""
    if (machine and not _machine_values(values)) or _EXAMPLE_LIST.search(text):
        return False
    listed = {str(v) for v in values}
    return not any(o not in listed and len(o) > 1 and re.search(
        rf"(?<![A-Za-z0-9_]){re.escape(o)}(?![A-Za-z0-9_])", text) for o in others)


def prose_values(node: SchemaNode) -> tuple[Any, ...] | None:
    for c in prose(node):
        if c.kind == "enum-values":
            return tuple(c.value)
    return None


def finite_by_name(node: SchemaNode) -> str | None:
    """"strong" when the name alone says the values are a closed set, "listed" when the
    description lists them for a weaker name, else None. Only string parameters without enum,
    const or pattern qualify (a pattern is a deliberate open set)."""
    if node.via != "properties" or node.non_null_types != ("string",) or has_any_branch(
            node.schema, "enum", "const", "pattern", "format", "$ref"):
        return None
    name = node.name or ""
    t = split_name(name)
    if not t:
        return None
    if "_".join(t) in _DISPATCH_NAMES and (_API_NAME.search(node.description) or instruction_text(node)):
        return None  # an API caller's operation name (any of that API's), or an instruction in words
    strong = name.lower() in _FINITE_NAMES or "_".join(t) in _DISPATCH_NAMES or (
        t[-1] in _FINITE_LAST and not (t[-1] in ("order", "sort") and len(t) > 1
                                        and t[-2] not in ("sort",)))
    if t[-1] in ("order", "sort") and len(t) == 1:
        strong = not re.search(r"\b(?:by|field|column)\b", node.description, re.I)
    if strong and t[-1] in ("lang", "language", "locale", "currency") \
            and _OPEN_HINTS.search(node.description) and prose_values(node) is None:
        strong = False  # "ISO 639-1 code, e.g. en": an open, standardised set; format/pattern
    if strong:
        return "strong"
    if (t[-1] in _WEAK_LAST or t[-1] in _FINITE_LAST) and prose_values(node):
        return "listed"
    return None


@rule("enum-missing", category="enum", severity="warning",
      summary="A parameter with a small closed set of values (sort order, status, language, "
              "unit, currency, mode, priority, the `action`/`operation` a tool dispatches on...) "
              "needs `enum` with stable machine values.",
      bad=Example.of(properties={"sort_order": {"type": "string", "description": "排序方向"}}),
      good=Example.of(properties={"sort_order": {"type": "string", "enum": ["asc", "desc"],
                                                 "description": "排序方向：asc 升序，desc 降序。"}}),
      rationale="Without enum the model sent asc, ascending, ASC and 升序, and a `lang` without a "
                "value range anything. A standardised code (\"currency code, e.g. EUR\") is an "
                "open set, unless a sibling of the same concept (`buy_currency` next to "
                "`sell_currency`) shows the tool accepts only a few values.")
def check_enum_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        why = finite_by_name(node)
        values = prose_values(node) if why else None
        twin = None if values else _sibling_enum(ctx, node)
        if twin:
            other, listed = twin
            yield Hit(node.pointer, f"`{other}` next to it takes one of {listed}, but "
                                    f"`{node.name}` is a free string: if it takes the same values, "
                                    "give it the same `enum`.")
            continue
        if why is None:
            continue
        if values:
            if open_list(node.description, values):
                continue  # "Valid values include: … For custom objects, use …": not all values
            certain = certain_values(node.description, values, ctx.sibling_names(node))
            # a nullable parameter keeps null among its values, or the enum rejects the default
            allowed = list(values) + ([None] if node.nullable else [])
            yield Hit(node.pointer, f"The description lists the values of `{node.name}`: declare "
                                    f"them as `enum` {list(values)}"
                                    + (" with `null`, which the schema allows" if node.nullable else "")
                                    + ("." if certain else " once you have checked them against "
                                       "what the executor accepts."),
                      fix=({"op": "add", "path": join(node.pointer, "enum"), "value": allowed},)
                      if certain else None)
        elif _OPEN_SET.search(node.description) \
                and "_".join(split_name(node.name)) not in _DISPATCH_NAMES:
            continue  # "Octal permission string", "环境名（如 production）": its own words say open
        elif not node.description and _open_in_tool_text(ctx, node):
            continue  # "- language：已知语种时指定（zh、en、ja 等）" in the tool text: an open set
        else:
            yield Hit(node.pointer, f"`{node.name}` takes one of a few values: declare them in "
                                    "`enum` (stable machine values) and say what each does.")


def open_list(text: str, values: tuple[Any, ...]) -> bool:
    """Whether `text` says its listed `values` are not all there is ("include … custom objects",
    "等", "etc.", "…"); a marker that is itself a listed value ('custom') does not count."""
    listed = {str(v).lower() for v in values}
    return any(m.group(0).lower().rstrip(".") not in listed for m in _OPEN_LIST.finditer(text))


def _open_in_tool_text(ctx: ToolContext, node: SchemaNode) -> bool:
    """Whether the tool description's sentences about this parameter give its values as an open
    set (examples, "等", "…") or as depending on something else: one enum would mislead."""
    from workbench.prose import mentions  # the rules load it; the engine need not

    return any(mentions(s, node.name or "") and (_OPEN_LIST.search(s) or _OPEN_HINTS.search(s))
               for s in ctx.description_sentences)


def _machine_values(values: tuple[Any, ...]) -> bool:
    """Values fit for an `enum` patch: two or more distinct machine tokens ("asc", "put",
    "service_role", "1"), not fragments of a sentence ("空", "则返回基本信息") or placeholders
    ("user:ID")."""
    strs = [str(v) for v in values]
    return len(strs) >= 2 and len(set(strs)) == len(strs) and all(
        _MACHINE.match(v) is not None and ":" not in v for v in strs)


def _sibling_enum(ctx: ToolContext, node: SchemaNode) -> tuple[str, list] | None:
    """(sibling name, its enum) when a sibling property of the same concept (`buy_currency` next
    to `sell_currency`, `source_lang` next to `target_lang`) declares an enum that this free
    string lacks: an open-looking name ("currency code, e.g. EUR") is then a closed set after all."""
    if node.via != "properties" or node.non_null_types != ("string",) or has_any(
            node.schema, "enum", "const", "pattern", "format", "$ref"):
        return None
    t = split_name(node.name)
    if len(t) < 2 or t[-1] not in _FINITE_LAST:
        return None
    parent = node.pointer.rsplit("/", 2)[0]
    for other in ctx.index.properties():
        if other is node or other.pointer.rsplit("/", 2)[0] != parent:
            continue
        ot = split_name(other.name)
        enum = other.schema.get("enum")
        if len(ot) >= 2 and ot[-1] == t[-1] and isinstance(enum, list) and len(enum) > 1:
            values = [v for v in enum if v is not None]
            if values and all(isinstance(v, str) for v in values):
                return other.name or "", values
    return None


_GENERATES_TEXT_ZH = re.compile(r"大模型|生成式|语言模型|改写|润色|风格|文案|话术|写作|续写")
# a comma only inside one quoted value ('Chinese,Yue'); unquoted lists are split on commas first
_MACHINE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:+\-/,]*$")


@rule("enum-unstable-values", category="enum", severity="warning",
      summary="Enum values are machine values: ASCII, no spaces, one spelling per meaning "
              "(`paid`, not `已支付`, `Paid` and `PAID` together).",
      bad=Example.of(properties={"status": {"type": "string",
                                            "enum": ["已支付", "Pending", "pending"]}}),
      good=Example.of(properties={"status": {"type": "string",
                                             "enum": ["pending", "paid", "cancelled"]}}),
      rationale="'Pending', '已支付' or '升序' are labels, not stable values. Localised words or case "
                "variants warn; display labels with spaces are info.")
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
        # an all-Chinese enum of a Chinese text-generation tool (a style, a rewrite mode) is
        # words a model reads as written; a status or a record type a backend stores needs codes
        own_words = len(zh) == len(strs) and ctx.language == "zh" and bool(
            _GENERATES_TEXT_ZH.search(ctx.description))
        if zh and len(zh) * 2 >= len(strs) and len(strs) <= 50 and not own_words:
            yield Hit(node.pointer, f"Enum values {zh[:4]} are localised words: use stable ASCII "
                                    "machine values and explain them in the description.")
        elif variants:
            yield Hit(node.pointer, f"Enum has case variants of one value {variants[0]}: keep one "
                                    "spelling.")
        elif (mixed := mixed_spellings(strs)) is not None:
            yield Hit(node.pointer, f"Enum values are spelled {len(mixed)} ways "
                                    f"({', '.join(repr(v) for v in mixed)}): a model copying one "
                                    "spelling to another value sends a value the executor does "
                                    "not know; use one convention (e.g. snake_case).")
        else:
            spaced = [v for v in strs if " " in v.strip() or (v and not _MACHINE.match(v)
                                                              and not CJK.search(v))]
            if spaced and len(spaced) * 2 > len(strs) and len(strs) > 1:
                yield Hit(node.pointer, f"Enum values like {spaced[0]!r} look like display labels: "
                                        "prefer snake_case machine values.", severity="info")


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
                           "station", "address", "item", "movie", "song", "artist", "stock",
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
        if why:
            yield Hit(node.pointer, f"Enum with {why} of what looks like live data: replace it "
                                    "with a search/list tool and accept a stable id here.")


def huge_reason(node: SchemaNode) -> str | None:
    enum = node.schema.get("enum")
    if not isinstance(enum, list) or len(enum) < 3:
        return None
    n = len(enum)
    elided = any(isinstance(v, str) and v.strip() in ("...", "…", "etc", "等") for v in enum)
    t = split_name(node.name)
    data_name = bool(t) and (t[-1] in _DYNAMIC_NAME or (t[-1] in ("id", "ids", "name")
                                                          and len(t) > 1 and t[-2] in _DYNAMIC_NAME))
    dynamic = _dynamic_values(enum)
    if elided:
        return "an elided list"
    if (n > DYNAMIC_ENUM and dynamic) or (data_name and dynamic) or (
            n > HUGE_ENUM and not _identifiers(enum)) or (n > DYNAMIC_ENUM and _people(t)):
        return f"{n} values"
    return None


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

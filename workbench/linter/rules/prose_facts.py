"""Facts the prose rule modules (`prose_rules.py`, `prose_relations.py`, `prose_contradictions.py`)
share: how a finding quotes the tool's words and finds the sentence it quotes, the names a tool's
texts may mention, whether a fix is safe for the providers the tool is checked against, which
fields of an object a sentence names, the value a condition tests, and the rules between fields
a tool's prose states with the object they live in (`prose_relations.py`, `prose_groups.py`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.model import ToolSet
from workbench.profiles import PROFILES, STRICT_PROFILE_BY_FORMAT, for_source
from workbench.prose import ProseConstraint, fields_named, named_parameters, subject
from workbench.schema.walk import SchemaNode
from workbench.text import CJK, singular, snake_name, split_name


def around(text: str, at: int, width: int = 70) -> str:
    """The sentence of `text` that holds position `at`, from its start, at most `width` long."""
    start = max(0, text.rfind(".", 0, at) + 1, text.rfind("。", 0, at) + 1, text.rfind("\n", 0, at) + 1)
    return text[start:start + width].strip()


def sentence_at(text: str, at: int) -> str:
    """The whole sentence (or clause up to ";") of `text` that holds position `at`."""
    start = max(text.rfind(c, 0, at) for c in ".;。；\n") + 1
    ends = [i for i in (text.find(c, at) for c in ".;。；\n") if i >= 0]
    return text[start:min(ends) if ends else len(text)]


def known_names(ctx: ToolContext) -> set[str]:
    """Every name the tool's schemas declare (any depth, `$defs` too), its enum values, its output
    fields, and the names of the set's tools and of their parameters: a text may name any of them."""
    out: set[str] = set()
    for node in ctx.index.nodes:
        if node.name:
            out.add(node.name)
        enum = node.schema.get("enum")
        if isinstance(enum, list):
            out.update(v for v in enum if isinstance(v, str))
    output = ctx.tool.output_schema
    if isinstance(output, dict):
        out.update(_property_names(output))
    return out


def _names_of(toolset: ToolSet) -> dict[str, str]:
    """The names of a set's tools and of all their properties, also by `name_key`."""
    names: dict[str, str] = {}
    for t in toolset:
        for name in (t.name, *_property_names(t.parameters)):
            names.setdefault(name_key(name), name)
            names.setdefault(name, name)
    return names



# once per set, held only through the tool pass (an lru_cache kept the last four sets, their
# tools and their packed-blob file, alive after the lint)
set_names: PerSet[dict[str, str]] = PerSet(_names_of)

def _property_names(schema: Any) -> set[str]:
    out: set[str] = set()
    stack = [schema]
    while stack:
        s = stack.pop()
        if isinstance(s, dict):
            props = s.get("properties")
            if isinstance(props, dict):
                out.update(k for k in props if isinstance(k, str))
            stack.extend(v for v in s.values() if isinstance(v, (dict, list)))
        elif isinstance(s, list):
            stack.extend(v for v in s if isinstance(v, (dict, list)))
    return out


def name_key(name: str) -> str:
    """`page_size`, `pageSize` and `pagesize` alike."""
    return snake_name(name).replace("_", "")


def quote(text: str, n: int = 80) -> str:
    """The tool's own words, on one line and at most `n` characters."""
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


# Keywords between fields: a provider that does not validate them rejects the whole tool
# (Gemini `parameters`, OpenAI strict) or drops them unread.
RELATION_KEYWORDS = frozenset({"dependentRequired", "dependencies", "if", "not", "oneOf", "anyOf", "allOf"})
_ROOT_COMPOSITION = frozenset({"if", "not", "oneOf", "anyOf", "allOf"})


def ties_fields(schema: Mapping[str, Any]) -> bool:
    """Whether an object already states a relation between its fields (a relation keyword, or
    `dependentSchemas`/`then`): a rule that asks for one has nothing to add there."""
    return any(k in schema for k in RELATION_KEYWORDS | {"dependentSchemas", "then"})
# The providers that read a tool of each envelope: an MCP server's tools reach any client's model.
_ENVELOPE_READERS = {"mcp": ("openai", "anthropic", "gemini"), "openai-chat": ("openai",),
                     "openai-responses": ("openai",), "openai-request": ("openai",),
                     "anthropic": ("anthropic",), "gemini": ("gemini",), "gemini-json": ("gemini",)}


def relation_portable(ctx: ToolContext, keyword: str, *, root: bool) -> bool:
    """Whether every profile the tool is checked against, and every provider its envelope
    reaches (`_ENVELOPE_READERS`), keeps `keyword` on an object: validates it or reads it as a
    hint, and accepts it at the root when `root`. OpenAI drops `dependentRequired`, Gemini
    rejects it, OpenAI and Anthropic reject composition at the root
    (https://ai.google.dev/gemini-api/docs/function-calling, `workbench/profiles.py`)."""
    fmt = ctx.tool.source_format
    readers = list(ctx.profiles) + [for_source(PROFILES[pid], fmt) for pid in
                                    _ENVELOPE_READERS.get(fmt if isinstance(fmt, str) else "", ())]
    if keyword == "dependencies":
        keyword = "dependentRequired"  # the same rule in draft-07's spelling (`dependency_keyword`)
    for p in readers:
        if p.status(keyword) not in ("validated", "decoding", "hint"):
            return False
        if root and keyword in _ROOT_COMPOSITION and p.root_composition_rejected:
            return False
    return True


def fix_allowed(ctx: ToolContext, keyword: str, value: Any = None, *, root: bool = False) -> bool:
    """Whether adding `keyword` (with `value`) keeps a tool that declares `strict: true` valid for
    its provider's strict mode: OpenAI strict rejects `format: uri`, `dependentRequired` and `if`,
    Anthropic strict rejects `maximum`. Such a fix would break the tool; the message still says
    what to consider. A keyword between fields must also be portable to the providers the tool's
    envelope reaches (`relation_portable`); other keywords are free on tools without the flag."""
    if keyword in RELATION_KEYWORDS and not relation_portable(ctx, keyword, root=root):
        return False
    tool = ctx.tool
    if tool.strict is not True or not isinstance(tool.source_format, str):
        return True
    for prefix, pid in STRICT_PROFILE_BY_FORMAT.items():
        if not tool.source_format.startswith(prefix):
            continue
        p = PROFILES[pid]
        if p.status(keyword) in ("rejected", "unknown"):
            return False
        if keyword == "format" and p.formats is not None and value not in p.formats:
            return False
    return True


def dependency_keyword(ctx: ToolContext) -> str:
    """The keyword that says "when A is given, B must be too" in the tool's declared dialect:
    `dependentRequired` (2019-09 and later, the default), `dependencies` in draft-04 to -07,
    where `dependentRequired` is an unknown keyword every validator ignores."""
    from workbench.schema.validate import schema_draft

    draft, _ = schema_draft(ctx.written_schema or ctx.schema)
    return "dependencies" if draft.startswith("draft-0") else "dependentRequired"


def strict_nullable(ctx: ToolContext, nodes: Sequence[SchemaNode]) -> bool:
    """The tool is strict (`strict: true`), or every one of these fields is required and
    nullable (the strict idiom): each call sends every field, null or a value, so presence
    keywords (`dependentRequired`, `required` sets) say nothing; the executor checks nulls."""
    return ctx.tool.strict is True or (bool(nodes) and all(n.required and n.nullable for n in nodes))


def fields_in(sentence: str, nodes: Sequence[SchemaNode], *, tails: bool = True) -> list[SchemaNode]:
    """The nodes (properties of one object) a sentence names: by name, by a Chinese word for the
    name, or by the Chinese subject of their description (`workbench.prose.fields_named`)."""
    by_name = {n.name: n for n in nodes if n.name}
    named = fields_named(sentence, [(name, n.description) for name, n in by_name.items()], tails=tails)
    return [by_name[name] for name in named]


_TEST_AFTER = r"\s*(?:为|是|=|等于|不为|非|选择|选)"


def fields_tested(condition: str, nodes: Sequence[SchemaNode]) -> list[SchemaNode]:
    """The nodes a condition tests: named ("payment_method is card"), or, in Chinese, by the
    subject of their description (or its tail) right before a test word or at the end
    ("支付方式为银行卡时", "未提供手机号时"). A subject inside a longer phrase
    ("操作知识库文档里的「知识库成员」类型协作者时") tests nothing."""
    out = []
    for node in fields_in(condition, nodes):
        if named_parameters(condition, [node.name or ""]):
            out.append(node)
            continue
        subj = subject(node.description)
        tails = [subj[i:] for i in range(len(subj) - 1)] if subj else []
        if any(re.search(re.escape(t) + r"(?:" + _TEST_AFTER + r"|\s*$)", condition) for t in tails):
            out.append(node)
    return out


# Names of the count a result sentence bounds ("returns up to 100"): `limit`, `page_size`,
# `max_results`; not `page` or `offset`, which say where, not how many.
_NOT_RESULT_COUNT = frozenset({"page", "pages", "offset", "skip", "index", "start", "retries",
                               "attempts", "no", "num"})


def counts_results(node: SchemaNode) -> bool:
    """An integer input that is the number of results a sentence about the output bounds."""
    from workbench.linter.rules.param_facts import count_like  # one reading of "count" names

    # `per_page`, `perPage` "Number of items to return per page (max 100)": a page size, the
    # count of results, though its last word is `page`
    tokens = split_name(node.name)
    return (bool({"integer", "number"} & set(node.non_null_types)) and count_like(node.name)
            and bool(tokens) and (tokens[-1] not in _NOT_RESULT_COUNT or tokens[-2:] == ("per", "page")))


_VALUE_TEST = re.compile(
    r"^\s*[`'\"“]?(?P<field>[A-Za-z_][\w.]*)[`'\"”]?\s*(?:is|equals|==?|为|是|等于|取值为|:)\s*[`'\"“]?"
    r"(?P<value>[\w.\-/:]+)[`'\"”]?", re.I)


def tested_value(condition: str, field: SchemaNode) -> Any:
    """The value `field` is compared with in a condition ("method is card", "action=getApp",
    "delivery 为 scheduled"): one of the field's enum values when the text names one, else None."""
    enum = field.schema.get("enum")
    if not isinstance(enum, list):
        return None
    m = _VALUE_TEST.match(condition)
    if m and m.group("field") == field.name:
        wanted = m.group("value").lower()
        for v in enum:
            if isinstance(v, (str, int)) and str(v).lower() == wanted:
                return v
    listed = [v for v in enum if isinstance(v, str) and len(v) >= 2
              and re.search(r"(?<![\w-])" + re.escape(v) + r"(?![\w-])", condition)]
    return listed[0] if len(listed) == 1 else None


def enum_values_named(text: str, field: SchemaNode) -> list[Any]:
    """The values of `field`'s enum that `text` names as whole words ("getApp/listAppVersions");
    a value inside a path or a file name (".next/") does not count."""
    enum = field.schema.get("enum")
    if not isinstance(enum, list):
        return []
    return [v for v in enum if isinstance(v, str) and len(v) >= 2
            and re.search(r"(?<![\w.-])" + re.escape(v) + r"(?![\w-])", text)]


# What a condition may say besides the values it tests: "getApp / listAppVersions 时",
# "for the drain operation", "action=create", "upload/download 操作时".
_CONDITION_FILLER = re.compile(r"[\s/,，、;；:：=()（）`'\"“”*]+|\b(?:and|or|the|an?|for|when|if|is|equals|"
                               r"actions?|operations?|modes?|commands?|types?|calls?|requests?|using|uses?|"
                               r"values?|parameters?|params?|fields?|set\s+to|selected|chosen)\b|"
                               r"和|及|或|与|时候?|的|操作|模式|类型|动作|调用|请求|下|仅|只有|在|为|是|等于", re.I)


def values_only(condition: str, field: SchemaNode, values: Sequence[Any]) -> bool:
    """Whether a condition says nothing but which values of `field` it holds for ("getApp /
    listAppVersions", "action=create", "drain operation"); "pod has multiple containers" says
    more: a state of the world the schema cannot see."""
    rest = condition
    for v in sorted((str(v) for v in values), key=len, reverse=True):
        rest = re.sub(r"(?<![\w.-])" + re.escape(v) + r"(?![\w-])", " ", rest)
    if field.name:
        rest = re.sub(r"(?<![\w.])" + re.escape(field.name) + r"(?!\w)", " ", rest)
        # the noun the field's own name gives its values: "station_based trips" of `trip_type`,
        # "card payments" of `payment_method`
        label = subject(field.description) if CJK.search(rest) else ""
        if label and len(label) >= 2:
            rest = rest.replace(label, " ")  # "箱型为 40RF" of `container_type`: "箱型：…"
        own = {t for t in split_name(field.name) if len(t) > 2}
        if own and rest.isascii():
            rest = re.sub(r"\b[A-Za-z]{3,}\b", lambda m: " " if singular(m.group(0).lower()) in own
                          else m.group(0), rest)
    return not _CONDITION_FILLER.sub("", rest).strip()


# ------------------------------------------------------------------ rules between fields

_COMPOSITION = ("oneOf", "anyOf", "allOf", "if", "dependentRequired", "dependentSchemas", "not")
STRICT_NOTE = "strict providers reject or ignore these keywords, so the executor checks it too"


def _composed(schema: Any) -> bool:
    return isinstance(schema, dict) and not schema.keys().isdisjoint(_COMPOSITION)


def fields_of(ctx: ToolContext, node: SchemaNode | None) -> tuple[SchemaNode | None, list[SchemaNode]]:
    """The object holding `node` (the root for None) and its properties."""
    parent = ctx.nodes_by_pointer.get(node.parent or "") if node is not None else ctx.index.root
    if parent is None:
        return None, []
    return parent, [n for n in ctx.index.nodes if n.parent == parent.pointer and n.via == "properties"
                    and n.name]


def stated_rules(ctx: ToolContext, kind: str) -> Iterator[tuple[SchemaNode | None, Any, bool, SchemaNode,
                                                           list[SchemaNode]]]:
    """The stated rules of one kind with the object they live in (the one holding the described
    field, the root for the tool description) and its fields; objects that already state a
    relation (`oneOf`, `if`, `dependentRequired`...) are left alone."""
    for node, c, from_tool in ctx.stated_constraints:
        if c.kind != kind:
            continue
        parent, fields = fields_of(ctx, None if from_tool else node)
        if parent is not None and not _composed(parent.schema):
            yield node, c, from_tool, parent, fields


def names_of(nodes: Sequence[SchemaNode]) -> str:
    """"`a`", "`a` and `b`", "`a`, `b` and `c`": field names for a message."""
    names = [f"`{n.name}`" for n in nodes]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# "up to 6 filters in each group", "每组最多 6 个条件": a count inside each element of a list, not the
# length of the list ("100 IDs per call", "1 to 50 per export", "每次最多 100 个" bound the list)
_PER_ELEMENT = re.compile(r"\b(?:in|for|within|inside)\s+each\s+(?!call|request|time|page|batch|query|run)\w+|"
                          r"\bper\s+(?:group|item|element|entry|set|object|filter|block|section)\b|"
                          r"每(?:个|组|项|条|一)(?!次|页|批|请求|调用)", re.I)


def per_element(c: ProseConstraint) -> bool:
    """Whether the number of `c` counts things inside each element ("up to 6 filters in each
    group", "每组最多 6 个条件"), read in the words right around the number."""
    value = c.value[-1] if isinstance(c.value, tuple) else c.value
    for m in re.finditer(r"(?<![\d.])" + re.escape(str(value)) + r"(?![\d.])", c.sentence):
        if _PER_ELEMENT.search(c.sentence[max(0, m.start() - 8):m.end() + 30]):
            return True
    return False


# "超出按 10", "values above 10 are clamped to 10", "larger values are capped": a value past the
# limit is cut down, not rejected, so a wider schema bound accepts what the executor takes
_CLAMPED = re.compile(r"\bclamp|\bcapped\b|\btruncat|\b(?:reduced|lowered|rounded\s+down)\s+to\b|"
                      r"超出(?:部分)?(?:按|取|截)|超过(?:的|部分)?(?:按|取|会被?截|截)|截断|"
                      r"按\s*\d+\s*(?:处理|计)", re.I)


_NUMBER_WRITTEN = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?")


def reconciled(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, from_tool: bool, have: Any) -> bool:
    """Whether the text itself explains the schema's other number: values past the prose limit
    are clamped ("超出按 10"), or the text states the schema's number as a limit of the same kind
    for another case ("zhihu 最多 10，web 最多 20" beside `maximum: 20`)."""
    text = c.sentence if from_tool else node.description
    if _CLAMPED.search(text):
        return True
    stated = c.value if isinstance(c.value, tuple) else (c.value,)
    if isinstance(have, (int, float)) and not isinstance(have, bool) and have not in stated and any(
            float(x.replace(",", "")) == float(have) for x in _NUMBER_WRITTEN.findall(c.sentence)):
        return True  # "Maximum 500MB (524288000 bytes)": the same limit in two units
    return any(n is node and other is not c and other.kind == c.kind and other.value == have
               for n, other, _ in ctx.stated_constraints)


# A value that spells a form, not a value: "YYYY-MM-DD", "HH:mm", "yyyy/MM/dd".
_FORM_TOKEN = re.compile(r"^(?:Y{2,4}|y{2,4}|M{1,2}|D{1,2}|d{1,2}|H{1,2}|h{1,2}|m{1,2}|s{1,2}|S{1,3})"
                         r"(?:[-/:.T ]+(?:Y{2,4}|y{2,4}|M{1,2}|D{1,2}|d{1,2}|H{1,2}|h{1,2}|m{1,2}|s{1,2}|S{1,3}))*$")
# Positions glossed in words: "0 表示第一个表格，1 表示第二个", "0 = the first table".
_ORDINAL = re.compile(r"第[一二三四五六七八九十\d]+|\b(?:first|second|third|1st|2nd|3rd)\b", re.I)
_POSITION_WORDS = frozenset({"index", "idx", "position", "pos", "offset", "row", "column", "col",
                             "page", "number", "no", "seq"})


def lists_examples_not_values(node: SchemaNode, c: ProseConstraint) -> bool:
    """Whether a value list read from prose is not the field's closed set: it names a form
    ("YYYY-MM-DD", "today" or a range), the schema already checks the field's form with a
    `pattern` or `format`, or it glosses positions of an index (0 = the first table, 1 = the
    second: tables 3 and on are valid too)."""
    if c.kind != "enum-values" or not isinstance(c.value, tuple):
        return False
    if any(isinstance(v, str) and _FORM_TOKEN.match(v) for v in c.value):
        return True
    if any(k in node.schema for k in ("pattern", "format")):
        return True
    ints = all(isinstance(v, int) and not isinstance(v, bool) for v in c.value)
    return ints and (bool(set(split_name(node.name or "")) & _POSITION_WORDS)
                     or _ORDINAL.search(c.sentence) is not None)


# "If more than 3 IDs are provided, only the first 3 are used", "如果超过 3 个": the number is a
# threshold of what happens past the limit, never a lower bound.
_PAST_THRESHOLD = re.compile(r"^\W*(?:if|when|whenever|once|should)\b[^,;]{0,40}?\b(?:more|greater|larger|longer|"
                             r"over|above|exceeds?|beyond)\b|^\W*(?:如果|若|当|假如)[^，,；;]{0,20}?(?:超过|多于|大于|超出)",
                             re.I)
_MIN_KINDS = frozenset({"minimum", "min-length", "min-items"})
# "如果群成员数量不超过1000，则直接一次性返回全部群成员", "If the list has at most 50 entries, all are
# returned": the number is the threshold of a branch (the other branch handles more), never a
# maximum of the value; "if more than N, an error is returned" states no such branch.
_WITHIN_THRESHOLD = re.compile(r"^\W*(?:if|when|whenever)\b[^,;.]{0,60}?\b(?:at\s+most|"
                               r"no\s+more\s+than|not\s+more\s+than|fewer\s+than|less\s+than|up\s+to|does\s+not\s+exceed|doesn't\s+exceed|"
                               r"under|below)\b|(?:如果|若|当|假如)[^，,；;。]{0,30}?(?:不超过|不多于|不大于|少于|小于|"
                               r"未超过|以内|以下)", re.I)
_MAX_KINDS = frozenset({"maximum", "max-length", "max-items"})
# "<=0 removes all elements", "0 or less means unlimited", "≤0 时删除全部", "小于0表示不限": a comparison
# that selects a special case with its own effect, not a bound on every value (the ordinary values
# lie outside it: `maximum: 0` would forbid every real id).
_SPECIAL_CASE = re.compile(
    r"(?:(?:<=|≤|<|>=|≥|>)\s*-?\d+(?:\.\d+)?|-?\d+(?:\.\d+)?\s+or\s+(?:less|lower|below|more|"
    r"greater|higher|above|fewer)|(?:小于|大于|不大于|不小于|小于等于|大于等于)\s*-?\d+(?:\.\d+)?|"
    r"-?\d+(?:\.\d+)?\s*(?:及|或)?(?:以下|以上))\s*"
    r"(?:(?:时|则|的话)\s*)?(?:means?\b|removes?\b|deletes?\b|disables?\b|clears?\b|resets?\b|"
    r"selects?\b|returns?\b|uses?\b|applies\b|targets?\b|turns?\s+off\b|is\s+treated\b|"
    r"表示|代表|删除|清除|禁用|关闭|不限|返回|使用|即)", re.I)
_LOWER_UPPER = (("minimum", "maximum"), ("exclusiveMinimum", "maximum"), ("minLength", "maxLength"),
                ("minItems", "maxItems"))


def no_valid_value(node: SchemaNode, c: ProseConstraint, missing: Sequence[tuple[str, Any]]) -> bool:
    """Whether adding `missing` would leave no valid value (a `minItems: 4` beside the schema's
    `maxItems: 3`), reads a lower bound from the threshold of an "if more than N" clause, or a
    bound from a comparison that selects a special case ("<=0 removes all elements")."""
    if c.kind in _MIN_KINDS and _PAST_THRESHOLD.search(c.sentence):
        return True
    if c.kind in _MAX_KINDS and _WITHIN_THRESHOLD.search(c.sentence):
        return True
    if _SPECIAL_CASE.search(c.sentence):
        return True
    have = {**{k: v for k, v in node.schema.items() if isinstance(k, str)}, **dict(missing)}
    for low, high in _LOWER_UPPER:
        lo, hi = have.get(low), have.get(high)
        if isinstance(lo, (int, float)) and isinstance(hi, (int, float)) and not isinstance(lo, bool) \
                and not isinstance(hi, bool) and lo > hi:
            return True
    return False

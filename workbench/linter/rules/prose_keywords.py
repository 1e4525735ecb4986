"""Which parameter a constraint stated in prose is about, and which schema keyword would state
it: whether an extracted constraint (`workbench.prose.extract`) is a statement about a parameter's
values (not behaviour, a result count, a free-text parameter's content, one alternative of several,
another field's values or an open list), and the (keyword, value) pairs that express it on that
parameter's type (`maximum`, `maxItems`, `maxLength`, `format`, `pattern`, `enum`...).
The `nl-constraint` rules in `prose_rules.py` ask here. No rule lives here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.rules.enums import finite_by_name, open_list
from workbench.linter.rules.param_facts import pattern_length
from workbench.linter.rules.prose_facts import counts_results, per_element
from workbench.linter.set_names import set_names
from workbench.model import ToolSet
from workbench.prose import ProseConstraint
from workbench.prose.named_lists import NAMED_HEAD
from workbench.prose.numbers import START_WORDS
from workbench.prose.scope import argument_of_another_call, entry_head, one_case_of_several
from workbench.schema.walk import SchemaNode
from workbench.text import snake_name, split_name

HARD_MODAL = re.compile(r"\b(?:must|shall|cannot|can't|may\s+not|should\s+not|required|"
                        r"not\s+exceed|at\s+most|at\s+least|no\s+more\s+than|no\s+less\s+than|"
                        r"max(?:imum)?|min(?:imum)?|capped\s+at|limited\s+to)\b|"
                        r"必须|不能|不得|不可|不超过|不少于|至少|最多|最大|最小|最长|最短|仅|只能|须|上限|"
                        r"(?<=[A-Za-z_])\s*(?:<=|≤)\s*\d", re.I)  # "prompt<=3000字": a rule written as a comparison
_PATTERN_FOR = {
    "HH:MM": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
    "HH:MM:SS": "^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
    "MM/DD/YYYY": "^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/[0-9]{4}$",
    "DD/MM/YYYY": "^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/[0-9]{4}$",
    "YYYY/MM/DD": "^[0-9]{4}/(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])$",
    "YYYYMMDD": "^[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$",
    "YYYYMMDDHHMM": "^[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])([01][0-9]|2[0-3])[0-5][0-9]$",
    "YYYYMMDDHHMMSS": "^[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])([01][0-9]|2[0-3])[0-5][0-9]"
                      "[0-5][0-9]$",
    "YYYY-MM-DD HH:MM:SS": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) "
                           "([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
    "YYYY-MM-DD HH:MM": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]$",
    "YYYY-MM-DDTHH:MM:SS": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T"
                           "([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
}

# Free-text parameters: a format or value list in their description describes the text's
# content ("supports `YYYY-MM-DD..YYYY-MM-DD` ranges"), not the parameter.
_FREE_TEXT = frozenset({"query", "q", "search", "text", "filter", "expression", "content", "body",
                        "message", "prompt", "input", "command", "code", "sql", "pattern", "regex",
                        "description", "notes", "instructions", "script", "template", "jql", "cql",
                        "format", "range", "period", "window", "layout", "value", "values", "params",
                        "config", "json", "data", "payload", "args", "arguments", "env", "formatter",
                        "fmt", "mask"})
NUMERIC = frozenset({"maximum", "minimum", "range", "max-items", "min-items", "max-length",
                     "min-length"})
NOT_A_LIMIT = ("condition", "example", "vague", "relative-time", "field-group")
DEFAULT_WORD = re.compile(r"\bdefaults?\b|\bby\s+default\b|默认", re.I)
# "YYYY-MM-DD or natural language", "IPv4 CIDR notation is also accepted": one accepted form of
# several, so the format would reject the others
_ALTERNATIVES = re.compile(r"\bor\b|或|\balso\b|\bas\s+well\b|也(?:可以|支持|接受|可)|亦可", re.I)
# Wording that makes a format a statement about the value ("格式为标准的 uuidv4", "is a UUID"),
# needed when the format word is also the parameter's own name ("持有相同 uuid 的请求")
_FORMAT_CLAIM = re.compile(r"format|格式|\bmust\b|\bshould\b|\bvalid\b|标准|\bstandard\b|"
                           r"\b(?:is|be)\s+an?\b|为|是", re.I)
_PACKED = re.compile(r"comma[\s-]separated|separated\s+by\s+(?:a\s+)?comma|(?:multiple|several)\b[^.;]{0,40}\b"
                     r"separated|逗号分隔|用?(?:英文)?逗号(?:隔开|分割)|多个[^。；]{0,20}(?:分隔|隔开)", re.I)
RANGE_WORD = re.compile(r"\brange\b|\.\.|范围|区间", re.I)
# One end of a range, which is one date ("Start of the time range (ISO 8601)", "range end",
# "查询时间范围的开始时间"): the format is that date's, not a range's
_RANGE_END = re.compile(r"\b(?:start|end|beginning|begin)\s+of\s+(?:the\s+|a\s+)?"
                        r"(?:time|date|query|search)?\s*"
                        r"range\b|\b(?:time|date)\s+range\s+(?:start|end)\b|"
                        r"(?:时间|日期)范围的?(?:开始|起始|结束|截止)(?:时间|日期)?|"
                        r"(?:时间|日期)范围的?(?:起点|终点)", re.I)
# "Page number, starting from 1", "0-based", "从 1 开始": where numbering starts, a minimum in any
# text that is the parameter's own entry
NUMBERING_START = re.compile(r"\b" + START_WORDS + r"[01]\b|\b[01][- ]based\b|从\s*[01]\s*(?:开始|起)", re.I)
# Words that stand for the field whose text they are in ("this or environment_name", "本字段或 name")
_THIS_FIELD = frozenset({"this", "this one", "this field", "this parameter", "it", "本字段", "此字段",
                         "本参数", "此参数", "该字段", "该参数", "此项", "本项"})
_NO_ENUM_LAST = frozenset({"id", "ids", "name", "names", "path", "url", "uri", "key", "token"})


def _opens_with(sentence: str, name: str | None) -> bool:
    """The sentence opens with the parameter's own name as its subject ("limit 默认 8、上限 20",
    "`limit` defaults to 10, max 50"): its numbers are that parameter's, default included."""
    return bool(name) and re.match(r"\W{0,3}" + re.escape(name or "") + r"`?\s*(?:[:：=]|默认|上限|最大|最多|"
                                   r"\bdefaults?\b|\bmax(?:imum)?\b|\bat most\b|\bup to\b)", sentence, re.I) is not None


def applies(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, from_tool: bool) -> bool:
    """Whether constraint `c` is a statement about this parameter's values."""
    own_entry = from_tool and (c.sentence in ctx.passage_of(node) or _opens_with(c.sentence, node.name))
    if from_tool and argument_of_another_call(ctx.description, c.sentence, node.name or "", ctx.tool.name):
        return False  # "roof(x,y,z, w,d, style, key) - style: flat|gable|hip": the code API's argument
    if c.kind in NUMERIC:
        if DEFAULT_WORD.search(c.sentence) and not own_entry:
            return False  # "returns at least 30 results per page by default": behaviour
        if "enum" in node.schema or "const" in node.schema:
            return False  # the value list already bounds it ("≤1 天不可用 86400" on a seconds enum)
        if c.mood == "output" and (from_tool or not counts_results(node)):
            return False  # "returns up to 5 routes" bounds the result, unless this is that count
        if "array" in node.non_null_types and per_element(c):
            return False  # "five groups with up to 6 filters in each group": not the list's length
        if about_a_part(node, c) or about_a_product(c):
            return False  # "- delete_blocks: delete 1–100 blocks": a limit of one kind of entry
    t_name = split_name(node.name)
    last = t_name[-1] if t_name else ""
    if c.kind in ("format", "timezone", "enum-values") and last in _FREE_TEXT \
            and not (c.kind == "enum-values" and last in _KIND_OF_VALUE and _named_head(c.sentence) == node.name):
        return False  # a free text; but "format=mp3/wav", "period 为 daily 或 weekly" name their values
    if c.kind == "format":
        if "enum" in node.schema or "const" in node.schema:
            return False
        if RANGE_WORD.search(c.sentence) and not _RANGE_END.search(c.sentence):
            return False  # "a date or a date range": the format would reject the range
        if _COMPOUND_FORM.search(c.sentence) and str(c.value) in ("uuid", "email", "uri"):
            return False  # "(default: filename-UUID)": a name with a UUID in it, no UUID
        if _ALTERNATIVES.search(c.sentence):
            return False  # "phone number or email address": one alternative of several
        if node.name and re.search(r"(?<![\w.])" + re.escape(node.name) + r"(?![\w.])", c.sentence) \
                and node.name.lower() == str(c.value).lower() and not _FORMAT_CLAIM.search(c.sentence):
            return False  # "持有相同 uuid 的请求" on `uuid`: the parameter's name, not a format
    if c.kind == "enum-values":
        head = _ASSIGNED_HEAD.match(c.sentence)
        if head and node.name and snake_name(head.group(1)) != snake_name(node.name):
            return False  # "totals = success/failure/total counts": what one value means
        if (named := _named_head(c.sentence)) and named != node.name and named in ctx.sibling_names(node):
            return False  # "mode 为 a 或 b" in this field's text: the values of `mode`
        if _led_by_another_key(ctx, node, c, from_tool):
            return False  # "可选 position 0=起端 1=末端" in `kind`'s text: the values of `position`
        # the whole description, not the evidence (a long coded list's evidence is cut with "…")
        if last in _NO_ENUM_LAST or open_list(c.sentence if from_tool else node.description, c.value):
            return False  # an id or name; or "'read', 'write', etc.": the usual values, not all
        siblings = {n.lower() for n in ctx.sibling_names(node)}
        fields = [v for v in c.value if str(v).lower() in siblings | {(node.name or "").lower()}]
        # "Create: this or environment_name": "this" is the field itself beside another field
        itself = [v for v in c.value if str(v).strip().lower() in _THIS_FIELD]
        if fields and len(fields) + len(itself) == len(c.value) and itself:
            return False
        if fields and (len(fields) >= 2 or len(fields) == len(c.value)):
            return False  # "at least one of 'mode', 'owner'": the other parameters, not values
            # (one value spelt like a field, "duplicate 重复" beside `duplicate`, is still a value)
        if any(set(c.value) <= set(e) for e in ctx.sibling_enums(node)):
            return False  # the values of another field ("either `page` or `data_source`")
        if not from_tool and _entry_of_a_part(node, c):
            return False  # "- status: one of open, closed" in an array's text: its items' field
        if not _VALUE_TRIGGER.search(c.sentence) and _listed_by_sibling(ctx, node, c.value):
            return False  # "the new string for `str_replace` or `insert` commands": `command`'s values
        if _PACKED.search(node.description):
            return False  # "several, separated by commas": a list in a string, not one value
        if _COMPOSITE_FORM.search(ctx.passage_of(node) if from_tool else node.description):
            return False  # "Use format: [direction:]<code>. Directions: inbound, outbound": one part's values
        if any(names_a_tool(ctx, str(v), c.sentence) for v in c.value):
            return False  # "通过 `get-station-code-by-names` 接口查询得到": where a value comes from
    return True


# A template of a value built from parts ("[direction:]<code>", "{bucket}/{key}", a JSON example
# "[{"name": ..., "type": ...}]"): a value list beside it names the values of one part.
_COMPOSITE_FORM = re.compile(r"<[a-z_]\w*>|\{[a-z_]\w*\}|\[[a-z_]\w*:\]|\[\s*\{\s*[\"']|\{\s*\"\w+\"\s*:", re.I)


# Words that offer a list as this field's values ("Valid values:", "one of", "可选值").
_VALUE_TRIGGER = re.compile(r"\b(?:valid|allowed|possible|supported|accepted|available)\s+(?:values?|options?)\b|"
                            r"\bone\s+of\b|\boptions?\s*[:：]|\bvalues?\s*[:：]|\bsupports?\s*[:：]|"
                            r"可选|取值|枚举|支持", re.I)


def _listed_by_sibling(ctx: ToolContext, node: SchemaNode, values: tuple) -> bool:
    """Does another field of the same object quote every one of `values` and more in its own
    description (`command`: "The commands to run: `view`, `create`, `str_replace`, ..."), so a
    sentence here naming some of them refers to that field's values? Two fields quoting the same
    set (`series_type_1`, `series_type_2`: "Supports: `open`, `high`, `low`, `close`") each take it."""
    if not values:
        return False
    for name, sub in ctx.sibling_properties(node).items():
        text = sub.get("description") if isinstance(sub, dict) and name != node.name else None
        if isinstance(text, str) and all(
                re.search(r"[`'\"“‘]" + re.escape(str(v)) + r"[`'\"”’]", text) for v in values) \
                and set(re.findall(r"[`'\"“‘]([\w.\-]{1,40})[`'\"”’]", text)) - {str(v) for v in values}:
            return True
    return False


# A format word glued into a compound form ("filename-UUID", "user_email-suffix", "url-slug"):
# the value holds one, it is not one.
_COMPOUND_FORM = re.compile(r"[A-Za-z]-(?:uuid|guid|email|url|uri)\b|\b(?:uuid|guid|email|url|uri)-[A-Za-z]",
                            re.I)
_ASSIGNED_HEAD = re.compile(r"^\s*([A-Za-z_]\w*)\s*=")
# Free-text last words that also name a kind of value ("format", "period"): a list that names the
# parameter as its head ("format=mp3/wav", "period 为 daily 或 weekly") gives its values.
_KIND_OF_VALUE = frozenset({"format", "fmt", "period", "layout", "range", "window"})


# An identifier right before a value list, maybe with ":" or "=" ("position 0=起端 1=末端",
# "normal_section_bearing_calculation_type: 1=同比例变化 2=轴力不变").
_KEY_BEFORE = re.compile(r"(?<![\w.])([A-Za-z_][A-Za-z0-9_]{2,60})\s*[:：=]?\s*[(（]?\s*$")


def _led_by_another_key(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, from_tool: bool) -> bool:
    """Is the value list introduced, in the text it was read from, by the name of another key: a
    property of this tool or an identifier (`snake_case`, `camelCase`) that is not this field's
    name nor one of the tool's enum values? Such a list glosses that key's codes (a sibling's, or
    a key inside an open `settings` object), not this field's values. A list led by this field's
    own name, by a plain word ("类型：0=起端 1=末端") or by a case the tool's values name ("For
    cable_element_length: 1=total, 2=increment") stays this field's."""
    text = ctx.passage_of(node) if from_tool else (node.description or "")
    head = c.sentence.strip()[:12].rstrip("…")
    at = text.find(head) if head else -1
    if at <= 0:
        return False
    m = _KEY_BEFORE.search(text[max(0, at - 70):at])
    if not m:
        return False
    key = m.group(1)
    if snake_name(key) == snake_name(node.name or ""):
        return False
    if key in {n.name for n in ctx.index.nodes if n.name}:
        return True
    if any(isinstance(v, list) and key in v for v in (n.schema.get("enum") for n in ctx.index.nodes)) \
            or any(n.schema.get("const") == key for n in ctx.index.nodes):
        return False  # "For cable_element_length: 1=total, 2=increment": a case, named by a value
    return "_" in key.strip("_") or re.search(r"[a-z][A-Z]", key) is not None


def _named_head(sentence: str) -> str | None:
    """The parameter name a value list opens with ("frequency 为 hourly、daily" -> frequency)."""
    m = NAMED_HEAD.match(sentence)
    return m.group("name") if m else None


def _vocabulary(schema: Any, out: set[str], depth: int = 0) -> set[str]:
    """The property names and string enum/const values found under `schema`."""
    if depth > 6:
        return out
    if isinstance(schema, dict):
        props = schema.get("properties")
        if isinstance(props, dict):
            out.update(k for k in props if isinstance(k, str))
        for key in ("enum", "const"):
            v = schema.get(key)
            for x in v if isinstance(v, list) else [v]:
                if isinstance(x, str):
                    out.add(x)
        for v in schema.values():
            if isinstance(v, (dict, list)):
                _vocabulary(v, out, depth + 1)
    elif isinstance(schema, list):
        for v in schema:
            _vocabulary(v, out, depth + 1)
    return out


def _entry_of_a_part(node: SchemaNode, c: ProseConstraint) -> bool:
    """Does the parameter's own description state `c` in a list entry led by one of its parts
    (a field of its items, a kind of entry), not by its own name?"""
    head = entry_head(node.description, c.sentence)
    return head is not None and head != node.name and head in _vocabulary(dict(node.schema), set())


# "page * perPage must not exceed 10000", "offset + limit ≤ 10000", "页码×每页条数不能超过 10000":
# the number caps a product or sum of two inputs, no one of them.
_PRODUCT = re.compile(r"(?<![\w\u4e00-\u9fff])[\w\u4e00-\u9fff]+\s*(?:\*|×|\bx\b|\+|·)\s*"
                      r"[\w\u4e00-\u9fff]+\s*(?:\)\s*)?"
                      r"(?:must|may|should|can|cannot|can't|is|are|<|≤|<=|不能|不得|不可|不超过|须|需|应)", re.I)


def about_a_product(c: ProseConstraint) -> bool:
    """Does the number of `c` cap a product or sum of inputs ("page * perPage must not exceed
    10000"), which no maximum on one of them states?"""
    n = c.value[0] if isinstance(c.value, tuple) and c.value else c.value
    at = re.search(rf"(?<!\w){re.escape(str(n).removesuffix('.0'))}(?!\d)", c.sentence)
    before = c.sentence[:at.start()] if at else c.sentence
    return _PRODUCT.search(before) is not None


# "Passengers aged 2-11", "2 至 11 岁的儿童人数", "Rooms of 20-40 square metres": the numbers
# measure an attribute of each thing counted (its age, its area), not how many there are.
_ATTRIBUTE_BEFORE = re.compile(r"\b(?:aged|ages|age|between\s+the\s+ages\s+of|weighing|measuring|"
                               r"sized)\s*(?:of\s+|from\s+|between\s+)?$|年龄\s*(?:在|为)?\s*$", re.I)
_ATTRIBUTE_AFTER = re.compile(r"\s*(?:years?[\s-]+old|year-olds?|months?[\s-]+old|years?\s+of\s+age|"
                              r"(?:square|sq\.?)\s*(?:metres|meters|feet|ft|m)|sqm|sqft|m²|㎡|kg\b|"
                              r"周?岁|个月大|平方米|平米|公斤|千克)", re.I)


def about_an_attribute(node: SchemaNode, c: ProseConstraint) -> bool:
    """Do the numbers of `c` measure an attribute of the things an integer count counts
    ("Passengers aged 2-11" on `children`, "20-40 平方米" on `rooms`), rather than the count?
    A parameter that names the attribute itself (`age`, `min_age`, `area`) keeps the range."""
    if node.non_null_types != ("integer",) or not isinstance(c.value, (tuple, int, float)):
        return False
    if {"age", "ages", "area", "weight", "size"} & set(split_name(node.name or "")):
        return False
    lo, hi = (c.value[0], c.value[-1]) if isinstance(c.value, tuple) and c.value else (c.value, c.value)
    for n in {lo, hi}:
        num = re.escape(str(n).removesuffix(".0"))
        for m in re.finditer(rf"(?<![\d.]){num}(?![\d.])", c.sentence):
            before = c.sentence[max(0, m.start() - 30):m.start()]
            if str(n) == str(lo) and _ATTRIBUTE_BEFORE.search(before):
                return True
            if str(n) == str(hi) and _ATTRIBUTE_AFTER.match(c.sentence, m.end()):
                return True
    return False


def about_a_part(node: SchemaNode, c: ProseConstraint) -> bool:
    """Does the parameter's own description state `c` inside a list entry led by the name of
    one of its parts (a field of its items, a kind of operation: "- delete_blocks: Permanently
    delete 1–100 blocks in one call" in `operations`), so the number bounds that part?"""
    head = entry_head(node.description, c.sentence)
    if head == node.name:
        return False
    if one_case_of_several(node.description, c.sentence):
        return True  # "- Walking: use 0-500." beside "- Driving: use 1000-5000.": one mode's
    parts = _vocabulary(dict(node.schema), set()) - {node.name}
    if head is not None:
        return head in parts
    # "BATCHING: delete_blocks accepts 1..100 IDs": a part named before the number is its subject
    n = c.value[0] if isinstance(c.value, tuple) and c.value else c.value
    at = re.search(rf"(?<!\w)(?<!\d\.){re.escape(str(n).removesuffix('.0'))}(?!\d)", c.sentence)
    before = c.sentence[:at.start()] if at else ""
    return any(re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", before)
               for p in parts if len(p) > 2 and ("_" in p or p.lower() != p))


# A word the text calls a tool, a function or an endpoint ("call `lookup_code` to get it",
# "通过 get-code 接口查询"), right after the name or right before it.
_TOOL_WORD_AFTER = re.compile(r"^\s*[`'\"”’]?\s*(?:\(\)|tools?\b|functions?\b|endpoints?\b|接口|工具|函数)",
                              re.I)
_TOOL_WORD_BEFORE = re.compile(r"(?:\b(?:call|invoke|tools?|functions?)|调用|工具|接口)\s*[`'\"“‘]?\s*$", re.I)


def _in_set(toolset: ToolSet, value: str) -> bool:
    """Is `value` the name of a tool of the set (read from the set's index, not every tool)?"""
    index = set_names(toolset)
    return value in index if index is not None else any(t.name == value for t in toolset)


def names_a_tool(ctx: ToolContext, value: str, sentence: str) -> bool:
    """Whether `value` names a tool rather than a value of a parameter: a tool of the set (this
    one too), or a word the sentence calls a tool/function/接口 or tells the model to call."""
    if ctx.tool.name == value or (ctx.toolset is not None and _in_set(ctx.toolset, value)):
        return True
    for m in re.finditer(r"(?<![\w-])" + re.escape(value) + r"(?![\w-])", sentence):
        if _TOOL_WORD_AFTER.match(sentence[m.end():]) or _TOOL_WORD_BEFORE.search(sentence[:m.start()]):
            return True
    return False


def keywords_for(node: SchemaNode, c: ProseConstraint) -> list[tuple[str, Any]]:
    """The (keyword, value) pairs that would express `c` on this parameter, [] if none fits."""
    types = node.non_null_types
    t = types[0] if len(types) == 1 else None
    k, v = c.kind, c.value
    if t == "integer" and k == "minimum" and c.keyword == "exclusiveMinimum" and v == 0:
        return [("minimum", 1)]  # "positive integer"
    if t in ("integer", "number"):
        if k in ("maximum", "max-items"):
            return [((c.keyword or "maximum") if k == "maximum" else "maximum", v)]
        if k in ("minimum", "min-items"):
            return [((c.keyword or "minimum") if k == "minimum" else "minimum", v)]
        if k == "range":
            # an interval written with brackets ("∈ (0,1)") may leave out either end
            low = "exclusiveMinimum" if c.keyword in ("()", "(]") else "minimum"
            high = "exclusiveMaximum" if c.keyword in ("()", "[)") else "maximum"
            return [(low, v[0]), (high, v[1])]
    elif t == "array":
        if k in ("maximum", "max-items") and isinstance(v, int):
            return [("maxItems", v - 1 if c.keyword == "exclusiveMaximum" else v)]
        if k in ("minimum", "min-items") and isinstance(v, int) and c.unit is not None:
            return [("minItems", v)]
        if k == "range" and all(isinstance(x, int) for x in v):
            if c.unit is None and _numeric_items(node.schema):
                return []  # "color: [r, g, b] (0-1)": each component's range, not a count
            return [("minItems", v[0]), ("maxItems", v[1])]
        if k == "min-length" and c.unit == "non-empty":
            return [("minItems", 1)]  # "不能为空" of a list: at least one item
        if k == "enum-values" and (at := _open_string_items(node.schema)) is not None:
            # "Fields to include. Available options: 'users', 'teams'": each item is one of them
            vals = _typed_values(v, "string")
            return [(f"{at}/enum", vals)] if vals else []
    elif t == "string":
        # "印文，2–4 个汉字" beside `pattern: ^[\u4e00-\u9fff]{2,4}$`: a pattern whose quantifiers
        # span the whole value already checks its length
        length = pattern_length(node.schema.get("pattern"))
        if k == "max-length":
            return [] if length and length[1] is not None and length[1] <= v else [("maxLength", v)]
        if k == "min-length":
            return [] if length and isinstance(v, int) and length[0] >= v else [("minLength", v)]
        if k == "format" and c.keyword == "format":
            return [("format", v)]
        if k == "format" and c.keyword == "pattern" and v in _PATTERN_FOR:
            return [("pattern", _PATTERN_FOR[v])]
        if k == "timezone" and c.value == "offset-required":
            return [("format", "date-time")]
    if k == "enum-values" and t in ("string", "integer", "number") and finite_by_name(node) is None:
        vals = _typed_values(v, t)
        return [("enum", vals)] if vals else []
    return []


def _numeric_items(schema: Mapping[str, Any]) -> bool:
    """An array of numbers (`[r, g, b]`, `[x, y, z]`), on the array or its one non-null branch:
    a bare range said of it bounds each number, and a count needs its unit ("1-5 items")."""
    holders = [schema] + [b for b in schema.get("anyOf") or schema.get("oneOf") or []
                          if isinstance(b, dict)]
    return any(isinstance(h.get("items"), dict) and h["items"].get("type") in ("number", "integer")
               for h in holders)


def _open_string_items(schema: Mapping[str, Any]) -> str | None:
    """Where an array's plain string items sit ("items", or "anyOf/0/items" beside a null
    branch), when nothing bounds their values yet; None otherwise."""
    branches = [("items", schema)] if "items" in schema else [
        (f"anyOf/{i}/items", b) for i, b in enumerate(schema.get("anyOf") or [])
        if isinstance(b, dict) and "items" in b]
    if len(branches) != 1:
        return None
    at, holder = branches[0]
    items = holder["items"]
    if not isinstance(items, dict) or items.get("type") != "string" or any(
            k in items for k in ("enum", "const", "pattern", "format", "$ref", "anyOf", "oneOf")):
        return None
    return at


def _typed_values(values: tuple, t: str) -> list | None:
    if t == "string":
        if not all(isinstance(x, str) for x in values):
            return None
        # "Allowed values: null, Minor, Adult": the text's null is JSON null (the schema's
        # `type`), not the string "null" an enum would make of it
        return [x for x in values if x.strip().lower() != "null"] or None
    out: list[int | float] = []
    for x in values:
        try:
            num = float(x)
        except (TypeError, ValueError):
            return None
        if num.is_integer():
            out.append(int(num))
        elif t == "number":
            out.append(num)
        else:
            return None
    return out

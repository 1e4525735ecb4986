"""Facts about parameters that several rule modules share: which keywords a schema has, what the
loader already reported, what the prose states, and which names count things.

Where a description states a constraint, the `nl-constraint` rules (`prose_rules.py`) report it
with the value in the fix, and the structural rules stay silent on that parameter (`stated`), so
one defect gives one finding.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.prose import ProseConstraint, extract, mentions
from workbench.schema.walk import SchemaNode
from workbench.text import clauses, contains_any, negated, sentences, snake_name, split_name


def has_any(schema: Mapping[str, Any], *keys: str) -> bool:
    """Whether the schema has any of these keywords."""
    return not schema.keys().isdisjoint(keys)  # one C-level pass instead of a generator


def declared(schema: Mapping[str, Any]) -> Mapping[str, Any]:
    """An object schema's `properties` (empty when absent or not a map)."""
    p = schema.get("properties")
    return p if isinstance(p, dict) else {}


def quoted(text: str, limit: int = 80) -> str:
    """A description on one line, cut at `limit` characters, to quote in a message."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def schema_types(schema: Mapping[str, Any]) -> tuple[str, ...]:
    """The type names a schema's own `type` lists."""
    t = schema.get("type")
    return (t,) if isinstance(t, str) else tuple(x for x in t if isinstance(x, str)) \
        if isinstance(t, list) else ()


def nullable(schema: Mapping[str, Any]) -> bool:
    """The schema admits null: in its `type`, as OpenAPI's `nullable`, or in a branch."""
    if "null" in schema_types(schema) or schema.get("nullable") is True:
        return True
    return any(isinstance(b, Mapping) and b.get("type") == "null"
               for key in ("anyOf", "oneOf") for b in (schema.get(key) or ()))


def branches(schema: Mapping[str, Any]) -> tuple[Mapping[str, Any], ...]:
    """The non-null `anyOf`/`oneOf` branches of a schema (`{"anyOf": [{"type": "array", "items":
    ...}, {"type": "null"}]}` is how Pydantic writes an optional array): where a value's real
    constraints live when the property itself only composes them."""
    out: list[Mapping[str, Any]] = []
    for key in ("anyOf", "oneOf"):
        value = schema.get(key)
        if isinstance(value, list):
            out.extend(b for b in value if isinstance(b, Mapping) and b.get("type") != "null")
    return tuple(out)


def has_any_branch(schema: Mapping[str, Any], *keys: str) -> bool:
    """Whether the schema, one of its non-null `anyOf`/`oneOf` branches or one of its `allOf`
    members (each of which applies to the value: `allOf: [{"pattern": ...}]`) has any of these
    keywords."""
    if has_any(schema, *keys) or any(has_any(b, *keys) for b in branches(schema)):
        return True
    members = schema.get("allOf")
    return isinstance(members, list) and any(isinstance(m, Mapping) and has_any(m, *keys) for m in members)


def description_of(node: SchemaNode) -> str:
    """The text that describes a parameter (`schema_description` of its schema and name)."""
    return schema_description(node.schema, node.name)


def schema_description(schema: Mapping[str, Any], name: str | None = None) -> str:
    """The text that describes a parameter: its `description`, else the description of one of
    its `anyOf`/`oneOf` branches (generated schemas put it on the object branch), else a `title`
    that says more than the name (`"title": "Memory Name"` for `memory_name` says nothing)."""
    d = schema.get("description")
    if isinstance(d, str) and d.strip():
        return d
    for b in branches(schema):
        d = b.get("description")
        if isinstance(d, str) and d.strip():
            return d
    title = schema.get("title")
    if isinstance(title, str) and title.strip():
        extra = set(split_name(title)) - set(split_name(name))
        if extra:
            return title
    return ""


# A parameter's own words about whether it must be given ("Required.", "必填", "(optional)",
# "可选", "if omitted, ..."). A conditional requirement ("required when type is card", "当 type
# 为 X 时必填") is neither: it needs a condition (`if`/`then`, `dependentRequired`), not
# `required`. "可选值有…" / "可选项为…" list the values a field accepts; they say nothing of this.
# "Required to be written in the format YYYY-MM-DD", "required in ISO 8601 form": the form a
# value takes when given, not whether it is given.
_OF_FORM = (r"\s+(?:to\s+(?:be\s+)?(?:written|formatted|expressed|encoded|given\s+in|spelled|in)\b"
            r"|in\s+(?:the\s+)?(?:\w+\s+)?(?:format|form)\b"
            # "Required format: {...}", "Required structure:": the shape a value must have, as
            # a heading ("Required form ID" names a form and is a requirement)
            r"|(?:format|structure|shape|syntax|schema|pattern|layout|fields|keys|properties)\s*[:：])")
_REQUIRED_WORD = re.compile(
    r"^\W*(?:required|mandatory)\b(?!" + _OF_FORM + r")|[(（\[【]\s*(?:required|mandatory)\s*[)）\]】]|"
    r"^(?:(?:this|the) (?:\w+ )?(?:field|parameter|argument|value) )?(?:is|are|always) "
    r"(?:required|mandatory)\W*$|\bmust (?:always )?be (?:provided|given|specified|set|supplied|"
    r"passed)\b(?! to\b)"
    # "must be specified as an ISO8601 date", "must be given in the format ...": the form
    r"(?!\s+as\b)(?!\s+in\s+(?:the\s+)?(?:\w+\s+)?(?:format|form|notation)\b)|"
    r"必填(?!格式|结构|字段[:：])|必传|必须(?:提供|填写|传入?)(?![为成按以用])|必需|不能为空|不可为空|不得为空", re.I)
_OPTIONAL_WORD = re.compile(
    # "Optional: 'description', 'condition', 'mode'": a label over the value's optional members
    r"^\W*optional\b(?!ly)(?!\s*(?:fields?|keys?|properties)?\s*[:：]\s*[`'\"“]?[\w.-]+[`'\"”]?\s*[,，、])|"
    r"[(（\[【]\s*optional\s*[)）\]】]|"
    r"^(?:(?:this|the) (?:\w+ )?(?:field|parameter|argument|value) )?(?:is|are) optional\W*$|"
    r"\bif (?:omitted|not (?:provided|given|specified|set|supplied|passed))\b(?! otherwise)"
    # "If not provided, ask the user ...", "..., use the listTestIds tool to get them": the model
    # must obtain the value first; that is guidance, not a call without it
    r"(?!\W*(?:always |then |please )?(?:ask|prompt|request|confirm)\b|"
    r"\W*(?:use|call|run|invoke) (?:the )?[`'\"]?\w+[`'\"]? (?:tool|function)\b)|"
    r"\bwhen omitted\b|"
    # "Set → page detail; omit → list pages": what leaving it out does, written with an arrow
    r"\bomit(?:ted)?\s*(?:→|->|=>|⇒)|"
    r"\b(?:omit|leave) (?:it |this )?(?:as )?(?:empty |blank |out |null |none |unset )?to\b|"
    r"\bomit (?:it |this )?for\b|"
    r"可选(?=$|[)）,，。;；:：]|参数|字段)|^\W*可选(?=\w{1,12}?(?:列表|数组|ID|id|名称|编号))|"
    # "不传 `section_ids` 时默认只返回目录", "如不指定则获取所有工作表": the call may leave it out
    r"选填|非必填|非必须|可不填|可以不填|可不传|可以不传|(?:不传|不填|未传入?|未提供|未指定|不指定|不提供|为空)"
    r"\s*(?:[`'\"“][\w.]+[`'\"”]\s*)?(?:时|则|表示|默认|将|的话)|"
    r"(?:如果|若)(?:未|不)(?:传入?|提供|指定|填写?)", re.I)
# "如果未提供，请询问用户": the clause after says to ask the user, so the value is still needed.
_ASK_USER_ZH = re.compile(r"^\s*(?:则|就)?\s*(?:请|需要?|须|应|必须)?\s*(?:先)?\s*(?:询问|提示|请求|要求)用户")
_DEFAULT_WORD = re.compile(r"[(（]default[)）]|\bdefaults? (?:to|is|value)\b|\bdefault:|\bby default\b|"
                           # "默认 1（根部门）", "默认 20。": the value, then its gloss or the clause's end
                           r"默认\S{0,6}?(?:为|是|值|：|:)|默认\s*[`'\"“]?[\w/.-]+[`'\"”]?\s*[)）。，,]|"
                           r"默认\s*[`'\"“]?[0-9A-Za-z][\w/.-]*[`'\"”]?\s*(?:[(（；;]|$)", re.I)
_CONDITION = re.compile(r"\b(?:when|if|unless|only|except|in case|depending)\b|\bfor (?:the )?"
                        r"(?:action|operation|mode|type)\b|\bfor [a-z]+[A-Z]\w*|"
                        # "Required parameter of `create` command", "required by the insert action"
                        r"\b(?:of|for|by|in|with)\s+(?:the\s+)?[`'\"]?[\w-]+[`'\"]?\s+(?:command|action|"
                        r"operation|mode|method|subcommand)s?\b|时|如果|若|当|仅|只有|只在|"
                        r"场景|情况下|[a-zA-Z_]+\s*=|[A-Za-z][\w/]*\s*[`'\"]?\s*(?:操作|动作|命令|模式)?\s*(?:的)?\s*"
                        r"(?:必填|必传|必须)", re.I)


def _own_part(text: str, others: Sequence[str]) -> str:
    """The part of a description about its own parameter: what comes before it lists sub-fields
    ("- title (str): [Optional] ...") or names another parameter ("certificateId 可选，未传则
    自动检索" inside the description of `action`)."""
    kept: list[str] = []
    for sent in sentences(text):
        if (others and any(mentions(sent, o) for o in others)) or _SUB_FIELD.search(sent):
            break
        kept.append(sent)
    return " ".join(kept)


# "- title (str): [Optional] New title", "1. name: ...": a list of the value's own fields.
_SUB_FIELD = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s|\b\w+\s*\((?:str|string|int|integer|bool|boolean|"
                        r"float|number|list|array|dict|object)\)", re.I)


def _sentence_hits(text: str, word: re.Pattern[str]) -> bool:
    for sent in sentences(text):
        for clause in clauses(sent):
            m = word.search(clause.strip().rstrip("。."))
            if m and not _CONDITION.search(sent) and not negated(clause, m.start()):
                return True
    return False


# Words without which neither reading can match: a few substring tests before the
# clause-by-clause reading (most descriptions say neither).
REQUIRED_HINTS = ("required", "mandatory", "must be", "must always", "必填", "必传", "必须提供",
                  "必须填写", "必须传", "必需", "不能为空", "不可为空", "不得为空")
OPTIONAL_HINTS = ("optional", "omit", "if not", "leave", "可选", "选填", "非必", "可不", "可以不",
                  "不传", "不填", "未传", "未提供", "未指定", "不指定", "不提供", "为空时", "为空则",
                  "如果未", "如果不", "若未", "若不")


def hinted(text: str, hints: tuple[str, ...]) -> bool:
    """Whether the lower-cased text contains one of these words: the cheap test a rule makes
    before its full regular expression (most texts contain none). Substring tests, not one
    regex of alternatives: on long descriptions they are several times faster; an ASCII text
    skips the Chinese words."""
    split = _HINT_SPLITS.get(hints)
    if split is None:
        split = _HINT_SPLITS[hints] = (tuple(h for h in hints if h.isascii()),
                                       tuple(h for h in hints if not h.isascii()))
    if text.isascii():
        low = text.lower()
        return any(h in low for h in split[0])
    low = text.lower()
    return any(h in low for h in split[0]) or any(h in text for h in split[1])


_HINT_SPLITS: dict[tuple[str, ...], tuple[tuple[str, ...], tuple[str, ...]]] = {}


def says_required(text: str, others: Sequence[str] = ()) -> bool:
    """The text calls the parameter required, without a condition in the same sentence
    ("Required.", "(required)", "must be provided", "该字段必填"). Only the sentences before
    one names another parameter (`others`) count."""
    if not text or not hinted(text, REQUIRED_HINTS):
        return False
    own = _own_part(text, others)
    return bool(own) and _sentence_hits(own, _REQUIRED_WORD) and not says_optional(own)


def says_optional(text: str, others: Sequence[str] = ()) -> bool:
    """The text calls the parameter optional or says what happens when it is left out
    ("optional", "（可选）", "If omitted, all rows are returned", "不传则返回全部"). Only the
    sentences before one names another parameter (`others`) count."""
    if not text or not hinted(text, OPTIONAL_HINTS):
        return False
    own = _own_part(text, others)
    parts = clauses(own)
    return any(_OPTIONAL_WORD.search(c.strip()) and not (i + 1 < len(parts) and _ASK_USER_ZH.match(parts[i + 1]))
               for i, c in enumerate(parts))


def states_default(text: str) -> bool:
    """The text names a default ("eval (default)", "defaults to 10", "默认为 false")."""
    return bool(text) and ("默认" in text or "efault" in text) \
        and _DEFAULT_WORD.search(text) is not None


# The field's own default, named as such: "Default is 10", "defaults to main", "(default)",
# "default: day", "默认为…", "默认值：…", "（默认）", "false（默认值，…）". Not a default of something
# else the text names ("the default branch", "默认单位为 kg", "'默认'分组", "默认拒绝", "by default
# DDL is rejected", "the default max of 300"), nor "the default value is to be set", "Default to be
# celsius" (a unit).
# (not a command's option chain: "ffprobe ... -of default=noprint_wrappers=1")
_OWN_DEFAULT = re.compile(r"\bdefaults?\s+(?:value\s+)?(?:is|to)\b(?!\s+(?:to\s+)?be\b)|"
                          r"[(（]\s*default\s*(?:[:=][^)）]{1,30})?[)）]|"
                          r"(?<![\w-])default\s*[:=](?![\w-]+=)|(?<![\w'\"‘“])默认(?:值)?\s*(?:为|是|[:：])|"
                          r"[(（]\s*默认(?:值)?\s*[)），,]|默认值\s*[，,)）]", re.I)


# A bound named just before "(default: 300)": "at most the maximum allowed value (default: 300)"
# gives the bound's default, not the value's.
_BOUND_BEFORE = re.compile(r"(?:\bmax\w*|\bmin\w*|\blimit\w*|\bcap\b|上限|下限|最大\w*|最小\w*)[^.;。；]{0,20}$",
                           re.I)


# A rule about another thing before a bracketed default: "The file must reside inside a permitted
# directory (default: /tmp)" gives the directory's default, not the path's.
_RULE_BEFORE = re.compile(r"\b(?:must|should|shall|has\s+to|needs?\s+to)\b|必须|需要|应当|应该", re.I)


def names_own_default(text: str, others: Sequence[str] = ()) -> bool:
    """The text names the field's own default, not a default of something it speaks of (a
    bound, a thing a rule before it names, another field: only the sentences before one names
    another parameter count)."""
    own = _own_part(text, others) if text else ""
    for m in _OWN_DEFAULT.finditer(own):
        before = re.split(r"[.;。；!?]\s", own[:m.start()])[-1]
        bracketed = m.group(0).lstrip()[:1] in "(（" or own[:m.start()].rstrip()[-1:] in ("(", "（")
        if _BOUND_BEFORE.search(before) or (bracketed and _RULE_BEFORE.search(before)):
            continue
        return True
    return False


def noted(tool: Tool, pointer: str) -> bool:
    """The loader already reported a construct here (BFCL `any`, `float`...): do not double it."""
    return any(n.path == pointer for n in tool.notes)


def forbidden(schema: Mapping[str, Any]) -> bool:
    """`{"not": {}}`: a field one branch of an anyOf forbids; it takes no value there."""
    return schema.get("not") == {} and "type" not in schema


def prose(node: SchemaNode) -> tuple[ProseConstraint, ...]:
    """The constraints a parameter's own description states."""
    return extract(node.description) if node.description else ()


def stated(ctx: ToolContext, node: SchemaNode, kinds: frozenset[str]) -> bool:
    """Whether prose (its own description or the tool's) states a constraint of these kinds for
    this parameter: then the nl-constraint rules report it and the structural rules stay silent."""
    return any(n is node and c.kind in kinds for n, c, _ in ctx.stated_constraints)


_COUNT_LAST = frozenset({"count", "limit", "offset", "quantity", "qty", "page", "retries",
                         "attempts", "skip", "take", "topk", "pages", "steps"})
# `page_num`, `pageNumber`, `page_index`: which page, an ordinal; a page is never 2.5
_PAGE_ORDINAL = (("page", "num"), ("page", "no"), ("page", "number"), ("page", "index"), ("page", "idx"))
_COUNT_ALONE = frozenset({"n", "k"})  # counts only as the whole name (`num` is any number)
_SIZE_FIRST = frozenset({"page", "batch", "chunk", "per"})
# A limit of a measure, not of a number of things (`fileSizeLimit`, `time_limit`, `credit_limit`)
_MEASURED_LIMITS = frozenset({"size", "time", "memory", "mem", "rate", "amount", "price", "cost",
                              "budget", "spend", "length", "duration", "storage", "disk",
                              "bandwidth", "speed", "weight", "credit", "cpu"})
_NUM_PREFIX = ("num", "number", "max", "min", "top")
_NOT_COUNT = frozenset({"token", "cursor", "url", "name", "id", "title", "path", "key", "link",
                        "type", "range", "ids", "text", "query", "content", "string"})
# `businessHomePage`, `landing_page`, `wikiPage`: a page that is a place (its address or its
# content), not which page of a listing.
_PAGE_KINDS = frozenset({"home", "web", "landing", "start", "front", "main", "wiki", "cover",
                         "profile", "error", "login", "welcome", "index", "detail", "details",
                         "target", "source", "parent", "child", "personal", "company", "business"})
_COUNT_ZH = ("件数", "个数", "数量", "页码", "页数", "次数", "条数")
# `num_results`, `max_characters`, `maxTokens`: a count of these things.
_COUNTED_THINGS = frozenset({"of", "results", "items", "rows", "records", "pages", "entries",
                             "retries", "characters", "chars", "tokens", "words", "lines", "steps",
                             "files", "urls", "links", "messages", "comments", "matches", "hits"})


def count_like(name: str | None) -> bool:
    """Names whose value is a whole number of things: count, page, limit, page_size, num_x."""
    t = split_name(name)
    if not t or _NOT_COUNT.intersection(t):
        return bool(name) and contains_any(name or "", _COUNT_ZH)
    if t[-1] == "page" and len(t) > 1 and t[-2] in _PAGE_KINDS:
        return False
    if t[-1] == "limit" and len(t) > 1 and t[-2] in _MEASURED_LIMITS:
        return False  # `fileSizeLimit`, `time_limit`, `memoryLimit`: a cap on a measure, no count
    if t[-1] in _COUNT_LAST or (t[-1] == "size" and len(t) > 1 and t[-2] in _SIZE_FIRST) \
            or (len(t) == 1 and t[0] in _COUNT_ALONE) or t[-2:] in _PAGE_ORDINAL:
        return True
    if len(t) > 1 and t[0] in _NUM_PREFIX and t[1] in _COUNTED_THINGS:
        return True
    return t == ("top", "k") or contains_any(name, _COUNT_ZH)  # type: ignore[arg-type]


# `maxDepth`, `max_discovery_depth`, `maxConcurrency`: a cap on levels, workers or hops is a
# whole number too, though `depth` alone may be a measurement (a lake's, in metres).
_CAPPED_WHOLE = frozenset({"depth", "concurrency", "workers", "threads", "replicas", "hops",
                           "redirects", "levels", "parallelism"})


def whole_cap(name: str | None) -> bool:
    """A max/min over levels, workers or hops (`maxDiscoveryDepth`, `max_concurrency`)."""
    t = split_name(name)
    return len(t) > 1 and t[0] in ("max", "min") and t[-1] in _CAPPED_WHOLE


def open_map_name(name: str | None) -> bool:
    """HTTP headers, query params, metadata, labels, Helm values: maps whose keys are open by
    nature, even when a few common keys are declared."""
    t = split_name(name)
    return bool(t) and t[-1] in _OPEN_MAP_LAST


_OPEN_MAP_LAST = frozenset({"headers", "params", "parameters", "query", "metadata", "labels",
                            "tags", "attributes", "env", "envs", "environment", "variables",
                            "vars", "extra", "extras", "context", "properties", "annotations",
                            "values", "kwargs"})


# A unit written in Chinese ("单位为秒", "（月）", "5公里").
UNIT_ZH = re.compile(lx.UNIT_ZH_RE)


# A name ending in an identifier word names a record (`checkout_request_id` "from mpesa_stk_push
# response", `timeslot_uuid`, 预约时间ID): an opaque value copied from a result, not a time.
_IDENTIFIER_LAST = frozenset({"id", "ids", "uuid", "uuids", "guid", "guids"})
_IDENTIFIER_ZH = re.compile(r"[\u4e00-\u9fff]\s*(?:ID|Id|id|编号|标识)$")


# `time_required`, `time_since_death`, `time_horizon`, `time_to_live`: "time" followed by a word
# that makes it a length of time, not a point on the calendar. Only right after "time":
# `updated_since` and `date_required` are points.
_AFTER_TIME_LENGTH = frozenset({"required", "needed", "since", "elapsed", "remaining", "left",
                                "horizon", "allotted", "allowed", "budget", "taken", "spent",
                                "estimate", "estimated", "commitment", "constraint", "constraints"})
_LENGTH_ZH = ("时长", "耗时", "所需时间", "多长时间", "持续时间", "用时")


def _length_of_time(tokens: tuple[str, ...]) -> bool:
    return any(a == "time" and b in _AFTER_TIME_LENGTH for a, b in pairwise(tokens))


def datetime_name(tokens: tuple[str, ...], name: str) -> bool:
    """A name that holds a date or a time (`start_time`, `due_at`, `birthday`, 截止日期), not a
    time zone, unit, duration or field selector (`timezone`, `time_unit`, `sort_time_field`)."""
    tset = set(tokens)
    if tset & lx.NOT_DATETIME_TOKENS or _length_of_time(tokens) or contains_any(name, _LENGTH_ZH):
        return False
    if (tokens[-1:] and tokens[-1] in _IDENTIFIER_LAST) or _IDENTIFIER_ZH.search(name):
        return False  # `checkout_request_id`, `date_key_id`, 时间编号: an opaque id, no time to format
    if tset & lx.DATETIME_STRONG_TOKENS or contains_any(name, lx.DATETIME_ZH):
        return True
    return (len(tokens) >= 2 and tokens[-1] == "at") or bool(tset & {"deadline", "checkin",
                                                                     "checkout"})


# "the unixTimestamp returned by getUploadUrl", "上一步返回的 cursor": a value the model copies
# from another call's result, so its unit or format is not the model's to choose.
# A value copied as it is: "copied from the request", "The page's updated_at when you read it"
# (a guard's value as it was read), "可从开发者工具复制"
_AS_IS = (r"\bcopied from\b|\bwhen you (?:read|fetched|retrieved|loaded) it\b|"
          r"(?:可|请)?从[^，,。；;]{1,16}(?:复制|拷贝)|复制自")
_COPIED = re.compile(r"\b(?:returned|given|provided|obtained|issued) (?:by|from|in)\b|\bas returned\b|"
                     r"\bfrom (?:the |a )?(?:previous |earlier )?(?:response|result|output|call)\b|"
                     r"\bcopy (?:it )?from\b|" + _AS_IS + r"|返回的|返回值|获取到?的|得到的|拿到的", re.I)
_COPIED_AS_IS = re.compile(r"\b(?:returned|issued) by\b|\bas returned\b|\bcopy (?:it )?from\b|" + _AS_IS, re.I)


# The field narrows what the tool returns: "Team ID to filter by", "Filter by requester (use
# mention name or 'me')", "按状态筛选", "用于过滤的看板 ID".
_FILTER = re.compile(r"\bto (?:filter|narrow)(?: \w+)? (?:by|on|down)\b|"
                     r"^\W*(?:optional )?filters? (?:by|on|results by|"
                     r"(?:results |\w+ )?to \w+ (?:where|that|whose|with))\b|"
                     r"^(?:按|根据|用于)[^，,。；;]{0,12}(?:筛选|过滤)|^筛选条件|"
                     # a label that names the field a filter: "应用ID过滤", "Status filter."
                     r"^[^，,。；;.]{1,16}(?:筛选|过滤)(?:条件)?\s*(?:[（(][^)）]{0,12}[)）])?\s*[。.]?$|"
                     r"^\W*(?:optional\s+)?[\w -]{1,30}?\bfilter\s*(?:\([^)]{0,20}\))?\s*\.?$", re.I)


def filters_by(text: str) -> bool:
    """The description says the field is a filter over what the tool returns."""
    return bool(text) and _FILTER.search(text) is not None


def copied_value(text: str) -> bool:
    """The description says the value comes from another call's result."""
    return bool(text) and _COPIED.search(text) is not None


def copied_as_is(text: str) -> bool:
    """The description says the value is copied as it is from somewhere else ("returned by
    get_cost", "The page's updated_at when you read it", "可从开发者工具复制"): its form and range are
    the source's, not the model's to choose. Narrower than `copied_value`: "返回的数据条目数" (the
    number of rows returned) is no copy."""
    return bool(text) and _COPIED_AS_IS.search(text) is not None


# A timestamp written as a number ("1234567890.123456", "秒级时间戳", "Unix epoch milliseconds"):
# `format: date-time` would reject it.
_NUMERIC_TIME = re.compile(r"\b\d{9,13}(?:\.\d+)?\b|\bunix\b|\bepoch\b|\bseconds since\b|"
                           r"\bmilliseconds since\b|时间戳|秒级|毫秒级", re.I)


def numeric_time_text(text: str) -> bool:
    """The text shows or names a numeric timestamp (Unix seconds or milliseconds)."""
    return bool(text) and _NUMERIC_TIME.search(text) is not None


# "The name of the timestamp to sort against", "sort by this date field", "排序字段": the value
# names a field (`last_edited_time`), it is not a time.
_NAMES_FIELD = re.compile(r"\bname of (?:the |a )?(?:\w+ )?(?:timestamp|date|time|field|property|"
                          r"column|attribute|key)\b|\b(?:field|property|column|attribute) (?:name|to "
                          r"(?:sort|filter|order|group))\b|\b(?:sort|order|filter|group)(?:ed)? "
                          r"(?:by|against|on)\b|字段名|排序字段|属性名|列名", re.I)
_FIELD_VALUE = re.compile(r"^[a-z]+(?:_[a-z]+)*_(?:time|at|date|timestamp)$|^[a-z]+(?:[A-Z][a-z]+)*"
                          r"(?:Time|At|Date)$")


def names_a_field(node: SchemaNode) -> bool:
    """A date/time-named parameter whose value is the name of a field (`timestamp:
    "last_edited_time"`), read from its description or from its listed values."""
    s = node.schema
    values = [v for v in (s.get("enum") or [s.get("const")]) if isinstance(v, str)] \
        if isinstance(s.get("enum"), list) or "const" in s else []
    return (bool(values) and all(_FIELD_VALUE.match(v) for v in values)) or \
        _NAMES_FIELD.search(description_of(node)) is not None


# "What you'll do based on this thought", "e.g. 'Click the sign in button'", "用自然语言说明要做的事":
# an `action` that carries words for the model or a browser agent, not a choice among operations
_INSTRUCTION = re.compile(r"\bnatural[- ]language\b|\binstructions?\b|\bwhat\s+you\b|"
                          r"\bdescri(?:be|ption\s+of)\b|\bsentence\b|自然语言|一句话", re.I)
# an example that is a phrase ("e.g. 'Click the sign in button'"); a list after "Possible values are:"
# is a closed set of phrases instead
_SPACED_EXAMPLE = re.compile(r"(?:\be\.g\.|\bi\.e\.|\bfor\s+example|\bsuch\s+as|例如|比如)[,:：]?\s*"
                             r"[\"'“‘][A-Za-z\u4e00-\u9fff][^\"'”’]*\s[^\"'”’]+[\"'”’]", re.I)


def instruction_text(node: SchemaNode) -> bool:
    """Whether a string parameter named like a selector (`action`, `operation`) holds free words
    by its description: an instruction, a plan, or examples that are phrases ('Click the sign in
    button'), so neither an `enum` nor a split per action fits."""
    text = node.description
    return bool(text) and (_INSTRUCTION.search(text) is not None or _SPACED_EXAMPLE.search(text) is not None)


# Names every tool uses the same way: paging (`limit`/`offset` with a default) and the file and
# password of a document tool; undescribed, they still say what to send.
_CONVENTIONAL = frozenset({"limit", "offset", "page", "page_size", "per_page", "cursor", "skip",
                           "filename", "file_name", "file_path", "filepath", "password"})


def conventional_name(node: SchemaNode) -> bool:
    """A name every tool uses the same way (`limit`, `offset`, a document's `filename`)."""
    return snake_name(node.name or "") in _CONVENTIONAL


def values_described(s) -> bool:
    """A choice whose every value carries its own words (anyOf/oneOf of `const` with a
    description or title): the short label above them says enough."""
    for key in ("anyOf", "oneOf"):
        options = s.get(key)
        if isinstance(options, list) and len(options) >= 2 and all(
                isinstance(o, dict) and "const" in o and (o.get("description") or o.get("title"))
                for o in options):
            return True
    return False


# One atom of a pattern: a class (`[A-Z]`, `[\u4e00-\u9fff]`), an escape (`\d`, `\u4e00`) or one
# plain character, with its quantifier.
_ATOM = re.compile(r"(?:\[(?:\\.|[^\]\\])+\]|\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]+\}|\\.|[^\\\[\]()|{}*+?^$])"
                   r"(?P<q>\{(?P<m>\d+)(?P<c>,(?P<n>\d*))?\}|[*+?])?")


def pattern_length(pattern: Any) -> tuple[int, int | None] | None:
    r"""The (shortest, longest) length of every value a pattern anchored at both ends accepts
    when it is a plain run of atoms with quantifiers (`^[\u4e00-\u9fff]{2,4}$` -> (2, 4),
    `^[A-Z]{2}-\d+$` -> (4, None)); None for groups, alternation or an unanchored pattern,
    whose length this does not read."""
    if not isinstance(pattern, str) or not pattern.startswith("^") or not pattern.endswith("$") \
            or pattern.endswith("\\$"):
        return None
    body, at, low = pattern[1:-1], 0, 0
    longest: int | None = 0
    while at < len(body):
        m = _ATOM.match(body, at)
        if m is None:
            return None
        at = m.end()
        q, lo, hi = m.group("q"), 1, 1
        if q == "?":
            lo = 0
        elif q in ("*", "+"):
            lo, hi = (0 if q == "*" else 1), -1
        elif q:
            lo = int(m.group("m"))
            hi = lo if not m.group("c") else (int(m.group("n")) if m.group("n") else -1)
        low += lo
        if longest is not None:
            longest = None if hi < 0 else longest + hi
    return low, longest

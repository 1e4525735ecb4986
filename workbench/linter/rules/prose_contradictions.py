"""Descriptions that contradict their own schema: a parameter the text names that the schema does
not have (or spells `page_size` where the schema says `pageSize`), "takes no input" or "two
arguments" beside a schema with others, "optional" on a required field or "required" on an
optional one, and a default in the text that differs from `default`.

The model reads both; the validator only the schema. When they disagree the model sends what the
text says, and the call fails (or, worse, validates and means something else). Each check quotes
the tool's own words and reads only forms that state the fact outright: a name in parameter
position ("the `query` parameter", "pass `limit`", "参数 city"), a marker ("(optional)", "必填"),
a literal default ("Defaults to 10", "默认值为 true").
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_defaults import contradicted_default
from workbench.linter.rules.param_facts import OPTIONAL_HINTS, hinted, says_optional
from workbench.linter.rules.prose_facts import (
    around,
    known_names,
    name_key,
    quote,
    sentence_at,
    set_names,
)
from workbench.model import Tool
from workbench.prose.numbers import count_word
from workbench.schema.walk import SchemaNode
from workbench.text import negated

# ------------------------------------------------------------------ names the schema lacks

_IDENT = r"[A-Za-z_][A-Za-z0-9_]{1,48}"
# A name in parameter position: quoted or backticked next to a parameter word, or after a verb of
# passing ("pass `limit`", "set `mode` to"), or "参数 city" / "city 参数".
_PARAM_NAME = re.compile(
    r"(?:\b(?:parameters?|params?|arguments?|args?)\s+[`'\"“]?(?P<a>" + _IDENT + r")[`'\"”]?(?![\w.(])"
    r"|[`'\"“](?P<b>" + _IDENT + r")[`'\"”]\s+(?:parameters?|params?|arguments?|args?|参数)\b"
    r"|\b(?:pass|set|provide|specify|supply)\s+(?:the\s+|a\s+)?`(?P<c>" + _IDENT + r")`"
    # paging the model is told to do: "call again with the `cursor` value from the response"
    r"|\b(?:call|invoke|run)\s+(?:it\s+|this\s+tool\s+|the\s+tool\s+)?again\s+(?:with|passing)\s+"
    r"(?:the\s+|its\s+)?`(?P<f>" + _IDENT + r")`"
    r"|参数\s*[`'\"“]?(?P<d>" + _IDENT + r")[`'\"”]?(?![\w.(])"
    r"|[`'\"“]?(?P<e>" + _IDENT + r")[`'\"”]?\s*参数"
    # a bare name the text tells the model to set to a value: "set include_reviews to true",
    # "将 include_reviews 设为 true" (only snake_case or camelCase: see `_SET_GROUPS`)
    r"|\bset\s+(?:the\s+)?(?P<g>" + _IDENT + r")\s+(?:to|=)\s+(?:true|false|[0-9]|[`'\"“])"
    r"|(?:将|把)\s*[`'\"“]?(?P<h>" + _IDENT + r")[`'\"”]?\s*(?:设为|设置为|设成|置为|改为|填为|指定为))", re.I)
# Groups of `_PARAM_NAME` that read a bare word: only an identifier-shaped one is a name there.
_SET_GROUPS = ("g", "h")
# Words that are parameter words themselves, or English words, not names.
_NOT_NAMES = frozenset({
    "the", "a", "an", "this", "that", "these", "those", "each", "every", "any", "all", "some", "no",
    "one", "two", "other", "same", "following", "above", "below", "optional", "required", "json",
    "value", "values", "name", "names", "type", "types", "default", "of", "for", "to", "in", "is",
    "are", "be", "and", "or", "with", "from", "by", "as", "on", "at", "if", "when", "not", "only",
    "parameter", "parameters", "param", "params", "argument", "arguments", "field", "fields",
    "option", "options", "flag", "flags", "input", "inputs", "key", "keys", "its", "their", "query",
})


def _negated_here(text: str, at: int) -> bool:
    """A negation in the sentence of `at` ("Do not pass `foo`"); the previous sentence's
    "Read-only." negates nothing here."""
    start = max(text.rfind(c, 0, at) for c in ".;。；\n") + 1
    return negated(text[start:], at - start)


# A name the text gives as what this tool PRODUCES, for the model to pass on to other tools:
# "returns the `station_code` parameter for the booking tools", "为接口准备 `station_code` 参数",
# "输出 `task_id` 参数供后续查询使用".
_OUTPUT_BEFORE = re.compile(r"\b(?:returns?|returning|outputs?|produces?|yields?|prepares?|"
                            r"generates?|gives? back)\b|"
                            r"\bfor (?:use (?:in|by|with)|other tools?|later calls?|subsequent)|"
                            r"返回|输出|准备|生成|供(?:后续|其他)|用于(?:后续|其他)")
_OUTPUT_AFTER = re.compile(r"^[`'\"”]?\s*(?:parameters?|params?|参数)?\s*(?:(?:is|are|will be|gets?) "
                           r"returned|(?:for|to pass to|used by) (?:the )?(?:other|later|subsequent|next)|"
                           r"(?:将|会)?(?:被)?返回|供(?:后续|其他)|给(?:后续|其他))", re.I)


def _named_as_output(text: str, start: int, end: int) -> bool:
    """Does the clause around a name present it as this tool's result rather than its input?"""
    clause_start = max(text.rfind(c, 0, start) for c in ".;。；\n") + 1
    return bool(_OUTPUT_BEFORE.search(text[clause_start:start].lower())
                or _OUTPUT_AFTER.search(text[end:end + 40]))


def _looks_like_a_name(word: str) -> bool:
    """snake_case, camelCase or a short lower-case identifier; not an English word in capitals."""
    if word.lower() in _NOT_NAMES or word.isupper() or word[:1].isupper():
        return False
    return "_" in word or any(c.isupper() for c in word[1:]) or word.islower()


@rule("prose-unknown-parameter", category="description", severity="warning",
      summary="A description names a parameter the schema does not have, or spells one "
              "differently (`page_size` for `pageSize`): the model sends what the text says.",
      bad=Example.of(description="Search issues. Pass `max_results` to limit the number of issues.",
                     properties={"query": {"type": "string", "description": "Search text."},
                                 "maxResults": {"type": "integer", "description": "Issues per page."}}),
      good=(Example.of(description="Search issues. Pass `maxResults` to limit the number of issues.",
                       properties={"query": {"type": "string", "description": "Search text."},
                                   "maxResults": {"type": "integer", "description": "Issues per page."}}),
            Example.of(description="查询天气。参数 city 为城市名，返回字段 temperature 为摄氏度。",
                       properties={"city": {"type": "string", "description": "城市名，例如 北京。"}},
                       outputSchema={"type": "object", "properties": {"temperature": {"type": "number"}}})),
      rationale="A parameter the text names but the schema lacks is either a leftover (the model "
                "sends it and strict validation rejects the call) or a missing declaration; a "
                "snake_case name for a camelCase parameter makes the model send the wrong key.")
def check_unknown_parameter(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not _param_gate(ctx.model_text):
        return  # most tools name no parameter in parameter position: one cheap scan decides
    texts = [("", ctx.description)] + [(n.pointer, n.description) for n in ctx.index.properties()
                                       if n.description]
    declared: set[str] | None = None
    by_snake: dict[str, str] = {}
    in_set: dict[str, str] = {}
    seen: set[str] = set()
    for pointer, text in texts:
        if not text or not _param_gate(text):
            continue
        if pointer and _holds_free_objects(ctx.nodes_by_pointer[pointer].schema):
            continue  # "Set `numDocsToRerank`" in a pipeline's text: a key of a stage, not a parameter
        for m in _PARAM_NAME.finditer(text):
            word = next(g for g in m.groups() if g)
            if m.lastgroup in _SET_GROUPS and not ("_" in word or word != word.lower()):
                continue  # "set limit to 10": an English word as much as a name
            if word in seen or not _looks_like_a_name(word) or _negated_here(text, m.start()):
                continue
            if declared is None:
                declared = known_names(ctx)
                by_snake = {name_key(n): n for n in declared}
                in_set = set_names(ctx.toolset) if ctx.toolset is not None else {}
            if word in declared or word in in_set:
                continue
            if m.lastgroup not in _SET_GROUPS and _named_as_output(text, m.start(), m.end()):
                continue  # this tool's result, prepared for other tools
            if m.lastgroup not in _SET_GROUPS and _obtained_elsewhere(text, m.start(), m.end()):
                continue  # "可通过上传媒体文件接口获取media_id": the field another call returns
            seen.add(word)
            same = by_snake.get(name_key(word)) or in_set.get(name_key(word))
            where = "The tool description" if not pointer else "Its description"
            at = pointer
            if same:
                yield Hit(at, f"{where} calls a parameter `{word}`, but the schema names it "
                              f"`{same}` (\"{quote(around(text, m.start()))}\"): use the schema's "
                              "spelling, which is the key the model must send.")
            elif "_" in word or any(c.isupper() for c in word[1:]) or m.group("f"):
                yield Hit(at, f"{where} names a parameter `{word}` that the schema does not "
                              f"declare (\"{quote(around(text, m.start()))}\"): declare it or "
                              "correct the text, or the model will send it.")


# A name the text says another call returns, which the value of this parameter is: "可通过上传
# 媒体文件接口获取media_id参数值", "the `media_id` returned by upload_media", "use the file_key
# from the upload response". It names where the value comes from, not a parameter of this tool.
_ELSEWHERE_BEFORE = re.compile(r"(?:通过|调用|使用|从)[^。；]{0,20}(?:接口|API|api|工具|方法)[^。；]{0,6}"
                               r"(?:获取|获得|返回|得到)(?:的)?\s*[`'\"“]?$", re.I)
_ELSEWHERE_AFTER = re.compile(r"^[`'\"”]?\s*(?:参数值|字段|值)?\s*[,，]?\s*(?:\(|（)?"
                              r"(?:returned by|returned from|from the [^.;]{0,30}"
                              r"(?:response|result|output)|obtained (?:from|via|by)|given by)|"
                              r"^[`'\"”]?\s*(?:由|从)[^。；]{0,20}(?:接口|API|工具)[^。；]{0,6}(?:返回|获取)", re.I)

# A key of a URL the text points to (an OAuth callback's `code`, `realmId`): "from the callback
# URL (the 'realmId' parameter)" names where the value is read, not a key of this tool
_IN_A_URL_BEFORE = re.compile(r"\b(?:url|uri|callback|redirect|query\s+string|link)\b", re.I)
_PARAMETER_AFTER = re.compile(r"^[`'\"”’]?\s*(?:query\s+)?(?:parameter|param)\b", re.I)

# The value is sent back to this tool on its next call (paging): a parameter it lacks.
_SENT_BACK = re.compile(r"\b(?:again|next call|next page)\b[^.;]{0,20}\b(?:with|passing|pass)\b|"
                        r"(?:再次|再)调用[^。；]{0,12}(?:传入|带上|使用)", re.I)


def _obtained_elsewhere(text: str, start: int, end: int) -> bool:
    """Does the text say the named value comes from another call (an upload, a create, a
    search), so the name is that call's output field, not a parameter of this tool?"""
    before, after = text[max(0, start - 40):start], text[end:end + 50]
    if _SENT_BACK.search(text[max(0, start - 40):end]):
        return False  # "call again with the `cursor` from the response": this tool's own input
    if _ELSEWHERE_AFTER.search(after):
        return True
    if _IN_A_URL_BEFORE.search(text[max(0, start - 16):start]) and (
            _PARAMETER_AFTER.search(after) or re.search(r"\bparam(?:eter)?\b", text[start:end], re.I)):
        return True  # "Company ID from the callback URL (the 'realmId' parameter)": the URL's key
    return _ELSEWHERE_BEFORE.search(before) is not None



def _holds_free_objects(schema: Mapping[str, Any], depth: int = 0) -> bool:
    """Whether the value of this schema is, or holds (as items, or as one branch of a choice),
    an object whose keys the schema leaves free: no declared properties, or
    `additionalProperties` true or a schema. A text describing such a value names its keys (the
    fields of a pipeline stage, of a filter document), which are not parameters of the tool."""
    if depth > 3:
        return False
    extra = schema.get("additionalProperties")
    if extra is not False and (schema.get("type") == "object" or "additionalProperties" in schema) \
            and (not isinstance(schema.get("properties"), dict) or extra is True
                 or isinstance(extra, dict)):
        return True
    subs: list[Any] = [schema.get("items")]
    for key in ("anyOf", "oneOf", "allOf"):
        branches = schema.get(key)
        if isinstance(branches, list):
            subs += branches
    return any(isinstance(b, Mapping) and _holds_free_objects(b, depth + 1) for b in subs)


_GATE_WORDS = ("param", "argument", "arg ", "args", "参数", "`", "设为", "设置为", "设成", "置为",
               "改为", "填为", "指定为", "to true", "to false", "= true", "= false", "to '", 'to "',
               "to “", *(f"to {d}" for d in "0123456789"), *(f"= {d}" for d in "0123456789"))


def _param_gate(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in _GATE_WORDS)


_NO_INPUT = re.compile(
    r"\b(?:takes|accepts|has|needs|requires|expects)\s+no\s+(?:input|inputs|arguments?|parameters?|params?)\b"
    r"|\bno\s+(?:input|inputs|arguments?|parameters?|params?)\s+(?:are\s+|is\s+)?(?P<req>required|needed|necessary)?"
    r"|\bwithout\s+(?:any\s+)?(?P<wreq>arguments|parameters)\b"
    r"|(?:无需|不需要|不用|无须|不必|不带|不传)(?:任何|传入?|提供|输入)?(?:任何)?(?P<zreq>参数|输入)"
    r"|无参数|没有参数", re.I)
_COUNT = re.compile(
    r"\b(?:takes|accepts|requires|expects|has)\s+(?:exactly\s+|only\s+)?(?P<n>\d|one|two|three|four|five|six)\s+"
    r"(?:input\s+)?(?:arguments|parameters|params|inputs)\b"
    r"|(?:接受|需要|包含|有)(?P<z>[一两二三四五六\d])个参数", re.I)


@rule("prose-parameter-count", category="description", severity="info",
      summary="The description says the tool takes no input (\"no parameters\", \"无需参数\") or a "
              "number of arguments while the schema declares others.",
      bad=Example.of(description="Returns the server time. Takes no arguments.",
                     properties={"timezone": {"type": "string", "description": "IANA zone, e.g. Asia/Tokyo."}}),
      good=(Example.of(description="Returns the server time. Takes no arguments.", properties={}),
            Example.of(description="List open tickets. No parameters are required.",
                       properties={"limit": {"type": "integer", "description": "Tickets per page."}}),
            Example.of(description="Search tickets. Call with no arguments to list the newest.",
                       properties={"query": {"type": "string", "description": "Free text."}})))
def check_parameter_count(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    text = ctx.description
    low = text.lower()
    if not any(w in low for w in ("argument", "parameter", "param", "input", "参数", "输入")):
        return
    props = [n for n in ctx.index.top_level_properties() if n.name]
    if not props:
        return
    m = _NO_INPUT.search(text)
    if m and not negated(text, m.start()):
        # "no parameters are required", "called without parameters", "无需参数": none is needed,
        # which optional ones do not contradict
        needed = m.group("req") or m.group("wreq") or _called_without(text, m)
        # "• summary — no params needed" beside a required `action`: what one action needs
        # besides the selector, not the tool
        selector = ctx.dispatch_node.name if ctx.dispatch_node is not None else None
        required = [n.name for n in props if n.required and n.name != selector]
        if selector and _about_one_action(text, m, ctx.dispatch_node):
            return
        if not needed or required:
            has = required if needed else [n.name for n in props]
            yield Hit("", f"The description says \"{quote(m.group(0))}\" but the schema declares "
                          f"{_list(has)}{' as required' if needed else ''}: correct one of them.")
            return
    m = _COUNT.search(text)
    if m:
        raw = (m.group("n") or m.group("z") or "").lower()
        n = count_word(raw)
        if n != len(props) and n != len([p for p in props if p.required]):
            yield Hit("", f"The description says \"{quote(m.group(0))}\" but the schema declares "
                          f"{len(props)} parameters ({_list([p.name for p in props])}): make them agree.")


def _about_one_action(text: str, m: re.Match[str], selector: Any) -> bool:
    """Is the "no parameters" phrase on a line or in a sentence that names one value of the
    tool's action selector ("• list — all coins (no params needed)", "list：无需参数")?"""
    enum = selector.schema.get("enum") if selector is not None else None
    if not isinstance(enum, list):
        return selector is not None and m.group("req") is not None  # "no params needed" besides it
    start = max(text.rfind("\n", 0, m.start()), text.rfind(".", 0, m.start()), text.rfind("。", 0, m.start()))
    line = text[start + 1:m.start()]
    return any(isinstance(v, str) and re.search(r"(?<![\w-])" + re.escape(v) + r"(?![\w-])", line)
               for v in enum)


def _called_without(text: str, m: re.Match[str]) -> bool:
    """A call made with none ("call with no arguments to list all", "不用传参数即可") says every
    parameter is optional, not that the tool has none."""
    if m.group("zreq"):  # 无需/不必 参数, 不用传参数: none is needed; 不用参数: it takes none
        return re.search(r"需|必|传|带|提供|输入", m.group(0)) is not None
    if _CALL_OPTION.search(text[max(0, m.start() - 12):m.start()]) and \
            _OPTION_GLOSS.match(text, m.end()):
        return True  # "5. No parameters - LAST RESORT", "broad queries (no parameters)": one way to call
    return re.search(r"\bwith\s+$", text[max(0, m.start() - 8):m.start()], re.I) is not None


# A way of calling among others: a list item or a parenthesis that starts with "no parameters"
# and goes on with a gloss ("- LAST RESORT", ")", "：列出全部").
_CALL_OPTION = re.compile(r"(?:^|\n)[ \t]*(?:\d+[.)]|[-*•])[ \t]*$|\($")
_OPTION_GLOSS = re.compile(r"[ \t]*(?:\)|[-–—:：][ \t]*\S)")


def _list(names: list[Any]) -> str:
    shown = [f"`{n}`" for n in names[:5]]
    return ", ".join(shown) + (" …" if len(names) > 5 else "")


# ------------------------------------------------------------------ optional / required

@rule("prose-required-mismatch", category="required", severity="warning",
      summary="The tool description says what happens when a required parameter is left out "
              "(\"If `limit` is not given, 10 is used\", \"如果未传入 ide 参数…\") or calls it "
              "optional: make `required` and the text agree.",
      bad=Example({"name": "webcams_list", "description": "List webcams. If limit is not given, "
                   "a default of 10 is applied.", "parameters": {
                       "type": "object", "required": ["limit"], "properties": {
                           "limit": {"type": "integer", "description": "Webcams per page."}}}}),
      good=(Example({"name": "webcams_list", "description": "List webcams. If limit is not given, "
                     "a default of 10 is applied.", "parameters": {
                         "type": "object", "required": [], "properties": {
                             "limit": {"type": "integer", "description": "Webcams per page."}}}}),
            Example({"name": "file_edit", "description": "Edit a file. `file_text` is required "
                     "for the `create` command.", "parameters": {
                         "type": "object", "required": ["command"], "properties": {
                             "command": {"type": "string", "enum": ["view", "create"]},
                             "file_text": {"type": "string",
                                           "description": "Required parameter of `create` command."}}}})),
      rationale="A parameter's own description against `required` is "
                "`required-contradicts-description`'s (and `required-missing`'s where there is no "
                "list); this rule reads the tool description, where the same statement is made "
                "about a parameter by name. Strict providers make every property required and "
                "express \"optional\" as a nullable type: that idiom stays silent.")
def check_required_mismatch(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    text = ctx.description
    if not text or not hinted(text, _GATE):
        return  # most tool descriptions say nothing of leaving a parameter out
    omitted: dict[str, re.Match[str]] | None = None
    optional_sentences: list[str] | None = None
    for node in ctx.index.top_level_properties():
        if not node.required or not node.name or node.nullable or "default" in node.schema:
            continue  # the strict-mode idiom, or a default (required-with-default's)
        if omitted is None:
            omitted = _omitted(text)
            optional_sentences = [s for s in ctx.description_sentences if says_optional(s)] \
                if hinted(text, OPTIONAL_HINTS) else []
        m = omitted.get(node.name)
        said = quote(around(text, m.start())) if m else None
        if said is None:
            # a line of the tool description that documents this parameter ("query : Position
            # title (optional).", "pptx_path: 文件路径，如果未提供则自动创建"): it starts with the
            # name; elsewhere an "optional" may be about anything the sentence names
            lead = re.compile(r"^\W*" + re.escape(node.name) + r"\b\s*[`'\"”]?\s*(?:[:：(（-]|is\b|为)", re.I)
            sent = next((s for s in optional_sentences or () if lead.match(s)), None)
            said = quote(sent) if sent else None
        if said:
            yield Hit(node.pointer, f"`{node.name}` is required, but the tool description "
                                    f"says it may be left out (\"{said}\"): drop it from "
                                    "`required` if it may be, or correct the text.")


# Where a text says what happens when a named parameter is not given ("如果未传入 ide 参数",
# "if `limit` is omitted"): the name is captured, so one search serves every parameter.
_OMITTED = re.compile(
    r"(?:未|不|没有)(?:传入?|提供|填写?|指定|设置)\s*[`'\"“]?(?P<a>[A-Za-z_]\w*)(?![\w.])"
    r"|\b(?:if|when)\s+(?:the\s+)?[`'\"“]?(?P<b>[A-Za-z_]\w*)[`'\"”]?\s+(?:parameter\s+)?(?:is\s+)?"
    r"(?:not\s+(?:provided|given|specified|set|passed)|omitted|absent|missing)\b"
    r"|\bwithout\s+(?:the\s+)?[`'\"“]?(?P<c>[A-Za-z_]\w*)[`'\"”]?\s+(?:parameter|argument)"
    r"|[`'\"“](?P<d>[A-Za-z_]\w*)[`'\"”]\s+(?:parameter\s+)?is\s+optional\b"
    r"|(?<![\w.])(?P<e>[A-Za-z_]\w*)\s*(?:参数)?\s*(?:为|是)?(?:可选|选填|非必填)(?![值项])", re.I)
_OMITTED_HINTS = ("not provided", "not given", "not specified", "not set", "not passed", "absent",
                  "missing", "without", "未", "没有", "不传", "不提供", "不指定", "不填", "不设置")


_GATE = OPTIONAL_HINTS + _OMITTED_HINTS


def _omitted(text: str) -> dict[str, re.Match[str]]:
    """The parameter names a text says what happens without, with where it says so."""
    out: dict[str, re.Match[str]] = {}
    for m in _OMITTED.finditer(text):
        out.setdefault(next(g for g in m.groups() if g), m)
    return out


# ------------------------------------------------------------------ defaults

# A number glued to a unit letter ("defaults to 2h", "默认 30s") is a duration in another unit
# than the schema's (7200 seconds): not read as a literal.
_DEFAULT = re.compile(
    r"\b(?:defaults?\s*(?:value\s*)?(?:is|to|of|:|=)|by\s+default\s*(?:is|:|=)?|\(default\s*[:=]?)\s*(?P<en>"
    r"`[^`]{1,40}`|\"[^\"]{1,40}\"|'[^']{1,40}'|[-+]?\d+(?:\.\d+)?(?![\d.A-Za-z])|true|false|null|none|nil|"
    r"empty|[A-Za-z_][\w.-]{0,30})"
    r"|(?:默认值?|缺省值?)(?:为|是|[:：=])?\s*[*]*\s*(?P<zh>`[^`]{1,40}`|“[^”]{1,40}”|\"[^\"]{1,40}\"|'[^']{1,40}'|"
    r"[-+]?\d+(?:\.\d+)?(?![\d.A-Za-z])|true|false|null|[A-Za-z_][\w.-]{0,30})", re.I)


def _literal(raw: str, node: SchemaNode) -> tuple[bool, Any]:
    """(understood, value) of a default as written in prose."""
    s = raw.strip()
    quoted = s[:1] in "`\"'“" and len(s) >= 2
    if quoted:
        s = s[1:-1]
    low = s.lower()
    types = node.non_null_types
    if low in ("true", "false") and ("boolean" in types or not quoted):
        return True, low == "true"
    if low in ("null", "none", "nil") and not quoted:
        return True, None
    if low == "empty" and not quoted:
        return False, None
    if re.fullmatch(r"[-+]?\d+(?:\.\d+)?", s) and (set(types) & {"integer", "number"} or not quoted):
        return True, float(s)
    if "string" in types and (quoted or re.fullmatch(r"[A-Za-z_][\w.-]*", s)):
        enum = node.schema.get("enum")
        if quoted or (isinstance(enum, list) and s in enum):
            return True, s
    return False, None


def _same(prose: Any, schema: Any, raw: str = "") -> bool:
    if isinstance(schema, str) and raw and raw.strip("`\"'“”").lower() == schema.lower():
        return True  # "Default is none." beside `default: "none"`
    if isinstance(prose, float) and isinstance(schema, (int, float)) and not isinstance(schema, bool):
        return float(schema) == prose
    if isinstance(prose, float) and isinstance(schema, str):
        try:
            return float(schema) == prose
        except ValueError:
            return False
    if isinstance(prose, str) and isinstance(schema, str):
        return prose.lower() == schema.lower()
    return prose == schema


@rule("prose-default-mismatch", category="param-description", severity="info",
      summary="The description states a default (\"Default: 10 rows\", \"默认 10\") that "
              "differs from the schema's `default`: make them agree (where "
              "`default-contradicts-description` reads it, that rule reports it).",
      bad=Example.of(properties={"limit": {"type": "integer", "default": 20,
                                           "description": "每页条数，默认 10。"}}),
      good=(Example.of(properties={"limit": {"type": "integer", "default": 10,
                                             "description": "Rows per page. Defaults to 10."}}),
            Example.of(properties={"path": {"type": "string", "default": ".",
                                            "description": "Folder; defaults to the current directory."}})))
def check_default_mismatch(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        desc = node.description
        have = node.schema.get("default")
        if not desc or have is None or not _DEFAULT_GATE.search(desc) or (
                isinstance(have, str) and have.lower() in ("none", "null", "nil")):
            continue  # `default: null` (or "None") is how generated schemas say "unset"
        if contradicted_default(node) is not None:
            continue  # `default-contradicts-description` reports it: once is enough
        stated = []
        scoped = False
        for m in _DEFAULT.finditer(desc):
            clause = re.split(r"[,，(（;；。.\n]", desc[:m.start()])[-1]
            if _SCOPE.search(clause):
                scoped = True  # a default for one case ("For 'mkdir' it … defaults to '0755'")
                break
            ok, value = _literal(m.group("en") or m.group("zh"), node)
            if ok:
                stated.append((value, m))
        if scoped or not stated or any(not _same(v, stated[0][0]) for v, _ in stated):
            continue  # no literal, or several cases ("true for X, false otherwise")
        value, m = stated[0]
        if _same(value, have, m.group("en") or m.group("zh")) or _restated(desc, m, have):
            continue
        shown = int(value) if isinstance(value, float) and value.is_integer() else value
        yield Hit(node.pointer, f"`{node.name}`: the description says the default is "
                                f"{json.dumps(shown, ensure_ascii=False)} (\"{quote(around(desc, m.start()))}\") "
                                f"but the schema's `default` is "
                                f"{json.dumps(have, ensure_ascii=False, default=str)}: make them agree.")


def _restated(desc: str, m: re.Match[str], have: Any) -> bool:
    """The sentence also gives the schema's value in another unit ("10 minutes (600,000
    milliseconds)", "10%" beside 0.1)."""
    if not isinstance(have, (int, float)) or isinstance(have, bool):
        return False
    sentence = sentence_at(desc, m.start())
    for num, pct in re.findall(r"([-+]?\d[\d,]*(?:\.\d+)?)\s*(%)?", sentence):
        try:
            x = float(num.replace(",", ""))
        except ValueError:
            continue
        if x == float(have) or (pct and x / 100 == float(have)):
            return True
    return False


_SCOPE = re.compile(r"\b(?:for|when|if|unless)\b|时|如果|若|仅", re.I)
_DEFAULT_GATE = re.compile(r"default|默认|缺省", re.I)

"""A closed value list written beside a parameter's name in the tool description, not in its
schema (`enum`).

Docstring-generated tools (FastMCP, LangChain) describe their parameters in the tool text:
`Args: symbol, period("daily"/"weekly"/"monthly"), adjust("qfq"/"hfq"/"")` or an "Args:" entry
`orientation: 页面方向（portrait/landscape）`, while the schema says only `type: string`. The
model may read the list, but nothing rejects "day" or "日线". `enum-missing` (enums.py) reads a
parameter's own description; this reads the tool description: a bracket right after the
parameter's name, or a bracket in its entry of the parameter block (`prose/passages.py`), that
holds only two to twelve machine-looking values separated by "/" or "|", or an entry that is
nothing but its values set out with "、" ("format：mp3（默认）、pcm、aac"), or a slash list after a
word that closes the set or in a bracket after a label naming a kind of value ("interp: 插值方式，
白名单 LINEAR / HOLD", `prose/slash_lists.py`; an empty default counts among the values when
the entry says it may be left empty, "留空用 LVCMOS33 兜底"), or an entry that opens with its
values set out with slashes ("market: CN/HK/US (default CN)") when its default is one of them,
an empty default it offers ("SSE/SZSE (optional)"), or it is required and nothing but the list.
Not read: a bracket
with "e.g."/"等"/"such as" (an open list), a name and its values in a sentence that gives
examples ("如墙上的门窗（type="Window"/"Door"）、幕墙的框架/面板"), a bracket of unquoted values without the default
among them ("keyword (english/chinese)" names the keyword's language), units ("KB/MB"), a URL or path parameter
("(http/https)" is the scheme, not the value), a default outside the list (the list is then
not all it takes). A sentence "仅支持 A、B、C 三个项目" closes the values of the one parameter whose
description holds its counted noun (项目 in "运动项目").
No patch: the message says in words what to declare.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.enums import check_enum_missing, prose_values
from workbench.linter.rules.param_facts import has_any_branch
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.prose.label_lists import delimited_values
from workbench.prose.named_lists import TYPE_NAMES
from workbench.prose.slash_lists import (
    BRACKET,
    GLOSS,
    NOT_VALUES,
    OPEN,
    UNITS,
    VALUE_TOKEN,
    offered_as_examples,
    slash_list,
    slash_values,
)
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import singular, split_name

_LOCATOR_LAST = frozenset({"url", "uri", "link", "path", "file", "filename", "dir", "directory"})


# `period: "报告期"/"年度"/"单季度"`: quoted values after the name and a colon, up to the line's end.
_AFTER_COLON = r"\s*[:：=]\s*((?:[\"'“][^\"'”\n/|]{0,30}[\"'”]\s*[/|]\s*)+[\"'“][^\"'”\n/|]{0,30}[\"'”])"
# A passage that opens with its values: `fakeip(改 DNS 后建议清理)或 dns`, `prepend (first) or append`.
_ALTERNATIVE = r"([A-Za-z][\w-]{0,30})"
_OR = r"\s*(?:或|或者|\bor\b)\s*"
_LEAD_ALTERNATIVES = re.compile(r"^\s*" + _ALTERNATIVE + r"\s*(?:[（(][^()（）\n]{0,60}[)）])?" + _OR
                                + _ALTERNATIVE + r"(?![\w-])", re.I)
# A passage that is only its values set out with "、", each with at most a bracketed gloss, up to
# the sentence's end: `format：mp3（默认）、pcm、aac、ogg_opus。` (then only when its default is one).
_LEAD_ITEM = r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,30}(?:\s*[（(][^()（）\n]{1,20}[)）])?"
_LEAD_LIST = re.compile(r"^\s*(" + _LEAD_ITEM + r"(?:\s*、\s*" + _LEAD_ITEM + r"){1,11})\s*(?:[。；;]|$)")
# `* "paragraph": 普通段落` lines under a parameter's entry: one value per line.
_BULLET_VALUE = re.compile(r"^\s*[-*•]\s*[\"'“]([^\"'”\n]{1,30})[\"'”]\s*[:：]", re.M)


# "framework 为 a/b/c", "mode is one of a/b/c", "sort 取值 a/b": a sentence that says what the
# parameter is, its values following
_SAID_TO_BE = re.compile(r"\s*(?:为|是|取值(?:为|是)?|可选值?(?:为|是|有)?|\bis\s+one\s+of\b|\bone\s+of\b|"
                         r"\btakes\b|\bis\b)\s*[:：]?\s*", re.I)


_CLOSED_BY = re.compile(r"one\s+of|取值|可选", re.I)


def _listed(ctx: ToolContext, node: SchemaNode) -> tuple[list[str], str] | None:
    """The values the tool text lists for this parameter and the phrase that lists them: a
    bracket or a quoted list right after its name, or its entry of the parameter block holding
    one such list, one value per bullet line, or opening with "x 或 y" (then only when its
    default is one of them)."""
    name = node.name or ""
    text = ctx.description
    default = node.schema.get("default")

    def sure(values: list[str] | None, group: str) -> bool:
        # a bare list in brackets may say something else of the value ("keyword
        # (english/chinese)" is its language): quoted values, or the default among them
        return bool(values) and (default in (values or ()) or '"' in group or "“" in group)

    for m in re.finditer(r"(?<![\w.])" + re.escape(name) + r"(?![\w.])", text):
        if offered_as_examples(text, m.start()):
            continue  # "如墙上的门窗（type="Window"/"Door"）、幕墙的框架…": samples of a wider set
        g = BRACKET.match(text, m.end()) or BRACKET.match(text, m.end() + 1) if text[m.end():m.end() + 1] == " " \
            else BRACKET.match(text, m.end())
        values = slash_values(g.group(1)) if g else None
        if values and g and sure(values, g.group(1)):
            return values, text[m.start():g.end()]
        c = re.match(_AFTER_COLON, text[m.end():])
        values = slash_values(c.group(1)) if c else None
        if values and c:
            return values, text[m.start():m.end() + c.end()]
        said = _SAID_TO_BE.match(text, m.end())
        if said:
            # "framework 为 enterprise/business/finance/people/brand。": the sentence states the
            # values, read like a docstring entry that opens with them
            sentence = _SENTENCE_END.split(text[said.end():], 1)[0]
            stated = _opening_slash_list(sentence, node)
            if stated:
                return stated[0], text[m.start():said.end() + len(sentence)]
            # "format is one of: xlsx, csv, json, qbo.": a closing word, then only the values
            closed = delimited_values(sentence) if _CLOSED_BY.search(said.group(0)) else None
            if closed and not OPEN.search(sentence) and not {v.lower() for v in closed} & TYPE_NAMES \
                    and (node.required or default in closed):
                return list(closed), text[m.start():said.end() + len(sentence)]
    assigned = _assigned_lines(text, name)
    if assigned:
        return assigned
    passage = ctx.parameter_passages.get(name)
    if not passage:
        return None
    found = [(v, g.group(1)) for v, g in ((slash_values(g.group(1)), g) for g in BRACKET.finditer(passage)) if v]
    if len(found) == 1 and sure(*found[0]):
        return found[0][0], passage.strip()
    slashed = slash_list(passage)  # "插值方式，白名单 LINEAR / HOLD", "对齐方式（left/center/right）"
    if slashed:
        return slashed
    bullets = _BULLET_VALUE.findall(passage)
    if 2 <= len(bullets) <= 12 and len(set(bullets)) == len(bullets):
        return bullets, passage.strip()
    quoted = _quoted_choice(passage, node.schema.get("default"))
    if quoted:
        return quoted, passage.strip()
    listed = _LEAD_LIST.match(passage)
    if listed and node.schema.get("default") is not None:
        values = [re.sub(r"\s*[（(].*$", "", v).strip() for v in listed.group(1).split("、")]
        if node.schema["default"] in values and len(set(values)) == len(values) \
                and not {v.lower() for v in values} & TYPE_NAMES:
            return values, listed.group(0).strip()  # "format：mp3（默认）、pcm、aac、ogg_opus。"
    opening = _opening_slash_list(passage, node) or _opening_comma_list(passage, node) \
        or _glossed_assignments(passage, node)
    if opening:
        return opening
    case = _FOR_CASE.match(passage)
    if case and (opening := _opening_slash_list(passage[case.end():], node)):
        return opening[0], passage.strip()  # "stats 用，SUM / AVG / COUNT": the values it takes there
    lead = _LEAD_ALTERNATIVES.match(passage) or _TAIL_ALTERNATIVES.search(passage.strip().split("\n", 1)[0])
    if lead and node.schema.get("default") in lead.groups() \
            and not {v.lower() for v in lead.groups()} & TYPE_NAMES:
        return list(lead.groups()), passage.strip()
    return None


# A line that opens with a parameter set to a value or a slash list of values, then a colon or a
# dash: "mode=append: …", "- product=tts / asr_flash：…". One pattern for every name (the name is
# compared after the match, so no pattern is compiled per parameter).
_VALUE = r"[\"'`]?[A-Za-z0-9][\w.-]{0,30}(?<![.-])[\"'`]?"
_ASSIGNED_LINE = re.compile(r"^[ \t]*[-*•]?[ \t]*`?(?P<name>[A-Za-z_][\w-]*)`?\s*=\s*(?P<run>" + _VALUE
                            + r"(?:\s*/\s*" + _VALUE + r")*)(?![\w.-])\s*(?:[:：]|\s[—–-]\s)", re.M)


def _assigned_lines(text: str, name: str) -> tuple[list[str], str] | None:
    """"mode=append: add text at the end … mode=footer: … mode=replace: …", "- product=tts /
    asr_flash：HTTP 合成…": lines of the tool text that each open with the parameter set to a
    value (or a slash list of values) and then say what it does after a colon or a dash, two
    values or more; an open list ("e.g.", "such as") is not read, nor a call in an example
    (`dashboard_id="mobile-dashboard",`)."""
    if name not in text or "=" not in text:
        return None  # two substring tests before the line pattern
    spans = [(m.group("run"), m.start()) for m in _ASSIGNED_LINE.finditer(text) if m.group("name") == name]
    values = list(dict.fromkeys(v.strip("\"'` ") for run, _ in spans for v in run.split("/")))
    if len(values) < 2 or OPEN.search(text[spans[0][1]:]) or {v.lower() for v in values} & TYPE_NAMES:
        return None
    return values, " ".join(f"{name}={v}" for v in values)


def tool_text_values(ctx: ToolContext, node: SchemaNode) -> list[str] | None:
    """The values the tool description lists for this parameter, if it lists them."""
    listed = _listed(ctx, node)
    return listed[0] if listed else None


# "stats 用，SUM / AVG / COUNT", "generate 用，bar / line / pie": an entry that first says for which
# action the parameter is used, then lists its values
_FOR_CASE = re.compile(r"^\s*[A-Za-z][\w-]{0,30}\s*时?用\s*[，,：:]\s*")
# "多条件组合方式，AND 或 OR", "检查级别，full 或 quick": a gloss, then its two values closing the line
_TAIL_ALTERNATIVES = re.compile(r"[，,：:]\s*" + _ALTERNATIVE + _OR + _ALTERNATIVE + r"\s*[。.]?\s*$", re.I)


# "market: CN/HK/US (default CN)", "rate_type: lpr/shibor/libor", "exchange: SSE/SZSE (optional)":
# a docstring entry that opens with its values set out with slashes, then at most a remark in
# brackets or after ";" (a default, "optional", what leaving it out does).
_OPENING_RUN = re.compile(r"^\s*(" + VALUE_TOKEN + r"(?:\s*[/|]\s*" + VALUE_TOKEN
                          + r"){1,11})\s*(?:$|(?=[(（;；\n]))")  # the entry's first line: its values
# "(optional)", "(default: all)", "inferred from suffix if omitted": the entry offers leaving it empty
_LEFT_OUT = re.compile(r"[(（]\s*(?:optional|可选|选填|default:?\s*(?:all|none|any|empty)|"
                       r"默认[:：]?\s*(?:全部|所有|空))\s*[)）]|\bif\s+omitted\b|"
                       r"\bempty\s*=|\bor\s+empty\b|留空|为空|不填|不传", re.I)


# "(default day)", "（默认 day）" closing a docstring entry's first line
_DEFAULT_REMARK = re.compile(r"\s*[(（]\s*(?:default|默认)\s*[:：=]?\s*[^()（）\s]{1,30}\s*[)）]\s*[.。]?\s*$", re.I)


# "internal=站内链接保留…；all=站内外链接全保留；none=全部降级为纯文本": each clause opens with a value,
# "=" and its gloss in words
# "start=开头 / end=结尾 / replace=替换全文": the clauses set out with slashes too
_ASSIGNED = re.compile(r"(?:^|[。；;\n/])\s*([A-Za-z][\w.-]{0,30})\s*=\s*(?=[\u4e00-\u9fffA-Za-z])")


def _glossed_assignments(passage: str, node: SchemaNode) -> tuple[list[str], str] | None:
    """A docstring entry whose clauses each open with a value and "=" and say what it does, two
    or more, the schema's default among them (a bare "a=b" may set another field)."""
    values = list(dict.fromkeys(_ASSIGNED.findall(passage)))
    default = node.schema.get("default")
    # "none=全部降级" is a value; "str=…, int=…" would be types
    if len(values) < 2 or default not in values or OPEN.search(passage) \
            or len({v.lower() for v in values} & TYPE_NAMES) > 1 or {v.lower() for v in values} & NOT_VALUES:
        return None
    return values, passage.strip()


_ZH_LABEL = re.compile(r"^\s*[\u4e00-\u9fff]{2,10}\s*[，,：:]\s*(?=[A-Za-z0-9])")
_ZH_DEFAULT_TAIL = re.compile(r"\s*[，,；;]\s*默认(?:值)?(?:为|是)?\s*[:：]?\s*[A-Za-z0-9_.-]+\s*[。.]?\s*$")


def _opening_comma_list(passage: str, node: SchemaNode) -> tuple[list[str], str] | None:
    """"period: 1m, 5m, 15m, 30m, 60m, day, week, month (default day)": a docstring entry whose
    first line is only its values set out with commas, then at most its default in brackets;
    taken only when the schema's default is one of them (a bare comma list may be examples)."""
    line = passage.strip().split("\n", 1)[0]
    line = _DEFAULT_REMARK.sub("", line)
    # "数据周期，daily(日线), weekly(周线), monthly(月线)，默认daily": a Chinese label, glossed
    # values, the default after them
    line = _ZH_DEFAULT_TAIL.sub("", GLOSS.sub("", _ZH_LABEL.sub("", line)))
    values = delimited_values(line)
    default = node.schema.get("default")
    if not values or default not in values or OPEN.search(line) or {v.lower() for v in values} & TYPE_NAMES:
        return None
    return list(values), passage.strip().split("\n", 1)[0]


def _opening_slash_list(passage: str, node: SchemaNode) -> tuple[list[str], str] | None:
    """The values a parameter's entry opens with, set out with slashes, when the schema
    confirms they are all it takes: its default is one of them, an empty default the entry
    offers ("(optional)", "if omitted"), or a required field whose entry is nothing but the
    list. A list followed by more prose than a remark ("north/south flows are summed") is not
    read, nor one the entry gives as examples."""
    read = passage
    run = _OPENING_RUN.match(read)
    if run is None:
        # "wilcoxon（配对）/ mann_whitney（两组独立）/ kruskal_wallis（多组）": each value glossed
        read = GLOSS.sub("", passage)
        run = _OPENING_RUN.match(read)
    values = slash_values(run.group(1)) if run else None
    if not values or run is None or OPEN.search(passage):
        return None
    rest = read[run.end():].strip()
    default = node.schema.get("default")
    if default in values:
        return values, passage.strip()
    if default == "" and _LEFT_OUT.search(rest):
        return [*values, ""], passage.strip()
    if default is None and node.required and not rest:
        return values, passage.strip()
    if default == "" and not rest:
        # "align: left / center / right / justify" over `align: str = ""`: the entry is only its
        # values, and the empty default (leave as it is) is one more
        return [*values, ""], passage.strip()
    return None


# "本系统仅支持足球、篮球、排球三个项目": a closed list after "only supports", ended by a count and
# the noun of the parameter's description.
_ONLY = re.compile(r"(?:仅|只)(?:支持|接受|受理|接诊|提供)|\bonly\s+(?:supports?|accepts?|handles?)\b|"
                   r"\bsupports?\s+only\b", re.I)
_ITEM_SPLIT = re.compile(r"\s*(?:、|,|/|\band\b|\bor\b|和|与|及|或)\s*")
_COUNT_NOUN = re.compile(r"(?:[两二三四五六七八九十]|\d{1,2})\s*(?:个|种|类|项)?\s*([\u4e00-\u9fff]{1,4})$")
_SENTENCE_END = re.compile(r"[。；;!！?？\n，：:]|\.(?:\s|$)")  # "，" ends a Chinese clause


def _only_supports(ctx: ToolContext, nodes: list[SchemaNode]) -> tuple[SchemaNode, list[str], str] | None:
    """A sentence of the tool description that closes a parameter's values: "仅支持 A、B、C 三个
    项目" where 项目 is in the one parameter's description. The count and its noun say the words
    are the values; without them ("仅支持本年度和上一年度" of a `year`) the words may describe
    which values, not spell them. Two to eight values, each short."""
    text = ctx.description
    for m in _ONLY.finditer(text):
        end = _SENTENCE_END.search(text, m.end())
        tail = text[m.end():end.start() if end else len(text)].strip()
        start = max(text.rfind("。", 0, m.start()), text.rfind(". ", 0, m.start()), text.rfind("\n", 0, m.start()))
        sentence = text[start + 1:end.start() if end else len(text)].strip()
        noun = _COUNT_NOUN.search(tail)
        body = tail[:noun.start()] if noun else tail
        items = [i.strip(" \"'“”`") for i in _ITEM_SPLIT.split(body) if i.strip()]
        if not 2 <= len(items) <= 8 or any(len(i) > 12 or " " in i.strip() for i in items) \
                or len(set(items)) != len(items):
            continue
        if noun is None:
            continue  # "仅支持本年度和上一年度" of a `year`: which values, not their spelling
        owners = [n for n in nodes if noun.group(1) in (n.description or "")]
        if len(owners) == 1:
            return owners[0], items, sentence
    return None


# `hours: 预报小时数，支持 "24h"、"72h"、"168h"，默认 "24h"`, `unit: "m" 公制（默认）或 "i" 英制`:
# quoted values offered as a choice in a parameter's entry.
_CHOICE_WORD = re.compile(r"支持|可选|取值|之一|或|\bone of\b|\beither\b|\bor\b|\boptions?\b|\bvalues?\b|"
                          # `"auto"(默认) / "iverilog" / "verilator"`: quoted values set out with slashes
                          r"[\"”]\s*(?:[(（][^()（）\n]{1,30}[)）])?\s*/\s*[\"“]|"
                          # `"0"直线距离、"1"驾车距离`, `"all"为全部，"poi"仅POI`, `"001" - 一季度报告\n"002"`:
                          # each quoted value glossed in Chinese, the next one after it
                          r"[\"”]\s*(?:为|表示|代表|是|[:：=]|-)?\s*[\u4e00-\u9fff][^\"“”\n]{0,12}?"
                          r"(?:[，、,；;]|\n)\s*[\"“]", re.I)
_QUOTED_VALUE = re.compile(r"[\"“]([A-Za-z0-9_.:+-]{1,30})[\"”]")


def _quoted_choice(passage: str, default: object) -> list[str] | None:
    """Two or more quoted machine values in a parameter's entry offered as a choice, the
    default among them; an entry giving examples ("如", "e.g.") is an open list."""
    if OPEN.search(passage) or not _CHOICE_WORD.search(passage):
        return None
    values = list(dict.fromkeys(_QUOTED_VALUE.findall(passage)))
    # '"cube" is normalized to "Cube"': two spellings of one value (a case note), not a choice
    if not 2 <= len({v.casefold() for v in values}) <= 12 or default not in values:
        return None
    low = {v.lower() for v in values}
    return None if low <= UNITS or low & NOT_VALUES else values


def _tool_level(ctx: ToolContext, nodes: list[SchemaNode]) -> tuple[SchemaNode, list[str], str] | None:
    """"Garmin 目标（active/future/past）" for a tool whose one open string parameter has its
    default among the values: the list can only be that parameter's."""
    if len(nodes) != 1 or nodes[0].schema.get("default") is None:
        return None
    found = [(v, g.group(0)) for v, g in ((slash_values(g.group(1)), g) for g in BRACKET.finditer(ctx.description))
             if v]
    if len(found) == 1 and nodes[0].schema["default"] in found[0][0]:
        return nodes[0], found[0][0], found[0][1]
    return None


# "Supported target languages: de, fr, ja, ko, pt-BR.", "Choose the output format from csv, xlsx
# or json", "支持的目标语言：de、fr、ja": a heading noun and a closed list of machine values. The
# noun binds the list to the one parameter it names (`target_languages`, 目标语言 in its
# description); an open list ("e.g.", "such as", "等") or a list of words is not read.
_SUPPORTED = re.compile(
    r"\b(?:supported|available|valid|allowed|accepted|possible)\s+([a-z][a-z ]{2,40}?)\s*(?::|\bare\b)\s*"
    r"|\bchoose\s+(?:the\s+)?([a-z][a-z ]{2,40}?)\s+from\s+"
    r"|(?:支持|可选|可用)的?([\u4e00-\u9fff]{2,8})(?:有|包括|为)?\s*[:：]\s*", re.I)
_MACHINE_LIST = re.compile(r"[A-Za-z0-9_+:-]+(?:\.[A-Za-z0-9]+)*(?:\s*(?:,|、|/|\bor\b|\band\b|或|和)\s*"
                           r"[A-Za-z0-9_+:-]+(?:\.[A-Za-z0-9]+)*){1,11}")
_LIST_SPLIT = re.compile(r"\s*(?:,|、|/|\bor\b|\band\b|或|和)\s*")


def _closed_by_noun(ctx: ToolContext, nodes: list[SchemaNode]) -> tuple[SchemaNode, list[str], str] | None:
    """A sentence of the tool description that names a parameter's subject and closes its values
    ("Supported target languages: de, fr, ja"), for the one parameter the noun names."""
    text = ctx.description
    for m in _SUPPORTED.finditer(text):
        listed = _MACHINE_LIST.match(text, m.end())
        end = _SENTENCE_END.search(text, listed.end()) if listed else None
        if listed is None or OPEN.search(text[m.start():end.start() if end else len(text)]):
            continue
        values = [v for v in _LIST_SPLIT.split(listed.group(0).strip()) if v]
        if not 2 <= len(values) <= 12 or len(set(values)) != len(values) \
                or {v.lower() for v in values} & (NOT_VALUES | TYPE_NAMES) \
                or {v.lower() for v in values} <= UNITS:
            continue
        noun = m.group(1) or m.group(2)
        if noun:
            words = {singular(w) for w in noun.lower().split()}
            owners = [n for n in nodes if set(map(singular, split_name(n.name))) == words]
        else:
            owners = [n for n in nodes if m.group(3) in (n.description or "")]
        if len(owners) == 1:
            return owners[0], values, text[m.start():listed.end()]
    return None


# "留空用 LVCMOS33 兜底", "leave empty for the default": an empty default is a choice the text offers
_BLANK_ALLOWED = re.compile(r"留空|为空|不填|不传|"
                            r"\b(?:leave\s+(?:it\s+)?(?:empty|blank)|empty\s+(?:string\s+)?(?:means|for|to))\b", re.I)


def phrase_and_passage(ctx: ToolContext, node: SchemaNode, phrase: str) -> str:
    """The phrase that lists the values and the parameter's entry in the tool text."""
    return f"{phrase} {ctx.parameter_passages.get(node.name or '', '')}"


def _open_string_items(node: SchemaNode) -> bool:
    """An array whose items are free strings (no enum, pattern or format)."""
    items = node.schema.get("items")
    return node.non_null_types == ("array",) and isinstance(items, dict) \
        and items.get("type") == "string" and not has_any_branch(items, "enum", "const", "pattern", "format")


@rule("enum-only-in-tool-text", category="enum", severity="warning",
      summary="The tool description lists a parameter's values beside its name "
              "(`period(\"daily\"/\"weekly\")`, an \"Args:\" entry `方向（portrait/landscape）` or "
              "`market: CN/HK/US (default CN)`), but the schema takes any string: declare them as "
              "`enum`.",
      bad=Example.of(name="stock_get_history",
                     description="获取股票历史K线。\nArgs: symbol, period(\"daily\"/\"weekly\"/\"monthly\")",
                     properties={"symbol": {"type": "string"},
                                 "period": {"type": "string", "default": "daily"}}),
      good=(Example.of(name="stock_get_history",
                       description="获取股票历史K线。\nArgs: symbol, period(\"daily\"/\"weekly\"/\"monthly\")",
                       properties={"symbol": {"type": "string"},
                                   "period": {"type": "string", "default": "daily",
                                              "enum": ["daily", "weekly", "monthly"]}}),
            Example.of(name="web_fetch_page", description="Fetches a page.\nArgs:\n    url: the page "
                                                          "address (http/https)",
                       properties={"url": {"type": "string"}}),
            Example.of(name="report_export", description="Exports the report.\nArgs:\n    fmt: "
                                                         "output format (e.g. csv/xlsx)",
                       properties={"fmt": {"type": "string"}})),
      rationale="The model reads the list, but only the schema makes the tool reject a value "
                "outside it; a list written beside the name in the tool's own text is the "
                "author's closed set, so it belongs in `enum`.")
def check_enum_in_tool_text(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    text = ctx.description
    if not text or not any(mark in text for mark in ("/", "|", "或", " or ", "\"", "仅", "只", "nly", "、",
                                                     "default", "默认", "one of", "取值", "可选")):
        return  # no list separator, no alternative, no quoted value: nothing to read
    warned: set[str] | None = None
    open_strings = [n for n in ctx.index.top_level_properties() if n.name
                    and n.non_null_types == ("string",)
                    and not has_any_branch(n.schema, "enum", "const", "pattern", "format")
                    and not (split_name(n.name)[-1:] and split_name(n.name)[-1] in _LOCATOR_LAST)]
    # "(http/https)" beside a URL is its scheme: locators are left out above
    readings = [(n, _listed(ctx, n)) for n in open_strings]
    if not any(r for _, r in readings) and len(list(ctx.index.top_level_properties())) == 1:
        whole = _tool_level(ctx, open_strings)
        readings = [(whole[0], (whole[1], whole[2]))] if whole else []
    if not any(r for _, r in readings) and _ONLY.search(text):
        closed = _only_supports(ctx, open_strings)
        readings = [(closed[0], (closed[1], closed[2]))] if closed else []
    if not any(r for _, r in readings):
        lists = open_strings + [n for n in ctx.index.top_level_properties() if n.name and _open_string_items(n)]
        closed = _closed_by_noun(ctx, lists)
        readings = [(closed[0], (closed[1], closed[2]))] if closed else []
    for node, listed in readings:
        if listed is None:
            continue
        values, phrase = listed
        default = node.schema.get("default")
        blank = default == "" and _BLANK_ALLOWED.search(phrase_and_passage(ctx, node, phrase)) is not None
        if default is not None and default not in values and not blank:
            continue  # the default is outside the list: the list is not all it takes
        if blank and "" not in values:
            values = [*values, ""]  # "留空用 LVCMOS33 兜底": leaving it empty is one of the choices
        if warned is None:
            warned = {h.path for h in check_enum_missing.check(tool, ctx)}
        if node.pointer in warned:
            continue  # enum-missing reads its own description: one finding is enough
        if prose_values(node):
            continue  # its own text lists them too ("The rules: 'classic' or 'chess960'."):
            # prose-only-constraint reports that list with its patch (reviewers: "the same
            # defect twice", holdout 35)
        if node.non_null_types == ("array",):
            yield Hit(join(node.pointer, "items"),
                      f"The tool description lists the values of `{node.name}` "
                      f"(\"{quote(' '.join(phrase.split()))}\"), but its items take any string: "
                      f"declare them as `items.enum` {values}, so a value outside the list is "
                      "rejected before the call.")
            continue
        yield Hit(node.pointer, f"The tool description lists the values of `{node.name}` "
                                f"(\"{quote(' '.join(phrase.split()))}\"), but its schema takes any string: declare "
                                f"them as `enum` {values}"
                                + (", with `null`, which the schema allows" if node.nullable else "")
                                + ", so a value outside the list is rejected before the call.")

"""Which tool a passage of a tool description is about: its own text, or another tool's.

Server descriptions often end with a section about the tools around this one:

    RELATED TOOLS:
    - manage_agent — manage the agent entity itself (create, update, delete, activate)
    - notes_delete: removes a note for good
    另请参阅 / 相关工具：
    - dataset_drop：删除整个数据集

What those lines say (deletes, at most 100 items, sends) is the other tool's effect or limit,
not this one's: the effect and prose rules read `own_text` instead of the whole description.
A section runs from its heading to the next heading or to a line that is neither a list entry
nor indented under one (a paragraph that takes the description up again). A list entry led
by the name of another tool is the other tool's, wherever it stands, when the tool set names
that tool (`others`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workbench.prose.passages import line_indent
from workbench.text import singular

__all__ = ["own_text"]

# "RELATED TOOLS:", "Related tools", "See also:", "SEE ALSO", "Other tools:", "相关工具：",
# "另请参阅", "相关接口": a heading on a line of its own (markdown marks and a colon allowed)
_OTHER_TOOLS_HEADING = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?[ \t]*(?:related[ \t]+(?:tools?|functions?|commands?|endpoints?)|"
    r"see[ \t]+also|other[ \t]+tools|companion[ \t]+tools|sibling[ \t]+tools|"
    r"相关(?:工具|接口|函数|命令)|另请参[阅见]|其他工具|配套工具)[ \t]*(?:\*\*)?[ \t]*[:：]?[ \t]*(?:\*\*)?[ \t]*$",
    re.I)
# Any other heading ends the section: "USAGE EXAMPLES:", "**Workflow:**", "## Notes", "注意事项："
_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+\S.*|\*\*[^*\n]{1,60}\*\*[ \t]*[:：]?[ \t]*|"
                      r"[A-Z][A-Z0-9 _/&-]{2,60}[:：][ \t]*|[\u4e00-\u9fff]{2,12}[:：][ \t]*)$")
_ENTRY = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+")
# a list entry led by a tool name: "- manage_agent — ...", "* `notes_delete`: ...", "- dataset_drop：..."
_LED_BY_NAME = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+[`'\"*]*(?P<name>[A-Za-z][\w.-]{1,80})"
                          r"[`'\"*]*[ \t]*(?:[(（][^)）\n]{0,40}[)）][ \t]*)?(?:—|–|--|-|:|：)")


_LED_BY_NAME_ANY = re.compile(_LED_BY_NAME.pattern, re.M)


def own_text(text: str, own_name: str = "", is_tool: Callable[[str], bool] | None = None) -> str:
    """`text` with the passages about other tools blanked (each such line becomes empty, so
    line numbers and the rest stay as written): the sections under a "RELATED TOOLS" / "See
    also" / "相关工具" heading, and list entries led by a name `is_tool` says is a tool of the
    set (never `own_name`). The text itself when it has neither."""
    if not text:
        return text
    low = text.lower()
    if not (("related" in low or "see also" in low or "other tools" in low or "companion" in low
             or "sibling" in low or "相关" in text or "参阅" in text or "参见" in text
             or "其他工具" in text or "配套工具" in text)
            or (is_tool is not None and _LED_BY_NAME_ANY.search(text))):
        return text
    lines = text.split("\n")
    out: list[str] = []
    in_section = False
    entry_indent = -1
    for line in lines:
        stripped = line.strip()
        if _OTHER_TOOLS_HEADING.match(line):
            in_section, entry_indent = True, -1
            out.append("")
            continue
        if in_section:
            if not stripped:
                out.append(line)
                continue
            if _HEADING.match(line) and not _ENTRY.match(line):
                in_section = False  # the next section is this tool's again
            elif _ENTRY.match(line):
                entry_indent = line_indent(line)
                out.append("")
                continue
            elif entry_indent >= 0 and line_indent(line) > entry_indent:
                out.append("")  # an entry's continuation line
                continue
            else:
                in_section = False  # a paragraph that takes the description up again
        if is_tool is not None:
            m = _LED_BY_NAME.match(line)
            if m and m.group("name") != own_name and is_tool(m.group("name")):
                out.append("")
                continue
        out.append(line)
    return "\n".join(out)


# "- delete_blocks: Permanently delete 1–100 blocks", "• priority (int): 1-5", "* `mode` — ..."
_ENTRY_HEAD = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+[`'\"*]*(?P<name>[A-Za-z_][\w.-]{0,80})"
                         r"[`'\"*]*[ \t]*(?:[(（][^)）\n]{0,40}[)）][ \t]*)?(?:—|–|--|:|：|=)", re.M)


def entry_head(text: str, sentence: str) -> str | None:
    """The name leading the list entry of `text` that holds `sentence` ("- delete_blocks:
    Permanently delete 1–100 blocks in one call." holds "1–100 blocks"): what the sentence is
    about, when it is not the text as a whole. None when the sentence stands outside an entry
    or cannot be found."""
    if not text or not sentence:
        return None
    at = text.find(sentence.strip()[:40])
    if at < 0:
        return None
    line_start = text.rfind("\n", 0, at) + 1
    m = _ENTRY_HEAD.match(text, line_start)
    return m.group("name") if m else None


# Entry heads that label the text itself, not one case of the value ("- Note: at most 100").
_GENERIC_HEADS = frozenset({"note", "notes", "default", "example", "examples", "format", "range",
                            "limit", "limits", "constraint", "constraints", "important", "tip",
                            "required", "optional", "values", "type", "usage", "warning"})


# A list entry led by a word or a short label, English or Chinese ("- Walking:", "- 步行：").
_CASE_HEAD = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+[`'\"*]*(?P<name>[^\W\d][\w.-]{0,30})"
                        r"[`'\"*]*[ \t]*(?:[(（][^)）\n]{0,40}[)）][ \t]*)?(?:—|–|--|:|：)", re.M)


def one_case_of_several(text: str, sentence: str) -> bool:
    """The sentence sits in a list entry led by a case ("- Walking: use 0-500." beside "- Driving:
    use 1000-5000."): what it says holds for that case, and the text names another case."""
    if not text or not sentence:
        return False
    at = text.find(sentence.strip()[:40])
    if at < 0:
        return False
    m = _CASE_HEAD.match(text, text.rfind("\n", 0, at) + 1)
    if m is None or m.group("name").lower() in _GENERIC_HEADS:
        return False
    others = {h.group("name").lower() for h in _CASE_HEAD.finditer(text)}
    return bool(others - {m.group("name").lower()} - _GENERIC_HEADS)


# Whole units a sentence may measure a parameter in, and the name tokens that carry them
# ("whole euros" -> `value_eur`, "26 weeks" -> `loan_weeks`).
_UNIT_ALIASES = {"euro": {"eur", "euro"}, "dollar": {"usd", "dollar"}, "pound": {"gbp", "pound"},
                 "yuan": {"cny", "rmb", "yuan"}, "week": {"week", "wk"}, "day": {"day"},
                 "hour": {"hour", "hr", "h"}, "minute": {"minute", "min"}, "second": {"second", "sec", "s"},
                 "month": {"month", "mo"}, "year": {"year", "yr"}, "kilogram": {"kg", "kilogram"},
                 "metre": {"m", "metre", "meter"}, "meter": {"m", "metre", "meter"}, "percent": {"pct", "percent"}}
_UNIT_WORDS = frozenset(_UNIT_ALIASES).union(*_UNIT_ALIASES.values())
# Name tokens too general to say what a sentence is about.
_GENERIC_TOKENS = frozenset({"id", "ids", "no", "code", "type", "kind", "mode", "is", "has", "max", "min",
                             "num", "count", "number", "value", "amount", "total", "the", "of", "in"})
_SENTENCE = re.compile(r"[^.。!！?？;；\n]+(?:[.。!！?？;；]|$)")
_WORD = re.compile(r"[a-z]+")
_CJK_HEAD = re.compile(r"^[\u4e00-\u9fff]{2,6}")


def sentence_around(text: str, fragment: str) -> str:
    """The sentence of `text` that holds `fragment` (an extracted clause), else `fragment`."""
    frag = fragment.strip()
    for m in _SENTENCE.finditer(text):
        if frag and frag.rstrip(".。") in m.group(0):
            return m.group(0).strip()
    return fragment


def subject_parameter(sentence: str, params: dict[str, tuple[tuple[str, ...], str]]) -> list[str]:
    """The one parameter a tool-text sentence is about, by its subject noun or unit: `params` maps
    each candidate name to (its name tokens, its description). "Voucher values are whole euros
    ... from 5 to 500" names `value_eur` (a token the sentence says, and the unit euros);
    "借期为 2 至 26 周" names the parameter described "借期（周）" (the first two characters of
    its description). Returns [] when none or
    several fit: a sentence about two things binds neither."""
    low = sentence.lower()
    words = {w.rstrip("s") for w in _WORD.findall(low) if len(w) > 1}
    units = set().union(*(_UNIT_ALIASES.get(w, set()) for w in words)) if words else set()
    hits = []
    for name, (tokens, description) in params.items():
        said = [t for t in tokens if t not in _GENERIC_TOKENS and len(t) > 2 and t.rstrip("s") in words
                and t.rstrip("s") not in _UNIT_WORDS]  # "every day" is no subject of `rental_days`
        in_unit = any(t in units for t in tokens)
        head = _CJK_HEAD.match(description)
        cjk = head is not None and head.group(0)[:2] in sentence  # 押金金额 -> "押金为 100 至 2000 元"
        if said or in_unit or cjk:
            hits.append(name)
    return hits if len(hits) == 1 else []


# what a Chinese sentence's subject noun stops at: "标签必须唯一…" -> 标签
_ZH_SUBJECT = re.compile(r"^([\u4e00-\u9fff]{2,6}?)(?:必须|须|不能|不得|不可|应|需|要|均|都|最多|至多|的)")
_EN_SUBJECT = re.compile(r"^(?:the\s+|all\s+|your\s+)?([a-z]+)\b")


def sentence_subject(sentence: str, params: dict[str, tuple[tuple[str, ...], str]]) -> list[str]:
    """The one parameter a sentence opens with as its subject: "Tags must be unique, lowercase
    and there can be at most 8 per session" opens with `tags`; "标签必须唯一…" with the parameter
    whose description holds 标签. `params` as for `subject_parameter`; [] when none or several."""
    text = sentence.strip()
    en = _EN_SUBJECT.match(text.lower())
    zh = _ZH_SUBJECT.match(text)
    hits = []
    for name, (tokens, description) in params.items():
        by_name = en is not None and bool(tokens) and len(en.group(1)) > 2 \
            and singular(en.group(1)) == singular(tokens[-1])  # "Tags must…" of `tags`
        if by_name or (zh is not None and zh.group(1) in description):  # 标签必须… of "要添加的标签"
            hits.append(name)
    return hits if len(hits) == 1 else []


# A line that documents another callable by its signature ("roof(x,y,z, w,d, style, key,
# overhang?) - style: "flat"|"gable"|"hip"", "- `row(x, count, spacing)`: count 1-100"): the code
# API a `code` parameter is written in, not this tool's parameters.
_SIGNATURE_LINE = re.compile(r"^[ \t]*(?:[-*•·][ \t]+)?`?(?P<call>[A-Za-z_][\w.]{0,60})[ \t]*"
                             r"\((?P<args>[^()\n]{0,200})\)", re.M)


def argument_of_another_call(text: str, sentence: str, param: str, own_name: str) -> bool:
    """Does `sentence` sit on a line of `text` that opens with the signature of another callable
    (not `own_name`, the tool itself) whose arguments name `param`? What the line says of `param`
    is that callable's argument, not this tool's parameter."""
    if not text or not sentence or not param or "(" not in text:
        return False
    at = text.find(sentence.strip()[:40])
    if at < 0:
        return False
    m = _SIGNATURE_LINE.match(text, text.rfind("\n", 0, at) + 1)
    if m is None:
        return False
    call = m.group("call").lower().replace("-", "_")
    own = own_name.lower().replace("-", "_")
    if call == own or own.endswith("_" + call) or own.startswith(call + "_"):
        return False  # `search(query, limit)` documenting the tool `web_search` itself
    args = {a.split("=")[0].split(":")[0].strip(" \t?*`'\"") for a in m.group("args").split(",")}
    return param in args

"""Closed value sets written with slashes (or pipes): the house style of terse tool texts.

- a bracket that holds nothing but the values: `"daily"/"weekly"/"monthly"`, `portrait/landscape`,
  `word/excel/ppt/pdf，可选` (`slash_values`);
- such a bracket after a label that names a kind of value, which makes the bracket the value's set
  and not a remark on it: "对齐方式（left/center/right）", "Output format (json/csv)"
  (`labelled_bracket`); "keyword (english/chinese)" names the keyword's language, not its values;
- values after a word that closes the set: "白名单 LINEAR / HOLD", "支持:\\n basys3 / nexys-a7",
  "one of: fast/slow" (`offered_slash_list`).

Not lists: examples ("如 single/thin/medium", "e.g. csv/xlsx", "等"), units ("km/h", "KB/MB"),
"and/or", MIME types ("text/html"), date forms ("YYYY/MM/DD"), a path's placeholders
("owner/repo") and labels about a locator ("路径（src/main）").
"""

from __future__ import annotations

import mimetypes
import re

from workbench.prose.label_lists import FORMAT_WORD, form_template
from workbench.text import negated

BRACKET = re.compile(r"[（(]([^()（）\n]{2,160})[)）]")
_SEPARATOR = re.compile(r"\s*[/|]\s*")
_VALUE = re.compile(r"^[A-Za-z0-9_.:+-]{1,30}$")
_QUOTED = re.compile(r"^([\"'`])([^\"'`/|]{0,30})\1$|^“([^”/|]{0,30})”$")
# an example or a list that goes on ("如 a/b", "e.g. csv/xlsx", "a/b 等")
OPEN = re.compile(r"e\.g\.|\betc\b|such as|for example|including|例如|比如|如|等", re.I)
# A sentence whose values are samples of a wider set: "e.g.", "for example", "such as", 例如/比如
# anywhere before the values; a bare 如 only where it opens a clause ("如墙上的门窗（type=
# "Window"/"Door"）、幕墙的框架/面板"), not 如果/如需/如下 ("if", "if needed", "as follows").
_EXAMPLE_LEAD = re.compile(r"\be\.g\.?|\bfor (?:example|instance)\b|\bsuch as\b|例如|比如|譬如|诸如|"
                           r"(?:^|[，,、：:（(\s])如(?![果需要何下此若同实今期约意有未不为在遇已])", re.I)
# (a line break right after "e.g." wraps the sentence, it does not end it: "for a city, e.g.\n
# Jakarta, Bandung")
_SENTENCE_START = re.compile(r"[。；;！？!?]|(?<!\be\.g\.)(?<!\be\.g\.[ \t])\n|(?<!\be\.g)(?<!\bi\.e)\.\s")


def offered_as_examples(text: str, start: int) -> bool:
    """Are the values at `start` of `text` given as examples of a wider set: does their sentence,
    before them, hold "e.g.", "for example", "such as", 例如, or a clause opening with 如?"""
    ends = [m.end() for m in _SENTENCE_START.finditer(text, 0, start)]
    return _EXAMPLE_LEAD.search(text[ends[-1] if ends else 0:start]) is not None


UNITS = frozenset({"b", "kb", "mb", "gb", "tb", "ms", "s", "sec", "min", "h", "px", "pt", "em", "%",
                   "cm", "mm", "m", "km", "kg", "g"})
NOT_VALUES = frozenset({"optional", "required", "default", "true", "false", "and", "or"})
# "，可选", ", optional", "，默认 json": a remark on the parameter after its values
_TAIL = re.compile(r"\s*[,，;；]\s*(?:可选|选填|非必填|optional|默认[^/|]*|default[^/|]*)$", re.I)
# "(默认)", "(default)" right after one value of the list
_DEFAULT_MARKS = re.compile(r"\s*[(（]\s*(?:默认|缺省|default)\s*[)）]", re.I)
_DEFAULT_MARK = re.compile(_DEFAULT_MARKS.pattern + "$", re.I)
# the parts of a date or time form ("YYYY/MM/DD", "HH:mm")
_DATE_PART = re.compile(r"^(?:y{2,4}|m{1,2}|d{1,2}|h{1,2}|s{1,2}|[:.\-])+$", re.I)
# the parts of a path or a name written with a slash ("owner/repo", "namespace/name")
_PLACEHOLDERS = frozenset({"owner", "repo", "repository", "org", "organization", "user", "username",
                           "name", "namespace", "project", "group", "bucket", "key", "path", "id",
                           "dir", "file", "folder", "width", "height", "x", "y"})
_MIME_TYPES = frozenset(mimetypes.types_map.values()) | {"application/json", "text/plain", "text/html",
                                                         "text/markdown", "text/csv"}


def slash_values(group: str) -> list[str] | None:
    """The values a bracket holds when it is nothing but a closed list set out with "/" or "|"
    (`"daily"/"weekly"`, `portrait/landscape`, `"qfq"/"hfq"/""`), or None."""
    group = _TAIL.sub("", group.strip())
    if OPEN.search(group) or ("/" not in group and "|" not in group):
        return None
    if group.lower().replace(" ", "") in _MIME_TYPES:
        return None  # "text/html": one MIME type, not two values
    out = []
    for part in _SEPARATOR.split(group):
        part = _DEFAULT_MARK.sub("", part)  # "zip(默认)/tar": the value marked as the default
        m = _QUOTED.match(part)
        value = (m.group(2) if m.group(2) is not None else m.group(3)) if m else part
        if m is None and not _VALUE.match(part):
            return None
        if value and m is None and not _VALUE.match(value):
            return None
        out.append(value)
    if not 2 <= len(out) <= 12 or len(set(out)) != len(out):
        return None
    low = {v.lower() for v in out}
    # a date form's parts are all parts ("YYYY/MM/DD"); one value that looks like one is a value
    # ("md / html / both": Markdown)
    if low <= UNITS or low & NOT_VALUES or low <= _PLACEHOLDERS or all(_DATE_PART.match(v) for v in low if v):
        return None
    return out


# A label that names a kind of value: the bracket after it is that kind's set.
_KIND = re.compile(r"类型|类别|种类|格式|方式|模式|方向|级别|等级|风格|样式|策略|算法|引擎|对齐|质量|精度|粒度|"
                   r"排序|顺序|状态|版本|协议|布局|主题|插值|"
                   r"\b(?:type|kind|format|mode|style|method|direction|order|level|strategy|algorithm|"
                   r"alignment|align|orientation|layout|theme|units?|scope|engine|backend|protocol|"
                   r"quality|precision|granularity|interpolation|variant|version|status|state)s?\b", re.I)
# a clause that names a value or a default before the bracket: the bracket glosses that value
# ("Defaults to metric units (kilograms/meters)", "Other option is imperial (pounds/inches)")
_NOT_A_LABEL = re.compile(r"默认|缺省|其[他它]|\b(?:default\w*|option\s+is|other|otherwise|else|means?|"
                          r"i\.e\.|set\s+to|is|are)\b", re.I)
# a label about a locator or a media type: the bracket spells its form ("路径（a/b）", "MIME type")
_LOCATOR = re.compile(r"路径|目录|地址|网址|仓库|文件名|链接|\b(?:path|dir|directory|folder|url|uri|"
                      r"link|repo|repository|mime|content[- ]type|media[- ]type)\b", re.I)


def labelled_bracket(text: str) -> tuple[list[str], str] | None:
    """(values, phrase) of the first bracket in `text` that holds only a slash list and follows
    a label naming a kind of value ("对齐方式（left/center/right）", "Chart type (bar/line/pie)")."""
    for g in BRACKET.finditer(text):
        values = slash_values(g.group(1))
        if not values:
            continue
        label = re.split(r"[，,。；;:：\n]", text[:g.start()])[-1]
        if _KIND.search(label[-24:]) and not _LOCATOR.search(label) and not OPEN.search(label) \
                and not _NOT_A_LABEL.search(label):
            return values, text[g.start() - len(label):g.end()].strip()
    return None


# Words that close the set before values set out with slashes: "白名单 LINEAR / HOLD", "支持:\n a / b",
# "one of: a/b", "must be a/b". "supports png/jpg" without a colon may say what a file holds.
_CLOSER = re.compile(r"(?:白名单|只能是|只能为|必须是|必须为|仅支持|只支持|可选值|取值为|取值|可选)\s*[:：]?"
                     r"|支持\s*[:：]"
                     r"|\b(?:one\s+of|must\s+be|whitelist|allowed\s+values?|valid\s+values?|supported\s+"
                     r"values?|options?|choices?|supported|accepted)\s*(?:are\s*)?[:：]?", re.I)
# "推荐取值：a / b", "recommended values: a/b": the usual choices of an open set
_ADVISED = re.compile(r"推荐|建议|常用|常见|典型|\b(?:recommended|suggested|common|typical|usual)\b", re.I)
VALUE_TOKEN = r"[\"'“]?[A-Za-z0-9](?:[A-Za-z0-9_.:+-]{0,28}[A-Za-z0-9_+-])?[\"'”]?"
_SLASH_RUN = re.compile(r"\s*((?:" + VALUE_TOKEN + r"\s*/\s*)+" + VALUE_TOKEN
                        + r")\s*(?=$|[。；;，,.\n)）]|\s+[\u4e00-\u9fff])")


def offered_slash_list(text: str) -> tuple[list[str], str] | None:
    """(values, phrase) of a slash list right after a word that closes the set, or None; a list
    an example word or "等" opens is not read."""
    for m in _CLOSER.finditer(text):
        run = _SLASH_RUN.match(text, m.end())
        clause = re.split(r"[。；;.\n]", text[:m.start()])[-1]
        if run is None or negated(clause, len(clause)):
            continue  # "不支持：a/b", "not one of a/b"
        after = text[run.end():run.end() + 6]
        values = slash_values(run.group(1))
        if values and not OPEN.search(after) and not OPEN.search(text[max(0, m.start() - 8):m.start()]) \
                and not _ADVISED.search(clause[-12:]):
            return values, " ".join(text[m.start():run.end()].split())
    return None



# "检索范围：All / Author / Title / Sentence": a label, then nothing but the values to the text's end.
# Not a label that introduces something else than the values (an example, a default, a form).
_LABELLED_RUN = re.compile(r"^\s*(?P<label>[\w\u4e00-\u9fff][\w\u4e00-\u9fff '-]{0,30}?)\s*[:：]"
                           r"(?P<run>[^:：\n]*)$")
# (a format label names the formats to choose from: "归档格式：zip/tar/tar.gz"; not a date's form,
# "日期格式：yyyy-mm-dd/yyyymmdd", `label_lists.form_template`)
_OTHER_LABEL = re.compile(r"示例|例如|比如|默认|缺省|形如|\b(?:examples?|e\.g|default|pattern|"
                          r"syntax|usage|note|returns?)\b", re.I)


# a short gloss in brackets right after a value ("veto(单项否决) / completeness(完整性)",
# "auto（均衡）/cheap（最省）"): what the value means, not part of it
GLOSS = re.compile(r"(?<=[A-Za-z0-9_\"'”])\s*[（(][^()（）/|\n]{1,24}[)）]")
# the default named after the list ("day / week / month，默认 month", "a/b (default: a)")
_DEFAULT_TAIL = re.compile(r"\s*(?:[,，;；]\s*(?:默认|缺省|default)[^/|()（）]*|[（(]\s*(?:默认|缺省|"
                           r"default)[^/|()（）]*[)）])\s*[。.]?$", re.I)


def labelled_slash_list(text: str) -> tuple[list[str], str] | None:
    """(values, phrase) of a text that is a label and then only a slash list (each value may
    carry a bracketed gloss, and the default may follow the list), or None."""
    m = _LABELLED_RUN.match(text.strip())
    if m is None or _OTHER_LABEL.search(m.group("label")) or _LOCATOR.search(m.group("label")):
        return None
    bare = _DEFAULT_TAIL.sub("", GLOSS.sub("", _DEFAULT_MARKS.sub("", m.group("run"))))
    run = _SLASH_RUN.fullmatch(bare.strip().rstrip("。."))
    values = slash_values(run.group(1)) if run else None
    if values and FORMAT_WORD.search(m.group("label")) and form_template(values):
        return None  # "日期格式：yyyy-mm-dd/yyyymmdd": the forms a value may take, not values
    return (values, text.strip()) if values else None


def slash_list(text: str) -> tuple[list[str], str] | None:
    """(values, phrase) of the closed slash list a text gives (`labelled_bracket`, then
    `offered_slash_list`, then `labelled_slash_list`), or None."""
    return labelled_bracket(text) or offered_slash_list(text) or labelled_slash_list(text)

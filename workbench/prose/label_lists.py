"""Closed value sets set out with no trigger word: after a label that ends in a colon, inside
brackets after the value's name, or as a pipe list.

- "Privacy setting: public_to_workspace, private_to_team, private", "Can be: list, board,
  calendar", "雪道难度：green、blue、black 或 double_black。": a label, then the values and nothing
  else up to the sentence's end; not a bulleted line ("Formats:\n- ISO 8601: …\n- Relative: "1h",
  "7d""), which is one case among several;
- "Resource type to scale (deployment, replicaset, statefulset)": a noun phrase, then three or
  more values in brackets ending the sentence ("Repository owner (username or organization)"
  says what kind of thing the value is);
- "产品类型(normal 正常 | branch 多分支 | platform 多平台)", "Sort (asc | desc)": values
  between pipes, each a machine token with at most a Chinese or bracketed gloss;
- "出行目的：tourism=旅游(默认)/business=商务/transit=过境": values each glossed in Chinese after
  "=", set out with "/", "、", commas or semicolons (`glossed_pairs`).

Every value must be a machine token (`open_file`, `pushRtmp`, `SSE`, `768P`) or, set out with
"、", a short Chinese noun; three or more, or two joined by "or"/"或". Not lists: examples and
hedges ("e.g.", "如", "等", "etc."), labels that introduce something else than the values
("Example:", "Default:", "Format:", "Fields:", "Returns:"), regular expressions, table rows and
shell pipelines.
"""

from __future__ import annotations

import re

# "usually 'a' or 'b'", "例如": typical values, not the closed set
HEDGE = re.compile(r"\b(?:usually|typically|normally|generally|often|commonly|mostly|e\.g\.|"
                   r"for\s+example|such\s+as|like)\b|通常|一般|常见|常用|例如|比如|诸如", re.I)
# "zh、en 等": the list goes on; not the 等 of a word (中等, 头等舱, 相等, 等级, 等于, 等待)
ZH_ETC = r"(?<![中相平对同高初上下头一二三特均不次])等(?![于同待级候])"
# "zh、en 等", "a, b, etc.", "其他": the list goes on
OPEN_MARK = re.compile(ZH_ETC + r"|如|例|其[他它]|\betc\b|…|\.\.\.", re.I)

# A value a machine reads: lower-case words joined by _ - . (`open_file`, `cosyvoice-v3`),
# camelCase (`pushRtmp`), an upper-case code (`SSE`, `FAMILY_STYLE`), a number with a unit
# letter (`768P`, `2K`) or a small number.
MACHINE_WORD = re.compile(r"^(?:[a-z][a-z0-9]*(?:[_\-.][a-z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]+)+|"
                      r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*|\d{1,5}[A-Za-z]{0,2})$")
_ZH_VALUE = re.compile(r"^[\u4e00-\u9fff]{1,6}$")
# A capitalised word ("Drug", "In-Person") and one item written in quotes ('Drug', "Device")
_TITLE_WORD = re.compile(r"^[A-Z][a-z0-9]+(?:-[A-Za-z0-9]+)?$")
_QUOTED_ITEM = re.compile(r"^\s*(?:'[^'\n]+'|\"[^\"\n]+\"|`[^`\n]+`|“[^”\n]+”|‘[^’\n]+’)\s*$")
# A Chinese "value" that is a phrase: a verb, a modal or a particle in it.
_ZH_PHRASE = re.compile(r"[不请要会将则的了时可需必应用使返拒以]")
# Labels that introduce something else than the set of values: an example, a default, a form,
# several fields or values at once, what comes back, a remark.
OTHER_LABEL = re.compile(r"\b(?:examples?|e\.g|default|defaults|format|formats|pattern|syntax|"
                          r"usage|note|notes|tips?|warning|returns?|output|response|fields?|"
                          r"columns?|keys?|properties|attributes|tags?|keywords?|headers?|"
                          r"includes?|including|contains?|see|options?\s+for|aliases|synonyms|"
                          r"requires?|scopes?|permissions?|steps?)\b|"
                          r"示例|例如|比如|默认|格式|注意|返回|输出|说明|提示|用法|字段|列名|标签|"
                          r"关键词|包含|包括|参考|权限|步骤", re.I)
_LABELLED = re.compile(r"^\s*(?P<label>[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff '’\-]{0,40}?)"
                       r"\s*[:：]\s*(?P<list>[^:：\n]{2,240}?)\s*[.。;；]?\s*$")
_BRACKETED = re.compile(r"^\s*(?P<label>[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff '’\-]{1,60}?)\s*"
                        r"[(（](?P<list>[^()（）\n]{2,240})[)）]\s*[.。]?\s*$")
_SEPARATORS = re.compile(r"\s*(?:,|，|、|;|；|\bor\b|或者|或)\s*", re.I)
_OR_JOIN = re.compile(r"\bor\b|或", re.I)
_AND_JOIN = re.compile(r"\band\b|和|及|与|以及", re.I)


# A short remark in brackets after one value of a list: where it applies or its state ("BACK
# (android only)", "DPAD_UP (android tv only)", "fast (default)", "raw（仅调试）"). The value is
# the token before it; a remark with a list mark or a colon inside is prose, not a remark.
_QUALIFIER = re.compile(r"\s*[(（](?P<remark>[^()（）,，;；:：|]{1,30})[)）]$")


# A remark that advises one value over others ("(recommended)", "（推荐）"): the list is the
# advice, and other values may be valid too
_ADVICE = re.compile(r"recommend|prefer|suggest|best|推荐|建议|首选|常用", re.I)


def delimited_values(raw: str) -> tuple[str, ...] | None:
    """The values of a bare delimited list ("1m, 5m, day, week or month"): three or more, or two
    joined by "or"/"或", each a machine token (`_values`); None when any item is prose."""
    return _values(raw)


def unqualified(item: str) -> str:
    """One list item without the bracketed remark after its value ("BACK (android only)" ->
    "BACK"); the item unchanged when it has none."""
    item = item.strip()
    m = _QUALIFIER.search(item)
    return item[:m.start()].strip() if m and m.start() > 0 else item


def _values(raw: str, least: int = 2) -> tuple[str, ...] | None:
    """The values of a delimited list when every item is a value (None otherwise): three or more,
    or (`least` 2) two joined by "or"/"或"; short Chinese nouns only when the list is set out with
    "、"."""
    raw = raw.strip().rstrip("。.;；").strip()
    if _AND_JOIN.search(raw) or ("/" in raw and not re.search(r"[,，、]", raw)):
        return None  # "a, b and c" may be several at once; "a/b" is read by the assigned lists
    if re.search(r",(?=\S)", raw):
        return None  # "south,west,north,east": the parts of one value written together
    parts = _SEPARATORS.split(raw)
    if any((m := _QUALIFIER.search(p.strip())) and _ADVICE.search(m.group("remark")) for p in parts):
        return None  # "5m, 15m, 8h (recommended). 1h, 1d may return empty": advice among more values
    items = [unqualified(i).strip("`'\"“”‘’").strip() for i in parts]
    if not items or any(not i for i in items):
        return None
    zh = "、" in raw
    # every item in quotes ("'Drug', 'Device', 'Other'"): literals, so a capitalised word is a
    # value as written; unquoted ("Red, Green, Blue") it may be prose
    quoted = all(_QUOTED_ITEM.match(unqualified(p)) for p in parts)
    for item in items:
        if not (MACHINE_WORD.match(item) or (quoted and _TITLE_WORD.match(item))
                or (zh and _ZH_VALUE.match(item) and not _ZH_PHRASE.search(item))):
            return None
    if len(set(items)) != len(items):
        return None
    if len(items) >= 3 or (least == 2 and len(items) == 2 and _OR_JOIN.search(raw)):
        if all(i.isdigit() for i in items) and not _OR_JOIN.search(raw):
            return None  # "Sizes: 1, 2, 4": numbers set out without "or" may be examples of a count
        return tuple(items)
    return None


# One item of a pipe list: the value, then at most a Chinese gloss or a bracketed gloss.
_PIPE_ITEM = re.compile(r"^\s*[`'\"]?(?P<value>[A-Za-z0-9][\w.\-]{0,39})[`'\"]?\s*"
                        r"(?:[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9 ]{0,15}|[(（][^()（）|]{1,30}[)）])?\s*$")
_PIPE_RUN = re.compile(r"[(（](?P<inner>[^()（）\n]*\|[^()（）\n]*)[)）]|"
                       r"^\s*(?:[\w\u4e00-\u9fff '’\-]{1,40}[:：])?(?P<whole>[^:：()（）\n]*\|[^:：()（）\n]*?)"
                       r"\s*[.。]?\s*$")
_OPEN_END = re.compile(r"(?:" + ZH_ETC + r"|\betc\.?|…|\.\.\.)\s*$", re.I)
# A regular expression, a table row or a shell pipeline: pipes that do not separate values.
_NOT_A_PIPE_LIST = re.compile(r"\(\?|\^|\$\)|\\[dwsb]|\|\||^\s*\||\|\s*$|\b(?:grep|sort|head|tail|"
                              r"awk|sed|xargs|wc|jq)\b")


def pipe_values(sentence: str) -> tuple[str, ...] | None:
    """The values of a pipe list ("类型(normal 正常 | branch 多分支)", "Order: asc | desc"), or None."""
    if "|" not in sentence or HEDGE.search(sentence) or _NOT_A_PIPE_LIST.search(sentence):
        return None
    for m in _PIPE_RUN.finditer(sentence):
        run = m.group("inner") or m.group("whole")
        if run is None or _OPEN_END.search(run):
            continue  # "a | b | 等", "a | b | ...": the list goes on
        found = [_PIPE_ITEM.match(item) for item in run.split("|")]
        if not all(found):
            continue
        values = tuple(f.group("value") for f in found if f)
        if len(values) >= 2 and len(set(values)) == len(values) and all(MACHINE_WORD.match(v) for v in values):
            return values
    return None


def other_label(label: str) -> bool:
    """Does the label introduce something else than the values (an example, a default, fields)?
    A format is such a label only for a value's form ("Format: YYYY-MM-DD"); "Output format:
    json, csv" or "归档格式：zip/tar" names the formats to choose from, and the values read
    after it decide (`form_template`)."""
    return OTHER_LABEL.search(FORMAT_WORD.sub(" ", label)) is not None


# "format", "Output format", "格式", "输出格式" in a label
FORMAT_WORD = re.compile(r"\b(?:(?:output|response|export|file)\s+)?formats?\b|(?:输出|返回|导出|文件)?格式", re.I)
# A form written as a template of its parts ("yyyy-mm-dd", "hh:mm", "YYYYMMDD"): a value's form,
# not a value to choose
_FORM_TEMPLATE = re.compile(r"^(?:[yYmMdDhHsS]{1,4}[-/:. T]?)+$")


def form_template(values: tuple[str, ...] | list[str]) -> bool:
    """Some value is a form written as a template of its parts (a date's `yyyy-mm-dd`)."""
    # a two-letter word ("md": Markdown) is a value, not the template of a date
    return any(_FORM_TEMPLATE.match(v) and (len(v) >= 4 or re.search(r"[-/:. T]", v)) for v in values)


def labelled_values(sentence: str) -> tuple[str, ...] | None:
    """The values a sentence sets out after a label ("Privacy setting: a, b, c") or in brackets
    ending it ("Resource type to scale (deployment, replicaset, statefulset)"), or None."""
    if HEDGE.search(sentence):
        return None
    for regex in (_LABELLED, _BRACKETED):
        m = regex.match(sentence)
        if m is None or other_label(m.group("label")) or OPEN_MARK.search(m.group("list")):
            continue
        # in brackets, two words joined by "or" say what kind of thing the value is ("Repository
        # owner (username or organization)"): only three or more values make a set there
        listed = m.group("list")
        if regex is _LABELLED:
            # "Interval: daily, weekly, or monthly": the serial comma before "or" joins the last
            # value. Not in brackets: "a git object (commit, tree, blob, or tag)" names kinds of
            # the thing, not values of the field
            listed = re.sub(r"\s*,\s*(?=\bor\b)", " ", listed)
        values = _values(listed, 3 if regex is _BRACKETED else 2)
        if values and not (FORMAT_WORD.search(m.group("label")) and form_template(values)):
            return values
    return None


# "tourism=旅游(默认)/business=商务/transit=过境": a machine value, "=" and its Chinese gloss (with
# at most a bracketed remark), two or more, and nothing else after the label. An English gloss
# stays out: "status=open, owner=me" assigns several fields, it lists no values of one.
_GLOSSED_PAIR = (r"[A-Za-z][\w.\-]{0,30}\s*=\s*[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9 ]{0,15}"
                 r"(?:[(（][^()（）=]{1,12}[)）])?")
_GLOSSED_RUN = re.compile(r"^\s*(?:[^:：=\n]{1,30}[:：])?\s*(?P<run>" + _GLOSSED_PAIR + r"(?:\s*[/、,，;；|]\s*"
                          + _GLOSSED_PAIR + r")+)\s*[.。;；]?\s*$")


def glossed_pairs(sentence: str) -> tuple[str, ...] | None:
    """The values of a "value=中文释义" list ("tourism=旅游/business=商务"), or None."""
    m = _GLOSSED_RUN.match(sentence) if "=" in sentence else None
    if m is None or HEDGE.search(sentence) or OPEN_MARK.search(m.group("run")):
        return None
    values = tuple(v.strip() for v in re.findall(r"(?:^|[/、,，;；|])\s*([A-Za-z][\w.\-]{0,30})\s*=", m.group("run")))
    return values if len(values) >= 2 and len(set(values)) == len(values) else None


# "emp：企业员工；ext：外部联系人", "1：应用内DING；2：短信DING；3：电话DING", "asc: ascending; desc:
# descending", "0（默认）：不可搜索；1：可搜索": each value with a colon and what it means, two or
# more set out with semicolons. Every value is glossed, so the run is the set. Not read: a value
# whose gloss holds another colon or a list mark (a sentence, not a gloss), field descriptions of a
# JSON text or an object ("name: 名称; age: 年龄" names keys), a run that goes on with "等"/"etc.".
_PAIR_VALUE = r"(?P<value>-?\d{1,6}|[A-Za-z][\w.\-]{0,30})"
_PAIR_REMARK = r"(?:\s*[(（][^()（）:：;；]{1,12}[)）])?"
_COLON_PAIR = re.compile(r"^\s*" + _PAIR_VALUE + _PAIR_REMARK + r"\s*[:：]\s*(?P<gloss>[^:：;；\n]{1,40})$")
# the run's first value may follow a lead-in ("群主类型。可选参数。emp：…", "取值：DING_SMS：…")
_LEAD_PAIR = re.compile(r"(?:^|[。，,：:]|\.\s)\s*" + _PAIR_VALUE + _PAIR_REMARK + r"\s*[:：]\s*"
                        r"(?P<gloss>[^:：;；\n]{1,40})$")
PAIR_HINT = re.compile(r"[\w)）]\s*[:：][^:：;；\n]{1,40}[;；]\s*[-\w]{1,31}(?:\s*[(（][^()（）]{1,12}[)）])?\s*[:：]")
_KEYS_TEXT = re.compile(r"json|\bobjects?\b|\bfields?\b|\bkeys?\b|\bproperties\b|\battributes?\b|字段|对象|属性|键",
                        re.I)


def colon_glossed(text: str) -> tuple[tuple[str, ...], str] | None:
    """(values, evidence) of the first run of "value：gloss" pairs set out with semicolons, or
    None. The values are kept as written (strings): the parameter's type decides."""
    if not PAIR_HINT.search(text) or _KEYS_TEXT.search(text):
        return None
    for line in text.splitlines():
        segments = re.split(r"[;；]", line)
        for i, first in enumerate(segments):
            lead = _LEAD_PAIR.search(first.strip())
            if lead is None:
                continue
            run = [lead]
            for seg in segments[i + 1:]:
                # the last pair may close its sentence and another follow ("1：可搜索。可选参数。")
                m = _COLON_PAIR.match(re.split(r"。|\.\s", seg)[0].strip())
                if m is None:
                    break
                run.append(m)
            if len(run) < 2:
                continue
            values = tuple(m.group("value") for m in run)
            after = ";".join(segments[i + len(run):]).strip()
            if len(set(values)) != len(values) or _OPEN_END.search(run[-1].group("gloss")) \
                    or not all(MACHINE_WORD.match(v) or v.lstrip("-").isdigit() for v in values) \
                    or any(OTHER_LABEL.search(v) for v in values) \
                    or re.match(r"(?:" + ZH_ETC + r"|etc\b|…|\.\.\.)", after, re.I):
                return None  # "a：甲；b：乙；等": the run goes on; "Note: …; Warning: …" are labels
            pairs = [first.strip()[lead.start("value"):]] + [s.strip() for s in segments[i + 1:i + len(run)]]
            return values, "；".join(pairs)
    return None


# "'all' for all teams, 'my' for teams the current user belongs to", "'asc' 表示升序，'desc' 表示降序":
# quoted values, each with what it is for, two or more one after another. Each value has its own
# gloss, so the run is the set; not '"true" or "false" for checkboxes' (one gloss for the run: the
# values of one case).
_FOR_PAIR = (r"[`'\"“](?P<v>[A-Za-z0-9][\w.\-]{0,30})[`'\"”]\s*(?:\bfor\b|\bto\b|\bmeans\b|表示|代表|为)\s*"
             r"[^,，;；`'\"“”\n]{1,60}?")
_EXAMPLE_LEAD = re.compile(r"e\.g\.|\bi\.e\.|for\s+example|for\s+instance|such\s+as|例如|比如|如", re.I)
_FOR_RUN = re.compile(_FOR_PAIR + r"(?=\s*(?:,|，|;|；|\bor\b|或)\s*(?:or\s+)?[`'\"“])")
_FOR_VALUE = re.compile(_FOR_PAIR + r"(?=\s*(?:$|[,，;；.。\n]))")


def quoted_for_pairs(text: str) -> tuple[tuple[str, ...], str] | None:
    """(values, evidence) of a run of quoted values each glossed with what it is for, or None."""
    for first in _FOR_RUN.finditer(text):
        before = re.split(r"[.。;；!?\n](?:\s|$)|[。；\n]", text[:first.start()])[-1]
        near = text[max(0, first.start() - 40):first.start()]
        if HEDGE.search(before) or _EXAMPLE_LEAD.search(before) or _EXAMPLE_LEAD.search(near):
            continue  # "such as 'en' for English, 'zh' for Chinese", "e.g. 'm' for meters": examples
        if re.search(r"[`'\"“][^`'\"”\s]{1,30}[`'\"”]", before):
            continue  # '"true" or "false" for checkboxes', "'none', for no labels, 'metric' for …": a
            # value before the run that the run does not hold
        run = [first]
        at = first.end()
        while True:
            sep = re.match(r"\s*(?:,|，|;|；|\bor\b|或)\s*(?:or\s+)?", text[at:])
            if sep is None:
                break
            nxt = _FOR_RUN.match(text, at + sep.end()) or _FOR_VALUE.match(text, at + sep.end())
            if nxt is None:
                break
            run.append(nxt)
            at = nxt.end()
            if nxt.re is _FOR_VALUE:
                break
        values = tuple(m.group("v") for m in run)
        if len(run) >= 2 and len(set(values)) == len(values) and not OPEN_MARK.search(text[at:at + 12]):
            return values, text[first.start():at]
    return None

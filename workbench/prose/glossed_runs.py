"""Value lists in which every value comes with what it means, in the forms
`label_lists.colon_glossed` (pairs set out with semicolons) does not read:

- pairs set out with a Chinese comma, each glossed in Chinese: "通讯录语言。zh_CN：中文（默认值），
  en_US：英文", "资源粒度：summary=名称/类型，full=全字段，raw=原始 API 数据";
- pairs with a spaced dash, set out with semicolons: "File tree retrieval method: DIRECT - only the
  current directory; RECURSIVE - every file below the path; FLATTEN - flat display";
- one pair a line after a lead that announces the values ("枚举值：", "Possible values:",
  "可选值："): "枚举值：\\n apiserver: API Server组件\\n kcm: KCM组件".

Every value is glossed, so the run is the whole set. Not read: a run that goes on ("等", "etc.",
"…"), examples ("例如", "e.g."), the keys of an object or a JSON text ("name：张三，age：三十" in a text
that says "字段"/"fields"/"JSON"), type names ("id: string; name: string"), an English gloss set
out with commas ("name: John, age: 30" assigns several fields).
"""

from __future__ import annotations

import re

from workbench.prose.label_lists import HEDGE, MACHINE_WORD, OPEN_MARK, OTHER_LABEL, ZH_ETC
from workbench.prose.lists import SPECIAL_VALUE

# A value, then at most a short bracketed remark ("zh_CN（默认）").
_VALUE = r"[`'\"]?(?P<value>-?\d{1,6}|[A-Za-z][\w.\-]{0,30})[`'\"]?(?:\s*[(（][^()（）:：;；]{1,12}[)）])?"
# A gloss in Chinese: a CJK character first, no pair mark, clause mark or sentence end inside; a
# bracketed remark may close it ("中文（默认值）").
_ZH_GLOSS = r"(?P<gloss>[\u4e00-\u9fff](?:[^:：=，,;；。()（）\n]|[(（][^()（）\n]{0,16}[)）]){0,40})"
_COMMA_PAIR = re.compile(r"\s*" + _VALUE + r"\s*[:：=]\s*" + _ZH_GLOSS + r"\s*")
# The run's first pair may follow a lead-in ("通讯录语言。", "资源粒度：", "授权字段 (").
_COMMA_LEAD = re.compile(r"(?:^|[。：:(（]|\.\s)\s*" + _VALUE + r"\s*[:：=]\s*" + _ZH_GLOSS + r"\s*$")
# "DIRECT - only get the current directory": a value, a spaced dash, what it means.
_DASH_PAIR = re.compile(r"\s*" + _VALUE + r"\s+[-–—]\s+(?P<gloss>[^;；\n:：]{2,160}?)\s*(?=$|[.。](?:\s|$))")
_DASH_LEAD = re.compile(r"(?:^|[:：]|\.\s)\s*" + _VALUE + r"\s+[-–—]\s+(?P<gloss>[^;；\n:：]{2,160}?)\s*$")
# A lead that announces the values set out one a line below it.
_VALUES_LEAD = re.compile(r"(?:枚举值|可选值|可选项|取值(?:说明)?|可取值|支持的值|"
                          r"\b(?:possible|allowed|valid|accepted|supported|available)\s+values|"
                          r"\bvalues?|\boptions?)\s*(?:为|是|如下|are|include)?\s*[:：]\s*$", re.I)
_LINE_PAIR = re.compile(r"^\s*(?:[-*•]\s*)?" + _VALUE + r"\s*[:：=]\s*(?P<gloss>[^:：\n]{1,60}?)\s*[;；,，。.]?\s*$")
# Words that make the pairs the keys of one object or a JSON text, not the values of one field.
_KEYS_TEXT = re.compile(r"json|\bobjects?\b|\bfields?\b|\bkeys?\b|\bproperties\b|\battributes?\b|"
                        r"字段|对象|属性|键", re.I)
# A gloss in words: Chinese, or two words or more ("one line per item").
_WORDED = re.compile(r"[\u4e00-\u9fff]|[A-Za-z]{2,}\s+[A-Za-z]{2,}")
_LOCALE = re.compile(r"^[a-z]{2,3}[-_][A-Z]{2}$")  # "zh_CN", "en-US"
_TYPE_NAMES = frozenset({"string", "str", "number", "int", "integer", "float", "null", "none", "list",
                         "dict", "object", "array", "bool", "boolean"})
_RUN_GOES_ON = re.compile(r"^\s*(?:[,，;；、]\s*)?(?:" + ZH_ETC + r"|etc\b|…|\.\.\.)", re.I)
# A hint that the text may hold such a run (the gate of `extract`).
GLOSS_HINT = re.compile(r"[A-Za-z0-9][\w.\-]{0,30}[`'\"]?\s*(?:[:：=]\s*[\u4e00-\u9fff][^，\n]{0,40}，|"
                        r"\s[-–—]\s[^;\n]{2,120};)|[:：]\s*\n\s*(?:[-*•]\s*)?[A-Za-z0-9][\w.\-]{0,30}\s*[:：=]|"
                        r"\d=[\u4e00-\u9fff][^\s=]{0,20}\s+-?\d{1,6}=[\u4e00-\u9fff]|"
                        r"[`']{1,2}[A-Za-z0-9][\w.\-]{0,30}[`']{1,2}\s+[\u4e00-\u9fff][^;；\n]{0,40}[;；]")


# A gloss that is an amount ("1=一天，7=一周", "900=15min"): the numbers are points on an open scale,
# not codes.
_AMOUNT = re.compile(r"\d|[一二两三四五六七八九十百千万半][^，,;；]{0,2}(?:天|日|周|月|年|小时|分钟|秒|次|个|条|页)|"
                     r"\b(?:min|minutes?|hours?|days?|weeks?|months?|years?|seconds?|items?)\b", re.I)


def _fit(values: list[str], glosses: list[str]) -> bool:
    """Two or more distinct machine values, none a label or a type name, each with a gloss that is
    not a type name; numeric codes only when no gloss is an amount or a special value of an open
    number ("0=不限")."""
    if all(v.lstrip("-").isdigit() for v in values) and any(
            _AMOUNT.search(g) or SPECIAL_VALUE.search(g) for g in glosses):
        return False
    return len(values) >= 2 and len(set(values)) == len(values) \
        and all(MACHINE_WORD.match(v) or _LOCALE.match(v) or v.lstrip("-").isdigit() for v in values) \
        and not any(OTHER_LABEL.fullmatch(v) or v.lower() in _TYPE_NAMES for v in values) \
        and not any(g.strip().lower().rstrip(".") in _TYPE_NAMES for g in glosses)


def _run_from(segments: list[str], i: int, lead: re.Pattern[str], pair: re.Pattern[str], *,
              closes: bool = False) -> list[re.Match[str]] | None:
    """The pairs from segment `i` on: its lead pair (None without one), then each following
    segment that is one pair; with `closes`, the last may close its sentence ("en_US：英文。可选参数。")."""
    first = lead.search(segments[i])
    if first is None:
        return None
    run = [first]
    for seg in segments[i + 1:]:
        m = pair.match(seg)
        if m is None or (closes and m.end() < len(seg) and seg[m.end()] not in "。.)）"):
            break
        run.append(m)
        if closes and m.end() < len(seg):
            break
    return run


def _comma_run(line: str) -> tuple[tuple[str, ...], str] | None:
    # "1=单选 2=多选 4=填空": "=" pairs may also be set out with spaces
    # (numeric codes only: "status=开启 mode=自动" sets two fields)
    split = re.compile(r"，|\s+(?=-?\d{1,6}=[\u4e00-\u9fff])")
    segments = split.split(line)
    starts = [0] + [m.end() for m in split.finditer(line)]  # where each segment starts in `line`
    for i in range(len(segments) - 1):
        run = _run_from(segments, i, _COMMA_LEAD, _COMMA_PAIR, closes=True)
        if run is None or len(run) < 2:
            continue
        lead, last = run[0], run[-1]
        rest = last.string[last.end():] + "，".join(segments[i + len(run):])
        values = [m.group("value") for m in run]
        if _RUN_GOES_ON.match(rest) or OPEN_MARK.search(last.group("gloss")[-3:]) \
                or not _fit(values, [m.group("gloss") for m in run]):
            return None
        # the run as written, from its first value to the end of its last gloss
        return tuple(values), line[starts[i] + lead.start("value"):starts[i + len(run) - 1] + last.end()].strip()
    return None


def _dash_run(line: str) -> tuple[tuple[str, ...], str] | None:
    segments = re.split(r"[;；]", line)
    for i, first in enumerate(segments[:-1]):
        run = _run_from(segments, i, _DASH_LEAD, _DASH_PAIR)
        if run is None:
            continue
        lead = run[0]
        values = [m.group("value") for m in run]
        rest = ";".join(segments[i + len(run):])
        if len(run) < 2 or _RUN_GOES_ON.match(rest) or not _fit(values, [m.group("gloss") for m in run]):
            return None
        return tuple(values), "; ".join([first[lead.start("value"):].strip()]
                                        + [s.strip() for s in segments[i + 1:i + len(run)]])
    return None


# "``tone`` 带声调符号（zhōng）；``tone2`` 数字声调（zho1ng）": a quoted value, a space and its Chinese
# gloss, set out with semicolons; the quotes mark the value, so no colon is needed.
_QUOTED_PAIR = re.compile(r"\s*(?:``|`|')(?P<value>[A-Za-z0-9][\w.\-]{0,30})(?:``|`|')\s+"
                          + _ZH_GLOSS + r"\s*[。.]?\s*$")


def _quoted_run(text: str) -> tuple[tuple[str, ...], str] | None:
    segments = [s for s in re.split(r"[;；\n]\s*", text) if s.strip()]
    found = [_QUOTED_PAIR.match(s) for s in segments]
    run = [m for m in found if m]
    if len(run) < 2 or len(run) < len(found) \
            or not _fit([m.group("value") for m in run], [m.group("gloss") for m in run]):
        return None  # every segment a pair, or the text says more than the run
    return tuple(m.group("value") for m in run), "；".join(s.strip() for s in segments)


def _line_run(text: str) -> tuple[tuple[str, ...], str] | None:
    lines = text.splitlines()
    for i, line in enumerate(lines[:-2]):
        if not _VALUES_LEAD.search(line):
            continue
        run = []
        for nxt in lines[i + 1:]:
            m = _LINE_PAIR.match(nxt)
            if m is None:
                break
            run.append(m)
        values = [m.group("value") for m in run]
        rest = "\n".join(lines[i + 1 + len(run):])
        if not all(_WORDED.search(m.group("gloss")) for m in run):
            return None  # "verbose: true", "depth: 3": settings with their values, not glosses
        if len(run) < 2 or _RUN_GOES_ON.match(rest) or not _fit(values, [m.group("gloss") for m in run]):
            return None
        return tuple(values), " ".join([line.strip()] + [m.string.strip() for m in run])
    return None


def glossed_runs(text: str) -> tuple[tuple[str, ...], str] | None:
    """(values, evidence) of the first run of glossed values in `text` in one of the forms above,
    or None."""
    if not GLOSS_HINT.search(text):
        return None
    found = (_line_run(text) if "\n" in text else None) or _quoted_run(text)
    for line in text.splitlines() if found is None else ():
        found = (_comma_run(line) if "，" in line or "=" in line else None) \
            or (_dash_run(line) if ";" in line else None)
        if found:
            break
    if found is None:
        return None
    before = text[:max(0, text.find(found[1][:12]))]
    # what the text says before the run: the keys of an object, or examples of the value
    return None if _KEYS_TEXT.search(before) or HEDGE.search(before[-30:]) else found

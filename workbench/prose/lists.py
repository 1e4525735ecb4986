"""Closed value lists stated in prose ("one of: a, b", "可选值：a、b", "以下之一", "[Enum]: [...]",
"1=Error, 2=Warning", "Options:0(ZH …),1(EN …)").

A list is closed only when the text says so. Not lists: a range ("取值范围为 [0,50]"), fields
("at least one of 'mode', 'owner', 'group'"), examples ("such as 'a' or 'b'", the inside of an
example JSON string), values for one case only ('"true" or "false" for checkboxes'), and Chinese
phrases after a word that merely looks like a trigger ("名单外的取值一律拒绝").
"""

from __future__ import annotations

import html
import itertools
import json
import re
from collections.abc import Iterator

from workbench.prose.label_lists import HEDGE, OPEN_MARK, glossed_pairs, labelled_values, pipe_values
from workbench.prose.numbers import count_word
from workbench.prose.record import ProseConstraint
from workbench.text import negated

_ENUM_BRACKET = re.compile(r"\[Enum\]\s*:?\s*(?P<list>\[[^\]]*\]|[^\n.;]+)", re.I)
# English triggers; "at least one of" / "only one of" relate fields, they list no values.
_ENUM_TRIGGER_EN = re.compile(
    r"(?:\b(?:must\s+be\s+|should\s+be\s+|can\s+be\s+)?(?<!least\s)(?<!most\s)(?<!exactly\s)(?<!only\s)"
    r"(?<!any\s)(?<!each\s)one\s+of(?:\s+the\s+following)?|\b(?:possible|allowed|valid|accepted|"
    r"supported|available|permitted)\s+(?:values?|options?)(?:\s+(?:are|is|include))?|\boptions?\s*(?:are|:)|"
    r"\bchoices?\s*(?:are|:)|\bvalues?\s*(?:are|:)|\beither|\bcan\s+be)"
    r"\s*[:：]?\s*(?P<list>[^\n。；;]+)",
    re.I)
# Chinese triggers count only with a connector (为/是/：/包括/如下) or a bracketed list right after:
# "可选值：asc、desc", "取值为 a/b", "支持：x、y"; not "lang 选项 / TCB_LANG" or "取值一律拒绝".
_ENUM_TRIGGER_ZH = re.compile(
    r"(?:可选值|可选项|可选|可取值|取值(?!范围)|支持的值|枚举值|选项|支持|以下(?:值)?(?:之|中的)一)"
    r"(?:(?:为|是|包括|有|如下)\s*(?:以下(?:值)?(?:之|中的)一(?:个)?\s*)?[:：]?|\s*[:：])\s*(?P<list>[^\n。；;]+)"
    r"|(?:只能是|只能为|必须是|必须为)\s*[:：]?\s*(?P<list2>[^\n。；;]+)"
    r"|(?:可选值|可选项|取值)\s*(?P<list3>\[[^\]\n]{1,300}\])")
_QUOTED_ITEM = r"[\"'`“‘][^\"'`”’\s]{1,40}[\"'`”’]"
# a short gloss in brackets after a quoted value ('"staff" (teachers, TAs)', '"student" (default)')
_ITEM_GLOSS = r"(?:\s*[(（][^()（）\n\"'`“”]{1,40}[)）])?"
_QUOTED_RUN = re.compile(
    r"(?P<run>" + _QUOTED_ITEM + _ITEM_GLOSS + r"(?:\s*(?:,|，|、|/|\||\bor\b|\band\b|或|和)\s*"
    # "is a 'user' or a 'group'": an article before a value is the sentence's, not the value's
    r"(?:or\s+|and\s+)?(?:(?:an?|the)\s+)?" + _QUOTED_ITEM + _ITEM_GLOSS + r")+)", re.I)
_SEPARATORS = r",|，|、|;|\bor\b|\band\b|或者|或|和|及"
_LIST_SPLIT = re.compile(r"\s*(?:" + _SEPARATORS + r"|/|\|)\s*", re.I)
_TOKEN = r"[\w.\-+:#@*]{1,40}"
_TOKEN_OK = re.compile(f"^{_TOKEN}$")
# a quoted value is whole between its quotes: a slash inside is part of it ('1/2-1/2', a chess
# draw; 'text/csv')
_QUOTED_TOKEN_OK = re.compile(r"^[\w.\-+:#@*/]{1,40}$")
# In a list set out with commas, a slash binds inside one value ("Africa, Books/Review, Business":
# a section named `Books/Review`), it does not part two
_COMMA_LIST_SPLIT = re.compile(r"\s*(?:" + _SEPARATORS + r")\s*", re.I)
_SLASHED_TOKEN_OK = re.compile(f"^{_TOKEN}(?:/{_TOKEN})?$")
# a sentence ending after a value: "1.21.x. Default: 1.21.x" (not the dots inside "1.21.x")
_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])")
_STRIP = "\"'`“”‘’()（）[]{}<>*.。:："
# A Chinese "value" that is a phrase, not a value: it holds a verb, a modal or a particle.
_ZH_PHRASE = re.compile(r"[不请要会将则的了时可需必应用使返拒以]|[\u4e00-\u9fff]{7,}")
_CJK = re.compile(r"[\u4e00-\u9fff]")
# "[0,50]", "0-50", "1 到 10": an interval, not two values
_INTERVAL = re.compile(r"^\s*(?:[\[(（]\s*-?\d+(?:\.\d+)?\s*[,，]\s*-?\d+(?:\.\d+)?\s*[\])）]|"
                       r"-?\d+(?:\.\d+)?\s*(?:-|–|~|～|到|至|\.\.)\s*-?\d+(?:\.\d+)?(?![\d.]))"
                       r"\s*(?:$|[)）,，。；;]|之间|以内)")


# A word for leaving the value out, listed among the values ("1 或空", "a, b or empty").
_ABSENCE = re.compile(r"^(?:为?空(?:值|字符串|串)?|留空|不传|不填|不设置|empty(?:\s+string)?|blank)$", re.I)


# A quoted value followed by prose about it ('"env" to select the provider'): the list's last item.
_QUOTED_THEN_PROSE = re.compile(r"^\s*[\"`“]([\w.\-+:#@*]{1,40})[\"`”]\s+[a-z\u4e00-\u9fff]")


# A gloss in brackets after a value ("profession（标准版）", "entry_asc (by join date)"): Chinese or
# several words; not a call's argument ("count(*)") nor one word, which may be the value itself
# ("ascending (asc)").
_GLOSS_AFTER = re.compile(r"(?<=[\w])\s*[(（](?=[^()（）]*(?:[\u4e00-\u9fff]|[A-Za-z]+\s+[A-Za-z]))"
                          r"[^()（）]{1,30}[)）]$")


# "只能是 cotton、linen 或 silk 之一", "取 a、b、c 三者之一": the words closing the list after its
# last value ("之一", "one of them"), which would otherwise drop that value as prose.
_ONE_OF_END = re.compile(r"(?<=[\w”’'`\"])\s*(?:其中|中的|三者|两者|[二三四五六七八九十两]\s*(?:个|种|者|项)\s*)?"
                         r"(?:之一|中的一个|中的一种|中选一)$")


# a gloss in brackets right after a value, in Chinese or several words (as `_GLOSS_AFTER`)
_INNER_GLOSS = re.compile(r"(?<=[\w\"'`”’])\s*[(（](?=[^()（）]*(?:[\u4e00-\u9fff]|[A-Za-z]+\s+[A-Za-z]))"
                          r"[^()（）]{1,30}[)）]")


def _split_values(raw: str) -> tuple[str, ...]:
    """The values of a delimited list, up to where prose takes over ("asc, desc. Defaults to
    asc"); () when a value in the middle cannot be read, so no list is cut short."""
    out: list[str] = []
    raw = html.unescape(raw.strip())
    commas = len(re.findall(r"[,，、]", raw)) >= 2 and re.search(r"\w/\w", raw) is not None
    tokens = (_COMMA_LIST_SPLIT if commas else _LIST_SPLIT).split(raw)
    token_ok = _SLASHED_TOKEN_OK if commas else _TOKEN_OK
    for i, tok in enumerate(tokens):
        last = _QUOTED_THEN_PROSE.match(tok)
        if last:
            out.append(last.group(1))  # 'or "env" to select the provider from ...': the last value
            break
        tok = _ONE_OF_END.sub("", _GLOSS_AFTER.sub("", tok.strip().rstrip(".。")).strip(_STRIP)).strip()
        if not tok:
            continue
        if _ABSENCE.match(tok):
            return ()  # "取值为1 或空": leaving it out is one of the choices; the set is unclear
        if tok.startswith(("默认", "缺省")):
            break  # "1、2，默认为空": the default clause, not a value
        if tok.lower() in ("etc", "等", "等等"):
            break  # "a, b, etc.": the list goes on; what follows is not a value
        if not token_ok.match(tok) or (_CJK.search(tok) and _ZH_PHRASE.search(tok)):
            head = _SENTENCE_END.split(tok, maxsplit=1)[0]
            if head != tok and token_ok.match(head) and not _CJK.search(head):
                out.append(head)  # "1.19.x, 1.21.x. Default: 1.21.x": the last value ends its sentence
                break
            if i + 1 < len(tokens) and not re.search(r"\s", tok):
                return ()  # "A|B|C&x|D": the list goes on past a value we cannot read
            if any(token_ok.match(rest.strip().rstrip(".。").strip(_STRIP)) for rest in tokens[i + 1:]):
                # "Employees, Expenditure, Expenditure charitable activities, Income, ...": a value
                # of several words inside the list, which goes on: cut here it would lose values
                return ()
            break
        out.append(tok)
    return tuple(dict.fromkeys(out))


def _quoted_values(run: str) -> tuple[str, ...]:
    """The values of a run of quoted items ("'Chinese', 'Chinese,Yue', 'English'"): each quote
    pair is one value, so a comma inside quotes stays part of it; () when an item is not a value."""
    out: list[str] = []
    for item in re.findall(_QUOTED_ITEM, run):
        tok = item[1:-1].strip()
        if not _QUOTED_TOKEN_OK.match(tok.replace(",", "")) or (_CJK.search(tok) and _ZH_PHRASE.search(tok)):
            return ()
        out.append(tok)
    return tuple(dict.fromkeys(out))


def _bracketed(raw: str) -> tuple | None:
    """The values of a JSON-like list at the start of `raw` ('["put", "get"]之一'), or None."""
    raw = raw.strip()
    if not raw.startswith("["):
        return None
    end = raw.find("]")
    if end < 0:
        return None
    body = raw[:end + 1]
    try:
        parsed = json.loads(body)
    except ValueError:
        return _split_values(body.strip("[]"))
    if isinstance(parsed, list):
        return tuple(v for v in parsed if isinstance(v, (str, int, float)) and not isinstance(v, bool))
    return None


_WEAK_TRIGGER = re.compile(r"(?:either|can\s+be)$", re.I)
_OR_WORDS = re.compile(r"\bor\b|或|/|\|", re.I)
_OR_SEPARATOR = re.compile(r"\bor\b|或|\|", re.I)
_TRIGGER_HINT = re.compile(r"one\s+of|values?|options?|choices?|either|can\s+be|可选|取值|只能|必须[是为]|"
                           r"支持|枚举|选项|以下", re.I)
# Code lists: "1=Error, 2=Warning, 3=Information", "Options:0(ZH …),1(EN …),2(JP …)".
# A label may end on its gloss in brackets ("2=持久化（默认 2）", "1=Error (fatal)").
# ("0=最快、1=最短、2=避免收费": the enumeration comma parts the codes too)
_CODE_EQ = re.compile(r"(?<![\w=])(-?\d{1,6})\s*=\s*[A-Za-z\u4e00-\u9fff][^,，;；=.。\n()（）、]{0,40}?"
                      r"(?=\s*(?:[,，;；.。)）(（\n、]|\bor\b|$))")
# "0=unlimited, -1=default": special values of an open number, not the list of its values
SPECIAL_VALUE = re.compile(r"unlimited|no\s+limit|infinit|default|\ball\b|\bnone\b|disable|auto|until|"
                            r"不限|无限|默认|全部|所有|关闭|自动", re.I)
_OPTIONS = re.compile(r"\bOptions\s*[:：]\s*(?P<list>[\w.\-]+\((?:[^()]|\([^()]*\))*\)"
                      r"(?:\s*,\s*[\w.\-]+\((?:[^()]|\([^()]*\))*\))+)")
_OPTION_VALUE = re.compile(r"(?:^|,)\s*([\w.\-]+)\(")
# A list that holds for one case only: '"true" or "false" for checkboxes', "a 或 b（仅限 X）".
_SCOPED_AFTER = re.compile(r"^\s*[,，]?\s*(?:for|when|if|in\s+case|on)\b|^\s*(?:时|的时候)", re.I)
_JSONISH = re.compile(r"[{]\s*[\"']|[\"']\s*:\s*[\"'{\[]")


_NEGATED_CLAUSE = re.compile(r"不要|不得|不能|不可|请勿|勿|禁止|避免|\b(?:do\s+not|don't|never|avoid)\b", re.I)
# "推荐取值：a、b", "recommended values: a, b": the usual choices of an open set, not the set
_RECOMMENDED = re.compile(r"\b(?:recommended|suggested|common)\s+(?:values?|options?|choices?)\b|"
                          r"(?:推荐|建议|常用)(?:取值|值|选项)", re.I)


def _enums(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    if _RECOMMENDED.search(sentence):
        return
    low = sentence.lower()
    m = _ENUM_BRACKET.search(sentence) if "[enum]" in low else None
    if m:
        raw = m.group("list").strip()
        values = _bracketed(raw) if raw.startswith("[") else _split_values(raw)
        if values and len(values) >= 2:
            yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
            return
    if _TRIGGER_HINT.search(sentence) and not _hedged_trigger(sentence):
        found = _triggered(sentence)
        if found:
            yield ProseConstraint("enum-values", found, None, sentence, lang, "enum")
            return
    if _OR_WORDS.search(sentence) and not _JSONISH.search(sentence):
        # a quoted run lists alternatives with "or" / "或" / "/" between them
        found = _or_run(sentence)
        if found is not None:
            if found:
                yield ProseConstraint("enum-values", found, None, sentence, lang, "enum")
            return
    glossed = glossed_values(sentence)
    if glossed:
        yield ProseConstraint("enum-values", glossed, None, sentence, lang, "enum")
        return
    counted = counted_values(sentence)
    if counted:
        yield ProseConstraint("enum-values", counted[0], counted[1], sentence, lang, "enum")
        return
    labelled = labelled_kinds(sentence) or labelled_values(sentence) or pipe_values(sentence) \
        or glossed_pairs(sentence)
    if labelled:
        yield ProseConstraint("enum-values", labelled, None, sentence, lang, "enum")


# A label naming a kind, then the kinds set out with the enumeration comma "、" and nothing else:
# "床型：大床房、双床房、多床房。", "支付方式：微信、支付宝、银行卡". The label must be the
# sentence's start and a word for a kind (类型, 方式, 级别...); examples ("如", "等") are open.
_KIND_LABEL = re.compile(r"^\s*(?:[-*•]\s*)?[\u4e00-\u9fffA-Za-z]{0,6}(?:类型|类别|种类|型|方式|模式|级别|等级|"
                         r"状态|方向|渠道)\s*[:：]\s*(?P<list>[^，,；;。:：\n]{3,80}?)\s*(?:[。；;]|$)")
_KIND_VALUE = re.compile(r"^[\u4e00-\u9fffA-Za-z0-9]{1,8}$")


def labelled_kinds(sentence: str) -> tuple[str, ...] | None:
    """The kinds a "kind label: a、b、c" sentence sets out, or None."""
    m = _KIND_LABEL.match(sentence)
    if m is None or "、" not in m.group("list") or HEDGE.search(sentence) or OPEN_MARK.search(sentence):
        return None
    values = tuple(v.strip() for v in m.group("list").split("、"))
    if len(values) >= 2 and all(_KIND_VALUE.match(v) for v in values) and len(set(values)) == len(values):
        return values
    return None


# A list whose own count closes it: "仅支持足球、篮球、排球三个项目", "only supports three sports:
# football, basketball and volleyball". The count must equal the values listed; the counted noun
# (项目, sports) is kept as the constraint's unit so a tool-level sentence binds to the parameter
# that noun names.
_COUNTED_ZH = re.compile(r"(?:仅|只)(?:支持|接受|提供|开放)\s*[:：]?\s*(?P<list>[^\n。；;，,]{2,80}?)\s*"
                         r"(?:这|共)?(?P<n>[两二三四五六七八九十]|\d{1,2})\s*(?:个|种|类|项|款)"
                         r"(?P<noun>[\u4e00-\u9fff]{1,2})")
_COUNTED_EN = re.compile(r"\bonly\s+(?:supports?|accepts?|offers?|covers?)\s+(?:the\s+)?"
                         r"(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+"
                         r"(?P<noun>[a-z]{3,20}?)s?(?:\s+(?:types?|kinds?|formats?|modes?))?\s*[:：(]\s*"
                         r"(?P<list>[^\n.;)]{2,120})", re.I)


def counted_values(sentence: str) -> tuple[tuple[str, ...], str] | None:
    """(values, counted noun) of a list closed by its own count, or None."""
    for regex in (_COUNTED_ZH, _COUNTED_EN):
        m = regex.search(sentence)
        if m is None or HEDGE.search(sentence, 0, m.start("list")):
            continue
        n = m.group("n").lower()
        count = count_word(n)
        if re.match(r"[\u4e00-\u9fff]{0,3}(?:以外|之外|除外)|\s*(?:except|other\s+than)", sentence[m.start("noun"):]):
            continue  # "仅支持北京、上海两个城市以外的地区": everything but these
        values = _split_values(m.group("list"))
        if len(values) >= 2 and len(values) == count:
            return values, m.group("noun").lower()
    return None


# A run of quoted values, each with an optional gloss in brackets, separated by list marks:
# '支持 "24h"（24小时，默认）、"72h"（72小时）', "'storage'、'file'、'all'", '"fast" (cheap) or "pro"'.
_GLOSS = r"(?:\s*[（(][^）)\n]{1,30}[）)])?"
_GLOSSED_RUN = re.compile(
    r"(?P<run>" + _QUOTED_ITEM + _GLOSS + r"(?:\s*(?:,|，|、|/|\bor\b|或者?)\s*(?:or\s+)?"
    + _QUOTED_ITEM + _GLOSS + r")+)", re.I)
# What makes the run the whole set: a word that offers the values ("支持", "仅支持", "accepts",
# "Allowed values") right before it, or a bare label naming the parameter ("缓存类型：", "Theme:").
_OFFER_BEFORE = re.compile(r"(?:仅|只)?(?:支持|可选|取值|可取|可填|只能是|只能为|必须是|必须为)\s*[:：]?$|"
                           r"\b(?:accepts?|supports?|allowed|valid|possible|options?|values?)"
                           r"\s*[:：]?$", re.I)
_LABEL_BEFORE = re.compile(r"^[\w\u4e00-\u9fff ]{1,16}[:：]$")


def glossed_values(sentence: str) -> tuple[str, ...] | None:
    """The closed value set a sentence gives as quoted values with optional glosses after a word
    that offers them or a bare label ("POI类型，支持 "scenic"（景点）、"TSTA"（潮汐站点）",
    "缓存类型：'storage'、'file'、'all'"); or as a clause of two or more glossed values joined by
    "或"/"or" ("预报天数，"3d"（3天，默认）或 "7d"（7天）"). None for examples ("如 'a'、'b'"),
    negations, JSON text and lists scoped to one case."""
    if _JSONISH.search(sentence):
        return None
    for q in _GLOSSED_RUN.finditer(sentence):
        run, before = q.group("run"), sentence[:q.start()]
        clause = re.split(r"[，,；;。]", before)[-1].strip(" -*•>")
        if _EXAMPLE_BEFORE.search(before[-24:]) or HEDGE.search(before) or _NEGATED_CLAUSE.search(clause) \
                or negated(sentence, q.start()) or _REFERENCE_BEFORE.search(before[-24:]):
            continue
        if _SCOPED_AFTER.match(sentence[q.end():q.end() + 12]) or re.match(r"\s*[,，、/]\s*$", sentence[q.end():]):
            return None  # the values of one case; or a list running on past the sentence's end
        if re.match(r"\s*[,，、]?\s*(?:etc\b|等|\.\.\.|…|and\s+(?:so\s+on|more))", sentence[q.end():], re.I):
            continue  # "'teaspoon', 'cup', etc.": the usual values, not all
        if before.count("(") + before.count("（") > before.count(")") + before.count("）"):
            continue  # "`content` (supports `-B`, `-A`)": a gloss of another value, not the set
        items = re.findall(_QUOTED_ITEM + _GLOSS, run)
        glossed = all(re.search(r"[）)]$", i) for i in items)
        joined = _OR_SEPARATOR.search(re.sub(_QUOTED_ITEM + _GLOSS, "", run)) is not None
        if not (_OFFER_BEFORE.search(clause) or (_LABEL_BEFORE.match(before.strip()) and len(items) >= 3)
                or (not clause and before.strip() and glossed and joined)):
            continue
        values = _quoted_values(" ".join(re.findall(_QUOTED_ITEM, run)))
        if len(values) >= 2:
            return values
    return None


# A value list set out one value a line after a line that offers them: "支持：\n- "cn": 中国热门城市
# \n- "world": 世界热门城市", "Allowed values:\n* `fast` — cheap".
_BULLET_HEAD = re.compile(r"(?:(?:仅|只)?(?:支持|可选值|可选|取值|选项)(?:为|如下|有)?|"
                          r"\b(?:one\s+of(?:\s+the\s+following)?|(?:allowed|valid|possible|supported|"
                          r"accepted)\s+values?|options|values))\s*[:：]\s*$", re.I)
_BULLET_VALUE = re.compile(r"^\s*[-*•]\s*(" + _QUOTED_ITEM + r")\s*(?:[:：—–-]|[（(])")


def bullet_values(text: str) -> tuple[tuple[str, ...], str] | None:
    """(values, evidence) of a list set out one quoted value a line under a line that offers
    them; None when there is none or a line of the list is not a value line."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if not _BULLET_HEAD.search(line) or HEDGE.search(line) or _EXAMPLE_BEFORE.search(line.rstrip(" :：")):
            continue
        found: list[str] = []
        for follow in lines[i + 1:]:
            if not follow.strip():
                break
            m = _BULLET_VALUE.match(follow)
            if not m:
                break
            found.append(m.group(1))
        values = _quoted_values(" ".join(found))
        if len(values) >= 2:
            return values, _evidence(" ".join(lines[i:i + 1 + len(found)]))
    return None


# "Examples: of correct numbers are: `341…` (for spain) or `491…`": samples, however far before
_EXAMPLES_LABEL = re.compile(r"\bexamples?\b|示例|例如|比如", re.I)


def _or_run(sentence: str) -> tuple[str, ...] | None:
    """The values of a quoted run joined by "or" / "或" / "/"; () when the run is scoped to one
    case (no list at all), None when there is no such run."""
    for q in _QUOTED_RUN.finditer(sentence):
        run = q.group("run")
        if not sentence[:q.start()].strip(" -*•>") and sentence[q.end():].strip(" .。;；"):
            continue  # "`read` / `update` rules may use ...": the subject, not a list of values
            # (a run that is the whole sentence is the list: '"any", "staff", or "student"')
        if negated(sentence, q.start()) or _NEGATED_CLAUSE.search(
                re.split(r"[，,；;：:]", sentence[:q.start()])[-1]):
            continue  # "不要把 `create` / `update` 模板误用于…": what not to send
        if _EXAMPLE_BEFORE.search(sentence[max(0, q.start() - 24):q.start()]) \
                or HEDGE.search(sentence, 0, q.start()) or _EXAMPLES_LABEL.search(sentence, 0, q.start()):
            continue  # "such as 'Physics' or 'Chemistry'", "通常为 'a' / 'b'": not the full value set
        if _REFERENCE_BEFORE.search(sentence[max(0, q.start() - 24):q.start()]):
            continue  # "as returned by 'list_items' or 'add_item'": tool names, not values
        if _SCOPED_AFTER.match(sentence[q.end():q.end() + 12]):
            return ()  # '"true" or "false" for checkboxes': the values of one case, not of all
        if _OR_SEPARATOR.search(re.sub(_QUOTED_ITEM, "", run)) or "/" in re.sub(_QUOTED_ITEM, "", run):
            values = _quoted_values(run)
            if len(values) >= 2 and _namespaced_instances(values):
                continue  # 'Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"'
            if len(values) >= 2:
                return values
    return None


_NAMESPACED = re.compile(r"^[A-Za-z][\w-]*\.[A-Za-z][\w.-]*$")


def _namespaced_instances(values: tuple[str, ...]) -> bool:
    """Are the values qualified names from as many namespaces as values (n8n's
    "nodes-base.httpRequest" or "nodes-langchain.agent")? Then they show the form of an open
    catalogue, one entry of each namespace, not its closed list."""
    return all(_NAMESPACED.match(v) for v in values) \
        and len({v.split(".", 1)[0] for v in values}) == len(values)


def _hedged_trigger(sentence: str) -> bool:
    m = HEDGE.search(sentence)
    return m is not None and not re.match(r"\s*(?:[:：,，]|\[)", sentence[m.end():m.end() + 2])


def _triggered(sentence: str) -> tuple | None:
    """The values after a list trigger ("one of:", "可选值为", "支持：")."""
    for regex in (_ENUM_TRIGGER_EN, _ENUM_TRIGGER_ZH):
        for m in regex.finditer(sentence):
            values = _after_trigger(regex, m)
            if values:
                return values
    return None


def _after_trigger(regex: re.Pattern[str], m: re.Match[str]) -> tuple | None:
    group = next(g for g in ("list", "list2", "list3") if g in regex.groupindex and m.group(g) is not None)
    raw = m.group(group)
    if _INTERVAL.match(raw):
        return None  # "取值 [0,50]", "one of 1-5": an interval
    values = _bracketed(raw)
    quoted = _QUOTED_RUN.match(raw.strip())
    if values is None and quoted and any("," in item for item in re.findall(_QUOTED_ITEM, quoted.group("run"))):
        values = _quoted_values(quoted.group("run"))  # "'Chinese', 'Chinese,Yue'": one value per quote pair
    if values is None:
        # "semantic（语义）、keyword（关键词）、hybrid（混合，默认）": a gloss may hold a comma of its
        # own, which would cut the list inside it; the glosses go first
        values = _split_values(_INNER_GLOSS.sub("", raw))
    strong = regex is _ENUM_TRIGGER_ZH or not _WEAK_TRIGGER.match(
        m.group(0)[: m.start(group) - m.start(0)].strip(" :：").lower())
    return values if len(values) >= 2 and (strong or quoted or raw.strip().startswith("[")) else None


def code_lists(text: str, lang: str) -> Iterator[ProseConstraint]:
    """Coded value lists over the whole text (their labels may hold sentence ends): Lark-style
    "Options:v(label),v(label)", numeric codes with labels ("1=Error, 2=Warning", "0 表示日志，
    1 表示指标") and quoted values set out one a line (`bullet_values`)."""
    bullets = bullet_values(text) if "\n" in text else None
    if bullets:
        yield ProseConstraint("enum-values", bullets[0], None, bullets[1], lang, "enum")
    m = _OPTIONS.search(text) if "options" in text.lower() else None
    if m:
        values = tuple(dict.fromkeys(_OPTION_VALUE.findall(m.group("list"))))
        if len(values) >= 2:
            yield ProseConstraint("enum-values", tuple(int(v) if v.lstrip("-").isdigit() else v
                                                       for v in values),
                                  None, _evidence(m.group(0)), lang, "enum")
            return
    yield from _coded(text, lang, _CODE_WORD)
    if "-" in text or "－" in text:
        yield from _coded(text, lang, _CODE_DASH)
    yield from _filled_values(text, lang)
    if "=" not in text:
        return
    yield from assigned_lists(text, lang)
    yield from _coded(text, lang, _CODE_EQ)


# Codes glossed in words: "0 表示日志主题，1 表示指标主题", "1 代表启用，0 代表停用", "0 means
# off, 1 means on".
# ("传0表示女性，传1表示男性": a verb of passing may stand before the code; "传1表示23:00-23:59日干支为明天":
# the label may open with a number)
_CODE_WORD = re.compile(r"(?<![A-Za-z0-9_.])(-?\d{1,6})\s*"
                        r"(?:(?:表示|代表)\s*[A-Za-z0-9\u4e00-\u9fff]|means\b\s*[A-Za-z\u4e00-\u9fff])"
                        r"[^,，;；=.。\n()（）]{0,40}?(?=\s*(?:[,，;；.。)）(（\n]|\bor\b|$))", re.I)


# Codes glossed after a dash in Chinese: "运算符号(1-加,2-减)", "0-平均年限法,1-双倍余额": a Chinese
# word right after the dash, so no numeric range ("1-10") is read
_CODE_DASH = re.compile(r"(?<![\w.\-])(\d{1,3})\s*[-－]\s*[\u4e00-\u9fff][^,，;；=.。\n()（）\-]{0,20}?"
                        r"(?=\s*(?:[,，;；.。)）(（\n]|$))")


# Codes glossed after a dash by a number with its unit: "1 - 1年  2 - 3年  3 - 5年  4 - 10年". Each
# item alone reads as a range, so three codes in a row are asked for (two could be two ranges,
# "1-2年，2-3年").
_CODE_DASH_NUMBERED = re.compile(r"(?<![\w.\-])(\d{1,2})\s*[-－–—]\s*\d+\s*[\u4e00-\u9fffA-Za-z]")


def dash_numbered_codes(text: str) -> frozenset[int]:
    """The codes of a list glossed after a dash by numbers ("2 - 3年" is code 2), or none."""
    if "-" not in text and "－" not in text and "–" not in text and "—" not in text:
        return frozenset()
    listed = next(_coded(text, "zh", _CODE_DASH_NUMBERED, least=3), None)
    return frozenset(listed.value) if listed is not None else frozenset()


# A value to send for each case, one case after another: "常规冻精填 conventional，性控冻精填 sexed",
# "for conventional semen pass 'conventional'; for sexed semen pass 'sexed'".
_FILLED = re.compile(r"(?P<zl>[\u4e00-\u9fff]{1,12}?)(?:填写|填|传入|传)\s*[`'\"“]?(?P<zh>[A-Za-z][\w-]{0,30})[`'\"”]?"
                     r"|\bfor\s+(?P<el>[a-z][\w -]{0,30}?),?\s+(?:pass|use|send|enter)\s+"
                     r"[`'\"](?P<en>[A-Za-z][\w-]{0,30})[`'\"]", re.I)
_CASE_SEP = re.compile(r"\s*(?:[,，;；、]|\band\b)?\s*(?:and\s+)?$", re.I)


def _filled_values(text: str, lang: str) -> Iterator[ProseConstraint]:
    """Two or more cases run on with the value each sends ("A填 x，B填 y"): the values are the list."""
    found = list(_FILLED.finditer(text))
    run = found[:1]
    for prev, cur in itertools.pairwise(found):
        if _CASE_SEP.fullmatch(text[prev.end():cur.start()]):
            run.append(cur)
        elif len(run) < 2:
            run = [cur]
        else:
            break
    values = tuple(dict.fromkeys(m.group("zh") or m.group("en") for m in run))
    # the cases are kinds of one thing ("常规冻精", "性控冻精"; "conventional semen", "sexed
    # semen"), not two fields ("地区填 cn，语言填 zh")
    heads = {(m.group("zl") or "")[-1:] or (m.group("el") or "").split()[-1:][0] for m in run}
    if len(values) >= 2 and len(heads) == 1:
        yield ProseConstraint("enum-values", values, None,
                              _evidence(text[run[0].start():run[-1].end()]), lang, "enum")


def _coded(text: str, lang: str, regex: re.Pattern[str], least: int = 2) -> Iterator[ProseConstraint]:
    """The numeric codes `regex` finds with their labels, when they are `least` or more, run on
    from 0 or 1 without a gap, and none is a special value of an open number ("0=unlimited")."""
    found = list(regex.finditer(text))
    if found and regex is _CODE_WORD and re.match(r"\s*[,，;；、]\s*-?\d", text[found[-1].end():]):
        return  # "1代表驾车，0代表直线，3步行": the list runs on past the last glossed code
    if len(found) >= least and not any(SPECIAL_VALUE.search(f.group(0)) for f in found):
        values = tuple(dict.fromkeys(int(f.group(1)) for f in found))
        ordered = sorted(values)
        if len(values) >= least and ordered[0] in (0, 1) and ordered == list(range(ordered[0], ordered[-1] + 1)):
            yield ProseConstraint("enum-values", values, None,
                                  _evidence(text[found[0].start():found[-1].end()]), lang, "enum")


# "resolution=720P/1080P", "sample_rate=16000/24000/48000": a parameter set to one of values written
# with slashes, the house style of terse tool texts. Not a path ("dir=src/main"), a URL query
# ("?a=b/c"), a range ("limit=1–100"), one value ("action=create") or another tool's argument
# ("manageEnv(action=add/remove)").
_ASSIGNED = re.compile(r"(?<![\w.?&/:=-])(?P<name>[A-Za-z_][A-Za-z0-9_]{1,40})\s*=\s*"
                       r"(?P<list>[A-Za-z0-9_+\-]{1,24}(?:/[A-Za-z0-9_+\-]{1,24})+)"
                       r"(?=$|[\s，。；;,)）]|[\u4e00-\u9fff])")
_PATH_NAME = re.compile(r"(?:path|dir|directory|folder|file|url|uri|route|endpoint|glob)s?$", re.I)


def assigned_lists(text: str, lang: str) -> Iterator[ProseConstraint]:
    """One value list per "name=a/b/c" in `text`, with the assignment as its evidence (so it
    binds to the parameter it names)."""
    for m in _ASSIGNED.finditer(text):
        if _PATH_NAME.search(m.group("name")) or HEDGE.search(text[max(0, m.start() - 12):m.start()]):
            continue
        if re.search(r"\w\s*[(（]\s*$", text[max(0, m.start() - 40):m.start()]):
            continue  # "manageEnv(action=a/b)": the argument of another tool's call
        values = tuple(dict.fromkeys(m.group("list").split("/")))
        if len(values) >= 2:
            yield ProseConstraint("enum-values", values, None, m.group(0), lang, "enum")


def _evidence(span: str) -> str:
    span = " ".join(span.split())
    return span if len(span) <= 160 else span[:159] + "…"


_EXAMPLE_BEFORE = re.compile(r"(?:such\s+as|e\.g\.?|eg\.|for\s+example|for\s+instance|like|例如|比如|如)"
                             r"\s*[:：,(（]?\s*$",
                             re.I)


_REFERENCE_BEFORE = re.compile(r"\b(?:by|from|see|call|calling|use|using|tool|tools|via|with|method|"
                               r"methods|function)\s*[:：(]?\s*$", re.I)

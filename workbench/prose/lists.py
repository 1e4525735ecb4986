"""Conditions ("required if", "仅在…时") and value lists ("one of: a, b", "[Enum]: [...]")."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from workbench.prose.record import ProseConstraint

_CONDITIONS = tuple(re.compile(p, re.I) for p in (
    r"\b(?:only\s+)?(?:required|needed|mandatory|must\s+be\s+(?:provided|specified|set|given|present|"
    r"included|supplied)|should\s+be\s+(?:provided|specified|set))\s+(?:only\s+)?(?:if|when|for(?=\s+[\"'`]))\s+"
    r"(?P<c>[^.;\n]{3,120})",
    r"\bonly\s+(?:applicable|applies|used|valid|relevant|considered|allowed|effective|supported|"
    r"needed|required|meaningful|honou?red|respected|takes\s+effect)?\s*(?:if|when)\s+(?P<c>[^.;\n]{3,120})",
    r"\b(?:ignored|not\s+used|has\s+no\s+effect)\s+(?:unless|if|when)\s+(?P<c>[^.;\n]{3,120})",
    r"\bif\s+(?P<c>[^,.;\n]{3,80}),\s*(?:then\s+)?[^.;\n]{0,60}\b(?:must|is\s+required|are\s+required|"
    r"needs?\s+to|has\s+to)\b",
    r"仅(?:在|当|限)(?P<c>[^。；;\n]{1,60}?)(?:时|的情况下)",
    r"只有(?:在|当)?(?P<c>[^。；;\n]{1,60}?)(?:时|的情况下)",
    r"当(?P<c>[^。；;\n]{1,60}?)时[，,]?\s*(?:必填|必须|需要|需|才|为必填|必传|应)",
    r"(?:如果|若|假如)(?P<c>[^。；;\n，,]{1,60})[，,]?\s*(?:则|就|那么)?[^。；;\n]{0,30}?"
    r"(?:必须|必填|需要|需|不能|不得|应)",
))
_N_EN_CONDITIONS = 4  # the first four patterns are English, the rest Chinese
_PRESENCE = re.compile(r"\b(?:is|are)\s+(?:provided|set|given|specified|present|supplied|passed|used)\b|"
                       r"(?:已)?(?:提供|填写|传入)(?:了)?$|不为空|非空|"
                       r"^(?:provided|set|given|specified|present|supplied)$", re.I)


_COND_EN_WORDS = re.compile(r"\b(?:if|when|unless|required|needed|mandatory)\b", re.I)
_COND_ZH_WORDS = re.compile(r"仅|只有|当|如果|若|假如")


def _conditions(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    seen: set[str] = set()
    en = _COND_EN_WORDS.search(sentence) is not None
    zh = lang == "zh" and _COND_ZH_WORDS.search(sentence) is not None
    for i, pattern in enumerate(_CONDITIONS):
        if not (en if i < _N_EN_CONDITIONS else zh):
            continue
        m = pattern.search(sentence)
        if not m:
            continue
        cond = m.group("c").strip(" ,，:：")
        if not cond or cond in seen:
            continue
        seen.add(cond)
        kw = "dependentRequired" if _PRESENCE.search(cond) else "if"
        yield ProseConstraint("condition", cond, None, sentence, lang, kw)


# --------------------------------------------------------------------------- enumerations

_ENUM_BRACKET = re.compile(r"\[Enum\]\s*:?\s*(?P<list>\[[^\]]*\]|[^\n.;]+)", re.I)
_ENUM_TRIGGER = re.compile(
    r"(?:\b(?:must\s+be\s+|should\s+be\s+|can\s+be\s+)?one\s+of|\b(?:possible|allowed|valid|accepted|"
    r"supported|available|permitted)\s+(?:values?|options?)(?:\s+(?:are|is|include))?|\boptions?\s*(?:are|:)|"
    r"\bchoices?\s*(?:are|:)|\bvalues?\s*(?:are|:)|\beither|\bcan\s+be|"
    r"可选值|可选项|可选|可取值|取值(?:范围)?|只能是|只能为|必须是|必须为|支持的值|枚举值|选项)"
    r"(?:为|是|包括|有)?\s*[:：]?\s*(?P<list>[^\n。；;]+)",
    re.I)
_QUOTED_RUN = re.compile(
    r"(?P<run>[\"'`“‘][^\"'`”’\s]{1,40}[\"'`”’](?:\s*(?:,|，|、|/|\||\bor\b|\band\b|或|和)\s*"
    r"(?:or\s+|and\s+)?[\"'`“‘][^\"'`”’\s]{1,40}[\"'`”’])+)",
    re.I)
_LIST_SPLIT = re.compile(r"\s*(?:,|，|、|/|\||;|\bor\b|\band\b|或者|或|和|及)\s*", re.I)
_TOKEN_OK = re.compile(r"^[\w.\-+:#@]{1,40}$")
_STRIP = "\"'`“”‘’()（）[]{}<>*.。:："


def _split_values(raw: str) -> tuple[str, ...]:
    out: list[str] = []
    for tok in _LIST_SPLIT.split(raw.strip()):
        tok = tok.strip().strip(_STRIP).strip()
        if not tok:
            continue
        if not _TOKEN_OK.match(tok):
            break
        out.append(tok)
    return tuple(dict.fromkeys(out))


_WEAK_TRIGGER = re.compile(r"(?:either|can\s+be)$", re.I)
_OR_WORDS = re.compile(r"\bor\b|或|/|\|", re.I)
_TRIGGER_HINT = re.compile(r"one\s+of|values?|options?|choices?|either|can\s+be|可选|取值|只能|必须[是为]|"
                           r"支持的值|枚举|选项", re.I)


def _enums(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    low = sentence.lower()
    m = _ENUM_BRACKET.search(sentence) if "[enum]" in low else None
    if m:
        raw = m.group("list").strip()
        values: tuple = ()
        if raw.startswith("["):
            try:
                parsed = json.loads(raw)
                if isinstance(parsed, list):
                    values = tuple(v for v in parsed if isinstance(v, (str, int, float, bool)))
            except ValueError:
                values = _split_values(raw.strip("[]"))
        else:
            values = _split_values(raw)
        if len(values) >= 2:
            yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
            return
    m = _ENUM_TRIGGER.search(sentence) if _TRIGGER_HINT.search(sentence) else None
    if m:
        raw = m.group("list")
        values = _split_values(raw)
        quoted = _QUOTED_RUN.match(raw.strip())
        strong = not _WEAK_TRIGGER.match(_trigger_word(m))
        if len(values) >= 2 and (strong or quoted):
            yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
            return
    if not _OR_WORDS.search(sentence):
        return  # a quoted run only lists alternatives with "or" / "或" / "/" between them
    for q in _QUOTED_RUN.finditer(sentence):
        run = q.group("run")
        if _EXAMPLE_BEFORE.search(sentence[max(0, q.start() - 24):q.start()]) \
                or _EXAMPLE_EARLIER.search(sentence, 0, q.start()):
            continue  # "such as 'Physics' or 'Chemistry'": examples, not the full value set
        if _REFERENCE_BEFORE.search(sentence[max(0, q.start() - 24):q.start()]):
            continue  # "as returned by 'list_items' or 'add_item'": tool names, not values
        if _OR_WORDS.search(run):
            values = _split_values(run)
            if len(values) >= 2:
                yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
                return


_EXAMPLE_EARLIER = re.compile(r"such\s+as|e\.g\.|for\s+example|for\s+instance|例如|比如", re.I)
_EXAMPLE_BEFORE = re.compile(r"(?:such\s+as|e\.g\.?|eg\.|for\s+example|for\s+instance|like|例如|比如|如)"
                             r"\s*[:：,(（]?\s*$", re.I)


_REFERENCE_BEFORE = re.compile(r"\b(?:by|from|see|call|calling|use|using|tool|tools|via|with|method|"
                               r"methods|function)\s*[:：(]?\s*$", re.I)


def _trigger_word(m: re.Match[str]) -> str:
    return m.group(0)[: m.start("list") - m.start(0)].strip(" :：").lower()

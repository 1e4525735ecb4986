"""Where a text states the unit of a quantity: in a parameter's own description ("in seconds",
"(mm)", "KES 100", "单位为元"), or in the tool's text right after the parameter's name ("`timeout`
is in seconds", "amount: dollar value", "时长4–30秒"). `param-missing-unit` (`param_measures.py`)
reads them.
"""

from __future__ import annotations

import re

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.rules.measure_facts import measured_by_unit, unit_spelled
from workbench.linter.rules.param_facts import UNIT_ZH
from workbench.text import words

_UNIT_SUFFIX = re.compile(lx.UNIT_SUFFIX_RE)


def unit_in(text: str) -> bool:
    """The text states a unit: a unit word or symbol, a currency sign or code, degrees."""
    low = text.lower()
    return (bool(set(words(low)) & lx.UNIT_WORDS) or _UNIT_SUFFIX.search(low) is not None
            or UNIT_ZH.search(text) is not None or "°" in text or _NEWTONS.search(text) is not None
            or unit_spelled(low) or _CURRENCY_SIGN.search(text) is not None
            or measured_by_unit(None, text) or _UNIT_SYMBOL_ALONE.search(text) is not None
            or _currency_code(text))


# A unit symbol written as an item of its own: after a comma at the end ("Pedestrian width Dm,
# m.", "桥面宽度, m") or alone in brackets ("width (mm)", "荷载 [kN/m]"). A symbol inside a
# sentence is not read ("5 m" is `_UNIT_SUFFIX`'s; "(s)" is a plural).
_UNIT_SYMBOL_ALONE = re.compile(
    r"(?:[,，;；]\s*(?:(?:fixed|always|in|unit|units|单位)\s*[:：]?\s*)?|(?:^|(?<=\s))[(（\[]\s*)(?:mm|cm|m|km|kg|t|kN|N|MPa|kPa|GPa|Pa|ms|°C|℃|rad|m/s|m²|m2|"
    r"m³|m3|kN/m|kN·m|kN\*m|N/mm²|mm²|cm²)\s*(?:[)）\]]|\.?\s*$)")




# A currency written as its ISO 4217 code where a unit goes: after "in" ("Amount in KES to send",
# "Amount to reverse in KES"), alone in brackets ("金额（KES）"), after "以" ("以 NGN 计") or
# against a number ("KES 100", "100 KES"). Upper-case only, and not the first of a run of
# capitals ("in ALL CAPS"): lower-case, many codes are English words.
_CURRENCY_CODE = re.compile(r"(?:\bin\s+|以\s*|[(（]\s*|\d\s*)(?P<a>[A-Z]{3})(?![A-Za-z])(?!\s+[A-Z]{2,})|"
                            r"(?<![A-Za-z])(?P<b>[A-Z]{3})\s?\d")


def _currency_code(text: str) -> bool:
    return any((m.group("a") or m.group("b")) in lx.ISO_4217 for m in _CURRENCY_CODE.finditer(text))


# "(e.g., $100-$200)", "€5", "¥20": the currency written with the amount.
_CURRENCY_SIGN = re.compile(r"[$€£¥₹]\s?\d")


# "The applied force in N", "torque (N·m)": the newton's one-letter symbol, read only as a unit
_NEWTONS = re.compile(r"(?:\bin\s+|[(（]\s*|\d\s*)k?N(?:[·.*]?m)?\b")


# Right after a parameter's name: its unit ("`timeout` is in seconds", "radius (meters)",
# "timeout 单位为秒", "delay，单位毫秒").
_UNIT_AFTER_NAME = re.compile(r"[\s`'\"”]*(?:[:：,，]\s*)?(?:(?:is|are|given|measured|expressed)\s+)?"
                              r"(?:in\s+|[(（]\s*(?:in\s+)?)(?P<u>[^\s,.;)）]+)|"
                              r"[\s`'\"”]*(?:[:：,，]\s*)?(?:的)?单位(?:为|是|：|:)?\s*(?P<z>\S{1,4})", re.I)


_UNIT_WORD_ZH = re.compile(r"[ \t]*[:：]?[ \t]*([\u4e00-\u9fff]{1,3})(?=[\s\[（(，,；;。0-9]|$)")


def unit_in_tool_text(ctx: ToolContext, name: str) -> bool:
    """The tool description gives the parameter's unit right after its name ("The `timeout`
    is in seconds", "timeout 单位为秒"): the model reads it there. A unit elsewhere in the
    sentence ("fee per hour") is another quantity's."""
    text = ctx.description
    if not text or name.lower() not in text.lower():
        return False
    for m in re.finditer(r"(?<![\w.])" + re.escape(name) + r"(?!\w)", text, re.I):
        after = _UNIT_AFTER_NAME.match(text, m.end(), m.end() + 40)
        if after and _unit_after_name(after):
            return True
        # "amount: dollar value.", "timeout: seconds to wait": a unit is the first word it is given
        glossed = _GLOSSED_BY_UNIT.match(text, m.end(), m.end() + 40)
        if glossed and unit_in(glossed.group(1)):
            return True
        # "duration 秒数 [4,15] 或 -1", "timeout：秒": a Chinese unit word right after the name
        word = _UNIT_WORD_ZH.match(text, m.end())
        if word and unit_in(word.group(1)):
            return True
        clause = _CLAUSE_END.split(text[m.end():m.end() + 30], 1)[0]
        clause = _OTHER_PARAMETER.split(clause, 1)[0]
        if any(unit_in(b.group(0)) for b in _NUMBER_WITH_UNIT.finditer(clause)):
            return True
        # "Offset and duration are optional, in seconds.": the sentence's subject list
        sentence = _OTHER_PARAMETER.split(_CLAUSE_END.split(text[m.end():m.end() + 80], 1)[0], 1)[0]
        if any(unit_in(u.group(1)) for u in _IN_UNIT.finditer(sentence)):
            return True
    return False


def _unit_after_name(after: re.Match[str]) -> bool:
    """The unit `_UNIT_AFTER_NAME` or `_NUMBER_RIGHT_AFTER` found is one: a currency's bare
    character after 单位 ("价格单位元", "金额单位：分") is one, though alone it is read as a
    unit only next to a number or a mark."""
    z = after.groupdict().get("z") or ""
    return unit_in(after.group("u") or z) or _BARE_MONEY_UNIT_ZH.match(z) is not None


_BARE_MONEY_UNIT_ZH = re.compile(r"(?:人民币)?(?:元|分|角)(?![\u4e00-\u9fff])|(?:元|分|角)[，。；、,.;)）]")


_GLOSSED_BY_UNIT = re.compile(r"[`'\"”]?\s*[:：=]\s*([A-Za-z]+)\b")


_IN_UNIT = re.compile(r"(?:\bin|单位(?:为|是)?)\s*([A-Za-z]+|[\u4e00-\u9fff]{1,2})")


# A number with its unit later in the clause that names the parameter, before any other
# parameter: "wait=0默认只提交，最多90秒", "wait 1–90 秒可轮询", "`delay` up to 500 ms".
_CLAUSE_END = re.compile(r"[。；;\n!?]|\.(?:\s|$)")
_OTHER_PARAMETER = re.compile(r"(?<=.)(?:`|\b[A-Za-z]+_[A-Za-z_]+\b|\b[A-Za-z]+\s*=)")
_NUMBER_WITH_UNIT = re.compile(r"\d+(?:\.\d+)?\s*(?:[-–~至到]\s*\d+(?:\.\d+)?\s*)?"
                               r"(?P<u>[A-Za-z]+\b|[\u4e00-\u9fff]{1,2})")


# Right after that word, a number (or a range) with its unit: "时长4–30秒", "超时为 30 秒",
# "间隔最长 10 分钟"; a comma or another word first ("时长、分辨率由模型校验") gives none.
_NUMBER_RIGHT_AFTER = re.compile(r"\s*(?:[:：=为是]\s*)?(?:约|最多|最长|最短|最少|至少|不超过|上限|范围)?\s*"
                                 r"-?\d+(?:\.\d+)?\s*(?:[-–~至到]\s*-?\d+(?:\.\d+)?\s*)?"
                                 r"(?P<u>[A-Za-z]+\b|[\u4e00-\u9fff]{1,2})")


def unit_in_tool_text_zh(ctx: ToolContext, tokens: tuple[str, ...]) -> bool:
    """A Chinese tool text gives the unit of the quantity the name measures, by its Chinese word
    followed at once by a number and a unit ("时长4–30秒" for `duration`) or by 单位为/（秒）."""
    text = ctx.description
    if not text or text.isascii():
        return False
    for word in (w for t in tokens for w in lx.QUANTITY_WORDS_ZH.get(t, ())):
        for m in re.finditer(re.escape(word), text):
            after = _NUMBER_RIGHT_AFTER.match(text, m.end()) or _UNIT_AFTER_NAME.match(text, m.end())
            if after and _unit_after_name(after):
                return True
    return False

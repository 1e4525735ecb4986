"""An enum value named in a condition by a word for it rather than its spelling: "for mailed
deliveries" of `delivery: [mail, pickup]` (an inflection), "选择邮寄时" of the same field (the
value's Chinese word). `spell_values` rewrites such a word to the value, so the condition reads
as if the value were written ("mail"), and the rules of `prose_relations` read it as before.

A Chinese word counts for a value when the tool's own text glosses the value with it ("mail（邮寄）",
"邮寄(mail)", "mail=邮寄", "mail 表示邮寄"), else when `lexicon.VALUE_WORDS_ZH` lists it for the value's
spelling: the common words of delivery, payment, visibility, schedule, status and person
values. The rewrite is done only when the whole condition is the word (after "选择"/"选用"...) and
exactly one value of one field answers it: "邮寄时" beside `channel: [email, post]` and `delivery:
[mail, pickup]` is rewritten for neither, and a word no value answers stays as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from workbench import lexicon as lx
from workbench.text import snake_name

# what a Chinese condition may say around the value's word: "选择邮寄", "选用到馆自取", "采用快递"
# and the field's label before it: "交付方式为邮寄"
_ZH_CHOOSE = re.compile(r"^(?:若|如果|当|如)?(?:用户)?(?:[\u4e00-\u9fff]{2,6}?(?:为|是))?"
                        r"(?:选择|选用|选|采用|使用|用)?")
_ZH_WORD = re.compile(r"^[\u4e00-\u9fff]{2,6}$")


def _glossed(value: str, texts: Iterable[str]) -> set[str]:
    """The Chinese words the tool's text puts right beside `value` as its gloss: "mail（邮寄）",
    "邮寄(mail)", "mail=邮寄", "mail：邮寄", "mail 表示邮寄"."""
    v = re.escape(value)
    after = re.compile(r"(?<![\w-])" + v + r"(?![\w-])\s*(?:[（(]\s*|[=:：]\s*|-\s*|表示|代表|即)"
                       r"([\u4e00-\u9fff]{2,6})")
    before = re.compile(r"([\u4e00-\u9fff]{2,6})\s*[（(]\s*`?" + v + r"`?\s*[)）]")
    words: set[str] = set()
    for text in texts:
        words.update(m.group(1) for m in after.finditer(text))
        words.update(m.group(1) for m in before.finditer(text))
    return words


def _answers(word: str, value: str, texts: Sequence[str]) -> bool:
    """Whether the Chinese `word` is a word for `value`: the tool glosses the value with it, or
    the lexicon lists it (the word itself, or its end after at most two characters: 到馆自取)."""
    words = _glossed(value, texts) | set(lx.VALUE_WORDS_ZH.get(snake_name(value), ())) \
        | set(lx.VALUE_WORDS_ZH.get(value.lower(), ()))  # `WeChat`: we_chat, wechat
    return word in words or any(word.endswith(w) and len(word) - len(w) <= 2 and len(w) >= 2
                                for w in words)


def _inflected(word: str, value: str) -> bool:
    """"mailed"/"mailing" of `mail`, "shipped" of `ship`: an inflection of a one-word value."""
    w, v = word.lower(), value.lower()
    return len(v) >= 3 and v.isalpha() and w != v and w in (
        v + "ed", v + "d", v + "ing", v + v[-1] + "ed", v + v[-1] + "ing")


def spell_values(condition: str, fields: Sequence[Any], texts: Sequence[str]) -> str:
    """`condition` with the one word it uses for one enum value of one of `fields` (schema nodes
    with `.schema`) rewritten to that value; unchanged when no value, or more than one, answers."""
    enums = [[v for v in f.schema.get("enum", ()) if isinstance(v, str)]
             for f in fields if isinstance(f.schema.get("enum"), list)]
    values = [v for enum in enums for v in enum]
    stripped = condition.strip()
    word = stripped[_ZH_CHOOSE.match(stripped).end():]  # type: ignore[union-attr]
    if _ZH_WORD.match(word):
        hits = {v for v in values if _answers(word, v, texts)}
        return hits.pop() if len(hits) == 1 else condition
    for m in re.finditer(r"[A-Za-z]{4,}", condition):
        hits = {v for v in values if _inflected(m.group(0), v)}
        if len(hits) == 1:
            return condition[:m.start()] + hits.pop() + condition[m.end():]
    return condition

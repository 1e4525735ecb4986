"""An enum value named in a condition by a word for it rather than its spelling: "for mailed
deliveries" of `delivery: [mail, pickup]` (an inflection), "选择邮寄时" of the same field (the
value's Chinese word). `spell_values` rewrites such a word to the value, so the condition reads
as if the value were written ("mail"), and the rules of `prose_relations` read it as before.

A Chinese word counts for a value when the tool's own text glosses the value with it ("mail（邮寄）",
"邮寄(mail)", "mail=邮寄", "mail 表示邮寄"), else when `VALUE_WORDS_ZH` lists it for the value's
spelling: the common words of delivery, payment, visibility, schedule, status and person
values. The rewrite is done only when the whole condition is the word (after "选择"/"选用"...) and
exactly one value of one field answers it: "邮寄时" beside `channel: [email, post]` and `delivery:
[mail, pickup]` is rewritten for neither, and a word no value answers stays as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from workbench.text import snake_name

# snake spelling of an enum value -> the Chinese words a text uses for it (whole words or, for a
# longer word, its end: 到馆自取 -> 自取)
VALUE_WORDS_ZH: dict[str, tuple[str, ...]] = {
    # delivery
    "mail": ("邮寄", "寄送", "邮递"), "post": ("邮寄", "邮递"), "postal": ("邮寄", "邮递"),
    "pickup": ("自取", "自提"), "self_pickup": ("自取", "自提"), "in_store_pickup": ("门店自提", "到店自取"),
    "courier": ("快递", "专人配送"), "express": ("快递", "加急"), "delivery": ("配送", "送货上门"),
    "home_delivery": ("送货上门", "上门配送"), "email": ("电子邮件", "邮件"), "sms": ("短信",),
    "phone": ("电话",), "fax": ("传真",), "locker": ("快递柜", "自提柜"),
    # payment
    "cash": ("现金",), "card": ("刷卡", "银行卡"), "credit_card": ("信用卡",), "debit_card": ("借记卡",),
    "bank_transfer": ("银行转账", "转账"), "wire": ("电汇",), "wechat": ("微信", "微信支付"),
    "wechat_pay": ("微信支付",), "alipay": ("支付宝",), "invoice": ("发票",), "installment": ("分期",),
    "installments": ("分期",), "cod": ("货到付款",), "cash_on_delivery": ("货到付款",),
    # visibility and scope
    "public": ("公开",), "private": ("私有", "私密", "不公开"), "internal": ("内部",),
    # schedule
    "once": ("单次", "一次性"), "daily": ("每天", "每日", "按天"), "weekly": ("每周", "按周"),
    "monthly": ("每月", "按月"), "yearly": ("每年", "按年"), "annually": ("每年", "按年"),
    "scheduled": ("定时", "预约"), "immediate": ("立即", "即时"), "now": ("立即",),
    "recurring": ("周期性", "重复"), "custom": ("自定义",),
    # status and person
    "approved": ("通过", "批准"), "rejected": ("驳回", "拒绝"), "draft": ("草稿",),
    "cancelled": ("取消",), "canceled": ("取消",), "refund": ("退款",), "exchange": ("换货",),
    "individual": ("个人",), "company": ("企业", "公司"), "enterprise": ("企业",),
    "domestic": ("国内",), "international": ("国际", "海外"), "foreign": ("外籍", "海外"),
    "online": ("线上", "在线"), "offline": ("线下",), "remote": ("远程",), "onsite": ("现场", "上门"),
    "male": ("男性",), "female": ("女性",), "other": ("其他",),
}

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
    words = _glossed(value, texts) | set(VALUE_WORDS_ZH.get(snake_name(value), ())) \
        | set(VALUE_WORDS_ZH.get(value.lower(), ()))  # `WeChat`: we_chat, wechat
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

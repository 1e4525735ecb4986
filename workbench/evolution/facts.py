"""Small facts about schemas and texts the diff reads: declared types, enums, bounds, the
side-effect vocabulary of descriptions, and the `Pending` record a comparison produces."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

# Words that say what a tool changes in the world (EN + ZH): when they change, a description edit
# is no longer cosmetic (a model or a reviewer decides confirmation and retries from them).
SIDE_EFFECT_WORDS = (
    "delete", "remove", "irreversible", "cannot be undone", "permanent", "charge", "refund", "pay",
    "send", "cancel", "create", "update", "overwrite", "write", "read-only", "readonly", "idempotent",
    "confirm", "side effect", "destructive", "retry",
    "删除", "移除", "不可逆", "无法撤销", "永久", "扣款", "退款", "支付", "付款", "发送", "取消", "创建",
    "修改", "更新", "覆盖", "写入", "只读", "幂等", "确认", "副作用", "重试",
)


@dataclass
class Pending:
    """A detected change before its witness is searched."""

    path: str
    change: str
    breaking: bool
    message: str
    candidates: Callable[[], Iterable[Any]] | None = None
    wrap: Callable[[Any], Any] = lambda v: v
    # "witness": breaking iff a witness is found (schema-changed); "fixed": as given; "side":
    # breaking, for "both" sides when a witness is found and for the executor only otherwise
    # (field-removed, field-renamed: the old call still passes, its value is ignored)
    decide: str = "fixed"
    advice: str = ""
    side: str = ""


_WORD_START = {w: re.compile(r"\b" + re.escape(w)) for w in SIDE_EFFECT_WORDS if w.isascii()}


def side_effect_words(text: str | None) -> set[str]:
    """The side-effect words a description uses (English ones at a word start, so "pay" is found
    in "payment" but not in "display"; Chinese ones anywhere)."""
    low = (text or "").lower()
    return {w for w in SIDE_EFFECT_WORDS
            if (_WORD_START[w].search(low) if w in _WORD_START else w in low)}


def description_change(path: str, old: str | None, new: str | None, what: str) -> Pending | None:
    if (old or "") == (new or ""):
        return None
    gone, came = side_effect_words(old) - side_effect_words(new), side_effect_words(new) - side_effect_words(old)
    if gone or came:
        said = "; ".join(x for x in (f"no longer says {sorted(gone)}" if gone else "",
                                     f"now says {sorted(came)}" if came else "") if x)
        return Pending(path, "side-effect-wording-changed", False,
                       f"{what} changed its side-effect wording ({said}): review confirmation, retry "
                       "and parallel-call policy and the MCP annotations with it")
    return Pending(path, "description-changed", False, f"{what} changed (informational)")



def get(schema: Any, key: str) -> Any:
    return schema.get(key) if isinstance(schema, Mapping) else None


def covered(t: str, types: Iterable[str]) -> bool:
    return t in types or (t == "integer" and "number" in types)


def enum_values(schema: Mapping[str, Any]) -> list[Any] | None:
    if "const" in schema:
        return [schema["const"]]
    e = schema.get("enum")
    return list(e) if isinstance(e, list) else None


def as_int(x: Any) -> int | None:
    return x if isinstance(x, int) and not isinstance(x, bool) else None


def divides(step: float, old_step: float) -> bool:
    ratio = old_step / step
    return abs(ratio - round(ratio)) < 1e-9


def compare_bound(bo, bn, *, upper: bool) -> str:
    (vo, xo), (vn, xn) = bo, bn
    if vn is None:
        return "loosened" if vo is not None else "same"
    if vo is None:
        return "tightened"
    sign = 1 if upper else -1
    if sign * vn < sign * vo or (vn == vo and xn and not xo):
        return "tightened"
    if sign * vn > sign * vo or (vn == vo and xo and not xn):
        return "loosened"
    return "same"


def show_bound(b, side: str) -> str:
    value, exclusive = b
    if value is None:
        return "none"
    op = ("<" if exclusive else "≤") if side == "upper" else (">" if exclusive else "≥")
    return f"{op} {value}"


def as_dict(value: Any) -> dict[str, Any]:
    return dict(value) if isinstance(value, dict) else {}

"""Facts about an open object that decide how `additional-properties-open` reports it (round
26B): whether a dropped optional key of the arguments object leaves the call safe (every one a
gate holding the effect back), and whether closing an object would refuse valid keys (one field
list merged over many kinds)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import declared, schema_description
from workbench.schema.walk import SchemaNode
from workbench.text import split_name


def kinds_merged(node: SchemaNode) -> str | None:
    """The kind field (`type: rectangle | ellipse | arrow | line | image ...`) of a record
    whose one flat property list holds fields of single kinds ("For arrows: ID of element to
    bind arrow start to"): the list merges what each kind takes, and a kind the text does not
    cover (an Excalidraw `line`'s `points`, an `image`'s `fileId`) sends fields the schema
    never declares, so closing it would refuse valid records."""
    props = declared(node.schema)
    for name, sub in props.items():
        if not isinstance(sub, Mapping) or split_name(name)[-1:] not in (("type",), ("kind",)):
            continue
        kinds = [k.lower() for k in sub.get("enum") or () if isinstance(k, str)]
        if len(kinds) < 3:
            continue
        # the text opens by naming one kind ("For arrows: ...", "Only for image", "仅用于 arrow"):
        # an example "for a door" further on says nothing of the kind
        # "Required for Link fields" (Contentful's field definitions) names one kind as well
        said = re.compile(r"^\W*(?:for|only (?:for|with)|used (?:for|with)|applies to|when (?:type|kind) "
                          r"is|(?:required|needed|mandatory) (?:for|with|when)|"
                          r"仅(?:用于|适用于|限)?|适用于)\s*(?:an? |the )?(?:"
                          + "|".join(re.escape(k) for k in kinds) + r")(?:e?s)?\b", re.I)
        if any(isinstance(f, Mapping) and said.search(schema_description(f, k)) is not None
               for k, f in props.items() if k != name):
            return name
    return None


def drops_fail_safe(ctx: ToolContext, optional: list[str]) -> bool:
    """Every optional key of a state-changing call is a gate whose default holds the effect
    back: a confirmation or a force switch off by default (`confirm`, `force`), a dry run on by
    default (`dry_run: true`). Dropped by a misspelling, it leaves the call refused or
    previewing, safe and visible (fresh reviewers: "a misspelt `confirm` makes the CLI refuse
    the write"); a dry run off by default is the opposite, dropped it writes."""
    props = declared(ctx.schema)
    return ctx.changes_state and bool(optional) and all(
        _holds_back(ctx, k, props.get(k)) for k in optional)


# A switch that holds the effect back when set: dropped, the call acts
_HOLD_BACK_SWITCHES = frozenset({"dry_run", "dryrun", "preview"})


def drops_into_effect(ctx: ToolContext, optional: list[str]) -> str | None:
    """An optional dry run or preview switch of a state-changing call that is off by default
    (`dry_run: false`, "只预览，不写入" with no default): misspelt by a model that meant to
    preview, it is dropped and the call writes. Its name, or None."""
    if not ctx.changes_state:
        return None
    props = declared(ctx.schema)
    for k in optional:
        schema = props.get(k)
        if isinstance(schema, Mapping) and schema.get("type") == "boolean" \
                and "_".join(split_name(k)) in _HOLD_BACK_SWITCHES and schema.get("default") is not True:
            return k
    return None


# "refuses to overwrite a different inbox unless `forced`", "skip the confirmation prompt",
# "跳过确认": what a `force`/`yes` switch overrides, said in words
_OVERRIDES = re.compile(r"\brefus\w*|\bunless\b|\bskip\w*|\bwithout (?:asking|confirm\w*|prompt\w*)|"
                        r"\bconfirm\w*|\boverwrit\w*|\bdiscard\w*|跳过|覆盖|确认|拒绝", re.I)


def _holds_back(ctx: ToolContext, name: str, schema: Any) -> bool:
    """A boolean gate (`lexicon.CONFIRM_TOKENS`, `GATE_PARAM_NAMES`) whose default is the side
    that does not act: off for a confirmation, on for a dry run or preview, off for a `force`
    whose text says what it overrides (a bare `force` of a redeploy may only change how it
    runs: dropped, the redeploy still happens)."""
    if not isinstance(schema, Mapping) or schema.get("type") != "boolean":
        return False
    tokens = split_name(name)
    joined = "_".join(tokens)
    default = schema.get("default", False)
    if set(tokens) & lx.CONFIRM_TOKENS:
        return default is False
    if joined in lx.SKIP_CONFIRM_PARAM_NAMES:
        text = f"{schema_description(schema, name)}\n{ctx.description}"
        return default is False and _OVERRIDES.search(text) is not None
    return joined in lx.GATE_PARAM_NAMES and default is True


# A field's text naming other keys the server takes for it: "兼容别名: name, filter, query",
# "参数别名：q", "also accepts the key `q`", "accepted as an alias", "`dirs` as `children`
# aliases", "the old name `path` is still accepted", "was called loci_or_accessions before #129;
# that name is still accepted". Not a value's alias ("Also accepted aliases: eq, greater_than"
# beside an operator list, "LM71 is an alias for LoadModel71", "目标连接别名", "固定链接别名"):
# those name values the field takes, not keys.
_KEY_ALIAS = re.compile(
    r"(?:兼容|参数|字段|键|键名|入参)别名\s*[:：]?\s*(?P<zh>[A-Za-z_][\w-]*(?:\s*[,，、/]\s*[A-Za-z_][\w-]*)*)"
    r"|(?:也|亦|同样|还)(?:接受|支持|兼容)(?:旧)?(?:参数|字段|键)名?"
    r"|旧(?:参数|字段|键)名.{0,12}(?:仍|依然|继续)(?:可用|有效|支持|兼容|接受)"
    r"|\b(?:key|parameter|argument|field|param|property) (?:name )?alias(?:es)?\b"
    r"|\balias(?:es)? (?:for|of) (?:this|the) (?:key|parameter|argument|field|property)\b"
    r"|\b(?:also|still) accept(?:s|ed)? (?:the )?(?:keys?|parameters?|arguments?|fields?|properties)\b"
    r"|\baccepted as (?:an )?alias\b|\bas `?[A-Za-z_][\w-]*`? aliases\b"
    r"|\b(?:old|former|legacy|previous|deprecated) (?:name|key|parameter|argument|field|spelling)s?"
    r" (?:`?[A-Za-z_][\w-]*`? )?(?:is|are|remains?) (?:still |also )?(?:accepted|supported|honou?red)\b"
    r"|\b(?:called|named) `?[A-Za-z_][\w-]*`?\b.{0,60}?\b(?:that|this|the old) name (?:is|remains) "
    r"(?:still )?accepted\b", re.I)


def key_aliases(node: SchemaNode) -> str | None:
    """The text of a declared field of this object that says the server takes other keys for it
    (aliases, an old name), quoted; None when none does. A Chinese alias list counts only when
    it names a key the object does not declare (listing declared siblings adds nothing)."""
    props = declared(node.schema)
    for name, sub in props.items():
        if not isinstance(sub, Mapping) or isinstance(sub.get("enum"), list):
            continue  # an enum's aliases are its values' other spellings
        text = schema_description(sub, name)
        for m in _KEY_ALIAS.finditer(text):
            listed = m.group("zh")
            if listed and all(k in props for k in re.split(r"\s*[,，、/]\s*", listed)):
                continue
            return f"`{name}`: {m.group(0).strip()}"
    return None


# A requirement list in the tool's text: "（需 codes + count + price_type）", "需 formula_type +
# formula_name", "requires `codes` and `count`". In a Chinese text every Latin word of such a
# list is a key; in an English one only a key in backticks is.
_NEEDS_ZH = re.compile(r"需(?:要|传|传入|提供)?\s*[:：]?\s*(?P<v>[A-Za-z_]\w*(?:\s*(?:[+＋、,，/]|和|及)\s*"
                       r"[A-Za-z_]\w*)*)")
_NEEDS_EN = re.compile(r"\b(?:requires?|needs?)\s+(?P<v>`\w+`(?:\s*(?:\+|,|and|&)\s*`\w+`)*)", re.I)


# "`origin_address` (or `origin_address_id`)": a declared key and, in its place, another one
_OR_KEY = re.compile(r"`(\w+)`\s*\(\s*or\s+`(\w+)`\s*\)|`(\w+)`\s+or\s+`(\w+)`", re.I)


def asked_undeclared(ctx: ToolContext, node: SchemaNode) -> str | None:
    """A key the tool's text asks a call to send ("trading_dates — 需 count: 返回天数") in a
    requirement list that names declared keys too, or offers in a declared key's place
    ("`origin_address` (or `origin_address_id`)"), while the object does not declare it: closing
    the object would refuse the calls the text asks for, so no patch closes it."""
    text = ctx.description
    props = declared(node.schema)
    for m in _OR_KEY.finditer(text or ""):
        first, second = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if first in props and second not in props:
            return second
    if not text or ("需" not in text and "equire" not in text and "eed" not in text):
        return None
    for pattern in (_NEEDS_ZH, _NEEDS_EN):
        for m in pattern.finditer(text):
            names = re.findall(r"[A-Za-z_]\w*", m.group("v").replace("`", " "))
            names = [n for n in names if n.lower() not in ("and",)]
            if any(n in props for n in names):
                missing = next((n for n in names if n not in props), None)
                if missing is not None:
                    return missing
    return None


# An object whose keys something else defines, by its own text: another action or tool tells
# them ("use getSchema to discover required fields"), they vary with a kind ("fields depend on
# the credential type"), or it is the payload a user-built target receives ("Input data/payload
# for webhook, form fields"): no property list in this schema could be right for every call.
_SHAPE_ELSEWHERE = re.compile(
    r"\buse\s+`?\w+`?\s+to\s+(?:discover|find|see|get|look\s+up|list)\b[^.\n]{0,40}"
    r"\b(?:fields?|keys?|schema|properties|parameters)\b|"
    r"\b(?:fields?|keys?|schema|shape|structure)\s+(?:depends?|vary|varies|differs?)\s+(?:on|by|with)\b|"
    r"\b(?:payload|body|data|inputs?)\s+(?:for|to|sent\s+to|passed\s+to)\s+(?:the\s+|a\s+)?"
    r"(?:webhook|form|workflow|trigger|target|endpoint)s?\b|"
    r"(?:字段|结构|参数)(?:取决于|因[^。；\n]{1,10}而异|由[^。；\n]{1,10}决定)|"
    r"(?:通过|先用|先调用)\s*`?\w+`?\s*(?:获取|查询|查看)[^。；\n]{0,10}(?:字段|结构|参数)", re.I)


def shape_defined_elsewhere(node: SchemaNode) -> bool:
    """Does the open object's own text say that its keys are defined outside this schema (by
    another action, by a kind, by the target that receives it)?"""
    return _SHAPE_ELSEWHERE.search(node.description) is not None

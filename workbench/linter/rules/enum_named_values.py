"""`enum-lacks-named-value` (enum): the text sets out a declared enum's values as alternatives and
names one more the enum lacks ("Filter by status to find active, suspended or archived members"
with `enum: [active, suspended]`; "状态：active、suspended 或 archived"). The model reads the text,
sends "archived", and the schema rejects it; or the text is stale. Either way one of the two is
wrong.

Read only in a run of alternatives ("a, b or c", "a、b 或 c") of single machine-like words, at
least two of them the enum's own values, in the parameter's own description or a tool-text
sentence that names the parameter. Not read: words for leaving the filter out ("all", "any",
"both", 全部), another parameter's name or values, a negated or hedged run ("not archived",
"such as"). No patch: whether to widen the enum or the text is the author's call.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.prose import mentions
from workbench.prose.label_lists import HEDGE
from workbench.text import negated, sentences

_WORD = r"[A-Za-z][A-Za-z0-9_-]{0,30}"
_RUN = re.compile(rf"(?<![\w.-])(?P<run>{_WORD}(?:\s*[,，、]\s*{_WORD})+\s*[,，]?\s*(?:\bor\b|或者?)\s*{_WORD})"
                  rf"(?![\w-])", re.I)
_SPLIT = re.compile(r"\s*(?:[,，、]|\bor\b|或者?)\s*", re.I)
# words that leave the filter out or point elsewhere, not values
_NOT_VALUES = frozenset({"all", "any", "both", "either", "none", "other", "others", "etc", "more",
                         "null", "empty", "default", "and"})


# "use unknown when it cannot be determined yet", "pass 'other' for anything else", "无法确定时填
# unknown": the value the text tells the model to send in a sentence of its own. Unquoted, only
# the catch-all words a text uses so ("use caution when" names no value); quoted, any token.
_TOLD_VALUE = re.compile(
    r"\b(?:use|pass|send|choose|pick|select|enter|set\s+(?:it\s+)?to)\s+(?P<q>[`'\"]?)(?P<v>[A-Za-z][\w-]{1,30})"
    r"(?P=q)\s+(?:when|if|whenever|for|where|while|in\s+case)\b|"
    r"(?:时|则|的话)[，,]?\s*(?:请)?(?:填写?|传入?|使用|选择?|设为|用)\s*(?P<zq>[`'\"“]?)(?P<zv>[A-Za-z][\w-]{1,30})"
    r"[`'\"”]?(?![\w-])", re.I)
_CATCH_ALL = frozenset({"unknown", "other", "unspecified", "undetermined", "not_applicable", "na",
                        "n_a", "mixed", "none_of_the_above", "undisclosed", "not_known"})


def _told_values(sentence: str, enum: set[str], others: set[str]) -> list[str]:
    """The values a sentence tells the model to send that the enum lacks (see `_TOLD_VALUE`)."""
    out = []
    for m in _TOLD_VALUE.finditer(sentence):
        value = m.group("v") or m.group("zv")
        quoted = bool(m.group("q") or m.group("zq"))
        low = value.lower()
        # a negation of the case ("无法确定时填 unknown") is no negation of the order: read
        # only the order's own words
        told = negated(sentence, m.start()) if m.group("v") else \
            negated(sentence[m.start():], m.start("zv") - m.start())
        if low in enum or low in others or low in _NOT_VALUES or told:
            continue
        if quoted or low in _CATCH_ALL:
            out.append(value)
    return out


def _lacked(run: str, enum: set[str], others: set[str]) -> tuple[list[str], list[str]] | None:
    words = [w for w in _SPLIT.split(run) if w]
    low = [w.lower() for w in words]
    known = [w for w, x in zip(words, low) if x in enum]
    missing = [w for w, x in zip(words, low) if x not in enum]
    if len(words) < 3 or len(known) < 2 or not missing or any(
            x in _NOT_VALUES or x in others for x in (m.lower() for m in missing)):
        return None
    return known, missing


def _phrase_tail(sentence: str, m: re.Match[str], enum: set[str]) -> bool:
    """The run is cut out of a list of names of several words ("ready for Notion, Google Docs,
    Google Keep, Todoist, or plain markdown"): its first word ends a longer name ("Google Keep"),
    or its last word qualifies the listed value after it ("plain markdown" is `markdown`). A word
    of it is then no value name of its own."""
    after = re.match(r"\s+([A-Za-z][\w-]*)", sentence[m.end():])
    if after and after.group(1).lower() in enum:
        return True
    return re.search(r"[,，、]\s*[A-Za-z][\w-]*\s+$", sentence[:m.start()]) is not None


@rule("enum-lacks-named-value", category="enum", severity="warning",
      summary="The text sets out the enum's values as alternatives and names one more that the "
              "`enum` lacks: the model sends it and the schema rejects it (or the text is stale).",
      bad=Example.of(name="choir_list_members", description="List choir members. Filter by status "
                     "to find active, suspended or archived members.", properties={
                         "status": {"type": "string", "enum": ["active", "suspended"],
                                    "description": "Membership status to filter on."}}),
      good=[Example.of(name="choir_list_members", description="List choir members. Filter by status "
                       "to find active, suspended or archived members.", properties={
                           "status": {"type": "string", "enum": ["active", "suspended", "archived"],
                                      "description": "Membership status to filter on."}}),
            Example.of(name="choir_list_members", description="List choir members. Filter by "
                       "status: active, suspended or all (leave it out).", properties={
                           "status": {"type": "string", "enum": ["active", "suspended"],
                                      "description": "Membership status to filter on."}})],
      rationale="The description and the schema are both read by the model; only the schema is "
                "checked. A value the text offers and the enum lacks is a call that fails.")
def check_enum_lacks_named_value(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    nodes = [n for n in ctx.enum_nodes if n.name and isinstance(n.schema.get("enum"), list)
             and 2 <= len(n.schema["enum"]) <= 30 and all(isinstance(v, str) for v in n.schema["enum"])]
    if not nodes:
        return
    names = {n.name.lower() for n in ctx.index.properties() if n.name}
    for node in nodes:
        enum = {v.lower() for v in node.schema["enum"]}
        others = names | {str(v).lower() for n in nodes if n is not node for v in n.schema["enum"]}
        own = sentences(node.description) if node.description else []
        told = [s for s in ctx.description_sentences if mentions(s, node.name or "")]
        for sentence in [*own, *told]:
            if HEDGE.search(sentence):
                continue
            for m in _RUN.finditer(sentence):
                found = None if negated(sentence, m.start()) or _phrase_tail(sentence, m, enum) \
                    else _lacked(m.group("run"), enum, others)
                if found:
                    known, missing = found
                    yield Hit(node.pointer, f"The text names {missing} beside `{node.name}`'s values "
                                            f"{known} (\"{quote(sentence)}\"), but its `enum` lacks "
                                            f"{'it' if len(missing) == 1 else 'them'}: add "
                                            f"{'it' if len(missing) == 1 else 'them'} to `enum`, or "
                                            "correct the text.")
                    break
            else:
                told_values = _told_values(sentence, enum, others)
                if not told_values:
                    continue
                yield Hit(node.pointer, f"The text tells the model to send {told_values} for "
                                        f"`{node.name}` (\"{quote(sentence)}\"), but its `enum` "
                                        f"{sorted(node.schema['enum'])} lacks it: add it to "
                                        "`enum`, or correct the text.")
            break

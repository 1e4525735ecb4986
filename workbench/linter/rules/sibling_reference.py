"""A description that points at another field's words instead of repeating them ("结束时间，同上",
"End time (same format as start)", "格式同 title_assets"): what the model reads about the field is
its own text plus the text it points at, so a rule that looks for a stated form reads both.

Decisions:
- "同上", "same as above", "as above" point at the field declared just before it in the same
  object; a named referent ("same format as start", "格式同 title_assets", "与 start_time 相同",
  "同开始时间") must be a sibling: its name, the first tokens of its name, or the label its
  description opens with ("开始时间：…"). Anything else ("same as original") points nowhere.
- Chains ("同上" after "同上") are followed a few steps, never in a cycle.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import description_of, schema_description
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

_ABOVE = re.compile(r"同上|\bsame\s+(?:\w+\s+){0,2}?as\s+(?:the\s+)?(?:above|previous(?:\s+\w+)?)\b|"
                    r"(?:^|[(,;]\s*)as\s+above\b", re.I)
# "same format as start", "same as `from`", "格式同 title_assets", "同 start_time", "同开始时间格式",
# "与 start_time 相同": the words after the pointer name the referent
_WORD = r"`?(?P<word>[A-Za-z_][\w.-]*|[\u4e00-\u9fff]{2,8}?)`?"
_NAMED = (re.compile(r"\bsame\s+(?:\w+\s+){0,2}?as\s+(?:the\s+)?`?(?P<word>[A-Za-z_][\w.-]*)`?", re.I),
          re.compile(r"(?:格式|形式|取值|写法|用法)(?:同|与)\s*" + _WORD + r"(?=\s*(?:相同|一致|$|[，。,.;；）)]))"),
          re.compile(r"(?<![相不共一])同\s*`?(?P<word>[A-Za-z_]\w*)`?(?=\s*(?:相同|一致|格式|$|[，。,.;；）)]))"),
          re.compile(r"(?<![相不共一])同\s*" + _WORD + r"\s*(?:的)?(?:格式|相同|一致)"),
          re.compile(r"(?:与|和|跟)\s*" + _WORD + r"\s*(?:的格式)?(?:相同|一致)"))
_LABEL = re.compile(r"^\s*([\u4e00-\u9fff]{2,8})[\s:：，,（(]")
_STEPS = 3


def _named(word: str, name: str, schema: Mapping) -> bool:
    """`word` names this sibling: its name, its name's leading tokens, or its description's label."""
    if word.isascii():
        want, have = split_name(word), split_name(name)
        return bool(want) and (word.lower() == name.lower() or have[:len(want)] == want)
    label = _LABEL.match(schema_description(schema, name))
    return label is not None and label.group(1).startswith(word)


def _referent(text: str, name: str, siblings: list[tuple[str, Mapping]]) -> tuple[str, Mapping] | None:
    if _ABOVE.search(text):
        names = [k for k, _ in siblings]
        at = names.index(name) if name in names else 0
        return siblings[at - 1] if at > 0 else None
    for pattern in _NAMED:
        for m in pattern.finditer(text):
            for key, schema in siblings:
                if key != name and _named(m.group("word"), key, schema):
                    return key, schema
    return None


def description_with_referent(ctx: ToolContext, node: SchemaNode) -> str:
    """The parameter's description followed by the description of the sibling it points at, if
    it points at one ("结束时间，同上")."""
    own = description_of(node)
    siblings = [(k, v) for k, v in ctx.sibling_properties(node).items() if isinstance(v, Mapping)]
    if not siblings or not own:
        return own
    out, current, name, seen = own, own, node.name or "", {node.name}
    for _ in range(_STEPS):
        found = _referent(current, name, siblings)
        if found is None or found[0] in seen:
            break
        name, schema = found
        seen.add(name)
        current = schema_description(schema, name)
        out = f"{out}\n{current}"
    return out

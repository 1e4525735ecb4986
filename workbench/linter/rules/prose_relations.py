"""`prose-field-relation` (cross-field): a relation between two parameters stated only in prose —
an order ("last_day: has to be on or after first_day", "end_date 不得早于 start_date") or a
one-of-several requirement ("at least one of phone or email is required", "手机号和邮箱至少填一个").

`prose-condition` covers "X is required if Y …" (the extractor's `condition` kind); these two
shapes carry no if/when word, so the extractor does not see them. Schemas express such rules
with `anyOf` of `required` sets (one-of) or not at all (order), so the executor has to check
them either way.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.prose import mentions
from workbench.text import negated

_COMPOSITION = ("oneOf", "anyOf", "if", "dependentRequired", "dependentSchemas")
# A comparison word right before another parameter's name ("on or after first_day"); bare
# after/before count only after a copula ("is after", "must be before"): "call after login".
_BEFORE_NAME = re.compile(
    r"(?:\b(?:on or (?:after|before)|no (?:earlier|later) than|not (?:earlier|later) than|"
    r"(?:later|earlier|greater|less|smaller|larger|higher|lower|more) than(?: or equal to)?|"
    r"(?:be|is|are|falls?|comes?|must be|has to be) (?:strictly )?(?:after|before)|not (?:after|before))"
    r"|>=|<=|≥|≤|不(?:得|能|可)?(?:早|晚|小|大|低|高)于|(?:早|晚|小|大|低|高)于)"
    r"\s*(?:the\s+)?[`'\"“‘(]?\s*$", re.I)
_AFTER_NAME = re.compile(r"^\s*[`'\"”’)]?\s*(?:之后|之前|以后|以前|当天或之后|或之后|或之前)")
_ONE_OF_EN = re.compile(
    r"\b(?:at least one of|either)\b[^.;]{1,80}?\b(?:is|are|must|should|has to|have to)\s+"
    r"(?:be\s+)?(?:required|provided|given|supplied|set|filled)", re.I)
# Every pattern above needs one of these words: a description without any is skipped at once.
_ANY_TRIGGER = re.compile(r"than|after|before|>=|<=|≥|≤|于|之后|之前|以后|以前|at least one of|either|"
                          r"至少|二选一|其中", re.I)
_ONE_OF_ZH = re.compile(r"至少(?:要|需要?|须|必须|得)?(?:填写?|提供|传入?|给出|有)?一(?:个|项|种)|二选一|"
                        r"(?:填写?|提供)其中(?:之)?一")


@rule("prose-field-relation", category="cross-field", severity="warning",
      summary="An order between two parameters (\"on or after first_day\", \"不得早于 start_date\") "
              "or an at-least-one-of rule (\"手机号和邮箱至少填一个\") stated only in prose: "
              "express one-of with `anyOf` of `required` sets, and check both in the executor.",
      bad=Example.of(parameters={"type": "object", "properties": {
                                "first_day": {"type": "string", "format": "date"},
                                "last_day": {"type": "string", "format": "date",
                                             "description": "Last day off. Has to be on or after first_day."}}}),
      good=Example.of(parameters={"type": "object", "properties": {
                                "first_day": {"type": "string", "format": "date"},
                                "last_day": {"type": "string", "format": "date",
                                             "description": "Last day off, YYYY-MM-DD."}}}),
      rationale="A schema field cannot express a rule between fields; the model breaks prose-only "
                "rules and the executor must check them.")
def check_prose_relation(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or not root.schema.keys().isdisjoint(_COMPOSITION):
        return
    props = [p for p in ctx.index.top_level_properties() if p.name]
    if len(props) < 2:
        return
    for node in props:
        text = node.schema.get("description")
        if not isinstance(text, str) or not _ANY_TRIGGER.search(text):
            continue
        # an enum's description explains its values ("'less' means the true p is less than
        # prob_null"): a comparison there is about the meaning, not about this argument
        finite = "enum" in node.schema or "const" in node.schema or "boolean" in node.non_null_types
        other = None if finite else _compared_with(text, node.name, props)
        if other:
            yield Hit(node.pointer, f"`{node.name}` is ordered against `{other}` only in prose: "
                                    "the schema accepts any pair, so check the order in the "
                                    "executor and say what it returns when it fails.")
            continue
        m = _ONE_OF_EN.search(text) or _ONE_OF_ZH.search(text)
        if m and not negated(text, m.start()):
            yield Hit(node.pointer, f"At-least-one-of rule in `{node.name}`'s description "
                                    f"(\"{m.group(0)}\") is prose only: put `anyOf` of `required` "
                                    "sets on the object (strict providers reject it: then check "
                                    "it in the executor).")


def _compared_with(text: str, own: str | None, props) -> str | None:
    low = text.lower()
    for p in props:
        name = p.name
        if name == own or not mentions(text, name):
            continue
        key = name.lower()
        for variant in (key, key.replace("_", " ")):
            start = low.find(variant)
            while start >= 0:
                if _BEFORE_NAME.search(low[max(0, start - 40):start]) or _AFTER_NAME.match(
                        low[start + len(variant):start + len(variant) + 12]):
                    return name
                start = low.find(variant, start + 1)
    return None

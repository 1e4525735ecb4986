"""`param-description-repeats-name` (`param-description`), in English and Chinese: a parameter
description that only restates the name where the name leaves the value open. (A missing
description is `param_descriptions.py`'s; what a name leaves open, `undescribed_params.py`.)"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import (
    UNIT_ZH,
    datetime_name,
    description_of,
    has_any_branch,
    values_described,
)
from workbench.linter.rules.placed_params import address_part
from workbench.linter.rules.undescribed_params import (
    standard_code,
    why_needed,
    wrapper_schema,
)
from workbench.linter.set_names import set_names
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import (
    cjk_count,
    has_cjk,
    repeats_name,
    snake_name,
    split_name,
)

MAX_REPEAT_CHARS = 80  # a longer parameter description says more than the name


_PAIR = {"key": ("value",), "value": ("key", "name"), "name": ("value",)}


def _pair_half(ctx: ToolContext, node: SchemaNode) -> bool:
    """`key` or `value` beside its counterpart in one object (an env variable, a label, a
    header entry): the object holding the pair gives their meaning."""
    other = _PAIR.get(snake_name(node.name))
    return other is not None and any(snake_name(n) in other for n in ctx.sibling_names(node))


@rule("param-description-repeats-name", category="param-description", severity="warning",
      summary="Make a parameter description add meaning beyond the name when the name leaves the "
              "value open: which id and from where, the form of a code or date, an example.",
      bad=Example.of(properties={"zipcode": {"type": "string", "description": "Optional zipcode"}}),
      good=[Example.of(properties={"city": {"type": "string",
                                            "description": "城市中文名称，例如北京、上海、广州。"}}),
            Example.of(name="db_create_collection", description="Creates a collection.",
                       properties={"data": {"type": "object", "description": "请求体",
                                            "properties": {"collection_name": {
                                                "type": "string", "description":
                                                "集合名称，字母开头，例如 orders_2026。"}}}})],
      rationale="`zipcode` described as “Optional zipcode” does not say which country's form it "
                "takes or what it changes. A restated name that is clear on its own "
                "(`collection_name`: 集合名称) is info; ids are `param-id-unclear`'s.")
def check_paramrepeats_name(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, name_tokens in ctx.named_properties:
        desc = node.description.strip()
        if not desc or len(desc) > MAX_REPEAT_CHARS or wrapper_schema(node.schema) \
                or (name_tokens[-1:] and name_tokens[-1] in ID_WORDS):
            continue  # an id's description: param-id-unclear
        if values_described(node.schema):
            continue  # "分类" over anyOf consts that each say what they are
        if _MAPPING.search(desc) and ("object" in node.non_null_types
                                      or "additionalProperties" in node.schema):
            continue  # "Property name to array of values": the map's keys and values, said
        tokens = {t.rstrip("s") or t for t in name_tokens}
        if repeats_name(desc, tokens) or terse_zh(desc):
            why = standard_code(name_tokens) or why_needed(node, name_tokens)
            # the `key` and `value` of one pair (a variable, a label: 变量键/变量值): the
            # pair's holder says what they are
            # a body or content the restatement calls prose ("新正文", "正文"): a free text has
            # no form or example to add, so info
            # one end of a date range whose other end gives the form ('End date string' beside
            # "A date string like 2020-06-15"): the pair's form is said once, for both
            yield Hit(node.pointer, f"The description of `{node.name}` ({desc!r}) only restates "
                                    f"its name: say {why or 'the form of its value and an example'}.",
                      severity=None if why and not _pair_half(ctx, node)
                      and not _free_text(node, desc) and not address_part(ctx, node, least=2)
                      and not _other_end_gives_form(ctx, node, name_tokens)
                      and not _shape_said(desc) and not _source_said(ctx, node, desc, why)
                      else "info")


# A map's description that names its keys and what each maps to ("Property name to array of
# values", "header name -> value", "属性名到取值数组的映射", "键为属性名"): every word may be a
# name token or filler, yet the sentence says what the name does not, the form of the map.
_MAPPING = re.compile(r"\b(?:name|key|id|code|path)s?\s+(?:to|->|→|=>)\s+\S|\S\s*(?:->|→|=>)\s*\S|"
                      r"(?:名|键|key|ID|id)\s*(?:到|→|->|映射到|对应)|键为|键是", re.I)


# The two ends of a range, as the words of a name say them (`start_date`/`end_date`,
# `date_from`/`date_to`, `created_after`/`created_before`)
_OTHER_END = {"start": ("end",), "end": ("start", "begin"), "begin": ("end",), "from": ("to",),
              "to": ("from",), "since": ("until",), "until": ("since",), "after": ("before",),
              "before": ("after",), "min": ("max",), "max": ("min",)}
# "2020-06-15", "20240101", "YYYY-MM-DD", "ISO 8601", "开始日期，格式 YYYYMMDD": a date's form
_DATE_FORM = re.compile(r"yyyy|iso[ -]?8601|rfc[ -]?3339|\b(?:19|20)\d{2}-?\d{2}-?\d{2}\b", re.I)


def _other_end_gives_form(ctx: ToolContext, node: SchemaNode, tokens: tuple[str, ...]) -> bool:
    """Is `node` one end of a date range (`end_published_date`) whose other end, beside it,
    states the form (a `format`, a `pattern`, or words with "YYYY-MM-DD" or an example date)?
    The model reads the two as a pair, so the form is said for both."""
    if not tokens or not datetime_name(tokens, node.name or ""):
        return False
    at = 0 if tokens[0] in _OTHER_END else len(tokens) - 1
    if tokens[at] not in _OTHER_END:
        return False
    twins = {tokens[:at] + (other,) + tokens[at + 1:] for other in _OTHER_END[tokens[at]]}
    for sibling in ctx.index.properties():
        if sibling.parent != node.parent or sibling is node or split_name(sibling.name or "") not in twins:
            continue
        if has_any_branch(sibling.schema, "format", "pattern") or _DATE_FORM.search(
                f"{description_of(sibling)} {ctx.passage_of(sibling)}"):
            return True
    return False




# The restatement says the value is prose: "正文", "内容", "文本", "body text", "comment text",
# "message content", "markdown": a free text has no form or example to add.
_PROSE_WORDS = re.compile(r"正文|内容|文本|文字|\b(?:text|content|markdown|prose|wording)\b", re.I)


def _free_text(node: SchemaNode, desc: str) -> bool:
    return node.non_null_types == ("string",) and not has_any_branch(node.schema, "enum", "pattern",
                                                                      "format") \
        and _PROSE_WORDS.search(desc) is not None


# The restatement names the value's shape ("Data as array of arrays", "list of strings", "二维数组",
# "逗号分隔"): the form the finding asks for is said (reviewers: "already gives the shape").
_SHAPE = re.compile(r"\b(?:array|list)s? of (?:arrays|lists|rows|strings|numbers|objects|pairs)\b|"
                    r"\bcomma[- ]separated\b|\bjson (?:object|array|string)\b|"
                    r"二维数组|逗号分隔|JSON ?(?:数组|对象|字符串)", re.I)


def _shape_said(desc: str) -> bool:
    return _SHAPE.search(desc) is not None


def _source_said(ctx: ToolContext, node: SchemaNode, desc: str, why: str | None) -> bool:
    """Where the model gets a value ("which tool returns it") is what the restatement lacks,
    and the tool's own text says it in one sentence naming the tool of the set that returns it
    and the value's words ("需先调用flightSearch获取航班号" over `flightNo` '航班号', "Call
    search_flights first to get the flight number"): said, so info."""
    if why is None or "which tool returns it" not in why or ctx.toolset is None:
        return False
    index = set_names(ctx.toolset)
    names = [t.name for t in ctx.toolset.tools] if index is None else index.names()
    words = desc.strip(" 。.，,").lower()
    spoken = " ".join(split_name(node.name or "")).lower()
    for sentence in re.split(r"[。；;\n]|\.\s", ctx.description):
        low = sentence.lower()
        if (words in low or (spoken and spoken in low)) and any(
                name != ctx.tool.name and len(name) > 3 and name in sentence for name in names):
            return True
    return False


def terse_zh(desc: str) -> bool:
    if not has_cjk(desc) or re.search(r"[0-9A-Za-z]", desc) or UNIT_ZH.search(desc):
        return False
    core = desc
    for filler in lx.FILLER_ZH:
        core = core.replace(filler, "")
    return cjk_count(core) <= 3


ID_WORDS = frozenset({"id", "ids", "identifier", "uuid"})  # a name ending so is an identifier

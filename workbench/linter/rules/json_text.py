"""`type-json-in-string` (type): an object passed as a JSON-encoded string (`arguments_json`,
"a JSON string of filters", "JSON 格式的字符串"). `json_in_string` is shared with the mega-tool
rule, which counts such a string as an untyped payload.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import open_map_name
from workbench.linter.rules.told_inputs import inline_gloss
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# "JSON-encoded arguments", "a JSON string of filters", "JSON 格式的字符串": an object passed as
# text. Name `*_json`, or the description says the string holds JSON.
_JSON_TEXT = re.compile(r"\bjson[- ](?:encoded|formatted|serialized|serialised|string|text|blob)\b|"
                        r"\b(?:stringified|serialized|serialised|encoded) (?:as )?json\b|"
                        r"json\s*(?:格式的?|编码的?|序列化的?)?\s*(?:字符串|文本)", re.I)


def json_in_string(node: SchemaNode, text: str | None = None, *, arrays: bool = True) -> bool:
    """A string parameter that carries a JSON document (its structure invisible to the schema);
    `text` is what describes it when not its own description (the tool text's gloss of it);
    without `arrays`, one only said to hold a JSON array (a list of keys) is not counted."""
    if node.non_null_types != ("string",) or "enum" in node.schema or "const" in node.schema:
        return False
    t = split_name(node.name)
    if t and t[-1] == "json":
        return True
    desc = node.schema.get("description") if text is None else text
    # a string said to be a JSON array ("JSON 数组", "a JSON array of ids") holds its text too,
    # unless the sentence is about what comes back ("Results are returned as a JSON array")
    return isinstance(desc, str) and "json" in desc.lower() and bool(
        _JSON_TEXT.search(desc) or (arrays and any(_JSON_ARRAY.search(s) and not _ABOUT_RESULTS.search(s)
                                       for s in re.split(r"[。；;\n]|\.\s", desc))))


# a sentence about the tool's answer, not about the input
_ABOUT_RESULTS = re.compile(r"\breturn|\bresults?\b|\boutput|\bresponse|返回|输出|结果", re.I)


# "Must be a string, not a JSON object", "必须是字符串": the author chose the string on purpose.
# So did one whose string also takes free text ("JSON 字符串或自由描述") or any JSON value ("The JSON
# value to store"): no one structure to declare.
_STRING_ON_PURPOSE = re.compile(r"\bmust be a (?:json )?string\b|\bnot an? (?:json )?object\b|"
                                r"必须(?:是|为)(?:json ?)?字符串|不是对象|或(?:自由|自然语言|文字|文本)描述|"
                                r"\bor (?:free|plain)[- ]text\b|\bjson value\b|任意\s*json", re.I)
# "the shape depends on msg_type", "根据消息类型不同": no single object schema fits.
_SHAPE_VARIES = re.compile(r"\bdepend(?:s|ing)? on\b|\bvar(?:y|ies) (?:by|with)\b|\bper (?:type|kind)\b|"
                           r"\bfor each (?:type|kind)\b|根据.{0,12}不同|因.{0,8}而异|不同.{0,8}(?:类型|格式)", re.I)


# "JSON array of arguments", "JSON 数组": the string holds a list, not an object.
_JSON_ARRAY = re.compile(r"\bjson[- ]?(?:array|list)\b|\barray (?:of|as) json\b|json\s*(?:格式的?)?\s*(?:数组|列表)|"
                         r"(?:列表|数组)\s*json", re.I)


# `records_json`, `rows_json`, `items_json`: a name whose stem counts many records holds a list.
_LIST_STEMS = frozenset({"records", "rows", "items", "entries", "events", "lines", "messages",
                         "documents", "docs", "points", "samples", "list", "array", "arr"})


# The first JSON literal written out in a text: `[{"name": ...}, ...]` shows an array, `{"rows":
# [...]}` an object (that holds one).
_JSON_LITERAL = re.compile(r"""[\[{]\s*(?:["{\[\d]|[\]}])""")


def _shows_array(node: SchemaNode) -> bool:
    """The string's own default, examples or description show a JSON array as its value
    (`"default": "[]"`, "[{\"name\":\"NoteId\"}, ...]")."""
    examples = node.schema.get("examples")
    shown = [node.schema.get("default"), *(examples if isinstance(examples, list) else ())]
    if any(isinstance(v, str) and v.strip().startswith("[") for v in shown):
        return True
    first = _JSON_LITERAL.search(node.description or "")
    return first is not None and first.group(0).startswith("[")


def _holds_a_list(ctx: ToolContext, node: SchemaNode) -> bool:
    """The JSON string holds an array by its name (`records_json`, `items_json`) or by the tool
    text ("Export a JSON array of records" for `records_json`, "JSON 数组" in its docstring entry)."""
    stem = [w for w in split_name(node.name) if w != "json"]
    if (stem and stem[-1] in _LIST_STEMS) or _shows_array(node):
        return True
    if _JSON_ARRAY.search(ctx.passage_of(node)):
        return True
    from workbench.prose import mentions  # the rules load it; the engine need not

    words_ = set(stem)
    return bool(words_) and any(
        (m := _JSON_ARRAY.search(sentence)) is not None and (
            mentions(sentence, node.name or "")
            or words_ & set(split_name(re.sub(r"[^\w]+", "_", sentence[m.end():m.end() + 40]))))
        for sentence in ctx.description_sentences)


# A map whose values are strings by its nature or by its text: HTTP headers, labels, tags,
# environment variables, "string values", "值为字符串".
_STRING_MAPS = frozenset({"headers", "header", "labels", "tags", "env", "envs", "environment"})
_STRING_VALUES = re.compile(r"\bstring values\b|\bvalues? (?:are|must be) strings?\b|"
                            r"\bstring[- ]to[- ]string\b|值(?:为|是|均为)字符串", re.I)


@rule("type-json-in-string", category="type", severity="warning",
      summary="Do not pass an object as a JSON-encoded string (`arguments_json`, \"JSON 字符串\"): "
              "declare it as `type: object` with its properties (or a value schema for a map).",
      bad=Example.of(properties={"filters_json": {"type": "string",
                                                  "description": "JSON-encoded filters."}}),
      good=[Example.of(properties={"filters": {"type": "object",
                                               "properties": {"status": {"type": "string"}},
                                               "additionalProperties": False}}),
            Example.of(properties={"chart_json": {
                "type": "string", "description": "The chart spec as a JSON string. Must be a "
                                                 "string, not a JSON object."}}),
            Example.of(strict=True, parameters={
                "type": "object", "required": ["filter_json"], "additionalProperties": False,
                "properties": {"filter_json": {"type": "string",
                                               "description": "A JSON filter DSL ($and, $or)."}}})],
      rationale="A structure hidden in a string is unvalidated: the model must escape JSON by "
                "hand and the executor parses, then guesses. A strict tool cannot declare a "
                "free-form object, and a description that insists on a string made that choice: "
                "no finding then.")
def check_json_in_string(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if tool.strict is True or any(p.strict for p in ctx.profiles):
        return  # strict mode admits no open object: a JSON string is how a free structure travels
    for node in ctx.index.properties():
        # an input with no text of its own that the tool text glosses ("messages 为 JSON 数组");
        # read from the schema, not `node.description`, which a node keeps once asked: the nodes
        # of the last batch stay in memory (tests/hostile/test_scale_resident.py)
        raw = node.schema.get("description")
        desc = raw if isinstance(raw, str) else ""
        if not desc and node.non_null_types == ("string",):
            desc = inline_gloss(ctx, node)
        if not json_in_string(node, desc):
            continue
        if _STRING_ON_PURPOSE.search(desc):
            continue
        if _SHAPE_VARIES.search(desc):
            yield Hit(node.pointer, f"`{node.name}` carries JSON inside a string whose shape "
                                    "varies: if the executor can take an object, declare one "
                                    "`oneOf` branch per kind so each is validated.",
                      severity="info")
        elif _JSON_ARRAY.search(desc) or _holds_a_list(ctx, node):
            yield Hit(node.pointer, f"`{node.name}` carries a JSON array inside a string: declare "
                                    "`type: array` with `items` so it is validated and the model "
                                    "need not escape it.")
        elif open_map_name(node.name):
            # the values' schema comes from the text: GraphQL variables, column values and
            # params hold numbers, lists and objects too; headers and labels hold strings
            values = ('`additionalProperties: {"type": "string"}`' if (
                set(split_name(node.name)) & _STRING_MAPS or _STRING_VALUES.search(desc)) else
                "`additionalProperties` giving the schema of its values (`{}` when they may be "
                "any JSON)")
            yield Hit(node.pointer, f"`{node.name}` carries a map as a JSON string: declare `type: "
                                    f"object` with {values} so the model need not escape it.")
        else:
            yield Hit(node.pointer, f"`{node.name}` carries JSON inside a string: declare the "
                                    "structure as `type: object` with `properties` so it is "
                                    "validated and the model need not escape it.")

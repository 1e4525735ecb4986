"""`type-json-in-string` (type): an object passed as a JSON-encoded string (`arguments_json`,
"a JSON string of filters", "JSON 格式的字符串"). `json_in_string` is shared with the mega-tool
rule, which counts such a string as an untyped payload.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# "JSON-encoded arguments", "a JSON string of filters", "JSON 格式的字符串": an object passed as
# text. Name `*_json`, or the description says the string holds JSON.
_JSON_TEXT = re.compile(r"\bjson[- ](?:encoded|formatted|serialized|serialised|string|text|blob)\b|"
                        r"\b(?:stringified|serialized|serialised|encoded) (?:as )?json\b|"
                        r"json\s*(?:格式的?|编码的?|序列化的?)?\s*(?:字符串|文本)", re.I)


def json_in_string(node: SchemaNode) -> bool:
    """A string parameter that carries a JSON document (its structure invisible to the schema)."""
    if node.non_null_types != ("string",) or "enum" in node.schema or "const" in node.schema:
        return False
    t = split_name(node.name)
    if t and t[-1] == "json":
        return True
    desc = node.schema.get("description")
    return isinstance(desc, str) and "json" in desc.lower() and bool(_JSON_TEXT.search(desc))


@rule("type-json-in-string", category="type", severity="warning",
      summary="Do not pass an object as a JSON-encoded string (`arguments_json`, \"JSON 字符串\"): "
              "declare it as `type: object` with its properties.",
      bad=Example.of(properties={"filters_json": {"type": "string",
                                                  "description": "JSON-encoded filters."}}),
      good=Example.of(properties={"filters": {"type": "object",
                                              "properties": {"status": {"type": "string"}},
                                              "additionalProperties": False}}),
      rationale="A structure hidden in a string is unvalidated — the model must escape JSON by "
                "hand and the executor parses, then guesses.")
def check_json_in_string(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if json_in_string(node):
            yield Hit(node.pointer, f"`{node.name}` carries JSON inside a string: declare the "
                                    "structure as `type: object` with `properties` so it is "
                                    "validated and the model need not escape it.")

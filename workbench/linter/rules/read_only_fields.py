"""`read-only-input`: input properties the tool's own schema marks read-only.

A create or update body generated from a whole resource schema carries the resource's `id`,
timestamps and navigation properties, each marked read-only by the schema itself (`readOnly:
true`, "Read-only.", "Navigation property. Read-only.", 只读). The service sets them: a call never
sends them, yet the model reads them on every turn (one Graph event body: ~37 KB) and may fill
them in. What is read-only is the schema's own statement (`workbench/linter/read_only_inputs.py`,
shared with the lint's dropping of the findings inside them), so the finding is shown; no fix
patch, because which of the remaining fields a call needs (and should require) is the author's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.jsonutil import canonical
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.definitions import definition_of
from workbench.schema.pointer import resolve, unescape
from workbench.text import has_cjk

_SHOWN = 4  # paths named in the message
# the keywords between a property and its subschemas: the finding sits on the property
_SCHEMA_STEPS = re.compile(r"(?:/(?:properties|items|(?:anyOf|oneOf|allOf)/\d+))+$")


def _event_body(mark: str, mark_id: str) -> dict[str, object]:
    return {"type": "object", "properties": {
        "body": {"type": "object", "properties": {
            "id": {"type": "string", "description": mark_id},
            "subject": {"type": "string", "description": "The subject of the event."},
            "attachments": {"type": "array", "items": {"type": "object"}, "description": mark}}}},
        "required": ["body"]}


@rule("read-only-input", category="type", severity="warning",
      summary="The input schema carries properties it marks read-only (`readOnly`, "
              "\"Read-only.\", 只读): a call never sends them; remove them from the input schema.",
      rationale="Schemas generated from a resource model pass the whole resource as a create body, "
                "read-only `id`, timestamps and navigation properties included: they cost context "
                "on every turn and invite the model to fill them. Findings inside them are not "
                "reported (they would be fixed by deleting the subtree); this one finding per tool "
                "names them. A property its parent requires is not counted, nor a boolean setting "
                "named read-only, nor text using the words about something else (\"opens the file "
                "read-only\"). See https://json-schema.org/draft/2020-12/json-schema-validation"
                "#name-readonly-and-writeonly",
      bad=Example.of(name="create_event", description="Create an event in the user's calendar.",
                     parameters=_event_body("The attachments of the event. Navigation property. "
                                            "Read-only. Nullable.",
                                            "The unique identifier for an entity. Read-only.")),
      good=Example.of(name="open_document", description="Open a document for editing.",
                      parameters={"type": "object", "properties": {
                          "path": {"type": "string", "description": "Path of the document."},
                          "mode": {"type": "string", "description": "Opens the file read-only "
                                   "when 'view'.", "enum": ["view", "edit"]}},
                          "required": ["path"]}))
def read_only_input(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    inputs = ctx.read_only_inputs
    if not inputs.pointers:
        return
    # those inside a definition reached only through a read-only property, or never reached,
    # go with what holds them: named once, by the property that holds them
    gone = inputs.definitions | set(ctx.definitions.unused)
    tops = tuple(p for p in inputs.pointers if definition_of(p) not in gone)
    if not tops:
        return
    size = sum(len(canonical(resolve(tool.parameters, p, None))) for p in tops)
    size += sum(len(canonical(resolve(tool.parameters, d, None)))
                for d in sorted(inputs.definitions))
    shown = ", ".join(f"`{_dotted(p)}`" for p in tops[:_SHOWN])
    where = _common_parent(tops)
    if has_cjk(ctx.description):
        more = f" 等 {len(tops)} 个" if len(tops) > _SHOWN else ""
        yield Hit(where, f"输入 schema 中有 {len(tops)} 个属性被它自己标为只读（{shown}{more}，"
                  f"约 {size:,} 个字符）：只读字段由服务端生成，调用时不应传入，模型却每轮都读到它们，"
                  "还可能去填写。请从输入 schema 中删除它们；若调用其实要传其中某个字段（只读标记是从"
                  "资源定义照搬来的），就去掉它的只读标记，并把调用必需的字段设为 required。")
        return
    more = f" and {len(tops) - _SHOWN} more" if len(tops) > _SHOWN else ""
    noun, them, one = (("property", "it", "it") if len(tops) == 1
                       else ("properties", "them", "one of them"))
    yield Hit(where, f"The input schema carries {len(tops)} {noun} it marks read-only "
              f"({shown}{more}; about {size:,} characters): the service sets read-only fields, "
              "so a call should not send them, yet the model reads them on every turn and may "
              f"fill them in. Remove {them} from the input schema; if the call does take "
              f"{one} (a mark copied from the resource schema), drop its read-only mark instead, "
              "and mark as required what the call needs.")


def _dotted(pointer: str) -> str:
    """`/properties/body/properties/tasks/items/properties/id` as `body.tasks[].id`."""
    out = ""
    parts = [unescape(p) for p in pointer.split("/")[1:]]
    for i, part in enumerate(parts):
        if i and parts[i - 1] == "properties":
            out += ("." if out else "") + part
        elif part == "items":
            out += "[]"
        elif i and parts[i - 1] in ("$defs", "definitions") and i == 1:
            out += f"{parts[0]}/{part}"
    return out or pointer


def _common_parent(pointers: tuple[str, ...]) -> str:
    """The deepest object holding every read-only property (the body), "" for the root."""
    parents = [p.rsplit("/properties/", 1)[0] for p in pointers]
    common = parents[0]
    for p in parents[1:]:
        while common and not (p == common or p.startswith(common + "/")):
            common = common.rsplit("/", 1)[0]
    return _SCHEMA_STEPS.sub("", common)

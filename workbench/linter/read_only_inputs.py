"""Input properties the schema itself marks read-only, and the findings inside them.

Schemas generated from a resource model (Microsoft Graph, OpenAPI components) often pass the
whole resource as a create or update `body`: its `id`, timestamps and navigation properties come
along, each marked read-only by the schema (`readOnly: true`, or its own description: "Read-only.",
"Navigation property. Read-only.", 只读). The service sets them; a call never sends them. Every
finding inside such a subtree asks the author to improve text that should be deleted (blind
reviewers judged all 99 of one Graph server's noise), so the lint drops them
(`outside_read_only`) and the `read-only-input` rule says once per tool to remove the subtrees.
Dropped, not `info`: JSON and SARIF keep every `info`, and a demanding reader of those does not
want a finding per field of a subtree the one finding already says to delete. Findings about
whether the provider takes the schema at all stay: a provider reads the whole schema.

A property counts only when its parent object does not require it (a required field cannot be
left out, whatever its text says), and a boolean setting named "read only" (`readOnly`,
`read_only`) is a setting the caller chooses, not a mark. A definition under `$defs` counts as
read-only when every reference that reaches it comes from inside a read-only subtree.
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.schema.definitions import definition_of, definition_references, reachable_definitions
from workbench.schema.walk import SchemaIndex, SchemaNode
from workbench.text import field_read_only_mark, split_name

# Rules about whether the provider accepts the schema: true of a read-only subtree too.
_WHOLE_SCHEMA = frozenset({"schema-error", "strict-compat"})


@dataclass(frozen=True)
class ReadOnlyInputs:
    """The outermost read-only input properties (`pointers`, in walk order) and the root
    definitions reached only from inside them (`definitions`)."""

    pointers: tuple[str, ...] = ()
    definitions: frozenset[str] = frozenset()

    def covers(self, pointer: str) -> bool:
        """Whether `pointer` lies at or below a read-only property or such a definition."""
        if not self.pointers:
            return False
        for top in self.pointers:
            if pointer == top or pointer.startswith(top + "/"):
                return True
        held = definition_of(pointer)
        return held is not None and held in self.definitions


NO_READ_ONLY = ReadOnlyInputs()


def marks_read_only(node: SchemaNode) -> bool:
    """Whether the schema marks this property read-only: the `readOnly` keyword, or its own
    description saying so (`workbench.text.field_read_only_mark`)."""
    if node.via != "properties" or node.required:
        return False
    s = node.schema
    name = node.name if isinstance(node.name, str) else ""
    if {"read", "only"} <= set(split_name(name)) or "readonly" in name.lower():
        return False  # a read-only setting (`readOnly: true` opens the file read-only)
    if s.get("readOnly") is True:
        return True
    text = s.get("description")
    return isinstance(text, str) and field_read_only_mark(text)


def read_only_inputs(index: SchemaIndex) -> ReadOnlyInputs:
    """The `ReadOnlyInputs` of the schema walked in `index`."""
    tops: list[str] = []
    for node in index.nodes:
        if any(node.pointer.startswith(t + "/") for t in tops):
            continue  # inside a read-only subtree already counted
        if marks_read_only(node):
            tops.append(node.pointer)
    if not tops:
        return NO_READ_ONLY
    found = ReadOnlyInputs(tuple(tops))
    return ReadOnlyInputs(found.pointers, _definitions_only_below(index, found))


def _definitions_only_below(index: SchemaIndex, found: ReadOnlyInputs) -> frozenset[str]:
    """The root definitions every reference path to which passes through a read-only
    property: followed from the live part of the schema, those never reached."""
    root = index.root
    if root is None or ("$defs" not in root.schema and "definitions" not in root.schema):
        return frozenset()
    references = definition_references(index)
    if references is None:
        return frozenset()  # references not followed by pointer: every definition may be live
    edges: dict[str | None, set[str]] = {}
    for at, held in references:
        if not found.covers(at):  # a reference from inside a read-only subtree keeps nothing alive
            edges.setdefault(definition_of(at), set()).add(held)
    return frozenset({held for _, held in references} - reachable_definitions(edges))


def outside_read_only(path: str, rule_id: str, category: str, severity: str,
                      inputs: ReadOnlyInputs) -> bool:
    """Whether a finding at `path` is kept: outside every read-only subtree, or about whether
    the provider takes the schema at all (true of a read-only subtree too), or the rule that
    names the subtrees."""
    if not inputs.pointers or rule_id == "read-only-input":
        return True
    if category in _WHOLE_SCHEMA or (category == "portability" and severity == "error"):
        return True
    return not inputs.covers(path)

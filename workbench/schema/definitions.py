"""Which root definitions (`$defs`, draft-7 `definitions`) a schema uses.

A tool set generated from one API often copies the same `$defs` block into every tool (a Notion
server ships the same page, block and parent definitions with each of its tools), and a tool
references only a few of them. `definition_use` follows the local `$ref`s from the part of the
schema outside the definitions, then from each definition reached, and says which definitions are
reachable. It is conservative: when a reference could name a definition it cannot resolve (a
`$dynamicRef`, or a non-`#` reference in a schema that declares `$id`s), every definition counts
as used.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from workbench.schema.refs import DEFINITION_KEYS, anchor_map, is_local, target_pointer
from workbench.schema.walk import SchemaIndex


@dataclass(frozen=True)
class DefinitionUse:
    """The root definitions of a schema (pointers such as "/$defs/Order") and those reachable
    from the schema's own properties through `$ref`."""

    defined: tuple[str, ...] = ()
    used: frozenset[str] = frozenset()

    @property
    def unused(self) -> tuple[str, ...]:
        """Definitions nothing outside them references, directly or through other definitions."""
        return tuple(d for d in self.defined if d not in self.used)


NO_DEFINITIONS = DefinitionUse()


def definition_of(pointer: str) -> str | None:
    """The root definition pointer a schema pointer lies in, by its shape alone, or None."""
    if not pointer.startswith(("/$defs/", "/definitions/")):
        return None
    parts = pointer.split("/", 3)
    return "/".join(parts[:3]) if len(parts) >= 3 else None


def definition_references(index: SchemaIndex) -> list[tuple[str, str]] | None:
    """(pointer of a `$ref`, root definition it reaches) for every local reference to a
    definition of the schema walked in `index`, `$anchor` names resolved; None when the
    references cannot be followed by pointer alone (a `$dynamicRef`, or a remote reference in a
    schema that declares `$id`s, which may name a definition by its id)."""
    root = index.root
    if root is None:
        return []
    found: list[tuple[str, str]] = []
    anchors: dict[str, str] | None = None
    declares_ids = any("$id" in n.schema for n in index.nodes if n.pointer)
    for node in index.nodes:
        s = node.schema
        if "$dynamicRef" in s:
            return None
        ref: Any = s.get("$ref")
        if not isinstance(ref, str):
            continue
        if not is_local(ref):
            if declares_ids:
                return None
            continue  # remote: never a definition of this schema
        if anchors is None and ref[1:2] not in ("", "/"):  # "#name": an `$anchor`
            anchors = anchor_map(root.schema, index.nodes)
        target = target_pointer(root.schema, ref, anchors)
        held = definition_of(target) if target else None
        if held is not None:
            found.append((node.pointer, held))
    return found


def definition_use(index: SchemaIndex) -> DefinitionUse:
    """`DefinitionUse` of the schema walked in `index` (the walk the lint shares)."""
    root = index.root
    if root is None or ("$defs" not in root.schema and "definitions" not in root.schema):
        return NO_DEFINITIONS  # the usual schema: nothing to follow
    defined = tuple(n.pointer for n in index.nodes if n.parent == "" and n.via in DEFINITION_KEYS)
    if not defined:
        return NO_DEFINITIONS
    references = definition_references(index)
    if references is None:
        return DefinitionUse(defined, frozenset(defined))
    edges: dict[str | None, set[str]] = {}  # holder (None: outside the definitions) -> targets
    for at, held in references:
        edges.setdefault(definition_of(at), set()).add(held)
    return DefinitionUse(defined, reachable_definitions(edges))


def reachable_definitions(edges: Mapping[str | None, Iterable[str]]) -> frozenset[str]:
    """The definitions reachable along `edges` (holder -> the definitions its `$ref`s name; the
    holder None is the schema outside the definitions) from the schema's own part."""
    reached: set[str] = set()
    todo = list(edges.get(None, ()))
    while todo:
        d = todo.pop()
        if d not in reached:
            reached.add(d)
            todo.extend(edges.get(d, ()))
    return frozenset(reached)

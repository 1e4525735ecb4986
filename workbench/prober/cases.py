"""Probe cases and the value/schema walk that mutations and attacks share.

A constraint is named `"<keyword> <pointer>"`, the pointer being where the keyword sits in the
parameter schema (RFC 6901; the root is the empty pointer and is written as the bare keyword, e.g.
`"additionalProperties"`). `required` is named per field, by the property's pointer:
`"required /properties/user_id"`. These strings are the keys of `coverage` in the JSON report.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from workbench.schema.pointer import from_path, join, resolve
from workbench.schema.refs import target_pointer
from workbench.schema.validate import accepts

MAX_WALK_DEPTH = 12
ITEMS_WALKED = 2


@dataclass(frozen=True)
class Case:
    """One input to probe with. `schema_valid` is what the validator says (checked, never assumed).
    `target`: the constraint a mutation aims at, or the attack kind; `where`: instance pointer."""

    input: Any
    origin: str  # "generated" | "mutation" | "attack"
    schema_valid: bool
    target: str | None = None
    where: str = ""
    note: str = ""


def constraint_key(keyword: str, pointer: str) -> str:
    return keyword if pointer == "" else f"{keyword} {pointer}"


def split_key(key: str) -> tuple[str, str]:
    keyword, _, pointer = key.partition(" ")
    return keyword, pointer


@dataclass(frozen=True)
class Spot:
    """A place where the instance meets a subschema: the node, its pointer, the value, its path."""

    node: Mapping[str, Any]
    pointer: str
    value: Any
    path: tuple[str | int, ...]

    @property
    def where(self) -> str:
        return from_path(self.path)

    @property
    def name(self) -> str | None:
        strs = [p for p in self.path if isinstance(p, str)]
        return strs[-1] if strs else None


def spots(root: Any, instance: Any) -> Iterator[Spot]:
    """Walk an instance together with the schema: properties, items (the first few),
    additionalProperties, local `$ref`, and the anyOf/oneOf branch the value actually matches."""
    stack: list[tuple[Any, str, Any, tuple, int]] = [(root, "", instance, (), 0)]
    while stack:
        node, pointer, value, path, depth = stack.pop()
        if not isinstance(node, Mapping) or depth > MAX_WALK_DEPTH:
            continue
        target = target_pointer(root, node.get("$ref"))
        if target is not None:
            stack.append((resolve(root, target), target, value, path, depth + 1))
        yield Spot(node, pointer, value, path)
        for key in ("anyOf", "oneOf"):
            branches = node.get(key)
            if isinstance(branches, list):
                for i, branch in enumerate(branches):
                    if accepts(branch, value, root=root):
                        stack.append((branch, join(pointer, key, i), value, path, depth + 1))
                        break
        for i, sub in enumerate(node.get("allOf") or []) if isinstance(node.get("allOf"), list) else ():
            stack.append((sub, join(pointer, "allOf", i), value, path, depth + 1))
        if isinstance(value, dict):
            props = p if isinstance(p := node.get("properties"), Mapping) else {}
            extra = node.get("additionalProperties")
            for name in reversed(list(value)):
                if name in props:
                    stack.append((props[name], join(pointer, "properties", name), value[name],
                                  path + (name,), depth + 1))
                elif isinstance(extra, Mapping):
                    stack.append((extra, join(pointer, "additionalProperties"), value[name],
                                  path + (name,), depth + 1))
        elif isinstance(value, list) and isinstance(node.get("items"), Mapping):
            for i, item in list(enumerate(value))[:ITEMS_WALKED]:
                stack.append((node["items"], join(pointer, "items"), item, path + (i,), depth + 1))


def replaced(instance: Any, path: tuple, value: Any) -> Any:
    """`instance` with the value at `path` replaced (the root when path is ()): the containers
    along the path are copied, everything else is shared with `instance` (a deep copy per mutant
    made probing 1,000 fields quadratic). Cases are never changed in place."""
    if not path:
        return copy.deepcopy(value)
    out = node = _copied(instance)
    for token in path[:-1]:
        node[token] = node = _copied(node[token])
    node[path[-1]] = copy.deepcopy(value)
    return out


def without(instance: Any, path: tuple, key: str) -> Any:
    """`instance` without `key` in the object at `path`, copied along the path like `replaced`."""
    out = node = _copied(instance)
    for token in path:
        node[token] = node = _copied(node[token])
    node.pop(key, None)
    return out


def _copied(container: Any) -> Any:
    return dict(container) if isinstance(container, dict) else list(container) if isinstance(container, list) \
        else copy.copy(container)


def choose_bases(schema: Any, candidates: list[Any], k: int = 6) -> list[Any]:
    """Up to `k` instances that together reach the most schema places (greedy set cover), so
    mutations can target every anyOf branch and optional field some valid case exercises."""
    reached = [frozenset(s.pointer for s in spots(schema, c)) for c in candidates[:200]]
    chosen: list[int] = []
    covered: set[str] = set()
    while len(chosen) < k:
        best = max((i for i in range(len(reached)) if i not in chosen),
                   key=lambda i: len(reached[i] - covered), default=None)
        if best is None or (chosen and not reached[best] - covered):
            break
        chosen.append(best)
        covered |= reached[best]
    return [candidates[i] for i in chosen]

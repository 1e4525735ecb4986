"""One depth-bounded pass over a parameter schema, shared by every rule, the ledger and the UI.

The walk is iterative (no Python recursion), does not follow `$ref` (the targets are walked where
they are defined, under `$defs`), and stops at `MAX_DEPTH` so a 10,000-level schema costs no more
than a 64-level one: the cut is recorded in `SchemaIndex.truncated_at` for the schema-error rule.
"""

from __future__ import annotations

from collections.abc import (
    Callable,
    Iterator,
    Mapping,  # not typing.Mapping: its isinstance checks are ~2.5x slower
)
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, overload

from workbench.schema.pointer import escape

MAX_DEPTH = 64
MAX_NODES = 5000  # `subschemas` visits at most this many by default

# The one table of subschema-bearing keywords (draft 2020-12, plus draft-7 `definitions` and
# `additionalItems`): the value is one subschema / a list of subschemas / a map of named subschemas.
SUBSCHEMA_SINGLE = ("items", "additionalProperties", "not", "if", "then", "else", "contains",
                    "propertyNames", "unevaluatedItems", "unevaluatedProperties", "additionalItems")
SUBSCHEMA_LIST = ("anyOf", "oneOf", "allOf", "prefixItems")
SUBSCHEMA_MAP = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
SUBSCHEMA_KEYWORDS = frozenset(SUBSCHEMA_SINGLE + SUBSCHEMA_LIST + SUBSCHEMA_MAP)


_T = TypeVar("_T")


class _cached(Generic[_T]):
    """`functools.cached_property` without its per-access lock and checks (Python 3.11 takes an
    RLock on every first access): computed once, then read from the instance `__dict__`."""

    def __init__(self, fn: Callable[[Any], _T]) -> None:
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _cached[_T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> _T: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> _cached[_T] | _T:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.fn(obj)
        return value


@dataclass(frozen=True, init=False)
class SchemaNode:
    """A subschema with its place: `pointer` into the parameter schema, and for a property its
    name and whether the parent object requires it."""

    pointer: str
    schema: Mapping[str, Any]
    depth: int
    via: str  # the keyword that led here: "" for the root, "properties", "items", "anyOf", ...
    name: str | None = None  # property name when via == "properties"
    required: bool = False
    parent: str | None = None  # pointer of the parent node

    def __init__(self, pointer: str, schema: Mapping[str, Any], depth: int, via: str,
                 name: str | None = None, required: bool = False, parent: str | None = None):
        # The generated frozen __init__ goes through object.__setattr__ per field (~2x slower);
        # the walk creates one node per subschema, so fill the instance dict directly.
        d = self.__dict__
        d["pointer"] = pointer
        d["schema"] = schema
        d["depth"] = depth
        d["via"] = via
        d["name"] = name
        d["required"] = required
        d["parent"] = parent

    # cached: rules ask for the types of the same node ~40 times per lint (frozen dataclasses
    # allow it, the descriptor writes the instance __dict__ directly)
    @_cached
    def types(self) -> tuple[str, ...]:
        """Declared types, also read from `anyOf`/`oneOf` branches that only carry a type."""
        t = self.schema.get("type")
        if isinstance(t, str):
            return (t,)
        if isinstance(t, list):
            return tuple(x for x in t if isinstance(x, str))
        out: list[str] = []
        for key in ("anyOf", "oneOf"):
            branches = self.schema.get(key)
            if isinstance(branches, list):
                for b in branches:
                    if isinstance(b, dict):
                        bt = b.get("type")
                        if isinstance(bt, str):
                            out.append(bt)
                        elif isinstance(bt, list):
                            out.extend(x for x in bt if isinstance(x, str))
        return tuple(out)

    @_cached
    def non_null_types(self) -> tuple[str, ...]:
        return tuple(t for t in self.types if t != "null")

    @property
    def nullable(self) -> bool:
        return "null" in self.types or self.schema.get("nullable") is True

    @_cached
    def description(self) -> str:
        d = self.schema.get("description")
        return d if isinstance(d, str) else ""


@dataclass(frozen=True)
class SchemaIndex:
    nodes: tuple[SchemaNode, ...]
    truncated_at: str | None  # pointer of the first node cut by MAX_DEPTH, if any
    max_depth: int

    @property
    def root(self) -> SchemaNode | None:
        return self.nodes[0] if self.nodes else None

    # Rules ask for these lists ~20 times per tool: each is filtered once and kept in the
    # instance dict (the nodes do not change after the walk).
    def properties(self) -> Iterator[SchemaNode]:
        got = self.__dict__.get("_properties")
        if got is None:
            got = self.__dict__["_properties"] = tuple(n for n in self.nodes
                                                       if n.via == "properties")
        return iter(got)

    def top_level_properties(self) -> Iterator[SchemaNode]:
        got = self.__dict__.get("_top_level_properties")
        if got is None:
            got = self.__dict__["_top_level_properties"] = tuple(
                n for n in self.nodes if n.via == "properties" and n.parent == "")
        return iter(got)

    def objects(self) -> Iterator[SchemaNode]:
        got = self.__dict__.get("_objects")
        if got is None:
            got = self.__dict__["_objects"] = tuple(
                n for n in self.nodes if "object" in n.types or "properties" in n.schema)
        return iter(got)


def index_schema(schema: Any) -> SchemaIndex:
    if not isinstance(schema, Mapping):
        return SchemaIndex((), None, 0)
    nodes: list[SchemaNode] = []
    truncated_at: str | None = None
    max_depth = 0
    stack: list[SchemaNode] = [SchemaNode("", schema, 0, "")]
    pop, visit, child_keys = stack.pop, nodes.append, SUBSCHEMA_KEYWORDS
    while stack:
        node = pop()
        visit(node)
        depth = node.depth
        if depth > max_depth:
            max_depth = depth
        present = child_keys.intersection(node.schema)
        if not present:  # a leaf (most nodes): no child lookups at all
            continue
        children = _children(node, present)
        if children and depth + 1 > MAX_DEPTH:
            truncated_at = truncated_at or node.pointer
            continue
        children.reverse()
        stack.extend(children)
    return SchemaIndex(tuple(nodes), truncated_at, max_depth)


def subschemas(schema: Any, *, max_depth: int | None = None,
               max_nodes: int | None = MAX_NODES) -> Iterator[SchemaNode]:
    """Every subschema of `schema`, lazily and in `index_schema`'s order (pre-order, document
    order), for callers that scan once or stop early (the prober's keyword scans, `$anchor`
    lookups). Bounded by size (`max_nodes`), and by depth when `max_depth` is given."""
    if not isinstance(schema, Mapping):
        return
    stack: list[SchemaNode] = [SchemaNode("", schema, 0, "")]
    visited = 0
    while stack and (max_nodes is None or visited < max_nodes):
        node = stack.pop()
        visited += 1
        yield node
        present = SUBSCHEMA_KEYWORDS.intersection(node.schema)
        if not present or (max_depth is not None and node.depth + 1 > max_depth):
            continue
        children = _children(node, present)
        children.reverse()
        stack.extend(children)


def _token(name: Any) -> str:
    """`pointer.escape`, without the two replace calls for the usual name holding no ~ or /."""
    if type(name) is str and "~" not in name and "/" not in name:
        return name
    return escape(name)


def _children(node: SchemaNode, present: frozenset[str] | set[str]) -> list[SchemaNode]:
    """The child nodes in walk order (map, then single, then list keywords), looking
    only at the child keywords `present` in the node."""
    s, p, d = node.schema, node.pointer, node.depth + 1
    out: list[SchemaNode] = []
    # the keywords themselves hold no ~ or /: `join` would leave them as they are
    for key in SUBSCHEMA_MAP:
        if key not in present:
            continue
        members = s[key]
        if type(members) is dict or isinstance(members, Mapping):  # dict first: ABC checks are slow
            required = s.get("required") if key == "properties" else None
            # only strings can name a property; a list holding dicts must not crash the walk
            req = {r for r in required if isinstance(r, str)} if isinstance(required, list) else set()
            base = f"{p}/{key}/"
            is_props = key == "properties"
            for name, sub in members.items():
                if type(sub) is dict or isinstance(sub, Mapping):
                    out.append(SchemaNode(base + _token(name), sub, d, key,
                                          name if is_props else None, name in req, p))
    for key in SUBSCHEMA_SINGLE:
        if key not in present:
            continue
        sub = s[key]
        if type(sub) is dict or isinstance(sub, Mapping):
            out.append(SchemaNode(f"{p}/{key}", sub, d, key, None, False, p))
    for key in SUBSCHEMA_LIST:
        if key not in present:
            continue
        subs = s[key]
        if isinstance(subs, list):
            base = f"{p}/{key}/"
            for i, sub in enumerate(subs):
                if type(sub) is dict or isinstance(sub, Mapping):
                    out.append(SchemaNode(f"{base}{i}", sub, d, key, None, False, p))
    return out


def declared_types(schema: Any) -> tuple[str, ...] | None:
    """The types a schema's `type` keyword names (a string or a list of strings); None when the
    schema has no usable `type` (it does not restrict the type by that keyword)."""
    t = schema.get("type") if isinstance(schema, Mapping) else None
    if isinstance(t, str):
        return (t,)
    if isinstance(t, list):
        return tuple(x for x in t if isinstance(x, str))
    return None


def json_type(value: Any) -> str:
    """The JSON Schema type of a Python value (1.0 is an integer, as in drafts 6 and later)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"

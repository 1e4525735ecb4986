"""Local `$ref` resolution: the one implementation the generator, the diff, the lint, the executor
kit and the form use.

Only references into the same document are followed: `#` (the root), `#/json/pointer` (the
fragment is percent-decoded as a URI fragment, then read as an RFC 6901 pointer, so `~0`, `~1`
and `%25` work) and `#name` for a `$anchor`. Anything else is remote and is never fetched (MCP
2026-07-28: clients MUST NOT auto-dereference network `$ref`). Chains are followed a bounded
number of hops and stop at a cycle; anchor lookups walk at most `walk.MAX_NODES` subschemas.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import unquote

from workbench.schema.pointer import escape, resolve
from workbench.schema.walk import SUBSCHEMA_LIST, SUBSCHEMA_MAP, SUBSCHEMA_SINGLE, SchemaNode, subschemas

MAX_HOPS = 32
# Subschemas one validation may visit with every reference followed: real tool schemas stay far
# below (the largest in the corpora: see NOTES.md), while references that fan out through
# `allOf` double at each level (40 levels: 2**40 visits, a validator that never answers).
EXPANSION_BUDGET = 50_000
EXPANSION_FACTOR = 10  # ...and visits this many times the schema's own subschemas: a blow-up
DEFINITION_KEYS = ("$defs", "definitions")
# A node holding only these keys says nothing about values besides its `$ref`: a bare reference.
BARE_REF_KEYS = frozenset({"$ref", "description", "title", "$comment", "examples", "default"})
_MISSING = object()


class UnresolvedRef(KeyError):
    """A reference that is remote, or local but names nothing in the document."""


def is_local(ref: Any) -> bool:
    """Does `ref` point into the same document (`#...`)? Everything else is remote."""
    return isinstance(ref, str) and ref.startswith("#")


def fragment_pointer(ref: Any) -> str | None:
    """The JSON pointer a `#` or `#/...` reference names ("" for the root), percent-decoded;
    None for a remote or an anchor (`#name`) reference."""
    if not is_local(ref):
        return None
    fragment = unquote(ref[1:])
    return fragment if fragment == "" or fragment.startswith("/") else None


def anchor_map(root: Any, nodes: Iterable[SchemaNode] | None = None) -> dict[str, str]:
    """{`$anchor` name: pointer of the subschema that declares it}. `nodes` lets a caller that
    already walked the schema (the lint's index) pass its nodes instead of walking again."""
    if nodes is None:
        nodes = subschemas(root)
    return {n.schema["$anchor"]: n.pointer for n in nodes if isinstance(n.schema.get("$anchor"), str)}


def target_pointer(root: Any, ref: Any, anchors: Mapping[str, str] | None = None) -> str | None:
    """The pointer of the subschema a local reference names, or None when it is remote or names
    nothing. `anchors` (from `anchor_map`) is computed on demand for `#name` references."""
    if not is_local(ref):
        return None
    fragment = unquote(ref[1:])
    if fragment == "":
        return ""
    if not fragment.startswith("/"):
        found = (anchor_map(root) if anchors is None else anchors).get(fragment)
        return found
    return fragment if resolve(root, fragment, _MISSING) is not _MISSING else None


def resolve_ref(root: Any, ref: Any, anchors: Mapping[str, str] | None = None) -> Any:
    """The subschema a local reference names (one hop). Raises `UnresolvedRef`."""
    pointer = target_pointer(root, ref, anchors)
    if pointer is None:
        raise UnresolvedRef(ref)
    return resolve(root, pointer) if pointer else root


def merge_siblings(target: Mapping[str, Any], siblings: Mapping[str, Any]) -> dict[str, Any]:
    """`target` with the keywords of `siblings` applied over it, the way a generator reads
    `{"$ref": ..., more}` or a branch under shared keywords: `required` lists are joined,
    `properties` maps are joined (the sibling's entry wins), any other keyword is replaced."""
    out = dict(target)
    for key, value in siblings.items():
        if key == "required" and isinstance(out.get("required"), list) and isinstance(value, list):
            out["required"] = list(dict.fromkeys(out["required"] + value))
        elif key == "properties" and isinstance(out.get("properties"), Mapping) and isinstance(value, Mapping):
            out["properties"] = {**out["properties"], **value}
        else:
            out[key] = value
    return out


def deref(schema: Any, root: Any, *, max_hops: int = MAX_HOPS) -> Any:
    """`schema` with its chain of local `$ref`s followed (siblings merged over each target);
    stops, returning what it has, at a remote or unresolvable reference, a target that is not
    an object, a cycle, or after `max_hops`."""
    seen: set[str] = set()
    while isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str) and len(seen) < max_hops:
        pointer = target_pointer(root, schema["$ref"])
        if pointer is None or pointer in seen:
            return schema
        seen.add(pointer)
        target = resolve(root, pointer) if pointer else root
        if not isinstance(target, Mapping):
            return schema
        siblings = {k: v for k, v in schema.items() if k != "$ref"}
        schema = merge_siblings(target, siblings) if siblings else target
    return schema


def with_definitions(root: Any, sub: Any) -> Any:
    """`sub` made checkable on its own: the root's `$defs`/`definitions` travel with it (where
    `sub` has none of its own), so its `#/$defs/...` references still resolve."""
    if not isinstance(sub, Mapping) or not isinstance(root, Mapping):
        return sub
    extra = {k: root[k] for k in DEFINITION_KEYS if k in root and k not in sub}
    return {**sub, **extra} if extra else sub


def expansion_size(root: Any, budget: int = EXPANSION_BUDGET) -> tuple[int, str | None]:
    """How many subschemas a validator visits for one instance when every local `$ref` is
    followed, counted once per place that uses it (memoised per target, so the count itself is
    linear in the schema's size); a reference back into its own chain (recursion, bounded by the
    instance) counts 1. Returns (size capped at `budget + 1`, and where references blow it up:
    the pointer of the first reference whose own expansion passes `budget` when the total also
    passes `EXPANSION_FACTOR` times the subschemas the schema holds; else None: a schema that is
    merely large is no blow-up)."""
    if not isinstance(root, Mapping):
        return 1, None
    cap = budget + 1
    sizes: dict[str, int] = {}
    parts: dict[str, list[str]] = {}
    on_path: set[str] = set()
    over: list[str] = []
    stack: list[tuple[str, Any, bool]] = [("", root, False)]
    while stack:
        pointer, node, finished = stack.pop()
        if finished:
            on_path.discard(pointer)
            sizes[pointer] = min(cap, 1 + sum(sizes.get(part, 1) for part in parts[pointer]))
            if sizes[pointer] >= cap and not over and isinstance(node.get("$ref"), str):
                over.append(pointer)
            continue
        if pointer in sizes or pointer in on_path:
            continue
        on_path.add(pointer)
        stack.append((pointer, node, True))
        children = list(_evaluated_children(pointer, node))
        target = target_pointer(root, node["$ref"]) if isinstance(node.get("$ref"), str) else None
        if target is not None:
            resolved = resolve(root, target, None) if target else root
            if isinstance(resolved, Mapping):
                children.append((target, resolved))
        parts[pointer] = [child for child, _ in children]
        stack.extend((child, sub, False) for child, sub in reversed(children)
                     if child not in sizes and child not in on_path)
    blown = over and sizes[""] > EXPANSION_FACTOR * len(sizes)
    return sizes[""], (over[0] if blown else None)


def _evaluated_children(pointer: str, node: Mapping[str, Any]) -> Iterable[tuple[str, Any]]:
    """(pointer, subschema) of the subschemas a validator evaluates in place: every applicator
    but the definition maps, which only references reach."""
    for key in SUBSCHEMA_MAP:
        members = node.get(key)
        if key not in DEFINITION_KEYS and isinstance(members, Mapping):
            for name, sub in members.items():
                if isinstance(sub, Mapping):
                    yield f"{pointer}/{key}/{escape(str(name))}", sub
    for key in SUBSCHEMA_SINGLE:
        sub = node.get(key)
        if isinstance(sub, Mapping):
            yield f"{pointer}/{key}", sub
    for key in SUBSCHEMA_LIST:
        subs = node.get(key)
        if isinstance(subs, list):
            for i, sub in enumerate(subs):
                if isinstance(sub, Mapping):
                    yield f"{pointer}/{key}/{i}", sub


def ref_chain(root: Any, ref: Any, anchors: Mapping[str, str] | None = None) -> tuple[list[str], str]:
    """Follow `ref` through targets that are themselves bare references (`BARE_REF_KEYS`).

    Returns the references met, in order, and how the chain ends: "schema" (it reaches a real
    schema), "remote" (a remote reference), "unresolved" (a local one that names nothing),
    "cycle" (back at a target already visited: it never reaches a schema) or "too-long"
    (`MAX_HOPS` bare references in a row).
    """
    chain = [ref]
    if not is_local(ref):
        return chain, "remote"
    target = target_pointer(root, ref, anchors)
    if target is None:
        return chain, "unresolved"
    seen = {target}
    for _ in range(MAX_HOPS):
        node = resolve(root, target, None) if target else root
        if not isinstance(node, Mapping) or not isinstance(node.get("$ref"), str) \
                or not set(node) <= BARE_REF_KEYS:
            return chain, "schema"
        following = node["$ref"]
        chain.append(following)
        if not is_local(following):
            return chain, "remote"
        target = target_pointer(root, following, anchors)
        if target is None:
            return chain, "unresolved"
        if target in seen:
            return chain, "cycle"
        seen.add(target)
    return chain, "too-long"


def ref_components(targets: Mapping[str, str], extra: Iterable[str] = ()) -> dict[str, int]:
    """Strongly connected components of the reference graph: its nodes are the `targets`
    pointers (and `extra` ones), and a node leads to the target of every reference at it or
    inside its subtree (`targets`: pointer of a `$ref` -> the pointer it names; "" is the
    root, which holds every reference). Two nodes with the same component number reach each
    other. Linear in the references times their nesting depth (Tarjan's algorithm, iterative;
    the references inside a subtree are one range of the sorted pointers), where following
    chains from every reference costs the square of a chain's length."""
    located = sorted(targets)
    nodes = list(dict.fromkeys([*targets.values(), *extra]))

    def edges(here: str) -> list[str]:
        if here == "":
            return [targets[p] for p in located]
        lo = bisect.bisect_left(located, here)
        hi = bisect.bisect_left(located, here + "0")  # "/" < "0": the subtree's pointers end here
        return [targets[p] for p in located[lo:hi] if p == here or p.startswith(here + "/")]

    index: dict[str, int] = {}
    low: dict[str, int] = {}
    component: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = 0
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(edges(start)))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            here, following = work[-1]
            step = next(following, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(edges(step))))
                elif step in on_stack:
                    low[here] = min(low[here], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[here])
            if low[here] == index[here]:
                found += 1
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component[member] = found
                    if member == here:
                        break
    return component


def recursive_refs(schema: Any) -> list[str]:
    """Pointers of the `#/...` references that take part in a cycle (their target contains a
    path back to them), sorted."""
    refs = {n.pointer: fragment_pointer(n.schema["$ref"])
            for n in subschemas(schema) if "$ref" in n.schema}
    located = {p: t for p, t in refs.items() if t is not None}
    # edge: the reference at p -> every reference located inside its target
    edges = {p: [q for q in located if t == "" or q == t or q.startswith(t + "/")]
             for p, t in located.items()}
    cyclic: list[str] = []
    for start in located:
        stack, seen = list(edges[start]), set()
        while stack:
            q = stack.pop()
            if q == start:
                cyclic.append(start)
                break
            if q not in seen:
                seen.add(q)
                stack.extend(edges.get(q, ()))
    return sorted(cyclic)


REFERENCE_KEYS = ("$ref", "$dynamicRef", "$recursiveRef")


def outside_references(value: Any, *, max_depth: int = 256) -> list[tuple[str, str]]:
    """(pointer of the holder, target) of every `$ref`/`$dynamicRef`/`$recursiveRef` anywhere in
    `value` (not only at schema positions: an unknown keyword may hide one a library still
    follows) that is not local (`#...`): what would have to be fetched. Iterative, and cut at
    `max_depth` levels, so a hostile depth cannot exhaust the stack."""
    found: list[tuple[str, str]] = []
    stack: list[tuple[Any, str, int]] = [(value, "", 0)]
    while stack:
        node, pointer, depth = stack.pop()
        if depth > max_depth:
            continue
        if isinstance(node, Mapping):
            for key in REFERENCE_KEYS:
                target = node.get(key)
                if isinstance(target, str) and not is_local(target):
                    found.append((pointer, target))
            stack.extend((child, f"{pointer}/{escape(str(key))}", depth + 1)
                         for key, child in node.items() if isinstance(child, (Mapping, list)))
        elif isinstance(node, list):
            stack.extend((child, f"{pointer}/{i}", depth + 1)
                         for i, child in enumerate(node) if isinstance(child, (Mapping, list)))
    return sorted(found)

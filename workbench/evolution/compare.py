"""Structural comparison of two parameter schemas: one `Pending` change per difference, each with
the candidate values that could witness it and a `wrap` that turns a value at the changed position
into a whole argument object valid under the old schema elsewhere.

The walk pairs subschemas by position (properties by name, items, additionalProperties, anyOf/oneOf
branches by index), follows local `$ref`s on both sides, and is depth-bounded. Equal subschemas are
skipped at once, so unchanged parts cost one dict comparison. The changes to an object's fields
(removed, added, renamed, newly required, `additionalProperties`) are in
`workbench/evolution/object_fields.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from workbench.evolution import facts as F
from workbench.evolution import values as V
from workbench.evolution.facts import Pending, description_change
from workbench.evolution.object_fields import compare_objects
from workbench.jsonutil import brief, canonical
from workbench.schema import instances
from workbench.schema.pointer import join
from workbench.schema.refs import deref
from workbench.schema.walk import declared_types

_COMPOUND = ("anyOf", "oneOf", "allOf", "not", "if", "then", "else", "prefixItems",
             "patternProperties", "dependentRequired", "dependentSchemas", "propertyNames",
             "contains", "minContains", "maxContains", "uniqueItems", "unevaluatedProperties",
             "unevaluatedItems", "$ref")
_LENGTHS = (("minLength", "maxLength", "string length"), ("minItems", "maxItems", "array length"),
            ("minProperties", "maxProperties", "property count"))
def shape(schema: Any) -> str:
    """A short description of a branch: its types and the constraints that narrow them
    ("string(minLength 1)", "null")."""
    if not isinstance(schema, Mapping):
        return brief(schema)
    types = declared_types(schema)
    head = "|".join(types) if types else "any"
    notes = [f"{k} {brief(schema[k])}" for k in _SHAPE_KEYWORDS if k in schema]
    return head + (f"({', '.join(notes)})" if notes else "")


_SHAPE_KEYWORDS = ("enum", "const", "format", "pattern", "minLength", "maxLength", "minimum", "maximum",
                   "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems")


class Comparer:
    def __init__(self, old_root: Any, new_root: Any) -> None:
        self.old_root, self.new_root = old_root, new_root
        self.out: list[Pending] = []
        self._active: set[tuple[str, str]] = set()
        # equal subschemas can be skipped unless they hold a `$ref` whose target changed
        self.defs_equal = all(F.get(old_root, k) == F.get(new_root, k) for k in ("$defs", "definitions"))

    def run(self) -> list[Pending]:
        self.walk(self.old_root, self.new_root, "", lambda v: v, 0)
        return self.out

    # -- the walk ---------------------------------------------------------------------------
    def walk(self, o: Any, n: Any, path: str, wrap: Callable[[Any], Any], depth: int) -> None:
        o_ref = o.get("$ref") if isinstance(o, Mapping) else None
        n_ref = n.get("$ref") if isinstance(n, Mapping) else None
        key = (str(o_ref), str(n_ref))
        if isinstance(o_ref, str) or isinstance(n_ref, str):
            if key in self._active:  # a recursive schema: this pair is being compared further up
                return
            self._active.add(key)
            try:
                self._walk(deref(o, self.old_root), deref(n, self.new_root), path, wrap, depth)
            finally:
                self._active.discard(key)
            return
        self._walk(o, n, path, wrap, depth)

    def _walk(self, o: Any, n: Any, path: str, wrap: Callable[[Any], Any], depth: int) -> None:
        if self.same(o, n) or depth > instances.MAX_DEPTH:
            return
        o = {} if o is True or o is None else o
        n = {} if n is True or n is None else n
        if not isinstance(o, Mapping) or not isinstance(n, Mapping):
            self.add(path, "schema-changed", False, f"schema at {path or '/'} changed from "
                     f"{brief(o)} to {brief(n)}", self.pool(o, n), wrap, decide="witness")
            return
        label = f"`{path.rsplit('/', 1)[-1]}`" if path else "the argument object"
        if self.branches(o, n, path, wrap, depth, label):
            return
        d = description_change(path, o.get("description"), n.get("description"), f"description of {label}")
        if d:
            self.out.append(d)
        self.types(o, n, path, wrap, label)
        self.enums(o, n, path, wrap, label)
        # keywords of a type the old schema never accepted cannot break an old call
        old_types = declared_types(o)
        old_accepts = (lambda *ts: True) if old_types is None else (lambda *ts: any(t in old_types for t in ts))
        if old_accepts("integer", "number"):
            self.bounds(o, n, path, wrap, label)
        self.lengths(o, n, path, wrap, label, old_accepts)
        if old_accepts("string"):
            self.strings(o, n, path, wrap, label)
        if old_accepts("object"):
            compare_objects(self, o, n, path, wrap, depth, label)
        if old_accepts("array"):
            self.arrays(o, n, path, wrap, depth)
        self.compound(o, n, path, wrap, depth, label)

    def same(self, a: Any, b: Any) -> bool:
        return a == b and (self.defs_equal or '"$ref"' not in canonical(a))

    def add(self, path: str, change: str, breaking: bool, message: str,
            candidates: Iterable[Any] | Callable[[], Iterable[Any]] | None = None,
            wrap: Callable[[Any], Any] = lambda v: v, *, decide: str = "fixed", advice: str = "") -> None:
        cands = candidates if callable(candidates) or candidates is None else (lambda c=list(candidates): c)
        self.out.append(Pending(path, change, breaking, message, cands, wrap, decide, advice))

    def pool(self, o: Mapping[str, Any], n: Mapping[str, Any]) -> Callable[[], list[Any]]:
        def make() -> list[Any]:
            vals: list[Any] = [instances.minimal(o, self.old_root)]
            vals += list(instances.STRING_POOL) + instances.number_candidates(o, n)
            vals += [True, False, None, [], {}, [""], [0]]
            return vals
        return make

    # -- keyword groups -----------------------------------------------------------------------
    def types(self, o, n, path, wrap, label) -> None:
        to, tn = declared_types(o), declared_types(n)
        if to == tn or (tn is None and to is None):
            return
        if tn is not None:
            old_types = to if to is not None else ("object", "array", "string", "number", "boolean", "null")
            removed = [t for t in old_types if not F.covered(t, tn)]
            if removed:
                def cands(o=o, removed=removed):
                    fractions = [0.5, 1.5, -0.5] if "number" in removed else []
                    return [instances.value_of_type(t, {**o, "type": t}, self.old_root) for t in removed] + \
                        [instances.value_of_type(t, {"type": t}, self.old_root) for t in removed] + \
                        fractions + self.pool(o, n)()
                self.add(path, "type-narrowed", True,
                         f"{label} no longer accepts {', '.join(removed)} (type {brief(to)} → {brief(tn)})",
                         cands, wrap)
        if to is not None:
            added = [t for t in (tn or ("any type",)) if t == "any type" or not F.covered(t, to)]
            if added:
                self.add(path, "type-widened", False,
                         f"{label} now also accepts {', '.join(added)} (type {brief(to)} → {brief(tn)})")

    def branches(self, o, n, path, wrap, depth, label) -> bool:
        """A plain schema on one side and `anyOf`/`oneOf` branches on the other (`string` →
        `anyOf[string(minLength 1), null]`): the branch of the old type is compared with the
        old schema keyword by keyword, and the other branches are types gained or lost. False
        when the shapes do not pair up that way (the compound comparison takes over)."""
        for key in ("anyOf", "oneOf"):
            split_new = isinstance(n.get(key), list) and key not in o
            split_old = isinstance(o.get(key), list) and key not in n
            if not (split_new or split_old):
                continue
            plain, split = (o, n) if split_new else (n, o)
            root = self.new_root if split_new else self.old_root
            plain_types = declared_types(plain)
            arms = [deref(b, root) for b in split[key]]
            arm_types = [ts for a in arms if isinstance(a, Mapping) and (ts := declared_types(a)) is not None]
            if plain_types is None or declared_types(split) is not None or len(arm_types) != len(arms):
                return False
            matching = [i for i, ts in enumerate(arm_types) if any(F.covered(t, ts) for t in plain_types)]
            if len(matching) != 1 or not all(F.covered(t, arm_types[matching[0]]) for t in plain_types):
                return False
            outer = {k: v for k, v in split.items() if k != key}
            merged = {**outer, **arms[matching[0]]}
            if "description" in outer:
                merged["description"] = outer["description"]
            others = sorted({t for i, ts in enumerate(arm_types) if i != matching[0] for t in ts
                             if not F.covered(t, plain_types)})
            shown = f"{brief(plain_types[0] if len(plain_types) == 1 else list(plain_types))} → " \
                    f"{key}[{', '.join(shape(a) for a in arms)}]" if split_new else \
                    f"{key}[{', '.join(shape(a) for a in arms)}] → {shape(plain)}"
            if split_new:
                self.walk(o, merged, path, wrap, depth)
                if others:
                    self.add(path, "type-widened", False,
                             f"{label} now also accepts {', '.join(others)} ({shown}): the executor "
                             "must handle it (say in the description what it means)")
            else:
                self.walk(merged, n, path, wrap, depth)
                if others:
                    def cands(others=others):
                        return [instances.value_of_type(t, {"type": t}, self.old_root) for t in others]
                    self.add(path, "type-narrowed", True,
                             f"{label} no longer accepts {', '.join(others)} ({shown})", cands, wrap)
            return True
        return False

    def enums(self, o, n, path, wrap, label) -> None:
        eo, en = F.enum_values(o), F.enum_values(n)
        if eo is None and en is None:
            return
        if eo is not None and en is not None:
            new_keys = {V.value_key(v) for v in en}
            old_keys = {V.value_key(v) for v in eo}
            removed = [v for v in eo if V.value_key(v) not in new_keys]
            advice = ("cached, retried or delayed calls still carry it: keep the "
                      "value for a compatibility window, mark it 'no longer generated' in the "
                      "description, have the executor map it to a clear error or migration "
                      "state, and delete it once old calls are gone")
            if len(removed) > V.ENUM_CHANGES_LISTED:  # one change for the lot, not one per value
                self.add(path, "enum-value-removed", True,
                         f"{len(removed):,} values removed from the allowed values of {label}: "
                         f"{V.listed(removed)}", removed[:V.ENUM_CHANGES_LISTED], wrap, advice=advice)
                removed = []
            for value in removed:
                self.add(path, "enum-value-removed", True,
                         f"{brief(value)} removed from the allowed values of {label}", [value], wrap,
                         advice=advice)
            added = [v for v in en if V.value_key(v) not in old_keys]
            if added:
                self.add(path, "enum-value-added", False,
                         f"{label} now also allows {V.listed(added)}",
                         advice="models only send a value they are shown: update examples that list values")
        elif en is not None:
            self.add(path, "enum-introduced", True,
                     f"{label} is now restricted to {brief(en)}", self.pool(o, n), wrap)
        else:
            self.add(path, "enum-dropped", False, f"{label} no longer restricts values to {brief(eo)}")

    def bounds(self, o, n, path, wrap, label) -> None:
        cands = lambda: instances.number_candidates(o, n)  # noqa: E731
        for side in ("lower", "upper"):
            bo, bn = instances.bound(o, side), instances.bound(n, side)
            if bo == bn:
                continue
            verdict = F.compare_bound(bo, bn, upper=side == "upper")
            what = f"{side} bound of {label}: {F.show_bound(bo, side)} → {F.show_bound(bn, side)}"
            if verdict == "tightened":
                self.add(path, "bound-tightened", True, what, cands, wrap,
                         advice="old calls at the old edge are rejected: state the new range in the description")
            elif verdict == "loosened":
                self.add(path, "bound-loosened", False, what)
        mo, mn = instances.as_number(o.get("multipleOf")), instances.as_number(n.get("multipleOf"))
        if mo != mn:
            if mn is not None and (mo is None or not F.divides(mn, mo)):
                self.add(path, "bound-tightened", True, f"multipleOf of {label}: {mo} → {mn}", cands, wrap)
            else:
                self.add(path, "bound-loosened", False, f"multipleOf of {label}: {mo} → {mn}")

    def lengths(self, o, n, path, wrap, label, old_accepts) -> None:
        for lo_key, hi_key, what in _LENGTHS:
            if not old_accepts({"string length": "string", "array length": "array"}.get(what, "object")):
                continue
            lo_o, lo_n = F.as_int(o.get(lo_key)) or 0, F.as_int(n.get(lo_key)) or 0
            hi_o, hi_n = F.as_int(o.get(hi_key)), F.as_int(n.get(hi_key))
            tight, loose = [], []
            if lo_n > lo_o:
                tight.append(f"{lo_key} {lo_o} → {lo_n}")
            elif lo_n < lo_o:
                loose.append(f"{lo_key} {lo_o} → {lo_n}")
            if hi_n is not None and (hi_o is None or hi_n < hi_o):
                tight.append(f"{hi_key} {hi_o if hi_o is not None else 'none'} → {hi_n}")
            elif hi_o is not None and (hi_n is None or hi_n > hi_o):
                loose.append(f"{hi_key} {hi_o} → {hi_n if hi_n is not None else 'none'}")

            def cands(lo_key=lo_key, hi_key=hi_key):
                out: list[Any] = []
                literals = instances.pattern_literals(o.get("pattern")) if lo_key == "minLength" else []
                for length in V.length_candidates(o, n, keys=(lo_key, hi_key)):
                    out += V.sized_like(o, self.old_root, length)
                    # "ORD-0" grown to the length at stake ("ORD-00"): still matches most patterns
                    out += [lit + lit[-1] * (length - len(lit)) for lit in literals if 0 < len(lit) < length]
                return out
            if tight:
                self.add(path, "length-tightened", True, f"{what} of {label}: {', '.join(tight)}", cands, wrap)
            if loose:
                self.add(path, "length-loosened", False, f"{what} of {label}: {', '.join(loose)}")

    def strings(self, o, n, path, wrap, label) -> None:
        po, pn = o.get("pattern"), n.get("pattern")
        if po != pn:
            def cands():
                out = [instances.minimal(o, self.old_root)] + list(instances.STRING_POOL)
                for length in V.length_candidates(o, n, keys=("minLength", "maxLength")):
                    out += V.sized_like(o, self.old_root, length)
                return out + instances.pattern_literals(po)
            self.add(path, "pattern-changed", pn is not None,
                     f"pattern of {label}: {brief(po)} → {brief(pn)}", cands, wrap,
                     advice="" if pn is None else "conservatively breaking: say the expected shape with an example")
        fo, fn = o.get("format"), n.get("format")
        if fo != fn:
            self.add(path, "format-changed", False,
                     f"format of {label}: {brief(fo)} → {brief(fn)} (an annotation for a standard "
                     "validator, https://python-jsonschema.readthedocs.io/en/stable/faq/; an executor "
                     "that checks formats rejects old values)")

    def arrays(self, o, n, path, wrap, depth) -> None:
        io, in_ = o.get("items"), n.get("items")
        if self.same(io, in_) or not (isinstance(io, Mapping) or isinstance(in_, Mapping)):
            return
        io = io if isinstance(io, Mapping) else {}
        in_ = in_ if isinstance(in_, Mapping) else {}
        count = max(F.as_int(o.get("minItems")) or 0, 1)

        def item_wrap(v):
            return wrap([v] + [instances.minimal(io, self.old_root) for _ in range(count - 1)])
        self.walk(io, in_, join(path, "items"), item_wrap, depth + 1)

    def compound(self, o, n, path, wrap, depth, label) -> None:
        for key in _COMPOUND:
            a, b = o.get(key), n.get(key)
            if self.same(a, b):
                continue
            if key in ("anyOf", "oneOf") and isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
                for i, (x, y) in enumerate(zip(a, b)):
                    self.walk(x, y, join(path, key, i), wrap, depth + 1)
                continue
            self.add(join(path, key) if key != "$ref" else path, "schema-changed", False,
                     f"`{key}` of {label} changed; breaking only if an old-valid input is rejected",
                     self.pool(o, n), wrap, decide="witness")


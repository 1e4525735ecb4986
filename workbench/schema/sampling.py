"""Random instances of a schema, reproducible for a seed: the prober's fast direct generator.

It covers what real tool schemas use (objects, primitive types and type lists, enum/const, numeric
bounds incl. exclusive ones and multipleOf, string lengths, simple formats, arrays with bounds and
uniqueItems, anyOf/oneOf, allOf (its places merged into one schema, as the smallest-instance
builder merges them), `not` (ignored here: a proposal it rejects is dropped by the caller's
validator), local `$ref` incl. recursion with a depth bound), reading the keywords through the
same facts as the smallest-instance builder (`workbench.schema.instances`). Patterns
come from the pattern pool the caller passes (the prober's hypothesis `from_regex` pool, drawn
once per pattern). It is a proposal engine, not an oracle: the caller validates every value and
drops the ones that fail, so any imprecision costs yield, never soundness.
"""

from __future__ import annotations

import copy
import math
import random
import string
from collections.abc import Callable, Mapping
from typing import Any

from workbench.jsonutil import canonical
from workbench.schema import formats
from workbench.schema.instances import as_number, bound, merge_all_of
from workbench.schema.refs import UnresolvedRef, merge_siblings, resolve_ref

# Keywords that only carry meaning for humans or tooling: ignored by every generator.
ANNOTATIONS = frozenset({
    "title", "description", "default", "examples", "example", "$schema", "$id", "$comment",
    "deprecated", "readOnly", "writeOnly", "$defs", "definitions", "$anchor", "nullable",
    "contentMediaType", "contentEncoding", "markdownDescription", "x-order", "optional",
})

# What this generator understands (the prober sends anything else to hypothesis-jsonschema).
DIRECT = frozenset({
    "type", "properties", "required", "additionalProperties", "enum", "const",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    "minLength", "maxLength", "format", "pattern", "items", "minItems", "maxItems", "uniqueItems",
    "anyOf", "oneOf", "allOf", "not", "$ref",
}) | ANNOTATIONS

# (pattern, how many, seed) -> strings containing a match: the prober's hypothesis `from_regex`
# pool (`workbench.prober._compat.regex_pool`), kept outside so the toolkit needs no hypothesis.
PatternPool = Callable[[str, int, int], "tuple[str, ...] | list[str]"]

SOFT_DEPTH = 6  # below this depth only what is required is generated (recursion ends)
HARD_DEPTH = 40
_ALPHABET = string.ascii_letters + string.digits + " _-." + "éüß中文测试"
_SIMPLE_TYPES = ("string", "integer", "number", "boolean", "null")


class Fail(Exception):
    """This attempt cannot produce a value (unsatisfiable corner, empty pattern pool)."""


class DirectGenerator:
    """Random instances of `root`, the same sequence for the same seed. `full=True` fills every
    optional property (to the soft depth) and makes arrays non-empty: the base for mutations."""

    def __init__(self, root: Any, seed: int = 0, *, full: bool = False,
                 patterns: PatternPool | None = None) -> None:
        self.root = root
        self.rng = random.Random(seed)
        self.seed = seed
        self.patterns = patterns  # strings for a `pattern`; without it a pattern cannot be met
        self.full = full  # every optional property, non-empty arrays: the base for mutations

    def value(self) -> Any:
        """One instance of the whole schema; raises `Fail` when this attempt cannot make one."""
        return self.gen(self.root, 0)

    # -- dispatch ---------------------------------------------------------------------------
    def gen(self, schema: Any, depth: int) -> Any:
        """One instance of `schema`, a subschema of the root met at `depth`."""
        if depth > HARD_DEPTH:
            raise Fail("depth")
        if schema is True or schema == {}:
            return self._any_simple()
        if not isinstance(schema, Mapping):
            raise Fail("false schema")
        if "$ref" in schema:
            try:
                target = resolve_ref(self.root, schema["$ref"])
            except UnresolvedRef:
                raise Fail("unresolvable $ref") from None
            rest = {k: v for k, v in schema.items() if k != "$ref"}
            merged = merge_siblings(target, rest) if isinstance(target, Mapping) else target
            return self.gen(merged, depth + 1)
        if "const" in schema:
            return copy.deepcopy(schema["const"])
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            return copy.deepcopy(self.rng.choice(schema["enum"]))
        for key in ("anyOf", "oneOf"):
            branches = schema.get(key)
            if isinstance(branches, list) and branches:
                rest = {k: v for k, v in schema.items() if k != key}
                if depth >= SOFT_DEPTH:  # prefer branches that end the recursion
                    flat = [b for b in branches if not (isinstance(b, Mapping) and "$ref" in b)]
                    branches = flat or branches
                branch = self.rng.choice(branches)
                merged = merge_siblings(rest, branch) if isinstance(branch, Mapping) else branch
                return self.gen(merged, depth + 1)  # a second combinator, if any, applies next
        branches = schema.get("allOf")
        if isinstance(branches, list) and branches:
            return self.gen(merge_all_of(schema, branches, self.root), depth + 1)
        kind = self._pick_type(schema)
        return getattr(self, "_" + kind)(schema, depth)

    def _pick_type(self, schema: Mapping[str, Any]) -> str:
        t = schema.get("type")
        if isinstance(t, str):
            return t if t in _SIMPLE_TYPES + ("object", "array") else "string"
        if isinstance(t, list) and t:
            known = [x for x in t if x in _SIMPLE_TYPES + ("object", "array")]
            if not known:
                raise Fail("no known type")
            chosen: str = self.rng.choice(known)
            return chosen
        if "properties" in schema or "required" in schema or "additionalProperties" in schema:
            return "object"
        if "items" in schema or "minItems" in schema or "maxItems" in schema:
            return "array"
        if any(k in schema for k in ("minLength", "maxLength", "pattern", "format")):
            return "string"
        if any(k in schema for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
                                     "multipleOf")):
            return "number"
        return self.rng.choice(("string", "integer", "boolean"))

    def _any_simple(self) -> Any:
        return self.gen({"type": self.rng.choice(("string", "integer", "boolean", "number"))}, 0)

    # -- primitives ---------------------------------------------------------------------------
    def _null(self, schema: Mapping[str, Any], depth: int) -> None:
        return None

    def _boolean(self, schema: Mapping[str, Any], depth: int) -> bool:
        return self.rng.random() < 0.5

    def _bounds(self, schema: Mapping[str, Any]) -> tuple[float | None, float | None, bool, bool]:
        (lo, lo_open), (hi, hi_open) = bound(schema, "lower"), bound(schema, "upper")
        return lo, hi, lo_open, hi_open

    def _integer(self, schema: Mapping[str, Any], depth: int) -> int:
        lo, hi, lo_open, hi_open = self._bounds(schema)
        ilo = None if lo is None else (math.floor(lo) + 1 if lo_open else math.ceil(lo))
        ihi = None if hi is None else (math.ceil(hi) - 1 if hi_open else math.floor(hi))
        ilo, ihi = self._window(ilo, ihi)
        step = as_number(schema.get("multipleOf"))
        if step and step > 0 and float(step).is_integer():
            step = int(step)
            kmin, kmax = -(-ilo // step), ihi // step
            if kmin > kmax:
                raise Fail("no multiple in range")
            return self.rng.randint(kmin, kmax) * step
        if self.rng.random() < 0.25:
            return self.rng.choice((ilo, ihi))
        return self.rng.randint(ilo, ihi)

    def _window(self, lo: int | None, hi: int | None) -> tuple[int, int]:
        r = self.rng.random()
        span = 10 ** 9 if r < 0.1 else (100 if r < 0.8 else 10_000)
        if hi is None:
            lo, hi = ((-span, span) if r < 0.3 else (0, span)) if lo is None else (lo, lo + span)
        elif lo is None:
            lo = hi - span
        if lo > hi:
            raise Fail("empty range")
        return lo, hi

    def _number(self, schema: Mapping[str, Any], depth: int) -> float | int:
        lo, hi, _, _ = self._bounds(schema)  # the range is sampled as closed: the validator filters
        step = as_number(schema.get("multipleOf"))
        if step and step > 0:
            flo = -1000.0 if lo is None else lo
            fhi = flo + 1000.0 if hi is None else hi
            kmin, kmax = math.ceil(flo / step), math.floor(fhi / step)
            if kmin > kmax:
                raise Fail("no multiple in range")
            places = max(0, -math.floor(math.log10(step))) + 2 if step < 1 else 0
            value = round(self.rng.randint(kmin, kmax) * step, places)
            return int(value) if float(value).is_integer() and places == 0 else value
        if self.rng.random() < 0.3:  # integers are numbers too, and boundaries matter
            return self._integer(schema, depth)
        flo = (hi - 1000.0 if hi is not None else -1000.0) if lo is None else float(lo)
        fhi = flo + 1000.0 if hi is None else float(hi)
        if flo > fhi:
            raise Fail("empty range")
        return round(self.rng.uniform(flo, fhi), self.rng.choice((1, 2, 3)))

    def _string(self, schema: Mapping[str, Any], depth: int) -> str:
        lo = int(as_number(schema.get("minLength")) or 0)
        hi_raw = as_number(schema.get("maxLength"))
        hi = int(hi_raw) if hi_raw is not None else None
        pattern = schema.get("pattern")
        if isinstance(pattern, str):
            drawn = self.patterns(pattern, 48, self.seed) if self.patterns is not None else ()
            pool = [s for s in drawn
                    if len(s) >= lo and (hi is None or len(s) <= hi)]
            if not pool:
                raise Fail("pattern pool empty")
            return self.rng.choice(pool)
        fmt = schema.get("format")
        if isinstance(fmt, str) and fmt in formats.RANDOM:
            text = formats.RANDOM[fmt](self.rng)
            if len(text) >= lo and (hi is None or len(text) <= hi):
                return text
        top = hi if hi is not None else lo + self.rng.choice((8, 16, 40))
        if top < lo:
            raise Fail("empty length range")
        n = self.rng.choice((lo, top)) if self.rng.random() < 0.2 else self.rng.randint(lo, top)
        return "".join(self.rng.choice(_ALPHABET) for _ in range(n))

    # -- containers ---------------------------------------------------------------------------
    def _array(self, schema: Mapping[str, Any], depth: int) -> list[Any]:
        lo = int(as_number(schema.get("minItems")) or 0)
        hi_raw = as_number(schema.get("maxItems"))
        # no maxItems: now and then a long array ("一次性塞500个ID")
        hi = int(hi_raw) if hi_raw is not None else lo + (24 if self.rng.random() < 0.15 else 4)
        if depth >= SOFT_DEPTH:
            hi = lo
        if lo > hi:
            raise Fail("empty item range")
        if self.full:
            lo = min(max(lo, 1), hi)
        n = self.rng.randint(lo, min(hi, lo + (24 if hi_raw is None else 4)))
        items = schema.get("items", True)
        if isinstance(items, list):  # draft-4 tuple form: not in the direct subset
            raise Fail("tuple items")
        out: list[Any] = []
        seen: set[str] = set()
        unique = schema.get("uniqueItems") is True
        for _ in range(n * 4 + 4):
            if len(out) >= n:
                break
            item = self.gen(items, depth + 1)
            if unique:
                key = canonical(item)
                if key in seen:
                    continue
                seen.add(key)
            out.append(item)
        if len(out) < lo:
            raise Fail("too few unique items")
        return out

    def _object(self, schema: Mapping[str, Any], depth: int) -> dict[str, Any]:
        props = p if isinstance(p := schema.get("properties"), Mapping) else {}
        required = [r for r in schema.get("required", []) if isinstance(r, str)] \
            if isinstance(schema.get("required"), list) else []
        out: dict[str, Any] = {}
        for name, sub in props.items():
            if name in required or (depth < SOFT_DEPTH and (self.full or self.rng.random() < 0.5)):
                out[name] = self.gen(sub, depth + 1)
        extra = schema.get("additionalProperties", True)
        for name in required:
            if name not in out:
                out[name] = self.gen(extra if isinstance(extra, Mapping) else True, depth + 1)
        if extra is not False and depth < SOFT_DEPTH and not self.full and self.rng.random() < 0.1:
            out[f"extra_{self.rng.randint(0, 99)}"] = self.gen(
                extra if isinstance(extra, Mapping) else True, depth + 1)
        return out

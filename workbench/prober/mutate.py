"""Invalid cases by mutation, per keyword and per field, with coverage.

Each mutation starts from a valid base instance, changes one place, and names the constraint it
aims at (`cases.constraint_key`). Every mutant is checked with the validator: one that is still
valid is relabelled as a valid case (counted in `relabelled`), never reported as invalid. A
constraint counts as covered when some invalid mutant violates that very keyword at that place
(checked locally against the keyword alone), so coverage is not credited to a neighbour's failure.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from workbench.jsonutil import canonical, to_text
from workbench.prober.cases import Case, Spot, constraint_key, replaced, spots, without
from workbench.schema.pointer import join
from workbench.schema.refs import with_definitions
from workbench.schema.validate import SchemaUnusable, compile_validator
from workbench.schema.walk import declared_types, subschemas

# Enum misses models really produce ("asc、ascending、ASC甚至升序"; "中文").
SYNONYMS = {"asc": "ascending", "desc": "descending", "ascending": "asc", "descending": "desc",
            "zh": "chinese", "en": "english", "celsius": "C", "fahrenheit": "F", "true": "yes",
            "false": "no", "high": "urgent", "low": "minor", "open": "opened", "closed": "close",
            "all": "any", "get": "fetch", "delete": "remove", "create": "add", "json": "JSON format"}
LOCALISED = {"asc": "升序", "desc": "降序", "ascending": "升序", "descending": "降序", "zh": "中文",
             "en": "英文", "celsius": "摄氏度", "fahrenheit": "华氏度", "high": "高", "low": "低",
             "medium": "中", "open": "打开", "closed": "已关闭", "all": "全部", "true": "是",
             "false": "否"}
EXTRA_KEYS = ("debug", "is_admin", "force")
KEYWORDS = ("type", "enum", "const", "required", "minimum", "maximum", "exclusiveMinimum",
            "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "format",
            "minItems", "maxItems", "uniqueItems", "additionalProperties", "anyOf", "oneOf", "not",
            "allOf", "minProperties", "maxProperties", "propertyNames", "dependentRequired",
            "dependentSchemas", "if", "contains", "prefixItems", "unevaluatedProperties",
            "unevaluatedItems", "patternProperties")
NO_OPERATOR = {"not", "allOf", "minProperties", "maxProperties", "propertyNames",
               "dependentRequired", "dependentSchemas", "if", "contains", "prefixItems",
               "unevaluatedProperties", "unevaluatedItems", "patternProperties"}


@dataclass
class Mutations:
    cases: list[Case] = field(default_factory=list)
    coverage: dict[str, bool] = field(default_factory=dict)
    uncovered: dict[str, str] = field(default_factory=dict)  # constraint -> why not covered
    relabelled: int = 0


def constraints(schema: Any) -> dict[str, str]:
    """Every constraint of the schema -> the reason it would stay uncovered if no mutant hits it."""
    out: dict[str, str] = {}
    for sub in subschemas(schema):
        pointer, node = sub.pointer, sub.schema
        for kw in KEYWORDS:
            if kw not in node:
                continue
            if kw == "required":
                for name in node["required"] if isinstance(node["required"], list) else ():
                    out[constraint_key("required", join(pointer, "properties", name))] = \
                        "no valid base case reaches this object"
            elif kw == "additionalProperties" and node[kw] is True:
                continue
            elif kw == "type" and pointer == "":
                continue  # the arguments are always a JSON object: the root type is not probed
            elif kw == "format":
                out[constraint_key(kw, pointer)] = (
                    "format is an annotation in draft 2020-12 (the validator does not assert it), "
                    "so no value violates it; see the natural-language attacks")
            elif kw in NO_OPERATOR:
                out[constraint_key(kw, pointer)] = f"no mutation operator for {kw}"
            else:
                out[constraint_key(kw, pointer)] = "no valid base case reaches this place"
    return out


def mutate(schema: Any, bases: list[Any]) -> Mutations:
    result = Mutations()
    reasons = constraints(schema)
    result.coverage = dict.fromkeys(reasons, False)
    try:
        validator = compile_validator(schema)
    except SchemaUnusable:
        result.uncovered = dict(reasons)
        return result
    seen: dict[str, bool] = {}  # mutant -> schema-valid; one case per distinct mutant
    for base in bases:
        for spot in spots(schema, base):
            for key, local, value, where, note in _candidates(schema, base, spot):
                if key in reasons and reasons[key].startswith("no valid base"):
                    reasons[key] = "every violating value tried was still accepted by the schema"
                text = canonical(value)
                valid = seen.get(text)
                if valid is None:
                    valid = seen[text] = validator.is_valid(value)
                    result.relabelled += valid
                    result.cases.append(Case(value, "mutation", valid, key, where, note))
                # the same mutant can hit a constraint of the enclosing schema and of a branch
                if not valid and key in result.coverage and _violates(local):
                    result.coverage[key] = True
    result.uncovered = {k: reasons[k] for k, hit in result.coverage.items() if not hit}
    return result


def _violates(local: tuple[Any, Any]) -> bool:
    """Does the mutated local value violate the keyword on its own?"""
    value, schema = local
    try:
        return not compile_validator(schema).is_valid(value)
    except SchemaUnusable:
        return False


def _candidates(root: Any, base: Any, spot: Spot) -> Iterator[tuple]:
    """(constraint key, (local value, local schema), whole mutant, where, note)."""
    node, p, v, path = spot.node, spot.pointer, spot.value, spot.path
    where = spot.where

    def at(kw: str, new: Any, note: str, key: str | None = None) -> tuple:
        local_kw = {kw: node[kw]} if kw in node else {}
        return (key or constraint_key(kw, p), (new, with_definitions(root, local_kw)),
                replaced(base, path, new), where, note)

    if isinstance(v, dict):
        yield from _object_candidates(root, base, spot)
    kind_kw = next((k for k in ("type", "enum", "const", "anyOf", "oneOf") if k in node), "type")
    for new, note in (_wrong_types(v, node) if path else ()):  # the arguments are always an object
        yield at(kind_kw, new, note)
    if _is_number(v):
        yield from (at(kw, new, note) for kw, new, note in _bounds(node, v))
    if isinstance(node.get("enum"), list):
        for new in _enum_misses(node["enum"], v):
            yield at("enum", new, f"enum miss {new!r}")
    if "const" in node:
        for new in _const_misses(node["const"]):
            yield at("const", new, f"const miss {new!r}")
    if isinstance(v, str):
        yield from (at(kw, new, note) for kw, new, note in _string_misses(node, v))
    if isinstance(v, list):
        yield from (at(kw, new, note) for kw, new, note in _array_misses(node, v))
    if isinstance(node.get("oneOf"), list):
        two = _two_branch_value(root, node["oneOf"])
        if two is not None:
            yield at("oneOf", two, "matches two oneOf branches")


def _object_candidates(root: Any, base: Any, spot: Spot) -> Iterator[tuple]:
    node, p, v, path = spot.node, spot.pointer, spot.value, spot.path
    required = [r for r in node.get("required", []) if isinstance(r, str)] \
        if isinstance(node.get("required"), list) else []
    for name in required:
        if name in v:
            mutant = without(base, path, name)
            local = {k: x for k, x in v.items() if k != name}
            yield (constraint_key("required", join(p, "properties", name)),
                   (local, {"required": [name]}), mutant, join(spot.where, name),
                   f"required {name!r} dropped")
    if not path and required and len(required) > 1:
        yield (constraint_key("required", join(p, "properties", required[0])),
               ({}, {"required": required}), {}, "", "empty argument object")
    extra = node.get("additionalProperties")
    local_kw = {k: node[k] for k in ("properties", "patternProperties", "additionalProperties")
                if k in node}
    for name in EXTRA_KEYS:
        if name in v:
            continue
        new = {**v, name: True}
        yield (constraint_key("additionalProperties", p),
               (new, with_definitions(root, local_kw)), replaced(base, path, new),
               join(spot.where, name), f"extra property {name!r}"
               + ("" if extra is False or isinstance(extra, Mapping) else " (schema allows extras)"))


def _is_number(v: Any) -> TypeGuard[int | float]:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _wrong_types(v: Any, node: Mapping[str, Any]) -> list[tuple[Any, str]]:
    out: list[tuple[Any, str]] = [(None, "null")]
    if _is_number(v):
        n = int(v) if float(v).is_integer() else v
        out += [(str(n), "numeric string"), (f"{n}度", "unit-suffixed string"), (True, "boolean")]
        if isinstance(v, int) or "integer" in (declared_types(node) or ()):
            out.append((n + 0.5 if isinstance(n, int) else v, "1.5-style float for an integer"))
        out.append(([v], "array"))
    elif isinstance(v, str):
        out += [(20, "number for a string"), (True, "boolean"), ([v], "array"), ({"value": v}, "object")]
    elif isinstance(v, bool):
        out += [("true" if v else "false", "string boolean"), (1 if v else 0, "number for a boolean")]
    elif isinstance(v, list):
        out += [(to_text(v), "JSON text instead of an array"), ({}, "object")]
        if v:
            out.append((v[0], "bare item instead of an array"))
    elif isinstance(v, dict):
        out += [(to_text(v), "JSON text instead of an object"), ([v], "array")]
    elif v is None:
        out = [("null", "string 'null'"), ("", "empty string"), (0, "number")]
    return [(new, note) for new, note in out if not (new == v and type(new) is type(v))]


def _bounds(node: Mapping[str, Any], v: float) -> Iterator[tuple[str, Any, str]]:
    for kw, delta in (("minimum", -1), ("maximum", 1)):
        bound = node.get(kw)
        if _is_number(bound):
            yield kw, bound + delta, f"{kw} {'-' if delta < 0 else '+'} 1"
    for kw in ("exclusiveMinimum", "exclusiveMaximum"):
        bound = node.get(kw)
        if _is_number(bound):
            yield kw, bound, f"{kw} exactly"
    step = node.get("multipleOf")
    if _is_number(step) and step > 0:
        miss = v + (1 if isinstance(step, int) and step > 1 else step / 2)
        yield "multipleOf", miss, f"not a multiple of {step}"


def _enum_misses(members: list, v: Any) -> list[Any]:
    allowed = {canonical(m) for m in members}
    pick = v if isinstance(v, str) else next((m for m in members if isinstance(m, str)), None)
    out: list[Any] = []
    if isinstance(pick, str):
        low = pick.lower()
        out += [pick.upper(), pick.capitalize(), pick.lower(), SYNONYMS.get(low), LOCALISED.get(low),
                " " + pick, pick + " ", "中文"]
    numbers = [m for m in members if _is_number(m)]
    if numbers:
        out += [max(numbers) + 1, str(numbers[0])]
    if not out:
        out.append("not-in-enum")
    return [m for m in dict.fromkeys(o for o in out if o is not None and not isinstance(o, list))
            if canonical(m) not in allowed]


def _const_misses(const: Any) -> list[Any]:
    if isinstance(const, str):
        return [x for x in (const.upper(), " " + const, const + "x") if x != const]
    if isinstance(const, bool):
        return [not const, "true" if const else "false"]
    if _is_number(const):
        return [const + 1, str(const)]
    return [None if const is not None else "null"]


def _string_misses(node: Mapping[str, Any], v: str) -> Iterator[tuple[str, Any, str]]:
    pattern = node.get("pattern")
    if isinstance(pattern, str):
        try:
            check = compile_validator({"pattern": pattern})
            tried = ("", "!", v + "!", v[::-1], " " + v, "xxx", "20度", v.upper(), v.lower(), "a b")
            misses = [t for t in dict.fromkeys(tried) if not check.is_valid(t)]
        except SchemaUnusable:
            misses = []
        for miss in misses[:2]:
            yield "pattern", miss, "pattern violation"
    lo, hi = node.get("minLength"), node.get("maxLength")
    if _is_number(lo) and lo > 0:
        yield "minLength", v[: int(lo) - 1] if len(v) >= lo - 1 else "", f"shorter than {lo}"
    if _is_number(hi):
        longer = (v or "x") * (int(hi) // max(len(v), 1) + 2)
        yield "maxLength", longer[: int(hi) + 1], f"longer than {hi}"


def _array_misses(node: Mapping[str, Any], v: list) -> Iterator[tuple[str, Any, str]]:
    lo, hi = node.get("minItems"), node.get("maxItems")
    if _is_number(lo) and lo > 0:
        yield "minItems", [], "empty array"
        if lo > 1:
            yield "minItems", v[: int(lo) - 1], f"fewer than {lo} items"
    if _is_number(hi) and v:
        over = (v * (int(hi) // len(v) + 2))[: int(hi) + 1]
        yield "maxItems", over, f"{int(hi) + 1} items (maxItems {hi})"
    if node.get("uniqueItems") is True and v:
        yield "uniqueItems", v + [v[0]], "duplicate items"


def _two_branch_value(root: Any, branches: list) -> Any:
    """A value two oneOf branches both accept (so oneOf fails), or None if the tries find none."""
    from workbench.prober._compat import regex_pool
    from workbench.schema.sampling import DirectGenerator, Fail

    checks = []
    for branch in branches:
        try:
            checks.append(compile_validator(with_definitions(root, branch)))
        except SchemaUnusable:
            return None
    for i, branch in enumerate(branches):
        gen = DirectGenerator(root, seed=i, patterns=regex_pool)
        for _ in range(12):
            try:
                value = gen.gen(branch, 1)
            except (Fail, RecursionError):
                continue
            if sum(1 for c in checks if c.is_valid(value)) >= 2:
                return value
    return None

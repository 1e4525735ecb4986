"""Witnesses and compatibility checks.

A witness is an argument object valid under the old schema and rejected by the new one. Targeted
candidates come from the comparison (the removed enum value, the old edge of a bound, the object
without the newly required field); each is checked with the shared validator. Changes labelled
compatible are checked by sampling old-valid inputs (deterministic edge samples, plus the prober's
`generate()`) against the new schema.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import jsonschema_rs

from workbench.evolution import values as V
from workbench.evolution.facts import Pending
from workbench.jsonutil import CanonicalObject, canonical
from workbench.schema import instances
from workbench.schema.refs import deref
from workbench.schema.validate import ValidationIssue, compile_validator, first_issue, issues_of

MAX_CANDIDATES = 400
GENERATED = 32  # random samples per tool on top of the edge samples (the generator costs ~1 ms each)


def find_witness(pending: Pending, is_old: Callable[[Any], bool], is_new: Callable[[Any], bool],
                 new_schema: Any = None) -> Any:
    """A verified witness; preferably one the new schema (`new_schema`, or its compiled validator)
    rejects only at the change's position (so it shows this change and not another), else any
    separating one."""
    if pending.candidates is None:
        return None
    try:
        candidates = list(itertools.islice(iter(pending.candidates()), MAX_CANDIDATES))
    except Exception:  # a candidate builder meeting an odd schema: no witness, never a crash
        return None
    prefix = V.instance_prefix(pending.path)
    fallback = None
    for value in candidates:
        try:
            arguments = pending.wrap(value)
        except Exception:
            continue
        if not _separates(arguments, is_old, is_new):
            continue
        if new_schema is None or only_at(new_schema, arguments, prefix):
            return arguments
        if fallback is None:
            fallback = arguments
    return fallback


def only_at(schema: Any, arguments: Any, prefix: str) -> bool:
    """Does the schema (or a validator compiled from it) reject `arguments` only at `prefix`?
    Stops at the first issue elsewhere."""
    def here(issue: ValidationIssue) -> bool:
        return (issue.pointer == prefix or issue.pointer.startswith(prefix + "/") or
                (issue.keyword == "additionalProperties" and prefix.startswith(issue.pointer)))

    try:
        validator = schema if isinstance(schema, jsonschema_rs.Validator) else compile_validator(schema)
        first = first_issue(validator, arguments)
        if first is None or not here(first):  # the cheap answer for most candidates
            return first is None
        return all(here(i) for i in issues_of(validator, arguments))
    except Exception:
        return False


def _separates(arguments: Any, is_old, is_new) -> bool:
    try:
        return bool(is_old(arguments)) and not is_new(arguments)
    except Exception:  # jsonschema-rs refuses a value it cannot represent (e.g. a huge int)
        return False


def old_valid_samples(schema: Any, is_old: Callable[[Any], bool], *, limit: int = 200,
                      seed: int = 0) -> list[Any]:
    """Distinct old-valid argument objects: edge samples first, then generated ones."""
    out: dict[str, Any] = {}
    generated = ((sample, None) for sample in _generated(schema, min(limit, GENERATED), seed))
    for sample, text in itertools.chain(_edge_samples(schema), generated):
        if len(out) >= limit:
            break
        try:
            key = canonical(sample) if text is None else text()
            if key not in out and is_old(sample):
                out[key] = sample
        except Exception:
            continue
    return list(out.values())


def _edge_samples(schema: Any) -> Iterator[tuple[Any, Callable[[], str] | None]]:
    """Edge samples, each with its canonical text when that is cheaper to make than to encode
    (`None`: encode it): the minimal object, the object with every property, then each of
    those with one property set to each of its edge values."""
    root = schema
    schema = deref(schema, root)
    base = instances.minimal(schema, root)
    yield base, None
    if not isinstance(schema, Mapping) or not isinstance(base, dict):
        return
    props = p if isinstance(p := schema.get("properties"), Mapping) else {}
    full = dict(base)
    for name, sub in props.items():
        full.setdefault(name, instances.minimal(sub, root))
    yield full, None
    keyed = all(isinstance(k, str) for k in full)
    base_text = CanonicalObject(base) if keyed else None
    full_text = CanonicalObject(full) if keyed else None
    for name, sub in props.items():
        for value in _field_values(sub, root):
            yield {**base, name: value}, _text_of(base_text, name, value)
            yield {**full, name: value}, _text_of(full_text, name, value)


def _text_of(obj: CanonicalObject | None, name: Any, value: Any) -> Callable[[], str] | None:
    if obj is None or not isinstance(name, str):
        return None
    return lambda: obj.with_member(name, value)


def _field_values(sub: Any, root: Any) -> list[Any]:
    s = deref(sub, root)
    if not isinstance(s, Mapping):
        return []
    out: list[Any] = []
    if isinstance(s.get("enum"), list):
        out += list(s["enum"])
    for t in instances.types_of(s) or ():
        out.append(instances.value_of_type(t, {**s, "type": t}, root))
    out += instances.number_candidates(s)
    for length in V.length_candidates(s, keys=("minLength", "maxLength")):
        out += V.sized_like(s, root, length)[:2]
    for length in V.length_candidates(s, keys=("minItems", "maxItems")):
        out += V.sized_like(s, root, length)[:1]
    return out + list(instances.STRING_POOL[:8]) + [True, False, None]


def _generated(schema: Any, limit: int, seed: int) -> Iterator[Any]:
    """Samples from the prober's generator (the declared fields only); none when it cannot
    handle the schema, and the edge samples still run."""
    from workbench.prober.generate import generate

    try:
        result = generate(closed(schema), max_examples=limit, seed=seed, deadline=2.0)
        return iter(list(result.valid))
    except Exception:
        return iter(())


def closed(schema: Any, depth: int = 0) -> Any:
    """The schema with undeclared fields forbidden wherever it declares properties: models fill in
    what a schema declares, so compatibility is sampled over declared fields."""
    if not isinstance(schema, Mapping) or depth > instances.MAX_DEPTH:
        return schema
    out = dict(schema)
    props = schema.get("properties")
    if isinstance(props, Mapping):
        out["properties"] = {k: closed(v, depth + 1) for k, v in props.items()}
        if "additionalProperties" not in schema and "patternProperties" not in schema \
                and "unevaluatedProperties" not in schema:
            out["additionalProperties"] = False
    if isinstance(schema.get("items"), Mapping):
        out["items"] = closed(schema["items"], depth + 1)
    for key in ("$defs", "definitions"):
        if isinstance(schema.get(key), Mapping):
            out[key] = {k: closed(v, depth + 1) for k, v in schema[key].items()}
    return out


def first_break(samples: list[Any], new_schema: Any, is_new: Callable[[Any], bool]) -> Any:
    """The first old-valid sample the new schema rejects even with strict-mode nulls filled in."""
    for sample in samples:
        try:
            if not is_new(V.fill_nulls(new_schema, sample)):
                return sample
        except Exception:
            continue
    return None

"""One schema suggestion per failure cluster, from its kind, its most frequent offending values
and the field's schema ("read the failures every week; most are fixed by a better
description")."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from workbench.jsonutil import to_text
from workbench.schema.pointer import split
from workbench.schema.walk import declared_types
from workbench.text import flat_name

_NUMERIC = re.compile(r"^\s*[-+]?\d+(\.\d+)?\s*$")
_NUMBER_WITH_UNIT = re.compile(r"^\s*[-+]?\d+(\.\d+)?\s*\S+")


def field_schema(schema: Any, path: str) -> Mapping[str, Any]:
    """The subschema for an argument path (`/items/*/sku`), following properties, items and
    additionalProperties; {} when the schema does not say."""
    node: Any = schema
    try:
        tokens = split(path)
    except ValueError:
        return {}
    for token in tokens:
        if not isinstance(node, Mapping):
            return {}
        props = node.get("properties")
        if token == "*" and isinstance(node.get("items"), Mapping):
            node = node["items"]
        elif isinstance(props, Mapping) and token in props:
            node = props[token]
        elif isinstance(node.get("additionalProperties"), Mapping):
            node = node["additionalProperties"]
        else:
            return {}
    return node if isinstance(node, Mapping) else {}


def _types(schema: Mapping[str, Any]) -> list[str]:
    return list(declared_types(schema) or ())


def suggest(kind: str, tool: str, path: str, values: Sequence[Any], schema: Any,
            known_tools: Iterable[str] = (), link: str | None = None) -> str:
    """The change that would prevent a cluster's failures. `link`: the suggestion of the
    invented-field link that explains this cluster (`workbench.auditor.links`), if any."""
    field = path.rsplit("/", 1)[-1] if path else ""
    sub = field_schema(schema, path)
    shown = ", ".join(to_text(v) for v in values[:3])
    if kind == "unknown-tool":
        close = difflib.get_close_matches(tool, list(known_tools), n=1, cutoff=0.5)
        hint = f" (close to `{close[0]}`)" if close else ""
        return (f"no tool `{tool}` in the tool set{hint}: if it was renamed, keep `{tool}` registered as a "
                "deprecated alias routed to the new tool; otherwise say in the descriptions "
                "which tool does this")
    if kind == "unparseable-arguments":
        return ("arguments are not valid JSON: enable strict mode / structured outputs where the provider "
                "has it, keep the schema within its limits, and answer with a clear error so the model "
                "retries with JSON")
    if kind == "missing-required":
        sent = {k for v in values if isinstance(v, list) for k in v}
        style = [k for k in sorted(sent) if flat_name(k) == flat_name(field) and k != field]
        if style:
            return (f"calls send `{style[0]}` instead of `{field}`: keep one naming style across tools "
                    f"(snake_case) and name the field exactly in the description")
        near = difflib.get_close_matches(field, sorted(sent - {field}), n=1, cutoff=0.75)
        if near:
            return (f"calls send `{near[0]}` instead of `{field}`: name the field exactly in the description "
                    "(and set additionalProperties: false so the near-miss is rejected by name)")
        if link:
            return link
        return (f"`{field}` is required but calls omit it: start its description with 'Required.', say "
                "where the value comes from and to ask the user when it is unknown")
    if kind == "wrong-type":
        return _wrong_type(field, _types(sub), values, shown)
    if kind == "enum-miss":
        allowed = e if isinstance(e := sub.get("enum"), list) else (
            [sub["const"]] if "const" in sub else [])
        lower = {str(a).lower(): a for a in allowed}
        variants = [v for v in values if isinstance(v, str) and v.lower() in lower and v not in allowed]
        listed = ", ".join(to_text(a) for a in allowed[:8])
        if variants:
            return (f"case variants such as {to_text(variants[0])} for "
                    f"{to_text(lower[variants[0].lower()])}: add an enum "
                    f"note / description example listing the exact values ({listed}, exact case)")
        return (f"values outside the enum ({shown}): list the exact values ({listed}) with their meaning "
                "in the description, and map frequent synonyms to a clear error in the executor")
    if kind == "out-of-range":
        lo = sub.get("minimum", sub.get("exclusiveMinimum"))
        hi = sub.get("maximum", sub.get("exclusiveMaximum"))
        rng = f"{lo if lo is not None else '…'}–{hi if hi is not None else '…'}"
        return (f"values out of range ({shown}): state the range {rng} in the description of `{field}` and "
                "what to do beyond it (e.g. ask the user, or split the request)")
    if kind == "length":
        return (f"values of the wrong size ({shown}): state the limits in the description of `{field}` "
                "(characters or items) and what to do with more (split into several calls)")
    if kind == "pattern-miss":
        return (f"values do not match the pattern {to_text(sub.get('pattern'))} ({shown}): describe the shape "
                "with a concrete example in the description; several providers do not enforce `pattern`")
    if kind == "format-miss":
        return (f"values are not `{sub.get('format', 'the format')}` ({shown}): give the format with an example "
                "in the description (e.g. ISO 8601 with timezone, 2026-09-01T00:00:00+08:00)")
    if kind == "extra-property" and link:
        return link
    if kind == "extra-property":
        parent = field_schema(schema, path.rsplit("/", 1)[0] if "/" in path else "")
        first = ("the schema already forbids undeclared fields: say in the description which fields exist"
                 if parent.get("additionalProperties") is False else
                 "set additionalProperties: false and say in the description which fields exist")
        return (f"models invent `{field}` ({shown}): {first}; if the value is needed, declare the field "
                "(with an enum for units)")
    return (f"calls fail a composite rule at `{path or '/'}` ({shown}): describe the alternatives in "
            "plain words with one example each")


def rule_suggestion(path: str, evidence: str) -> str:
    """What to do about calls that break a rule stated only in prose."""
    field = path.rsplit("/", 1)[-1] if path else "the arguments"
    return (f"the schema accepts these values of `{field}` but the tool's text says otherwise "
            f"(“{evidence}”): state the rule in the schema (the keyword the ledger names) so the "
            "model and every validator see it, and keep the executor's check")


def _wrong_type(field: str, expected: list[str], values: Sequence[Any], shown: str) -> str:
    strings = [v for v in values if isinstance(v, str)]
    want = "/".join(expected) or "the declared type"
    if {"integer", "number"} & set(expected) and strings:
        with_unit = [s for s in strings if _NUMBER_WITH_UNIT.match(s) and not _NUMERIC.match(s)]
        if with_unit:
            return (f"models add a unit to the number ({to_text(with_unit[0])}): say the unit in the description "
                    f"of `{field}` (e.g. 'in °C, an integer such as 20'), keep type {want}")
        if any(_NUMERIC.match(s) for s in strings):
            return (f"models send the number as a string ({to_text(strings[0])}): keep type {want} and add "
                    "'a JSON number, not a string, e.g. 20' to the description")
    if "boolean" in expected and strings:
        return f"models send {to_text(strings[0])} for a boolean: say 'true or false (JSON boolean)' in the description"
    if "array" in expected and (strings or any(isinstance(v, dict) for v in values)):
        return (f"models send one value where a list is expected ({shown}): add an example with a JSON "
                "array to the description and set minItems/maxItems")
    if any(v is None for v in values):
        return (f"models send null for `{field}`: say 'omit the field when unknown' in the description, "
                "or make it nullable if null has a meaning")
    return f"values of the wrong type ({shown}) for {want}: say the type with an example in the description"

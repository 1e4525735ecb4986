"""The one validator every feature uses (form, prober, diff, audit, adapters).

Built on jsonschema-rs: ~100x faster than python-jsonschema and immune to catastrophic regexes
(Rust `regex`/`fancy-regex` with a backtrack limit), so an attacker-shaped `pattern` cannot hang a
probe or an audit. Nothing is ever fetched: remote `$ref`s are not followed (`offline=True`; MCP
2026-07-28 "MUST NOT auto-dereference network $ref",
https://modelcontextprotocol.io/specification/2026-07-28/basic#json-schema-usage), and a schema is
checked against its draft's metaschema from the copies jsonschema-rs bundles (`metaschema_problems`;
a `$schema` naming no bundled draft is checked as 2020-12, never retrieved). `format` is an
annotation by default, as in a standard 2020-12 validator
(https://python-jsonschema.readthedocs.io/en/stable/faq/); pass `assert_formats=True` to check it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import jsonschema_rs

from workbench.jsonutil import canonical
from workbench.schema.pointer import from_path
from workbench.schema.refs import expansion_size, with_definitions

# jsonschema-rs error kind -> the JSON Schema keyword that failed
_KIND_KEYWORD = {
    "AdditionalItems": "items", "AdditionalProperties": "additionalProperties", "AnyOf": "anyOf",
    "Constant": "const", "Contains": "contains", "ContentEncoding": "contentEncoding",
    "ContentMediaType": "contentMediaType", "Enum": "enum", "ExclusiveMaximum": "exclusiveMaximum",
    "ExclusiveMinimum": "exclusiveMinimum", "FalseSchema": "false", "Format": "format",
    "MaxItems": "maxItems", "MaxLength": "maxLength", "MaxProperties": "maxProperties",
    "Maximum": "maximum", "MinItems": "minItems", "MinLength": "minLength",
    "MinProperties": "minProperties", "Minimum": "minimum", "MultipleOf": "multipleOf", "Not": "not",
    "OneOfMultipleValid": "oneOf", "OneOfNotValid": "oneOf", "Pattern": "pattern",
    "PropertyNames": "propertyNames", "Required": "required", "Type": "type",
    "UnevaluatedItems": "unevaluatedItems", "UnevaluatedProperties": "unevaluatedProperties",
    "UniqueItems": "uniqueItems", "Referencing": "$ref", "BacktrackLimitExceeded": "pattern",
    "RegexEngineFailure": "pattern",
}


class SchemaUnusable(ValueError):
    """The schema cannot be compiled (invalid, unresolvable `$ref`, too deep, references that
    expand past `refs.EXPANSION_BUDGET`). Message says why; `pointer` says where when known."""

    def __init__(self, message: str, pointer: str = "") -> None:
        super().__init__(message)
        self.pointer = pointer


@dataclass(frozen=True)
class ValidationIssue:
    """One reason an instance fails: where in the instance, which keyword, a readable message."""

    pointer: str  # RFC 6901 pointer into the instance (the argument object)
    keyword: str  # "required", "type", "enum", "maximum", ...
    message: str
    schema_pointer: str  # where the failing keyword sits in the schema
    value: Any = None  # the offending instance value (for "required": the missing name)


def offline_validator(schema: Any, *, assert_formats: bool = False) -> jsonschema_rs.Validator:
    """The retrieval policy, in one place: every jsonschema-rs validator in the workbench is built
    here, with retrieval disabled (`offline=True`: jsonschema-rs's own bundled draft 4/6/7/2019-09/
    2020-12 metaschemas resolve, any other `$ref`/`$dynamicRef`/`$schema` target, `http(s)://` or
    `file://`, fails to compile with a message naming it; nothing is opened or requested).
    python-jsonschema is reached only through hypothesis-jsonschema, which gets no schema holding a
    reference outside itself (`workbench.prober._compat.from_schema_strategy`)."""
    return jsonschema_rs.validator_for(schema, offline=True, validate_formats=assert_formats)


@lru_cache(maxsize=4096)
def _compile(key: str, assert_formats: bool) -> jsonschema_rs.Validator:
    schema = json.loads(key)
    size, blown = expansion_size(schema)
    if blown is not None:
        raise SchemaUnusable(f"its `$ref`s expand to more than {size - 1:,} subschemas per validation "
                             f"(the reference at {blown} already does): references that fan out "
                             "through allOf/anyOf multiply at each level; share fewer of them", blown)
    try:
        return offline_validator(schema, assert_formats=assert_formats)
    except ValueError as exc:  # includes jsonschema_rs.ValidationError and "Recursion limit reached"
        raise SchemaUnusable(_first_line(str(exc))) from None
    except Exception as exc:  # a panic in the Rust side surfaces as a BaseException subclass
        raise SchemaUnusable(f"{type(exc).__name__}: {_first_line(str(exc))}") from None


def compile_validator(schema: Mapping[str, Any] | bool, *, assert_formats: bool = False) -> jsonschema_rs.Validator:
    """A compiled jsonschema-rs validator, cached by the schema's canonical JSON."""
    return _compile(canonical(schema), assert_formats)


def is_valid(schema: Mapping[str, Any] | bool, instance: Any, *, assert_formats: bool = False) -> bool:
    """Does `schema` accept `instance`? Raises `SchemaUnusable` when the schema cannot compile."""
    return compile_validator(schema, assert_formats=assert_formats).is_valid(instance)


def accepts(schema: Any, instance: Any, *, root: Any = None) -> bool:
    """Does `schema` (a subschema of `root`, whose `$defs`/`definitions` travel with it) accept
    `instance`? False, not an exception, when the schema cannot be compiled or the instance is
    not JSON (jsonschema-rs raises ValueError for bytes, non-string keys...)."""
    if root is not None:
        schema = with_definitions(root, schema)
    try:
        return bool(compile_validator(schema).is_valid(instance))
    except (ValueError, TypeError, RecursionError):  # SchemaUnusable is a ValueError
        return False


def accepts_each(schema: Any, instances: list[Any], *, root: Any = None) -> list[bool]:
    """`accepts(schema, x, root=root)` for each of `instances`, the schema compiled once; all
    False when it cannot be compiled."""
    if root is not None:
        schema = with_definitions(root, schema)
    try:
        validator = compile_validator(schema)
    except (ValueError, TypeError, RecursionError):  # SchemaUnusable is a ValueError
        return [False] * len(instances)
    out = []
    for instance in instances:
        try:
            out.append(bool(validator.is_valid(instance)))
        except (ValueError, TypeError, RecursionError):
            out.append(False)
    return out


def iter_issues(schema: Mapping[str, Any] | bool, instance: Any, *,
                assert_formats: bool = False) -> Iterator[ValidationIssue]:
    yield from issues_of(compile_validator(schema, assert_formats=assert_formats), instance)


def issues_of(validator: jsonschema_rs.Validator, instance: Any) -> Iterator[ValidationIssue]:
    """`iter_issues` with a validator compiled once (`compile_validator`): a caller checking many
    instances against one large schema does not encode the schema again for each."""
    for err in validator.iter_errors(instance):
        yield _issue(err)


def first_issue(validator: jsonschema_rs.Validator, instance: Any) -> ValidationIssue | None:
    """The first issue `issues_of` would give, or None for a valid instance; it stops there
    (`iter_errors` collects every error first: a thousand missing fields cost a thousand)."""
    try:
        validator.validate(instance)
    except jsonschema_rs.ValidationError as err:
        return _issue(err)
    return None


def default_issue(schema: Mapping[str, Any], value: Any, *, root: Any) -> ValidationIssue | None:
    """Why a property's schema rejects `value` (its own `default`), read without the schema's
    `default` and `examples` and with `root`'s definitions in reach; None when it accepts it.
    Raises `SchemaUnusable` when that schema does not compile."""
    sub = {k: v for k, v in schema.items() if k not in ("default", "examples", "example")}
    try:
        validator = compile_validator(with_definitions(root, sub))
    except (TypeError, RecursionError) as exc:  # an unhashable or too deep schema
        raise SchemaUnusable(f"{type(exc).__name__}: {exc}") from None
    return first_issue(validator, value)


def _issue(err: Any) -> ValidationIssue:
    kind = type(err.kind).__name__
    keyword = _KIND_KEYWORD.get(kind, kind)
    path = list(err.instance_path)
    value: Any = err.instance
    if keyword == "required":
        missing = getattr(err.kind, "property", None)
        value = missing
        if isinstance(missing, str):
            path = path + [missing]
    return ValidationIssue(
        pointer=from_path(path),
        keyword=keyword,
        message=_first_line(err.message),
        schema_pointer=from_path(err.schema_path),
        value=value,
    )


def issues(schema: Mapping[str, Any] | bool, instance: Any, *, assert_formats: bool = False) -> list[ValidationIssue]:
    return list(iter_issues(schema, instance, assert_formats=assert_formats))


# The drafts whose metaschemas jsonschema-rs bundles: `$schema` URI (scheme and empty fragment
# left out, see `_draft_key`) -> (draft name, the URI jsonschema-rs registers it under).
_DRAFTS = {
    "json-schema.org/draft/2020-12/schema": ("2020-12", "https://json-schema.org/draft/2020-12/schema"),
    "json-schema.org/draft/2019-09/schema": ("2019-09", "https://json-schema.org/draft/2019-09/schema"),
    "json-schema.org/draft-07/schema": ("draft-07", "http://json-schema.org/draft-07/schema#"),
    "json-schema.org/draft-06/schema": ("draft-06", "http://json-schema.org/draft-06/schema#"),
    "json-schema.org/draft-04/schema": ("draft-04", "http://json-schema.org/draft-04/schema#"),
}
DEFAULT_DRAFT = "2020-12"
_DEFAULT = (DEFAULT_DRAFT, True)


@dataclass(frozen=True)
class SchemaProblem:
    """One place where a schema breaks its draft's metaschema."""

    pointer: str  # RFC 6901 pointer into the schema: the value that is wrong
    message: str  # jsonschema-rs's reason, first line
    draft: str  # the draft it was checked against ("2020-12", "draft-07", ...)


def schema_draft(schema: Any) -> tuple[str, bool]:
    """(draft name, whether `$schema` names it): the draft a schema is checked against. A schema
    without `$schema`, or naming a dialect that is not bundled, is checked as 2020-12 (the MCP and
    provider default); the second item is False then, if `$schema` was present."""
    # `type(...) is dict` first: an ABC isinstance check costs more than the rest (~1 µs a tool)
    declared = (schema.get("$schema") if type(schema) is dict or isinstance(schema, Mapping)
                else None)
    if declared is None:
        return _DEFAULT
    found = _DRAFTS.get(_draft_key(declared)) if isinstance(declared, str) else None
    return (found[0], True) if found else (DEFAULT_DRAFT, False)


def _draft_key(uri: str) -> str:
    uri = uri.strip()
    uri = uri[:-1] if uri.endswith("#") else uri
    return uri.split("://", 1)[-1]


@cache
def _meta_validator(draft: str) -> Any:
    uri = next(u for name, u in _DRAFTS.values() if name == draft)
    # `$ref` to the bundled metaschema: resolved from jsonschema-rs's own registry, offline
    return offline_validator({"$schema": uri, "$ref": uri})


def metaschema_problems(schema: Any) -> tuple[SchemaProblem, ...]:
    """Where `schema` breaks its draft's metaschema (`schema_draft`), one problem per wrong value
    (the first reason jsonschema-rs gives for it), in document order; () when it is valid. Never
    fetches: every metaschema is bundled."""
    draft, _ = schema_draft(schema)
    validator = _meta_validator(draft)
    try:
        if validator.is_valid(schema):
            return ()
        found: dict[str, str] = {}
        for err in validator.iter_errors(schema):
            found.setdefault(from_path(err.instance_path), _first_line(err.message))
    except (ValueError, TypeError, RecursionError) as exc:  # not JSON (bytes, non-string keys...)
        return (SchemaProblem("", _first_line(str(exc)) or type(exc).__name__, draft),)
    return tuple(SchemaProblem(ptr, msg, draft) for ptr, msg in found.items())


def check_schema(schema: Any) -> list[str]:
    """Metaschema problems of a schema (draft 2020-12 unless `$schema` names another bundled
    draft), as messages with their location. Empty list: the schema is valid."""
    return [f"{p.message} (at {p.pointer or '/'})" for p in metaschema_problems(schema)]


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else text

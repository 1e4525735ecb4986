"""Provider facts as data: what each provider accepts, enforces, ignores or rejects in a tool schema.

Every fact comes from `shared/reference/provider-dialects.md` (cited below as PD §n, with the
section of that file; its own sources are named there). Where that file marks a fact UNCONFIRMED
or "?", the status here is `unknown`: never guess.

Statuses (the ledger's provider vocabulary, issue 3):
- `decoding`  the provider constrains generation to the keyword (strict / constrained decoding);
- `validated` a standard validator asserts it (MCP servers and the generic profile);
- `hint`      sent to the model, not enforced;
- `dropped`   the provider ignores or strips it;
- `rejected`  the provider refuses the whole schema (HTTP 400);
- `unknown`   the reference could not confirm either way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from workbench.jsonutil import split_list

STATUSES = ("decoding", "validated", "hint", "dropped", "rejected", "unknown")

# Draft 2020-12 assertion keywords python-jsonschema asserts by default (PD §6).
ASSERTION_KEYWORDS = frozenset({
    "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf", "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems",
    "contains", "minContains", "maxContains", "prefixItems", "items", "required",
    "additionalProperties", "properties", "patternProperties", "propertyNames", "minProperties",
    "maxProperties", "dependentRequired", "dependentSchemas", "allOf", "anyOf", "oneOf", "not",
    "if", "then", "else", "unevaluatedItems", "unevaluatedProperties", "$ref", "$dynamicRef",
})
# Present in a schema but never asserted by a default validator (PD §6).
ANNOTATION_KEYWORDS = frozenset({
    "format", "default", "examples", "description", "title", "deprecated", "readOnly", "writeOnly",
    "contentMediaType", "contentEncoding", "contentSchema", "$comment",
})
STRUCTURAL_KEYWORDS = frozenset({"$schema", "$id", "$defs", "definitions", "$anchor",
                                 "$dynamicAnchor", "$vocabulary"})
KNOWN_KEYWORDS = ASSERTION_KEYWORDS | ANNOTATION_KEYWORDS | STRUCTURAL_KEYWORDS

JSON_TYPES = frozenset({"string", "number", "integer", "boolean", "object", "array", "null"})

_NAME_64 = r"^[a-zA-Z0-9_-]{1,64}$"


@dataclass(frozen=True)
class Profile:
    id: str
    title: str
    name_pattern: str | None  # regex a tool name must match (None: no rule)
    name_rule_text: str
    strict: bool = False
    # keyword -> status; keywords absent here fall back to `default_status`
    keywords: Mapping[str, str] = field(default_factory=dict)
    default_status: str = "unknown"
    unknown_keyword_status: str = "unknown"  # keywords outside JSON Schema (nullable, x-*)
    root_must_be_object: bool = True
    root_composition_rejected: bool = False  # anyOf/oneOf/allOf/not/enum at the root
    arrays_need_items: bool = False
    all_properties_required: bool = False
    additional_properties_false_required: bool = False
    type_arrays_allowed: bool = True  # ["string","null"]; Gemini `parameters` wants nullable: true
    formats: frozenset[str] | None = None  # formats the provider enforces; None = no list
    enum_primitive_only: bool = False
    enum_strings_only: bool = False
    min_items_max: int | None = None  # Anthropic strict: minItems only 0 or 1
    recursion_allowed: bool | None = None
    limits: Mapping[str, int] = field(default_factory=dict)
    notes: str = ""
    # status of a `format` value outside `formats` (PD §2: OpenAI strict errors on anything outside
    # its subset; Anthropic strict and Gemini lists are not confirmed complete)
    unlisted_format_status: str = "unknown"
    property_name_pattern: str | None = None  # regex every property name must match (None: no rule)
    ref_siblings_allowed: bool = True  # PD §2: OpenAI strict forbids keywords next to `$ref`

    def status(self, keyword: str) -> str:
        if keyword in self.keywords:
            return self.keywords[keyword]
        if keyword not in KNOWN_KEYWORDS and keyword not in ("nullable", "propertyOrdering"):
            return self.unknown_keyword_status
        return self.default_status

    def name_ok(self, name: str) -> bool:
        return self.name_pattern is None or re.fullmatch(self.name_pattern, name) is not None


def _all(status: str, *keywords: str) -> dict[str, str]:
    return dict.fromkeys(keywords, status)


_NUMERIC = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")
_LENGTH = ("minLength", "maxLength")
_ARRAY = ("minItems", "maxItems")
_COMPOSE = ("allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas")
_UNDOCUMENTED_2024 = ("uniqueItems", "propertyNames", "minProperties", "maxProperties",
                      "patternProperties", "contains", "minContains", "maxContains",
                      "unevaluatedItems", "unevaluatedProperties", "prefixItems")
_ANNOTATIONS_HINT = _all("hint", "description", "title", "examples", "deprecated")

# PD §6: a default draft 2020-12 validator.
GENERIC = Profile(
    id="generic", title="JSON Schema 2020-12 (python-jsonschema defaults)",
    name_pattern=_NAME_64, name_rule_text="^[a-zA-Z0-9_-]{1,64}$ (the cross-provider safe set, PD §7)",
    keywords={**_all("validated", *ASSERTION_KEYWORDS), **_all("hint", *ANNOTATION_KEYWORDS),
              # OpenAPI/Gemini spellings are unknown keywords to a 2020-12 validator (PD §6)
              **_all("dropped", "nullable", "propertyOrdering")},
    default_status="validated", unknown_keyword_status="dropped",
    root_must_be_object=True,
)

# PD §1 and §7 column OAI-NS: best effort; the API still rejects some shapes.
OPENAI = Profile(
    id="openai", title="OpenAI function calling (non-strict)",
    name_pattern=_NAME_64, name_rule_text="^[a-zA-Z0-9_-]{1,64}$ (PD §1)",
    keywords={
        **_all("hint", "type", "enum", "anyOf", "required", "additionalProperties", "properties",
               "items", "default", "pattern", "format", *_LENGTH, *_NUMERIC, *_ARRAY),
        **_ANNOTATIONS_HINT,
        **_all("unknown", "oneOf", "const", "$ref", "$defs", *_COMPOSE, *_UNDOCUMENTED_2024),
    },
    default_status="unknown", unknown_keyword_status="unknown",
    root_composition_rejected=True, arrays_need_items=True,
    limits={"tools_soft": 20},
    notes="Responses API without `strict: false` tries to normalise the schema to strict (PD §1).",
)

# PD §2 and §7 column OAI-S: constrained decoding on a subset.
OPENAI_STRICT = Profile(
    id="openai-strict", title="OpenAI strict function calling / Structured Outputs",
    name_pattern=_NAME_64, name_rule_text="^[a-zA-Z0-9_-]{1,64}$ (PD §1)", strict=True,
    keywords={
        **_all("decoding", "type", "enum", "const", "anyOf", "required", "additionalProperties",
               "properties", "items", "pattern", "format", "$ref", "$defs", *_NUMERIC, *_ARRAY),
        **_ANNOTATIONS_HINT,
        **_all("rejected", "oneOf", "default", *_COMPOSE),
        **_all("unknown", *_LENGTH, *_UNDOCUMENTED_2024),
    },
    default_status="unknown", unknown_keyword_status="unknown",
    root_composition_rejected=True, arrays_need_items=True,
    all_properties_required=True, additional_properties_false_required=True,
    formats=frozenset({"date-time", "time", "date", "duration", "email", "hostname", "ipv4",
                       "ipv6", "uuid"}),
    recursion_allowed=True, unlisted_format_status="rejected", ref_siblings_allowed=False,
    limits={"properties": 5000, "depth": 10, "enum_values": 1000, "string_chars": 120_000,
            "large_enum_chars": 15_000, "large_enum_threshold": 250},
)

# PD §3 and §7 column ANT-NS: the model follows the schema by its own accord.
ANTHROPIC = Profile(
    id="anthropic", title="Anthropic tool use (non-strict)",
    name_pattern=_NAME_64,
    name_rule_text="^[a-zA-Z0-9_-]{1,64}$ (older docs; current allows 128, 64 is the safe limit, PD §3)",
    keywords={
        **_all("hint", "type", "enum", "anyOf", "oneOf", "allOf", "not", "if", "then", "else",
               "const", "default", "pattern", "format", "required", "additionalProperties",
               "properties", "items", *_LENGTH, *_NUMERIC, *_ARRAY),
        **_ANNOTATIONS_HINT,
        **_all("unknown", "$ref", "$defs", "dependentRequired", "dependentSchemas",
               *_UNDOCUMENTED_2024),
    },
    default_status="unknown", unknown_keyword_status="unknown",
    root_composition_rejected=True,
)

# PD §3 strict tool use and §7 column ANT-S.
ANTHROPIC_STRICT = Profile(
    id="anthropic-strict", title="Anthropic strict tool use",
    name_pattern=_NAME_64, name_rule_text=ANTHROPIC.name_rule_text, strict=True,
    keywords={
        **_all("decoding", "type", "enum", "const", "anyOf", "allOf", "required",
               "additionalProperties", "properties", "items", "pattern", "format", "$ref", "$defs",
               "definitions", "minItems"),
        **_all("hint", "default"),
        **_ANNOTATIONS_HINT,
        **_all("rejected", *_NUMERIC, *_LENGTH, "maxItems", "uniqueItems"),
        **_all("unknown", "oneOf", "not", "if", "then", "else", "dependentRequired",
               "dependentSchemas", "patternProperties", "propertyNames", "minProperties",
               "maxProperties", "prefixItems", "contains", "unevaluatedItems",
               "unevaluatedProperties"),
    },
    default_status="unknown", unknown_keyword_status="unknown",
    root_composition_rejected=True, additional_properties_false_required=True,
    formats=frozenset({"date-time", "time", "date", "duration", "email", "hostname", "uri",
                       "ipv4", "ipv6", "uuid"}),
    enum_primitive_only=True, min_items_max=1, recursion_allowed=False,
    limits={"strict_tools": 20, "optional_params": 24, "union_params": 16},
)

# PD §4 dialect A (`parameters`, OpenAPI 3.0 subset): unknown fields are rejected; no documented
# keyword-level guarantee in the default AUTO mode, so supported fields are hints.
GEMINI = Profile(
    id="gemini", title="Gemini function declarations (`parameters`, OpenAPI 3.0 subset)",
    name_pattern=r"^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$",
    name_rule_text="start with a letter or _, then [A-Za-z0-9_.:-], at most 128 (PD §4)",
    keywords={
        **_all("hint", "type", "format", "enum", "properties", "required", "items", "minItems",
               "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum",
               "minProperties", "maxProperties", "anyOf", "default", "additionalProperties"),
        **_all("hint", "title", "description", "nullable", "propertyOrdering"),
        **_all("rejected", "const", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "oneOf",
               "allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas",
               "uniqueItems", "patternProperties", "propertyNames", "prefixItems", "$schema",
               "$ref", "$defs", "examples", "deprecated", "contains", "unevaluatedItems",
               "unevaluatedProperties", "$id", "$anchor", "$comment"),
    },
    default_status="rejected", unknown_keyword_status="rejected",
    type_arrays_allowed=False, enum_strings_only=True,
    property_name_pattern=r"^[A-Za-z_][A-Za-z0-9_]{0,63}$",  # PD §4: parameter names
    formats=frozenset({"float", "double", "int32", "int64", "email", "byte", "date",
                       "date-time", "password", "enum"}),
    limits={"tools_soft": 20},
    notes="Type arrays are rejected: write nullable: true (PD §4).",
)

# PD §5: 2020-12 by default; servers validate arguments against inputSchema.
MCP = Profile(
    id="mcp", title="MCP tools/list (JSON Schema 2020-12)",
    name_pattern=r"^[A-Za-z0-9_.-]{1,128}$",
    name_rule_text="SHOULD match ^[A-Za-z0-9_.-]{1,128}$ (PD §5, SEP-986)",
    keywords={**_all("validated", *ASSERTION_KEYWORDS), **_all("hint", *ANNOTATION_KEYWORDS),
              **_all("dropped", "nullable", "propertyOrdering")},  # PD §7: MCP column "I"
    default_status="validated", unknown_keyword_status="dropped",
)

PROFILES: dict[str, Profile] = {p.id: p for p in (
    GENERIC, OPENAI, OPENAI_STRICT, ANTHROPIC, ANTHROPIC_STRICT, GEMINI, MCP)}
# A tool whose own envelope says `strict: true` is held to that provider's strict profile as well
# (PD §2, §3: strict is a per-tool flag). Keys are `Tool.source_format` prefixes.
STRICT_PROFILE_BY_FORMAT: dict[str, str] = {"openai": "openai-strict", "anthropic": "anthropic-strict"}
LINT_PROFILE_IDS = ("generic", "openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp")
LEDGER_PROFILE_IDS = ("openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp")


def get_profiles(ids: str | Profile | Iterable[str | Profile] | None) -> list[Profile]:
    """Profiles by id; accepts one id, a comma-separated string, or an iterable of ids."""
    from workbench.errors import InvalidArgument

    if ids is None:
        return [GENERIC]
    if isinstance(ids, Profile):
        return [ids]
    if isinstance(ids, str):
        ids = split_list(ids)
    out: list[Profile] = []
    for pid in ids:
        if isinstance(pid, Profile):
            out.append(pid)
            continue
        if pid not in PROFILES:
            raise InvalidArgument(
                f"unknown profile {pid!r}; choose from {', '.join(PROFILES)}")
        out.append(PROFILES[pid])
    return out or [GENERIC]

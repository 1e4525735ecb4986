"""Provider facts as data: what each provider accepts, enforces, ignores or rejects in a tool schema.

Every profile names the public page its facts come from (`Profile.source`); a fact that comes
from somewhere else (an API error observed and reported in a public tracker, an SDK's source)
names that page in `Profile.evidence`. Findings cite these URLs (`Profile.cite`). Where no public
source confirms a fact either way, the status here is `unknown`: never guess.

Statuses (the ledger's provider vocabulary):
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

# Draft 2020-12 assertion keywords python-jsonschema asserts by default
# (https://python-jsonschema.readthedocs.io/en/stable/validate/).
ASSERTION_KEYWORDS = frozenset({
    "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf", "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems",
    "contains", "minContains", "maxContains", "prefixItems", "items", "required",
    "additionalProperties", "properties", "patternProperties", "propertyNames", "minProperties",
    "maxProperties", "dependentRequired", "dependentSchemas", "allOf", "anyOf", "oneOf", "not",
    "if", "then", "else", "unevaluatedItems", "unevaluatedProperties", "$ref", "$dynamicRef",
})
# Present in a schema but never asserted by a default validator (same page; `format` only with a
# format checker: https://python-jsonschema.readthedocs.io/en/stable/faq/).
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
    # status of a `format` value outside `formats` (OpenAI strict errors on anything outside its
    # documented subset; the Anthropic strict and Gemini lists are not confirmed complete)
    unlisted_format_status: str = "unknown"
    property_name_pattern: str | None = None  # regex every property name must match (None: no rule)
    ref_siblings_allowed: bool = True  # OpenAI strict: no keywords next to `$ref` (its SDK inlines)
    # the public page the profile's facts come from, and the pages of single facts that come from
    # elsewhere (an observed API error, an SDK's source), keyed by keyword or by fact name
    # ("root-composition", "array-items", "type-arrays", "unknown-keywords", "names", "$ref")
    source: str = ""
    evidence: Mapping[str, str] = field(default_factory=dict)
    dialect: str = ""  # the envelope spelling these facts are for, when the provider has several

    def status(self, keyword: str) -> str:
        if keyword in self.keywords:
            return self.keywords[keyword]
        if keyword not in KNOWN_KEYWORDS and keyword not in ("nullable", "propertyOrdering"):
            return self.unknown_keyword_status
        return self.default_status

    def name_ok(self, name: str) -> bool:
        return self.name_pattern is None or re.fullmatch(self.name_pattern, name) is not None

    def source_of(self, fact: str | None = None) -> str:
        """The public URL a fact (a keyword or a fact name) comes from; the profile's page when
        the fact has no page of its own."""
        if fact is not None:
            found = self.evidence.get(fact)
            if found:
                return found
        return self.source

    def cite(self, fact: str | None = None) -> str:
        """'<title> (<url>)': how findings name the provider and where its rule is written."""
        url = self.source_of(fact)
        return f"{self.title} ({url})" if url else self.title


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

_OPENAI_FC = "https://developers.openai.com/api/docs/guides/function-calling"
_OPENAI_SO = "https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas"
_OPENAI_NAME = ("https://github.com/openai/openai-python/blob/main/src/openai/types/shared_params/"
                "function_definition.py")
_OPENAI_OBSERVED = {
    # HTTP 400 "schema must have type 'object' and not have 'oneOf'/'anyOf'/'allOf'/'enum'/'not'
    # at the top level", and "array schema missing items", reported in public trackers
    "root-composition": "https://github.com/cecli-dev/cecli/issues/281",
    "array-items": "https://github.com/digitalocean-labs/mcp-digitalocean/issues/265",
    "names": _OPENAI_NAME,
}
_ANTHROPIC_TOOLS = "https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools"
_ANTHROPIC_SO = "https://platform.claude.com/docs/en/build-with-claude/structured-outputs"
_GENAI_TYPES = "https://github.com/googleapis/python-genai/blob/main/google/genai/types.py"
_GEMINI_FC = "https://ai.google.dev/gemini-api/docs/function-calling"
_JSONSCHEMA_PY = "https://python-jsonschema.readthedocs.io/en/stable/validate/"
_MCP_TOOLS = "https://modelcontextprotocol.io/specification/2025-11-25/server/tools"
_MCP_SCHEMA = "https://modelcontextprotocol.io/specification/2025-11-25/basic#json-schema-usage"

# A default draft 2020-12 validator (python-jsonschema with its default settings).
GENERIC = Profile(
    id="generic", title="JSON Schema 2020-12 (python-jsonschema defaults)",
    name_pattern=_NAME_64, name_rule_text="^[a-zA-Z0-9_-]{1,64}$ (the set every provider accepts)",
    keywords={**_all("validated", *ASSERTION_KEYWORDS), **_all("hint", *ANNOTATION_KEYWORDS),
              # OpenAPI/Gemini spellings are unknown keywords to a 2020-12 validator
              **_all("dropped", "nullable", "propertyOrdering")},
    default_status="validated", unknown_keyword_status="dropped",
    root_must_be_object=True,
    source=_JSONSCHEMA_PY,
    evidence={"format": "https://python-jsonschema.readthedocs.io/en/stable/faq/"},
)

# Non-strict function calling is best effort: the schema guides the model, the API still
# rejects some shapes (observed errors, cited in `evidence`).
OPENAI = Profile(
    id="openai", title="OpenAI function calling (non-strict)",
    name_pattern=_NAME_64, name_rule_text="^[a-zA-Z0-9_-]{1,64}$",
    keywords={
        **_all("hint", "type", "enum", "anyOf", "required", "additionalProperties", "properties",
               "items", "default", "pattern", "format", *_LENGTH, *_NUMERIC, *_ARRAY),
        **_ANNOTATIONS_HINT,
        **_all("unknown", "oneOf", "const", "$ref", "$defs", *_COMPOSE, *_UNDOCUMENTED_2024),
    },
    default_status="unknown", unknown_keyword_status="unknown",
    root_composition_rejected=True, arrays_need_items=True,
    # tools_max: the API refuses a request with more tools; tools_soft: the count the guide advises
    limits={"tools_soft": 20, "tools_max": 128},
    notes="The Responses API without `strict: false` tries to normalise the schema to strict.",
    source=_OPENAI_FC, evidence=_OPENAI_OBSERVED,
)

# Strict mode: constrained decoding on the documented subset; anything outside it is an error.
OPENAI_STRICT = Profile(
    id="openai-strict", title="OpenAI strict function calling / Structured Outputs",
    name_pattern=_NAME_64, name_rule_text="^[a-zA-Z0-9_-]{1,64}$", strict=True,
    keywords={
        **_all("decoding", "type", "enum", "const", "anyOf", "required", "additionalProperties",
               "properties", "items", "pattern", "format", "$ref", "$defs", *_NUMERIC, *_ARRAY),
        **_ANNOTATIONS_HINT,
        **_all("rejected", "oneOf", *_COMPOSE),
        # not in the documented lists either way; the official API accepted `default` when
        # tested, some OpenAI-compatible deployments (Azure OpenAI) were reported to refuse it
        **_all("unknown", "default", *_LENGTH, *_UNDOCUMENTED_2024),
    },
    default_status="unknown", unknown_keyword_status="unknown",
    root_composition_rejected=True, arrays_need_items=True,
    all_properties_required=True, additional_properties_false_required=True,
    formats=frozenset({"date-time", "time", "date", "duration", "email", "hostname", "ipv4",
                       "ipv6", "uuid"}),
    recursion_allowed=True, unlisted_format_status="rejected", ref_siblings_allowed=False,
    limits={"properties": 5000, "depth": 10, "enum_values": 1000, "string_chars": 120_000,
            "large_enum_chars": 15_000, "large_enum_threshold": 250,
            # the tool counts of every function-calling request, strict or not
            "tools_soft": 20, "tools_max": 128},
    source=_OPENAI_SO,
    evidence={
        "tools_soft": _OPENAI_FC, "tools_max": _OPENAI_FC,
        # "'oneOf' is not permitted" (HTTP 400), observed; not in the documented subset
        "oneOf": "https://github.com/ai-dynamo/dynamo/pull/15153",
        "default": "https://github.com/openai/openai-agents-python/issues/4390",
        "$ref": "https://github.com/openai/openai-python/blob/main/src/openai/lib/_pydantic.py",
        "names": _OPENAI_NAME,
    },
)

# Non-strict tool use: the model follows the schema of its own accord; the API rejects root
# composition (observed).
ANTHROPIC = Profile(
    id="anthropic", title="Anthropic tool use (non-strict)",
    name_pattern=_NAME_64,
    name_rule_text="^[a-zA-Z0-9_-]{1,64}$ (older docs; the current page allows 128, 64 is safe)",
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
    source=_ANTHROPIC_TOOLS,
    evidence={"root-composition": "https://github.com/anthropics/claude-code/issues/5319"},
)

# Strict tool use: grammar-constrained sampling on the documented subset.
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
    source=_ANTHROPIC_SO,
    evidence={"root-composition": "https://github.com/anthropics/claude-code/issues/5319",
              "names": _ANTHROPIC_TOOLS},
)

# Function declarations written with `parameters` (an OpenAPI 3.0 Schema subset, protobuf-backed):
# fields the Schema message lacks are refused; no documented keyword-level guarantee in the
# default AUTO mode, so supported fields are hints.
GEMINI = Profile(
    id="gemini", title="Gemini function declarations (`parameters`, OpenAPI 3.0 subset)",
    name_pattern=r"^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$",
    name_rule_text="start with a letter or _, then [A-Za-z0-9_.:-], at most 128",
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
    property_name_pattern=r"^[A-Za-z_][A-Za-z0-9_]{0,63}$",
    formats=frozenset({"float", "double", "int32", "int64", "email", "byte", "date",
                       "date-time", "password", "enum"}),
    limits={"tools_soft": 20},
    notes="Type arrays are rejected: write nullable: true.",
    source=_GENAI_TYPES, dialect="parameters",
    evidence={
        # 'Invalid JSON payload received. Unknown name "X" ...: Cannot find field' (HTTP 400)
        "unknown-keywords": "https://github.com/zed-industries/zed/issues/44875",
        # "Proto field is not repeating, cannot start list"
        "type-arrays": "https://github.com/zed-industries/zed/issues/53919",
        "tools_soft": _GEMINI_FC,
    },
)

# Function declarations written with `parametersJsonSchema`: plain JSON Schema. The keywords
# the SDK lists are sent to the model (schema adherence is documented for the ANY and VALIDATED
# modes, not for the default AUTO mode: hints); the structured-output guide says the model
# ignores unsupported properties, so nothing is refused and the rest is dropped. Whether the
# parameter-name rule of `parameters` applies here is not documented: no rule.
GEMINI_JSON = Profile(
    id="gemini", title="Gemini function declarations (`parametersJsonSchema`, JSON Schema)",
    name_pattern=GEMINI.name_pattern, name_rule_text=GEMINI.name_rule_text,
    keywords={
        **_all("hint", "$ref", "$defs", "$id", "$anchor", "type", "format", "title",
               "description", "enum", "items", "prefixItems", "minItems", "maxItems", "minimum",
               "maximum", "anyOf", "oneOf", "properties", "additionalProperties", "required",
               "propertyOrdering"),
        **_all("unknown", "$schema", "uniqueItems", "nullable"),
    },
    default_status="dropped", unknown_keyword_status="dropped",
    formats=frozenset({"date-time", "date", "time"}), unlisted_format_status="dropped",
    limits={"tools_soft": 20},
    source=_GENAI_TYPES, dialect="parametersJsonSchema",
    evidence={"dropped": "https://ai.google.dev/gemini-api/docs/structured-output",
              "tools_soft": _GEMINI_FC},
)

# MCP: JSON Schema 2020-12 by default; servers validate arguments against inputSchema.
MCP = Profile(
    id="mcp", title="MCP tools/list (JSON Schema 2020-12)",
    name_pattern=r"^[A-Za-z0-9_.-]{1,128}$",
    name_rule_text="SHOULD match ^[A-Za-z0-9_.-]{1,128}$",
    keywords={**_all("validated", *ASSERTION_KEYWORDS), **_all("hint", *ANNOTATION_KEYWORDS),
              # not 2020-12 keywords: a standard validator ignores them
              **_all("dropped", "nullable", "propertyOrdering")},
    default_status="validated", unknown_keyword_status="dropped",
    source=_MCP_SCHEMA, evidence={"names": _MCP_TOOLS},
)

PROFILES: dict[str, Profile] = {p.id: p for p in (
    GENERIC, OPENAI, OPENAI_STRICT, ANTHROPIC, ANTHROPIC_STRICT, GEMINI, MCP)}
# A provider whose envelope has several schema dialects: (profile id, `Tool.source_format`) ->
# the facts for that dialect. A Gemini declaration with `parametersJsonSchema` is JSON Schema.
DIALECT_PROFILES: dict[tuple[str, str], Profile] = {("gemini", "gemini-json"): GEMINI_JSON}
# A tool whose own envelope says `strict: true` is held to that provider's strict profile as well
# (strict is a per-tool flag for OpenAI and Anthropic). Keys are `Tool.source_format` prefixes.
STRICT_PROFILE_BY_FORMAT: dict[str, str] = {"openai": "openai-strict", "anthropic": "anthropic-strict"}
LINT_PROFILE_IDS = ("generic", "openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp")
LEDGER_PROFILE_IDS = ("openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp")


def for_source(profile: Profile, source_format: object) -> Profile:
    """The facts of `profile` for a tool written in `source_format`: the dialect variant when the
    provider reads that envelope's schema differently (Gemini `parametersJsonSchema`), else
    `profile` itself."""
    if isinstance(source_format, str):
        return DIALECT_PROFILES.get((profile.id, source_format), profile)
    return profile


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

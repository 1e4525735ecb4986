"""Rules about what the loader found: broken schemas (`schema-error`) and dialect constructs it
had to translate (`nonstandard-construct`, from the loader's notes).

The metaschema check reads the schema as the envelope holds it when the envelope declares JSON
Schema (OpenAI, Anthropic, MCP, Gemini `parametersJsonSchema`: `ToolContext.written_schema`): a
per-property `"required": true` or a list-form `items` there is a `schema-error` at its pointer,
not a dialect the loader translated. Dataset dialects (BFCL `dict`, Gemini `parameters`) are
checked after the loader's translation; their spellings are `nonstandard-construct`, except the
source envelope's own documented dialect (Gemini `STRING`, `nullable`), which is no defect.

Speed matters (the whole lint must run ≥1,200 tools/s over BFCL, `bench/lint_corpus.py`): the
structural checks read `ctx.index` (one walk, shared), the metaschema check is jsonschema-rs
against its bundled metaschemas (~3 µs a valid tool; nothing is ever fetched), and a validator is
compiled only for a schema with references that nothing cheaper has already found broken.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from workbench.jsonutil import brief
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.provider_facts import written_nullable
from workbench.model import Tool
from workbench.schema.pointer import join, resolve, unescape
from workbench.schema.refs import anchor_map, is_local, ref_chain
from workbench.schema.validate import SchemaProblem, SchemaUnusable, compile_validator, schema_draft
from workbench.schema.walk import MAX_DEPTH


@lru_cache(maxsize=8192)
def _regex_problem(pattern: str) -> str | None:
    """Why `pattern` is not a usable regex, or None. Usable means the validators agree: Python
    `re` (the prober's generator) and jsonschema-rs (ECMA-262-like, the validator every verb
    uses). A pattern only one of them refuses: jsonschema-rs alone accepting it (`\\p{L}`) is
    fine; Python alone accepting it (`\\Z`, `(?P=name)`, `a{,3}`, `(?>...)`, `(?#...)`)
    breaks validation everywhere else, so it is reported."""
    try:
        re.compile(pattern)
        python_error = None
    except re.error as exc:
        python_error = str(exc)
    except (RecursionError, OverflowError, ValueError) as exc:  # pathological patterns
        python_error = type(exc).__name__
    try:
        compile_validator({"pattern": pattern})
        return None
    except SchemaUnusable as exc:
        if python_error is not None:
            return python_error
        return (f"Python's `re` accepts it but ECMA-262 validators such as jsonschema-rs refuse it: "
                f"{exc}")


_STRUCTURE_KEYS = frozenset({"properties", "required", "pattern", "patternProperties", "$ref",
                            "$dynamicRef", "$recursiveRef"})


def _structure(schema: Mapping[str, Any], ctx: ToolContext) -> Iterator[tuple[Hit, str]]:
    """(hit, keyword pointer covered) for every shape problem a validator would choke on."""
    root_type = schema.get("type")
    if root_type != "object" and not (isinstance(root_type, list) and "object" in root_type):
        if root_type is None:
            yield Hit("", "The parameter schema has no root `type`; tool arguments are a JSON object: "
                          "add \"type\": \"object\" (OpenAI, Anthropic and MCP require an object "
                          "root).",
                      fix=({"op": "add", "path": "/type", "value": "object"},)), "/type"
        else:
            yield Hit("", f"The root `type` is {root_type!r}; tool arguments must be a JSON object: "
                          "make the root {\"type\": \"object\", \"properties\": {...}} and move this "
                          "value into a property."), "/type"
    nodes = ctx.index.nodes
    anchors: dict[str, str] | None = None  # listed at the first `$ref` (most schemas have none)
    for node in nodes:
        s = node.schema
        if _STRUCTURE_KEYS.isdisjoint(s):
            continue  # a leaf without any of the keywords checked below (most nodes)
        p = node.pointer
        if "properties" in s and not isinstance(s["properties"], Mapping):
            yield Hit(p, f"`properties` at {p or 'the root'} is not an object of named subschemas; write "
                         "\"properties\": {\"name\": {...}}."), join(p, "properties")
        req = s.get("required")
        if "required" in s and not isinstance(req, list):
            yield Hit(p, f"`required` at {p or 'the root'} is {req!r}, not a list of property names; "
                         "write \"required\": [\"name\", ...]."), join(p, "required")
        elif isinstance(req, list) and not all(isinstance(r, str) for r in req):
            yield Hit(p, f"`required` at {p or 'the root'} holds non-string entries; list property "
                         "names only."), join(p, "required")
        pattern = s.get("pattern")
        if isinstance(pattern, str):
            why = _regex_problem(pattern)
            if why:
                yield Hit(p, f"`pattern` {pattern!r} is not a valid regular expression ({why}); "
                             "fix it or validators reject the whole schema."), join(p, "pattern")
        pprops = s.get("patternProperties")
        if isinstance(pprops, Mapping):
            for key in pprops:
                why = _regex_problem(key)
                if why:
                    yield Hit(p, f"`patternProperties` key {key!r} is not a valid regular expression "
                                 f"({why})."), join(p, "patternProperties")
        ref = s.get("$ref")
        if isinstance(ref, str):
            if anchors is None:
                anchors = anchor_map(schema, nodes)
            yield from _ref(schema, p, ref, anchors)
        for key in ("$dynamicRef", "$recursiveRef"):
            target = s.get(key)
            if isinstance(target, str) and not is_local(target):
                yield Hit(p, f"`{key}` {target!r} points outside this schema; it is never fetched "
                             "(MCP 2026-07-28: clients MUST NOT dereference network references): "
                             "declare the target in this schema (`$dynamicAnchor` under "
                             "\"$defs\") and refer to it with \"#name\"."), join(p, key)


def _ref(schema: Mapping[str, Any], p: str, ref: str, anchors: dict[str, str]) -> Iterator[tuple[Hit, str]]:
    covered = join(p, "$ref")
    chain, end = ref_chain(schema, ref, anchors)
    if end == "remote" and len(chain) == 1:
        yield Hit(p, f"`$ref` {ref!r} points outside this schema; it is never fetched (MCP 2026-07-28: "
                     "clients MUST NOT dereference network $ref) and providers reject it: copy the "
                     "target under \"$defs\" and use \"#/$defs/...\"."), covered
    elif end == "unresolved" and len(chain) == 1:
        yield Hit(p, f"`$ref` {ref!r} does not resolve inside the schema; define the target (e.g. "
                     "under \"$defs\") or fix the pointer."), covered
    elif end == "cycle":
        yield Hit(p, f"`$ref` cycle {' → '.join(chain)} never reaches a schema; point one "
                     "reference at a real schema."), covered
    # a remote or unresolvable reference further down the chain is reported where it sits


_DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema"
_DRAFT_NAMES = {"2020-12": "JSON Schema 2020-12", "2019-09": "JSON Schema 2019-09"}


def _metaschema_hit(problem: SchemaProblem, written: Mapping[str, Any]) -> Hit:
    """A metaschema problem in the words of the mistake it usually is."""
    ptr = problem.pointer
    draft = _DRAFT_NAMES.get(problem.draft, f"JSON Schema {problem.draft}")
    holder, _, key = ptr.rpartition("/")
    value = resolve(written, ptr, None) if ptr else None
    where = f"at {holder}" if holder else "at the root"
    if key == "required" and isinstance(value, bool) and holder.rsplit("/", 2)[-2:-1] == ["properties"]:
        prop = unescape(holder.rsplit("/", 1)[-1])
        message = (f"`\"required\": {'true' if value else 'false'}` inside the property {prop!r} "
                   f"is draft-3 syntax, invalid in {draft}: "
                   + (f"list the name in the `required` array of the object that holds it "
                      f"(`\"required\": [\"{prop}\"]`) and remove it here." if value else
                      "remove it (a property is optional unless its object lists it in "
                      "`required`)."))
    elif key == "items" and isinstance(value, list):
        message = (f"`items` {where} is a list of schemas (the tuple form of draft 7 and earlier), "
                   f"invalid in {draft}: write `prefixItems` for positional items, or one schema "
                   "in `items` for a list of like items (or declare the draft in `$schema`).")
    elif key == "type" and not holder.endswith("/properties"):
        message = (f"`type` {brief(value)} {where} is not a JSON Schema type: use string, "
                   "number, integer, boolean, object, array or null (or a list of them).")
    else:
        message = f"Not valid {draft} {where}: `{key or 'schema'}` {problem.message}."
    return Hit(ptr, message)


def _covered(location: str, covered: set[str]) -> bool:
    return any(location == c or location.startswith(c + "/") for c in covered)


@rule(
    "schema-error",
    category="schema-error",
    severity="error",
    summary="The parameter schema is broken (not valid JSON Schema, root not an object, bad "
            "`properties`/`required`, unresolvable, remote or cyclic `$ref`, invalid `pattern`, too "
            "deep): fix it, providers reject the whole request.",
    rationale="A tool whose schema cannot be compiled is rejected by OpenAI, Anthropic and Gemini "
              "(HTTP 400) or validates nothing. Remote `$ref`s are never fetched.",
    bad=Example.of(parameters={"type": "object", "properties": {"order": {"$ref": "#/$defs/Order"}},
                               "required": "order"}),
    good=Example.of(parameters={
        "type": "object", "properties": {"order": {"$ref": "#/$defs/Order"}}, "required": ["order"],
        "additionalProperties": False,
        "$defs": {"Order": {"type": "object", "properties": {"order_id": {"type": "string"}},
                            "required": ["order_id"], "additionalProperties": False}}}),
)
def schema_error(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for n in tool.notes:
        if n.rule == "schema-error":
            yield Hit(n.path, n.message, fix=n.fix)
    schema = tool.parameters
    if not isinstance(schema, Mapping):
        yield Hit("", "The parameters are not a schema object; write {\"type\": \"object\", "
                      "\"properties\": {...}}.")
        return
    if not schema and any(n.rule == "schema-error" for n in tool.notes):
        return  # the loader already said what the parameters were
    index = ctx.index
    if index.truncated_at is not None:
        yield Hit(index.truncated_at, f"The schema nests deeper than {MAX_DEPTH} levels (cut at "
                                      f"{index.truncated_at}); no provider accepts that (OpenAI strict: "
                                      "10 levels): flatten it or use `$defs` + `$ref`.")
        return  # deeper checks would walk (and a validator would recurse) without bound
    # a value the loader replaced (NaN, a 5,000-digit integer) is reported once, by its note
    covered: set[str] = {n.path for n in tool.notes if n.rule == "schema-error" and n.path}
    found = False
    for hit, where in _structure(schema, ctx):
        found = True
        covered.add(where)
        yield hit
    written = ctx.written_schema if ctx.written_schema is not None else schema
    _draft, known = schema_draft(written)
    if not known:
        yield Hit("/$schema", f"`$schema` names {written.get('$schema')!r}, a dialect this "
                              "workbench cannot check and many validators refuse (MCP: an "
                              "unsupported dialect MUST be handled with an error): write "
                              f"{_DRAFT_2020_12!r} or remove it. Checked as JSON Schema 2020-12.",
                  severity="warning")
    for problem in ctx.metaschema_problems:
        if _covered(problem.pointer, covered):
            continue
        found = True
        yield _metaschema_hit(problem, written)
    if found or not any("$ref" in n.schema or "$dynamicRef" in n.schema for n in index.nodes):
        # A schema that passed the metaschema, the structure and regex checks above and holds no
        # reference compiles; only references (cycles, pointers into odd places) still can fail.
        return
    try:
        compile_validator(schema)
    except SchemaUnusable as exc:
        yield Hit(exc.pointer, f"The schema cannot be compiled by a validator: {exc}. Fix it so "
                               "arguments can be checked at all.")


@rule(
    "nonstandard-construct",
    category="portability",
    severity="warning",
    summary="The definition uses a non-standard dialect construct (BFCL `dict`/`float`, `optional`, "
            "per-property `required: true`, `example_value`, upper-case types...); write standard "
            "JSON Schema 2020-12.",
    rationale="The loader translated it so the other rules could run, but a provider or validator "
              "reading the original rejects or ignores it. Constructs that are the source envelope's "
              "own documented dialect (Gemini `STRING`, `nullable`) are reported at info level; so is an "
              "example keyword (OpenAPI `example`, `example_value`): validators ignore it, and it "
              "is a warning only for a provider that refuses unknown keywords.",
    bad=Example.of(parameters={"type": "dict",
                               "properties": {"weight": {"type": "float", "optional": True}}}),
    good=Example.of(parameters={"type": "object", "properties": {"weight": {"type": "number"}},
                                "required": []}),
)
def nonstandard_construct(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    # the envelope's own dialect is no defect; nor is `nullable: true` when every provider the
    # tool is checked for is one that wants it (Gemini `parameters`) rather than a type list
    wanted = set(written_nullable(tool)) if ctx.profiles and all(
        not p.type_arrays_allowed for p in ctx.profiles) else set()
    notes = [n for n in tool.notes if n.rule == "nonstandard-construct"
             and not getattr(n, "native", False) and n.path not in wanted]
    if not notes:
        return
    # a construct the metaschema refuses in a JSON Schema envelope is a schema-error there
    broken = {p.pointer.rpartition("/")[0] for p in ctx.metaschema_problems} \
        if ctx.written_schema is not None else set()
    # an example keyword (`example`, `example_value`) is an annotation: validators ignore it and
    # only a provider that refuses unknown keywords (Gemini `parameters`) is harmed; else info
    refusing = [p.title for p in ctx.profiles if p.unknown_keyword_status == "rejected"]
    for n in notes:
        if n.path in broken:
            continue
        construct = getattr(n, "construct", "")
        if construct == "example":
            if refusing:
                yield Hit(n.path, f"{n.message} {refusing[0]} refuses unknown keywords: the "
                                  "definition is rejected until it is renamed.", fix=n.fix)
            else:
                yield Hit(n.path, n.message, fix=n.fix, severity="info")
            continue
        if construct == "optional" and _left_out_as_written(ctx, n.path):
            # `"optional": true` on a property the written `required` list already leaves out:
            # the keyword only repeats the schema (fresh reviewers: 0 U / 41 N, "cosmetic,
            # validators ignore it and it agrees with `required`"): info
            yield Hit(n.path, "`\"optional\": true` is not JSON Schema; the property is already "
                              "optional (the parent's `required` list leaves it out), so the keyword "
                              "only repeats that: delete it.", severity="info")
            continue
        if construct == "nullable":
            # OpenAPI's `nullable` in a JSON Schema envelope: validators ignore the keyword, so a
            # null is refused where the author meant to allow it; models rarely send null there
            # (fresh reviewers: 0 U / 34 N shown, "non-standard but harmless"): info, in the
            # user's terms rather than the loader's
            yield Hit(n.path, "`nullable: true` is OpenAPI, not JSON Schema: a JSON Schema validator "
                              "ignores it and refuses null. If null is a valid value, write "
                              "`\"type\": [\"<type>\", \"null\"]` (Gemini `parameters` is the one "
                              "dialect that wants `nullable`).", fix=n.fix, severity="info")
            continue
        yield Hit(n.path, n.message, fix=n.fix)


def _left_out_as_written(ctx: ToolContext, path: str) -> bool:
    """Is the property at `path` absent from its parent's `required` list in the schema as
    written (so its `"optional": true` agrees with it)?"""
    written = ctx.written_schema
    parent, _, name = path.rpartition("/properties/")
    if written is None or not name:
        return False
    holder = resolve(written, parent, None) if parent else written
    required = holder.get("required") if isinstance(holder, Mapping) else None
    return not (isinstance(required, list) and unescape(name) in required)

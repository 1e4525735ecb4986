"""Strict conversion that tells the truth.

`to_strict(tool, provider)` rewrites a tool's parameter schema for `openai-strict` or
`anthropic-strict` the way the SDK converters do (OpenAI's strict helper, Anthropic's
`transform_schema`) and returns, next to the new schema, the **delta**: every constraint that
strictness moved out of the schema (into the description text, or to the executor), every place
where the schema became tighter, and every optional field that became a required null union.

What it does, driven only by the provider facts in `workbench/profiles.py` (OpenAI's rules:
https://platform.openai.com/docs/guides/structured-outputs#supported-schemas):
- every object gets `additionalProperties: false` (both providers require it);
- where the profile requires every property (`all_properties_required`: OpenAI strict), each
  optional property becomes required and nullable: `type` gains `"null"`, an `enum` gains `null`
  (so it stays valid), a `$ref`/`anyOf` gains a `{"type": "null"}` branch. Anthropic strict
  allows optional properties and counts every null union against its 16-union budget, so
  optional properties stay optional there unless `require_all=True`;
- keywords whose status is `rejected` or `unknown` in the profile are removed and appended to the
  description as `{keyword: value, ...}`, as Anthropic's `transform_schema` does; so are formats
  outside the profile's list, `minItems` above Anthropic's 0/1, complex enum values;
- `nullable: true` (OpenAPI) becomes a null union; `$schema`/`$id`/`$comment` are dropped;
- an array without `items`, which OpenAI rejects, gets scalar items (string, number, boolean),
  reported as `tightened`: the converter cannot know the real item schema;
- `oneOf` becomes `anyOf` only where the branches are provably disjoint (a `const` discriminator
  required in every branch, distinct single types, or disjoint literal sets): then "exactly one"
  equals "at least one". Otherwise `oneOf` is removed (moved to the description) and the
  exclusive choice is an executor duty. `oneOf`/`anyOf` at the root, which both providers reject,
  is merged into one object: a property present in several branches becomes an `enum` of their
  constants or an `anyOf` of their schemas; which combinations are allowed becomes the
  executor's to check.

Modules: `convert` (the conversion), `shapes` (what a schema node accepts, merging and
disjointness of branches), `result` (`StrictResult`, `DeltaRow` and their renderings).
"""

from workbench.strict.convert import STRICT_PROVIDERS, to_strict
from workbench.strict.result import DeltaRow, StrictResult

__all__ = ["STRICT_PROVIDERS", "DeltaRow", "StrictResult", "to_strict"]

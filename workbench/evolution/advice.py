"""Who a breaking change breaks, and the migration that keeps old callers working (a
schema change reaches the model that generates calls, the executor that validates and runs
them, and the orchestrator that handles their results).

Sides (the `side` of a breaking change):
- "model": calls made from the old definition are now rejected (the model, a cached prompt, a
  replayed or delayed call must change); the executor is fine;
- "executor": old calls still pass validation, but the executor now reads them differently
  (a renamed or removed field's value is silently ignored);
- "both": old calls are rejected, and the executor's routes or reading changed too;
- "orchestrator": results no longer match what their consumers expect (output schema).
"""

from __future__ import annotations

SIDES = ("model", "executor", "both", "orchestrator")

# the side of each breaking kind unless the comparison says otherwise
SIDE_OF: dict[str, str] = {
    "tool-removed": "both", "tool-renamed": "both", "field-removed": "both", "field-renamed": "both",
    "output-schema-changed": "orchestrator",
}

ADVICE: dict[str, str] = {
    "tool-removed": "keep a backend route that answers with a clear error for a compatibility window",
    "tool-renamed": "register the old name as a deprecated alias whose executor forwards to the new "
                    "one, take it off the model-visible list once callers migrated, and keep the "
                    "backend route for a while",
    "field-removed": "for a compatibility window keep accepting the old field in the executor: map "
                     "its value to what replaced it, or reject it with a clear error that names the "
                     "field to use — never drop it silently",
    "field-renamed": "accept the old name as an alias in the executor for a compatibility window "
                     "(converting the value where its meaning changed), reject calls that send "
                     "both, and say the new name in the description",
    "field-added": "add the field as nullable first (type [..., \"null\"], the executor applies the "
                   "default for null) and make it non-nullable once every caller sends it",
    "field-newly-required": "make it required but nullable first, with the executor applying a "
                            "default for null, then tighten once every caller sends it",
    "type-narrowed": "for a compatibility window accept the old type in the executor and convert "
                     "it, or reject it with an error that names the new type",
    "enum-value-removed": "keep the value for a compatibility window, mark it 'no longer generated' "
                          "in the description, have the executor map it to a clear error or "
                          "migration state, and delete it once old calls are gone",
    "enum-introduced": "list the values with their meaning in the description and map old "
                       "free-text values to a clear error in the executor",
    "bound-tightened": "old calls at the old edge are rejected: state the new range in the "
                       "description and answer out-of-range values with a clear error",
    "length-tightened": "state the new limits in the description (characters or items) and what "
                        "to do with more (split the request)",
    "pattern-changed": "conservatively breaking: say the expected shape with an example",
    "additional-properties-tightened": "models do invent fields: say in the description "
                                       "which fields exist",
    "schema-changed": "describe the accepted alternatives with one example each",
    "schema-tightened": "find which constraint rejects the witness and migrate it like its kind",
    "output-schema-changed": "version the result (a new field rather than a changed one) and keep "
                             "the old fields until every consumer reads the new ones",
}


def advice_for(kind: str) -> str:
    """The migration advice for a breaking change of `kind` ("" when there is none)."""
    return ADVICE.get(kind, "")

"""Provider cells: for one constraint, what each provider profile does with it.

The base fact is `Profile.status(keyword)` (data in `workbench/profiles.py`, each profile with the
public page its facts come from), for the dialect the tool was written in (`profiles.for_source`:
a Gemini `parametersJsonSchema` declaration is JSON Schema). A few facts depend on the keyword's
*value*, not only its name; they are refined here:
- a type array (`["string","null"]`) is rejected by Gemini `parameters` ("Proto field is not
  repeating"), unless the tool was read from Gemini `parameters` itself (there it is the loader's
  spelling of `nullable: true`);
- `additionalProperties` other than `false` is rejected by the strict profiles;
- a `required` list that leaves properties out is rejected by OpenAI strict;
- `minItems` above 1 is rejected by Anthropic strict;
- `enum` with objects/arrays is rejected by Anthropic strict;
- a `format` outside the provider's documented list gets `Profile.unlisted_format_status`
  (`rejected` for OpenAI strict; `unknown` where the lists are not confirmed complete).

Rows that are text in a description (`prose`, prose conditions) get the status of `description`
in the profile: the text is sent to the model, nothing enforces it (`hint`). Rows no provider sees
at all (identity, authorization, a relation between fields inferred from names) get `dropped`:
the ledger's vocabulary is fixed, and `dropped` ("the provider ignores it") is the true cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from workbench.profiles import Profile, for_source


def keyword_cell(profile: Profile, keyword: str, value: Any, node: Mapping[str, Any],
                 source_format: str = "") -> str:
    profile = for_source(profile, source_format)
    status = profile.status(keyword)
    if keyword == "type" and isinstance(value, list) and not profile.type_arrays_allowed:
        if source_format == "gemini":
            # the loader's spelling of the `nullable: true` the tool was written with
            return profile.status("nullable")
        return "rejected"  # Gemini `parameters`: "Proto field is not repeating"
    if keyword == "additionalProperties" and profile.additional_properties_false_required \
            and value is not False:
        return "rejected"  # both strict profiles: `false` on every object
    if keyword == "required" and profile.all_properties_required:
        props = node.get("properties")
        if isinstance(props, Mapping) and isinstance(value, list) and set(props) - set(value):
            return "rejected"  # OpenAI strict: every key in properties must be required
    if keyword == "minItems" and profile.min_items_max is not None \
            and isinstance(value, int) and value > profile.min_items_max:
        return "rejected"  # Anthropic strict: minItems 0 or 1 only
    if keyword == "enum" and profile.enum_primitive_only and isinstance(value, list) \
            and any(isinstance(v, (dict, list)) for v in value):
        return "rejected"  # Anthropic strict: no complex types inside enum
    if keyword == "format" and profile.formats is not None and status in ("decoding", "hint",
                                                                          "validated"):
        if not isinstance(value, str) or value not in profile.formats:
            return getattr(profile, "unlisted_format_status", "unknown")
    return status


def text_cells(profiles: Sequence[Profile]) -> dict[str, str]:
    return {p.id: p.status("description") for p in profiles}


def unseen_cells(profiles: Sequence[Profile]) -> dict[str, str]:
    return {p.id: "dropped" for p in profiles}

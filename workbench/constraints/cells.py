"""Provider cells: for one constraint, what each provider profile does with it.

The base fact is `Profile.status(keyword)` (data in `workbench/profiles.py`, from PD). A few facts
depend on the keyword's *value*, not only its name; they are refined here, each citing PD:
- a type array (`["string","null"]`) is rejected by Gemini `parameters` (PD §4), unless the tool
  was read from Gemini itself (there it is the loader's spelling of `nullable: true`, or
  `parametersJsonSchema`, which accepts type arrays);
- `additionalProperties` other than `false` is rejected by the strict profiles (PD §2, §3);
- a `required` list that leaves properties out is rejected by OpenAI strict (PD §2);
- `minItems` above 1 is rejected by Anthropic strict (PD §3);
- `enum` with objects/arrays is rejected by Anthropic strict (PD §3);
- a `format` outside the provider's documented list gets `Profile.unlisted_format_status`
  (`rejected` for OpenAI strict, PD §2; `unknown` where the lists are not confirmed complete).

Rows that are text in a description (`prose`, prose conditions) get the status of `description`
in the profile: the text is sent to the model, nothing enforces it (`hint`). Rows no provider sees
at all (identity, authorization, a relation between fields inferred from names) get `dropped`:
the ledger's vocabulary is fixed, and `dropped` ("the provider ignores it") is the true cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from workbench.profiles import Profile


def keyword_cell(profile: Profile, keyword: str, value: Any, node: Mapping[str, Any],
                 source_format: str = "") -> str:
    status = profile.status(keyword)
    if keyword == "type" and isinstance(value, list) and not profile.type_arrays_allowed:
        if source_format == "gemini":
            # the loader's spelling of the `nullable: true` the tool was written with (PD §4)
            return profile.status("nullable")
        if source_format == "gemini-json":
            return status  # parametersJsonSchema accepts type arrays with "null" (PD §4 dialect B)
        return "rejected"  # PD §4: "Proto field is not repeating"
    if keyword == "additionalProperties" and profile.additional_properties_false_required \
            and value is not False:
        return "rejected"  # PD §2, §3
    if keyword == "required" and profile.all_properties_required:
        props = node.get("properties")
        if isinstance(props, Mapping) and isinstance(value, list) and set(props) - set(value):
            return "rejected"  # PD §2: every key in properties must be required
    if keyword == "minItems" and profile.min_items_max is not None \
            and isinstance(value, int) and value > profile.min_items_max:
        return "rejected"  # PD §3: minItems 0 or 1 only
    if keyword == "enum" and profile.enum_primitive_only and isinstance(value, list) \
            and any(isinstance(v, (dict, list)) for v in value):
        return "rejected"  # PD §3: complex types inside enum
    if keyword == "format" and profile.formats is not None and status in ("decoding", "hint",
                                                                          "validated"):
        if not isinstance(value, str) or value not in profile.formats:
            return getattr(profile, "unlisted_format_status", "unknown")
    return status


def text_cells(profiles: Sequence[Profile]) -> dict[str, str]:
    return {p.id: p.status("description") for p in profiles}


def unseen_cells(profiles: Sequence[Profile]) -> dict[str, str]:
    return {p.id: "dropped" for p in profiles}

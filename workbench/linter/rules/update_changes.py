"""`cross-field`: an update tool that requires only the ids of what it changes, and none of
the values it changes (`update-may-change-nothing`).

Airtable's `update_table(baseId, tableId, name?, description?)`, Trello's `update_label(labelId,
name?, color?)`, "修改标签(tag_id, 名称?, 颜色?)": the schema accepts a call with the ids alone,
which changes nothing; the model that forgot the new value gets a success (or a confusing
error) instead of a validation message. Reviewers of the eleventh collection recorded it as a
missed defect on three tools ("at least one of name/description should be required").

Decisions:
- `info` since round 22: reviewers of the development sets judged the shown finding 0 useful
  of 15: an ids-only update is a harmless no-op a model rarely makes. Read when the schema has
  the shape: the name's action is an update (`update`, `edit`, `modify`, `patch`, `rename`,
  修改/更新/编辑), every required field identifies the target (its name ends in id/uuid/key/
  slug...), some optional field is a value the call sets, none has a default (a default is a
  change every call makes) and the object holds no keyword relating fields (`anyOf`,
  `minProperties`...). The message lists every optional field (an optional `contactId` or
  `statusId` moves the record too: a shorter list misled authors).
- Silent when a text says leaving a field out changes the record ("otherwise all assets will
  be removed", "Any line items not provided will be removed"): the ids-only call is no no-op.
- Silent when a text already says a call must change something ("at least one of", "至少提供
  一个", "one or more of"): `prose-field-relation` reads those.
- No patch: `anyOf` of `required` at the root is what OpenAI and Anthropic reject; the message
  says to state "give at least one of ..." in the description and to reject an empty update in
  the executor.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import ties_fields
from workbench.model import Tool
from workbench.text import CJK, split_name

# Verbs whose call changes given values of an existing record; `set`, `toggle` and `move` carry
# the value in their own required field, `sync`/`refresh` change nothing the caller gives.
_UPDATE_VERBS = frozenset({"update", "edit", "modify", "patch", "rename", "change"})
_UPDATE_VERBS_ZH = ("修改", "更新", "编辑")
# Last words of a field that picks the record changed, not a value the call sets.
_TARGET_LAST = frozenset({"id", "ids", "uuid", "uuids", "key", "slug", "gid", "iid", "identifier",
                          "number", "no", "guid"})
_MAX_CHANGES = 4
# A text that says leaving a field out changes the record ("otherwise all assets will be
# removed", "Any line items not provided will be removed", "省略则清空"): the ids-only call is
# no no-op, and "give at least one of" would invite it.
_OMISSION_CHANGES = re.compile(
    r"\b(?:otherwise|if\s+(?:omitted|not\s+(?:provided|given|included|specified))|not\s+provided|"
    r"omitting)\b[^.;\n]{0,80}\b(?:removed|deleted|cleared|replaced|reset|lost)\b"
    r"|\breplaces?\s+the\s+(?:entire|whole)\b"
    r"|(?:不传|省略|未提供|不提供)[^。；;\n]{0,20}(?:清空|删除|移除|重置|覆盖)", re.I)
# A text that already asks for a change: "at least one of name or color", "至少提供一个".
_ASKS_A_CHANGE = re.compile(r"\bat\s+least\s+one\b|\bone\s+or\s+more\s+of\b|\bmust\s+(?:provide|specify|"
                            r"give|include)\s+(?:either|one)\b|\beither\b.*\bor\b|至少|其中之一|任选|二选一", re.I)


def _updates(name: str) -> bool:
    tokens = split_name(name)
    if tokens and CJK.match(tokens[0]):
        return any(v in name for v in _UPDATE_VERBS_ZH)
    return bool(tokens) and bool(set(tokens) & _UPDATE_VERBS)


def _identifies(name: str) -> bool:
    tokens = split_name(name)
    return bool(tokens) and tokens[-1] in _TARGET_LAST


def _names_a_keyed_thing(name: str, names: list[str]) -> bool:
    """`repoName` beside `repoId`: another way to pick the repository, not a value set."""
    tokens = split_name(name)
    if len(tokens) < 2 or tokens[-1] != "name":
        return False
    stem = tokens[:-1]
    return any(split_name(other)[:-1] == stem and _identifies(other) for other in names if other != name)


# Fields that shape the response, not the record: `opt_fields`, `expand`, `include`.
_RESPONSE_OPTIONS = frozenset({"opt_fields", "opt_pretty", "expand", "include", "fields", "select"})


def _shapes_response(name: str) -> bool:
    return "_".join(split_name(name)) in _RESPONSE_OPTIONS


@rule("update-may-change-nothing", category="cross-field", severity="info",
      summary="An update tool that requires only the ids of what it changes and none of the values: "
              "a call with the ids alone validates and changes nothing.",
      bad=Example.of(name="update_label", description="Update an existing label.",
                     parameters={"type": "object", "required": ["labelId"], "properties": {
                         "labelId": {"type": "string", "description": "ID of the label."},
                         "name": {"type": "string", "description": "New name."},
                         "color": {"type": "string", "description": "New color."}}}),
      good=Example.of(name="update_label",
                      description="Update an existing label. Give at least one of name or color.",
                      parameters={"type": "object", "required": ["labelId"], "properties": {
                          "labelId": {"type": "string", "description": "ID of the label."},
                          "name": {"type": "string", "description": "New name."},
                          "color": {"type": "string", "description": "New color."}}}),
      rationale="`{\"labelId\": \"abc\"}` passes the schema: the model that forgot the new value "
                "gets a success that changed nothing. Saying \"give at least one of name, color\" "
                "in the description, and rejecting an empty update in the executor, closes it; "
                "`anyOf` of `required` says it in the schema where the provider keeps root "
                "combinators (OpenAI and Anthropic reject them).")
def check_update_changes(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or not _updates(tool.name) or not isinstance(root.schema, Mapping) \
            or ties_fields(root.schema) or "minProperties" in root.schema:
        return
    fields = list(ctx.index.top_level_properties())
    required = [f for f in fields if f.required]
    # an optional id is the record's context (`boardId`, "uses the default board"), no value set;
    # so is a name beside its id (`repoName` with `repoId`) and a response option (`opt_fields`)
    names = [f.name or "" for f in fields]
    changes = [f for f in fields if not f.required and not _identifies(f.name or "")
               and not _names_a_keyed_thing(f.name or "", names) and not _shapes_response(f.name or "")]
    if not required or not changes or not all(_identifies(f.name or "") for f in required):
        return
    if any("default" in f.schema or f.schema.get("readOnly") is True for f in changes):
        return
    texts = [tool.description or "", *(f.description for f in fields)]
    if any(_ASKS_A_CHANGE.search(t) or _OMISSION_CHANGES.search(t) for t in texts if t):
        return
    # every optional field the call may send, ids among them (`contactId`, `statusId` move the
    # record): a list that leaves one out would mislead the author
    optional = [f for f in fields if not f.required and not _shapes_response(f.name or "")]
    ids = ", ".join(f"`{f.name}`" for f in required)
    if len(optional) == 1:
        only = optional[0].name
        yield Hit("", f"`{tool.name}` requires only {ids}, and `{only}`, the one value it changes, is "
                      "optional: a call with the ids alone validates and changes nothing. Make "
                      f"`{only}` required.")
        return
    values = ", ".join(f"`{f.name}`" for f in optional)
    chinese = CJK.search(tool.description or "") is not None
    if len(optional) <= _MAX_CHANGES:
        ask = (f"“{'、'.join(f.name or '' for f in optional)} 至少提供一个”" if chinese
               else f"\"give at least one of {', '.join(f.name or '' for f in optional)}\"")
    else:
        ask = "“至少提供一个要修改的字段”" if chinese else "\"give at least one field to change\""
    yield Hit("", f"`{tool.name}` requires only {ids}; every other field ({values}) is optional, "
                  "so a call with the ids alone validates and may change nothing. If an empty update "
                  f"is an error, say {ask} in the description and reject it in the executor.")

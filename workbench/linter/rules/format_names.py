"""`format-name-misspelt` (format): a `format` written as another spelling of a JSON Schema format
name (`datetime`, `date_time`, `DateTime` for `date-time`; `e-mail` for `email`; `UUID` for
`uuid`). Validators and providers know formats by their exact name: an unknown name is ignored,
so the value is checked by nothing while the schema looks as if it were. The fix is mechanical:
the one standard name the spelling folds to (case, `-`, `_` and spaces removed). Names that fold
to no standard name (`url`, `phone`, OpenAPI's `int32`) are another dialect's, not a slip.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.pointer import join

# JSON Schema 2020-12 Validation, section 7.3 (https://json-schema.org/draft/2020-12/json-schema-validation#section-7.3)
_STANDARD = ("date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname",
             "ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference", "uuid", "uri-template",
             "json-pointer", "relative-json-pointer", "regex")


def _fold(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


_BY_FOLD = {_fold(n): n for n in _STANDARD}


def meant_format(name: str) -> str | None:
    """The standard format name `name` is another spelling of, or None (standard or unknown)."""
    if name in _STANDARD:
        return None
    return _BY_FOLD.get(_fold(name))


@rule("format-name-misspelt", category="format", severity="warning",
      summary="A `format` spelt otherwise than its JSON Schema name (`datetime` for `date-time`): "
              "validators and providers ignore a name they do not know, so nothing checks it.",
      bad=Example.of(properties={"start": {"type": "string", "format": "datetime",
                                           "description": "Start, e.g. 2026-05-01T09:00:00+02:00."}}),
      good=[Example.of(properties={"start": {"type": "string", "format": "date-time",
                                             "description": "Start, e.g. 2026-05-01T09:00:00+02:00."}}),
            Example.of(properties={"site": {"type": "string", "format": "url",
                                            "description": "Home page, e.g. https://example.org."}})],
      rationale="JSON Schema formats are matched by exact name (https://json-schema.org/draft/"
                "2020-12/json-schema-validation#section-7.3); an unknown format is an annotation "
                "only, and strict provider modes reject or drop it.")
def check_format_name_misspelt(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.nodes:
        fmt = node.schema.get("format")
        meant = meant_format(fmt) if isinstance(fmt, str) else None
        if meant:
            yield Hit(join(node.pointer, "format"),
                      f"`format: {fmt}` is not a JSON Schema format name, so nothing checks it: "
                      f"write `{meant}`.",
                      fix=({"op": "replace", "path": join(node.pointer, "format"), "value": meant},))


# A mainland China resident identity card number (GB 11643-1999: 17 digits and a check digit or
# X) has one fixed form; "身份证号或护照号" or a Hong Kong/Macau/Taiwan card does not.
_RESIDENT_ID = re.compile(r"(?:居民)?身份证(?:号码|号|编号)|\b(?:PRC|Chinese|China|mainland)\s+(?:resident\s+)?"
                          r"(?:identity|ID)\s+card\s+(?:number|no\.?)|\bresident identity card number\b",
                          re.I)
_OTHER_ID_FORMS = re.compile(r"香港|澳门|台湾|港澳|护照|其他证件|证件号|或|\bor\b|\bpassport\b|"
                             r"\bhong kong\b|\bmacau\b|\btaiwan\b", re.I)
RESIDENT_ID_PATTERN = "^[0-9]{17}[0-9Xx]$"


def resident_id_text(text: str) -> str | None:
    """The words by which a text calls a value a mainland resident ID number ("居民身份证号"),
    when it offers no other kind of document; else None."""
    m = _RESIDENT_ID.search(text or "")
    return m.group(0) if m and not _OTHER_ID_FORMS.search(text) else None

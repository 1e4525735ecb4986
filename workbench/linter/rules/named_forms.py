"""Forms a parameter's text names rather than spells out: an E.164 phone number ("Phone number
in E.164 format"), a string of digits ("演出 ID，数字字符串", "numeric string"). `prose-only-shape`
(`prose_shape.py`) reports them where the schema has no `pattern`.

A patch only where the form is certain: E.164 with the '+' its own examples show
(`^\\+[1-9][0-9]{1,14}$`, ITU-T E.164's at most 15 digits); the digits of an identifier (an
`id`, a `code`, a `no`). A number written as a string may take a sign or a decimal point, and
an E.164 number shown without its '+' is another convention: words, no patch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workbench.text import split_name

E164_PATTERN = r"^\+[1-9][0-9]{1,14}$"
DIGITS_PATTERN = r"^[0-9]+$"

_E164 = re.compile(r"\bE\.?\s?164\b", re.I)
# a phone number shown in the text: "+254712345678", "+86 138 0013 8000", "254712345678"
_PHONE_SHOWN = re.compile(r"(?<![\w+])(\+?)[1-9][0-9][0-9 \-]{5,18}[0-9](?![\w])")
# "数字字符串", "纯数字", "numeric string", "a string of digits", "digits-only" - not one of two
# kinds ("数字或字符串", "a number or a numeric string" still names the digits)
_DIGITS = re.compile(r"(?<!或)(?<!或者)(?:数字字符串|纯数字(?:字符串)?|全为数字|全数字)(?!或)|"
                     r"\b(?:numeric|digit-only|digits-only) string\b|\bstring of digits\b", re.I)
# The text's first clause says what the value is; a later one, or one listing alternatives
# ("\"top\", \"bottom\", or a numeric string", "For number: numeric string"), names one form of
# several.
_CLAUSE = re.compile(r"[.。;；\n](?:\s|$)|[。；\n]")
_ALTERNATIVES = re.compile(r"\bor\b|或|\bfor \w+:|\boption", re.I)
_ID_TOKENS = frozenset({"id", "ids", "code", "no", "num", "number", "serial", "sn"})


@dataclass(frozen=True)
class NamedForm:
    """The form a text names: its pattern, the words that name it, and whether the pattern is
    certainly the form (a patch) or a suggestion (words)."""

    pattern: str
    said: str
    certain: bool
    caveat: str = ""


def named_form(name: str | None, text: str) -> NamedForm | None:
    """The form `text` names for the string parameter `name`, or None."""
    head = _CLAUSE.split(text.strip(), 1)[0]
    m = _E164.search(head)
    if m is not None and not _ALTERNATIVES.search(head):
        shown = [p.group(1) for p in _PHONE_SHOWN.finditer(text)]
        if shown and all(shown):
            return NamedForm(E164_PATTERN, m.group(0), True)
        caveat = ("its examples drop the '+', so say which is required" if shown
                  else "say whether the '+' is required")
        return NamedForm(E164_PATTERN, m.group(0), False, caveat)
    m = _DIGITS.search(head)
    if m is not None and not _ALTERNATIVES.search(head):
        tokens = split_name(name or "")
        certain = bool(tokens) and tokens[-1] in _ID_TOKENS
        return NamedForm(DIGITS_PATTERN, m.group(0), certain,
                         "" if certain else "if no sign, decimal point or separator is allowed")
    return None

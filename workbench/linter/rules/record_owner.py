"""Whose record a recording tool writes, by its own words (facts for `required-missing` and
`required-id-optional`; defines no rule).

"Record a completed blood donation ... links the bag barcode to the donor and starts the
deferral for the donor" over `bloodbank_log_donation(donor_id, ...)`, "为该献血者登记一次献血"
over `donor_id` ("献血者编号"): a tool that records, logs, registers, creates or adds something,
whose text says the record belongs to "the donor" (linked to it, written for it), cannot write
it without the donor's id. Kept silent: the caller's own identity (`user_id` "for the user":
the session may supply it), an owner the text calls optional ("optionally link it to the
project", "可选关联到项目"), and a text naming two such owners (which one is needed alone?).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from workbench.text import split_name

_RECORDING_VERBS = frozenset({"log", "record", "register", "create", "add"})
# Whose call it is, not whose record: the session often supplies these.
_CALLER_SUBJECTS = frozenset({"user", "caller", "owner", "account", "tenant", "session", "client",
                              "app", "operator"})
_OPTIONAL_NEAR = re.compile(r"\boptional(?:ly)?\b|\bif (?:any|given|provided|known)\b|可选|如有|若有", re.I)
_ZH_SUBJECT = re.compile(r"^\W*([\u4e00-\u9fff]{2,6}?)(?:的)?(?:编号|ID|id|Id|号)")


def recorded_owner(tool_name: str, description: str, ids: Sequence[str],
                   props: Mapping[str, Any]) -> str | None:
    """The one id whose subject a recording tool's text names as the owner of the record it
    writes ("links the bag barcode to the donor", "for the donor", "为该献血者"), or None."""
    if not description or not set(split_name(tool_name)) & _RECORDING_VERBS:
        return None
    named = []
    for n in ids:
        subject = split_name(n)[:-1]
        if not subject or subject[0] in _CALLER_SUBJECTS:
            continue
        said = rf"\b(?:to|for)\s+the\s+{re.escape(' '.join(subject))}\b"
        sub = props.get(n)
        zh = _ZH_SUBJECT.match(str(sub.get("description") or "")) if isinstance(sub, Mapping) else None
        if zh and zh.group(1) not in ("用户", "账号", "账户", "当前"):
            said += rf"|(?:为|给|向|到)(?:该|此|这位|这名|这个)?{re.escape(zh.group(1))}"
        clauses = [c for c in re.split(r"(?<=[.;!?。；！？])\s*", description)
                   if re.search(said, c, re.I)]
        if clauses and not any(_OPTIONAL_NEAR.search(c) for c in clauses):
            named.append(n)
    return named[0] if len(named) == 1 else None

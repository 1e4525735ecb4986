"""Instruction-like text newly added to a description: sentences that give the model orders
(run this command, always call that tool first, MUST/NEVER) rather than describe the tool.

A new version of a tool that starts ordering the model around deserves a review before it is
loaded: it is how tool poisoning arrives through an update ("rug pull"), and even a benign order
("use the following git command") changes what the model does outside this tool. The lint's
`injection` rules (hostile orders: "do not tell the user", reading secrets) make it an alarm.
"""

from __future__ import annotations

import re
from typing import Any

from workbench.text import sentences

# an order to the model: emphatic modals, second-person duties, "run/execute/use the following
# command", "call X first", and their Chinese counterparts
_EMPHATIC = re.compile(r"\b(?:MUST|NEVER|ALWAYS|IMPORTANT|CRITICAL|REQUIRED|DO NOT)\b")
_ORDER_EN = re.compile(
    r"\byou (?:must|should|need to|have to|are required to|shall)\b"
    r"|\b(?:make sure|be sure to|ensure that you|remember to)\b"
    r"|(?:^|[:;]\s*)(?:always|never|first|before (?:calling|using|answering)[^,]*,)\s+\w+"
    r"|\b(?:run|execute|use) the following\b[^.]{0,40}\b(?:command|script|code)\b"
    r"|\b(?:run|execute)\s+`[^`]+`"
    r"|\bcall\s+`?\w+`?\s+(?:first|before)\b"
    r"|<\s*/?\s*(?:important|system|instructions?)\b", re.I)
_ORDER_ZH = re.compile(r"必须|务必|一定要|严禁|禁止|切勿|请先|先调用|总是|始终|不得")


def instruction_sentences(text: str | None) -> list[str]:
    """The sentences of `text` that give the model an order (English and Chinese)."""
    out = []
    for sentence in sentences(text or ""):
        if _EMPHATIC.search(sentence) or _ORDER_EN.search(sentence) or _ORDER_ZH.search(sentence):
            out.append(sentence)
    return out


def added_instructions(old: str | None, new: str | None) -> list[str]:
    """Order-giving sentences of `new` that `old` does not have (whitespace and case ignored)."""
    before = {_key(s) for s in instruction_sentences(old)}
    return [s for s in instruction_sentences(new) if _key(s) not in before]


_MODAL = re.compile(r"\b(?:must|should|shall|need to|have to)\b")


def _key(sentence: str) -> str:
    """A sentence as compared: case, spacing and the strength of its modal verb do not count."""
    return _MODAL.sub("~", " ".join(sentence.lower().split()))


def new_lint_findings(old: Any, new: Any, categories: tuple[str, ...]) -> dict[str, list[str]]:
    """Per lint category, the rules that fire on `new` (a Tool) at a place where they did not
    fire on `old`: what an update adds, as the lint sees it."""
    from workbench.linter.engine import lint

    def seen(tool: Any) -> dict[str, set[tuple[str, str]]]:
        out: dict[str, set[tuple[str, str]]] = {c: set() for c in categories}
        for f in lint([tool], config=False, select=list(categories)).findings:
            out.setdefault(f.category, set()).add((f.rule, f.path))
        return out

    before, after = seen(old), seen(new)
    found: dict[str, list[str]] = {}
    for category in categories:
        fresh = after.get(category, set()) - before.get(category, set())
        if fresh:
            found[category] = sorted({rule for rule, _ in fresh})
    return found

"""The bounded memos of pure text functions the tool rules call (names split, words made
normal, prose read), emptied together.

They are bounded (16,384-65,536 entries) but each holds what a tool's own names and texts gave,
rarely asked again by another tool: a `--jobs` worker that lints 50,000 tools fills them to their
bound (tens of MB each worker). Emptied at the start of each chunk of tools, a worker holds what
one chunk asked; the values are recomputed when asked again, equal, so no finding changes.
"""

from __future__ import annotations

from workbench.prose import extract
from workbench.text import clear_name_caches
from workbench.toolset import terms


def clear_text_memos() -> None:
    """Empty the name caches (`text.clear_name_caches`) and the memos of words, names and
    prose the tool rules fill."""
    # imported here: the engine, the ledger and strict load no rule module until a lint runs
    from workbench.linter.rules import provider_facts, style

    clear_name_caches()
    for memo in (terms.normal_word, terms.text_terms, terms.name_terms, style.name_style,
                 style.concept, extract, provider_facts._in_effect):
        memo.cache_clear()

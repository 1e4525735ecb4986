"""Sentences and clauses, in both languages, and the language of a piece of text."""

from __future__ import annotations

import re

from workbench.lexicon import CJK as _CJK

# Sentence ends: Chinese/English terminators, semicolons, newlines, and "." before whitespace.
_SENTENCE_SPLIT = re.compile(r"(?<=[。；;！？!?\n])|(?<=\.)(?=\s)")
_ABBREV_END = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|max|min|no|eg|ie|cf|resp|e\.t\.c)\.|\b[A-Za-z]\.)$",
                         re.I)
# Clause split inside a sentence: Chinese comma, and an English comma followed by a space
# (so "1,000" stays one number).
_CLAUSE_SPLIT = re.compile(r"，|,\s+")


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    parts: list[str] = []
    for piece in _SENTENCE_SPLIT.split(text):
        if not piece:
            continue
        parts.append(piece)
        tail = piece.rstrip(" \t")[-12:]  # an abbreviation ends the piece ("e.g.", "i.e.")
        if tail and not tail.endswith("\n") and _ABBREV_END.search(tail):
            continue
        sentence = "".join(parts).strip()
        parts = []
        if sentence:
            out.append(sentence)
    if parts:
        sentence = "".join(parts).strip()
        if sentence:
            out.append(sentence)
    return out


def _lang(s: str) -> str:
    return "zh" if _CJK.search(s) else "en"



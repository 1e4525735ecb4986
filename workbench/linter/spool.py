"""The findings of a large lint, kept on disk while the set-scope rules run.

The set-scope rules (`near-duplicate-tools`' feature sets and minhash buckets, `context-cost`'s
serialisations) build their working data while the whole set is loaded; the tool-scope findings
(with their fixes: a JSON Patch of small dicts) waited in memory beside it, ~0.7 KiB a tool on
the scale bench's synthetic tools. On a large set they are pickled to an unnamed temporary file
in batches as they are made and read back, in the same order, when the set rules are done, so
the two never share the peak. Read back, a finding's tool, place and message are one string
each across the set again (pickle shares them within one batch only). If the temporary file
cannot be written (no space, no temporary directory), the findings simply stay in memory.
"""

from __future__ import annotations

import pickle
import tempfile
from collections.abc import Callable, Iterator
from typing import IO, Any

from workbench.model import Finding

SPILL_MIN_TOOLS = 20_000  # below this a set's findings are small beside the process: kept in memory
BATCH = 8_192  # findings pickled together: one pickle frame, its repeated strings written once


class FindingSpool:
    """An append-only sequence of the findings of a set of `tools` tools, spilled to disk in
    batches when the set has at least `SPILL_MIN_TOOLS`. Iterating gives them back in the order
    they were added (once: the file is closed after)."""

    def __init__(self, tools: int) -> None:
        self._buffer: list[Finding] = []
        self._file: IO[bytes] | None = None
        self._batches = 0
        self._spill = tools >= SPILL_MIN_TOOLS

    def append(self, finding: Finding) -> None:
        buffer = self._buffer
        buffer.append(finding)
        if self._spill and len(buffer) >= BATCH:
            self._write()

    @property
    def spilled(self) -> bool:
        """Some findings are on disk (read back, their strings are shared again)."""
        return self._batches > 0

    def __len__(self) -> int:
        return self._batches * BATCH + len(self._buffer)

    def _write(self) -> None:
        # plain tuples: smaller than pickled records, and the same on every Python version
        rows = [_row(f) for f in self._buffer]
        try:
            if self._file is None:
                self._file = tempfile.TemporaryFile(prefix="toolschema-findings-")  # noqa: SIM115 - closed when read back
            pickle.dump(rows, self._file, protocol=pickle.HIGHEST_PROTOCOL)
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            # no room, or a fix of a hand-made rule that does not pickle: the rest stays here
            # (the batches written before are read back first; a torn one after them is not read)
            self._spill = False
            return
        self._batches += 1
        self._buffer = []

    def __iter__(self) -> Iterator[Finding]:
        if self._file is None:
            yield from self._buffer
            self._buffer = []
            return
        strings: dict[str, str] = {}
        share = strings.setdefault
        self._file.seek(0)
        for _ in range(self._batches):
            for row in pickle.load(self._file):
                yield _shared(row, share)
        self._file.close()
        self._file = None
        self._batches = 0
        for f in self._buffer:  # the last batch, never written: its strings shared with the others
            yield _shared(_row(f), share)
        self._buffer = []
        strings.clear()


def _row(f: Finding) -> tuple[Any, ...]:
    return (f.tool, f.path, f.rule, f.category, f.severity, f.message, f.fix, f.suppressed)


def _shared(row: tuple[Any, ...], share: Callable[[str, str], str]) -> Finding:
    tool, path, rule, category, severity, message, fix, suppressed = row
    return Finding(share(tool, tool), share(path, path), share(rule, rule), share(category, category),
                   share(severity, severity), share(message, message), fix, suppressed)

"""What every verb shares: load several paths into one tool set, report load problems, write the
result to `--output` or stdout."""

from __future__ import annotations

from typing import Sequence, TextIO

from workbench.errors import InvalidArgument, LoadError
from workbench.model import ToolSet


def load_paths(paths: Sequence[str], stderr: TextIO, *, fmt: str | None = None) -> ToolSet:
    """Load every path into one tool set. Problems are printed to stderr and kept on the set.

    Raises LoadError (exit 2) only when nothing at all could be loaded from any path.
    """
    from workbench.loading import load

    combined = ToolSet()
    errors: list[str] = []
    for path in paths:
        try:
            combined = combined + load(path, format=fmt)
        except LoadError as exc:
            errors.append(str(exc))
    for problem in combined.problems:
        print(f"toolschema: warning: {problem.describe()}", file=stderr)
    if errors and not combined.tools:
        raise LoadError("; ".join(errors), file=paths[0] if len(paths) == 1 else "<inputs>")
    for message in errors:
        print(f"toolschema: warning: {message}", file=stderr)
    return combined


def emit(text: str, output: str | None, stdout: TextIO) -> None:
    """Write `text` to the file `output` (UTF-8), or to stdout when no file is given. A file that
    cannot be written is an InvalidArgument (exit 2) naming it."""
    if not output:
        stdout.write(text)
        return
    try:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(text)
    except OSError as exc:
        raise InvalidArgument(f"cannot write {output}: {exc.strerror or exc}") from None

"""`toolschema` command line: a few verbs, each a thin shell over the public Python API.

`main(argv, stdout, stderr) -> int` is testable without a subprocess. Exit codes: 0 clean,
1 findings/gaps/breaking changes (per verb), 2 unusable input or arguments (one line on stderr).
No traceback ever reaches the user: unexpected exceptions become one line and exit 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import NoReturn, TextIO, cast

from workbench.errors import WorkbenchError

# Each module defines `register(subparsers)`, which adds its verb and sets `handler`
# (`handler(args, stdout, stderr) -> int`) with `set_defaults`.
VERB_MODULES = (
    "workbench.cli.lint_cmd",
    "workbench.cli.ledger_cmd",
    "workbench.cli.probe_cmd",
    "workbench.cli.diff_cmd",
    "workbench.cli.audit_cmd",
    "workbench.cli.adapter_cmd",
    "workbench.cli.confusable_cmd",
    "workbench.cli.route_cmd",
    "workbench.cli.discoverability_cmd",
    "workbench.cli.parallel_cmd",
    "workbench.cli.pin_cmd",
    "workbench.cli.cost_cmd",
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse exits 2 with usage; keep it one clear line
        raise _UsageError(message)


class _UsageError(Exception):
    pass


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="toolschema", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="verb", parser_class=_Parser)
    for module in VERB_MODULES:
        import_module(module).register(sub)
    return parser


class _TerminalSafe:
    """A stream whose every write goes through `terminal_safe`: a report, a warning or an error
    message quoting tool text cannot drive the terminal, whichever code path wrote it."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        from workbench.render.text import terminal_safe

        return self.stream.write(terminal_safe(text))

    def __getattr__(self, name: str) -> object:  # flush, isatty, fileno...: the stream's own
        return getattr(self.stream, name)


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    stdout = cast(TextIO, _TerminalSafe(stdout or sys.stdout))
    stderr = cast(TextIO, _TerminalSafe(stderr or sys.stderr))
    try:
        parser = build_parser()
        args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
        if not getattr(args, "handler", None):
            parser.print_help(stdout)
            return 2
        return int(args.handler(args, stdout, stderr))
    except _UsageError as exc:
        print(f"toolschema: {exc}", file=stderr)
        return 2
    except WorkbenchError as exc:
        print(f"toolschema: {exc}", file=stderr)
        return 2
    except KeyboardInterrupt:
        print("toolschema: interrupted", file=stderr)
        return 2
    except BrokenPipeError:  # `toolschema rules | head -1`: the reader left; say nothing more
        _silence(stdout)
        return 141  # 128 + SIGPIPE, as a shell reports a process a closed pipe ended
    except Exception as exc:  # never a traceback for a CLI user
        print(f"toolschema: internal error: {type(exc).__name__}: {exc}", file=stderr)
        return 2


def _silence(stream: TextIO) -> None:
    """Point a closed stdout at /dev/null, so the interpreter's final flush stays quiet."""
    import os

    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def entry_point() -> None:
    sys.exit(main())

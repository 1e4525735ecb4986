"""`%toolschema` and `%%toolschema`: thin shells over `workbench.load` and `workbench.show`.

    %load_ext workbench
    %toolschema examples/logistics_tools.json --profile openai-strict --tool query
    %toolschema my_tools --executors executors.py        # a variable in the notebook
    %%toolschema --profile mcp
    {"name": "crm_get_customer", "inputSchema": {...}}   # JSON or YAML: one tool, a list, an envelope

Errors (a missing file, text that holds no tool, an unknown profile) are shown as one readable
message in the output, never a traceback. Set `workbench.ui.magic.RAISE_ERRORS = True` (tests,
CI) to get the exception instead. The magics keep no state between cells.
"""

from __future__ import annotations

import argparse
import html
import shlex
from pathlib import Path
from typing import Any, NoReturn

from workbench.errors import WorkbenchError
from workbench.jsonutil import split_list

RAISE_ERRORS = False


class MagicError:
    """What a failed magic displays: one line, no traceback."""

    def __init__(self, message: str) -> None:
        self.message = message

    def __repr__(self) -> str:
        return f"toolschema: {self.message}"

    def _repr_html_(self) -> str:
        return (f'<div class="tsw" style="color:#b00020;font-family:monospace">toolschema: '
                f"{html.escape(self.message)}</div>")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise WorkbenchError(f"{message} (usage: {self.format_usage().strip()})")


def _parser(cell: bool) -> argparse.ArgumentParser:
    parser = _Parser(prog="%%toolschema" if cell else "%toolschema", add_help=False)
    if not cell:
        parser.add_argument("source", help="a file path or a variable holding tools")
    parser.add_argument("--profile", action="append", default=None,
                        help="provider profile (repeatable, or comma-separated)")
    parser.add_argument("--executors", default=None, help="a .py file of functions named like the tools")
    parser.add_argument("--tool", default=None, help="open this tool first")
    return parser


def toolschema_line(line: str, user_ns: dict[str, Any] | None = None) -> Any:
    """`%toolschema SOURCE [--profile P] [--executors FILE.py] [--tool NAME]` -> Dashboard."""
    return _guard(_line, line, user_ns or {})


def toolschema_cell(line: str, cell: str, user_ns: dict[str, Any] | None = None) -> Any:
    """`%%toolschema [--profile P] [--executors FILE.py] [--tool NAME]` with a JSON/YAML body."""
    return _guard(_cell, line, cell, user_ns or {})


def _guard(fn: Any, *args: Any) -> Any:
    if RAISE_ERRORS:
        return fn(*args)
    try:
        return fn(*args)
    except WorkbenchError as exc:
        return MagicError(str(exc))
    except Exception as exc:  # a notebook user gets a sentence, not a stack
        return MagicError(f"{type(exc).__name__}: {exc}")


def _line(line: str, user_ns: dict[str, Any]) -> Any:
    args = _parser(cell=False).parse_args(shlex.split(line))
    source = _resolve_source(args.source, user_ns)
    return _show(source, args, user_ns)


def _cell(line: str, cell: str, user_ns: dict[str, Any]) -> Any:
    args = _parser(cell=True).parse_args(shlex.split(line))
    if not cell.strip():
        raise WorkbenchError("the cell is empty: paste a tool definition (JSON or YAML) below %%toolschema")
    _check_body(cell)
    return _show(cell, args, user_ns)


def _check_body(cell: str) -> None:
    """A body that parses as a plain scalar ("just words") would be read as a file path by the
    loader; say what is expected instead. Parse errors are left to the loader (it locates them)."""
    import yaml

    try:
        parsed = yaml.safe_load(cell)
    except yaml.YAMLError:
        return
    if not isinstance(parsed, (dict, list)):
        raise WorkbenchError("the cell body is not a tool definition: expected a JSON or YAML "
                             "object (one tool or an envelope) or a list of tools")


def _resolve_source(name: str, user_ns: dict[str, Any]) -> Any:
    if name in user_ns:
        return user_ns[name]
    if Path(name).expanduser().exists():
        return str(Path(name).expanduser())
    raise WorkbenchError(f"{name!r} is neither a variable in this notebook nor an existing file")


def _show(source: Any, args: argparse.Namespace, user_ns: dict[str, Any]) -> Any:
    from workbench.ui.dashboard import show

    profiles = None
    if args.profile:
        profiles = split_list(args.profile)
    executors = args.executors
    if executors is not None and executors in user_ns and not Path(executors).is_file():
        executors = user_ns[executors]
    return show(source, executors=executors, profiles=profiles, tool=args.tool)


def register(ipython: Any) -> None:
    """Register the magics on an IPython shell (`%load_ext workbench` calls this)."""

    def line_magic(line: str) -> Any:
        return toolschema_line(line, ipython.user_ns)

    def cell_magic(line: str, cell: str) -> Any:
        return toolschema_cell(line, cell, ipython.user_ns)

    line_magic.__doc__ = toolschema_line.__doc__
    cell_magic.__doc__ = toolschema_cell.__doc__
    ipython.register_magic_function(line_magic, magic_kind="line", magic_name="toolschema")
    ipython.register_magic_function(cell_magic, magic_kind="cell", magic_name="toolschema")

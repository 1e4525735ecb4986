"""One place for the library's exceptions: a stable machine `kind` plus a sentence naming the fix."""

from __future__ import annotations


class WorkbenchError(Exception):
    """Base of every error the workbench raises on purpose."""

    kind = "workbench-error"


class InvalidArgument(WorkbenchError, TypeError):
    """A caller passed something the API cannot use (wrong type, unknown profile, bad option)."""

    kind = "invalid-argument"


class LoadError(WorkbenchError, ValueError):
    """Input that yields no tool at all: unreadable file, malformed text, unknown envelope."""

    kind = "load-error"

    def __init__(self, message: str, *, file: str = "<text>", line: int | None = None,
                 column: int | None = None, pointer: str = "") -> None:
        self.file, self.line, self.column, self.pointer = file, line, column, pointer
        where = file
        if line is not None:
            where += f":{line}" + (f":{column}" if column is not None else "")
        if pointer:
            where += f" at {pointer}"
        super().__init__(f"{where}: {message}")
        self.message = message


class ServerError(LoadError):
    """A live MCP server that could not be listed: it did not start, exited, hung past the
    timeout, broke the protocol or sent more than the limits allow. `file` is the server's label
    (its command or URL, never a secret)."""

    kind = "server-error"


class ConfigError(WorkbenchError, ValueError):
    """A `[tool.toolschema]` table or a CLI option that does not make sense."""

    kind = "config-error"

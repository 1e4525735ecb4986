"""Which MCP server to list and how: `ServerSpec`, parsed from the CLI's `--mcp-stdio "CMD ARGS"`
/ `--mcp-url URL` or built in Python.

Secrets stay out of every rendering: header values and environment values are never part of
`label`, `repr` or an error message, and a URL's user-info and query string are dropped from its
label. A header value may name environment variables as `${NAME}`; they are expanded only when the
request is made, so a token never has to sit on the command line.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from workbench.errors import InvalidArgument

TRANSPORTS = ("stdio", "http", "sse")
DEFAULT_TIMEOUT = 10.0
# Bounds on what one listing may cost (a hostile or broken server must not exhaust the client).
MAX_TOOLS = 10_000
MAX_PAGES = 1_000
MAX_MESSAGE_BYTES = 32 * 1024 * 1024

_ENV_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class ServerSpec:
    """One MCP server: a command to start (stdio) or an endpoint (Streamable HTTP or SSE).

    `env` is laid over the few variables a child inherits by default (PATH, HOME, ...; the SDK's
    safe list); `headers` go with every HTTP request. `timeout` bounds the whole listing
    (start, initialize, every page). `max_tools`, `max_pages` and `max_message_bytes` bound what
    one listing may cost.
    """

    transport: str
    command: tuple[str, ...] = ()
    url: str | None = None
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    timeout: float = DEFAULT_TIMEOUT
    max_tools: int = MAX_TOOLS
    max_pages: int = MAX_PAGES
    max_message_bytes: int = MAX_MESSAGE_BYTES

    def __post_init__(self) -> None:
        if self.transport not in TRANSPORTS:
            raise InvalidArgument(f"unknown MCP transport {self.transport!r}; use one of {', '.join(TRANSPORTS)}")
        if self.transport == "stdio" and not self.command:
            raise InvalidArgument("an MCP stdio server needs a command, e.g. --mcp-stdio \"python server.py\"")
        if self.transport != "stdio" and not (self.url and urlsplit(self.url).scheme in ("http", "https")):
            raise InvalidArgument(f"an MCP {self.transport} server needs an http(s) URL, "
                                  f"got {redact_url(self.url or '')!r}")
        if not self.timeout > 0:
            raise InvalidArgument("the server timeout must be a positive number of seconds")

    @classmethod
    def stdio(cls, command: str | Sequence[str], *, env: Mapping[str, str] | None = None,
              cwd: str | os.PathLike[str] | None = None, timeout: float = DEFAULT_TIMEOUT,
              **limits: Any) -> ServerSpec:
        """A server started as `command` ("CMD ARGS", split like a POSIX shell, or a list)."""
        parts = tuple(shlex.split(command)) if isinstance(command, str) else tuple(map(str, command))
        return cls("stdio", command=parts, env=dict(env or {}),
                   cwd=os.fspath(cwd) if cwd is not None else None, timeout=timeout, **limits)

    @classmethod
    def http(cls, url: str, *, headers: Mapping[str, str] | None = None, sse: bool | None = None,
             timeout: float = DEFAULT_TIMEOUT, **limits: Any) -> ServerSpec:
        """A server at `url`: Streamable HTTP, or the older HTTP+SSE transport when `sse` is true
        (default: when the URL path ends in `/sse`, the usual name of that endpoint)."""
        if sse is None:
            sse = urlsplit(url).path.rstrip("/").endswith("/sse")
        return cls("sse" if sse else "http", url=url, headers=dict(headers or {}), timeout=timeout,
                   **limits)

    @property
    def label(self) -> str:
        """How the server is named in origins and messages (no secret in it)."""
        if self.transport == "stdio":
            return "stdio:" + " ".join(shlex.quote(part) for part in self.command)
        return redact_url(self.url or "")

    def resolved_headers(self) -> dict[str, str]:
        """The headers with `${NAME}` expanded from the environment (raises when one is unset)."""
        return {name: expand_env(value, f"header {name!r}") for name, value in self.headers.items()}

    def __repr__(self) -> str:  # never shows header or environment values
        extras = []
        if self.headers:
            extras.append(f"headers={sorted(self.headers)}")
        if self.env:
            extras.append(f"env={sorted(self.env)}")
        return f"ServerSpec({self.label!r}{', ' if extras else ''}{', '.join(extras)}, timeout={self.timeout:g})"


def expand_env(value: str, what: str) -> str:
    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in os.environ:
            raise InvalidArgument(f"{what} refers to ${{{name}}}, which is not set in the environment")
        return os.environ[name]

    return _ENV_REF.sub(sub, value)


def redact_url(url: str) -> str:
    """`url` without user-info, query or fragment (where tokens hide)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<url>"
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def parse_header(text: str) -> tuple[str, str]:
    """`"Name: value"` (or `Name=value`) from the CLI."""
    for sep in (":", "="):
        name, found, value = text.partition(sep)
        if found and name.strip() and re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", name.strip()):
            return name.strip(), value.strip()
    raise InvalidArgument("--mcp-header wants 'Name: value', got a value without a header name")


def parse_env(text: str) -> tuple[str, str]:
    """`KEY=VALUE`, or a bare `KEY` to pass this process's value through."""
    key, found, value = text.partition("=")
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        raise InvalidArgument("--mcp-env wants KEY=VALUE or KEY, got a malformed name")
    if not found:
        if key not in os.environ:
            raise InvalidArgument(f"--mcp-env {key}: not set in this environment")
        return key, os.environ[key]
    return key, value


def specs_from_options(stdio: Sequence[str] | None, urls: Sequence[str] | None, *,
                       env: Sequence[str] | None = None, cwd: str | None = None,
                       headers: Sequence[str] | None = None,
                       timeout: float | None = None) -> list[ServerSpec]:
    """The servers named by the CLI options, stdio ones first, each in the order given."""
    if timeout is not None and not timeout > 0:
        raise InvalidArgument("--timeout must be a positive number of seconds")
    wait = timeout if timeout is not None else DEFAULT_TIMEOUT
    env_map = dict(parse_env(e) for e in env or ())
    header_map = dict(parse_header(h) for h in headers or ())
    out = []
    for command in stdio or ():
        try:
            parts = shlex.split(command)
        except ValueError as exc:
            raise InvalidArgument(f"--mcp-stdio: cannot split the command ({exc})") from None
        out.append(ServerSpec.stdio(parts, env=env_map, cwd=cwd, timeout=wait))
    for url in urls or ():
        out.append(ServerSpec.http(url, headers=header_map, timeout=wait))
    return out

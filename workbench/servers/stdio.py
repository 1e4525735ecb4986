"""The stdio transport: start the server in its own process group, exchange newline-delimited
JSON-RPC over its pipes, and always reap it (and everything it started) on the way out.

The SDK's own `stdio_client` gives a server 2 s after stdin closes and 2 s after SIGTERM; a
listing that already timed out should not wait that long, and a protocol error should surface at
once rather than as a timeout. So this transport keeps the SDK's message types
(`mcp_types.jsonrpc_message_adapter`, `SessionMessage`) and owns the process: it caps one message
at `max_message_bytes` before parsing it, reports the first line that is not JSON-RPC, keeps the
server's stderr in an append-only temporary file (its last line explains most failed starts), and
on exit closes stdin, waits `grace` seconds, then SIGTERMs and SIGKILLs the whole process group.
The lifecycle is the spec's: https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#shutdown
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from typing import Any

import anyio
import mcp_types
from anyio.abc import Process
from mcp.shared.message import SessionMessage

_KILL_WAIT = 0.5
_POLL = 0.01


class ProtocolViolation(ValueError):
    """The server wrote something that is not a JSON-RPC message (or one too large to read)."""


def child_environment(extra: Mapping[str, str]) -> dict[str, str]:
    """The SDK's short list of inherited variables (PATH, HOME, ...) with `extra` laid over."""
    from mcp.client.stdio import get_default_environment

    return {**get_default_environment(), **extra}


class StdioTransport:
    """`async with StdioTransport(argv, ...) as (read, write)`: the SDK session's stream pair."""

    def __init__(self, argv: tuple[str, ...], *, env: Mapping[str, str], cwd: str | None,
                 max_message_bytes: int, on_violation: Callable[[str], None],
                 failed: Callable[[], bool] = lambda: False) -> None:
        self.argv = argv
        self.env = child_environment(env)
        self.cwd = cwd
        self.max_message_bytes = max_message_bytes
        self.on_violation = on_violation
        self.process: Process | None = None
        self.failed = failed  # asked at shutdown: True skips the polite grace
        self._stderr = tempfile.TemporaryFile(mode="a+b")  # noqa: SIM115 - kept for stderr_tail, closed by close()
        self._tg: Any = None
        self._streams: tuple[Any, ...] = ()

    async def __aenter__(self) -> tuple[Any, Any]:
        self.process = await anyio.open_process(
            list(self.argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            env=self.env, cwd=self.cwd, start_new_session=True)
        read_send, read_recv = anyio.create_memory_object_stream[Any](0)
        write_send, write_recv = anyio.create_memory_object_stream[SessionMessage](0)
        self._streams = (read_send, read_recv, write_send, write_recv)
        self._tg = anyio.create_task_group()
        await self._tg.__aenter__()
        self._tg.start_soon(self._read, read_send)
        self._tg.start_soon(self._write, write_recv)
        return read_recv, write_send

    async def __aexit__(self, *exc: Any) -> None:
        with anyio.CancelScope(shield=True):
            await self._stop()
            for stream in self._streams:
                await stream.aclose()
        self._tg.cancel_scope.cancel()
        await self._tg.__aexit__(None, None, None)

    async def _read(self, send: Any) -> None:
        assert self.process is not None and self.process.stdout is not None
        buffer = b""
        try:
            async with send:
                async for chunk in self.process.stdout:
                    buffer += chunk
                    *lines, buffer = buffer.split(b"\n")
                    if len(buffer) > self.max_message_bytes:
                        self._violate(f"a message longer than {self.max_message_bytes:,} bytes")
                        return
                    for line in lines:
                        if not line.strip():
                            continue
                        if len(line) > self.max_message_bytes:
                            self._violate(f"a message longer than {self.max_message_bytes:,} bytes")
                            return
                        try:
                            message = mcp_types.jsonrpc_message_adapter.validate_json(line, by_name=False)
                        except ValueError:
                            self._violate(f"a line that is not JSON-RPC: {_preview(line)}")
                            return
                        await send.send(SessionMessage(message))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream, OSError):
            pass

    def _violate(self, what: str) -> None:
        self.on_violation(f"the server wrote {what} to stdout (a stdio server must write only "
                          "JSON-RPC there and log to stderr)")

    async def _write(self, receive: Any) -> None:
        assert self.process is not None and self.process.stdin is not None
        try:
            async with receive:
                async for message in receive:
                    data = message.message.model_dump_json(by_alias=True, exclude_unset=True)
                    await self.process.stdin.send(data.encode("utf-8") + b"\n")
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            pass

    async def _stop(self) -> None:
        process = self.process
        if process is None:
            return
        if process.stdin is not None:
            try:
                await process.stdin.aclose()
            except (OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
                pass
        grace = 0.05 if self.failed() else 1.0
        for sig in (None, signal.SIGTERM, signal.SIGKILL):
            if sig is not None:
                try:
                    os.killpg(process.pid, sig)
                except (ProcessLookupError, PermissionError):
                    pass
            if await _exited(process, grace if sig is None else _KILL_WAIT):
                break
        # the group may outlive its leader (a shell's children): make sure none survives
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for pipe in (process.stdout, process.stderr):
            if pipe is not None:
                try:
                    await pipe.aclose()
                except (OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
                    pass
        with anyio.move_on_after(_KILL_WAIT):  # reap; a child that escaped the group cannot stall us
            await process.wait()
        # asyncio keeps the subprocess transport open (and warns when it is collected after the
        # loop closed) until it is closed; nothing public exposes it (the SDK does the same)
        transport: Any = getattr(getattr(process, "_process", None), "_transport", None)
        if callable(getattr(transport, "close", None)):
            try:
                transport.close()
            except PermissionError:
                pass

    @property
    def exit_code(self) -> int | None:
        return self.process.returncode if self.process is not None else None

    def close(self) -> None:
        """Release the stderr file (after the last `stderr_tail`)."""
        self._stderr.close()

    def stderr_tail(self) -> str:
        """The last non-empty line the server wrote to stderr ('' when none)."""
        try:
            fd = self._stderr.fileno()
            size = os.fstat(fd).st_size
            data = os.pread(fd, 4096, max(0, size - 4096))
        except (OSError, ValueError):
            return ""
        lines = [ln.strip() for ln in data.decode("utf-8", "replace").splitlines() if ln.strip()]
        return lines[-1][:300] if lines else ""


async def _exited(process: Process, timeout: float) -> bool:
    with anyio.move_on_after(timeout):
        while process.returncode is None:
            await anyio.sleep(_POLL)
        return True
    return process.returncode is not None


def _preview(line: bytes) -> str:
    text = line.decode("utf-8", "replace").strip()
    return repr(text[:80] + ("..." if len(text) > 80 else ""))

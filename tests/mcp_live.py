"""Shared helpers of the live-server tests: start the sample servers, find a free port, check
that a process is gone."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent / "mcp_servers"
CATALOGUE = HERE / "catalogue_server.py"
HOSTILE = HERE / "hostile_server.py"


def catalogue_command(*args: str) -> list[str]:
    return [sys.executable, str(CATALOGUE), *args]


def hostile_command(mode: str) -> list[str]:
    return [sys.executable, str(HOSTILE), mode]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def http_server(*args: str, transport: str = "http"):
    """The catalogue server over HTTP on 127.0.0.1; yields (url, process)."""
    port = free_port()
    proc = subprocess.Popen(catalogue_command("--transport", transport, "--port", str(port), *args),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                if proc.poll() is not None:
                    raise RuntimeError(proc.stderr.read().decode() if proc.stderr else "exited") from None
                time.sleep(0.05)
        path = "/sse" if transport == "sse" else "/mcp"
        yield f"http://127.0.0.1:{port}{path}", proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def gone(pid: int, within: float = 5.0) -> bool:
    """The process no longer runs (absent, or a zombie whose parent is not us), checked until
    `within` seconds have passed: a SIGKILL already sent takes effect asynchronously, and on a
    loaded machine a killed grandchild can still be listed as running for a moment."""
    import time

    import psutil

    deadline = time.monotonic() + within
    while True:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)

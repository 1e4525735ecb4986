"""`parallel.fork_each` (probe --jobs with executors): when the caller stops early, the children
still running are told to stop, and what they started themselves (an executor's worker, in its
own process group) is stopped by them before they end."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from workbench.parallel import can_fork, fork_each

pytestmark = pytest.mark.skipif(not can_fork(), reason="fork_each runs items here without fork")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_children_stop_what_they_started_when_the_caller_stops(tmp_path):
    pidfile = tmp_path / "grandchild.pid"

    def work(i: int) -> int:
        if i == 0:  # fails once item 1 has started its own long-running process
            deadline = time.monotonic() + 20
            while not pidfile.exists() and time.monotonic() < deadline:
                time.sleep(0.02)
            raise ValueError("item 0 failed")
        grandchild = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"],
                                      start_new_session=True)
        pidfile.write_text(str(grandchild.pid))
        try:
            time.sleep(120)
        finally:
            os.killpg(grandchild.pid, signal.SIGKILL)
            grandchild.wait()
        return i

    started = time.monotonic()
    with pytest.raises(ValueError, match="item 0 failed"):
        list(fork_each(work, 2, 2))
    pid = int(pidfile.read_text())
    try:
        assert time.monotonic() - started < 15
        deadline = time.monotonic() + 5
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(pid), "the grandchild outlived the stopped child"
    finally:
        if _alive(pid):
            os.kill(pid, signal.SIGKILL)

"""A stdio MCP server that misbehaves on purpose, one way per mode (plain JSON-RPC, no SDK, so
each failure is exactly the one named):

    python hostile_server.py MODE
    exit | exit-list | hang-initialize | hang-list | garbage | cursor-loop | endless | huge-list
    | huge-line | grandchild | ok

`grandchild` starts a child process (in the same process group) and then hangs; with
HOSTILE_PIDS=FILE set, every mode writes its own pid (and the child's) to FILE first.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time


def send(message: dict) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def tool(i: int) -> dict:
    return {"name": f"tool_{i:05d}", "description": f"Tool number {i}.",
            "inputSchema": {"type": "object", "properties": {}}}


def main(mode: str) -> None:
    pids = [os.getpid()]
    if mode == "grandchild":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        pids.append(child.pid)
    if os.environ.get("HOSTILE_PIDS"):
        with open(os.environ["HOSTILE_PIDS"], "w") as fh:
            fh.write(" ".join(map(str, pids)))
    if mode == "exit":
        print("hostile: missing configuration file settings.toml", file=sys.stderr, flush=True)
        sys.exit(3)
    page = 0
    for line in sys.stdin:
        msg = json.loads(line)
        if "id" not in msg:
            continue
        method, rid = msg.get("method"), msg["id"]
        if mode in ("hang-initialize", "grandchild"):
            time.sleep(600)
        if mode == "garbage":
            print("Server listening on stdio", flush=True)
            continue
        if method != "initialize" and method != "tools/list":
            send({"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": "Method not found"}})
            continue
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": rid, "result": {
                "protocolVersion": "2025-11-25", "capabilities": {"tools": {}},
                "serverInfo": {"name": f"hostile-{mode}", "version": "0.0.1"}}})
            continue
        page += 1
        if mode == "hang-list":
            time.sleep(600)
        elif mode == "exit-list":
            print("hostile: database connection lost", file=sys.stderr, flush=True)
            sys.exit(4)
        elif mode == "cursor-loop":
            send({"jsonrpc": "2.0", "id": rid, "result": {"tools": [tool(page)], "nextCursor": "again"}})
        elif mode == "endless":
            send({"jsonrpc": "2.0", "id": rid, "result": {"tools": [tool(page)], "nextCursor": f"c{page}"}})
        elif mode == "huge-list":
            send({"jsonrpc": "2.0", "id": rid, "result": {
                "tools": [tool(page * 1000 + i) for i in range(1000)], "nextCursor": f"c{page}"}})
        elif mode == "huge-line":
            send({"jsonrpc": "2.0", "id": rid, "result": {"tools": [
                dict(tool(0), description="x" * 200_000)]}})
        else:
            send({"jsonrpc": "2.0", "id": rid, "result": {"tools": [tool(1), tool(2)]}})


if __name__ == "__main__":
    main(sys.argv[1])

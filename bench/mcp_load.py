"""Loading a 500-tool stdio MCP server: the workbench against a bare SDK client, same run.

    .venv/bin/python bench/mcp_load.py [--tools 500] [--page-size 100] [--runs 5]

Both start the same server (tests/mcp_servers/catalogue_server.py), negotiate and walk every
page of tools/list; the bare client (`mcp.Client`, the SDK's own stdio transport) stops there,
the workbench also turns the listing into a ToolSet. Runs alternate; medians are compared. The
goal (issue: live servers) is at most +20%.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SERVER = ROOT / "tests" / "mcp_servers" / "catalogue_server.py"


def bare(args: list[str]) -> float:
    import anyio
    from mcp import Client, StdioServerParameters

    async def main() -> int:
        params = StdioServerParameters(command=sys.executable, args=[str(SERVER), *args])
        async with Client(params, cache=None) as client:
            cursor, count = None, 0
            while True:
                page = await client.list_tools(cursor=cursor)
                count += len(page.tools)
                cursor = page.next_cursor
                if cursor is None:
                    return count

    started = time.perf_counter()
    anyio.run(main)
    return time.perf_counter() - started


def workbench_load(args: list[str]) -> float:
    import workbench
    from workbench.servers import ServerSpec

    started = time.perf_counter()
    workbench.load(server=ServerSpec.stdio([sys.executable, str(SERVER), *args], timeout=60))
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tools", type=int, default=500)
    ap.add_argument("--page-size", type=int, default=100)
    ap.add_argument("--runs", type=int, default=5)
    opts = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    args = ["--tools", str(opts.tools), "--page-size", str(opts.page_size)]
    bare(args), workbench_load(args)  # warm the imports and the file cache
    sdk, ours = [], []
    for _ in range(opts.runs):
        sdk.append(bare(args))
        ours.append(workbench_load(args))
    a, b = statistics.median(sdk), statistics.median(ours)
    print(f"{opts.tools} tools, pages of {opts.page_size}, {opts.runs} runs each: "
          f"bare SDK client {a:.3f} s, workbench.load(server=) {b:.3f} s, "
          f"overhead {100 * (b - a) / a:+.1f}% (goal <= +20%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

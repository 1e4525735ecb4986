"""`toolschema pin SOURCE... -o FILE` and `toolschema verify SOURCE... --lock FILE`.

`pin` records every tool's canonical hashes and its server's identity (exit 0). `verify` compares
the sources with the lockfile: exit 0 unchanged, 1 changed in a way that needs review (a tool
added, removed or changed, or a server's instructions changed), 2 unusable input. JSON (fixed):
{"added": [names], "removed": [names], "changed": [{"tool", "fields": [...], "breaking": bool,
"severity", "message", "diff": [lines]}], "servers": [{"server", "field", "old", "new"}]}.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, add_server_options, load_sources_and_listings, write_output


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "pin", help="write a lockfile of the tools' canonical hashes (rug-pull detection)",
        description="Pin tool definitions: per tool a canonical hash of name, title, description, "
                    "parameter schema, annotations and output schema, plus the server identity.")
    p.add_argument("paths", nargs="*", metavar="PATH", help="tool definition files")
    add_server_options(p)
    p.add_argument("--output", "--out", "-o", dest="output", required=True, metavar="FILE",
                   help="the lockfile to write (e.g. toolschema.lock)")
    p.set_defaults(handler=run_pin)

    v = subparsers.add_parser(
        "verify", help="compare tools with a lockfile: added, removed, changed (exit 1)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Report tools added, removed and changed since they were pinned, with the "
                    "diff of each change and its breaking verdict.",
        epilog="exit codes: 0 unchanged, 1 changed (needs review), 2 unusable input")
    v.add_argument("paths", nargs="*", metavar="PATH", help="tool definition files")
    add_server_options(v)
    v.add_argument("--lock", required=True, metavar="FILE", help="the lockfile written by `pin`")
    v.add_argument("--format", choices=("text", "json"), default="text")
    add_output_option(v)
    v.set_defaults(handler=run_verify)


def run_pin(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.pins import pin

    toolset, listings = load_sources_and_listings(args.paths, args, stderr)
    lock = pin(toolset, servers=listings)
    lock.write(args.output)
    stdout.write(f"pinned {len(lock.tools)} tool(s) from {len(listings)} server(s) and "
                 f"{len(args.paths)} file(s) to {args.output}\n")
    return 0


def run_verify(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.pins import read_lockfile, verify

    lock = read_lockfile(args.lock)  # before any server starts: a bad lockfile fails fast
    toolset, listings = load_sources_and_listings(args.paths, args, stderr, allow_empty=True)
    report = verify(toolset, lock, servers=listings)
    text = report.to_json() + "\n" if args.format == "json" else report.to_text()
    write_output(text, args.output, stdout)
    return report.exit_code

"""Synthetic MCP tools for the scale benches: varied, deterministic, each one unique.

    python bench/synthetic_tools.py N OUT.jsonl [--seed S]

Each line of the output is one MCP tool object (`name`, `description`, `inputSchema`); a tool
has 1 to 7 parameters of the usual kinds (strings with and without enums or formats, bounded and
unbounded numbers, booleans, arrays of strings, a nested object now and then), descriptions of
one to three sentences, some missing, so the lint rules find the usual mix of findings. The same
N and seed give the same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

VERBS = ("get", "list", "create", "update", "delete", "search", "send", "fetch", "archive",
         "export", "import", "sync", "compute", "validate", "schedule", "cancel", "approve")
NOUNS = ("customer", "invoice", "order", "ticket", "report", "user", "project", "file",
         "message", "payment", "event", "document", "record", "task", "account", "asset",
         "shipment", "contract", "note", "metric")
DOMAINS = ("crm", "billing", "shop", "support", "hr", "drive", "mail", "calendar", "erp", "ops")
FIELDS = ("id", "name", "email", "status", "amount", "limit", "offset", "query", "start_date",
          "end_date", "currency", "priority", "tags", "owner", "region", "page_size", "notes",
          "include_archived", "format", "timezone")
SENTENCES = (
    "Returns the {noun} with its current state.",
    "Use this when the user asks about a {noun}.",
    "Results are paginated; pass the cursor from the previous page.",
    "Requires the caller to own the {noun}.",
    "The {noun} is permanently removed and cannot be restored.",
    "Amounts are in the account currency.",
    "At most 100 items are returned per call.",
    "Dates are ISO 8601 in UTC.",
)


def tool(i: int, rng: random.Random) -> dict[str, Any]:
    """Tool number `i`: a name no other tool has, a description and a parameter schema."""
    verb, noun, domain = rng.choice(VERBS), rng.choice(NOUNS), rng.choice(DOMAINS)
    props: dict[str, Any] = {}
    required = []
    for field in rng.sample(FIELDS, rng.randint(1, 7)):
        props[field] = prop(field, noun, rng)
        if rng.random() < 0.4:
            required.append(field)
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    if rng.random() < 0.3:
        schema["additionalProperties"] = False
    out: dict[str, Any] = {"name": f"{domain}_{verb}_{noun}_{i}"}
    if rng.random() < 0.95:
        out["description"] = " ".join(s.format(noun=noun) for s in rng.sample(
            SENTENCES, rng.randint(1, 3)))
    out["inputSchema"] = schema
    return out


def prop(field: str, noun: str, rng: random.Random) -> dict[str, Any]:
    kind = rng.random()
    out: dict[str, Any]
    if field in ("amount", "limit", "offset", "page_size"):
        out = {"type": "integer" if field != "amount" else "number"}
        if kind < 0.5:
            out.update(minimum=0, maximum=rng.choice((100, 1000, 10_000)))
    elif field == "include_archived":
        out = {"type": "boolean", "default": False}
    elif field == "tags":
        out = {"type": "array", "items": {"type": "string"}}
    elif field in ("status", "priority", "format", "currency") and kind < 0.7:
        out = {"type": "string", "enum": rng.sample(("low", "high", "open", "closed", "json",
                                                     "csv", "EUR", "USD", "pending"), 3)}
    elif field in ("start_date", "end_date") and kind < 0.5:
        out = {"type": "string", "format": "date"}
    elif field == "owner" and kind < 0.3:
        out = {"type": "object", "properties": {"id": {"type": "string"},
                                                "email": {"type": "string", "format": "email"}}}
    else:
        out = {"type": "string"}
    if rng.random() < 0.7:
        out["description"] = f"The {field.replace('_', ' ')} of the {noun}."
    return out


def tools(n: int, seed: int = 0) -> Iterator[dict[str, Any]]:
    """`n` synthetic tools, deterministic for a seed."""
    rng = random.Random(seed)
    for i in range(n):
        yield tool(i, rng)


def write_jsonl(n: int, path: str, seed: int = 0) -> int:
    """Write `n` tools to `path`, one JSON object a line; returns the bytes written."""
    size = 0
    with open(path, "w", encoding="utf-8") as fh:
        for item in tools(n, seed):
            line = json.dumps(item, separators=(",", ":")) + "\n"
            size += len(line)
            fh.write(line)
    return size


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int)
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    size = write_jsonl(args.n, args.out, args.seed)
    print(f"{args.n:,} tools, {size / 1e6:.1f} MB -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Prober cost per case by schema shape, against typed tools in the same run.

    .venv/bin/python bench/probe_shapes.py [--tools 40] [--cases 50] [--seed 0] [--repeat 3]

From the same typed corpus tools (3-8 fields, one or more of them an object or an array, every
subschema typed, evenly spaced through the MCP and BFCL corpora, normalised by workbench.load)
four shapes are derived, so that each shape differs from the baseline only by what it names:
  typed          the tools as they are (the baseline);
  untyped-nested every nested field's `type` removed (objects keep their properties);
  allOf          the properties split over an `allOf` of a `$ref`'d base model and the rest (the
                 shape pydantic and OpenAPI converters write for inheritance);
  not            `not: {required: [a, b]}` on the root (two optional fields never together) and
                 `not: {const: ""}` on each string field.
Real corpus tools of a shape are added to its row (untyped nested: BFCL `createAuthToken`; `not`:
MCP `generate_histogram_chart`). For each shape: `workbench.prober.generate.generate` per valid
case, and a whole `probe()` (valid cases, mutations, attacks, no executor) per case, as the
best of `--repeat` passes in CPU seconds. Goal: untyped-nested and allOf within 3x of typed;
every generated valid case validates (checked with python-jsonschema, not our validator).
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"
REAL = {"untyped-nested": [("bfcl/functions.jsonl", "createAuthToken")],
        "not": [("mcp/tools.jsonl", "generate_histogram_chart")]}


def fully_typed(schema: Any) -> bool:
    from workbench.schema.walk import subschemas

    return all("type" in n.schema or "enum" in n.schema or "const" in n.schema
               for n in subschemas(schema) if n.pointer)


def nested(schema: Any) -> bool:
    """At least one field holds fields or items of its own."""
    return any(isinstance(sub, dict) and (sub.get("properties") or isinstance(sub.get("items"), dict))
               for sub in (schema.get("properties") or {}).values())


def untyped_nested(schema: dict) -> dict:
    out = copy.deepcopy(schema)

    def strip(node: Any, depth: int) -> None:
        if not isinstance(node, dict):
            return
        if depth >= 2:
            node.pop("type", None)
        for sub in (node.get("properties") or {}).values():
            strip(sub, depth + 1)
        strip(node.get("items"), depth + 1)

    for sub in (out.get("properties") or {}).values():
        strip(sub, 1)
    return out


def all_of(schema: dict) -> dict:
    props = dict(schema.get("properties") or {})
    required = list(schema.get("required") or [])
    names = list(props)
    base_names, rest_names = names[: len(names) // 2], names[len(names) // 2:]
    base = {"type": "object", "properties": {k: props[k] for k in base_names},
            "required": [r for r in required if r in base_names]}
    rest = {"type": "object", "properties": {k: props[k] for k in rest_names},
            "required": [r for r in required if r in rest_names]}
    return {"type": "object", "allOf": [{"$ref": "#/$defs/Base"}, rest], "$defs": {"Base": base}}


def with_not(schema: dict) -> dict:
    out = copy.deepcopy(schema)
    props = out.get("properties") or {}
    optional = [k for k in props if k not in (out.get("required") or [])]
    if len(optional) >= 2:
        out["not"] = {"required": optional[:2]}
    for sub in props.values():
        if isinstance(sub, dict) and sub.get("type") == "string" and "enum" not in sub:
            sub["not"] = {"const": ""}
    return out


SHAPES = {"typed": lambda s: s, "untyped-nested": untyped_nested, "allOf": all_of, "not": with_not}


def cpu_best(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tools", type=int, default=40, help="typed corpus tools each shape is derived from")
    ap.add_argument("--cases", type=int, default=50, help="valid cases per tool")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    if not CORPORA.is_dir():
        print(f"corpora not found at {CORPORA}", file=sys.stderr)
        return 2

    import jsonschema

    from workbench.loading import load
    from workbench.prober.generate import generate
    from workbench.prober.harness import probe

    pool = [t for f in ("mcp/tools.jsonl", "bfcl/functions.jsonl") for t in load(CORPORA / f)
            if 3 <= len(t.parameters.get("properties") or {}) <= 8 and fully_typed(t.parameters)
            and nested(t.parameters)]
    step = max(1, len(pool) // args.tools)
    base_tools = pool[::step][: args.tools]
    real = {shape: [t for f, name in REAL.get(shape, []) for t in load(CORPORA / f) if t.name == name]
            for shape in SHAPES}
    generate(base_tools[0].parameters, max_examples=args.cases, seed=args.seed)  # warm caches, imports
    rows = {}
    for shape, derive in SHAPES.items():
        tools = [t.with_parameters(derive(t.parameters)) for t in base_tools] + real[shape]
        results: dict[str, Any] = {}

        def gen_all(tools=tools, results=results) -> None:
            results["gen"] = [generate(t.parameters, max_examples=args.cases, seed=args.seed) for t in tools]

        def probe_all(tools=tools, results=results) -> None:
            results["probe"] = [probe(t, None, max_examples=args.cases, seed=args.seed) for t in tools]

        gen_t = cpu_best(gen_all, args.repeat)
        probe_t = cpu_best(probe_all, args.repeat)
        cases = sum(len(g.valid) for g in results["gen"])
        probe_cases = sum(r.cases for r in results["probe"])
        unsound = sum(1 for t, g in zip(tools, results["gen"]) for v in g.valid
                      if not jsonschema.Draft202012Validator(t.parameters).is_valid(v))
        engines = sorted({g.engine for g in results["gen"]})
        rows[shape] = (len(tools), cases, gen_t / max(cases, 1), probe_cases,
                       probe_t / max(probe_cases, 1), unsound, engines)

    typed_gen, typed_probe = rows["typed"][2], rows["typed"][4]
    print(f"{len(base_tools)} typed corpus tools (3-8 fields, nested), {args.cases} valid cases each, "
          f"best of {args.repeat} CPU passes")
    print(f"{'shape':16} {'tools':>5} {'cases':>6} {'generate ms/case':>17} {'x typed':>8} "
          f"{'probe cases':>11} {'ms/case':>8} {'x typed':>8} {'unsound':>8}  engines")
    verdicts = []
    for shape, (n, cases, gen_per, probe_cases, probe_per, unsound, engines) in rows.items():
        gx, px = gen_per / typed_gen, probe_per / typed_probe
        print(f"{shape:16} {n:>5} {cases:>6} {gen_per * 1e3:>17.3f} {gx:>7.1f}x "
              f"{probe_cases:>11} {probe_per * 1e3:>8.3f} {px:>7.1f}x {unsound:>8}  {', '.join(engines)}")
        if shape in ("untyped-nested", "allOf"):
            verdicts.append(f"{shape} within 3x of typed: "
                            f"{'OK' if max(gx, px) <= 3 else 'MISSED'} ({max(gx, px):.1f}x)")
        if unsound:
            verdicts.append(f"{shape}: {unsound} generated case(s) do not validate: UNSOUND")
    print("\n".join(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())

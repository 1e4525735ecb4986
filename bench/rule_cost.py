"""CPU cost of the lint rules on a corpus: per rule, per rule module, and for a chosen group.

    .venv/bin/python -m bench.rule_cost [PATH.jsonl ...] [--modules M,M] [--categories C,C]

Default corpora: BFCL and MCP. The group is every rule unless `--modules` (rule modules, e.g.
`param_types,objects,additional_properties,bounds,enums,prose_rules`) or `--categories` (e.g. `naming,description`)
narrows it. Per corpus it prints ms/tool of the group (tool-scope and set-scope rules apart), of
every catalogue rule together, and of python-jsonschema's `check_schema` on the same schemas as
a same-run baseline, then the slowest rules and modules of the group. The schema walk is done
before the clock starts (it is shared by all rules); the per-tool facts are computed afresh for
every measurement, and paid by the first rule that asks for them, as in a lint. CPU time
(`time.process_time`), best of 3, so other processes on the machine distort it less.
Goal: the name and text rules (naming ... style-consistency) and the schema rules (param_types,
param_shapes, objects, additional_properties, bounds, enums, prose_rules) each <= 0.3 ms per BFCL tool.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"
DEFAULT = [CORPORA / "bfcl" / "functions.jsonl", CORPORA / "mcp" / "tools.jsonl"]


def fresh_contexts(toolset, profiles, walks):
    """New contexts (no per-tool fact computed yet) over the walks done once beforehand."""
    from workbench.linter.context import ToolContext

    contexts = []
    for tool, index in zip(toolset, walks):
        ctx = ToolContext(tool, profiles, toolset)
        ctx.__dict__["index"] = index  # the cached walk, as `ToolContext.index` would store it
        contexts.append(ctx)
    return contexts


def run(rules, toolset, profiles, walks, per_rule: Counter | None = None) -> float:
    """CPU seconds of `rules` as the engine runs them, sharing per-tool facts between rules.
    With `per_rule`, each rule is timed alone on fresh contexts and its best time kept."""
    contexts = fresh_contexts(toolset, profiles, walks)
    total = 0.0
    for r in rules:
        if per_rule is not None:
            contexts = fresh_contexts(toolset, profiles, walks)
        start = time.process_time()
        if r.scope == "set":
            list(r.check(toolset, contexts))
        else:
            for tool, ctx in zip(toolset, contexts):
                list(r.check(tool, ctx))
        spent = time.process_time() - start
        total += spent
        if per_rule is not None:
            per_rule[r.id] = min(per_rule.get(r.id, spent), spent)
    return total


def check_schemas(toolset) -> float:
    from jsonschema.validators import validator_for

    start = time.process_time()
    for tool in toolset:
        try:
            validator_for(tool.parameters).check_schema(tool.parameters)
        except Exception:  # a broken schema still costs its check
            pass
    return time.process_time() - start


def bench(path: Path, modules: set[str], categories: set[str]) -> None:
    from workbench.linter.catalogue import all_rules
    from workbench.loading import load
    from workbench.profiles import get_profiles
    from workbench.schema.walk import index_schema

    toolset = load(str(path))
    n = len(toolset)
    profiles = get_profiles(["generic"])
    walks = [index_schema(t.parameters) for t in toolset]
    catalogue = list(all_rules().values())
    group = [r for r in catalogue
             if (not modules or r.check.__module__.rsplit(".", 1)[-1] in modules)
             and (not categories or r.category in categories)]

    def best(fn) -> float:
        return min(fn() for _ in range(3))

    run(group, toolset, profiles, walks)  # warm the name caches (lru) once
    per_rule: Counter = Counter()
    for _ in range(3):
        run(group, toolset, profiles, walks, per_rule)
    tool_scope = best(lambda: run([r for r in group if r.scope == "tool"], toolset, profiles, walks))
    set_scope = best(lambda: run([r for r in group if r.scope == "set"], toolset, profiles, walks))
    everything = best(lambda: run(catalogue, toolset, profiles, walks))
    baseline = check_schemas(toolset)

    ms = 1000 / n
    total = tool_scope + set_scope
    print(f"{path.name}: {n:,} tools, {len(group)} of {len(catalogue)} rules")
    print(f"  tool-scope rules: {tool_scope * ms:.3f} ms/tool")
    print(f"  set-scope rules:  {set_scope * ms:.3f} ms/tool")
    print(f"  the group:        {total * ms:.3f} ms/tool ({total / everything:.0%} of all rules, "
          f"{total / baseline:.2f}x check_schema)")
    print(f"  all rules:        {everything * ms:.3f} ms/tool")
    print(f"  python-jsonschema check_schema: {baseline * ms:.3f} ms/tool")
    print("  slowest rules (each alone): " + ", ".join(
        f"{rid} {t * ms * 1000:.0f} us" for rid, t in per_rule.most_common(5)))
    by_module: Counter = Counter()
    modules_of = {r.id: r.check.__module__.rsplit(".", 1)[-1] for r in group}
    for rid, t in per_rule.items():
        by_module[modules_of[rid]] += t
    print("  rule modules (rules each alone): " + ", ".join(
        f"{m} {t * ms * 1000:.0f} us" for m, t in by_module.most_common()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path, default=DEFAULT)
    ap.add_argument("--modules", default="", help="comma-separated rule modules")
    ap.add_argument("--categories", default="", help="comma-separated rule categories")
    args = ap.parse_args(argv)
    missing = [p for p in args.paths if not p.is_file()]
    if missing:
        print(f"corpus not found: {', '.join(map(str, missing))}", file=sys.stderr)
        return 2
    modules = {m.strip() for m in args.modules.split(",") if m.strip()}
    categories = {c.strip() for c in args.categories.split(",") if c.strip()}
    for path in args.paths:
        bench(path, modules, categories)
    return 0


if __name__ == "__main__":
    sys.exit(main())

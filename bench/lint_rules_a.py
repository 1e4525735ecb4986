"""CPU cost of the rules-A modules (naming, collision, side-effect, description,
param-description, identity, mega-tool, injection, style-consistency) on a corpus.

    .venv/bin/python bench/lint_rules_a.py [PATH.jsonl ...]   (default: BFCL and MCP corpora)

Prints, per corpus: ms/tool for the rules-A tool-scope and set-scope rules (schema walk done
beforehand, so only the rules are timed), the slowest rules, and in the same run the cost of
every catalogue rule together and of python-jsonschema's `check_schema` on the same schemas as
baselines. Goal (issue 2 task): rules A together <= 0.3 ms per BFCL tool. CPU time
(`time.process_time`), best of 3, so other processes on the machine do not distort it.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CORPORA = ROOT.parent / "shared" / "corpora"
DEFAULT = [CORPORA / "bfcl" / "functions.jsonl", CORPORA / "mcp" / "tools.jsonl"]
RULES_A = frozenset({"naming", "collision", "side-effect", "description", "param-description",
                     "identity", "mega-tool", "injection", "style-consistency"})


def _run(rules, toolset, contexts, per_rule: Counter | None = None) -> float:
    """Time `rules` as the engine runs them: per-tool caches shared between rules (cleared once
    before). With `per_rule`, each rule is also timed on its own (caches cleared before it)."""
    for ctx in contexts:
        ctx._cache.clear()
    total = 0.0
    for r in rules:
        if per_rule is not None:
            for ctx in contexts:
                ctx._cache.clear()
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


def _best(fn, repeat: int = 3) -> float:
    return min(fn() for _ in range(repeat))


def bench(path: Path) -> None:
    from jsonschema.validators import validator_for

    from workbench.linter.catalogue import ToolContext, all_rules
    from workbench.loading import load
    from workbench.profiles import get_profiles

    toolset = load(str(path))
    n = len(toolset)
    contexts = [ToolContext(t, get_profiles(["generic"]), toolset) for t in toolset]
    for ctx in contexts:
        ctx.index  # the walk is shared by every rule; not part of this measure
    catalogue = list(all_rules().values())
    mine = [r for r in catalogue if r.category in RULES_A]
    _run(mine, toolset, contexts)  # warm the name caches (lru) once
    per_rule: Counter = Counter()
    for _ in range(3):  # keeps each rule's best time
        _run(mine, toolset, contexts, per_rule)
    tool_scope = _best(lambda: _run([r for r in mine if r.scope == "tool"], toolset, contexts))
    set_scope = _best(lambda: _run([r for r in mine if r.scope == "set"], toolset, contexts))
    everything = _best(lambda: _run(catalogue, toolset, contexts))

    def check_schemas() -> float:
        start = time.process_time()
        for tool in toolset:
            try:
                validator_for(tool.parameters).check_schema(tool.parameters)
            except Exception:  # noqa: BLE001 - a broken schema still costs its check
                pass
        return time.process_time() - start

    baseline = _best(check_schemas, repeat=1)
    ms = 1000 / n
    mine_total = tool_scope + set_scope
    print(f"{path.name}: {n:,} tools, {len(mine)} rules A of {len(catalogue)}")
    print(f"  rules A, tool scope: {tool_scope * ms:.3f} ms/tool")
    print(f"  rules A, set scope:  {set_scope * ms:.3f} ms/tool")
    print(f"  rules A total:       {mine_total * ms:.3f} ms/tool (goal <= 0.300 on BFCL)")
    print(f"  all catalogue rules: {everything * ms:.3f} ms/tool (rules A share "
          f"{mine_total / everything:.0%})")
    print(f"  python-jsonschema check_schema: {baseline * ms:.3f} ms/tool "
          f"(rules A / check_schema = {mine_total / baseline:.2f})")
    print("  slowest rules A (each alone): " + ", ".join(f"{rid} {t * ms * 1000:.0f} us"
                                             for rid, t in per_rule.most_common(5)))


def main(argv: list[str]) -> int:
    paths = [Path(p) for p in argv] or DEFAULT
    missing = [p for p in paths if not p.is_file()]
    if missing:
        print(f"corpus not found: {', '.join(map(str, missing))}", file=sys.stderr)
        return 2
    for path in paths:
        bench(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Cold import cost of the package's entry points, against a bare interpreter in the same run.

    .venv/bin/python -m bench.import_time [--runs N] [MODULE ...]

Each measurement is a fresh interpreter (`python -X importtime -c "import M"`), so nothing is
cached in-process; the runs of all modules are interleaved, so they share the machine's noise.
Per module it prints the median and best over N runs of
- import: the cumulative `-X importtime` figure of `M` itself (what importing it adds, wall time),
- cpu: the CPU time (user + system) of the whole process minus that of `python -c pass`, which a
  busy machine distorts far less than wall time,
and the modules the import leaves in `sys.modules` (all, `workbench.*`, and lint rule modules).
Goal: `workbench`, `workbench.constraints` and `workbench.strict` import in <= 50 ms each and
load no `workbench.linter.rules` module (`workbench.constraints.build`, the ledger itself, is
shown too: `workbench.constraints` loads it on first use).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys

DEFAULT = ("workbench", "workbench.constraints", "workbench.constraints.build", "workbench.strict",
           "workbench.linter.engine")
RULES_PACKAGE = "workbench.linter.rules"
_LIST_MODULES = "import sys, json; print(json.dumps(sorted(sys.modules)))"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def import_cost(module: str) -> tuple[float, float]:
    """(seconds the import of `module` takes per `-X importtime`, CPU seconds of the process)."""
    before = _children_cpu()
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"],
                          capture_output=True, text=True, check=True)
    cpu = _children_cpu() - before
    for line in reversed(done.stderr.splitlines()):
        # "import time: self [us] | cumulative | imported package"; the top-level entry is unindented
        _, _, rest = line.partition("import time:")
        parts = [p.strip() for p in rest.split("|")]
        if len(parts) == 3 and parts[2] == module:
            return int(parts[1]) / 1e6, cpu
    raise RuntimeError(f"no -X importtime line for {module}")


def bare_process() -> float:
    """CPU seconds of `python -X importtime -c pass`."""
    before = _children_cpu()
    subprocess.run([sys.executable, "-X", "importtime", "-c", "pass"], capture_output=True,
                   check=True)
    return _children_cpu() - before


def modules_after(module: str) -> tuple[set[str], set[str]]:
    """(modules of a bare interpreter, modules after importing `module`)."""
    def listed(code: str) -> set[str]:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True)
        return set(json.loads(out.stdout.strip().splitlines()[-1]))

    return listed(_LIST_MODULES), listed(f"import {module}\n{_LIST_MODULES}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("modules", nargs="*", default=list(DEFAULT))
    ap.add_argument("--runs", type=int, default=15, help="interpreters per module (median, best)")
    args = ap.parse_args(argv)

    bare: list[float] = []
    costs: dict[str, list[tuple[float, float]]] = {m: [] for m in args.modules}
    import_cost(args.modules[0])  # let the OS cache the files once before timing
    for _ in range(max(1, args.runs)):
        bare.append(bare_process())
        for module in args.modules:
            costs[module].append(import_cost(module))

    ms = 1000.0
    base = statistics.median(bare)
    print(f"python -c pass: cpu {base * ms:6.1f} ms median, {min(bare) * ms:6.1f} ms best "
          f"({args.runs} runs)")
    for module in args.modules:
        imports = [c for c, _ in costs[module]]
        cpus = [c - base for _, c in costs[module]]
        before, after = modules_after(module)
        new = after - before
        ours = sorted(m for m in new if m == "workbench" or m.startswith("workbench."))
        rules = [m for m in ours if m.startswith(RULES_PACKAGE + ".")]
        print(f"{module:<24} import {statistics.median(imports) * ms:6.1f} ms median "
              f"{min(imports) * ms:6.1f} best; cpu {statistics.median(cpus) * ms:6.1f} ms median "
              f"{min(cpus) * ms:6.1f} best; modules {len(new)} ({len(ours)} workbench, "
              f"{len(rules)} lint rule)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

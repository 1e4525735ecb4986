"""Whole-process `toolschema lint` side by side with the peer linter `mcp-tool-card-linter`.

    .venv/bin/python bench/peer_lint.py [--peer PATH] [--repeat N] [--synthetic F] [--inputs ...]

Both linters run as separate processes, start to exit, on the same MCP `tools/list` result files
(`{"tools": [...]}`) written to a temp dir:

- `one`: the first tool of the MCP corpus (startup measured directly, not fitted);
- `mcp`: the 909-tool MCP corpus (`corpora/mcp/tools.jsonl`), tools as found;
- `union`: every `corpora/*/*.jsonl` loaded with `workbench.load` (~10,800 tools of every dialect),
  written as MCP tools (name, description, inputSchema = the normalised parameters);
- `synthetic`: the union repeated F times (copies renamed `<name>_<k>`), a third size for the fit.
  The peer refuses input files over 10 MiB (`mcp_tool_card_linter.security`'s
  `MAX_INPUT_FILE_BYTES`), so F is capped there (the default 1.5 stays below; 2 is ~11.7 MB).

Commands: ours `toolschema lint FILE --format json > /dev/null` (this checkout first on
PYTHONPATH); the peer `mcp-toolsmith lint --tools-file FILE --max-tools 100000 --format none
--json-report OUT`. `--max-tools` matters: the peer's default (1000) silently lints only the first
1000 tools of a file (its report says `truncated`), which makes it look flat above 1000 tools.
`--peer-max-tools 1000` reproduces that.

Each input gets one untimed warm-up run per linter (disk cache, .pyc under the temp dir; its
outputs give the finding counts and the sha256 of our JSON, so a speed change can be checked for
identical output: files are named relative to the temp dir, because finding messages quote
them), then `--repeat` timed runs alternating the order of the two linters so both share the
machine's noise. Per process: wall seconds, CPU seconds (user+sys) and peak RSS (`os.wait4`).
Printed: median and min of each, ratios peer/ours, per-tool cost (slope) and startup
(intercept) fitted by least squares over the sizes above one tool, the crossover size (where
ours becomes the faster one, interpolated between measured sizes), and the team target (ours
>= 3x faster than the peer at ~10,000 tools).

Without `--peer`, a venv under the user cache dir gets `mcp-tool-card-linter==VERSION` from PyPI
(printed step by step, reused on the next run). Linux/macOS only (`os.wait4`).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"
PEER_PACKAGE = "mcp-tool-card-linter"
PEER_VERSION = "1.0.0"
PEER_MAX_INPUT_BYTES = 10 * 1024 * 1024  # the peer's own input cap (see the module doc)
TARGET_RATIO = 3.0  # ours must be at least this many times faster than the peer
TARGET_SIZE = 10_000
INPUTS = ("one", "mcp", "union", "synthetic")


@dataclass(frozen=True)
class Input:
    label: str
    path: Path
    tools: int
    size: int  # bytes


@dataclass(frozen=True)
class Run:
    wall: float  # seconds, start to exit
    cpu: float  # user + sys seconds of the process (and its children)
    rss_mb: float  # peak resident set size of the largest process (rusage)
    tree_mb: float | None = None  # peak PSS summed over the process and its workers (Linux /proc)


# --- inputs ---------------------------------------------------------------------------------

def mcp_tools(corpora: Path) -> list[dict]:
    """The MCP corpus' tool objects exactly as found."""
    with open(corpora / "mcp" / "tools.jsonl", encoding="utf-8") as fh:
        return [json.loads(line)["tool"] for line in fh if line.strip()]


def union_tools(corpora: Path) -> list[dict]:
    """Every corpus tool, loaded and normalised by `workbench.load`, as an MCP tool object."""
    from workbench.loading import load

    out = []
    for path in sorted(corpora.glob("*/*.jsonl")):
        for tool in load(str(path)).tools:
            item: dict[str, Any] = {"name": tool.name}
            if tool.description is not None:
                item["description"] = tool.description
            item["inputSchema"] = tool.parameters
            out.append(item)
    return out


def write_inputs(folder: Path, corpora: Path, wanted: Sequence[str],
                 synthetic: float) -> list[Input]:
    """Write the wanted inputs as MCP `tools/list` result files in `folder`."""
    mcp = mcp_tools(corpora)
    union = union_tools(corpora) if {"union", "synthetic"} & set(wanted) else []
    made = []
    for label in wanted:
        if label == "one":
            tools = mcp[:1]
        elif label == "mcp":
            tools = mcp
        elif label == "union":
            tools = union
        else:
            if synthetic <= 1:
                continue
            tools = []
            for i in range(int(len(union) * synthetic)):
                copy, tool = divmod(i, len(union))
                tools.append({**union[tool], "name": f"{union[tool]['name']}_{copy + 1}"}
                             if copy else union[tool])
            label = f"union x{synthetic:g}"
        path = folder / f"{label.replace(' ', '-')}.json"
        data = json.dumps({"tools": tools}, ensure_ascii=False, separators=(",", ":")).encode()
        path.write_bytes(data)
        made.append(Input(label, path, len(tools), len(data)))
    return made


# --- the two commands -----------------------------------------------------------------------

def ours_command(path: Path) -> list[str]:
    """`toolschema lint PATH --format json`, with the `toolschema` next to this interpreter."""
    script = Path(sys.executable).parent / "toolschema"
    head = [str(script)] if script.is_file() else [
        sys.executable, "-c", "import sys; from workbench.cli import main; sys.exit(main())"]
    return [*head, "lint", str(path), "--format", "json"]


def _env(pycache: Path, *, ours: bool) -> dict[str, str]:
    """The environment of one linter. Both get compiled bytecode, as an installed package has: a
    shell with PYTHONDONTWRITEBYTECODE would make ours recompile every module on every run
    (~0.1 s) while the peer's wheel came with its .pyc; the cache goes under the temp dir."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    if ours:
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    return env


def peer_command(peer: Path, path: Path, report: Path, max_tools: int) -> list[str]:
    """The peer's lint of PATH: JSON report to `report`, nothing on stdout."""
    return [str(peer), "lint", "--tools-file", str(path), "--max-tools", str(max_tools),
            "--format", "none", "--json-report", str(report)]


def ensure_peer(cache: Path, version: str) -> Path:
    """The `mcp-toolsmith` of a venv under `cache`, made and filled from PyPI when missing."""
    venv = cache / f"peer-venv-{version}"
    exe = venv / "bin" / "mcp-toolsmith"
    if exe.is_file():
        print(f"peer: using {exe} (cached)")
        return exe
    print(f"peer: creating a venv at {venv}")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    print(f"peer: pip install {PEER_PACKAGE}=={version}")
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install",
                    f"{PEER_PACKAGE}=={version}"], check=True)
    if not exe.is_file():
        raise SystemExit(f"peer: {exe} missing after the install")
    return exe


# Peak RSS comes from the process' own rusage, but Linux counts into it the memory of the process
# that forked it as it was before `exec` (Python's subprocess uses vfork): spawned from this
# script, which holds the corpora, every child would look as big as the script. So a small
# interpreter started with -I -S does the spawning and the timing, and reports back.
_SPAWNER = """
import json, os, subprocess, sys, threading, time
cmd, cwd, out = json.loads(sys.argv[1])
sink = open(out, "wb") if out else subprocess.DEVNULL
start = time.perf_counter()
proc = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.DEVNULL, cwd=cwd)
tree_kb = [0]

def pss_of_tree(root):
    # the process and its descendants (--jobs workers), each page counted once: Pss shares a
    # page among the processes that map it, where summing RSS would count a forked worker's
    # pages inherited from the parent twice
    parents = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    parents[int(name)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    tree, todo = set(), [root]
    while todo:
        pid = todo.pop()
        tree.add(pid)
        todo.extend(c for c, p in parents.items() if p == pid and c not in tree)
    total = 0
    for pid in tree:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith("Pss:"))
        except (OSError, StopIteration, ValueError):
            pass
    return total

def sample():
    while proc.poll() is None:
        tree_kb[0] = max(tree_kb[0], pss_of_tree(proc.pid))
        time.sleep(0.5)

if os.path.exists(f"/proc/{os.getpid()}/smaps_rollup"):
    threading.Thread(target=sample, daemon=True).start()
_, status, usage = os.wait4(proc.pid, 0)
wall = time.perf_counter() - start
proc.returncode = os.waitstatus_to_exitcode(status)
print(json.dumps([wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, tree_kb[0] or None]))
"""

def run(cmd: Sequence[str], *, cwd: Path, env: dict[str, str], stdout: Path | None = None) -> Run:
    """One whole process (its stdout to `stdout` or /dev/null): wall time from spawn to exit,
    CPU and peak RSS from its own rusage, and (Linux) the peak PSS of it and its workers
    sampled every 0.5 s."""
    spec = json.dumps([list(cmd), str(cwd), str(stdout) if stdout else None])
    done = subprocess.run([sys.executable, "-I", "-S", "-c", _SPAWNER, spec], env=env,
                          capture_output=True, text=True, check=True)
    wall, cpu, rss, tree_kb = json.loads(done.stdout)  # ru_maxrss: KB on Linux, bytes on macOS
    return Run(wall, cpu, rss / (1024 * 1024 if sys.platform == "darwin" else 1024),
               tree_kb / 1024 if tree_kb else None)


# --- figures --------------------------------------------------------------------------------

def fit(points: Sequence[tuple[int, float]]) -> tuple[float, float] | None:
    """Least-squares line through (tools, seconds): (seconds per tool, startup seconds)."""
    if len({n for n, _ in points}) < 2:
        return None
    mean_n = statistics.fmean(n for n, _ in points)
    mean_s = statistics.fmean(s for _, s in points)
    slope = (sum((n - mean_n) * (s - mean_s) for n, s in points)
             / sum((n - mean_n) ** 2 for n, _ in points))
    return slope, mean_s - slope * mean_n


def crossover(points: Sequence[tuple[int, float, float]]) -> str:
    """Where ours starts to be faster, from measured (tools, ours s, peer s) points: linear
    between the two sizes where the faster side changes. Measured, not from the fitted lines,
    whose intercepts extrapolate past the real startup costs."""
    points = sorted(points)
    if len(points) < 2:
        return "needs two sizes"
    for (n0, o0, p0), (n1, o1, p1) in itertools.pairwise(points):
        d0, d1 = p0 - o0, p1 - o1  # > 0: ours faster
        if d0 <= 0 < d1:
            return f"~{n0 + (n1 - n0) * -d0 / (d1 - d0):,.0f} tools (between {n0:,} and {n1:,})"
        if d0 > 0 >= d1:
            return f"the peer is faster again above ~{n0 + (n1 - n0) * d0 / (d0 - d1):,.0f} tools"
    faster = "ours" if points[0][2] > points[0][1] else "the peer"
    return f"none between {points[0][0]:,} and {points[-1][0]:,} tools: {faster} is faster at all"


def _stats(runs: Sequence[Run]) -> dict[str, float]:
    return {"wall": statistics.median(r.wall for r in runs), "wall_min": min(r.wall for r in runs),
            "cpu": statistics.median(r.cpu for r in runs), "rss": max(r.rss_mb for r in runs)}


def _peer_summary(report: Path) -> tuple[int | None, int | None, bool]:
    try:
        data = json.loads(report.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, None, False
    summary = data.get("summary", {})
    issues = sum(summary.get("issues_by_severity", {}).values())
    truncated = any(s.get("truncated") for s in data.get("sources", []))
    return summary.get("tools_scanned"), issues, truncated


def _ours_summary(output: Path) -> tuple[int | None, int | None, str]:
    data = output.read_bytes()
    try:
        report = json.loads(data)
        tools, findings = report["tools"], len(report["findings"])
    except (ValueError, KeyError, TypeError):
        tools = findings = None
    return tools, findings, hashlib.sha256(data).hexdigest()[:16]


def _load_average() -> str:
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "?"


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments, find or install the peer, write the inputs and measure."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", metavar="PATH", help="the peer's mcp-toolsmith executable "
                    "(default: a cached venv, made on first use)")
    ap.add_argument("--peer-version", default=PEER_VERSION)
    ap.add_argument("--peer-max-tools", type=int, default=100_000,
                    help="the peer's --max-tools (its own default, 1000, truncates)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per linter and input")
    ap.add_argument("--inputs", default=",".join(INPUTS),
                    help=f"comma-separated subset of {','.join(INPUTS)}")
    ap.add_argument("--synthetic", type=float, default=1.5, metavar="F",
                    help="size of the synthetic input in unions (<= 1: none)")
    ap.add_argument("--corpora", default=str(CORPORA))
    ap.add_argument("--keep", metavar="DIR", help="keep inputs and outputs here, not in a temp dir")
    args = ap.parse_args(argv)
    wanted = [s.strip() for s in args.inputs.split(",") if s.strip()]
    unknown = sorted(set(wanted) - set(INPUTS))
    corpora = Path(args.corpora)
    if unknown or not (corpora / "mcp" / "tools.jsonl").is_file():
        print(f"unknown inputs {unknown}" if unknown else f"corpora not found: {corpora}",
              file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))
    if args.peer:
        peer = Path(args.peer)
    else:
        cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
        peer = ensure_peer(cache / "toolschema-bench", args.peer_version)

    with tempfile.TemporaryDirectory(prefix="peer-lint-") as tmp:
        folder = Path(args.keep) if args.keep else Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        inputs = write_inputs(folder, corpora, wanted, args.synthetic)
        return measure(inputs, folder, peer, args)


def measure(inputs: Sequence[Input], folder: Path, peer: Path, args: argparse.Namespace) -> int:
    """Warm up, then time both linters on every input (`args.repeat` rounds) and report."""
    env = {who: _env(folder / "pycache", ours=who == "ours") for who in ("ours", "peer")}
    where = subprocess.run([sys.executable, "-c", "import workbench; print(workbench.__file__)"],
                           capture_output=True, text=True, env=env["ours"]).stdout.strip()
    print(f"ours: {' '.join(ours_command(Path('FILE')))} > /dev/null   (workbench from {where})")
    print(f"peer: {' '.join(peer_command(peer, Path('FILE'), Path('OUT'), args.peer_max_tools))}")
    print(f"machine: {os.cpu_count()} CPUs, load average {_load_average()} (other processes add "
          "to wall time; CPU time is steadier)")
    ours_out, peer_out = folder / "ours-output.json", folder / "peer-report.json"
    commands: dict[str, dict[str, list[str]]] = {}
    print("\nwarm-up (untimed):")
    for inp in inputs:
        name = Path(inp.path.name)  # relative to the cwd: finding messages quote the file name
        commands[inp.label] = {"ours": ours_command(name)}
        run(commands[inp.label]["ours"], cwd=folder, env=env["ours"], stdout=ours_out)
        tools, findings, digest = _ours_summary(ours_out)
        line = (f"  {inp.label:<12} {inp.tools:>7,} tools {inp.size / 1e6:5.2f} MB | ours: {tools} "
                f"tools, {findings} findings, output sha256 {digest}")
        if inp.size > PEER_MAX_INPUT_BYTES:
            line += " | peer: skipped, input over its 10 MiB cap"
        else:
            commands[inp.label]["peer"] = peer_command(peer, name, peer_out, args.peer_max_tools)
            run(commands[inp.label]["peer"], cwd=folder, env=env["peer"])
            p_tools, p_issues, truncated = _peer_summary(peer_out)
            line += f" | peer: {p_tools} tools, {p_issues} issues"
            if truncated or (p_tools is not None and p_tools != inp.tools):
                line += "  WARNING: the peer truncated the input"
        print(line, flush=True)

    results: dict[str, dict[str, list[Run]]] = {
        inp.label: {who: [] for who in commands[inp.label]} for inp in inputs}
    for i in range(max(1, args.repeat)):
        for inp in inputs:
            order = list(commands[inp.label].items())
            for who, cmd in (order if i % 2 == 0 else order[::-1]):  # alternate who goes first
                results[inp.label][who].append(run(cmd, cwd=folder, env=env[who]))
        print(f"  timed round {i + 1}/{args.repeat} done (load average {_load_average()})",
              flush=True)
    report(inputs, results, args.repeat)
    return 0


def report(inputs: Sequence[Input], results: dict[str, dict[str, list[Run]]], repeat: int) -> None:
    """Print the table, the fitted lines, the crossover and the target."""
    print(f"\nseconds over {repeat} runs (wall median / min, CPU median), peak RSS:")
    print(f"  {'input':<12} {'tools':>7} | {'ours wall':>9} {'min':>6} {'cpu':>6} {'RSS MB':>7} "
          f"| {'peer wall':>9} {'min':>6} {'cpu':>6} {'RSS MB':>7} "
          f"| {'peer/ours wall':>14} {'cpu':>5}")
    stats: dict[str, dict[str, dict[str, float] | None]] = {}
    for inp in inputs:
        ours = _stats(results[inp.label]["ours"])
        peer = _stats(results[inp.label]["peer"]) if results[inp.label].get("peer") else None
        stats[inp.label] = {"ours": ours, "peer": peer}
        row = (f"  {inp.label:<12} {inp.tools:>7,} | {ours['wall']:9.2f} {ours['wall_min']:6.2f} "
               f"{ours['cpu']:6.2f} {ours['rss']:7.0f} | ")
        if peer:
            row += (f"{peer['wall']:9.2f} {peer['wall_min']:6.2f} {peer['cpu']:6.2f} "
                    f"{peer['rss']:7.0f} | {peer['wall'] / ours['wall']:13.2f}x "
                    f"{peer['cpu'] / ours['cpu']:4.2f}x")
        else:
            row += f"{'n/a':>9} {'':6} {'':6} {'':7} |"
        print(row)

    sized = [inp for inp in inputs if inp.tools > 1]
    print("\nfit over the inputs above one tool (seconds = startup + tools x per-tool):")
    lines = {}
    for who in ("ours", "peer"):
        for measure_key, what in (("wall_min", "wall min"), ("cpu", "CPU median")):
            points = [(inp.tools, stats[inp.label][who][measure_key]) for inp in sized
                      if stats[inp.label][who]]
            line = fit(points)
            if line is None:
                print(f"  {who:<4} {what:<10}: fewer than two sizes")
                continue
            lines[who, measure_key] = line
            print(f"  {who:<4} {what:<10}: {line[0] * 1000:6.3f} ms/tool, "
                  f"startup {line[1]:5.2f} s")
        one = stats.get("one", {}).get(who)
        if one:
            print(f"  {who:<4} one tool  : {one['wall_min']:.2f} s wall min, "
                  f"{one['cpu']:.2f} s CPU (startup measured)")
    for measure_key, what in (("wall_min", "wall min"), ("cpu", "CPU median")):
        points = [(inp.tools, stats[inp.label]["ours"][measure_key],
                   stats[inp.label]["peer"][measure_key]) for inp in inputs
                  if stats[inp.label]["peer"]]
        print(f"  crossover ({what}, measured): {crossover(points)}")

    near = min((inp for inp in sized if TARGET_SIZE / 2 <= inp.tools <= TARGET_SIZE * 2),
               key=lambda inp: abs(inp.tools - TARGET_SIZE), default=None)
    if near and stats[near.label]["peer"]:
        ours, peer = stats[near.label]["ours"], stats[near.label]["peer"]
        ratio = peer["wall"] / ours["wall"]
        verdict = "OK" if ratio >= TARGET_RATIO else "NOT YET"
        print(f"\ntarget: ours >= {TARGET_RATIO:g}x faster than the peer at ~{TARGET_SIZE:,} "
              f"tools; measured on {near.label} ({near.tools:,} tools): {ratio:.2f}x wall "
              f"median, {peer['cpu'] / ours['cpu']:.2f}x CPU -> {verdict}")
        if ("ours", "cpu") in lines:
            slope, startup = lines["ours", "cpu"]
            print(f"  ours would need <= {peer['wall'] / TARGET_RATIO:.2f} s wall there; it spends "
                  f"{startup:.2f} s (fitted CPU) before the first tool and "
                  f"{slope * 1000:.3f} ms per tool")


if __name__ == "__main__":
    sys.exit(main())

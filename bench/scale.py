"""Lint at scale: peak memory and time for 10k / 100k (and, opt-in, 1M) synthetic tools, and the
`--jobs` speed-up against the one-process run of the same input in the same run; then the audit
of a generated call log (`--audit-calls`, default 1,000,000) in one process, with `--jobs N` and
on a Dask LocalCluster of 2 worker processes (`--dask`), each against the one-process run.

    python bench/scale.py [--sizes 10000,100000] [--million] [--jobs N] [--keep DIR]
                          [--audit-calls N] (--sizes '' runs the audit part only; --audit-calls 0
                          skips it)

Inputs: `bench/synthetic_tools.py` (varied, unique, deterministic MCP tools, JSONL). Each run is
one whole process, `toolschema lint FILE --format json -o OUT` (this checkout first on
PYTHONPATH), timed by a small spawner so that the peak RSS is the linter's own
(`bench/peer_lint.py`'s `run`). Per size: wall seconds, CPU seconds (user+sys, workers
included) and peak RSS (the largest process) of the single-process run and of `--jobs N`, the peak PSS of
the whole process tree (lint and workers, Linux), the speed-up in wall time,
and whether the two JSON reports are the same bytes (sha256). The report is checked to be whole
(it parses, or for the largest size its last bytes close the object) and its size is printed.

The audit log is `bench/audit.py`'s (20 tools, ~10% planted failures with retries, a time and a
conversation per call). Each audit run is one whole process, `toolschema audit LOG --tools T
--format json -o OUT`; the Dask run's CPU and RSS are the client's only (the workers are the
cluster's processes, started by this script before the runs, PYTHONPATH set to this checkout).

Targets (issue "hostile input and scale"): 100,000 tools <= 500 MB; 1,000,000 tools <= 2 GB and
<= 3 min. `--million` adds the 1M size (minutes, GBs of RAM and ~2 GB of output on disk);
`--runs jobs` measures the `--jobs` run alone (the one-process run of 1M takes ~25 CPU minutes
here): the speed-up and the same-bytes check then need both runs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from peer_lint import _env, ours_command, run  # noqa: E402  (bench scripts, not a package)
from synthetic_tools import write_jsonl  # noqa: E402

TARGET_MB = {100_000: 500, 1_000_000: 2048}
TARGET_S = {1_000_000: 180}


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def whole(path: Path, *, parse: bool) -> bool:
    """The report is complete: it parses (small ones) or ends by closing the top object."""
    if parse:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        return isinstance(data, dict) and set(data) == {"tools", "findings", "scores"}
    with open(path, "rb") as fh:
        fh.seek(max(0, path.stat().st_size - 4))
        return fh.read().endswith(b"}\n}\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--runs", default="1,jobs",
                    help="which runs: 1 (one process), jobs (--jobs N) or both (default 1,jobs)")
    ap.add_argument("--million", action="store_true", help="add 1,000,000 tools (minutes)")
    ap.add_argument("--jobs", default="auto", help="--jobs of the parallel run (default auto)")
    ap.add_argument("--keep", metavar="DIR", help="write inputs and reports here (else a temp dir)")
    ap.add_argument("--audit-calls", type=int, default=1_000_000,
                    help="calls of the audit log (0: no audit runs)")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    if args.million:
        sizes.append(1_000_000)
    runs = {r.strip() for r in args.runs.split(",")}
    if not runs or not runs <= {"1", "jobs"}:
        ap.error("--runs takes 1, jobs or 1,jobs")
    folder = Path(args.keep or tempfile.mkdtemp(prefix="toolschema-scale-"))
    folder.mkdir(parents=True, exist_ok=True)
    env = _env(folder / "pycache", ours=True)
    print(f"cpus available: {len(os.sched_getaffinity(0))}; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    # RSS MB: the largest process (rusage); tree MB: the peak PSS of the lint and its --jobs
    # workers together (Linux), what the memory target is judged on when it is measured
    print(f"{'tools':>9} {'MB in':>6} | {'run':<9} {'wall s':>7} {'cpu s':>7} {'RSS MB':>7} "
          f"{'tree MB':>7} | {'report MB':>9} whole same  speed-up  target")
    for n in sizes:
        source = folder / f"tools-{n}.jsonl"
        if not source.exists():
            write_jsonl(n, str(source))
        mb_in = source.stat().st_size / 1e6
        results = {}
        for label, extra in (("1 process", []), (f"--jobs {args.jobs}", ["--jobs", args.jobs])):
            if ("1" if not extra else "jobs") not in runs:
                continue
            out = folder / f"report-{n}-{'serial' if not extra else 'jobs'}.json"
            cmd = [*ours_command(source), "-o", str(out), *extra]
            measured = run(cmd, cwd=folder, env=env)
            results[label] = (measured, out)
        base = results["1 process"][0] if "1 process" in results else None
        digests = {sha256(out) for _, out in results.values()}
        same = ("yes" if len(digests) == 1 else "NO") if len(results) > 1 else "-"
        for label, (m, out) in results.items():
            ok = whole(out, parse=n <= 100_000)
            speed = f"{base.wall / m.wall:.2f}x" if base is not None and label != "1 process" else ""
            goals = []
            if n in TARGET_MB:
                peak = max(m.rss_mb, m.tree_mb or 0.0)
                goals.append(f"<= {TARGET_MB[n]} MB {'OK' if peak <= TARGET_MB[n] else 'MISSED'}")
            if n in TARGET_S:
                goals.append(f"<= {TARGET_S[n]} s {'OK' if m.wall <= TARGET_S[n] else 'MISSED'}")
            tree = f"{m.tree_mb:>7.0f}" if m.tree_mb else f"{'-':>7}"
            print(f"{n:>9,} {mb_in:>6.0f} | {label:<9} {m.wall:>7.1f} {m.cpu:>7.1f} {m.rss_mb:>7.0f} {tree} | "
                  f"{out.stat().st_size / 1e6:>9.0f} {'yes' if ok else 'NO':<5} "
                  f"{same:<5} {speed:>8}  {'; '.join(goals)}")
        if not args.keep:
            for _, out in results.values():
                out.unlink()
    if args.audit_calls:
        audit_speedups(folder, args.audit_calls, args.jobs, env, keep=bool(args.keep))
    return 0


def audit_command(log: Path, tools: Path, out: Path, extra: list[str]) -> list[str]:
    """`toolschema audit LOG --tools TOOLS --format json -o OUT ...` with this interpreter."""
    head = ours_command(log)[:-4]  # the `toolschema` launcher, without `lint PATH --format json`
    return [*head, "audit", str(log), "--tools", str(tools), "--format", "json", "-o", str(out), *extra]


def audit_speedups(folder: Path, calls: int, jobs: str, env: dict[str, str], *, keep: bool) -> None:
    """The audit of a generated log: one process, `--jobs`, and `--dask` on a LocalCluster of two
    worker processes; wall/CPU/RSS of each, the speed-ups and whether the reports are the same
    bytes."""
    from audit import make_tools, write_log  # bench/audit.py: the same log as its throughput bench

    tools_path, log = folder / "audit-tools.json", folder / f"calls-{calls}.jsonl"
    tools = make_tools()
    tools_path.write_text(json.dumps(tools), encoding="utf-8")
    if not log.exists():
        write_log(log, calls, tools, 0.10)
    print(f"\naudit of {calls:,} calls ({log.stat().st_size / 1e6:,.0f} MB); load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'run':<22} {'wall s':>7} {'cpu s':>7} {'RSS MB':>7}  same  speed-up")
    runs = [("1 process", []), (f"--jobs {jobs}", ["--jobs", jobs])]
    cluster = _dask_cluster()
    if cluster is not None:
        runs.append(("--dask (2 workers)", ["--dask", cluster.scheduler_address]))
    results = {}
    try:
        for label, extra in runs:
            out = folder / f"audit-{len(results)}.json"
            results[label] = (run(audit_command(log, tools_path, out, extra), cwd=folder, env=env), out)
    finally:
        if cluster is not None:
            cluster.close()
    base = results["1 process"][0]
    first = sha256(results["1 process"][1])
    for label, (m, out) in results.items():
        speed = f"{base.wall / m.wall:.2f}x" if label != "1 process" else ""
        print(f"{label:<22} {m.wall:>7.1f} {m.cpu:>7.1f} {m.rss_mb:>7.0f}  "
              f"{'yes' if sha256(out) == first else 'NO':<5} {speed:>8}")
        if not keep:
            out.unlink()
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def _dask_cluster():
    """A LocalCluster of two single-threaded worker processes that import this checkout, or None
    (with a note) when Dask is not installed."""
    try:
        from distributed import LocalCluster
    except ImportError:
        print("(Dask is not installed: pip install 'toolschema-workbench[dask]'; no --dask run)")
        return None
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                        silence_logs=40)


if __name__ == "__main__":
    sys.exit(main())

"""`probe(tool, executor)`: run valid cases, mutations and attacks through the schema validator and
the executor, and report where the two disagree.

Each case is classified schema {accepts, rejects} x executor {accepts, rejects, crashes, times
out}. Gaps (fixed vocabulary, `report.GAP_KINDS`):
- schema-accepts-executor-rejects: a rule only the executor knows — put it in the schema;
- schema-rejects-executor-accepts: the executor trusts the validator alone — validate again
 ;
- executor-crash: any exception other than ValueError, on valid or invalid input;
- executor-timeout: no answer within `timeout` seconds (the worker is killed; the run goes on).
Identical gaps are grouped with a count; each carries a shrunk witness.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, cast

from workbench.errors import InvalidArgument
from workbench.model import Tool
from workbench.prober.attacks import attacks
from workbench.prober.cases import Case, choose_bases
from workbench.prober.executors import FileExecutor, Outcome, Runner
from workbench.prober.generate import Progress, full_instance, generate
from workbench.prober.mutate import mutate
from workbench.prober.report import AttackResult, Gap, ProbeReport
from workbench.prober.shrink import shrink
from workbench.schema.validate import SchemaUnusable, compile_validator, is_valid, issues

SHRINK_BUDGET = 150
SHRINK_TOTAL = 2000
MAX_TIMEOUT_STREAK = 20  # an executor that hangs on everything must not cost cases x timeout
SHRINK_TIMEOUTS = 2  # shrinking stops after this many timeouts (each costs `timeout` seconds)


def probe(tool: Any, executor: Callable[[Any], Any] | None = None, *, max_examples: int = 100,
          seed: int = 0, timeout: float = 2.0, progress: Progress | None = None,
          client: Any = None) -> ProbeReport:
    """Probe one tool (a `Tool`, or anything `workbench.load` accepts that holds one tool).

    `executor(args)` is called once per case in a killable worker; `timeout` is per call.
    `progress(done, total)`: `done` only grows; `total` grows once the mutations are known.
    `client`: a `dask.distributed.Client`: the (schema-only) probe runs on a worker of that
    cluster, with the same report as here (the seed fixes it); an executor cannot be sent
    there (it runs on this machine: use `executor` without `client`). The CLI's `--dask`
    probes the tools of a set in chunks this way.
    """
    if client is not None:
        if executor is not None:
            raise InvalidArgument("probe(client=...) probes the schema only: pass executor=None")
        from workbench.dask_run import map_chunks

        settings = {"max_examples": max_examples, "seed": seed, "timeout": timeout}
        return map_chunks(client, probe_chunk, [_one_tool(tool)], settings, chunks=1)[0]
    tool = _one_tool(tool)
    schema = tool.parameters
    try:
        validator = compile_validator(schema)
    except SchemaUnusable as exc:
        return ProbeReport(tool.name, 0, 0, 0, 0, {}, {}, unsupported=(f"schema cannot be compiled: {exc}",),
                           schema=schema, timeout=timeout, seed=seed)

    def gen_progress(done: int, total: int) -> None:
        if progress is not None:
            progress(done, max_examples)

    generated = generate(schema, max_examples=max_examples, seed=seed, progress=gen_progress)
    valid = list(generated.valid)
    full = full_instance(schema, seed)
    if full is not None and full not in valid:
        valid.insert(0, full)
    notes: list[str] = []
    runner = Runner(executor, timeout) if executor is not None else None
    if runner is not None and runner.note:
        notes.append(runner.note)
    try:
        results: list[tuple[Case, Outcome | None]] = []
        done = [max_examples]

        streak = [0]  # consecutive timeouts

        def run(batch: list[Case]) -> None:
            total = max_examples + len(results) + len(batch)
            for case in batch:
                outcome = None
                if runner is not None and streak[0] < MAX_TIMEOUT_STREAK:
                    outcome = runner.call(case.input)
                    streak[0] = streak[0] + 1 if outcome.kind == "timeout" else 0
                results.append((case, outcome))
                done[0] += 1
                if progress is not None and runner is not None:
                    progress(done[0], total)

        run([Case(v, "generated", True) for v in valid])
        # mutate and attack from inputs the executor accepts, so a rejection is caused by the change
        accepted = [c.input for c, o in results if o is not None and o.kind == "accepts"]
        bases = choose_bases(schema, accepted or valid)
        mutations = mutate(schema, bases)
        run(mutations.cases + attacks(schema, bases))
        cases = [c for c, _ in results]
        outcomes = [o for _, o in results]
        gaps = _gaps(schema, validator, cases, outcomes, runner) if runner else ()
        if streak[0] >= MAX_TIMEOUT_STREAK:
            skipped = sum(1 for o in outcomes if o is None)
            notes.append(f"the executor timed out on {MAX_TIMEOUT_STREAK} consecutive calls; "
                         f"the remaining {skipped} case(s) were not run")
    finally:
        if runner is not None:
            runner.close()
    if progress is not None:
        progress(max(done[0], max_examples + len(cases)), max_examples + len(cases))
    unsound = sum(1 for c in cases if validator.is_valid(c.input) != c.schema_valid)
    if not generated.valid:
        notes.append("no valid case could be generated")
    file_exec = executor if isinstance(executor, FileExecutor) else None
    return ProbeReport(
        tool=tool.name, cases=len(cases),
        schema_valid=sum(1 for c in cases if c.schema_valid),
        schema_invalid=sum(1 for c in cases if not c.schema_valid), unsound=unsound,
        coverage=mutations.coverage, uncovered=mutations.uncovered, gaps=gaps,
        attacks=_attack_results(cases, outcomes), relabelled=mutations.relabelled,
        dropped=generated.dropped, unsupported=generated.unsupported, notes=tuple(notes),
        schema=schema, tool_file=_tool_file(tool),
        executor_file=file_exec.path if file_exec else _function_file(executor),
        executor_name=file_exec.name if file_exec else getattr(executor, "__name__", None),
        timeout=timeout, seed=seed)


def gap_kind(schema_valid: bool, outcome: Outcome) -> str | None:
    if outcome.kind == "timeout":
        return "executor-timeout"
    if outcome.kind == "crashes":
        return "executor-crash"
    if schema_valid and outcome.kind == "rejects":
        return "schema-accepts-executor-rejects"
    if not schema_valid and outcome.kind == "accepts":
        return "schema-rejects-executor-accepts"
    return None


def _normalise(message: str) -> str:
    """Messages that differ only in the offending value are the same gap."""
    text = re.sub(r"(['\"]).*?\1", "'…'", message)
    return re.sub(r"-?\d+(\.\d+)?", "N", text)[:200]


def _violations(schema: Any, value: Any) -> frozenset[tuple[str, str]]:
    return frozenset((i.keyword, i.pointer) for i in issues(schema, value))


def _group_key(schema: Any, case: Case, kind: str, outcome: Outcome) -> tuple[Any, ...]:
    if kind == "schema-rejects-executor-accepts":  # one gap per constraint the executor skips
        return (kind, tuple(sorted(k for k, _ in _violations(schema, case.input))))
    if kind == "executor-timeout":
        return (kind,)
    return (kind, _normalise(outcome.message))


def _gaps(schema: Any, validator: Any, cases: list[Case], outcomes: list[Outcome | None],
          runner: Runner) -> tuple[Gap, ...]:
    groups: dict[tuple[Any, ...], list[int]] = {}
    for i, (case, outcome) in enumerate(zip(cases, outcomes)):
        if outcome is None:  # not run (timeout streak)
            continue
        kind = gap_kind(case.schema_valid, outcome)
        if kind is not None:
            groups.setdefault(_group_key(schema, case, kind, outcome), []).append(i)
    out: list[Gap] = []
    budget_left = SHRINK_TOTAL
    timeouts = [0]
    for key, members in groups.items():
        kind = key[0]
        first = min(members, key=lambda i: len(json.dumps(cases[i].input, default=str)))
        case, outcome = cases[first], cast(Outcome, outcomes[first])  # grouped only if it ran
        witness = case.input
        if kind != "executor-timeout" and budget_left > 0:
            spent = [0]
            # a witness with well-formed dates stays well-formed: "2" is no readable check_in
            formats_ok = case.schema_valid and is_valid(schema, case.input, assert_formats=True)

            def keeps(value: Any, key: tuple[Any, ...] = key, valid: bool = case.schema_valid,
                      formats_ok: bool = formats_ok, spent: list[int] = spent, kind: str = kind,
                      case: Case = case) -> bool:
                spent[0] += 1
                if validator.is_valid(value) != valid or timeouts[0] >= SHRINK_TIMEOUTS:
                    return False
                if formats_ok and not is_valid(schema, value, assert_formats=True):
                    return False
                result = runner.call(value)
                timeouts[0] += result.kind == "timeout"
                found = gap_kind(valid, result)
                if found != kind:
                    return False
                probe_case = Case(value, case.origin, valid)
                if _group_key(schema, probe_case, found, result) != key:
                    return False
                return valid or _violations(schema, value) <= _violations(schema, case.input)

            witness = shrink(case.input, keeps, budget=min(SHRINK_BUDGET, budget_left))
            budget_left -= spent[0]
            outcome = runner.call(witness) if witness is not case.input else outcome
        out.append(Gap(kind, witness, _detail(schema, kind, witness, outcome, case),
                       len(members), case.target))
    order = {k: i for i, k in enumerate(("executor-timeout", "executor-crash",
                                         "schema-rejects-executor-accepts",
                                         "schema-accepts-executor-rejects"))}
    return tuple(sorted(out, key=lambda g: (order[g.kind], -g.count)))


def _detail(schema: Any, kind: str, witness: Any, outcome: Outcome, case: Case) -> str:
    if kind == "schema-accepts-executor-rejects":
        return (f"the executor rejects a schema-valid input: {outcome.message} — a rule only the "
                "executor knows; state it in the schema")
    if kind == "schema-rejects-executor-accepts":
        found = issues(schema, witness)
        why = "; ".join(f"{i.keyword} at {i.pointer or '/'}: {i.message}" for i in found[:3])
        return (f"the schema rejects it ({why}) but the executor accepted it"
                f"{' and returned ' + outcome.result if outcome.result else ''} — validate again "
                "in the executor")
    validity = "schema-valid" if case.schema_valid else "schema-invalid"
    if kind == "executor-crash":
        return f"{outcome.message} on {validity} input"
    return f"{outcome.message} ({validity} input)"


def _attack_results(cases: list[Case], outcomes: list[Outcome | None]) -> tuple[AttackResult, ...]:
    groups: dict[tuple[str | None, str], list[int]] = {}
    for i, case in enumerate(cases):
        if case.origin == "attack" and case.schema_valid:
            groups.setdefault((case.target, case.where), []).append(i)
    out = []
    for (kind, where), members in groups.items():
        first = cases[members[0]]
        results = sorted({o.kind for i in members if (o := outcomes[i]) is not None})
        note = first.note.split(": ", 1)[-1]
        out.append(AttackResult(kind or "", where, note, len(members),
                                "/".join(results) if results else None))
    return tuple(out)


def _one_tool(tool: Any) -> Tool:
    if isinstance(tool, Tool):
        return tool
    from workbench.loading import load

    toolset = load(tool)
    if len(toolset) != 1:
        raise InvalidArgument(f"probe() takes one tool; this input holds {len(toolset)} "
                              f"({', '.join(toolset.names()[:5])}); pick one: toolset['name']")
    return toolset[0]


def _tool_file(tool: Tool) -> str | None:
    from pathlib import Path

    file = tool.origin.file
    return str(Path(file).resolve()) if file and not file.startswith("<") and Path(file).is_file() else None


def _function_file(fn: Any) -> str | None:
    """A plain top-level function's file (so `as_pytest` can import it); None for lambdas,
    closures and notebook cells."""
    from workbench.prober.regression import function_file

    name = getattr(fn, "__name__", "<lambda>")
    if fn is None or name == "<lambda>" or getattr(fn, "__qualname__", name) != name:
        return None
    file = function_file(fn)
    return file if file and not file.startswith("<") else None


def probe_chunk(tools: list[Tool], settings: dict[str, Any]) -> list[ProbeReport]:
    """Schema-only probes of several tools, in order (the unit a worker process or a Dask worker
    runs); `settings`: `max_examples`, `seed`, `timeout`."""
    return [probe(tool, None, **settings) for tool in tools]

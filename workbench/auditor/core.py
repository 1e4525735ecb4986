"""`audit(log, tools)`: validate every logged call, count, cluster the failures.

The hot loop is deliberately flat: read a line, decode it (orjson when installed), find the calls,
decode `arguments` when it is a string, and ask the tool's compiled jsonschema-rs validator
`is_valid`. Only an invalid call pays for the detailed errors. Memory is bounded by the number of
clusters and their top-value counters, never by the log's length.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from workbench.auditor import parts
from workbench.auditor.classify import Clusters, errors_of, pointer
from workbench.auditor.links import Links
from workbench.auditor.readers import LogFile, document_records, is_document
from workbench.auditor.report import AuditReport, Cluster, MalformedLine
from workbench.auditor.retries import Retries
from workbench.auditor.rules import executor_rules
from workbench.auditor.scan import failure_keys, scan_records
from workbench.auditor.suggest import rule_suggestion, suggest
from workbench.auditor.trends import BY, Trend
from workbench.errors import InvalidArgument, LoadError
from workbench.loading import as_toolset
from workbench.model import ToolSet
from workbench.schema.pointer import split
from workbench.schema.validate import SchemaUnusable, compile_validator

Progress = Callable[[int, int], None]
MALFORMED_KEPT = 100
TOP_EXAMPLES = 10
Error = tuple[str, str, Any]  # (path, kind, offending value)
Diagnosis = tuple[list[Error], bool, list[tuple[str, str]], list[tuple[str, Any]]]


class _State:
    def __init__(self, toolset: ToolSet, assert_formats: bool, cluster_cap: int,
                 use_ledger: bool = False, by: str | None = None) -> None:
        self.schemas: dict[str, Any] = {}
        self.validators: dict[str, Any] = {}
        self.is_valid: dict[str, Callable[[Any], bool]] = {}
        self.broken: dict[str, str] = {}
        # executor-side rules (ledger prose rows) folded into one validator per tool
        self.rule_validators: dict[str, Any] = {}
        self.rule_evidence: dict[str, dict[tuple[str, ...], str]] = {}
        self.rule_notes: dict[tuple[str, str], str] = {}
        self.executor_rejected = 0
        rows_of: dict[str, list[Any]] = {}
        if use_ledger:
            from workbench.constraints import ledger

            for row in ledger(toolset).rows:
                rows_of.setdefault(row.tool, []).append(row)
        for tool in toolset:
            if tool.name in self.schemas:
                continue  # the first definition of a duplicated name wins, as in the loader's order
            self.schemas[tool.name] = tool.parameters
            try:
                validator = compile_validator(tool.parameters, assert_formats=assert_formats)
            except SchemaUnusable as exc:
                self.broken[tool.name] = str(exc)
                continue
            self.validators[tool.name] = validator
            self.is_valid[tool.name] = validator.is_valid
            augmented, evidence = executor_rules(rows_of.get(tool.name, []), tool.parameters)
            if evidence:
                try:
                    rules = compile_validator(augmented, assert_formats=True)
                except SchemaUnusable:
                    continue
                self.rule_validators[tool.name] = rules
                # keyed by the schema path's steps, as an error gives them (no pointer built per error)
                self.rule_evidence[tool.name] = {tuple(split(at)): note for at, note in evidence.items()}
                self.is_valid[tool.name] = rules.is_valid  # one check per call covers both
        self.clusters = Clusters(cap=cluster_cap)
        self.retries = Retries()
        self.links = Links(cap=cluster_cap)
        self.by = by
        self.trend = Trend(by, cap=cluster_cap) if by else None
        self.calls = self.valid = self.invalid = self.malformed = 0
        self.malformed_kept: list[MalformedLine] = []

    def bad_line(self, file: str, line: int, reason: str) -> None:
        self.malformed += 1
        if len(self.malformed_kept) < MALFORMED_KEPT:
            self.malformed_kept.append(MalformedLine(file, line, reason))

    def failed(self, name: str, arguments: Any, decode_failed: bool, record: Any) -> None:
        """A failing call of `record` (see `failure`)."""
        self.failure(name, arguments, decode_failed, *failure_keys(record, self.by))

    def not_json(self, name: str, message: str) -> None:
        """A call whose arguments (passed from Python) are not JSON data."""
        self.invalid += 1
        self.clusters.add(name, "", "other", message)

    def failure(self, name: str, arguments: Any, decode_failed: bool, conversation: str | None,
                when: Any, diagnosis: Diagnosis | None = None) -> None:
        """Record a failing call (counted once) and each of its errors in its cluster; a call
        only an executor-side rule rejects is schema-valid, clustered as `executor-rule`. The
        same failing call sent again in one conversation is counted as a retry of the first.
        `conversation` and `when`: the record's conversation and time (`scan.failure_keys`);
        `diagnosis`: the call's `diagnose` when a worker made it already."""
        entry = None
        if conversation is not None:
            entry = self.retries.enter(conversation, name, arguments)
            if entry is None:
                return
        errors, executor_only, notes, missing = diagnosis or self.diagnose(name, arguments, decode_failed)
        for path, note in notes:
            self.rule_notes.setdefault((name, path), note)
        for path, instance in missing:  # a value sent under an invented name?
            self.links.consider(name, path, instance, self.schemas[name])
        if executor_only:
            self.valid += 1
            self.executor_rejected += 1
        else:
            self.invalid += 1
        add = self.clusters.add
        for path, kind, value in errors:
            add(name, path, kind, value)
        if entry is not None:
            entry[1] = [error[:2] for error in errors]
        if self.trend is not None:
            self.trend.add_failure(self.trend.period(when), {(name, kind) for _, kind, _ in errors})

    def diagnose(self, name: str, arguments: Any, decode_failed: bool) -> Diagnosis:
        """The errors of a failing call; whether only executor-side rules reject it; the
        executor-rule notes met `(path, note)`; the missing required fields `(path, the object
        that misses it)`. Reads the compiled validators only, so a worker can run it."""
        rules = self.rule_validators.get(name)
        if rules is not None and not decode_failed and self.validators[name].is_valid(arguments):
            evidence = self.rule_evidence[name]
            found: list[Error] = []
            notes: list[tuple[str, str]] = []
            for err in rules.iter_errors(arguments):
                path = pointer(err.instance_path)
                note = evidence.get(tuple(map(str, err.schema_path)))
                if note is not None:
                    notes.append((path, note))
                    found.append((path, "executor-rule", err.instance))
            return found, True, notes, []
        if name not in self.schemas:
            return [("", "unknown-tool", name)], False, [], []
        if decode_failed:
            return [("", "unparseable-arguments", arguments)], False, [], []
        if name in self.broken:
            return [("", "other", f"the tool's schema cannot be compiled: {self.broken[name]}")], False, [], []
        found = []
        missing: list[tuple[str, Any]] = []
        for path, kind, value, instance in errors_of(self.validators[name], arguments):
            found.append((path, kind, value))
            if kind == "missing-required":
                missing.append((path, instance))
        # is_valid and iter_errors disagree only on exotic schemas; the call is still counted
        return found or [("", "other", arguments)], False, [], missing

    def run(self, records: Iterable[Any], file: str, tell: Callable[[], int] | None,
            base: int, total: int, progress: Progress | None) -> None:
        tick = None
        if progress is not None:
            def tick(number: int) -> None:
                progress(base + (tell() if tell else number), total)
        number, calls, valid = scan_records(records, file, self.is_valid.get, self, self.trend, tick)
        self.calls += calls
        self.valid += valid
        if tick is not None:
            tick(number)

    def report(self) -> AuditReport:
        known = list(self.schemas)
        links = self.links.links(self.schemas)
        link_of: dict[tuple[str, str], str] = {}
        for link in links:  # the most frequent link speaks for both clusters it explains
            link_of.setdefault((link.tool, link.intended), link.suggestion)
            link_of.setdefault((link.tool, link.invented), link.suggestion)
        clusters = []
        for (tool, path, kind), (count, top) in self.clusters.table.items():
            examples = tuple(top.top(TOP_EXAMPLES))
            values = [v for v, _ in examples]
            suggestion = (rule_suggestion(path, self.rule_notes.get((tool, path), "")) if kind == "executor-rule"
                          else suggest(kind, tool, path, values, self.schemas.get(tool), known,
                                       link=link_of.get((tool, path))))
            clusters.append(Cluster(tool, path, kind, count, examples, suggestion))
        clusters.sort(key=lambda c: (-c.count, c.tool, c.path, c.kind))
        return AuditReport(self.calls, self.valid, self.invalid, self.malformed, tuple(clusters),
                           tuple(self.malformed_kept), self.clusters.folded,
                           executor_rejected=self.executor_rejected,
                           ledger_rules=sum(len(e) for e in self.rule_evidence.values()),
                           retries=self.retries.total, retry_loops=self.retries.loops(),
                           repeated_failures=self.retries.repeated_failures, field_links=links,
                           by=self.trend.by if self.trend else None,
                           trend=self.trend.periods() if self.trend else ())


def audit(log: Any, tools: Any, *, progress: Progress | None = None, assert_formats: bool = True,
          cluster_cap: int = 10_000, ledger: bool = True, by: str | None = None,
          jobs: int | str | None = None, client: Any = None) -> AuditReport:
    """Audit logged tool calls against tool definitions.

    `log`: a path (`.jsonl`, `.jsonl.gz`, `.json`, `.parquet`: one record per row), a directory
    (its log files, in sorted order) or a glob, a list of those, or an iterable of records
    (dicts) or lines (str/bytes). `tools`: anything `workbench.load` accepts, or Tools.
    `progress(done, total)`: bytes read of all files (records read and 0 for an iterable).
    `assert_formats`: check `format` (date-time, email, ...) like an executor would; default on.
    `ledger`: also check the executor-side rules the ledger reads from each tool's prose (limits,
    value lists, formats): a schema-valid call that breaks one is clustered as `executor-rule`.
    `by`: "day" or "week" counts calls and failures per period of the records' times
    (`workbench.auditor.trends`).

    Records that carry a conversation or session id (`conversation_id`, `session_id`, ...) are
    read for retry loops: the same failing call sent again in one conversation counts once as a
    failure and once per repeat in `retries` (so `calls` = `valid` + `invalid` + `retries`).
    A failing call that misses a required field while sending an undeclared one is read for an
    invented-field link (`field_links`). Both are computed for failing calls only.
    `jobs`: processes for a large JSON-lines log (0 or "auto": one per CPU): blocks of lines are
    checked in forked workers and merged in order (`workbench/auditor/parts.py`). `client`: a
    `dask.distributed.Client`: each log file (a large plain one in byte ranges) is checked on the
    cluster's workers, which must see the files under the same paths, and merged here. Either
    way the report is the one a single process gives.

    Raises `LoadError` for an unreadable log file or when no tool loads, `InvalidArgument` for
    another `by`.
    """
    if by is not None and by not in BY:
        raise InvalidArgument(f"by must be one of {', '.join(BY)}, not {by!r}")
    from workbench.parallel import resolve_jobs

    processes = resolve_jobs(jobs)
    toolset = as_toolset(tools)
    state = _State(toolset, assert_formats, cluster_cap, ledger, by)
    sources = _sources(log)
    if client is not None:
        parts.audit_on_dask(state, (toolset, assert_formats, cluster_cap, ledger, by), sources, client,
                            progress)
        return state.report()
    total = sum(_size(s) for s in sources if isinstance(s, (str, os.PathLike)))
    base = 0
    for source in sources:
        if isinstance(source, (str, os.PathLike)):
            name = str(source)
            try:
                if parts.is_parquet(source):
                    state.run(parts.parquet_rows(source), name, None, base, total, progress)
                elif is_document(source):
                    state.run(document_records(source), name, None, base, total, progress)
                elif processes > 1:
                    parts.audit_lines_split(state, source, processes, base, total, progress)
                else:
                    with LogFile(source) as log_file:
                        state.run(log_file.lines, name, log_file.tell, base, total, progress)
                    if log_file.stopped:  # a gzip stream cut short: what came before still counts
                        state.bad_line(name, *log_file.stopped)
            except OSError as exc:  # includes gzip's BadGzipFile
                raise LoadError(f"cannot read the log: {exc.strerror or exc}", file=name) from None
            except ValueError as exc:  # a .json document that is not JSON
                if isinstance(exc, LoadError):
                    raise
                raise LoadError(f"not JSON: {exc}", file=name) from None
            base += _size(source)
        else:
            state.run(source, "<records>", None, 0, 0, progress)
    return state.report()


def _sources(log: Any) -> list[Any]:
    if isinstance(log, (str, os.PathLike)):
        return parts.expand_logs([log])
    if isinstance(log, (list, tuple)) and log and all(isinstance(x, (str, os.PathLike)) for x in log):
        return parts.expand_logs(log)
    if isinstance(log, dict):
        return [[log]]
    if isinstance(log, Iterable):
        return [log]
    raise InvalidArgument("audit() needs a log path, a list of paths or an iterable of records, "
                          f"not {type(log).__name__}")


def _size(path: Any) -> int:
    try:
        return os.path.getsize(Path(path))
    except OSError:
        return 0

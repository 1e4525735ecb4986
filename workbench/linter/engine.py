"""The lint engine: run the selected catalogue rules over a tool set and build the report.

    report = lint("tools.json", profiles=["openai-strict"], ignore=["style-consistency"])
    report.findings, report.scores, report.set_score, report.explain("crm_get_customer")
    report.to_json(), report.to_sarif(), report.to_text(), report.to_frame()

Every tool-scope rule runs once per tool, every set-scope rule once per set, all sharing one
`ToolContext` per tool (one schema walk). A rule that raises does not stop the lint: the crash
becomes one `schema-error` finding naming the rule and the exception, and the other rules go on.

Profiles: the selected ones (default `generic`) apply to every tool; a tool that declares
`strict: true` in its own envelope is also checked against that provider's strict profile
(`profiles.STRICT_PROFILE_BY_FORMAT`), because that is how its provider will treat it.

Shared definitions: a finding inside `$defs` that the tool never references is dropped, and one
that several tools share (same definition, same finding) is reported once, on the first of them
(`workbench/linter/definition_findings.py`). So is a finding inside an inline sub-object several
tools carry with the same content (`workbench/linter/shared_blocks.py`).

Suppression: `"x-toolschema-ignore": ["rule-id" | "category", ...]` in the tool's parameter schema
(at the root or on any subschema, covering the findings at or below it) or at the top level of the
tool's own definition. Suppressed findings stay in the report with `suppressed=True`; they cost no
score and do not change the exit status. A tool cannot suppress `injection` findings
(`workbench/linter/suppression.py`): only the user's own settings can.
"""

from __future__ import annotations

import gc
import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from workbench.errors import InvalidArgument
from workbench.linter import spool
from workbench.linter.catalogue import Hit, Rule, all_rules, build_tool_pass_data, drop_tool_pass_data
from workbench.linter.config import (
    ConfigSource,
    LintConfig,
    Names,
    SeverityTable,
    check_names,
    check_profiles,
    resolve_config,
)
from workbench.linter.context import ToolContext
from workbench.linter.definition_findings import place_definition_findings
from workbench.linter.retired_tools import retire_design_findings
from workbench.linter.score import SET_LEVEL, LazyExplanations, ScoreExplanation, scores_only
from workbench.linter.shared_blocks import place_block_findings
from workbench.linter.spool import FindingSpool
from workbench.linter.suppression import UNSUPPRESSIBLE_CATEGORIES, tool_suppressions
from workbench.linter.tool_pass import (
    ToolOutcome,
    kept_context,
    received_outcomes,
    run_tool_rules,
    tool_name,
)
from workbench.loading import as_toolset
from workbench.model import SEVERITY_RANK, Finding, LoadProblem, Tool, ToolSet
from workbench.profiles import PROFILES, STRICT_PROFILE_BY_FORMAT, Profile, get_profiles
from workbench.render.document import Document, Rendered, rendered
from workbench.text import clear_name_caches


@dataclass(frozen=True, eq=False)
class LintReport(Rendered):
    """Findings (suppressed ones included, flagged), scores and what was run."""

    toolset: ToolSet
    findings: tuple[Finding, ...]
    scores: dict[str, int]
    set_score: int
    profiles: tuple[str, ...] = ("generic",)
    rules: tuple[Rule, ...] = ()
    explanations: Mapping[str, ScoreExplanation] = field(default_factory=dict)

    @property
    def problems(self) -> tuple[LoadProblem, ...]:
        return self.toolset.problems

    @property
    def active(self) -> tuple[Finding, ...]:
        """Findings that count: not suppressed."""
        return tuple(f for f in self.findings if not f.suppressed)

    @property
    def exit_code(self) -> int:
        return 1 if any(f.severity == "error" for f in self.active) else 0

    def counts(self) -> dict[str, int]:
        out = {"error": 0, "warning": 0, "info": 0, "suppressed": 0}
        for f in self.findings:
            if f.suppressed:
                out["suppressed"] += 1
            else:
                out[f.severity] = out.get(f.severity, 0) + 1
        return out

    def for_tool(self, name: str) -> list[Finding]:
        return [f for f in self.findings if f.tool == name]

    def explain(self, tool: str | None = None) -> ScoreExplanation:
        """The findings that lowered a tool's score with their cost; `None`: the set's own
        deductions (findings tied to no single tool)."""
        key = SET_LEVEL if tool is None else tool
        if key not in self.explanations:
            raise KeyError(f"no tool named {tool!r} in this report")
        return self.explanations[key]

    def to_dict(self) -> dict[str, Any]:
        """The fixed JSON contract: `tools`, `findings`, `scores`; each finding also says where
        it is (`file`, `line`, `file_pointer`: the JSON pointer of its place in that file)."""
        return {"tools": len(self.toolset), "findings": list(self._located_findings()),
                "scores": dict(self.scores)}

    def _located_findings(self) -> Iterator[dict[str, Any]]:
        from workbench.linter.rendering import iter_finding_positions

        for f, (file, line, pointer) in zip(self.findings, iter_finding_positions(self)):
            yield {**f.to_dict(), "file": file, "line": line, "file_pointer": pointer}

    def json_chunks(self) -> Iterator[str]:
        """`to_json()` piece by piece, one finding at a time (`workbench/jsonstream.py`): what
        the CLI writes, so a report of millions of findings is never held as one text."""
        from workbench.jsonstream import Streamed, object_chunks

        return object_chunks({"tools": len(self.toolset),
                              "findings": Streamed(self._located_findings()),
                              "scores": self.scores})

    def to_json(self, *, indent: int | None = 2) -> str:
        if indent == 2:
            return "".join(self.json_chunks())
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def to_document(self, *, show_info: bool = True) -> Document:
        """The report as one document (findings grouped under their tool in plain text) that
        every human rendering is made from; `show_info=False` leaves info findings out."""
        from workbench.linter.rendering import lint_document

        return lint_document(self, show_info=show_info)

    def to_sarif(self) -> dict[str, Any]:
        """The SARIF 2.1.0 log (GitHub code scanning), located by the positions recorded at load."""
        from workbench.linter.rendering import sarif_log

        return sarif_log(self)

    def sarif_chunks(self) -> Iterator[str]:
        """The SARIF log's text (indent 2) piece by piece, one result at a time: what the CLI
        writes, the same bytes as `json.dumps(to_sarif(), ensure_ascii=False, indent=2)`."""
        from workbench.linter.rendering import sarif_text_chunks

        return sarif_text_chunks(self)

    def to_text(self, *, color: bool = False, show_info: bool = True) -> str:
        """Plain text as the CLI prints it: findings grouped by tool, then one summary line."""
        from workbench.render.text import render_text

        return rendered(lambda: self.to_document(show_info=show_info),
                        lambda doc: render_text(doc, color=color))

    def __repr__(self) -> str:
        c = self.counts()
        return (f"<LintReport {len(self.toolset)} tools: {c['error']} errors, {c['warning']} warnings, "
                f"{c['info']} info, {c['suppressed']} suppressed; set score {self.set_score}>")


def rules() -> dict[str, Rule]:
    """The catalogue: rule id -> Rule (every rule module imported)."""
    return dict(all_rules())


def lint(tools: Any, *, profiles: Names | None = None, select: Names | None = None,
         ignore: Names | None = None, severity: SeverityTable | None = None, config: ConfigSource = None,
         rules: Iterable[Rule | str] | None = None, jobs: int | str | None = None,
         client: Any = None) -> LintReport:
    """Lint tools (anything `workbench.load` accepts, a ToolSet, a Tool or a list of Tools).

    `profiles`: profile ids (list or comma-separated). `select`/`ignore`: rule ids or categories
    ("ALL" selects everything). `severity`: {rule-or-category: level} or ["rule=level", ...].
    `config`: None (read `[tool.toolschema]` from the nearest pyproject.toml upwards from the
    current directory), False (no file), a path, a mapping or a LintConfig. `rules`: the rules
    to run instead of the whole catalogue, as catalogue ids or `Rule` objects (a `Rule` may be
    one of your own, not in the catalogue; it replaces a catalogue rule of the same id);
    `select`/`ignore` then choose among them. `jobs`: processes for the tool-scope rules on a
    large set (0 or "auto": one per CPU; `workbench/parallel.py`), the findings the same whatever
    the number. `client`: a `dask.distributed.Client`: the tool-scope rules run on that cluster's
    workers in chunks of tools (the set is sent to each worker once; the workers need the package
    installed), the set-scope rules here; the report is the one a single process gives. Raises
    ConfigError or InvalidArgument for unusable settings; a broken tool never raises.
    """
    from workbench.parallel import resolve_jobs

    processes = resolve_jobs(jobs)
    toolset = as_toolset(tools)
    settings = resolve_config(config).merged(profiles=profiles, select=select, ignore=ignore,
                                             severity=severity)
    catalogue = all_rules()
    chosen = select_rules(catalogue if rules is None else rule_pool(rules, catalogue), settings,
                          known=catalogue)
    if settings.profiles is not None:
        check_profiles(settings.profiles, settings.source)
    profs = get_profiles(list(settings.profiles) if settings.profiles else None)
    # The run allocates ~10 small objects per node and rule but builds no reference cycles worth
    # collecting mid-run: the cyclic collector's passes cost ~20% of a corpus lint, so it waits.
    collecting = gc.isenabled()
    gc.disable()
    try:
        findings = run_rules(toolset, chosen, profs, settings.severity, jobs=processes, client=client)
        names = [t.name for t in toolset]
        failed = bool(toolset.problems) and not toolset.tools
        scores, set_score = scores_only(names, findings, load_failed=failed)
        explanations = LazyExplanations(names, findings, load_failed=failed)
    finally:
        if collecting:
            gc.enable()
    return LintReport(toolset, findings, scores, set_score, tuple(p.id for p in profs),
                      tuple(chosen), explanations)



def rule_pool(rules: Iterable[Rule | str], catalogue: Mapping[str, Rule]) -> dict[str, Rule]:
    """The rules `lint(rules=...)` names: catalogue ids resolved, `Rule` objects as given."""
    if isinstance(rules, (str, Rule)):
        rules = [rules]
    pool: dict[str, Rule] = {}
    for item in rules:
        if isinstance(item, Rule):
            pool[item.id] = item
        elif isinstance(item, str) and item in catalogue:
            pool[item] = catalogue[item]
        else:
            raise InvalidArgument(f"rules: {item!r} is neither a Rule nor the id of a rule in the "
                                  "catalogue (`toolschema rules` lists them)")
    return pool


def select_rules(pool: Mapping[str, Rule], settings: LintConfig,
                 known: Mapping[str, Rule] | None = None) -> list[Rule]:
    """The rules of `pool` that the select/ignore settings keep; the names in the settings must
    be rules of `pool` or of `known` (the catalogue), categories or ALL."""
    ids = list(pool) if known is None else [*known, *pool]
    for key, names in (("select", settings.select or ()), ("ignore", settings.ignore),
                       ("severity", tuple(settings.severity))):
        check_names(names, ids, key, settings.source)
    # no select: the recommended group; a category selects its recommended rules; a rule id, a
    # group name or ALL selects pedantic rules too
    wanted = ({"ALL" if w.lower() == "all" else w for w in settings.select} if settings.select
              else {"recommended"})
    dropped = set(settings.ignore)
    return [r for r in pool.values()
            if ("ALL" in wanted or r.id in wanted or r.group in wanted
                or (r.category in wanted and r.group == "recommended"))
            and r.id not in dropped and r.category not in dropped and r.group not in dropped]


def profiles_for(tool: Tool, selected: Sequence[Profile]) -> list[Profile]:
    """The selected profiles plus the strict profile the tool's own `strict: true` implies."""
    if tool.strict is not True or not isinstance(tool.source_format, str):
        return list(selected)
    implied = next((pid for prefix, pid in STRICT_PROFILE_BY_FORMAT.items()
                    if tool.source_format.startswith(prefix)), None)
    if implied is None or any(p.id == implied for p in selected):
        return list(selected)
    return [*selected, PROFILES[implied]]


def run_rules(toolset: ToolSet, chosen: Sequence[Rule], profs: Sequence[Profile],
              overrides: Mapping[str, str], *, jobs: int = 1, client: Any = None) -> tuple[Finding, ...]:
    """Every chosen rule over the set: the findings, suppressions applied, sorted. The
    tool-scope rules run one tool at a time (`workbench/linter/tool_pass.py`), in `jobs`
    processes on a large set, or on the Dask cluster of `client`; the findings are the same
    whatever runs them."""
    contexts = [ToolContext(t, profiles_for(t, profs), toolset) for t in toolset]
    tool_rules = [r for r in chosen if r.scope == "tool"]
    set_rules = [r for r in chosen if r.scope == "set"]
    # on a large set the findings wait on disk while the set rules build their working data
    out = FindingSpool(len(contexts))
    forced = {r.id: overrides.get(r.id) or overrides.get(r.category) for r in chosen}
    # A finding repeated (same tool, place, rule and message) is kept once. Only a tool of the
    # same name can repeat another's: each tool gets its own set of what it reported, shared by
    # the tools of a repeated name, so the sets of the others go as soon as their tool is done.
    repeated_names = {n for n, k in Counter(tool_name(c) for c in contexts).items() if k > 1}
    seen_by_name: dict[str, set[tuple[str, str, str]]] = {}
    seen: set[tuple[str, str, str]] = set()
    # Messages and places recur across tools ("... has no description"): one string each.
    strings: dict[str, str] = {}
    share = strings.setdefault

    def add(rule: Rule, tool_name: str, hit: Hit) -> None:
        path = hit.path if isinstance(hit.path, str) else str(hit.path)  # keep sorting total
        key = (path, rule.id, hit.message)
        if key in seen:
            return
        seen.add(key)
        level = forced[rule.id] or hit.severity or rule.severity
        message = str(hit.message)
        out.append(Finding(tool_name, share(path, path), rule.id, rule.category, level,
                           share(message, message), hit.fix))

    table: dict[str, list[tuple[str, frozenset[str]]]] = {}
    outcomes: Iterable[ToolOutcome]
    if client is not None:
        from workbench.dask_run import map_chunks

        remote = map_chunks(client, tool_chunk, range(len(contexts)), toolset, profs, tool_rules, overrides)
        outcomes = received_outcomes(contexts, remote)
    else:
        if jobs > 1 and tool_rules:  # the set's indexes built once, read by every forked worker
            build_tool_pass_data(toolset)
        outcomes = run_tool_rules(contexts, tool_rules, lambda r, name, exc: _crash(r, name, exc, overrides),
                                  tool_suppressions, jobs=jobs)
    for position, (ctx, outcome) in enumerate(zip(contexts, outcomes)):
        contexts[position] = kept_context(ctx)  # its facts inline, not in the pass's dict
        name = tool_name(ctx)
        seen = seen_by_name.setdefault(name, set()) if name in repeated_names else set()
        if outcome.walk_error is not None:
            out.append(Finding(name, "", "schema-error", "schema-error", "error",
                               f"The parameter schema could not be read ({outcome.walk_error}); "
                               "rules that inspect it were given an empty schema."))
        for k, hits, crash in outcome.results:
            r = tool_rules[k]
            for hit in hits:
                add(r, name, hit)
            if crash is not None:
                out.append(crash)
        if outcome.suppressions:
            table.setdefault(ctx.tool.name, []).extend(outcome.suppressions)
    seen_by_name.clear()
    drop_tool_pass_data()  # what tool rules indexed per set is not read by the set rules
    if out.spilled:  # read back, the findings share their strings again: the table need not keep them
        strings.clear()
    set_seen: dict[str, set[tuple[str, str, str]]] = {}  # set rules' findings, per tool
    large = len(contexts) >= spool.SPILL_MIN_TOOLS  # the set whose findings go to disk
    for r in set_rules:
        if large:  # the names cached by the pass before: each tool's own, not asked again
            clear_name_caches()
        try:
            for hit in r.check(toolset, contexts):
                where = str(hit.tool) if hit.tool is not None else SET_LEVEL
                seen = set_seen.setdefault(where, set())
                add(r, where, hit)
        except Exception as exc:
            out.append(_crash(r, SET_LEVEL, exc, overrides))
    set_seen.clear()
    strings.clear()
    # what placing the findings needs of the contexts; the rest of them goes before the
    # findings are read back
    tools = [c.tool for c in contexts]
    definitions = [c.definitions for c in contexts]
    del contexts, outcomes  # the tool pass (a suspended generator) holds the contexts too
    findings = place_definition_findings(_apply_suppressions(list(out), table), tools, definitions)
    findings = place_block_findings(findings, tools)
    findings = retire_design_findings(findings, tools, overrides)
    del tools, definitions
    # `Finding.sort_key`'s order, one field at a time from the last: a stable sort keeps the
    # order of the fields sorted before, and each pass holds one key per finding, not a tuple
    rank = SEVERITY_RANK.get
    for key in (attrgetter("rule"), attrgetter("path"), attrgetter("tool"),
                lambda f: rank(f.severity, 9), attrgetter("suppressed")):
        findings.sort(key=key)
    return tuple(findings)


def tool_chunk(indices: Sequence[int], toolset: ToolSet, profs: Sequence[Profile], tool_rules: Sequence[Rule],
               overrides: Mapping[str, str]) -> list[ToolOutcome]:
    """The tool-scope outcomes of the tools at `indices` of the set (the unit a Dask worker runs:
    the set arrives once per worker, the indices per chunk)."""
    tools = toolset.tools
    contexts = [ToolContext(tools[i], profiles_for(tools[i], profs), toolset) for i in indices]
    return list(run_tool_rules(contexts, tool_rules, lambda r, name, exc: _crash(r, name, exc, overrides),
                               tool_suppressions))


def _crash(rule: Rule, tool_name: str, exc: Exception, overrides: Mapping[str, str]) -> Finding:
    level = overrides.get(rule.id) or overrides.get("schema-error") or "warning"
    return Finding(tool_name, "", rule.id, "schema-error", level,
                   f"Rule {rule.id} crashed on this tool ({type(exc).__name__}: {exc}); its other "
                   "checks were skipped. The schema probably has a shape the rule did not expect: "
                   "check it, and report the crash to the workbench maintainers.")


def _apply_suppressions(findings: list[Finding],
                        table: Mapping[str, list[tuple[str, frozenset[str]]]]) -> list[Finding]:
    if not table:
        return findings
    out = []
    for f in findings:
        if f.category in UNSUPPRESSIBLE_CATEGORIES:
            out.append(f)
            continue
        for pointer, names in table.get(f.tool, ()):
            if (f.rule in names or f.category in names or "ALL" in names) and (
                    pointer == "" or f.path == pointer or f.path.startswith(pointer + "/")):
                f = Finding(f.tool, f.path, f.rule, f.category, f.severity, f.message, f.fix, True)
                break
        out.append(f)
    return out

"""toolschema-workbench: design, lint, attack and audit the tool definitions LLM agents call.

The public surface is this module: functions, report classes, the rule catalogue and the errors.
It is imported lazily, so `import workbench` stays fast and pulls in no Jupyter package, pandas
or hypothesis (tests/test_imports.py checks it).

    >>> import workbench
    >>> tools = workbench.load("examples/logistics_tools.json")
    >>> report = workbench.lint(tools, profiles=["openai-strict"])

The implementation packages are named by what they are, never like a public function, so that
`workbench.lint` is always the function: `loading` (+ `envelopes/`), `linter/`, `constraints/`
(the ledger), `strict`, `prober/`, `evolution/` (diff), `auditor/`, `toolset/` (the set as the
model chooses from it: confusability, routing, discoverability, parallel safety), `servers/` (live
MCP), `pins/` (pin/verify), `costing/` (context cost), `render/`, `ui/`, `cli/`.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:  # the type checker sees the real objects; at run time they load on first use
    from workbench.auditor.core import audit
    from workbench.auditor.report import AuditReport, Cluster
    from workbench.constraints.build import ledger
    from workbench.constraints.model import Ledger, LedgerRow
    from workbench.costing.report import CostReport, cost
    from workbench.errors import ConfigError, InvalidArgument, LoadError, ServerError, WorkbenchError
    from workbench.evolution.core import diff
    from workbench.evolution.report import Change, DiffReport
    from workbench.linter.catalogue import Rule
    from workbench.linter.engine import LintReport, lint, rules
    from workbench.loading import load
    from workbench.model import Finding, LoadProblem, Note, Origin, Tool, ToolSet
    from workbench.pins.lockfile import Lockfile, pin
    from workbench.pins.verify import VerifyReport, verify
    from workbench.prober.generate import Generated, generate
    from workbench.prober.harness import probe
    from workbench.prober.report import Gap, ProbeReport
    from workbench.profiles import PROFILES, Profile
    from workbench.servers import ServerListing, ServerSpec
    from workbench.servers.watch import LiveServer
    from workbench.strict import StrictResult, to_strict
    from workbench.toolset.confusability import confusability
    from workbench.toolset.report import Confusability, ConfusablePair
    from workbench.toolset.report_discoverability import Discoverability, discoverability
    from workbench.toolset.report_parallel import ParallelSafety, parallel_safety
    from workbench.toolset.report_routing import RoutingReport
    from workbench.toolset.routing import RoutingCase, route
    from workbench.toolset.routing_cases import suggest_routing_cases
    from workbench.ui.charts import Chart, chart
    from workbench.ui.dashboard import show
    from workbench.ui.form import form

# public name -> "module:attribute"
_PUBLIC = {
    # functions
    "load": "workbench.loading:load",
    "lint": "workbench.linter.engine:lint",
    "rules": "workbench.linter.engine:rules",
    "ledger": "workbench.constraints.build:ledger",
    "to_strict": "workbench.strict:to_strict",
    "probe": "workbench.prober.harness:probe",
    "generate": "workbench.prober.generate:generate",
    "diff": "workbench.evolution.core:diff",
    "audit": "workbench.auditor.core:audit",
    "confusability": "workbench.toolset.confusability:confusability",
    "route": "workbench.toolset.routing:route",
    "suggest_routing_cases": "workbench.toolset.routing_cases:suggest_routing_cases",
    "discoverability": "workbench.toolset.report_discoverability:discoverability",
    "parallel_safety": "workbench.toolset.report_parallel:parallel_safety",
    "cost": "workbench.costing.report:cost",
    "pin": "workbench.pins.lockfile:pin",
    "verify": "workbench.pins.verify:verify",
    "form": "workbench.ui.form:form",
    "show": "workbench.ui.dashboard:show",
    "chart": "workbench.ui.charts:chart",
    # records and reports
    "Tool": "workbench.model:Tool",
    "ToolSet": "workbench.model:ToolSet",
    "Origin": "workbench.model:Origin",
    "Note": "workbench.model:Note",
    "LoadProblem": "workbench.model:LoadProblem",
    "Finding": "workbench.model:Finding",
    "LintReport": "workbench.linter.engine:LintReport",
    "Rule": "workbench.linter.catalogue:Rule",
    "Ledger": "workbench.constraints.model:Ledger",
    "LedgerRow": "workbench.constraints.model:LedgerRow",
    "StrictResult": "workbench.strict:StrictResult",
    "Generated": "workbench.prober.generate:Generated",
    "ProbeReport": "workbench.prober.report:ProbeReport",
    "Gap": "workbench.prober.report:Gap",
    "DiffReport": "workbench.evolution.report:DiffReport",
    "Change": "workbench.evolution.report:Change",
    "AuditReport": "workbench.auditor.report:AuditReport",
    "Cluster": "workbench.auditor.report:Cluster",
    "Confusability": "workbench.toolset.report:Confusability",
    "ConfusablePair": "workbench.toolset.report:ConfusablePair",
    "RoutingCase": "workbench.toolset.routing:RoutingCase",
    "RoutingReport": "workbench.toolset.report_routing:RoutingReport",
    "Discoverability": "workbench.toolset.report_discoverability:Discoverability",
    "ParallelSafety": "workbench.toolset.report_parallel:ParallelSafety",
    "Chart": "workbench.ui.charts:Chart",
    "CostReport": "workbench.costing.report:CostReport",
    "Lockfile": "workbench.pins.lockfile:Lockfile",
    "VerifyReport": "workbench.pins.verify:VerifyReport",
    "ServerSpec": "workbench.servers.spec:ServerSpec",
    "ServerListing": "workbench.servers.listing:ServerListing",
    "LiveServer": "workbench.servers.watch:LiveServer",
    "Profile": "workbench.profiles:Profile",
    "PROFILES": "workbench.profiles:PROFILES",
    # errors
    "WorkbenchError": "workbench.errors:WorkbenchError",
    "LoadError": "workbench.errors:LoadError",
    "InvalidArgument": "workbench.errors:InvalidArgument",
    "ConfigError": "workbench.errors:ConfigError",
    "ServerError": "workbench.errors:ServerError",
}

# spelled out so that linters and type checkers see the exports (test_imports.py checks it
# against _PUBLIC)
__all__ = [
    "PROFILES", "AuditReport", "Change", "Chart", "Cluster", "ConfigError", "Confusability",
    "ConfusablePair", "CostReport", "DiffReport", "Discoverability", "Finding", "Gap", "Generated",
    "InvalidArgument", "Ledger", "LedgerRow", "LintReport", "LiveServer", "LoadError",
    "LoadProblem", "Lockfile", "Note", "Origin", "ParallelSafety", "ProbeReport", "Profile",
    "RoutingCase", "RoutingReport", "Rule", "ServerError", "ServerListing", "ServerSpec",
    "StrictResult", "Tool", "ToolSet", "VerifyReport", "WorkbenchError", "__version__", "audit",
    "chart", "confusability", "cost", "diff", "discoverability", "form", "generate", "ledger",
    "lint", "load", "load_ipython_extension", "parallel_safety", "pin", "probe", "route", "rules",
    "show", "suggest_routing_cases", "to_strict", "verify",
]


def __getattr__(name: str) -> Any:
    target = _PUBLIC.get(name)
    if target is None:
        raise AttributeError(f"module 'workbench' has no attribute {name!r}")
    module_name, _, attr = target.partition(":")
    value = getattr(import_module(module_name), attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__


def load_ipython_extension(ipython: Any) -> None:
    """`%load_ext workbench` registers the `%toolschema` magics (imported only now)."""
    from workbench.ui.magic import register

    register(ipython)

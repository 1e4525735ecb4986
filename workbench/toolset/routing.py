"""Routing tests: do user requests reach the right tool?

A case is `{"request": str, "expected_tool": str, "expected_arguments"?: object}` (JSONL, a JSON
list or a YAML list). A router is any callable

    def route(request: str, tools: list[dict]) -> str | tuple[str, dict] | None

that receives the request and the tool set as OpenAI Chat tool dicts (`{"type": "function",
"function": {"name", "description", "parameters"}}`) and returns the chosen tool's name, a name
and arguments, or None for "no tool". Without one, the built-in `LexicalRouter` (router.py) is the
baseline. `workbench.route(cases, tools, router=None)` returns a `RoutingReport` (report_routing.py).

A router that raises on one case does not stop the run: that case is recorded as routed to no
tool, with the error.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from workbench.errors import InvalidArgument, LoadError
from workbench.loading import as_toolset

if TYPE_CHECKING:
    from workbench.toolset.report_routing import RoutingReport

Router = Callable[[str, list[Any]], Any]


@dataclass(frozen=True)
class RoutingCase:
    """One user request and the tool it should reach (None: no tool should be called)."""

    request: str
    expected_tool: str | None
    expected_arguments: Mapping[str, Any] | None = None
    source: str = ""  # where a drafted case came from (suggest_routing_cases); not written out

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"request": self.request, "expected_tool": self.expected_tool}
        if self.expected_arguments is not None:
            out["expected_arguments"] = dict(self.expected_arguments)
        return out


def read_cases(source: Any) -> list[RoutingCase]:
    """Routing cases from a path (.jsonl, .json, .yaml/.yml), JSON/YAML text, or a list of dicts
    or RoutingCases. Raises LoadError on unreadable input, naming the line or item."""
    if isinstance(source, (list, tuple)):
        items: list[Any] = list(source)
        where = "<cases>"
    else:
        items, where = _read_items(source)
    cases: list[RoutingCase] = []
    for n, item in enumerate(items, start=1):
        if isinstance(item, RoutingCase):
            cases.append(item)
            continue
        if not isinstance(item, Mapping) or not isinstance(item.get("request"), str):
            raise LoadError(f"case {n}: expected {{\"request\": str, \"expected_tool\": str}}", file=where)
        expected = item.get("expected_tool")
        if expected is not None and not isinstance(expected, str):
            raise LoadError(f"case {n}: expected_tool must be a string (or null for no tool)", file=where)
        args = item.get("expected_arguments")
        if args is not None and not isinstance(args, Mapping):
            raise LoadError(f"case {n}: expected_arguments must be an object", file=where)
        cases.append(RoutingCase(item["request"], expected or None, args))
    return cases


def _read_items(source: Any) -> tuple[list[Any], str]:
    text, where = source, "<text>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and not source.lstrip().startswith(("[", "{"))):
        path = Path(source)
        where = str(path)
        from workbench.loading import read_input  # regular files within the input cap only

        try:
            text = read_input(path).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise LoadError(f"not UTF-8 text (byte {exc.start})", file=where) from None
        if path.suffix.lower() in (".yaml", ".yml"):
            return _yaml_list(text, where), where
    if not isinstance(text, str):
        raise LoadError("routing cases: pass a path, JSON/YAML text or a list", file=where)
    stripped = text.strip()
    if stripped.startswith("["):
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError as exc:
            raise LoadError(f"invalid JSON: {exc.msg}", file=where, line=exc.lineno,
                            column=exc.colno) from None
        return list(data), where
    if stripped.startswith("{"):
        items = []
        for number, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                try:
                    items.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise LoadError(f"invalid JSON line: {exc.msg}", file=where, line=number,
                                    column=exc.colno) from None
        return items, where
    return _yaml_list(text, where), where


def _yaml_list(text: str, where: str) -> list[Any]:
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise LoadError(f"invalid YAML: {exc}", file=where) from None
    if not isinstance(data, list):
        raise LoadError("routing cases: expected a list of cases", file=where)
    return data


def load_router(spec: str) -> Router:
    """`module:function` or `path/to/file.py:function` -> the callable. Raises InvalidArgument."""
    target, sep, attr = spec.rpartition(":")
    if not sep or not target or not attr:
        raise InvalidArgument(f"--router {spec!r}: expected module:function or file.py:function")
    try:
        if target.endswith(".py"):
            path = Path(target)
            if not path.is_file():
                raise InvalidArgument(f"--router {spec!r}: no such file {target}")
            module_spec = importlib.util.spec_from_file_location(f"_router_{path.stem}", path)
            if module_spec is None or module_spec.loader is None:
                raise InvalidArgument(f"--router {spec!r}: cannot load {target}")
            module = importlib.util.module_from_spec(module_spec)
            module_spec.loader.exec_module(module)
        else:
            module = importlib.import_module(target)
    except InvalidArgument:
        raise
    except Exception as exc:  # the user's module failed to import: say so in one line
        raise InvalidArgument(f"--router {spec!r}: cannot import: {type(exc).__name__}: {exc}") from None
    fn = getattr(module, attr, None)
    if not callable(fn):
        raise InvalidArgument(f"--router {spec!r}: {attr!r} is not a callable in {target}")
    router: Router = fn
    return router


def chat_tools(tools: Iterable[Any]) -> list[dict[str, Any]]:
    """The tools as OpenAI Chat tool dicts (what a router receives)."""
    out = []
    for t in tools:
        function: dict[str, Any] = {"name": t.name, "parameters": dict(t.parameters)}
        if isinstance(t.description, str):
            function["description"] = t.description
        out.append({"type": "function", "function": function})
    return out


@dataclass(frozen=True)
class Decision:
    """What the router answered for one request."""

    tool: str | None
    arguments: Mapping[str, Any] | None
    error: str = ""


def decide(router: Router, request: str, tools: list[dict[str, Any]]) -> Decision:
    """Call the router on one request; a bad answer or an exception becomes a no-tool decision
    with the reason."""
    try:
        answer = router(request, tools)
    except Exception as exc:  # one failing case must not stop the run
        return Decision(None, None, f"router raised {type(exc).__name__}: {exc}")
    if answer is None or isinstance(answer, str):
        return Decision(answer or None, None)
    if (isinstance(answer, (tuple, list)) and len(answer) == 2 and isinstance(answer[0], str)
            and (answer[1] is None or isinstance(answer[1], Mapping))):
        return Decision(answer[0] or None, answer[1])
    return Decision(None, None, f"router returned {type(answer).__name__}, expected str, "
                                "(name, arguments) or None")


def route(cases: Any, tools: Any, *, router: Router | str | None = None) -> RoutingReport:
    """Run routing cases against a tool set and report accuracy, confusions, requests routed to
    no tool, arguments that fail the schema and which tool texts to change.

    `cases`: a path, text or list (see `read_cases`). `tools`: anything `workbench.load`
    accepts. `router`: a callable `(request, tools as OpenAI Chat dicts) -> name | (name, args) |
    None`, a "module:function" / "file.py:function" string, or None for the built-in lexical
    router."""
    from workbench.toolset.report_routing import build_report
    from workbench.toolset.router import LexicalRouter

    toolset = as_toolset(tools)
    chosen: Router
    if router is None:
        chosen = LexicalRouter(list(toolset))
        name = "built-in lexical router"
    elif isinstance(router, str):
        chosen, name = load_router(router), router
    elif callable(router):
        chosen, name = router, getattr(router, "__name__", type(router).__name__)
    else:
        raise InvalidArgument("router must be a callable, a 'module:function' string or None")
    case_list = read_cases(cases)
    dicts = chat_tools(toolset)
    decisions = [decide(chosen, c.request, dicts) for c in case_list]
    return build_report(case_list, decisions, toolset, name)


def cases_jsonl(cases: Sequence[RoutingCase]) -> str:
    """Cases as JSON Lines (the file format `toolschema route` reads)."""
    return "".join(json.dumps(c.to_dict(), ensure_ascii=False) + "\n" for c in cases)

"""Generate the adapter module for one tool from its ledger rows (see the package doc)."""

from __future__ import annotations

import json
import re
from typing import Any

from workbench.constraints import ledger
from workbench.constraints.model import LedgerRow
from workbench.errors import InvalidArgument
from workbench.executor_kit.template import FOOTER, HEADER
from workbench.jsonutil import brief, shorten
from workbench.model import Tool
from workbench.schema.pointer import argument_steps, join

_LAYOUT = {"YYYY": r"\d{4}", "MM": r"\d{2}", "DD": r"\d{2}", "HH": r"\d{2}", "SS": r"\d{2}"}
_FORMATS_ASSERTED = frozenset({"date-time", "date", "time", "email", "uri", "uuid", "ipv4", "ipv6",
                               "hostname", "duration", "idn-email", "uri-reference", "iri"})


DEFAULT_TIMEOUT = 30.0  # seconds a generated adapter gives its handler unless told otherwise
DEFAULT_KEEP = 10_000  # idempotency outcomes a generated adapter keeps


def adapter_source(tool: Tool, *, profiles: Any = None, timeout: float | None = DEFAULT_TIMEOUT,
                   log: str | None = None, keep: int = DEFAULT_KEEP) -> str:
    """The source of a runnable adapter module for `tool` (see the package doc). `timeout`: the
    default call timeout in seconds (None: none); `log`: the default validation-log path (None:
    no log unless the caller passes one); `keep`: idempotency outcomes kept for retried writes."""
    if timeout is not None and not timeout > 0:
        raise InvalidArgument("the call timeout must be a positive number of seconds")
    if keep < 1:
        raise InvalidArgument("the adapter must keep at least one idempotency outcome")
    rows = ledger(tool, profiles=profiles).for_tool(tool.name)
    gen = _Generator(tool)
    for row in sorted(rows, key=_check_rank):
        gen.row(row)
    schema = tool.parameters if isinstance(tool.parameters, dict) else {}
    props = p if isinstance(p := schema.get("properties"), dict) else {}
    defaults = {name: sub["default"] for name, sub in props.items()
                if isinstance(sub, dict) and "default" in sub}
    for row in rows:  # defaults a strict converter moved into a description
        v = row.value if isinstance(row.value, dict) else {}
        steps = argument_steps(row.path)
        if v.get("kind") == "demoted" and v.get("keyword") == "default" and steps and len(steps) == 1:
            defaults.setdefault(str(steps[0]), v.get("value"))
    skipped = ""
    if gen.skipped:
        skipped = "\nDuties with no generated check (not reachable from the arguments):\n" + \
                  "".join(f"- {_doc(d)}\n" for d in gen.skipped)
    head = HEADER.format(name=tool.name, schema=json.dumps(schema, ensure_ascii=False),
                          defaults=json.dumps(defaults, ensure_ascii=False), skipped=skipped)
    checks = "".join(f"{n}, " for n in gen.names)
    writes, evidence, key = write_duty(tool)
    return head + "".join(gen.functions) + FOOTER.format(
        checks=checks, name=tool.name, writes=writes, writes_evidence=_CONTROL.sub(" ", " ".join(evidence.split())),
        key_parameter=key, timeout=None if timeout is None else float(timeout), log=log, keep=int(keep))


def write_duty(tool: Tool) -> tuple[bool, str, str | None]:
    """(does a retry need an idempotency key, why, the key parameter if the tool has one): a tool
    that writes (`workbench.toolset.parallel.tool_state`, the parallel-safety reading) needs one
    unless it declares itself idempotent."""
    from workbench.toolset.parallel import idempotency_of, tool_state

    state, evidence = tool_state(tool)
    found = idempotency_of(tool)
    key = None if found is None or found.startswith("annotations.") else found
    if state != "write":
        return False, f"reads ({evidence}): no idempotency duty", key
    if found == "annotations.idempotentHint":
        return False, f"writes ({evidence}) but declares idempotentHint: true", key
    return True, f"writes ({evidence}): a retried call must not run twice", key


class _Generator:
    def __init__(self, tool: Tool) -> None:
        self.tool = tool
        self.ref_sites = _ref_sites(tool.parameters)
        self._paths: list[list] = []
        self.functions: list[str] = []
        self.names: list[str] = []
        self.skipped: list[str] = []

    def row(self, row: LedgerRow) -> None:
        if not row.duty:
            return
        self._paths = _where(row.path, self.ref_sites)
        steps = self._paths[0] if self._paths else None
        if steps is None:
            self.skipped.append(row.duty)
            return
        label = _label(steps)
        value = row.value if isinstance(row.value, dict) else {}
        if row.constraint == "format" and row.source == "keyword":
            self._format(row, steps, label, str(row.value))
        elif row.constraint == "prose" and value.get("kind") == "demoted":
            self._demoted(row, steps, label, value)
        elif row.constraint == "prose":
            self._prose(row, steps, label, value)
        elif row.constraint == "cross-field" and row.source == "heuristic":
            self._pair(row, steps, value)
        elif row.constraint == "identity":
            self.emit(row, f"{label}_is_caller", [
                "if context.subject_id is None:",
                f"    raise ToolError('CHECK_NOT_CONFIGURED', {('no caller identity (subject_id) to check ' + label + ' against')!r})",
                f"for value in _values_all(args, {self._paths!r}):",
                "    if value != context.subject_id and not (context.can_access and "
                f"context.can_access({row.value!r}, value)):",
                f"        raise ToolError('FORBIDDEN', {(label + ' is not the caller and the caller may not act for it')!r})",
            ])
        elif row.constraint == "authorization" and value.get("check") == "ownership":
            self.emit(row, f"{label}_access", [
                "if context.can_access is None:",
                f"    raise ToolError('CHECK_NOT_CONFIGURED', {('no ownership check (can_access) for ' + label)!r})",
                f"for value in _values_all(args, {self._paths!r}):",
                "    items = value if isinstance(value, list) else [value]",
                "    for item in items:",
                f"        if not context.can_access({value.get('parameter')!r}, item):",
                f"            raise ToolError('FORBIDDEN', f\"the caller may not access {label} {{item!r}}\")",
            ])
        elif row.constraint == "authorization" and value.get("check") == "business-state":
            self.emit(row, "confirmed", [
                "if not context.confirmed:",
                f"    raise ToolError('CONFIRMATION_REQUIRED', {(self.tool.name + ' changes state: ask the user to confirm first')!r})",
            ])
            self.emit(row, "business_state", [
                "if context.check_state is None:",
                f"    raise ToolError('CHECK_NOT_CONFIGURED', {('no business-state check (check_state) for ' + self.tool.name)!r})",
                "message = context.check_state(TOOL_NAME, args)",
                "if message:",
                "    raise ToolError('BUSINESS_RULE_VIOLATION', message)",
            ])
        elif row.constraint == "format" or row.constraint == "default":
            return  # defaults are applied by apply_defaults(); other advisory rows need no check
        else:
            self._hooked(row, label)

    # -- kinds ------------------------------------------------------------------------------
    def _format(self, row: LedgerRow, steps: list, label: str, fmt: str) -> None:
        if fmt not in _FORMATS_ASSERTED:
            self._hooked(row, label)
            return
        self.emit(row, f"{label}_format", [
            f"for value in _values_all(args, {self._paths!r}):",
            f"    if not is_valid({{'format': {fmt!r}}}, value, assert_formats=True):",
            f"        raise ToolError('INVALID_ARGUMENTS', f\"{label} must be a valid {fmt}, got {{value!r}}\")",
        ])

    def _prose(self, row: LedgerRow, steps: list, label: str, value: dict) -> None:
        kind, v, unit = value.get("kind"), value.get("value"), value.get("unit")
        quote = row.evidence
        if not steps and kind not in ("relative-time",):
            self._hooked(row, label)  # a tool-level limit that names no parameter
            return
        if kind in ("maximum", "minimum", "max-length", "min-length", "max-items", "min-items") \
                and isinstance(v, (int, float)):
            upper = kind.startswith("max")
            exclusive = kind in ("maximum", "minimum") and _exclusive(quote, upper)
            op = (">=" if upper else "<=") if exclusive else (">" if upper else "<")
            bound = ("below " if upper else "above ") if exclusive else \
                ("at most " if upper else "at least ")
            if kind in ("maximum", "minimum"):
                test = [f"    if _number(value) and value {op} {v!r}:"]
            else:
                test = ["    size = _size(value)", f"    if size is not None and size {op} {v!r}:"]
            message = f"{label} must be {bound}{v}{' ' + unit if unit else ''} ({quote})"
            self.emit(row, f"{label}_{kind.replace('-', '_')}", [
                f"for value in _values_all(args, {self._paths!r}):", *test,
                f"        raise ToolError('INVALID_ARGUMENTS', {message!r})",
            ])
        elif kind == "range" and isinstance(v, list) and len(v) == 2:
            lo, hi = v
            self.emit(row, f"{label}_range", [
                f"for value in _values_all(args, {self._paths!r}):",
                f"    if _number(value) and not ({lo!r} <= value <= {hi!r}):",
                f"        raise ToolError('INVALID_ARGUMENTS', {(label + ' must be between ' + str(lo) + ' and ' + str(hi) + (' ' + unit if unit else '') + ' (' + quote + ')')!r})",
            ])
        elif kind == "format" and v in _FORMATS_ASSERTED:
            self._format(row, steps, label, v)
        elif kind == "format" and v == "not-unix-timestamp":
            self.emit(row, f"{label}_not_unix_timestamp", [
                f"for value in _values_all(args, {self._paths!r}):",
                "    if _number(value) or (isinstance(value, str) and re.fullmatch(r'\\d{9,13}', value.strip())):",
                f"        raise ToolError('INVALID_ARGUMENTS', {(label + ' must not be a Unix timestamp (' + quote + ')')!r})",
            ])
        elif kind == "format" and isinstance(v, str) and re.fullmatch(r"[YMDHS/:.\- T]+", v):
            pattern = "^" + re.sub(r"YYYY|MM|DD|HH|SS", lambda m: _LAYOUT[m.group(0)],
                                   re.escape(v).replace("\\ ", " ")) + "$"
            self.emit(row, f"{label}_layout", [
                f"for value in _values_all(args, {self._paths!r}):",
                f"    if not (isinstance(value, str) and re.fullmatch({pattern!r}, value)):",
                f"        raise ToolError('INVALID_ARGUMENTS', {(label + ' must look like ' + v + ' (' + quote + ')')!r})",
            ])
        elif kind == "timezone":
            regex = r"(?:Z|z|[+-]00:?00)$" if v == "UTC" else r"(?:Z|z|[+-]\d{2}:?\d{2})$"
            what = "in UTC" if v == "UTC" else "with a time-zone offset"
            self.emit(row, f"{label}_timezone", [
                f"for value in _values_all(args, {self._paths!r}):",
                f"    if isinstance(value, str) and not re.search({regex!r}, value.strip()):",
                f"        raise ToolError('INVALID_ARGUMENTS', {(label + ' must be ' + what + ' (' + quote + ')')!r})",
            ])
        elif kind == "relative-time" and steps and isinstance(v, str):
            self._relative(row, steps, label, v, quote)
        elif kind == "enum-values" and isinstance(v, list):
            allowed = [str(x) for x in v]
            self.emit(row, f"{label}_values", [
                f"for value in _values_all(args, {self._paths!r}):",
                f"    if str(value) not in {allowed!r}:",
                f"        raise ToolError('INVALID_ARGUMENTS', f\"{label} must be one of {allowed!r}, got {{value!r}}\")",
            ])
        else:
            self._hooked(row, label)

    def _demoted(self, row: LedgerRow, steps: list, label: str, value: dict) -> None:
        keyword, v = value.get("keyword"), value.get("value")
        if keyword in ("default", "examples", "deprecated", "title"):
            return  # not a check (a demoted default is applied by apply_defaults)
        fragment = json.dumps({keyword: v}, ensure_ascii=False)
        self.emit(row, f"{label}_{keyword}", [
            f"rule = json.loads({fragment!r})",
            f"for value in _values_all(args, {self._paths!r}):",
            "    if not is_valid(rule, value, assert_formats=True):",
            f"        raise ToolError('INVALID_ARGUMENTS', {(label + ' must satisfy ' + shorten(fragment, 200) + ' (moved out of the schema by strict conversion)')!r})",
        ])

    def _relative(self, row: LedgerRow, steps: list, label: str, v: str, quote: str) -> None:
        if v in ("future", "past"):
            ref, cmp, word = "context.now()", ("<=" if v == "future" else ">="), v
        else:
            side, _, target = v.partition(":")
            cmp = "<" if side == "not-before" else ">"
            word = ("not be earlier than " if side == "not-before" else "not be later than ") + target
            if target == "now":
                ref = "context.now()"
            elif target == "today":
                ref = "context.now().date()"
            else:
                ref = None
                other = argument_steps(join("/properties", target))
        lines = [f"for value in _values_all(args, {self._paths!r}):",
                 "    moment = _moment(value)",
                 "    if moment is None:",
                 "        continue"]
        if ref is None:
            lines += [f"    others = [_moment(o) for o in _values(args, {other!r})]",
                      "    for reference in [o for o in others if o is not None]:",
                      f"        if _compare(moment, reference) {_op(cmp)}:",
                      f"            raise ToolError('INVALID_ARGUMENTS', {(label + ' must ' + word + ' (' + quote + ')')!r})"]
        else:
            lines += [f"    if _compare(moment, {ref}) {_op(cmp)}:",
                      f"        raise ToolError('INVALID_ARGUMENTS', {(label + ' must ' + ('be in the ' + word if word in ('future', 'past') else word) + ' (' + quote + ')')!r})"]
        self.emit(row, f"{label}_relative_time", lines)

    def _pair(self, row: LedgerRow, steps: list, value: dict) -> None:
        field_name: Any  # names from the ledger row: strings
        depends: Any
        field_name, depends, when = value.get("field"), value.get("depends_on"), value.get("when")
        parents = [p[:-1] for p in self._paths]
        self.emit(row, f"{field_name}_matches_{depends}", [
            f"for obj in _values_all(args, {parents!r}):",
            "    if not isinstance(obj, dict):",
            "        continue",
            f"    given = obj.get({field_name!r}) is not None",
            f"    if obj.get({depends!r}) == {when!r} and not given:",
            f"        raise ToolError('INVALID_ARGUMENTS', {(field_name + ' is required when ' + depends + ' is ' + repr(when))!r})",
            f"    if obj.get({depends!r}) != {when!r} and given:",
            f"        raise ToolError('INVALID_ARGUMENTS', {(field_name + ' must be null or absent unless ' + depends + ' is ' + repr(when))!r})",
        ])

    def _hooked(self, row: LedgerRow, label: str) -> None:
        name = self.unique(f"check_{_ident(label)}_{_ident(row.constraint)}")
        self.emit(row, None, [f"_hook({name!r}, args, context, {row.duty!r})"], name=name)

    # -- output -----------------------------------------------------------------------------
    def unique(self, name: str) -> str:
        base, n = name, 2
        while name in self.names:
            name, n = f"{base}_{n}", n + 1
        return name

    def emit(self, row: LedgerRow, suffix: str | None, body: list[str], name: str | None = None) -> None:
        name = name or self.unique(f"check_{_ident(suffix or row.constraint)}")
        doc = (f"{row.constraint} ({row.source}) at {row.path or '/'}: {brief(row.value, 120)}\n\n"
               f"    Evidence: {row.evidence}\n    Duty: {row.duty}")
        lines = [f"\n\ndef {name}(args: dict, context: ExecutionContext) -> None:",
                 f'    """{_doc(doc)}\n    """']
        lines += ["    " + line for line in body]
        self.functions.append("\n".join(lines) + "\n")
        self.names.append(name)


def _check_rank(row: LedgerRow) -> int:
    """The order: values first, then who may do it, then business state and confirmation."""
    if row.constraint == "identity":
        return 1
    if row.constraint == "authorization":
        return 2 if isinstance(row.value, dict) and row.value.get("check") == "ownership" else 3
    return 0


def _ref_sites(schema: Any) -> dict[str, list[str]]:
    """{target pointer: [pointers of the nodes that `$ref` it]} for local refs ("#/$defs/X")."""
    from workbench.schema.refs import target_pointer
    from workbench.schema.walk import index_schema

    sites: dict[str, list[str]] = {}
    for node in index_schema(schema).nodes:
        target = target_pointer(schema, node.schema.get("$ref"))
        if target is not None:
            sites.setdefault(target, []).append(node.pointer)
    return sites


def _where(pointer: str, ref_sites: dict[str, list[str]], depth: int = 0) -> list[list]:
    """Every argument path a schema pointer applies to: itself, or through the `$ref`s that point
    into `$defs` (pydantic and FastMCP put nested models there). Recursive refs stop at depth 4."""
    steps = argument_steps(pointer)
    if steps is not None:
        return [steps]
    out: list[list] = []
    if depth >= 4:
        return out
    for target, sites in ref_sites.items():
        if target and (pointer == target or pointer.startswith(target + "/")):
            for site in sites:
                for found in _where(site + pointer[len(target):], ref_sites, depth + 1):
                    if found not in out:
                        out.append(found)
    return out



def _label(steps: list) -> str:
    parts = [str(s) if s != "*" else "[]" for s in steps]
    return ".".join(parts).replace(".[]", "[]") or "arguments"


def _ident(text: str) -> str:
    ident = re.sub(r"[^0-9a-zA-Z]+", "_", text).strip("_").lower()
    if not ident:
        ident = "param"
    return ident if not ident[0].isdigit() else "p_" + ident


def _op(cmp: str) -> str:
    # the moment violates the rule when the comparison result is on the wrong side
    return {"<": "< 0", ">": "> 0", "<=": "<= 0", ">=": ">= 0"}[cmp]


def _exclusive(sentence: str, upper: bool) -> bool:
    from workbench.prose import extract

    for c in extract(sentence):
        if c.kind == ("maximum" if upper else "minimum"):
            return c.keyword in ("exclusiveMaximum", "exclusiveMinimum")
    return False


_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f]")


def _doc(text: str) -> str:
    """Text safe inside a generated triple-quoted docstring (no closing quotes, no control
    characters: tool text is untrusted)."""
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def write_adapter(tool: Tool, path: Any, *, profiles: Any = None, timeout: float | None = DEFAULT_TIMEOUT,
                  log: str | None = None, keep: int = DEFAULT_KEEP) -> str:
    """Write `adapter_source(tool, ...)` to `path`; returns the source."""
    from pathlib import Path

    source = adapter_source(tool, profiles=profiles, timeout=timeout, log=log, keep=keep)
    Path(path).write_text(source, encoding="utf-8")
    return source

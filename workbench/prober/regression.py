"""`ProbeReport.as_pytest(path)`: a regression test file that reproduces every gap.

The file imports the executor from its own file and calls it with each witness. It asserts the
fixed behaviour, so it fails until the gap is fixed:
- every witness is rejected cleanly (ValueError or `{"error": ...}`, within the timeout);
- for schema-accepts-executor-rejects, the schema (re-read from the tool's file when there is one,
  else the embedded copy, to be edited with the fix) rejects the witness too.
"""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import TYPE_CHECKING

from workbench.errors import InvalidArgument

if TYPE_CHECKING:
    from workbench.prober.report import ProbeReport

_TEMPLATE = '''"""Regression tests written by `toolschema probe` for tool {tool!r}.

Each test replays one gap's minimal witness and asserts the fixed behaviour: the executor rejects
the input cleanly (ValueError or {{"error": ...}}); for a rule only the executor knew
(schema-accepts-executor-rejects) the schema must state it too, so the schema rejects it as well.
"""

import importlib.util
import json
import threading

import pytest

TOOL = {tool!r}
EXECUTORS = {executors!r}
FUNCTION = {function!r}
TOOL_FILE = {tool_file!r}
TIMEOUT = {timeout!r}
# The schema as probed; used when TOOL_FILE is None. Edit it with the fix.
SCHEMA = json.loads({schema!r})
GAPS = json.loads({gaps!r})


def _executor():
    spec = importlib.util.spec_from_file_location("_probe_regression_executors", EXECUTORS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, FUNCTION)


def _schema():
    if TOOL_FILE:
        from workbench.loading import load

        return load(TOOL_FILE)[TOOL].parameters
    return SCHEMA


def _outcome(args):
    box = []
    fn = _executor()

    def run():
        try:
            result = fn(args)
        except ValueError as exc:
            box.append(("rejects", repr(exc)))
        except BaseException as exc:
            box.append(("crashes", repr(exc)))
        else:
            rejected = isinstance(result, dict) and "error" in result
            box.append(("rejects" if rejected else "accepts", repr(result)[:300]))

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(TIMEOUT)
    return box[0] if box else ("timeout", "no answer within %s s" % TIMEOUT)


@pytest.mark.parametrize("gap", GAPS, ids=[g["id"] for g in GAPS])
def test_gap_is_fixed(gap):
    kind, message = _outcome(gap["input"])
    assert kind == "rejects", "%s: expected a clean rejection, got %s %s" % (gap["kind"], kind, message)
    if gap["kind"] == "schema-accepts-executor-rejects":
        from workbench.schema.validate import is_valid

        assert not is_valid(_schema(), gap["input"]), (
            "the executor's rule is still missing from the schema: " + gap["detail"])
'''


def write_pytest(report: ProbeReport, path: Path, *, executors=None, function=None) -> Path:
    file, name = _executor_location(report, executors, function)
    gaps = [{"id": f"{i + 1}-{g.kind}", **g.to_dict()} for i, g in enumerate(report.gaps)]
    text = _TEMPLATE.format(
        tool=report.tool, executors=file, function=name, tool_file=report.tool_file,
        timeout=max(report.timeout, 0.1),
        schema=json.dumps(report.schema, ensure_ascii=False, default=str),
        gaps=json.dumps(gaps, ensure_ascii=False, default=str))
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _executor_location(report: ProbeReport, executors, function) -> tuple[str, str]:
    file = str(Path(executors).resolve()) if executors else report.executor_file
    name = function or report.executor_name
    if file is None or not name or name == "<lambda>":
        raise InvalidArgument(
            "as_pytest() needs the executor's file and function name: probe with a function from "
            "a file (workbench.prober.executors.load_executors) or pass executors='file.py', "
            "function='name'")
    return file, name


def function_file(fn) -> str | None:
    """The source file of a top-level function, when it has one (not a notebook lambda)."""
    try:
        return inspect.getsourcefile(fn)
    except TypeError:
        return None

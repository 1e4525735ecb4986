"""param-descriptions-mostly-missing: three or more bare parameters, at least three in four of
the tool's, while one or more is described. Look-alikes stay silent: every parameter bare
(param-missing-description names them once), bare names every tool uses (`limit`, `offset`),
bare parameters in a minority, fewer than three."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, props, required=()):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, "required": list(required)})


_D = {"type": "string", "description": "Job id from pipeline_list_jobs, e.g. job_81."}


@pytest.mark.parametrize("tool", [
    _tool("pipeline_rerun_job", "Reruns a failed job.",
          {"job_id": _D, "stage": {"type": "string"}, "retries": {"type": "integer"},
           "backoff": {"type": "number"}}),
    _tool("lab_schedule_run", "为一台仪器预约一次运行。",
          {"instrument": {"type": "string", "description": "仪器编号，例如 HPLC-02。"},
           "slot": {"type": "string"}, "method": {"type": "string"}, "operator": {"type": "string"},
           "solvent": {"type": "string"}}),
])
def test_a_tool_with_most_parameters_bare_is_reported(tool):
    (h,) = hits("param-descriptions-mostly-missing", tool)
    assert h.path == ""


@pytest.mark.parametrize("tool", [
    # every parameter bare: param-missing-description's tool-level finding
    _tool("pipeline_rerun_job", "Reruns a failed job.",
          {"stage": {"type": "string"}, "retries": {"type": "integer"}, "backoff": {"type": "number"},
           "job": {"type": "string"}}),
    # conventional names
    _tool("pipeline_list_jobs", "Lists jobs.",
          {"status": {"type": "string", "description": "failed or passed"}, "limit": {"type": "integer"},
           "offset": {"type": "integer"}, "page": {"type": "integer"}}),
    # bare parameters are a minority
    _tool("lab_schedule_run", "为一台仪器预约一次运行。",
          {"instrument": {"type": "string", "description": "仪器编号，例如 HPLC-02。"},
           "slot": {"type": "string", "description": "开始时间，带时区，例如 2026-12-03T10:30:00+08:00。"},
           "method": {"type": "string", "description": "方法编号，例如 M-17。"},
           "operator": {"type": "string"}, "solvent": {"type": "string"}}),
])
def test_look_alikes_stay_silent(tool):
    assert hits("param-descriptions-mostly-missing", tool) == []

"""The pinned hypothesis range still works with hypothesis-jsonschema (fails on a breaking upgrade).

hypothesis-jsonschema 0.23.1 is unmaintained; hypothesis >= 6.170.10 breaks it with
"'many' object has no attribute 'more'". If this file fails after an upgrade, pin hypothesis back
(pyproject.toml) or port workbench/prober/_compat.py.
"""

from workbench.prober import _compat
from workbench.schema.validate import is_valid

SCHEMA = {"type": "object",
          "properties": {"n": {"type": "integer", "minimum": 0, "maximum": 9},
                         "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
                         "code": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]+$"}},
          "required": ["n", "tags"], "additionalProperties": False}


def test_installed_hypothesis_is_inside_the_tested_range():
    problem = _compat.version_problem()
    assert problem is None, problem + " (known break: 'many' object has no attribute 'more')"


def test_hypothesis_jsonschema_generates_through_given():
    # arrays exercise hypothesis' `many` collection internals, the API the known break hits
    values = _compat.draw_from_schema(SCHEMA, 25, seed=3)
    assert len(values) >= 10
    assert all(is_valid(SCHEMA, v) for v in values)
    assert any(v["tags"] for v in values)


def test_draw_is_reproducible_for_a_seed():
    assert _compat.draw_from_schema(SCHEMA, 10, seed=5) == _compat.draw_from_schema(SCHEMA, 10, seed=5)


def test_regex_pool_strings_contain_a_match():
    import re

    pool = _compat.regex_pool("^[A-Z]{2}-[0-9]+$", 20, 1)
    assert pool and all(re.search("^[A-Z]{2}-[0-9]+$", s) for s in pool)


def test_version_problem_names_the_known_break(monkeypatch):
    monkeypatch.setattr(_compat, "hypothesis_version", lambda: (6, 170, 10))
    message = _compat.version_problem()
    assert message and "'many' object has no attribute 'more'" in message


def test_drawing_leaves_no_hypothesis_directory_in_the_working_directory(tmp_path):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"}
    code = ("from workbench.prober import _compat\n"
            "print(len(_compat.draw_from_schema({'type': 'string', 'pattern': '^a[0-9]+$'}, 5, 0)))")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "5"
    assert not (tmp_path / ".hypothesis").exists()

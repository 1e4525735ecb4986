"""Usage edges an attacker or a typo reaches: nonsense `--timeout` values are usage errors, an
empty tool list is "nothing to check" (exit 2), and hypothesis' cache lives in a directory only
this user can read."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from support import run_cli

TOOL = {"name": "get_order", "description": "Returns the status of one order by its id.",
        "parameters": {"type": "object", "properties": {"id": {"type": "string", "pattern": "^O-[0-9]{4}$"}},
                       "required": ["id"], "additionalProperties": False}}


@pytest.fixture
def tools(tmp_path) -> Path:
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([TOOL]), encoding="utf-8")
    return path


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e400", "-1", "0", "abc", "100000"])
@pytest.mark.parametrize("verb", ["lint", "probe", "cost"])
def test_a_nonsense_timeout_is_a_usage_error(tools, verb, value):
    code, out, err = run_cli([verb, str(tools), f"--timeout={value}"])
    assert code == 2 and out == ""
    assert "--timeout" in err and "number of seconds" in err and "internal error" not in err


def test_a_sensible_timeout_is_accepted(tools):
    assert run_cli(["lint", str(tools), "--timeout", "2.5"])[0] == 0


@pytest.mark.parametrize("verb", [["lint"], ["ledger"], ["strict", "--provider", "openai-strict"],
                                  ["probe"], ["cost"], ["confusable"], ["parallel"], ["discoverability"]])
def test_an_empty_tool_list_is_nothing_to_check(tmp_path, verb):
    empty = tmp_path / "empty.json"
    empty.write_text("[]", encoding="utf-8")
    code, out, err = run_cli([*verb, str(empty)])
    assert code == 2 and out == ""
    assert f"nothing to check: {empty} holds no tools" in err


def test_an_empty_side_still_diffs_and_verifies(tmp_path, tools):
    empty = tmp_path / "empty.json"
    empty.write_text("[]", encoding="utf-8")
    code, out, _ = run_cli(["diff", str(empty), str(tools)])
    assert code == 0 and "tool-added" in out
    lock = tmp_path / "tools.lock"
    assert run_cli(["pin", str(tools), "-o", str(lock)])[0] == 0
    code, out, _ = run_cli(["verify", str(empty), "--lock", str(lock)])
    assert code == 1 and "removed" in out


def test_hypothesis_storage_is_private_to_the_user(tmp_path, monkeypatch):
    import tempfile

    from workbench.prober._compat import private_storage

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    place = private_storage()
    assert place == tmp_path / f"toolschema-hypothesis-{os.getuid()}"
    assert stat.S_IMODE(place.stat().st_mode) == 0o700
    assert private_storage() == place  # reused
    place.chmod(0o755)  # as another user's directory, or a planted one, would be
    other = private_storage()
    assert other != place and other.parent == tmp_path and stat.S_IMODE(other.stat().st_mode) == 0o700
    place.chmod(0o700)
    place.rmdir()
    (tmp_path / "elsewhere").mkdir(mode=0o700)
    place.symlink_to(tmp_path / "elsewhere")  # a symlink planted under the expected name
    assert private_storage() not in (place, tmp_path / "elsewhere")


def test_probe_keeps_hypothesis_files_in_the_private_directory(tmp_path, tools):
    env = {k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"}
    env.update(TMPDIR=str(tmp_path), PYTHONPATH=os.pathsep.join(sys.path))
    work = tmp_path / "project"
    work.mkdir()
    subprocess.run([sys.executable, "-c", "import sys; from workbench.cli import main; "
                    "sys.exit(main(sys.argv[1:]))", "probe", str(tools), "--max-examples", "3"],
                   cwd=work, env=env, capture_output=True, timeout=120, check=False)
    place = tmp_path / f"toolschema-hypothesis-{os.getuid()}"
    assert place.is_dir() and stat.S_IMODE(place.stat().st_mode) == 0o700
    assert not (work / ".hypothesis").exists() and not (tmp_path / "toolschema-hypothesis").exists()

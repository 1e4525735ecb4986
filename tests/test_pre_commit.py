"""`.pre-commit-hooks.yaml`: `pre-commit try-repo` runs `toolschema lint` on the tool files a
commit changes, in a temporary git repository, offline (the hook that uses the installed
toolschema; the `language: python` hook would build its environment from the package index)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def test_hooks_file_declares_both_hooks():
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    by_id = {h["id"]: h for h in hooks}
    assert by_id["toolschema-lint"]["language"] == "python"
    assert by_id["toolschema-lint-system"]["language"] == "system"
    assert all(h["entry"] == "toolschema lint" for h in hooks)


@pytest.mark.skipif(shutil.which("pre-commit", path=str(BIN)) is None or shutil.which("git") is None,
                    reason="pre-commit (dev dependency) or git is not installed")
def test_try_repo_lints_the_changed_tool_files(tmp_path):
    source = tmp_path / "hooks"  # the hook repository: a git repo holding only the hooks file
    source.mkdir()
    shutil.copy(ROOT / ".pre-commit-hooks.yaml", source / ".pre-commit-hooks.yaml")
    work = tmp_path / "project"
    work.mkdir()
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
           "PYTHONPATH": str(ROOT), "PRE_COMMIT_HOME": str(tmp_path / "cache"),
           "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}

    def run(*args, cwd):
        return subprocess.run(list(args), cwd=cwd, env=env, capture_output=True, text=True, timeout=300)

    for repo in (source, work):
        run("git", "init", "-q", cwd=repo)
    run("git", "add", ".", cwd=source)
    run("git", "commit", "-qm", "hooks", cwd=source)
    bad = [{"type": "function", "name": "query",
            "parameters": {"type": "object", "properties": {"id": {"type": "string"}}}}]
    good = [{"type": "function", "name": "shipping_get_tracking",
             "description": "Get the shipping status of one order by its order id. Read-only. Use when "
                            "the user asks where an order is.",
             "parameters": {"type": "object", "additionalProperties": False, "required": ["order_id"],
                            "properties": {"order_id": {"type": "string", "pattern": "^ORD-[0-9]+$",
                                                        "description": "Order id, e.g. ORD-001."}}}}]
    (work / "weather_tools.json").write_text(json.dumps(bad), encoding="utf-8")
    (work / "package.json").write_text("{}", encoding="utf-8")  # not a tool file: not linted
    run("git", "add", ".", cwd=work)
    proc = run(sys.executable, "-m", "pre_commit", "try-repo", str(source), "toolschema-lint-system",
               "--all-files", cwd=work)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "weather_tools.json" in proc.stdout and "description-missing" in proc.stdout
    assert "package.json" not in proc.stdout
    (work / "weather_tools.json").write_text(json.dumps(good), encoding="utf-8")
    run("git", "add", ".", cwd=work)
    proc = run(sys.executable, "-m", "pre_commit", "try-repo", str(source), "toolschema-lint-system",
               "--all-files", cwd=work)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Passed" in proc.stdout

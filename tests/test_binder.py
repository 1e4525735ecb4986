"""Binder: `binder/` follows repo2docker's conventions, installs what the notebooks need, and
every Binder badge (README and notebooks) points at the repository address of pyproject.toml."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"


def test_binder_folder_follows_repo2docker_conventions():
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    found = re.fullmatch(r"python-3\.(\d+)", runtime)
    assert found and int(found.group(1)) >= 10, runtime
    requirements = [line.strip() for line in (BINDER / "requirements.txt").read_text().splitlines()
                    if line.strip() and not line.startswith("#")]
    assert requirements == ["-e .[jupyter]"]
    post = BINDER / "postBuild"
    assert post.read_text().startswith("#!/usr/bin/env bash") and os.access(post, os.X_OK)
    assert {p.name for p in BINDER.iterdir()} <= {"runtime.txt", "requirements.txt", "postBuild",
                                                  "apt.txt", "environment.yml", "start"}


def test_the_jupyter_extra_installs_what_the_notebooks_use():
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["jupyter"]
    names = {re.split(r"[<>=!\[ ;]", item)[0] for item in extra}
    assert {"jupyterlab", "ipywidgets", "anywidget", "ipykernel", "pandas"} <= names


def test_every_binder_badge_points_at_the_configured_repository():
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "binder_links.py"), "--check"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "lab/tree/notebooks/01-quickstart.ipynb" in readme
    for nb in (ROOT / "notebooks").glob("*.ipynb"):
        assert f"lab/tree/notebooks/{nb.name}" in nb.read_text(encoding="utf-8"), nb.name


def test_binder_links_follow_the_repository_host():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import binder_links
    finally:
        sys.path.pop(0)
    assert binder_links.binder_url("https://github.com/a/b", "n.ipynb") == \
        "https://mybinder.org/v2/gh/a/b/HEAD?urlpath=lab/tree/n.ipynb"
    assert "/v2/gl/a/b/HEAD" in binder_links.binder_url("https://gitlab.com/a/b.git", "n.ipynb")
    assert "/v2/git/https%3A%2F%2Fexample.org%2Fr.git/HEAD" in binder_links.binder_url(
        "https://example.org/r.git", "n.ipynb")

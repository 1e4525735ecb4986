"""The wheel ships the data files the package reads at run time, and nothing of the editor's
npm sources (`workbench/ui/editor_src/`, excluded from the packages)."""
from __future__ import annotations

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from 3.11")

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "workbench"


def _declared() -> set[Path]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["workbench"]
    return {p for pattern in patterns for p in PACKAGE.glob(pattern) if p.is_file()}


def test_every_data_file_the_package_reads_is_declared() -> None:
    declared = _declared()
    for needed in ("py.typed", "toolset/synonyms.json", "ui/static/editor.js",
                   "ui/static/editor.css"):
        assert PACKAGE / needed in declared, needed


def test_no_declared_data_file_is_in_the_editor_sources() -> None:
    sources = PACKAGE / "ui" / "editor_src"
    assert not [p for p in _declared() if sources in p.parents]

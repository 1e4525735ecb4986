"""The real-world tool collection in tests/realworld/ (see its README.md): every file carries its
provenance, loads with the workbench to exactly its tools with no load problem, and the README's
source table and the aggregate floors the precision measurement relies on still hold."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from workbench.loading import load
from workbench.text import CJK

REALWORLD = Path(__file__).parent / "realworld"
FILES = sorted(REALWORLD.glob("*.json"))

KEYS = {"name", "source", "license", "language", "kind", "how", "envelope", "split", "tools"}
KINDS = {"mcp-server", "agent-toolkit", "coding-agent", "cookbook", "vendor-api"}
LANGUAGES = {"en", "zh", "mixed"}
SPLITS = {"dev", "holdout"}
# the metadata's envelope names are the loader's format ids ("gemini" also reads
# parametersJsonSchema declarations)
FORMATS = {"mcp", "openai-chat", "openai-responses", "anthropic", "gemini"}
PACKAGE = re.compile(r"^(@[\w.-]+/)?[\w.-]+@\d[\w.+-]*$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")


def _doc(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _readme_rows() -> dict[str, list[str]]:
    """File stem -> the cells of its row in the README's source table."""
    rows = {}
    for line in (REALWORLD / "README.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 9 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = cells
    return rows


def test_the_collection_is_there():
    assert len(FILES) >= 14
    assert (REALWORLD / "README.md").is_file()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_carries_its_provenance(path):
    doc = _doc(path)
    assert set(doc) == KEYS
    assert doc["kind"] in KINDS and doc["language"] in LANGUAGES and doc["split"] in SPLITS
    assert doc["envelope"] in FORMATS
    assert doc["name"] and doc["license"] and doc["how"]
    source = doc["source"]
    assert source["kind"] in {"npm", "pypi", "github"}
    assert source["url"].startswith("https://")
    if source["kind"] == "github":
        assert "/" in source["repo"] and COMMIT.match(source["commit"]), source
    else:
        assert PACKAGE.match(source["package"]), source
    assert isinstance(doc["tools"], list) and doc["tools"]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_loads_to_exactly_its_tools(path):
    doc = _doc(path)
    tools = load(doc["tools"], format=doc["envelope"])
    assert tools.problems == ()
    assert len(tools) == len(doc["tools"])
    names = [t.get("function", t)["name"] for t in doc["tools"]]
    assert [t.name for t in tools] == names
    assert len(set(names)) == len(names), "one definition per tool name within a source"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_language_label_matches_the_texts(path):
    doc = _doc(path)
    chinese = sum(1 for t in doc["tools"] if CJK.search(t.get("function", t).get("description") or ""))
    share = chinese / len(doc["tools"])
    expected = {"en": (0.0, 0.1), "mixed": (0.1, 0.9), "zh": (0.9, 1.0)}[doc["language"]]
    assert expected[0] <= share <= expected[1], (doc["language"], share)


def test_readme_table_matches_the_files():
    rows = _readme_rows()
    assert sorted(rows) == [p.stem for p in FILES]
    for path in FILES:
        doc = _doc(path)
        _, kind, language, count, split, envelope, source, _, _ = rows[path.stem]
        assert (kind, language, int(count), split, envelope) == (
            doc["kind"], doc["language"], len(doc["tools"]), doc["split"], doc["envelope"])
        assert doc["source"].get("package", doc["source"].get("repo")) in source


def test_split_is_the_seeded_stratified_shuffle_the_readme_describes():
    docs = {p.stem: _doc(p) for p in FILES}

    def stratum(doc):
        return ("zh" if doc["language"] in ("zh", "mixed") else "en", doc["kind"])

    rng, order = random.Random(20261201), []
    for key in sorted({stratum(d) for d in docs.values()}):
        names = sorted(n for n, d in docs.items() if stratum(d) == key)
        rng.shuffle(names)
        order += names
    assert {n: docs[n]["split"] for n in order} == {
        n: "holdout" if i % 3 == 0 else "dev" for i, n in enumerate(order)}


def test_collection_meets_the_floors_of_the_measurement():
    docs = [_doc(p) for p in FILES]
    assert sum(len(d["tools"]) for d in docs) >= 450
    chinese = [d for d in docs if d["language"] == "zh"]
    assert len(chinese) >= 3 and sum(len(d["tools"]) for d in chinese) >= 80
    holdout = [d for d in docs if d["split"] == "holdout"]
    assert 0.25 <= len(holdout) / len(docs) <= 0.4
    assert any(d["language"] == "zh" for d in holdout)
    assert {d["kind"] for d in docs} == KINDS

"""near-duplicate-tools: one tool acting on an item taken from what the other acts on as a
whole ("Deletes an entry from a glossary" beside "Deletes a glossary", "从知识库中删除文档"
beside "删除知识库") describes two granularities with the same words: not a duplicate. Two
tools with the same words and no such container still are."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.linter.rules.collision import _part_of_the_other
from workbench.model import ToolSet


def _pair(a, b):
    ta, tb = make_tool(name=a[0], description=a[1]), make_tool(name=b[0], description=b[1])
    return hits("near-duplicate-tools", ta, toolset=ToolSet((ta, tb)))


@pytest.mark.parametrize("whole,part", [
    (("delete_playlist", "Deletes a song playlist from your music library."),
     ("delete_song", "Deletes a song from a song playlist in your music library.")),
    (("delete_glossary", "Deletes a term glossary from your Acme account."),
     ("delete_term", "Deletes a term from a term glossary in your Acme account.")),
])
def test_an_item_from_a_whole_is_not_a_duplicate_of_the_whole(whole, part):
    assert _pair(whole, part) == []
    assert _pair(part, whole) == []


def test_a_chinese_item_taken_from_the_whole_is_read_as_a_part():
    whole = make_tool(name="delete_kb", description="删除知识库及其全部文档。")
    part = make_tool(name="delete_doc", description="从知识库中删除文档。")
    assert _part_of_the_other(whole, frozenset({"kb"}), part, frozenset({"doc"}))
    other = make_tool(name="delete_doc", description="删除文档，可从回收站中恢复。")
    assert not _part_of_the_other(whole, frozenset({"kb"}), other, frozenset({"doc"}))


def test_a_file_read_from_the_file_system_is_no_part_of_a_file():
    desc = "Read the complete contents of a file from the file system as text."
    old, new = make_tool(name="read_file", description=desc), make_tool(
        name="read_text_file", description=desc + " Use it for text files.")
    assert not _part_of_the_other(old, frozenset({"file"}), new, frozenset({"text", "file"}))


def test_the_same_words_without_a_container_still_compete():
    found = _pair(("delete_record", "Deletes a record from your Acme account permanently."),
                  ("remove_record", "Deletes a record from your Acme account permanently."))
    assert len(found) == 1

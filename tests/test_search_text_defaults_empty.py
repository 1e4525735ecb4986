"""search-text-defaults-empty: the text a search or question-answering tool works on is optional
with an empty default (`query: str = ""`), so a call without it passes the schema. Silent where
the text is a filter or says what an empty value does, where another open input may carry the
call, on a list tool's filter, and where the text is required; in English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "search-text-defaults-empty"


def _tool(name, description, props, required=None):
    return make_tool(name=name, description=description,
                     parameters=obj(props, required=required, closed=False))


@pytest.mark.parametrize("name,desc,props", [
    ("search_semantic_qa", "【问答检索】理解用户的自然语言问题，检索相关的热点问答。",
     {"query": {"type": "string", "default": "", "description": "用自然语言完整描述问题。"}}),
    ("search_semantic_province", "检索指定省份的地方标准与政策文件。",
     {"query": {"type": "string", "default": "", "description": "用自然语言描述要查找的主题。"},
      "province": {"type": "string", "default": "全国", "description": "目标省份。"}}),
    ("search_learning_resources", "Search open learning resources by keyword.",
     {"keyword": {"type": "string", "default": "", "description": "Topic, e.g. 'SQL basics'."},
      "limit": {"type": "integer", "default": 5, "description": "Results, at most 10."}}),
    ("ask_docs", "Answer a question from the product documentation.",
     {"question": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None,
                   "description": "The user's question in full."}}),
])
def test_an_optional_search_text_with_an_empty_default_is_reported(name, desc, props):
    found = hits(RULE, _tool(name, desc, props))
    assert len(found) == 1 and found[0].fix is None
    assert f"`{next(iter(props))}`" in found[0].message


@pytest.mark.parametrize("name,desc,props,required", [
    # required already
    ("search_semantic_qa", "检索相关的热点问答。",
     {"query": {"type": "string", "description": "问题。"}}, ["query"]),
    # a filter: empty lists everything
    ("universal_dining", "查询园区餐厅。query为筛选条件如\"烤肉\"。",
     {"query": {"type": "string", "default": ""}}, None),
    ("find_organizations", "Find organizations the user has access to.",
     {"query": {"anyOf": [{"type": "string", "description": "Search query to filter results by "
                                                            "name."}, {"type": "null"}],
                "default": None}}, None),
    ("search_notes", "Search notes.",
     {"query": {"type": "string", "default": "", "description": "Words to find; leave empty to "
                                                                "list all notes."}}, None),
    # a list tool's keyword narrows the list
    ("list_models", "查询模型目录并检索模型。",
     {"keyword": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}}, None),
    # another open input may carry the call
    ("search_documents", "Search documents by text or fetch one by id.",
     {"query": {"type": "string", "default": ""}, "doc_id": {"type": "string"}}, None),
    # not a search tool
    ("render_chart", "Render a chart.",
     {"query": {"type": "string", "default": ""}}, None),
    # a default that is a real search
    ("search_news", "Search the news.",
     {"query": {"type": "string", "default": "headlines"}}, None),
])
def test_filters_alternatives_and_required_texts_stay_silent(name, desc, props, required):
    assert hits(RULE, _tool(name, desc, props, required)) == []

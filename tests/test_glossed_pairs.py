"""Closed sets written as "value=中文释义" pairs ("出行目的：tourism=旅游(默认)/business=商务/
transit=过境", "Sort: asc=升序, desc=降序"): the values before "=" are the set, so the schema gets
them as an enum. Look-alikes that stay open: English glosses (several fields assigned at once:
"status=open, owner=me"), examples, lists that go on (等), one pair alone."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


def _values(text: str) -> list[tuple]:
    return [tuple(c.value) for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text,values", [
    ("出行目的：tourism=旅游(默认)/business=商务/transit=过境", ("tourism", "business", "transit")),
    ("排序方式：asc=升序、desc=降序。", ("asc", "desc")),
    ("Sort order: asc=升序, desc=降序", ("asc", "desc")),
    ("cabin=经济舱/business=商务舱/first=头等舱", ("cabin", "business", "first")),
])
def test_values_glossed_in_chinese_after_equals(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    "Filter: status=open, owner=me",  # fields assigned, not values of one
    "Trip purpose: tourism=leisure / business=work",
    "过滤：status=开启/owner=我 等",  # goes on
    "例如：tourism=旅游/business=商务",  # an example
    "出行目的：tourism=旅游",  # one pair
])
def test_look_alikes_stay_open(text):
    assert _values(text) == []


@pytest.mark.parametrize("desc,tool_text", [
    ("出行目的：tourism=旅游(默认)/business=商务/transit=过境", "查询目的地签证要求。"),
    ("Trip purpose. 出行目的：tourism=旅游/business=商务/transit=过境", "Look up visa rules for a destination."),
])
def test_the_schema_gets_the_enum(desc, tool_text):
    tool = make_tool(name="check_visa", description=tool_text,
                     parameters=obj({"purpose": {"type": "string", "default": "tourism", "description": desc}}))
    fixes = [h.fix for h in hits("prose-only-constraint", tool) + hits("enum-missing", tool) if h.fix]
    assert fixes and fixes[0][0]["value"] == ["tourism", "business", "transit"]

"""Closed value sets in which every value is glossed with what it means, in forms the semicolon
reader (`colon_glossed`) does not read: pairs set out with Chinese commas ("zh_CN：中文，en_US：英文"),
pairs with a spaced dash set out with semicolons ("DIRECT - …; RECURSIVE - …") and one pair a line
under a lead that announces the values ("枚举值：\\n apiserver: …"). Examples, the keys of an object,
type names and runs that go on stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


def _values(text: str) -> list[tuple]:
    return [c.value for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text,values", [
    ("通讯录语言。zh_CN：中文（默认值），en_US：英文。可选参数。", ("zh_CN", "en_US")),
    ("资源粒度：summary=名称/类型，full=全字段，raw=原始 API 数据", ("summary", "full", "raw")),
    ("File tree retrieval method: DIRECT - only get the current directory, default method; "
     "RECURSIVE - recursively find all files under the current path; FLATTEN - flat display",
     ("DIRECT", "RECURSIVE", "FLATTEN")),
    ("Sort: asc - oldest first; desc - newest first. Default asc.", ("asc", "desc")),
    ("控制面组件的名称，枚举值： \n    apiserver: API Server组件\n    kcm: KCM组件\n    scheduler: Scheduler组件\n",
     ("apiserver", "kcm", "scheduler")),
    ("题型：1=单选，2=多选，4=填空", ("1", "2", "4")),
    ("题目类型编号（1=单选 2=多选 4=填空 10=编程）", ("1", "2", "4", "10")),
    ("``tone`` 带声调符号（zhōng）；``tone2`` 数字声调（zho1ng）；\n``initials`` 声母（zh）",
     ("tone", "tone2", "initials")),
    ("Output style. Possible values:\n  brief: one line per item\n  full: every attribute\n",
     ("brief", "full")),
])
def test_a_run_of_glossed_values_is_the_set(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    "用户信息，例如 name：张三，age：三十",  # an example of an object
    "返回对象的字段：name：名称，age：年龄",  # the keys of an object
    "Format of the output: json - machine readable; text - plain text; etc.",  # the run goes on
    "Record: id - string; name - string",  # type names
    "排序方式，asc：升序，desc：降序等",  # the run goes on
    "Options:\n  verbose: true\n  depth: 3\n",  # settings with their values, not glossed values
    "name: John, age: 30",  # an English gloss set out with commas assigns fields
    "回溯天数：1=一天，7=一周，30=一月",  # amounts on an open scale, not codes
    "并发数：0=不限，1=串行",  # a special value of an open number
    "status=开启 mode=自动",  # two fields set, not codes of one
    "`a` 甲；`b` 乙；其他说明见文档",  # the text goes on past the run
])
def test_examples_keys_and_open_runs_are_no_closed_set(text):
    read = {"name", "age", "json", "id", "asc", "verbose", "1", "0", "status", "a"}
    assert not any(set(v) & read for v in _values(text))


def _tool(description: str, name: str = "detail_level") -> object:
    return make_tool(name="list_course_resources", description="List a course's resources.",
                     parameters=obj({"course_id": {"type": "string", "description": "Course id."},
                                     name: {"type": "string", "description": description}},
                                    required=["course_id"]))


def test_a_glossed_run_in_chinese_is_patched_as_an_enum():
    (h,) = hits("enum-missing", _tool("资源粒度：summary=名称/类型，full=全字段，raw=原始 API 数据"))
    assert h.path == "/properties/detail_level"
    assert h.fix == ({"op": "add", "path": "/properties/detail_level/enum", "value": ["summary", "full", "raw"]},)


def test_a_dash_run_in_english_is_reported():
    found = hits("prose-only-constraint", _tool(
        "Traversal: DIRECT - only the current directory; RECURSIVE - every file below the path", "walk"))
    assert [h.path for h in found] == ["/properties/walk"]


def test_an_object_example_stays_silent():
    tool = _tool("用户信息，例如 name：张三，age：三十", "profile")
    assert hits("prose-only-constraint", tool) == [] and hits("enum-missing", tool) == []

"""Round 26B: findings the fourteenth collection's reviewers judged noise or wrong, by family.
English and Chinese, each with a look-alike that must behave the other way:

- `type-number-for-integer`: a depth counted in levels of a tree (`maxDepth`, `depth` "How many
  levels deep", "遍历层级") or a result size per group (`maxResultsPerScript`) typed `number` is
  the answer's shape: info; a depth in metres, or a count that sets what the call
  does, stays shown or silent as before.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


# --- type-number-for-integer: levels walked, results per group -------------------------------

@pytest.mark.parametrize("name,desc", [
    ("maxDepth", "Maximum recursion depth (default: 10)"),
    ("max_depth", "遍历的最大层级，默认 3"),
    ("depth", "How many levels deep to return"),
    ("maxLevels", "最多展开的层数"),
    ("maxResultsPerScript", "Max matches per script"),
    ("maxMatchesPerFile", "每个文件最多返回的匹配数"),
])
def test_levels_walked_or_results_per_group_typed_number_are_info(name, desc):
    tool = make_tool(name="get_tree", description="Get the tree of objects.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    found = hits("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].severity == "info"


@pytest.mark.parametrize("name,desc", [
    ("copies", "Number of copies to print"),
    ("max_retries", "重试的最大次数"),
])
def test_a_count_of_what_the_call_does_stays_shown(name, desc):
    tool = make_tool(name="print_document", description="Print a document.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    assert len(_shown("type-number-for-integer", tool)) == 1


@pytest.mark.parametrize("desc", ["Depth of the dive site in metres", "潜水点的水深（米）"])
def test_a_depth_in_metres_is_no_count(desc):
    tool = make_tool(name="log_dive", description="Log a dive.",
                     parameters=obj({"depth": {"type": "number", "description": desc}}))
    assert hits("type-number-for-integer", tool) == []

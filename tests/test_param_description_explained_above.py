"""param-missing-description / param-description-repeats-name: a field the enclosing array's
example already shows ("points: [{ x: 1, y: 2 }]") is explained; a tool whose only undescribed
parameters are conventional (paging `limit`/`offset`, a document's `filename`/`password`) gets
an info; a short label over values that each carry their own words says enough. Look-alikes:
an unexplained nested field, undescribed domain inputs (`city`, `guests`), a bare label."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _points(desc):
    return make_tool(name="plot_scatter", description="Plot a scatter chart.", parameters=obj({
        "points": {"type": "array", "description": desc, "items": {"type": "object", "properties": {
            "x": {"type": "number"}, "value": {"type": "number"}}}}}))


def test_fields_shown_in_the_arrays_example_are_explained():
    tool = _points("Points to plot, e.g. [{ x: 1.5, value: 20 }, { x: 2, value: 31 }].")
    assert hits("param-missing-description", tool) == []
    tool = _points("数据点，例如 [{\"x\": 1, \"value\": 3}]。")
    assert hits("param-missing-description", tool) == []


def test_a_field_no_example_shows_still_is_reported():
    found = hits("param-missing-description", _points("Points to plot."))
    assert any(h.path.endswith("/value") and h.severity is None for h in found)


@pytest.mark.parametrize("props", [
    {"limit": {"type": "integer", "default": 20}, "offset": {"type": "integer", "default": 0}},
    {"filename": {"type": "string"}, "password": {"type": "string"}},
])
def test_conventional_undescribed_parameters_are_info(props):
    (h,) = hits("param-missing-description", make_tool(name="news_list", description="获取快讯。",
                                                       parameters=obj(props)))
    assert h.severity == "info"


def test_undescribed_domain_inputs_still_warn():
    (h,) = hits("param-missing-description", make_tool(
        name="flights_search", description="Search flights.",
        parameters=obj({"origin": {"type": "string"}, "limit": {"type": "integer"}})))
    assert h.severity is None


def _choice(options):
    return make_tool(name="news_hot", description="热门文章。", parameters=obj({
        "type": {"description": "分类", "anyOf": options}}))


def test_a_label_over_described_values_is_enough():
    tool = _choice([{"const": "tech", "description": "科技"}, {"const": "biz", "description": "商业"}])
    assert hits("param-description-repeats-name", tool) == []


def test_a_label_over_bare_values_still_restates_the_name():
    tool = _choice([{"const": "tech"}, {"const": "biz"}])
    assert hits("param-description-repeats-name", tool)

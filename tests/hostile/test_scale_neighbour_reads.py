"""Two tool rules read, for each tool, the set's other tools sharing a word of its name:
`description-too-short` (its neighbours sharing object words, `short_descriptions.named_neighbours`)
and the undescribed reference's lister (`param_sources._listers`). On a generated set of look-alike
names every tool has thousands of them, which made a 1,000,000-tool lint quadratic. Each search
reads at most `NEIGHBOURS_READ` of them; a real set never has that many, so its findings are
those of a full read."""

from __future__ import annotations

from workbench import load
from workbench.linter.context import ToolContext
from workbench.linter.rules import param_sources, short_descriptions
from workbench.linter.set_names import NEIGHBOURS_READ


def _look_alikes(n: int):
    return load({"tools": [{"name": f"fleet_get_widget_{i}", "description": "Get a widget.",
                            "inputSchema": {"type": "object",
                                            "properties": {"widget_id": {"type": "string"}}}}
                           for i in range(n)]})


def test_each_tool_reads_a_bounded_number_of_neighbours():
    toolset = _look_alikes(NEIGHBOURS_READ * 3)
    ctx = ToolContext(toolset[0], (), toolset)
    read = list(short_descriptions.named_neighbours(ctx, frozenset({"widget"})))
    assert len(read) == NEIGHBOURS_READ  # of 767 look-alikes, the first in set order
    assert read[0][0] == "fleet_get_widget_1"


def test_the_lister_search_stops_early(monkeypatch):
    seen = [0]
    real_style = param_sources._style

    def counted(name: str) -> str:
        seen[0] += 1
        return real_style(name)

    monkeypatch.setattr(param_sources, "_style", counted)
    toolset = _look_alikes(NEIGHBOURS_READ * 3)
    ctx = ToolContext(toolset[0], (), toolset)
    assert param_sources._listers(ctx, ("widget",)) == []
    assert seen[0] <= NEIGHBOURS_READ + 2, seen[0]  # not the 767 names holding "widget"


def test_a_set_below_the_bound_reads_every_neighbour():
    toolset = _look_alikes(40)
    ctx = ToolContext(toolset[0], (), toolset)
    assert len(list(short_descriptions.named_neighbours(ctx, frozenset({"widget"})))) == 39

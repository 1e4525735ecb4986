"""Most parameters of a tool with no description (`param-description`).

`param-missing-description` (param_descriptions.py) warns on each parameter whose name leaves
its value open (an id, `type`, `data`, a date) and on a tool none of whose parameters is
described; a name that "says what it is" (`partition`, `clusterName`, `maxAge`) is `info`
there. But when a tool describes one parameter and leaves three or more others bare, the model
sees names only for most of what it must send: the form of `partition`, the unit of `maxAge`,
which values `env` takes. This reports that tool once, at its parameters, naming the bare ones.
Not reported: fewer than three bare parameters, bare parameters that are a minority, names
whose value every reader knows (`limit`, `offset`, `page_number`, `year`, `latitude`, dates:
`format-missing` asks for a date's form), an enum whose values the tool text names, or a tool
whose parameters the `param-missing-description` tool-level finding already names (all of
them bare).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import conventional_name, datetime_name
from workbench.linter.rules.placed_params import spreadsheet_place
from workbench.linter.rules.undescribed_params import (
    explained_in,
    missing_description_warns,
    undescribed_parameters,
)
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import snake_name, split_name, text_of

_MIN_BARE = 3
# Names whose value every reader knows (calendar parts, coordinates, paging): bare, they are
# what `param-missing-description` calls info, and dates are `format-missing`'s.
_PLAIN = frozenset({"year", "month", "day", "hour", "minute", "latitude", "longitude", "lat", "lng",
                    "lon", "page_number", "page_num", "page_no", "page_size", "per_page", "keyword",
                    "query", "q", "text", "title", "name", "email", "phone", "city", "country"})


def _plain(ctx: ToolContext, node: SchemaNode) -> bool:
    """A name every reader knows, or a spreadsheet tool's place (reviewers: "path and sheet are
    used the same way by every tool of this server"): bare, it leaves little to guess."""
    name = node.name or ""
    return conventional_name(node) or snake_name(name) in _PLAIN or datetime_name(split_name(name), name) \
        or spreadsheet_place(ctx, node)
_SHARE = 0.75  # of the object's described-or-not parameters


@rule("param-descriptions-mostly-missing", category="param-description", severity="warning",
      summary="Most of a tool's parameters (three or more, at least three in four) have no "
              "description: the model sees only their names for most of what it sends.",
      bad=Example.of(name="warehouse_export_table", description="Exports a warehouse table to the bucket.",
                     parameters={"type": "object", "required": ["table"], "properties": {
                         "table": {"type": "string", "description": "Table, e.g. sales.orders."},
                         "partition": {"type": "string"}, "compression": {"type": "string"},
                         "split_rows": {"type": "integer"}}}),
      good=(Example.of(name="warehouse_export_table", description="Exports a warehouse table.",
                       parameters={"type": "object", "required": ["table"], "properties": {
                           "table": {"type": "string", "description": "Table, e.g. sales.orders."},
                           "partition": {"type": "string", "description": "Partition date, e.g. 2026-09-01."},
                           "limit": {"type": "integer"}, "offset": {"type": "integer"}}}),),
      rationale="A name says what a value is about, rarely its form, unit or allowed values; "
                "one described parameter among bare ones shows the author knew how and stopped.")
def check_mostly_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    top = [n for n in ctx.index.top_level_properties() if n.name]
    if len(top) < _MIN_BARE + 1:
        return
    bare = undescribed_parameters(ctx).get("", [])
    if len(bare) == len(top):
        return  # param-missing-description names them all once
    if _documented_by_sibling(ctx, bare):
        return  # "參數同 search_jobs": the text sends the model to a tool of the set that describes them
    # an enum whose values the tool's own text names is described there (coolify's
    # `control(resource, action, uuid)` "Start/stop/restart app, database, or service": only
    # `uuid` is bare, and param-missing-description names it); an enum the text leaves unsaid
    # (`mode: full | incremental`) still leaves its meaning to guess
    told = [n for n in bare if _values_in_tool_text(ctx, n)]
    counted = [n for n in bare if not _plain(ctx, n)]
    unlisted = [n for n in counted if n not in told]
    quiet = [n for n in unlisted if not missing_description_warns(n)]
    if len(quiet) < 2 or len(unlisted) < _MIN_BARE or len(unlisted) < _SHARE * (len(top) - len(told)):
        return
    names = ", ".join(f"`{n.name}`" for n in counted)
    yield Hit("", f"{len(counted)} of the {len(top)} parameters of {tool.name!r} have no description "
                  f"({names}): the model sees only their names. Say for each the form of its "
                  "value (unit, allowed values, an example).")


def _values_in_tool_text(ctx: ToolContext, node: SchemaNode) -> bool:
    """Does the tool's title or description name every value of this enum ("Start/stop/restart
    app, database, or service" over `action: [start, stop, restart]` and `resource:
    [application, database, service]`; a word may be the value's short form, `app`)? Chinese
    values are read as they stand in the text."""
    values = node.schema.get("enum")
    if not isinstance(values, list) or not values or not all(isinstance(v, str) and v for v in values):
        return False
    text = f"{text_of(ctx.tool.title)} {ctx.description}".lower()
    said = {w for w in re.findall(r"[a-z][a-z0-9_-]*", text) if len(w) >= 3}
    return all(v.lower() in said or any(v.lower().startswith(w) for w in said)
               or (not v.isascii() and v in text) for v in values)


# "參數同 search_jobs", "参数与 list_orders 相同", "Same parameters as search_jobs": the tool's text
# says another tool documents its parameters
_SAME_AS = re.compile(r"(?:参数|參數)\s*(?:同|与|與|和)\s*`?(?P<zh>[A-Za-z_][\w-]*)`?|"
                      r"\bsame\s+(?:parameters|arguments|params|inputs)\s+as\s+`?(?P<en>[A-Za-z_][\w-]*)`?",
                      re.I)


def _documented_by_sibling(ctx: ToolContext, bare: list[SchemaNode]) -> bool:
    """The description names a tool of the set whose parameters it shares ("參數同 search_jobs"),
    and that tool documents most of the ones bare here (in its own schema or its text)."""
    m = _SAME_AS.search(ctx.description)
    if m is None or ctx.toolset is None:
        return False
    name = m.group("zh") or m.group("en")
    other = next((t for t in ctx.toolset if text_of(t.name) == name and t is not ctx.tool), None)
    if other is None:
        return False
    props = other.parameters.get("properties") if isinstance(other.parameters, dict) else None
    props = props if isinstance(props, dict) else {}
    told = [n for n in bare if (isinstance(props.get(n.name), dict) and props[n.name].get("description"))
            or explained_in(other.description or "", n.name)]
    return 2 * len(told) >= len(bare)

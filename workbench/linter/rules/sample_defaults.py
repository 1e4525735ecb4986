"""The example a parameter's text gives, made its default: `subject-defaults-to-example`.

A generated schema turns `def quote(stock_code: str = "SZ000002")` into an optional property
with that default, and the description shows the same value as its example ("股票代码，如
SZ000002、SH600000"). The value is one particular thing the tool reports on or acts on: a call
that leaves it out passes the schema and returns Vanke's balance sheet, or Jakarta's weather,
and neither the model nor the user can tell from the answer. Fresh reviewers of a stock server
recorded it on every such tool as a missed defect (13 tools, both reviewers).

Decisions:
- Only a top-level string property outside `required`, with no `enum`/`const`, whose `default`
  is a non-empty value that the property's own text, its entry in the tool's Args block, or the
  tool's description gives as an example ("如 SZ000002", "e.g. Jakarta", "例如 000001"): the
  author's sample became the default. A default the text states as the default ("默认
  '880001.SH'（全A指数）", "'0000' = national") is a decision, silent; so is a default no text
  shows as an example (`session_id: "default"`, a voice, a model name).
- The property names what the call is about (a code, symbol, ticker, city, keyword, id, name:
  `_SUBJECT_WORDS`), not a setting (`voice_id`, `model_name`, `session_id`: `_SETTING_WORDS`).
- A tool whose own text says nothing of the value is reported when another tool of the set gives
  the same default as the example of its property of that name (`pankou(stock_code=
  "SZ000002")`, "股票代码", beside `quotec`'s "股票代码，如 SZ000002"): the same sample, copied.
- No fix: whether the value should be required or its default kept (and stated) is the author's;
  the message names both.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.param_facts import has_any_branch, states_default
from workbench.model import Tool, ToolSet
from workbench.prose.slash_lists import offered_as_examples
from workbench.text import has_cjk, split_name

# The last word of a property that names what the call is about
_SUBJECT_WORDS = frozenset({"code", "codes", "symbol", "symbols", "ticker", "tickers", "stock",
                            "city", "keyword", "keywords", "id", "isbn", "cik", "coin", "company",
                            "location", "address", "username", "user", "repo", "owner", "domain",
                            "title", "name", "word", "query", "q", "station", "airport"})
# The first word of a property that names a setting of the call, not what it is about
# (`voice_id`, `model_name`, `session_id`, `template_name`)
_SETTING_WORDS = frozenset({"voice", "model", "session", "engine", "format", "language", "lang",
                            "locale", "theme", "style", "template", "agent", "canvas", "font",
                            "profile", "workspace", "index", "run", "job", "app", "sheet",
                            "embedding", "timezone", "base", "server", "host", "endpoint"})


def _shown_as_example(default: str, text: str) -> bool:
    """Does `text` give `default` as an example ("如 SZ000002", "e.g. Jakarta",
    `slash_lists.offered_as_examples`), a whole word, and not state it as the default
    (`param_facts.states_default`: "默认 '880001.SH'")?"""
    if states_default(text):
        return False  # the text states the default: a decision
    start = text.find(default)
    while start >= 0:
        end = start + len(default)
        whole = end >= len(text) or not (text[end].isalnum() or text[end] == "_")  # not `SZ0000021`
        if whole and offered_as_examples(text, start):
            return True
        start = text.find(default, end)
    return False


def _subject(name: str) -> bool:
    words = split_name(name)
    return bool(words) and words[-1] in _SUBJECT_WORDS \
        and not (len(words) > 1 and words[0] in _SETTING_WORDS)


def _sample_defaults(toolset: ToolSet) -> dict[tuple[str, str], str]:
    """(property name, default) -> the first tool of the set whose property of that name gives
    its default as an example in its own text: a sibling tool with the same default and no
    text (`pankou(stock_code="SZ000002")`, "股票代码") copies the same sample."""
    out: dict[tuple[str, str], str] = {}
    for tool in toolset:
        if not isinstance(tool.name, str):
            continue
        for name, sub in tool.argument_properties().items():
            if not isinstance(sub, Mapping) or not isinstance(name, str):
                continue
            default, desc = sub.get("default"), sub.get("description")
            if isinstance(default, str) and default.strip() and isinstance(desc, str) \
                    and _subject(name) and _shown_as_example(default, desc):
                out.setdefault((name, default), tool.name)
    return out


_SAMPLE_DEFAULTS: PerSet[dict[tuple[str, str], str]] = PerSet(_sample_defaults)


@rule("subject-defaults-to-example", category="required", severity="warning",
      summary="The value a call is about (a stock code, a city, a keyword) is optional with a "
              "default that is the example its text gives (`\"default\": \"SZ000002\"`, \"如 "
              "SZ000002\"): a call that leaves it out returns that example's data. Require it, or "
              "say in its description that the default is meant.",
      bad=Example.of(name="quotec", description="获取股票行情数据",
                     properties={"stock_code": {"type": "string", "default": "SZ000002",
                                                "description": "股票代码，如 SZ000002、SH600000"}}),
      good=[Example.of(name="quotec", description="获取股票行情数据",
                       parameters={"type": "object", "required": ["stock_code"], "properties": {
                           "stock_code": {"type": "string",
                                          "description": "股票代码，如 SZ000002、SH600000"}}}),
            Example.of(name="get_market_stats", description="涨跌停家数与市场宽度。",
                       properties={"index_code": {
                           "type": "string", "default": "880001.SH",
                           "description": "指数代码，默认 '880001.SH'（全A指数），如 399001.SZ"}})],
      rationale="A sample value copied into `default` turns a forgotten argument into a "
                "plausible answer about something else (another company's statements, another "
                "city's weather). A default the text states as the default, or one no text shows "
                "as an example, is left alone.")
def check_subject_defaults_to_example(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.top_level_properties():
        name = node.name or ""
        default = node.schema.get("default")
        if node.required or not isinstance(default, str) or not default.strip() \
                or not _subject(name) or has_any_branch(node.schema, "enum", "const"):
            continue
        texts = [t for t in (node.description, ctx.passage_of(node), ctx.description) if t]
        if any(states_default(t) and default in t for t in texts):
            continue  # "默认 '880001.SH'（全A指数）": the default is stated, a decision
        where = None
        if not any(_shown_as_example(default, t) for t in texts):
            # its own text says nothing of the value: the same sample another tool of the set
            # shows as its example (`pankou(stock_code="SZ000002")` beside `quotec`'s "如 SZ000002")
            other = _SAMPLE_DEFAULTS(ctx.toolset).get((name, default)) \
                if ctx.toolset is not None else None
            if other is None or other == ctx.tool.name or any(default in t for t in texts):
                continue
            where = other
        zh = has_cjk(ctx.description) or has_cjk(node.description)
        if zh:
            said = f"`{where}` 里同名参数给的示例" if where else "描述里给的示例"
            message = (f"`{name}` 可选，默认值 {default!r} 正是{said}：漏传时调用照样通过校验，"
                       f"返回的是 {default} 的数据，模型和用户都看不出来。把它加入 `required` 并去掉"
                       "默认值（示例留在描述里）；若确实要默认它，在描述里写明“默认 …”。")
        else:
            said = f"the example `{where}` gives for its `{name}`" if where else \
                "the very example its text gives"
            message = (f"`{name}` is optional with the default {default!r}, {said}: a call that "
                       f"leaves it out still validates and returns {default}'s data, and neither "
                       "the model nor the user can tell. Add it to `required` and drop the default "
                       "(keep the example in the description); if the default is meant, say so in "
                       "the description (\"defaults to …\").")
        yield Hit(node.pointer, message)

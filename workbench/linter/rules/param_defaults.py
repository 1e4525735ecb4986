"""What a parameter means when the model leaves it out or sends null: a destructive default, a
default the description contradicts, and a null nobody explains.

Decisions:
- A default is what every call that omits the field does. `archived: true`, `force: true` or
  `overwrite: true` by default makes the destructive path the silent one: a warning, without a
  fix (flipping the default changes what existing calls do; the author decides). A `force` whose
  description says true updates what exists ("update resources if they already exist", like
  `kubectl apply`) is info: the upsert is the tool's normal path.
- A description that states a default ("defaults to null", "默认为 false") different from
  `default` is a contradiction: one of them is wrong, and the model reads only the text. So is a
  tool description that gives one parameter's default in passing ("returns 10 tickets by default
  (`limit`)"), read per clause, only where the clause names that one parameter and no condition.
- What null means (no filter? keep the current value? the default?) is a sentence every
  nullable field deserves, but few tools need it spelled out: `param-null-unexplained` is
  pedantic.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.fixed_count import fixed_count_conflicts
from workbench.linter.rules.param_facts import description_of, nullable, quoted
from workbench.linter.rules.prose_facts import sentence_at
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import clauses, split_name

# Flags whose true value destroys, overwrites or skips a safeguard.
_DESTRUCTIVE_FLAGS = frozenset({"archived", "archive", "delete", "force", "overwrite", "purge",
                                "permanent", "permanently", "hard", "recursive", "drop",
                                "truncate", "wipe", "trash", "destroy", "prune"})
# `include_deleted`, `show_archived`: a filter on what is returned, not an action.
_FILTER_FIRST = frozenset({"include", "show", "with", "only", "list", "return", "fetch", "exclude",
                           "hide", "filter"})
_SKIP_SAFEGUARD = re.compile(r"^(?:skip|no|without|bypass|disable)_?(?:confirm|confirmation|check|"
                             r"checks|validation|backup|prompt|review)s?$|^(?:auto|yes)_?confirm$")
_DESTRUCTIVE_TEXT = re.compile(r"\b(?:delet|archiv|overwrit|destroy|purg|wip|remov|erase|discard|"
                               r"replac|without confirm|skip\w* confirm)\w*|删除|覆盖|清空|归档|永久|"
                               r"跳过确认|不再确认", re.I)


def _destructive_flag(node: SchemaNode) -> bool:
    t = split_name(node.name)
    if not t or t[0] in _FILTER_FIRST:
        return False
    name = "_".join(t)
    return bool(set(t) & _DESTRUCTIVE_FLAGS) or _SKIP_SAFEGUARD.match(name) is not None


@rule("default-destructive", category="side-effect", severity="warning",
      summary="A flag whose true value deletes, archives, overwrites or skips a confirmation "
              "must not default to true: a call that leaves it out would do the destructive "
              "thing silently.",
      bad=[Example.of(name="blocks_update_block", properties={"archived": {
               "type": "boolean", "default": True,
               "description": "Set to true to archive (delete) a block."}}),
           Example.of(name="文件_写入", properties={"overwrite": {
               "type": "boolean", "default": True, "description": "是否覆盖已存在的文件。"}})],
      good=[Example.of(name="blocks_update_block", properties={"archived": {
                "type": "boolean", "default": False,
                "description": "Set to true to archive (delete) a block."}}),
            Example.of(name="files_list", properties={"recursive": {
                "type": "boolean", "default": True, "description": "List subfolders too."}})],
      rationale="Notion's block update shipped `archived` with `default: true`: every update "
                "that omitted it archived the block. A read tool's `recursive: true` destroys "
                "nothing and is not reported. The same holds for the scope of a wipe: "
                "`clear_data(data_type: videos | users | all = \"all\")` empties everything "
                "when called with no arguments.")
def check_default_destructive(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    widest = _scope_defaults_to_all(ctx)
    if widest is not None:
        yield Hit(widest.pointer, f"{tool.name!r} destroys what `{widest.name}` selects, and "
                                  f"`{widest.name}` defaults to {widest.schema['default']!r}: a call "
                                  "that leaves it out wipes everything. Require it (no default), "
                                  "or default to the narrowest choice, so the model has to ask "
                                  "for all.")
    for node in ctx.index.properties():
        s = node.schema
        if s.get("default") is not True or "boolean" not in node.non_null_types \
                or not _destructive_flag(node):
            continue
        if ctx.action_kind == "read" and not _DESTRUCTIVE_TEXT.search(ctx.description):
            return  # a read tool's flags change what is returned, not what exists
        desc = description_of(node)
        if split_name(node.name)[-1:] == ("recursive",) and not _DESTRUCTIVE_TEXT.search(
                f"{desc} {ctx.description} {tool.name}"):
            continue  # recursive listing, copying: harmless unless the tool destroys
        if _force_that_updates(node, desc):
            # `force` "Whether to update resources if they already exist (similar to kubectl
            # apply)": true is the tool's normal upsert, not a lost record (reviewers: F)
            yield Hit(node.pointer, f"`{node.name}` defaults to true; its description says true "
                                    f"updates what already exists (\"{quoted(desc, 70)}\"): if that is the "
                                    "tool's normal path, say so in the tool description; if not, "
                                    "default to false.", severity="info")
            continue
        yield Hit(node.pointer, f"`{node.name}` defaults to true, so a call that leaves it out "
                                f"{_what_true_does(node, desc)}: default to false (or require "
                                "it) so the model has to ask for it.",
                  severity="info" if _consumes_inputs(
                      node, f"{desc} {ctx.parameter_passages.get(node.name or '', '')}") else None)


# The value that selects every kind of thing at once ("all", "全部"), in a scope's enum
_ALL_VALUES = frozenset({"all", "*", "everything", "全部", "所有"})
# A parameter that names what the act reaches (`data_type`, `scope`, `target`)
_SCOPE_WORDS = frozenset({"type", "types", "scope", "target", "targets", "kind", "kinds", "category",
                          "data", "what", "which", "tables", "collections"})


def _scope_defaults_to_all(ctx: ToolContext) -> SchemaNode | None:
    """The top-level parameter of a destroying tool (`clear_data`: "清空当前采集的数据") that
    chooses among kinds of data by an enum holding an "all" value, with "all" as its default:
    a call without arguments wipes everything."""
    if ctx.name_verb.verb not in lx.DESTRUCTIVE_VERBS or ctx.annotations.get("readOnlyHint") is True:
        return None
    for node in ctx.index.top_level_properties():
        enum = node.schema.get("enum")
        default = node.schema.get("default")
        if node.required or not isinstance(enum, list) or len(enum) < 3 \
                or not isinstance(default, str) or default.lower() not in _ALL_VALUES \
                or not set(split_name(node.name)) & _SCOPE_WORDS:
            continue  # (Google Calendar's `sendUpdates: "all"` says who is told, not what goes)
        return node
    return None


# What a `force` flag's true does, said with a verb that keeps what exists ("update resources if
# they already exist", "re-download", "refresh the cache") and no word that loses it.
_KEEPING_VERB = re.compile(r"\b(?:update|updates|updating|refresh\w*|re-?(?:download|fetch|build|run|index|"
                           r"install|sync)\w*|rebuild\w*|reinstall\w*)\b|更新|刷新|重新(?:下载|构建|获取)", re.I)


def _force_that_updates(node: SchemaNode, desc: str) -> bool:
    return split_name(node.name) == ("force",) and _KEEPING_VERB.search(desc) is not None \
        and _DESTRUCTIVE_TEXT.search(desc) is None


# `delete_input` of a boolean union or an explode, "删除原对象": the result is made from the
# inputs and replaces them (Rhino's own default), so nothing is lost; a flag that deletes the
# inputs is destructive only where the text says nothing of it (then it stays shown).
_INPUT_WORDS = frozenset({"input", "inputs", "original", "originals", "source", "sources"})
_CONSUMED_TEXT = re.compile(r"\b(?:delete|remove)s?\b[^.;]{0,30}\b(?:input|original|source)s?\b|"
                            r"(?:删除|移除)(?:原|输入|源)", re.I)


def _consumes_inputs(node: SchemaNode, desc: str) -> bool:
    t = set(split_name(node.name))
    return bool(t & {"delete", "remove"}) and bool(t & _INPUT_WORDS) \
        and _CONSUMED_TEXT.search(desc) is not None


def _what_true_does(node: SchemaNode, desc: str) -> str:
    m = re.search(r"\btrue to ([^.;,]+)", desc, re.I)
    if m:
        return f"will {m.group(1).strip()}"
    return "takes the destructive path"


# "defaults to null", "(default: 3000)", "Defaults to false", "默认为 false", "默认值：10".
_STATED_DEFAULT = re.compile(
    r"\bdefaults? (?:value )?(?:is |to |of |=|:)\s*(?P<en>\"[^\"]*\"|'[^']*'|`[^`]*`|[-\w.]+)|"
    r"[(（]default:?\s*(?P<paren>\"[^\"]*\"|'[^']*'|`[^`]*`|[-\w.]+)\s*[)）]|"
    r"默认(?:值)?(?:为|是|：|:)\s*(?P<zh>\"[^\"]*\"|'[^']*'|`[^`]*`|“[^”]*”|[-\w.]+)", re.I)
_NULL_WORDS = frozenset({"null", "none", "nil"})
_BOOL_WORDS = {"true": True, "false": False, "yes": True, "no": False}


def stated_default(text: str) -> str | None:
    """The default a description names, as written (quotes removed), or None; None too when a
    unit follows it ("defaults to 10 minutes", "10%"): the schema may count in another unit."""
    if not text or ("efault" not in text and "默认" not in text):
        return None
    m = _STATED_DEFAULT.search(text)
    if m is None:
        return None
    raw = next(g for g in (m.group("en"), m.group("paren"), m.group("zh")) if g is not None)
    after = text[m.end():m.end() + 16].strip().lower()
    if after.startswith("%") or (after and after.split()[0].strip(".,;)") in lx.UNIT_WORDS):
        return None
    return raw.strip("\"'`“” ").rstrip(".")


def _same(said: str, value: Any) -> bool | None:
    """Whether a stated default equals the schema's, or None when the text cannot be read as a
    value of that type (a word such as "current", "the user's locale")."""
    low = said.lower()
    if value is None:
        return low in _NULL_WORDS or None
    if isinstance(value, bool):
        return _BOOL_WORDS[low] == value if low in _BOOL_WORDS else None
    if isinstance(value, (int, float)):
        try:
            return float(said) == float(value)
        except ValueError:
            return False if low in _NULL_WORDS or low in _BOOL_WORDS else None
    if isinstance(value, str):
        if low in _NULL_WORDS:
            return value.lower() in _NULL_WORDS  # "defaults to null" against ""
        if value == "":
            return said in ("", '""') or None
        return said == value or said.lower() == value.lower() or None
    return None


def contradicted_default(node: SchemaNode) -> str | None:
    """The default the parameter's description states, as written, when it differs from the
    schema's `default` (what `default-contradicts-description` reports), else None."""
    s = node.schema
    if "default" not in s or isinstance(s["default"], (dict, list)):
        return None
    desc = description_of(node)
    said = stated_default(desc)
    if said is None or _same(said, s["default"]) is not False or _sentinel(desc, s["default"]):
        return None
    return said


@rule("default-contradicts-description", category="param-description", severity="warning",
      summary="The description states a default that differs from the schema's `default`: one "
              "of them is wrong, and the model only reads the text.",
      bad=[Example.of(properties={"limit": {
               "type": "integer", "default": 10,
               "description": "Results to return. Defaults to 25."}}),
           Example.of(properties={"page_size": {
               "type": "integer", "default": 20, "description": "每页条数，默认为 50。"}})],
      good=[Example.of(properties={"page_size": {
                "type": "integer", "default": 20, "description": "Results per page (default: 20)."}}),
            Example.of(properties={"locale": {
                "type": "string", "default": "en-US",
                "description": "Answer language; defaults to the user's locale, else en-US."}})],
      rationale="\"Defaults to 25\" next to `default: 10`: one of them is wrong. Two "
                "spellings of \"no value\" (\"defaults to null\" next to `default: \"\"`) "
                "mean the same to most executors: info.")
def check_default_contradiction(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        said = contradicted_default(node)
        if said is None:
            continue
        s = node.schema
        # null against "" (or "none" against []): two spellings of "no value", which reviewers
        # judged cosmetic ("both mean the current kube context"): true, info
        nothing = said.strip().lower() in _NULL_WORDS and s["default"] in (None, "")
        yield Hit(node.pointer, f"The description of `{node.name}` says it defaults to "
                                f"{said!r}, but `default` is {json.dumps(s['default'])}: make them "
                                "agree.", severity="info" if nothing else None)



# A tool description that gives a parameter's default in passing ("Returns 10 tickets per call
# by default (`limit`)", "默认返回 10 条（limit）"): a default marker, one parameter named, one number.
_DEFAULT_MARK = re.compile(r"\bby default\b|\bdefaults?\b|默认", re.I)
_CONDITION = re.compile(r"\b(?:if|when|unless|otherwise|except|for each)\b|如果|若|否则|当.{0,12}时", re.I)
_NUMBER = re.compile(r"(?<![\w.\-])\d+(?:\.\d+)?(?![\w.])")


def tool_text_default(clause: str, node: SchemaNode) -> str | None:
    """The default of `node` that a clause of the tool description states, as written, or None:
    "`limit` defaults to 20", or one number beside "by default"/"默认" for a numeric parameter;
    None when a unit follows the number (the schema may count in another unit)."""
    said = stated_default(clause)
    if said is not None:
        return said
    numbers = list(_NUMBER.finditer(clause))
    if len(numbers) != 1 or not set(node.non_null_types) & {"integer", "number"}:
        return None
    after = clause[numbers[0].end():numbers[0].end() + 16].strip().lower()
    if after.startswith("%") or (after and after.split()[0].strip(".,;)") in lx.UNIT_WORDS):
        return None
    return numbers[0].group(0)


@rule("description-default-mismatch", category="description", severity="warning",
      summary="The tool description gives a parameter's default (\"returns 10 rows by default "
              "(`limit`)\", \"默认返回 10 条\") that differs from the schema's `default`.",
      bad=[Example.of(name="support_list_tickets",
                      description="List tickets. Returns 10 tickets per call by default (`limit`).",
                      properties={"limit": {"type": "integer", "default": 20,
                                            "description": "Maximum number of tickets."}}),
           Example.of(name="orders_list_orders", description="列出订单。默认返回 10 条（limit）。",
                      properties={"limit": {"type": "integer", "default": 50,
                                            "description": "返回条数。"}})],
      good=[Example.of(name="support_list_tickets",
                       description="List tickets. Returns 20 tickets per call by default (`limit`).",
                       properties={"limit": {"type": "integer", "default": 20,
                                             "description": "Maximum number of tickets."}}),
            Example.of(name="jobs_wait", description="Waits 30 seconds by default (`timeout`).",
                       properties={"timeout": {"type": "integer", "default": 30000,
                                               "description": "Timeout in milliseconds."}})],
      rationale="The model reads the tool description first: a default there that the schema "
                "does not keep makes it omit a parameter expecting a value it will not get.")
def check_tool_text_default(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    text = ctx.description
    yield from fixed_count_conflicts(ctx)  # "Return the 20 most recent runs" beside a default of 50
    if not text or ("efault" not in text and "默认" not in text) or not _DEFAULT_MARK.search(text):
        return  # "efault": Default, default, defaults
    props = [n for n in ctx.index.top_level_properties() if n.name]
    for clause in clauses(text):
        if not _DEFAULT_MARK.search(clause) or _CONDITION.search(sentence_at(text, text.find(clause))):
            continue  # a default for one case ("如果…，limit 默认为 50")
        named = [n for n in props if n.name and mentions(clause, n.name)]
        if len(named) != 1:
            continue  # no parameter, or several: whose default it is cannot be told
        node = named[0]
        have = node.schema.get("default", _MISSING)
        if have is _MISSING or isinstance(have, (dict, list)) or stated_default(description_of(node)):
            continue  # the parameter's own description states one: the rules above read it
        said = tool_text_default(clause, node)
        glossed = glossed_default(clause, node) if said is None else None
        if glossed is not None:  # "默认返回本赛季…" with "season 为本赛季": another enum value
            if glossed == have:
                continue
            said = glossed
        elif said is None or _same(said, have) is not False or _sentinel(clause, have):
            continue
        yield Hit(node.pointer, f"The tool description gives `{node.name}` a default of {said!r} "
                                f"(\"{clause.strip()[:90]}\"), but its `default` is "
                                f"{json.dumps(have, ensure_ascii=False)}: make them agree.")


_MISSING = object()


def glossed_default(clause: str, node: SchemaNode) -> str | None:
    """The `enum` value a default clause names by its gloss, or None: with "last_5 为最近 5 场，
    season 为本赛季" in the parameter's description, "默认返回本赛季全部比赛" names `season`.
    Exactly one value's gloss must stand by the default mark."""
    values = node.schema.get("enum")
    mark = _DEFAULT_MARK.search(clause)
    if not isinstance(values, list) or mark is None:
        return None
    # "xg(选股判定), zb(指标计算,默认), exp(专家系统)": the mark inside one value's own
    # parenthesis names that value, whatever follows it
    marked = [v for v in values if isinstance(v, str) and re.search(
        r"(?<![\w-])" + re.escape(v) + r"\s*[(（][^)）]{0,30}?(?:默认|\bdefault\b)[^)）]{0,10}[)）]",
        clause, re.I)]
    if len(marked) == 1:
        return marked[0]
    glosses = {v: g for v in values if isinstance(v, str) and (g := _gloss(description_of(node), v))}
    if len(glosses) < 2:
        return None
    # after "默认"/"defaults to"; "shows the current month by default" names it before the mark
    tail = (clause[mark.end():] if mark.group(0).lower() != "by default" else clause[:mark.start()]).lower()
    named = [v for v, g in glosses.items() if g in tail and not any(
        g != other and g in other and other in tail for other in glosses.values())]
    return named[0] if len(named) == 1 else None


def _gloss(text: str, value: str) -> str | None:
    """What the description says `value` stands for ("season 为本赛季", "season: the whole
    season", "season (本赛季)"), lower-cased, or None."""
    m = re.search(r"(?<![\w-])" + re.escape(value) + r"(?![\w-])\s*(?:为|是|表示|代表|=|:|：|means\b|is\b|"
                  r"[(（])\s*(?P<g>[^，,；;。.、)）]{2,24})", text, re.I)
    return m.group("g").strip().lower() if m else None


def _sentinel(text: str, value: Any) -> bool:
    """"0 for default of 100": the schema's default is a sentinel the text explains."""
    shown = json.dumps(value) if not isinstance(value, str) else value
    return bool(shown) and re.search(r"(?<![\w.])" + re.escape(shown) + r"(?![\w.])\s*(?:=|means|for|"
                                     r"to use|uses?)\b", text, re.I) is not None


# What a text says null (or leaving the field empty) means.
_NULL_EXPLAINED = re.compile(r"\bnull\b|\bnone\b|\bempty\b|\bomit|\bnot (?:set|given|provided)\b|"
                             r"\bleave\b|\bunset\b|\bclears?\b|\bno (?:filter|limit|change)\b|空|不传|"
                             r"不填|留空|不设置|清除", re.I)


@rule("param-null-unexplained", category="param-description", severity="warning",
      group="pedantic",
      summary="A nullable parameter's description should say what null means: no filter, keep "
              "the current value, use the default, clear it.",
      bad=Example.of(properties={"due_date": {"type": ["string", "null"], "format": "date",
                                              "description": "Due date of the task."}}),
      good=Example.of(properties={"due_date": {
          "type": ["string", "null"], "format": "date",
          "description": "Due date of the task; null clears it, e.g. 2026-09-01."}}),
      rationale="On an update, null may mean \"clear\" or \"leave as is\"; on a search, \"any\" "
                "or \"none\": the model guesses, and the executor may read it the other way.")
def check_null_unexplained(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if not nullable(node.schema) or "const" in node.schema:
            continue
        desc = description_of(node)
        if not desc.strip() or _NULL_EXPLAINED.search(desc):
            continue  # undescribed: param-missing-description
        yield Hit(node.pointer, f"`{node.name}` accepts null, but its description does not say "
                                "what null means (no filter? keep the current value? the "
                                "default? clear it?): say it.")


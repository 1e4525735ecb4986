"""What the tool description promises that the schema does not carry (`description`).

- `prose-filter-not-in-schema`: "可按船名过滤", "results can be filtered by ship name": the text
  offers a filter, but no parameter takes the thing it filters by (no parameter's name, description
  or enum value holds its words). The model asked for the filter has nowhere to put it and either
  drops it silently or invents a key. Read only a filter the tool offers ("可按", "can be filtered
  by", "filter by"), not a result ("sorted by date") nor a filter another tool offers ("use
  x_search to filter by name").
- `prose-time-zone-conflict`: the tool text says every time is in one zone ("All times in requests
  and responses are UTC", "所有时间均为 UTC") while a time parameter's own description says
  another ("mine-site local time without offset", "北京时间"). One of the two is wrong, and the
  model cannot tell which; the window it sends is off by the offset.
No patch: which side is right is the author's to say.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import description_of
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.text import CJK, singular, split_name

# "可按船名过滤", "支持按状态筛选", "can be filtered by ship name", "optionally filter by vessel name"
_FILTER_ZH = re.compile(r"(?:可以?|支持|能够?|允许)(?:按|根据|通过)([\u4e00-\u9fff]{1,6}?)(?:进行)?(?:过滤|筛选)")
_FILTER_EN = re.compile(r"\b(?:can|may)\s+(?:be\s+|optionally\s+)?(?:filtered|narrowed|filter(?:ed)?)\s+by\s+"
                        r"(?:the\s+|a\s+|its\s+)?([a-z][a-z -]{2,30}?)(?=[,.;:)]|\s+(?:to|and|or|so|for|"
                        r"only|when|if)\b|$)|\boptionally\s+filter(?:ed)?\s+by\s+(?:the\s+)?([a-z][a-z -]{2,30}?)"
                        r"(?=[,.;:)]|\s+(?:to|and|or|so|for|only|when|if)\b|$)", re.I)
# "需要预订时请改用 port_reserve_berth", "use x_search to filter by name": another tool's offer
_ELSEWHERE = re.compile(r"改用|请用|使用\s*[a-z_]+|\b(?:use|via|with)\s+[a-z]+_[a-z_]+", re.I)
_ZH_SUFFIXES = ("名称", "名", "号", "编号", "代码", "类型")


def _zh_covered(noun: str, text: str) -> bool:
    """Whether a Chinese noun (船名), its stem (船) or a two-character word of it (状态 of 订单状态)
    is in a parameter's text."""
    stem = next((noun[:-len(s)] for s in _ZH_SUFFIXES if noun.endswith(s) and len(noun) > len(s)), noun)
    return stem in text or any(noun[i:i + 2] in text for i in range(len(noun) - 1))


# "filtered by various criteria", "by parameters": no particular thing to filter by
_GENERIC = frozenset({"various", "several", "multiple", "many", "different", "other", "any", "criterion",
                      "criteria", "parameter", "param", "field", "attribute", "option", "property",
                      "condition", "value", "filter", "keyword", "query", "input", "argument", "setting"})


def _en_covered(phrase: str, names: set[str], text: str) -> bool:
    """Whether a parameter's name tokens or text hold the phrase's content words (a phrase of
    generic words only names nothing to look for)."""
    words = [singular(w) for w in re.findall(r"[a-z]+", phrase.lower()) if len(w) > 2]
    words = [w for w in words if w not in _GENERIC and w not in ("the", "and", "its", "their")]
    return not words or any(w in names or w in text for w in words)


def _offered_filters(ctx: ToolContext) -> Iterator[tuple[str, str]]:
    """(noun phrase, sentence) of every filter the tool text offers itself."""
    text = ctx.description
    for m in list(_FILTER_ZH.finditer(text)) + list(_FILTER_EN.finditer(text)):
        start = max(text.rfind(c, 0, m.start()) for c in "。.;；\n") + 1
        end = min((i for i in (text.find(c, m.end()) for c in "。;；\n") if i >= 0), default=len(text))
        sentence = text[start:end].strip()
        if _ELSEWHERE.search(sentence):
            continue
        yield next(g for g in m.groups() if g), sentence


@rule("prose-filter-not-in-schema", category="description", severity="info",
      summary="The description offers a filter (\"可按船名过滤\", \"can be filtered by ship name\") "
              "that no parameter takes: add the parameter, or drop the promise.",
      bad=Example.of(name="port_list_berths", description="列出码头泊位空档。可按船名过滤。只读。",
                     properties={"terminal_code": {"type": "string", "description": "码头代码。"}}),
      good=Example.of(name="port_list_berths", description="列出码头泊位空档。可按船名过滤。只读。",
                      properties={"terminal_code": {"type": "string", "description": "码头代码。"},
                                  "ship_name": {"type": "string", "description": "船名，例如 COSCO TAURUS。"}}),
      rationale="A model asked for the filter has nowhere to put it: it drops it and answers "
                "with unfiltered results, or invents a key the executor ignores.")
def check_filter_not_in_schema(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not ctx.description or not re.search(r"过滤|筛选|filter|narrow", ctx.description, re.I):
        return
    props = list(ctx.index.properties())
    names = {singular(t) for n in props for t in split_name(n.name)}
    # a parameter's text includes its entry in the tool's own "Args:" block ("status: 按接口状态筛选")
    text = " ".join(description_of(n) + " " + ctx.passage_of(n) + " "
                    + " ".join(str(v) for v in (n.schema.get("enum") or ())
                                                        if isinstance(n.schema.get("enum"), list))
                    for n in props)
    low = text.lower()
    for noun, sentence in _offered_filters(ctx):
        covered = _zh_covered(noun, text) if CJK.search(noun) else _en_covered(noun, names, low)
        if not covered:
            yield Hit("", f"The description offers a filter by {noun} (\"{quote(sentence)}\"), but no "
                          f"parameter takes {noun}: add one (its name and form in the description), "
                          "or drop the promise, so the model does not silently return unfiltered "
                          "results.")
            return


# The key the tool says it looks things up by: "按集装箱号查询货物的放行状态", "Look up a
# shipment by its container number". Only an identifier (…号, 编号, 代码, number, id, code): "by
# city name" may be what a `location` takes, a number names one thing.
_KEY_ZH = re.compile(r"(?:^|[，。；：\s])(?:按|根据|通过|凭)([\u4e00-\u9fff]{1,6}?(?:号码?|编号|代码|代号))"
                     r"(?:来|进行)?(?:查询|查找|获取|检索|查看|定位)")
_KEY_EN = re.compile(r"\b(?:looks?\s+up|gets?|fetch(?:es)?|retrieves?|finds?|quer(?:y|ies)|returns?|checks?)\b"
                     r"[^.;:]{0,60}?\bby\s+(?:its\s+|their\s+|the\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)?\s+"
                     r"(?:number|id|code))\b(?!\s+of\b)", re.I)  # "a number of days" counts, names nothing


# Words of a lookup key that name no particular thing: "by its corresponding ID", "by given
# country id", "by random number"
_KEY_FILLER = frozenset({"number", "id", "code", "its", "their", "the", "an", "given", "corresponding",
                         "specific", "random", "custom", "unique", "same", "own", "which", "that", "provided"})


@rule("prose-key-not-in-schema", category="description", severity="warning",
      summary="The description says the tool looks things up by an identifier (\"按集装箱号查询\", "
              "\"by container number\") that no parameter takes: say what the call really takes, "
              "or add the parameter.",
      bad=Example.of(name="port_get_release_status", description="按集装箱号查询货物的放行状态。只读。",
                     properties={"bill_of_lading_no": {"type": "string",
                                                       "description": "提单号，例如 COSU6298145730。"}}),
      good=Example.of(name="port_get_release_status", description="按提单号查询货物的放行状态。只读。",
                      properties={"bill_of_lading_no": {"type": "string",
                                                       "description": "提单号，例如 COSU6298145730。"}}),
      rationale="The model fills the one key parameter with what the description names: a "
                "container number where a bill of lading number is expected, so the lookup fails "
                "or finds the wrong shipment.")
def check_key_not_in_schema(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    desc = ctx.description
    if not desc or not re.search(r"按|根据|通过|凭|\bby\b", desc):
        return
    props = list(ctx.index.properties())
    if not props:
        return
    names = {singular(t) for n in props for t in split_name(n.name)}
    text = " ".join(description_of(n) + " " + ctx.passage_of(n) for n in props)
    low = text.lower()
    m = _KEY_ZH.search(desc) if CJK.search(desc) else None
    m = m or _KEY_EN.search(desc)
    if m is None:
        return
    key = m.group(1)
    if CJK.search(key):
        # no parameter has a word of its own: a Chinese key (航班号) cannot be matched against
        # English names (`flight_number`), and the missing words are param-missing-description's
        covered = _zh_covered(key, text) or not text.strip()
    else:
        words = [w for w in re.findall(r"[a-z]+", key.lower()) if w not in _KEY_FILLER]
        kind = key.lower().split()[-1]
        jammed = [re.sub(r"[^a-z]", "", (n.name or "").lower()) for n in props]
        # an id parameter takes "the FDC ID" whatever it is called (`fooid`, `is_id`); the
        # key's words jammed into a name (`phonecustomid`, `zipcode`) are that name
        covered = not words or _en_covered(" ".join(words), names, low) \
            or any(j.endswith(kind) or "".join(words) in j for j in jammed)
    if not covered:
        yield Hit("", f"The description looks things up by {key} (\"{quote(m.group(0).strip('，。；： '))}\"), "
                      f"but no parameter takes {key}: say in the description what the call takes, "
                      "or add the parameter, so the model does not pass one identifier for another.")


# "All times in requests and responses are UTC", "所有时间均为 UTC": one zone for every time
_ALL_UTC = re.compile(r"\b(?:all|every)\s+(?:the\s+)?(?:times?|timestamps?|dates?\s+and\s+times?|date-?times?)\b"
                      r"[^.;\n]{0,50}?\b(?:are|is|in)\s+(?:in\s+)?(?:UTC|GMT)\b|"
                      r"(?:所有|全部)(?:的)?(?:时间|时刻|时间戳)[^。；\n]{0,12}?(?:均|都|一律|统一)?(?:为|是|使用|采用|按)\s*(?:UTC|GMT)",
                      re.I)
# "mine-site local time without offset", "当地时间", "北京时间": a zone other than UTC
_OTHER_ZONE = re.compile(r"\blocal\s+time\b(?!\s*zone)|\b(?:site|store|branch|venue|plant)\s+time\b|"
                         r"当地时间|本地时间|北京时间|东八区", re.I)


@rule("prose-time-zone-conflict", category="description", severity="warning",
      summary="The tool text says every time is UTC while a time parameter's description says "
              "local time: state one zone, in both places.",
      bad=Example.of(name="plant_get_readings", description="Return sensor readings. All times are in UTC.",
                     properties={"from_time": {"type": "string", "format": "date-time",
                                               "description": "Start, plant local time, e.g. 2026-10-02T06:00:00."}}),
      good=Example.of(name="plant_get_readings", description="Return sensor readings. All times are in UTC.",
                      properties={"from_time": {"type": "string", "format": "date-time",
                                                "description": "Start in UTC, e.g. 2026-10-02T06:00:00Z."}}),
      rationale="One of the two statements is wrong and the model cannot tell which: the window "
                "it sends is off by the site's offset.")
def check_time_zone_conflict(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    said = _ALL_UTC.search(ctx.description) if ctx.description else None
    if said is None:
        return
    local = [n for n in ctx.index.properties() if _OTHER_ZONE.search(description_of(n))
             and not re.search(r"\b(?:UTC|GMT)\b|[+-]\d{2}:?\d{2}\b|Z\b", description_of(n))]
    if local:
        first = local[0]
        also = "".join(f", `{n.name}`" for n in local[1:4])
        yield Hit(first.pointer, f"The tool text says \"{quote(said.group(0))}\", but `{first.name}`{also} "
                                 f"say(s) another zone (\"{quote(description_of(first))}\"): state one "
                                 "time zone, in both places, so the model sends the times the "
                                 "executor reads.")

"""`required`: inputs the tool description says a call needs, left optional by the schema.

`prose-required-mismatch` (prose_contradictions.py) reads a description that lets a required
parameter be left out; this is the reverse. A tool that says "必须指明样本类型" or "only call
after the user has confirmed the cluster, namespace, deployment and target replica count"
names the inputs without which the call makes no sense, so a model that omits one is not
stopped by the schema. The parameter is found by its name ("replica count" → `replicas`) or by
the label its own description starts with ("保单号，例如 POL-…" → `policy_number`).

Silent for alternatives ("the id or the URL", "A 或 B": either may be given), for a parameter
with a default or a nullable type (the strict-mode idiom), and for words that name no parameter
("after the user confirmed the details").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.optional_facts import has_alternative, required_by_text, required_in_a_mode
from workbench.linter.rules.param_facts import REQUIRED_HINTS, hinted, says_optional, states_default
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import CJK, split_name

_NEEDED_EN = re.compile(
    r"\b(?:after|once|when)\s+the\s+user\s+(?:has\s+)?(?:explicitly\s+|clearly\s+)?"
    r"(?:confirmed|approved|chosen|named|given|provided|supplied|specified|picked|selected)\s+"
    r"(?P<a>[^.;:!?()]{2,120})"
    r"|\b(?:you\s+)?(?:must|always)\s+(?:specify|provide|include|give|pass|supply|state|set)\s+"
    r"(?P<b>[^.;:!?()]{2,80})"
    # the sentence's subject: "Both the performance and the exact seats must be given"
    r"|(?:^|(?<=[.;!?]\s))(?:both\s+)?(?P<c>[^.;:!?()]{2,80}?)\s+must\s+(?:both\s+|each\s+|all\s+)?"
    r"be\s+(?:given|provided|specified|supplied|passed|included)\b"
    # "The vessel's IMO number is mandatory", "An ISBN is needed to place the request"; not a
    # case ("is required for station trips", "is required if ..."), nor the doer's duty ("is
    # required to confirm")
    r"|(?:^|(?<=[.;!?]\s))(?P<d>[^.;:!?()]{2,60}?)\s+(?:is|are)\s+(?:always\s+)?(?:mandatory|"
    r"compulsory|required|needed)\b(?!\s+(?:for|if|when|unless|only|except|in|on|with|by|"
    r"to\s+(?:confirm|approve|review|sign|log|be|have)\b))"
    # "IMPORTANT: Specify exactly one GFS model in the `models` parameter": the parameter it names
    r"|\bspecify\s+exactly\s+one\b[^.;:!?()]{0,60}?\bin\s+the\s+(?P<e>`?[A-Za-z_]\w*`?)\s+"
    r"(?:parameter|field|argument)\b", re.I)
_NEEDED_ZH = re.compile(r"(?:必须|务必|一定要|须)(?:指明|指定|提供|填写|传入|给出|说明|选择|注明)"
                        r"(?P<a>[^，。；,;！!？?（(]{1,30})"
                        # 船舶 IMO 编号为必填项，缺少时登记处会拒绝: the sentence's subject
                        r"|(?:^|(?<=[。；;！!？?]))(?P<d>[^，。；,;！!？?（(]{2,20}?)(?:为|是)?(?:必填|必需|必须提供)"
                        r"(?:项|字段|参数|信息)?(?=[，。；,;！!]|$)"
                        r"|确认(?:好|了|过)?(?P<b>[^。；;！!？?（(]{1,40}?)(?:之后|后)"
                        # 必须先通过 upload_file 上传源文件并提供 source_file_id: a step, then the input
                        r"|(?:必须|务必|须)先[^。；;！!？?]{0,40}?并(?:提供|传入|填写|指定)"
                        r"(?P<c>[^，。；,;！!？?（(]{1,30})")
_HINTS = ("confirm", "must", "always", "exactly one", "mandatory", "compulsory", "required", "needed", "必须", "务必",
          "一定要", "须", "确认", "必填", "必需")
# "the id or the URL", "A 或 B": either one will do, not each
_ALTERNATIVES = re.compile(r"\bor\b|\beither\b|或|或者|之一|任一")
_EITHER = re.compile(r"\beither\b|之一|任一", re.I)


def _offers_another(entry: str, name: str, props: dict) -> bool:
    """Does the entry offer another input in this one's place ("or pass `url`", "either")? An
    "or" between two forms of its own value ("文档 ID 或文档路径", "a name or an id") offers none."""
    if _EITHER.search(entry):
        return True
    return _ALTERNATIVES.search(entry) is not None and any(
        re.search(r"(?<![\w])" + re.escape(other) + r"(?![\w])", entry) for other in props if other != name)


_SPLIT = re.compile(r"\s*(?:,|、|，|/|\band\b|\bas well as\b|和|及|与|以及|还有)\s*")
_FILLER = frozenset({"the", "a", "an", "its", "their", "his", "her", "target", "new", "exact",
                     "desired", "correct", "value", "values", "of", "for", "to", "user", "user's"})
_GENERIC = frozenset({"id", "ids", "name", "no", "number", "code", "value", "type", "data", "info",
                      "detail", "option", "setting", "parameter", "argument", "input", "content"})
_LABEL_END = re.compile(r"[，,。.；;：:（(\s、]")


def _stem(token: str) -> str:
    return token[:-1] if len(token) > 3 and token.endswith("s") and not token.endswith("ss") else token


# A need under a condition ("`good` — must include at least one `valuableSources` entry", "if
# the type is file, you must provide the path", "上传时必须提供文件", "With neither, 'query' is
# required"): a per-case rule, not a need of every call (prose-condition reads those).
_CONDITION_WORDS = r"if|when|unless|for|whenever|otherwise|without|with neither|with none"
_CONDITION_BEFORE = re.compile(rf"\b(?:{_CONDITION_WORDS})\b|[—–:：]|如果|如需|若|否则|当|时$|时，?$", re.I)
_SUBJECT_CONDITION = re.compile(rf"\b(?:{_CONDITION_WORDS}|once|after)\b", re.I)
_AT_LEAST = re.compile(r"\bat least\b|\bany\b|至少|任意", re.I)
# The need is tied to a case after the words that state it ("must be specified for legacy
# payloads", "must provide the region when creating", "创建时必须指定"): a per-case rule.
_CONDITION_AFTER = re.compile(r"\s*(?:only\s+)?(?:for|if|when|unless|whenever|in case|during|while)\b|"
                              r"\s*(?:时|的时候|情况下)", re.I)
_CONDITION_INSIDE = re.compile(r"\b(?:if|when|unless|whenever|in case|while)\b|如果|假如", re.I)
# A label opening the sentence ("IMPORTANT: ...", "注意："): no condition
_LABEL_ONLY = re.compile(r"\s*(?:important|note|notice|warning|注意|重要)\s*[:：]\s*", re.I)
# "All line items must be provided. Any not provided will be removed", "必须提供全部明细行": a list
# sent whole when it is sent (an update replaces it), a rule on its completeness, not a need of
# every call
_WHOLE_LIST = re.compile(r"^\s*(?:all|every|each)\b(?!\s+of\s+the\s+following)|^\s*(?:全部|所有|每(?:个|条|项|一))",
                         re.I)
# "page_id / page_name / page_index is required": a slash between names offers a choice
_SLASHED = re.compile(r"\w\s*/\s*\w")


def _items(text: str, per_action: bool = False) -> Iterator[tuple[str, str]]:
    """(item, the sentence part it was read from) for each input the text says is needed;
    `per_action`: the tool dispatches on an action, so a need stated as a sentence's subject
    ("envId 与 metricName 必填" under "action=metrics …") may be one action's only."""
    for pattern in (_NEEDED_EN, _NEEDED_ZH):
        for m in pattern.finditer(text):
            listed = next(g for g in m.groups() if g)
            before = re.split(r"[.!?。！？\n]", text[:m.start()])[-1]
            if m.groupdict().get("d") and (per_action or _SLASHED.search(listed)):
                continue
            if _CONDITION_AFTER.match(text[m.end():]) or (
                    m.groupdict().get("b") and _CONDITION_INSIDE.search(listed)):
                continue  # "operation_type must be specified for legacy payloads": one case
            if (m.groupdict().get("c") or m.groupdict().get("d")) and (
                    _SUBJECT_CONDITION.search(listed) or re.search(r"时|如果|若|当|如需|仅", listed)):
                continue  # "If it is a group booking, the lead name must be given": one case
            if _ALTERNATIVES.search(listed) or _AT_LEAST.search(listed) or _WHOLE_LIST.search(listed) or (
                    _CONDITION_BEFORE.search(before) and not _LABEL_ONLY.fullmatch(before)
                    and not m.group(0).startswith(("after", "once", "After", "Once", "确认"))):
                continue
            for item in _SPLIT.split(listed.strip()):
                if item:
                    yield item.strip(" `'\"“”"), m.group(0)


def _names(node: SchemaNode, item: str) -> bool:
    """Does this item of a list ("target replica count", "保单号") name the parameter?"""
    name = node.name or ""
    low = item.lower()
    if name.lower() == low or f"`{name.lower()}`" in low:
        return True
    if item.isascii():
        said = {_stem(w) for w in re.findall(r"[a-z0-9]+", low)} - _FILLER
        own = {_stem(t) for t in split_name(name)}
        meaning = own - _GENERIC
        return bool(meaning) and meaning <= said and len(said - own) <= 2
    label = _LABEL_END.split(node.description.strip(), 1)[0]
    return len(label) >= 2 and not label.isascii() and (label == item or (
        len(item) >= 2 and (item.endswith(label) or label.endswith(item))))


@rule("prose-required-unmarked", category="required", severity="warning",
      summary="The tool description says a call needs an input (\"必须指明样本类型\", \"only after "
              "the user confirmed the amount and the date\") that the schema leaves optional: "
              "add it to `required`, or correct the text.",
      bad=[Example.of(name="lab_register_sample", description="登记样本。必须指明样本类型。",
                      properties={"sample_type": {"type": "string", "description": "样本类型，例如 serum。"}}),
           Example.of(name="k8s_scale_deployment", description="Scale a deployment. Only call after "
                      "the user has confirmed the deployment and the replica count.",
                      parameters={"type": "object", "required": ["deployment"], "properties": {
                          "deployment": {"type": "string"}, "replicas": {"type": "integer"}}})],
      good=[Example.of(name="k8s_scale_deployment", description="Scale a deployment. Only call "
                       "after the user has confirmed the deployment and the replica count.",
                       parameters={"type": "object", "required": ["deployment", "replicas"],
                                   "properties": {"deployment": {"type": "string"},
                                                  "replicas": {"type": "integer"}}}),
            Example.of(name="docs_fetch_page", description="Fetch a page. You must provide the "
                       "page id or the URL.", properties={"page_id": {"type": "string"},
                                                          "url": {"type": "string"}})],
      rationale="A need stated only in prose is checked by nobody: the model omits the value and "
                "the executor fails or guesses. Either input of an alternative is no need of "
                "each; cross-field rules read those.")
def check_prose_required(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    text = ctx.description
    low = text.lower()
    if not text or not (any(h in low for h in _HINTS) or hinted(text, REQUIRED_HINTS)):
        return
    by_entry = set()
    for hit in _args_entries_required(ctx):
        by_entry.add(hit.path)
        yield hit
    if not any(h in low for h in _HINTS):
        return
    items = list(_items(text, per_action=ctx.dispatch_node is not None))
    if not items:
        return
    nodes = [n for n in ctx.index.top_level_properties() if n.name]
    # a Chinese item inside one parameter's label only ("必须提供位置" and `location`: "坑洼所在
    # 位置的坐标"): that parameter, when no other label or name holds the item
    inside = {}
    for item, where in items:
        if CJK.search(item) and len(item) >= 2 and not any(_names(n, item) for n in nodes):
            holders = [n for n in nodes if item in _LABEL_END.split(n.description.strip(), 1)[0]]
            if len(holders) == 1:
                inside[holders[0].pointer] = where
    # an item that is a parameter's very name (`operation_type`) names that one, not a
    # parameter whose words it contains (`operations`)
    exact = {n.name for n in nodes}
    for node in nodes:
        if node.required or node.nullable or "default" in node.schema or node.pointer in by_entry:
            continue
        said = next((where for item, where in items if _names(node, item)
                     and (item not in exact or item == node.name)), None) or inside.get(node.pointer)
        if said:
            yield Hit(node.pointer, f"`{node.name}` is optional, yet the tool description says "
                                    f"a call needs it (\"{quote(said)}\"): add it to `required`, "
                                    "or correct the text.")


def _args_entries_required(ctx: ToolContext) -> Iterator[Hit]:
    """A parameter whose own entry in the tool's "Args:" block says every call needs it
    ("min: AnalogMin(必传，与 max 成对)", "query: The search text (required)") while the schema
    leaves it optional, at most with a null or empty default (a Python `= None` or `= ""` the
    docstring overrules), nullable or not.
    A need in one case ("required for create", "action=set 时必填"), an alternative, a stated
    default or an optional mark is not one; the parameter's own description is
    `required-contradicts-description`'s. No patch: the null default goes with it, and only the
    author knows which of the two is meant."""
    props = {n.name: n.schema for n in ctx.index.top_level_properties() if n.name}
    nodes = [n for n in ctx.index.top_level_properties() if n.name]
    for node in nodes:
        entry = ctx.passage_of(node)
        # a null or empty default ("tree-sitter `language: str | None = None`", yuque `doc_id:
        # str = ""`) is the signature's "not given", which the entry overrules; a real default
        # (a value a call may rely on) is a choice
        if not entry or node.required or node.schema.get("default", None) not in (None, "") \
                or required_by_text(ctx, node.description, [o for o in props if o != node.name]):
            continue
        # the whole entry is about this parameter, even where it names its partner ("必传，与 max
        # 成对"); a partner offered in its place ("或 max", "either") is an alternative
        if not required_by_text(ctx, entry) or states_default(entry) or says_optional(entry) \
                or _offers_another(entry, node.name or "", props) \
                or required_in_a_mode(ctx, node.name or "", props) \
                or has_alternative(ctx, node.name or "", props):
            continue
        empty = "null" if node.schema.get("default") is None else '""'
        yield Hit(node.pointer, f"`{node.name}` is optional"
                                + (f" (its default is {empty})" if "default" in node.schema else "")
                                + f", yet its entry in the tool description says a call needs it "
                                  f"(\"{quote(entry)}\"): add it to `required`"
                                + (f" and drop the {empty} default" if "default" in node.schema else "")
                                + ", or correct the text.")

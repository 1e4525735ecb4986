"""Rules for the tool description (`description`), in English and Chinese.

When a short description is enough is `short_descriptions.py`; parameter descriptions are
`param_descriptions.py`; identity `security.py`, mega-tools `mega_tools.py`;
hidden instructions `injection.py`; one language across the set `style.py`.

Decisions:
- A description answers four questions: what the tool does, when to use it, when not, and its
  side effects. A missing description is an error, a too-short one ("查询物流", "获取天气",
  "管理订单") a warning; a short whole phrase of a tool that changes nothing ("Read file from
  disk") info. One that answers some but not all of the questions is
  `description-incomplete`, pedantic: on real tools most clear descriptions make "when" obvious
  and `readOnlyHint` says read-only, so the checklist is rarely worth a user's time. Side
  effects of state-changing tools are `side-effect-undisclosed` (side_effects.py).
- English and Chinese sentences mixed in one tool's texts: `description-mixed-language` (info);
  English identifiers, commands and API names inside Chinese text are not English sentences.
- Limits stated only in prose are the `nl-constraint` rules' (prose_rules.py): a description
  cannot enforce a hard constraint.
- One language per set is `description-language-mixed-set` (style.py, info); which language is
  the author's choice.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.effect_likelihood import addresses_owner
from workbench.linter.rules.param_shapes import payload_declared_elsewhere
from workbench.linter.rules.short_description_jobs import repeat_gap_reported
from workbench.linter.rules.short_descriptions import (
    LABEL_CJK,
    LABEL_WORDS_EN,
    PHRASE_CJK,
    PHRASE_WORDS_EN,
    VERB_LABEL_ZH,
    breadcrumb,
    object_words,
    said_elsewhere,
    self_evident,
    short_severity,
    vague_name,
)
from workbench.linter.rules.short_gaps import asks_inputs, opaque_payload_only, open_gap
from workbench.model import Tool
from workbench.text import (
    catchall_lead,
    cjk_count,
    fewer_words,
    has_cjk,
    read_only_claim,
    repeats_name,
    text_lang,
)

_WHEN_EN = re.compile(r"\b(?:use (?:this|it|when|if|to|for|only|before|after)|when (?:the |a )?"
                      r"(?:user|you|caller|customer)|if (?:the |a )?(?:user|you)|call (?:this |it )?"
                      r"(?:when|if|only|before|after)|useful (?:when|for|if)|intended for|use for|"
                      r"should be used|whenever|in order to|helps? (?:you|the user)|designed to|"
                      r"for (?:questions|requests|queries) about|best for|ideal for|good for|"
                      r"prefer (?:this|it)|(?:common )?use cases?|typically used|use it|"
                      r"recommended (?:for|when)|before (?:calling|using|running)|after (?:calling|"
                      r"using|running))\b")
_WHEN_ZH = re.compile(r"当.{0,40}?时|用户(?:询问|要求|想|需要|问|提供|提到|说)|适用于|适合|用于|如果.{0,30}?"
                      r"(?:先|请|则|时)|时调用|时使用|在.{0,20}?(?:之前|之后|前|后)(?:使用|调用)|"
                      r"(?:前|后)调用|推荐|优先|场景")
_WHEN_NOT_EN = re.compile(r"\b(?:do not use|don't use|not for|not to be used|not intended|never "
                          r"use|instead|only (?:for|when|if|use|call|after|once|reads?)|should not "
                          r"be used|avoid|not suitable|does(?: not|n't) (?:handle|support|cover|"
                          r"include|apply)|rather than|unless|except|read[- ]?only|deprecated|"
                          r"prefer|for \w+(?: \w+)?,? use)\b")
_WHEN_NOT_ZH = re.compile(r"不要|不适用|仅适用|仅用于|只用于|只适用|不包含|不能用于|不用于|请勿|而不是|"
                          r"不处理|改用|不涉及|不支持|只读|仅限|只有在|仅在|请用|请使用|弃用|废弃|而非|勿")
# A read tool that says it changes nothing, in words weaker than a read-only claim ("does not
# modify the order").
_NO_WRITE_EN = re.compile(r"does(?: not|n't) (?:modify|change|create|update|delete|alter|write|"
                          r"cancel|send)|without (?:modifying|changing)|never (?:modif|chang|writ)")
_NO_WRITE_ZH = re.compile(r"不会(?:修改|创建|更新|删除|改变|取消|写入|影响)")
# A catch-all verb plus a noun ("处理仓库请求", `text.catchall_lead`), short enough, is as good as
# no description.
MAX_VAGUE_WORDS_EN = 10
MAX_VAGUE_CJK = 16
MIN_DESC_WORDS_EN = 5
MIN_DESC_CHARS_EN = 30
MIN_DESC_CJK = 10


@rule("description-missing", category="description", severity="error",
      summary="Write a description: what the tool does, when to use it, when not, and its side "
              "effects.",
      bad=Example.of(name="get_account", description=""),
      good=Example.of(name="shipping_get_tracking",
                      description="根据订单号查询当前用户有权访问的物流状态……仅用于读取，不会修改订单。"
                                  "当用户询问订单配送进度时使用。"),
      rationale="With a clear name but no description the model does not know where the tool "
                "applies (名字清楚但没有描述，模型不知道适用边界).")
def check_description_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not ctx.description.strip():
        yield Hit("", f"{tool.name!r} has no description: say what it does, when to use it, when "
                      "not to, and whether it changes anything.")


@rule("description-too-short", category="description", severity="warning",
      summary="Expand a one-phrase description ('查询物流', 'Get weather') into what / when / "
              "when not / side effects.",
      bad=Example.of(name="query", description="查询物流"),
      good=[Example.of(name="shipping_get_tracking",
                       description="根据订单号查询当前用户有权访问的物流状态、承运商和最近一条轨迹。仅用于读取，"
                                   "不会修改订单或联系承运商。当用户询问订单配送进度时使用。")],
      rationale="'查询订单' or 'Get weather' say nothing about scope, inputs, output or side effects; "
                "neither does a short catch-all sentence ('Handles the request for the "
                "warehouse.', '处理仓库请求'). A short but whole phrase on a tool that changes "
                "nothing ('Read file from disk', '生成艺术字纹理图片') is info: enough to choose it, and "
                "so is a plain lookup (no inputs, one id, numbers only) no tool in its set could "
                "be taken for ('账户内发票总数' on count_invoices). Info too when the rest of the "
                "definition says it: MCP annotations declaring the effect of a tool that deletes, "
                "pays and sends nothing, over described inputs ('Find Shortcut stories.'), or a "
                "read with no input ('获取系统状态'). Info for a read of one record that says so "
                "('获取集群详情。') over inputs that only address it (`appId`, `env`, "
                "`clusterName`), a rename that says so ('更新教育资源的名称') over an id and the "
                "new name, and a tool with no input whose text gives its act and its effect "
                "('退出登录, 清除会话.'), and a write of one or two described inputs whose "
                "annotations state whether it destroys and whether it repeats. The message "
                "names the one gap the tool's kind of action leaves open: an update whether "
                "fields left out are kept or cleared, a "
                "delete whether it can be undone, a send who receives it, a booking what it "
                "commits the user to, a list whose items and in what order, a read what comes "
                "back, a sibling how it differs; with none open (one act over described "
                "inputs, a get by its record's id) the finding is info.")
def check_description_short(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    desc = ctx.description.strip()
    if not desc:
        return
    tokens = {t.rstrip("s") or t for t in ctx.name_tokens}
    if repeats_name(desc, tokens):
        yield Hit("", f"The description {desc!r} only repeats the name: say what the tool returns "
                      "or changes, when to use it and when not.",
                  severity="info" if (not breadcrumb(desc) and self_evident(ctx))
                  or said_elsewhere(ctx) or _annotates(ctx, desc)
                  or (ctx.name_verb.kind == "read" and _returns_declared(ctx))
                  or _read_named_whole(ctx, desc)
                  # a bare label ("Cancel order.") keeps it, as in `_short_hit`
                  or (repeat_gap_reported(ctx) and not _bare_label(desc))
                  # "Update a coupon" whose `couponData` the create tool declares: its gap is the
                  # payload, which type-untyped-object reports (reviewers: N here, 5 of 5)
                  or payload_declared_elsewhere(ctx) else None)
    elif has_cjk(desc):
        if cjk_count(desc) < MIN_DESC_CJK:
            yield _short_hit(ctx, desc, "info" if _annotates(ctx, desc) else
                             short_severity(ctx, cjk_count(desc) >= PHRASE_CJK,
                                            cjk_count(desc) < LABEL_CJK
                                            or VERB_LABEL_ZH.match(desc) is not None))
    elif len(desc) < MIN_DESC_CHARS_EN or fewer_words(desc, MIN_DESC_WORDS_EN):
        yield _short_hit(ctx, desc, short_severity(ctx, not fewer_words(desc, PHRASE_WORDS_EN),
                                                   fewer_words(desc, LABEL_WORDS_EN)))
    elif _vague_one_liner(desc):
        yield Hit("", f"The description {desc!r} is one catch-all verb and a noun: say what the "
                      "tool returns or changes, when to use it, when not, side effects.")


# A note a user writes on a record (its word in Chinese): a comment, a reply, a tag, a label
_ANNOTATIONS = {"comment": "评论", "reply": "回复", "note": "备注", "tag": "标签", "label": "标签",
                "reaction": "表情"}
_ANNOTATE_VERBS = frozenset({"add", "create", "post", "update", "edit", "put"})
_TAKE_OFF_VERBS = frozenset({"remove", "delete"})
_LABELS = frozenset({"tag", "label", "attribute"})


def _opens_with_read(desc: str) -> bool:
    """The text's first word is a read verb of the lexicon ("Lists", "Get", "Returns", "获取")."""
    text = desc.lstrip(" \t\n\"'`*-")
    if text.startswith(lx.READ_VERBS_ZH):
        return True
    first = re.match(r"[A-Za-z]+", text)
    word = first.group(0).lower() if first else ""
    return any(w in _READ_LEADS for w in (word, word[:-1], word[:-2]) if w)


_READ_LEADS = lx.READ_VERBS | {"return"}


def _read_named_whole(ctx: ToolContext, desc: str) -> bool:
    """A read whose text says its name back, verb first, over a name of two object words or more
    after its verb and described inputs ("List comments on a pull request" on
    `getPullRequestComments`, "Get the branching model for a repository"): what it returns is
    what it names. Fresh reviewers judged the finding noise there (1 U / 7 N, holdouts 21-32). A
    name of one object word after the verb ("Gets a report.", `billing_get_invoice` "Gets an
    invoice."), a label ("Sleep score values.") or undescribed inputs keep it. A neighbour whose
    name goes on from this one (`getRepositoryBranchingModelSettings`) does not: reviewers judged
    those three N too (round 62)."""
    verb = ctx.name_verb
    if verb.kind != "read" or vague_name(ctx) or _bare_label(desc) \
            or not _opens_with_read(desc) \
            or len(object_words(ctx.name_tokens[verb.index + 1:])) < 2:
        return False
    return all((n.description or "").strip() for n in ctx.index.top_level_properties()
               if n.name)



def _annotates(ctx: ToolContext, desc: str) -> bool:
    """Does the tool add or edit a note on a record, and say so ("Adds a comment to an issue" on
    `add_issue_comment`, "为任务添加标签")? Its name then says all a short text could: reviewers
    judged the checklist noise on these (4 of 4). A parameter that addresses the one record
    (`instancePath` beside `tagName`: "Add a tag", "Remove a tag", "Delete an attribute") says
    where it goes, and taking a tag or an attribute off that one record is undone by adding it
    back (reviewers: noise, 3 of 3); a delete of a whole tag keeps the finding."""
    tokens = [t[:-1] if t.endswith("s") else t for t in ctx.name_tokens]
    owner = addresses_owner(ctx)
    verbs = _ANNOTATE_VERBS | _TAKE_OFF_VERBS if owner else _ANNOTATE_VERBS
    if ctx.name_verb.verb not in verbs or (len(tokens) < 3 and not owner):
        return False  # `create_label` alone: which record it goes on is not said
    # an attribute too, on the one record a parameter addresses (not a shop's attribute that
    # every product carries)
    notes = _ANNOTATIONS | {"attribute": "属性"} if owner else _ANNOTATIONS
    if ctx.name_verb.verb in _TAKE_OFF_VERBS:
        # a tag or an attribute taken off is put back by the add; a deleted comment or note
        # (what someone wrote) is gone
        notes = {w: z for w, z in notes.items() if w in _LABELS}
    said = [w for w in tokens if w in notes]
    return any(re.search(rf"\b{w}", desc, re.I) or notes[w] in desc for w in said)


def _returns_declared(ctx: ToolContext) -> bool:
    """Does the tool declare what it returns, field by field (an MCP `outputSchema` with its
    own properties, not one generic `result` wrapper)? Reviewers: "its outputSchema (address,
    name, size) already shows what it returns"."""
    out = ctx.tool.output_schema
    props = out.get("properties") if isinstance(out, dict) else None
    return isinstance(props, dict) and len(props) >= 2


def _short_hit(ctx: ToolContext, desc: str, severity: str | None) -> Hit:
    """A short text names the gap its kind of action leaves open (`short_gaps.open_gap`): an
    update's kept-or-cleared fields, a delete's undo, a send's audience. With no such gap only
    the generic checklist is left, which reviewers judged noise on a short but plain tool: info,
    unless the name says nothing either (`query`: the text must say it all)."""
    gap = open_gap(ctx)
    if gap is None and severity is None and not vague_name(ctx):
        severity = "info"
    elif severity is None and _returns_declared(ctx) and (
            gap is None or any(w in gap for w in ("return", "comes back", "返回"))):
        severity = "info"  # what comes back is the declared `outputSchema`'s to say
    elif gap is not None and severity is None and not _bare_label(desc) \
            and (asks_inputs(ctx, gap) or opaque_payload_only(ctx)) and _inputs_asked(ctx):
        # a phrase ("每周步数聚合", "Restart all apps in project") whose one gap is what the
        # undescribed inputs mean, or a payload object with no fields ("Create an agent in
        # Freshdesk." over `agent_fields: {}`), which `param-missing-description` already shows
        # on them: fresh reviewers judged the repeat noise ("the parameter part repeats the
        # param-missing-description finding"; holdout 30, 0 U / 3 N on the payloads). A bare
        # label ("查询电价", "体适能年龄") says nothing of the act itself and keeps the warning.
        severity = "info"
    if has_cjk(desc):
        tail = gap or "补充做什么、何时使用、何时不要用、是否有副作用"
        return Hit("", f"描述 {desc!r} 太短，模型难以据此正确选用这个工具：{tail}。", severity=severity)
    tail = gap or "add what it returns, when to use it, when not, side effects"
    return Hit("", f"The description {desc!r} is too short for the model to choose this tool "
                   f"correctly: {tail}.", severity=severity)


def _bare_label(desc: str) -> bool:
    """A label of a few words or characters ("查询电价", "体适能年龄", "Get weather"), not a phrase."""
    if has_cjk(desc):
        return cjk_count(desc) < LABEL_CJK
    return fewer_words(desc, LABEL_WORDS_EN)


def _inputs_asked(ctx: ToolContext) -> bool:
    """Does `param-missing-description` show a finding (at its default severity) on this tool?"""
    from workbench.linter.rules.param_descriptions import check_param_missing_description

    return any(h.severity is None for h in check_param_missing_description.check(ctx.tool, ctx))


def _vague_one_liner(desc: str) -> bool:
    if has_cjk(desc):
        return (cjk_count(desc) < MAX_VAGUE_CJK and catchall_lead(desc)
                and not _WHEN_ZH.search(desc[2:]) and not _WHEN_NOT_ZH.search(desc))
    low = desc.lower()
    return (fewer_words(desc, MAX_VAGUE_WORDS_EN) and catchall_lead(desc)
            and not _WHEN_EN.search(low) and not _WHEN_NOT_EN.search(low)
            and "return" not in low)


@rule("description-incomplete", category="description", severity="info", group="pedantic",
      summary="Let the description also say when to use the tool, when not to, and (for a read "
              "tool) that it changes nothing.",
      bad=Example.of(name="weather_get_forecast",
                     description="Returns temperature, humidity and wind for a city."),
      good=[Example.of(name="weather_get_forecast",
                       description="Returns temperature, humidity and wind for a city. Use when the "
                                   "user asks about current or coming weather; not for climate "
                                   "statistics. Read-only."),
            Example({"name": "weather_get_forecast", "description": "Returns temperature, humidity "
                     "and wind for a city. Best for current or coming weather; for climate "
                     "statistics use climate_get_normals.", "inputSchema": {"type": "object"},
                     "annotations": {"readOnlyHint": True}})],
      rationale="When and when not to use a tool is what tells it from its neighbours "
                "('该工具仅适用于气象信息的查询': only for weather lookups). Pedantic: a clear "
                "description usually makes both obvious, and `readOnlyHint: true` already says "
                "a tool is read-only.")
def check_description_incomplete(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    desc = ctx.description
    if not desc.strip() or (cjk_count(desc) < MIN_DESC_CJK and fewer_words(desc, MIN_DESC_WORDS_EN)):
        return  # missing / too short already reported
    low = desc.lower()
    zh = has_cjk(desc)
    missing = []
    if not ((zh and _WHEN_ZH.search(desc)) or _WHEN_EN.search(low)):
        missing.append("when to use it")
    if not ((zh and _WHEN_NOT_ZH.search(desc)) or _WHEN_NOT_EN.search(low)):
        missing.append("when not to use it")
    if _only_reads(tool, ctx) and not (read_only_claim(desc) or _NO_WRITE_EN.search(low)
                                       or (zh and _NO_WRITE_ZH.search(desc))):
        missing.append("that it is read-only")
    if missing:
        yield Hit("", f"The description of {tool.name!r} does not say " + ", ".join(missing)
                      + ": add it so the model can tell this tool from its neighbours.")


def _only_reads(tool: Tool, ctx: ToolContext) -> bool:
    """A read tool that does nothing else: no read-only annotation already, no file it saves,
    no write action or state change in its text."""
    from workbench.linter.rules.effect_facts import saves_files

    if ctx.action_kind != "read" or ctx.annotations.get("readOnlyHint") is True:
        return False
    return not saves_files(ctx) and not ctx.effects


def _tool_texts(ctx: ToolContext) -> list[tuple[str, str]]:
    desc = ctx.description
    out = [("", desc)] if desc else []
    out.extend((n.pointer, n.description) for n in ctx.index.properties() if n.description)
    return out


# Code spans, fenced blocks and URLs are examples and references, in whatever language they are
# written (a CLS query `(src:app OR src:system) AND log:"START"` in Chinese prose).
_QUOTED_CODE = re.compile(r"```.*?```|`[^`\n]+`|https?://\S+", re.S)


@rule("description-mixed-language", category="description", severity="info",
      summary="Write one tool's description and parameter descriptions in one language.",
      bad=Example.of(name="commerce_get_order",
                     description="查询订单。Use when the user asks about an order.",
                     properties={"order_id": {"type": "string", "description": "订单号"}}),
      good=Example.of(name="commerce_get_order", description="查询订单。当用户询问订单状态时使用。",
                      properties={"order_id": {"type": "string",
                                               "description": "订单号，例如 ORD-001"}}),
      rationale="Chinese and English mixed in one tool confuse the model "
                "(别一个工具里中英混杂，模型容易困惑).")
def check_mixed_language(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    texts = _tool_texts(ctx)
    if not any(has_cjk(text) for _, text in texts):
        return
    langs: dict[str, str] = {}
    for pointer, text in texts:
        lang = text_lang(_QUOTED_CODE.sub(" ", text))
        if lang == "mixed":
            yield Hit(pointer, "This text mixes Chinese and English sentences: keep one language "
                               "per tool (identifiers and examples may stay as they are).")
            return
        if lang and lang not in langs:
            langs[lang] = pointer
    if len(langs) > 1:
        yield Hit(langs["en"] if langs.get("zh") == "" else langs["zh"],
                  f"{tool.name!r} mixes Chinese and English descriptions: keep one language per "
                  "tool.")


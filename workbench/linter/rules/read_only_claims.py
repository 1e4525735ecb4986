"""`write-claims-read-only`: a tool that creates, deletes, closes or writes files declared
read-only (`readOnlyHint: true`, or "read-only" in its own text). (`side_effects.py` has a
read-named tool that changes state and effects the description does not disclose.)

Decisions:
- The annotation or the text contradicts the name's write verb (`order_submit_cancel`, a `close`
  or `resize` tool) or what the text and parameters say the tool does (a `filename` that saves a
  file). Not a contradiction: a dry run named as such (`deployPlan`, `migration_preview`), a run
  of a query (`execute_query` that only reads), a name whose verb is a noun of a read, a claim
  made of the source it reads or of another tool, a refusal it describes ("rejects writes").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.annotation_effects import (
    leading_write,
    replaced_wholesale,
)
from workbench.linter.rules.effect_facts import (
    file_output_params,
)
from workbench.linter.rules.hidden_writes import (
    destroyed_in_own_words,
)
from workbench.model import Tool
from workbench.text import (
    has_cjk,
    lead_sentence,
    negated,
    read_only_claim,
    sentences,
    singular,
    split_name,
)

# Verbs after which `readOnlyHint: true` is a contradiction, besides the unambiguous writes.
_PLAIN_STATE_VERBS = frozenset({"close", "resize", "kill", "stop", "restart", "click", "type",
                                "fill", "press", "drag", "upload", "install", "uninstall",
                                "toggle", "lock", "unlock", "cleanup", "drain", "cordon",
                                "evict", "rollback", "truncate", "erase", "overwrite"})


def _asks_about_the_act(ctx: ToolContext) -> bool:
    """The name's write word is followed only by a noun asking about that act
    (`zotero_write_capabilities`, `check_delete_permissions`): the tool reports whether or how it
    can happen, and does not do it."""
    index = ctx.name_verb.index
    after = ctx.name_tokens[index + 1:] if index >= 0 else ()
    return len(after) == 1 and after[0] in lx.ABILITY_NOUNS


# "Ask the user to confirm their understanding of the cost ...", "请用户确认...": the tool's act
# is the question; what the user confirms is done by another tool.
_ASK_USER_LEAD = re.compile(r"^\W*(?:ask|prompt) (?:the )?(?:user|caller|human)s? to\b|"
                            r"^\W*(?:请|让|提示)用户(?:确认|同意)", re.I)


def _asks_the_user(ctx: ToolContext) -> bool:
    """The tool's text opens by asking the user to do the name's act (`confirm_cost`: "Ask the
    user to confirm their understanding of the cost"): it asks, the act is theirs."""
    return _ASK_USER_LEAD.search(lead_sentence(ctx.description)) is not None


def _dry_run_name(ctx: ToolContext) -> bool:
    """`deployPlan`, `migration_preview`: the name is a dry run of its write verb."""
    after = ctx.name_tokens[ctx.name_verb.index + 1:] if ctx.name_verb.index >= 0 else ()
    return any(t in lx.DRY_RUN_NOUNS for t in after)


@rule("write-claims-read-only", category="side-effect", severity="warning",
      summary="A tool that creates, deletes, closes or writes files must not be declared "
              "read-only: fix the `readOnlyHint` or the description.",
      bad=[Example({"name": "order_submit_cancel", "inputSchema": {"type": "object"},
                    "annotations": {"readOnlyHint": True}}),
           Example({"name": "browser_list_requests", "description": "Lists the page's requests.",
                    "inputSchema": {"type": "object", "required": ["filename"], "properties": {
                        "filename": {"type": "string", "description": "File name to save the list to."}}},
                    "annotations": {"readOnlyHint": True}})],
      good=[Example({"name": "order_submit_cancel", "inputSchema": {"type": "object"},
                     "annotations": {"readOnlyHint": False, "destructiveHint": True}}),
            Example({"name": "deploy_plan", "description": "Computes the deployment plan "
                     "(dry-run: changes nothing).", "inputSchema": {"type": "object"},
                     "annotations": {"readOnlyHint": True}}),
            Example({"name": "browser_list_requests", "description": "Lists the page's requests.",
                     "inputSchema": {"type": "object", "properties": {"filename": {
                         "type": "string", "description": "Save the list to this file instead of "
                                                         "returning it."}}},
                     "annotations": {"readOnlyHint": True}})],
      rationale="The reverse of read-name-changes-state: a client may auto-approve or parallelise "
                "a tool that says it is read-only (MCP: `readOnlyHint` means the tool does not "
                "modify its environment, https://modelcontextprotocol.io/specification/2025-06-18"
                "/server/tools). A plan or preview of a write that says it changes nothing is "
                "read-only indeed.")
def check_write_read_only(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    ann = ctx.annotations
    verb = ctx.name_verb
    writes = verb.kind == "write" and (verb.verb in lx.UNAMBIGUOUS_WRITE_VERBS
                                       or verb.verb in _PLAIN_STATE_VERBS
                                       or verb.verb in lx.WRITE_VERBS_ZH) and not _runs_a_query(ctx) \
        and not _asks_about_the_act(ctx) and not _asks_the_user(ctx)
    if writes and _dry_run_name(ctx) and read_only_claim(ctx.description):
        return  # `deployPlan`: "dry-run, 不产生任何变更"
    if ann.get("readOnlyHint") is True:
        if ann.get("destructiveHint") is True:
            yield Hit("", f"{tool.name!r} declares both `readOnlyHint: true` and "
                          "`destructiveHint: true`: a read-only tool destroys nothing; keep the "
                          "one that is true.")
        elif writes and not _noun_of_a_read(ctx):
            # `create_composition_plan` "The returned plan shape…": what it creates is the
            # answer it returns, the annotation is likely right (reviewers: F): info
            if _returns_what_it_creates(ctx):
                yield Hit("", f"`{verb.verb}` in {tool.name!r} reads as a write, but its text says "
                              "it returns what it creates: if it stores nothing, `readOnlyHint: "
                              "true` is right and a name such as `draft_`/`plan_` would say so; if "
                              "it stores it, set `readOnlyHint: false`.", severity="info")
            else:
                yield Hit("", f"`{verb.verb}` in {tool.name!r} changes state but the tool declares "
                              "`readOnlyHint: true`: set it to false (and `destructiveHint` if it "
                              "deletes or overwrites).")
        else:
            effect = next(iter(ctx.effects), None)
            if effect:
                # info: an effect read from the text or a flag of a tool not named as a write is
                # probable; on fresh collections these were filters (`archived`, an enum value a
                # list filters by), a related tool's act or a response field, never a write
                yield Hit("", f"{tool.name!r} {effect.phrase} but declares `readOnlyHint: true`: "
                              "set it to false (and `destructiveHint: true` if the effect "
                              "destroys data).", severity="info")
            elif not _dry_run_name(ctx) and (lead := leading_write(ctx.description)):
                # "Create instructor-ready reports" under `generate_..._report`: a report the tool
                # composes and returns, most likely; written somewhere only maybe: info
                yield Hit("", f"{tool.name!r} changes state by its description ({lead!r}) but "
                              "declares `readOnlyHint: true`, so a client may run it without "
                              "asking: set it to false (and `destructiveHint: true` if it "
                              "deletes or overwrites).",
                          severity="info" if _composes_output(ctx) else None)
            elif saved := _saves_a_file(ctx.description):
                # "Saves output file to directory (default: $HOME/Desktop)": every call writes
                # to the user's disk, which the annotation says it never does (reviewers recorded
                # these as missed on text-to-speech tools); an export only on request is below
                yield Hit("", f"{tool.name!r} saves a file on every call by its description "
                              f"(\"{saved}\") but declares `readOnlyHint: true`, so a client may run "
                              "it without asking: set `readOnlyHint: false`.")
            else:
                # an optional file name the tool saves its own result to ("Save results to a
                # file instead of returning them") is an export the caller asks for: declaring
                # the tool writable would make every ordinary read prompt. A file it always
                # writes is a write.
                for node in (n for n in file_output_params(ctx) if n.required):
                    yield Hit(node.pointer, f"{node.name!r} saves a file (\"{node.description[:80]}\") "
                                            "but the tool declares `readOnlyHint: true`, so a "
                                            "client may run it without asking: set "
                                            "`readOnlyHint: false`.")
                    break
    if writes:
        claim = read_only_claim(ctx.description)
        if claim and not _claim_about_a_refusal(ctx.description, claim) \
                and not _claim_of_the_source(ctx.description, claim) \
                and not _claim_of_another_tool(ctx, claim):
            yield Hit("", f"`{verb.verb}` in {tool.name!r} changes state but the description "
                          f"claims {claim!r}: say what it changes, or rename it if it only "
                          "reads (e.g. `_preview_`).")
    if ann.get("destructiveHint") is False and (
            gone := _permanent_deletion(ctx) or replaced_wholesale(
                [ctx.description] + [n.description for n in ctx.index.properties() if n.description])
            or destroyed_in_own_words(ctx.description)):
        # info unless the name's verb writes: a destroying sentence in a tool not named as a
        # write was, on fresh collections, about a related tool ("the release tool wipes the
        # device"), a list's filter, or a response field
        yield Hit("", f"{tool.name!r} destroys data by its own words ({gone!r}) but declares "
                      "`destructiveHint: false`, so a client may run it without asking: set "
                      "`destructiveHint: true`.",
                  severity=None if writes or _said_of_this_call(ctx, gone) else "info")


# A name written as an identifier (`mobile_release_remote_device`, `releaseDevice`).
_IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]+)+\b")


def _said_of_this_call(ctx: ToolContext, phrase: str) -> bool:
    """Is the destroying sentence about this tool's own call: a sentence of its description (not
    a parameter's) naming no identifier but the tool's own and its parameters' ("Any code not
    in `codes` is removed from the lock", "The local disk is wiped")? A sentence naming another
    tool ("releasing wipes the device; release it with mobile_release_remote_device") is that
    tool's, and a gerund's act ("releasing wipes") is another act's."""
    text = ctx.description
    at = text.find(phrase)
    if at < 0:
        return False
    start = max(text.rfind(c, 0, at) for c in ".!?。！？\n") + 1
    ends = [i for i in (text.find(c, at) for c in ".!?。！？\n") if i >= 0]
    sentence = text[start:min(ends) if ends else len(text)]
    own = {ctx.tool.name} | {n.name for n in ctx.index.properties() if n.name}
    if any(m.group(0) not in own for m in _IDENTIFIER.finditer(sentence)):
        return False
    return re.search(r"\b[a-z]+ing\s+" + re.escape(phrase.split()[0]), sentence, re.I) is None


# "if your view is stale, the call is rejected (with no side effects)": what a refused call
# does, not what the tool does when it runs.
_REFUSAL = re.compile(r"\b(?:reject(?:s|ed)?|refus(?:es|ed)|fails?|failed|aborts?|aborted|"
                      r"errors? out|is not applied)\b|被拒绝|失败时|拒绝执行")


# The read-only claim has its own subject, the original the tool leaves alone while it writes
# elsewhere: "物理磁盘上的目标文件 100% 只读保真" of a patch applied to a copy-on-write layer,
# "the original file on disk stays read-only" of an editor that writes a new version.
_SOURCE_SUBJECT = re.compile(
    r"(?:文件|磁盘|原始数据|原数据|原件|源数据|源码|数据库|仓库)[^，。；,;:：]{0,8}$"
    r"|\b(?:original|source|underlying|on-disk|physical|input)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:is|are|remains?|stays?|is\s+kept|is\s+left)\s+(?:\w+\s+)?$", re.I)


def _claim_of_the_source(text: str, claim: str) -> bool:
    """Is the read-only claim said of the original a write leaves untouched, not of the tool?"""
    at = text.find(claim)
    if at < 0:
        at = text.lower().find(claim)
    return at >= 0 and _SOURCE_SUBJECT.search(text[max(0, at - 40):at]) is not None


def _claim_of_another_tool(ctx: ToolContext, claim: str) -> bool:
    """Is the read-only claim said of another tool the sentence names before it ("Do NOT use
    read_file to send files — that only reads content", "不要用 read_file 发送文件，它只读取内容")?"""
    text = ctx.description
    at = text.find(claim)
    if at < 0:
        at = text.lower().find(claim)
    if at < 0:
        return False
    said = next((s for s in sentences(text) if claim in s or claim in s.lower()), text[:at])
    before = said[:max(0, said.lower().find(claim))] if claim in said.lower() else said
    params = {n.name for n in ctx.index.properties() if n.name}
    return any(m.group(0) != ctx.tool.name and m.group(0) not in params
               for m in _IDENTIFIER.finditer(before))


# What a run verb runs when the run is a read: `db_execute_query` ("执行 SQLite 只读查询"),
# `run_select`, `execute_search`. Running a `command`, `script` or `sql` stays a write.
_RUN_VERBS = frozenset({"execute", "exec", "run"})
# (an analyzer or an analysis computes over data it reads: Dynatrace `execute_davis_analyzer`
# "Execute a Davis Analyzer" forecasts from metrics and changes nothing, reviewers F on the write)
_READ_OBJECTS = frozenset({"query", "queries", "select", "search", "lookup", "report", "read",
                           "analyzer", "analyser", "analysis", "analytics", "forecast"})


def _runs_a_query(ctx: ToolContext) -> bool:
    """Is the name's write verb a run (`execute`, `run`) whose object, the word right after it,
    is a query or a search: running it reads."""
    verb = ctx.name_verb
    if verb.verb not in _RUN_VERBS:
        return False
    tokens = split_name(ctx.tool.name)
    after = tokens[verb.index + 1:]
    # `execute_range_query`, `run_instant_query`: the run's object ends the name, a kind of
    # query before it; running a `sql_query` or a `command` may write
    return bool(after) and (after[0] in _READ_OBJECTS or (
        after[-1] in _READ_OBJECTS and len(after) <= 3 and not set(after) & _WRITING_RUNS))


_WRITING_RUNS = frozenset({"sql", "command", "cmd", "script", "statement", "mutation", "shell", "code"})


def _noun_of_a_read(ctx: ToolContext) -> bool:
    """Is the write word of a read-only tool's name a noun, not its act: not the name's first
    word, never said in a text that opens with a read (`weather_archive`: "Get historical weather
    data ..."), or a word that is a noun as often as a verb naming one of the tool's own inputs
    (`book_moves` over a `book` path: "The moves a Polyglot opening book holds")?"""
    verb = ctx.name_verb
    word = str(verb.verb or "").lower()
    if word in lx.NOUN_VERBS and any(split_name(n.name or "") == (word,)
                                     for n in ctx.index.top_level_properties()) \
            and not lead_sentence(ctx.description).strip().lower().startswith(word):
        return True
    lead = lead_sentence(ctx.description).strip()
    first = lead.split()[0].lower() if lead.split() else ""
    reads = first in lx.READ_VERBS or lead.startswith(lx.READ_VERBS_ZH)
    return bool(verb.verb) and verb.index > 0 and reads \
        and str(verb.verb).lower() not in ctx.description.lower()


def _claim_about_a_refusal(text: str, claim: str) -> bool:
    """Is the read-only claim said of a call the tool refuses (a stale edit rejected "with no
    side effects"), not of the tool?"""
    at = text.find(claim)
    return at >= 0 and _REFUSAL.search(text[max(0, at - 60):at]) is not None


# Deletion the text calls permanent: "Permanently delete one partition", "the data cannot be
# recovered", "永久删除", "删除后无法恢复". MCP's `destructiveHint: false` means the tool only adds
# (https://modelcontextprotocol.io/specification/2025-06-18/server/tools); filing a return that
# "cannot be undone" adds and is not destructive, so a delete or overwrite must be said too.
_GONE_EN = re.compile(r"\b(?:permanently|irreversibly|irrecoverably)\s+(?:delete|remove|erase|purge|"
                      r"wipe|destroy|drop|overwrite)s?\b|\b(?:delete|remove|erase|purge|wipe|"
                      r"destroy|drop|overwrite)[sd]?\b[^.;]{0,80}?\b(?:cannot|can't|can not) be "
                      r"(?:recovered|restored|undone|undeleted|retrieved)", re.I)
_GONE_ZH = re.compile(r"(?:永久|彻底)(?:删除|清除|清空|销毁|抹除|覆盖)|(?:删除|清除|清空|销毁|覆盖)[^。；]{0,30}?"
                      r"(?:无法|不可|不能)(?:恢复|找回|撤销|撤回)")


def _permanent_deletion(ctx: ToolContext) -> str | None:
    desc = ctx.description
    m = _GONE_EN.search(desc) or (_GONE_ZH.search(desc) if has_cjk(desc) else None)
    return m.group(0) if m and not negated(desc, m.start()) else None


# A tool named for composing output (`generate_..._report`, `render_summary`): its "create" is the
# text it returns
_COMPOSE_VERBS = frozenset({"generate", "render", "compose", "produce", "summarize", "summarise", "draft"})
_OUTPUT_OBJECTS = frozenset({"report", "reports", "summary", "summaries", "feedback", "analysis",
                             "digest", "overview", "text", "markdown", "html", "chart"})


def _composes_output(ctx: ToolContext) -> bool:
    """The name composes output: a verb of composing and a report-like object (`generate_peer_
    review_feedback_report`); what it "creates" is most likely the text it returns."""
    return ctx.name_verb.verb in _COMPOSE_VERBS and bool(set(ctx.name_tokens) & _OUTPUT_OBJECTS)


_KEPT = re.compile(r"\b(?:sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|persist\w*|upload\w*|writ(?:e|es|ten|ing))\b|"
                   r"保存|存储|写入", re.I)


# "The returned plan shape", "returns the new draft": the words a text says are returned
_RETURNED = re.compile(r"\breturned\s+((?:\w+\s+)?\w+)|\breturns?\s+((?:\w+\s+){0,3}\w+)", re.I)


def _returns_what_it_creates(ctx: ToolContext) -> bool:
    """The text says the object the name creates is returned ("The returned plan shape depends on
    model_id" of `create_composition_plan`, "returns the new draft") and never that it is saved
    or stored in a sentence about it: the tool composes an answer. Words, not a pattern built
    from the name (one compiled pattern per name would fill `re`'s cache on a large set)."""
    index = ctx.name_verb.index
    if index < 0 or index + 1 >= len(ctx.name_tokens):
        return False
    obj = singular(ctx.name_tokens[-1])

    def names_obj(text: str) -> bool:
        return obj in {singular(w) for w in re.findall(r"\w+", text.lower())}

    text = ctx.description
    # a sentence about the object that saves or stores it ("a stored song" is another thing)
    if any(_KEPT.search(s) and names_obj(s) for s in sentences(text)):
        return False
    return any(names_obj(m.group(1) or m.group(2)) for m in _RETURNED.finditer(text))


# "Saves output file to directory", "save the output audio file to a given directory",
# "结果保存到本地文件": the tool itself writes a file. Not: a sentence under a condition or an
# option ("When save_to_file=True: saves…", "optionally saves", "可选保存"), another act's
# ("use export_file to save"), a negation.
_SAVES_FILE = re.compile(r"\b(?:saves|writes|stores)\b[^.;:\n]{0,40}?\b(?:files?|to (?:the )?(?:local )?"
                         r"(?:disk|file ?system|directory|folder))\b|"
                         r"^\W*(?:save|write)\b[^.;:\n]{0,40}?\bfiles?\b[^.;:\n]{0,20}?\bto\b|"
                         r"(?:保存|写入)(?:到|至)[^。；，\n]{0,12}?(?:本地|文件|目录|磁盘|文件夹)", re.I)
_ONLY_SOMETIMES = re.compile(r"\b(?:if|when|whether|unless|optional(?:ly)?|can|may)\b|如果|若|当|可选|可以", re.I)


def _saves_a_file(text: str) -> str | None:
    """The sentence in which the tool says, unconditionally, that it saves a file, or None."""
    for sentence in sentences(text):
        m = _SAVES_FILE.search(sentence)
        if m and not negated(sentence, m.start()) and not _ONLY_SOMETIMES.search(sentence[:m.end()]):
            return sentence.strip()[:100]
    return None

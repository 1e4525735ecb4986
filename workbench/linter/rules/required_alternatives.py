"""Two ways to name the one thing a tool acts on, neither required and nothing saying one is
needed (`cross-field`).

`get_content_detail(content_id, url)`, `weather_now(location, city)`, `run_code(code,
filename)`: each input alone identifies the target, so `required-missing` and
`required-id-optional` (objects.py) rightly leave them optional. But with every field optional
the schema accepts `{}`, a call that can do nothing, and when no text says "give one of them"
the model has no reason to send either when the conversation does not name the target (it
calls with the empty defaults and reads the error). Reported only when nothing is required, the
tool is no list or search (whose fields are filters), there is no action or mode switch, and no text
of the tool relates the alternatives ("or", "either", "二选一": `prose-field-relation` reads
those). No patch: `anyOf` at the root is what OpenAI and Anthropic reject.

The second family: one entity taken by two keys of the same name (`issueId` or `issueKey`,
`repoId` or `repoName`, `discountId` or `discountCode`), neither required, where that entity is
what the tool acts on or within: its name names it (`add_issue_comment`, `discounts-get`) or its
lead sentence scopes the call to it ("Returns list of issue types for a project"). Other fields
may be required (`content` of the comment): a call without either key still names no issue.
Silent when a text says one of them is needed ("Either ... must be provided", "二选一") or that
a call may leave them out (a filter, "if omitted, ..."), and on a dispatch switch, whose modes
take their own fields.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.optional_facts import (
    has_alternative,
    id_optional_by_design,
    omission_stated,
    optional_by_text,
    prop_texts,
    whole_or_latest,
)
from workbench.linter.rules.param_facts import declared, has_any, schema_description
from workbench.linter.rules.required_facts import makes_its_subject
from workbench.model import Tool
from workbench.prose import mentions
from workbench.text import name_object, singular, snake_name, split_name

# Last words of a parameter that identify the target of a call on its own.
_TARGET_LAST = frozenset({"id", "uuid", "url", "uri", "link", "path", "filename", "file", "slug",
                          "location", "city", "address", "code", "key", "bvid", "mid", "uid",
                          "ticker", "symbol", "isbn", "doi", "handle"})
# Tools whose optional fields are filters or options: a call without any is a whole listing.
_OPEN_VERBS = frozenset({"list", "search", "find", "query", "browse", "filter", "scan", "lookup",
                         "recommend", "suggest", "discover", "explore", "trending", "latest",
                         "create", "add", "new", "generate", "register", "upload", "import"})


# Kinds of target: where the thing is (a URL, a path) and what place it is; the rest are ids.
_LOCATORS = frozenset({"url", "uri", "link", "path", "filename", "file"})
_PLACES = frozenset({"location", "city", "address", "district", "adcode", "region", "coordinates",
                     "latlng", "place"})


# A field that says it is another's alias: "Compatibility alias for command", "alias of
# `working_dir`", "command 的别名", "同 command（兼容旧名）". A call may send either name.
_ALIAS_OF = re.compile(r"\balias (?:for|of) [`'\"]?(\w+)|[`'\"]?(\w+)[`'\"]? ?的(?:别名|兼容别名|旧名)")


def aliased_fields(props: Mapping[str, Any]) -> set[str]:
    """The fields another field calls itself an alias of: neither alone is required."""
    out: set[str] = set()
    for name, sub in props.items():
        for m in _ALIAS_OF.finditer(schema_description(sub) if isinstance(sub, Mapping) else ""):
            target = m.group(1) or m.group(2)
            if target in props and target != name:
                out.add(target)
    return out


def _one_target(names: list[str]) -> bool:
    """Whether the names are two ways to one thing, not filters over different things: an id
    beside a URL or path (`content_id`, `url`), or two ways to a place (`location`, `city`,
    `districtId`). Ids of different objects (`province_id`, `service_id`) narrow a listing."""
    kinds = []
    for name in names:
        tokens = split_name(name)
        kinds.append("locator" if tokens[-1] in _LOCATORS else
                     "place" if set(tokens) & _PLACES else "id")
    if len(names) > 3:
        return False
    if "locator" in kinds and "id" in kinds:
        return kinds.count("id") == 1  # `content_id` or `url`; two ids beside a URL are filters
    return kinds.count("place") >= 2 and "id" not in kinds


# Words that present the inputs as ways to call the tool, or rank them: "Two modes", "either
# way", "preferred", "takes precedence", "两种模式", "传 file_path 优先", "任选其一".
_WAYS = re.compile(r"\b(?:two|three|both|several|different|alternative) (?:modes|ways|options|forms|"
                   r"methods)\b|\bmodes?\s*:|\bpreferred\b|\bprefer\b|\btakes? (?:precedence|priority)\b|"
                   r"\bwins\b|\boverrides?\b|\bin that order\b|"
                   r"[两二三多几]种(?:模式|方式|用法|调用方式)|模式[:：]|方式[:：]|优先|其一|之一|任选", re.I)


def _ways_stated(description: str, targets: list[str]) -> bool:
    """Does the tool's description present the targets as its ways to be called, naming at least
    two of them beside a word that makes them modes or ranks them ("Two modes (file_path
    preferred): - file_path … - paper_id + filename …")? An Args list that only describes each
    one says nothing about giving one of them."""
    if not description:
        return False
    named = [n for n in targets if re.search(r"(?<![A-Za-z0-9_])" + re.escape(n) + r"(?![A-Za-z0-9_])",
                                             description)]
    return len(named) >= 2 and _WAYS.search(description) is not None


def _empty_default(sub: Mapping[str, Any]) -> bool:
    """No default, or one that is no value (`""`, null, `[]`, `{}`)."""
    return "default" not in sub or sub["default"] in ("", None, [], {})


def _targets(tool: Tool, props: Mapping[str, Any]) -> list[str]:
    out = []
    for name, sub in props.items():
        if not isinstance(name, str) or not isinstance(sub, Mapping):
            continue
        tokens = split_name(name)
        if not tokens or tokens[-1] not in _TARGET_LAST or not _empty_default(sub) \
                or has_any(sub, "enum", "const") or makes_its_subject(tool, name) \
                or _NAMES_THE_OUTPUT.search(schema_description(sub)):
            continue
        out.append(name)
    return out


# A name or path the call writes its result under ("Override saved name", "Save as", "输出文件名",
# "保存路径"): where the output goes, not which target is read
_NAMES_THE_OUTPUT = re.compile(r"\bsaved?\s+(?:file\s*)?(?:name|as|to|path)\b|\boutput\s+(?:file|path|name)\b|"
                               r"\b(?:destination|target)\s+(?:file|path)\b|\bwrite\s+(?:it\s+)?to\b|"
                               r"保存(?:的)?(?:文件名|路径|为|到)|输出(?:文件|路径)|另存为", re.I)


# Forms of a key that pick one record of a kind (`issueId`, `issueKey`, `discountCode`); at least
# one of the group is an id-like key, so `stock_code`/`stock_name` (a filter's two columns),
# `card_number`/`card_code` (two parts of a card) and `file_url`/`file_name` (a file and the name
# it is saved under) are no alternatives.
_ID_FORMS = frozenset({"id", "key", "slug", "uuid", "handle"})
_KEY_FORMS = _ID_FORMS | {"name", "code", "number", "no", "num", "url", "uri", "link"}
# Stems whose id and key are a credential pair (`appId` + `appKey`, `accessKeyId`), not two names.
_CREDENTIAL_STEMS = frozenset({"api", "app", "access", "secret", "private", "public", "auth", "client",
                               "session", "signing", "encryption", "license", "tenant", "bot", "robot"})
# Short stems and the word they stand for (`repoId` for a repository).
_ABBREVIATIONS = {"repo": "repository", "org": "organization", "doc": "document", "msg": "message",
                  "env": "environment", "proj": "project", "ws": "workspace", "img": "image",
                  "dept": "department"}
# Verbs whose own object's `name` is the new value (`update_project(projectId, projectName)`).
_SETTING_VERBS = frozenset({"update", "edit", "modify", "set", "change", "patch", "rename"})


def _word_forms(token: str) -> tuple[str, ...]:
    full = _ABBREVIATIONS.get(token)
    return (token, full) if full else (token,)


def _stem_in_name(stem: tuple[str, ...], name_tokens: tuple[str, ...]) -> bool:
    """Do the name's words hold the stem, in order (`add_issue_comment` holds `issue`,
    `get_git_repository` holds `repo`)?"""
    words = [singular(t) for t in name_tokens]
    n = len(stem)
    return any(all(words[i + k] in _word_forms(stem[k]) for k in range(n))
               for i in range(len(words) - n + 1))


# The lead sentence scopes the call to one entity: "Returns list of issue types for a project",
# "Returns count of wiki pages in a project"; a hedge ("optionally", "if given") makes it a filter.
_SCOPE = (r"\b(?:for|in|of|from|to|on|within|into|under|inside)\s+(?:a|an|the|one|this|that|each|"
          r"your|its)\s+(?:(?:specific|given|particular|single|existing|selected|target)\s+)?")
_HEDGE = re.compile(r"\boptional(?:ly)?\b|\bif (?:provided|given|specified|set)\b|\bfilter|\bmay\b|"
                    r"\bcan\b|可选|筛选|过滤", re.I)


def _stem_scopes_lead(stem: tuple[str, ...], lead: str) -> bool:
    if not lead or _HEDGE.search(lead):
        return False
    words = r"\s+".join("(?:" + "|".join(re.escape(f) for f in _word_forms(t)) + r")(?:s|es)?" for t in stem)
    return re.search(_SCOPE + words + r"\b", lead, re.I) is not None


# Last words of a sequence number, unique only within its container (a pull request's `number`
# within its repository, GitLab's `iid` within its project).
_NUMBER_FORMS = frozenset({"number", "no", "num", "iid"})


def _numbered_in_scope(ctx: ToolContext, props: Mapping[str, Any], required: set[str]) -> bool:
    """Is the tool's own object, or the one it belongs to, picked by a required sequence number
    ("Pull request number" of `get_pull_request` and `update_pull_request_comment`, `mr_iid` of
    `get_mr`)? Such a number names no record alone, so the
    keys of its container are needed too. The number's stem, or its text, names the object."""
    obj = tuple(singular(t) for t in name_object(ctx.tool.name))
    # the object, or the object its last word belongs to (`update_pull_request_comment`: the
    # comment's pull request)
    wanted = [set(obj)] + ([set(obj[:-1])] if len(obj) > 1 else [])
    for name in required:
        tokens = split_name(name)
        sub = props.get(name)
        if not tokens or tokens[-1] not in _NUMBER_FORMS or not isinstance(sub, Mapping):
            continue
        stem = tokens[:-1]
        words = set(stem) if stem else {singular(w) for w in split_name(schema_description(sub, name))[:4]}
        said = words | {singular(w) for w in words}
        if obj and any(w <= said for w in wanted):
            return True
    return False


# A description that opens on making something ("Creates ...", "新建..."), or no description: the
# name's make verb is then what the call does; "Relates an issue to another issue" makes nothing.
_MAKES = re.compile(r"^\W*(?:create|add|generate|make|register|build|new|新建|创建|新增|添加|生成)", re.I)


def _lead_makes(description: str) -> bool:
    return not description.strip() or _MAKES.match(description) is not None


def _key_groups(tool: Tool, ctx: ToolContext, props: Mapping[str, Any],
                required: set[str]) -> list[tuple[tuple[str, ...], list[str]]]:
    """Groups of optional keys of one entity the tool acts on or within, each group with the
    entity's words: (("issue",), ["issueId", "issueKey"])."""
    by_stem: dict[tuple[str, ...], list[str]] = {}
    for name, sub in props.items():
        if not isinstance(name, str) or not isinstance(sub, Mapping):
            continue
        tokens = split_name(name)
        if len(tokens) >= 2 and tokens[-1] in _KEY_FORMS:
            by_stem.setdefault(tokens[:-1], []).append(name)
    lead = ctx.description_sentences[0] if ctx.description_sentences else ""
    setting = (ctx.name_verb.verb or "") in _SETTING_VERBS
    numbered = _numbered_in_scope(ctx, props, required)
    out = []
    for stem, names in by_stem.items():
        if stem[-1] in _CREDENTIAL_STEMS or set(names) & required:
            continue
        in_name = _stem_in_name(stem, ctx.name_tokens)
        if setting and in_name:
            names = [n for n in names if split_name(n)[-1] != "name"]  # the new name, not a key
        forms = {split_name(n)[-1] for n in names}
        if len(forms) < 2 or not forms & _ID_FORMS:
            continue
        if not (in_name or numbered or _stem_scopes_lead(stem, lead)):
            continue
        if any(not _empty_default(props[n]) or has_any(props[n], "enum", "const")
               or (makes_its_subject(tool, n) and _lead_makes(ctx.description)) for n in names):
            continue  # the keys of the thing the call makes (`create_issue`: "Creates an issue")
        out.append((stem, sorted(names, key=list(props).index)))
    return out


# A text that says one of the keys must be given, or what a call without one does: "Either
# issueId or issueKey is required", "Required if issueKey is not given", "二选一", "至少提供一个".
_NEED_STATED = re.compile(
    r"\b(?:either|one of|at least one|exactly one|one or the other)\b[^.;\n]{0,120}?\b(?:required|needed|"
    r"necessary|mandatory|must|provided?|give|given|specif(?:y|ied)|suppl(?:y|ied)|pass(?:ed)?)\b|"
    r"\b(?:provide|give|specify|supply|pass|use|requires?|needs?)\s+(?:either|one of|at least one)\b|"
    r"\b(?:required|needed|mandatory)\s+(?:if|when|unless)\b|\bunless\b|\binstead of\b|"
    # "- Provide `issueUrl` or `organizationSlug` + `issueId`.", "请提供 orderId 或 orderNo"
    r"^\W*(?:please\s+|you\s+must\s+|must\s+)?(?:provide|give|pass|specify|supply|use|identify\b[^.;\n]{0,30}?"
    r"\bby)\b[^.;\n]{0,80}?\bor\b|请(?:提供|传入?|填写?|输入|指定)[^。；\n]{0,30}或|"
    r"\bif\b[^.;\n]{0,60}\b(?:not|isn't)\s+(?:provided|given|specified|set|supplied|passed|known)\b|"
    r"[二两三四五六2-6]选[一1]|任选(?:其)?一|其中之?一|至少[^。；，,\n]{0,8}?(?:一|1)(?:个|项|种)?|"
    r"不(?:能|可|得)(?:同时|都|全部?)为空|(?:必须|需要?|须)[^。；\n]{0,30}或|或[^。；\n]{0,30}(?:必填|必传|必须)",
    re.I)


# A Chinese sentence that gives the call a target when none is named: "不传则默认当前登录用户".
_CURRENT_ZH = re.compile(r"(?:默认|不传|不填|为空|留空|未指定)[^。；\n]{0,12}(?:当前|自己|本人)")


def _need_stated(ctx: ToolContext, stem: tuple[str, ...], names: list[str],
                 texts: Mapping[str, str]) -> bool:
    """Does a text of the tool say that one of the keys is needed, or what a call without them
    does? Read in the keys' own texts, in other fields' texts that name one of them and in the
    description's sentences that name a key or the entity."""
    entity = re.compile(r"\b" + r"\s+".join(re.escape(t) for t in stem) + r"\b", re.I)
    said = [texts.get(n, "") for n in names]
    said += [t for o, t in texts.items() if o not in names and any(mentions(t, n) for n in names)]
    said += [s for s in ctx.description_sentences if any(mentions(s, n) for n in names) or entity.search(s)]
    if any(t and _NEED_STATED.search(t) for t in said):
        return True
    # "defaults to the current project", "不传默认当前登录用户": a call without the keys has a target
    current = re.compile(r"\b(?:current|authenticated|logged[- ]in|active|default|your own)\s+"
                         + r"\s+".join(re.escape(t) for t in stem) + r"\b", re.I)
    return any(current.search(s) or _CURRENT_ZH.search(s) for s in ctx.description_sentences)


def _leaves_out(ctx: ToolContext, names: list[str], props: Mapping[str, Any],
                texts: Mapping[str, str]) -> bool:
    """A text lets a call leave the keys out: a filter, "if omitted, ...", the whole or the
    latest ("for one employee or the entire organisation")."""
    others = [o for o in props if isinstance(o, str)]
    return any(optional_by_text(ctx, n, props[n], [o for o in others if o != n])
               or id_optional_by_design(texts.get(n, "")) or omission_stated(texts.get(n, ""))
               or whole_or_latest(ctx.description, n) for n in names)


def _entity_word(stem: tuple[str, ...]) -> str:
    return " ".join(_ABBREVIATIONS.get(t, t) for t in stem)


def _keys_message(tool: Tool, ctx: ToolContext, groups: list[tuple[tuple[str, ...], list[str]]],
                  nothing_required: bool) -> str:
    parts, examples, anyofs = [], [], []
    for stem, names in groups:
        listed = ", ".join(f"`{n}`" for n in names[:-1]) + f" or `{names[-1]}`"
        parts.append(f"{listed} (the {_entity_word(stem)})")
        if ctx.language == "zh":
            pick = "二三四五六"[min(len(names), 6) - 2]
            examples.append("「" + " 与 ".join(names) + f" {pick}选一，必须提供其中一个」")
        else:
            examples.append('"Give ' + " or ".join(f"`{n}`" for n in names) + ': one of them is required."')
        anyofs.append(", ".join('{"required": ["' + n + '"]}' for n in names))
    schema = (f"`anyOf: [{anyofs[0]}]`" if len(anyofs) == 1 else
              "`allOf: [" + ", ".join(f"{{anyOf: [{a}]}}" for a in anyofs) + "]`")
    empty = f" (nothing is required, so `{{}}` is a valid call of {tool.name!r})" if nothing_required else ""
    none = "neither key" if len(groups) == 1 and len(groups[0][1]) == 2 else "none of these keys"
    return (f"{tool.name!r} needs {' and '.join(parts)}, but {none} is required and no text "
            f"says that one of them must be given, so a call without any passes the schema{empty}: "
            f"say it in the description ({'; '.join(examples)}) and have the executor reject a call "
            f"with none, naming the fields. An `anyOf` of `required` sets ({schema}) states it to "
            "validators that read it, but OpenAI and Anthropic reject `anyOf` at the root of the "
            "parameters (`toolschema rules provider-root-shape`).")


def _list_of_one(ctx: ToolContext, targets: list[str]) -> bool:
    """Is the tool a read of one entity's list (`get_author_content_list(author_id, url)`: "获取
    作者公开作品列表"): `list` only as the name's last word after a read verb, and a target's
    stem (`author` of `author_id`) among the name's words? Its keys name whose list it is, not
    filters of a whole listing."""
    tokens = ctx.name_tokens
    if not tokens or tokens[-1] != "list" or set(tokens[:-1]) & _OPEN_VERBS or ctx.name_verb.kind != "read":
        return False
    words = {singular(t) for t in tokens[:-1]}
    return any(len(t := split_name(n)) > 1 and set(t[:-1]) <= words for n in targets)


@rule("required-alternatives-unstated", category="cross-field", severity="warning",
      summary="The tool takes the thing it acts on in two or more ways (`content_id` or `url`, "
              "`issueId` or `issueKey`), none of them required, yet no text says that one of them "
              "must be given: the schema accepts a call without any, which cannot work.",
      bad=(Example.of(name="video_get_detail", description="Returns the title, author and stats of a video.",
                      properties={"video_id": {"type": "string", "default": ""},
                                  "url": {"type": "string", "default": ""}}),
           Example.of(name="add_issue_comment", description="Adds a comment to an issue.",
                      parameters={"type": "object", "required": ["content"], "properties": {
                          "issueId": {"type": "integer"}, "issueKey": {"type": "string"},
                          "content": {"type": "string"}}})),
      good=(Example.of(name="add_issue_comment", description="Adds a comment to an issue. Give issueId "
                                                             "or issueKey: one of them is required.",
                       parameters={"type": "object", "required": ["content"], "properties": {
                           "issueId": {"type": "integer"}, "issueKey": {"type": "string"},
                           "content": {"type": "string"}}}),
            Example.of(name="video_get_detail", description="Returns the title, author and stats of a "
                                                            "video. Give video_id or url (one is needed).",
                       properties={"video_id": {"type": "string"}, "url": {"type": "string"}}),
            Example.of(name="video_search", description="Searches videos; every filter is optional.",
                       properties={"channel_id": {"type": "string"}, "tag_code": {"type": "string"}}),
            Example.of(name="video_get_detail", description="Returns the stats of a video.",
                       parameters={"type": "object", "properties": {
                           "video_id": {"type": "string"}, "url": {"type": "string"}},
                           "anyOf": [{"required": ["video_id"]}, {"required": ["url"]}]})),
      rationale="Each alternative alone is optional, so no `required` entry is wrong; what is "
                "missing is the sentence that one of them is needed, and the executor's check "
                "that rejects a call with neither and names the fields. An `anyOf` of `required` "
                "sets states it for validators that read the root, but OpenAI and Anthropic "
                "reject composition keywords there, so the sentence comes first.")
def check_required_alternatives(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or ctx.dispatch_node is not None:
        return
    schema = root.schema
    if has_any(schema, "anyOf", "oneOf", "allOf", "if", "not", "dependentRequired", "dependencies",
               "minProperties"):
        return
    props = declared(schema)
    if any(isinstance(n, str) and snake_name(n) in lx.ACTION_PARAM_NAMES and isinstance(sub, Mapping)
           and has_any(sub, "enum", "default") for n, sub in props.items()):
        return  # a mode switch (`mode: list|add|move`): each mode takes its own fields
    required = schema.get("required")
    required_names = {n for n in required if isinstance(n, str)} if isinstance(required, list) else set()
    groups = _key_groups(tool, ctx, props, required_names)
    if groups:
        texts = prop_texts(props)
        groups = [(stem, names) for stem, names in groups
                  if not _need_stated(ctx, stem, names, texts) and not _leaves_out(ctx, names, props, texts)]
    if groups:
        yield Hit("", _keys_message(tool, ctx, groups, not required_names))
        return
    targets = _targets(tool, props)
    if required or ((set(ctx.name_tokens) & _OPEN_VERBS or (ctx.name_verb.verb or "") in _OPEN_VERBS)
                    and not _list_of_one(ctx, targets)):
        return
    if len(targets) < 2 or not _one_target(targets):
        return
    if any(has_alternative(ctx, name, props) for name in targets):
        return  # a text relates them ("the page id or its URL"): prose-field-relation's
    if any(_NEED_STATED.search(s) for s in ctx.description_sentences if any(mentions(s, n) for n in targets)):
        return  # "mid 与 account_url（主页链接）至少传一个": the text says it
    if _ways_stated(ctx.description, targets):
        return  # "Two modes (file_path first): - file_path: … - paper_id + filename: …"
    names = ", ".join(f"`{n}`" for n in targets[:-1]) + f" or `{targets[-1]}`"
    yield Hit("", f"Nothing is required, so `{{}}` is a valid call of {tool.name!r}, yet it needs "
                  f"its target as {names}, and no text says that one of them must be given: say so "
                  "in the description (which to prefer when both are known), and have the executor "
                  "reject a call with neither, naming the fields.")

"""Rules for what tool and parameter names say (`naming`): vague, misleading, catch-all or
action-less names. Which characters a name may use is `name_chars.py`; what a tool does to the
world is `side_effects.py`; the set-scope `collision` rules live in `collision.py`.

Decisions (what is a rule and what is not):
- `do_it`, `handle_request`, `query`, `process`: `name-vague` (warning). So is a verb with a
  generic object (`getFiles`, `list_items`) when the description does not say whose files
  either and no MCP server names the system (MCP clients namespace tools by server). A generic
  word the description makes specific (`execute_query`: "执行 SQL 查询"), or a generic object
  whose place the description names (`read_file`: "Read file from disk"), is not vague.
- A parameter named only "the input" (`query`, `tool_input`) that the text says holds a URL, a
  path or a ticker: `param-name-misleading` (warning), with a name built from the text's own
  object ("a url to a document": `document_url`); one the text says takes an empty string is no
  parameter. A `query` holding a query is fine.
- `manage_order`, `order_handle`: `name-catchall-verb` (warning); the message lists the tool's
  own actions when an action enum names them. `handle_dialog` (accept or dismiss) is the idiom
  for answering a dialog, one action.
- `<domain>_<verb>_<object>`: `name-shape` (pedantic, info): a name with no action word at all
  (`google_shopping`, `doc_parser`). No domain prefix is demanded: MCP clients namespace tools
  by server, and in one namespace two systems' tools that compete are `near-duplicate-tools`.
  No new name is invented; the message says in words what is missing.
- Renaming is not a lint matter (`toolschema diff` reports renames); an old and a new name kept
  visible side by side is `near-duplicate-tools` (collision.py).
- Too many tools in one request is a provider limit (`tools_soft` in `workbench/profiles.py`,
  `provider-tool-count`); tool search, caching and permissions are runtime properties that a
  definition does not show: no rule. Adversarial inputs and routing tests belong to the prober
  and the call-log audit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.mega_tools import (  # the mega-tool reading of `action`
    calls_named_member,
)
from workbench.linter.set_names import set_names
from workbench.model import Tool
from workbench.text import (
    CJK,
    cjk_count,
    fewer_words,
    lead_sentence,
    name_verb,
    snake_name,
    split_name,
)

# A version or draft mark (`helper_v2`, `tool2`, `process_final`) adds nothing to what a name says.
_VERSION_MARK = re.compile(r"v?\d+|v|old|final|latest|beta|alpha|draft|copy|bak|legacy")


# Mark words that are also things a verb acts on: `delete_draft` deletes an email draft,
# `create_copy` makes a copy; right after a verb they are its object, not a version mark.
_MARK_NOUNS = frozenset({"draft", "drafts", "copy", "copies", "backup", "backups"})


def is_vague(tokens: tuple[str, ...]) -> bool:
    vague = False
    for i, t in enumerate(tokens):
        if t in lx.VAGUE_NAME_WORDS:
            vague = True
        elif t in _MARK_NOUNS and i > 0 and name_verb(tokens[i - 1]).kind in ("read", "write"):
            return False  # `delete_draft`: the verb's object
        elif not _VERSION_MARK.fullmatch(t):
            return False  # a word that says something (most names, at their first such word)
    return vague


# Objects that say nothing about what is acted on: whose files? which items?
_GENERIC_OBJECTS = frozenset({"file", "files", "item", "items", "data", "record", "records",
                              "info", "details", "object", "objects", "entry", "entries",
                              "resource", "resources", "result", "results", "thing", "things",
                              "content", "contents", "value", "values", "list", "all", "stuff"})
# A generic object word the description can make specific ("SQL query", "shell command",
# "执行 SQL 查询"), with its Chinese word.
_QUALIFIABLE = {"query": "查询", "command": "命令", "cmd": "命令", "request": "请求",
                "script": "脚本", "code": "代码", "sql": "SQL", "operation": "操作", "op": "操作"}
# Two Chinese characters before the word that qualify nothing: a verb ("执行操作", "发送请求") or
# a generic word ("数据查询", "指定操作")
_NOT_QUALIFIERS_ZH = frozenset({*lx.READ_VERBS_ZH, *lx.WRITE_VERBS_ZH, "执行", "进行", "运行", "处理",
                                "发起", "调用", "数据", "信息", "相关", "通用", "任意", "所有", "各种",
                                "指定", "一个", "这个", "常用", "其他", "批量"})
_NOT_QUALIFIERS = frozenset({"the", "a", "an", "this", "that", "any", "your", "given", "each",
                             "one", "its", "their", "user", "users", "to", "of", "for", "and"})
# "Read file from disk", "写入本地文件": the description says where the object lives, which is
# whose it is (`read_file` of a local file toolkit is the conventional name).
_LOCATED = re.compile(r"\b(?:from|to|on|in|into|under) (?:the )?(?:local |user's |current )?(?:disk|"
                      r"file ?system|workspace|working directory|directory|folder|sandbox|repo(?:sitory)?"
                      r")\b|本地|磁盘|文件系统|工作区|工作目录|沙箱|"
                      # "Delete a file or directory", "文件或目录": the pair names a file system's
                      # entries, so the files are the machine's own, not another system's records
                      r"\bfiles? (?:or|and) (?:a |an )?(?:directory|directories|folders?)\b|"
                      r"\b(?:directory|directories|folders?) (?:or|and) (?:a |an )?files?\b|"
                      r"文件(?:或|和|与|及)(?:目录|文件夹)|(?:目录|文件夹)(?:或|和|与|及)文件", re.I)
THIN_DESC_WORDS = 8
THIN_DESC_CJK = 16


def _qualified(word: str, desc: str) -> bool:
    """Does the description say which kind of `word` ("SQL query", "shell command")?"""
    for m in re.finditer(rf"\b([a-z][a-z0-9-]+)\s+{word}\b", desc.lower()):
        if m.group(1) not in _NOT_QUALIFIERS and m.group(1) not in lx.VAGUE_NAME_WORDS:
            return True
    zh = _QUALIFIABLE.get(word)
    if not zh:
        return False
    # "执行 SQL 查询"; "执行金蝶云星空单据操作": the two characters before the word say which
    return re.search(rf"[A-Za-z]{{2,}}\s*{zh}", desc) is not None or any(
        m.group(1) not in _NOT_QUALIFIERS_ZH for m in re.finditer(rf"({CJK.pattern}{{2}}){zh}", desc))


# Languages a query, command or script is written in: an input named for one (`sql`,
# `cypher_query`) or the text naming it ("Run one read-only SELECT") says which kind it is.
_LANGUAGES = frozenset({"sql", "cypher", "graphql", "sparql", "jql", "kql", "promql", "logql",
                        "soql", "jmespath", "jsonpath", "xpath", "bash", "shell", "powershell",
                        "python", "javascript", "js", "lua", "regex"})
_LANGUAGE_TEXT = re.compile(r"\b(?:SQL|SELECT|Cypher|GraphQL|SPARQL|JQL|KQL|PromQL|LogQL|SOQL|"
                            r"JMESPath|XPath|bash|shell|PowerShell|Python|JavaScript|Lua)\b")


def _in_a_language(ctx: ToolContext, desc: str) -> bool:
    """Does an input's name or the description name the language the object is written in?"""
    return _LANGUAGE_TEXT.search(desc) is not None or any(
        set(split_name(n.name or "")) & _LANGUAGES for n in ctx.index.top_level_properties())


# The names a protocol requires: ChatGPT connectors and deep research call exactly `search` and
# `fetch` (https://platform.openai.com/docs/mcp); a server citing that convention cannot rename.
_REQUIRED_NAMES = frozenset({"search", "fetch"})
_NAME_CONVENTION = re.compile(r"openai mcp|deep[ -]research|chatgpt|connector spec|"
                              r"mcp specification|深度研究", re.I)


_ANY_URL = re.compile(r"\b(?:a|any|the given) (?:url|web ?page|link)\b|\bfrom the (?:internet|web)\b|"
                      r"任意网页|任意链接|给定的?(?:网址|链接|URL)", re.I)
_URL_PARAMS = frozenset({"url", "uri", "link", "urls", "page_url", "target_url"})


# The one input each tool of that protocol takes: `search(query)` and `fetch(id)`.
_PROTOCOL_INPUT = {"search": "query", "fetch": "id"}


def _convention_name(tool: Tool, ctx: ToolContext) -> bool:
    """Is `search`/`fetch` the name a protocol requires: the tool's text or its partner's in the
    same set cites it, or the set holds the protocol's very pair, `search` taking only `query`
    and `fetch` only `id` (the shape ChatGPT connectors call, cited or not)?"""
    if tool.name not in _REQUIRED_NAMES:
        return False
    toolset = ctx.toolset
    if toolset is None:
        return _NAME_CONVENTION.search(ctx.model_text) is not None
    index = set_names(toolset)
    # the partner only: read from the set's index, not every tool (`set_names`)
    candidates = toolset if index is None else [
        toolset[p] for name in sorted(_REQUIRED_NAMES) for p in index.holding(name) if index.name(p) == name]
    partners = [other for other in candidates
                if other.name in _REQUIRED_NAMES and other.name != tool.name]
    texts = [ctx.model_text, *(other.description or "" for other in partners)]
    if any(_NAME_CONVENTION.search(text) for text in texts):
        return True
    return bool(partners) and all(_takes_only(t, _PROTOCOL_INPUT[t.name]) for t in (tool, *partners))


def _takes_only(tool: Tool, name: str) -> bool:
    """Does the tool take exactly one input, `name`?"""
    props = (tool.parameters or {}).get("properties")
    return isinstance(props, dict) and list(props) == [name]


def _named_term(ctx: ToolContext, desc: str) -> bool:
    """Do the two or more words after the name's verb form a term its description uses as a
    phrase ("Create a test run", "a work copy of the document")? Words vague alone (`test`,
    `run`, `work`) are then one noun of the domain, not a generic name."""
    verb = ctx.name_verb
    rest = ctx.name_tokens[verb.index + 1:] if verb.verb is not None and verb.index >= 0 else ()
    if len(rest) < 2 or not set(rest) - _GENERIC_OBJECTS - {"input", "output"}:
        return False  # `get_data_info`: generic words in a row are no term
    return re.search(r"\b" + r"[\s_-]+".join(map(re.escape, rest)) + r"(?:e?s|'s)?\b",
                     desc.lower()) is not None


def _glossed(word: str, desc: str) -> bool:
    """Does the description use the name's last word as a noun and say what it is in a
    parenthesis right after it ("an update (comment/post)", "the run (a CI pipeline)")?"""
    return re.search(rf"\b(?:an?|the|this|one|each)\s+{re.escape(word)}s?\s*[(（][^)）\n]{{2,40}}[)）]",
                     desc, re.I) is not None


def _record_object(ctx: ToolContext, desc: str) -> bool:
    """Is the name's other word, beside its verb, a kind of record of the system: the tool
    takes that record's id (`update_list(listId)`, `delete_item(item_id)`) or other tools of the
    set act on it too (Mastodon's `list_create` beside `lists_get`), and its text speaks of one
    ("a list", "the item", "a new list")? Then the name says the action and its object; `list`
    is no verb there."""
    tokens = ctx.name_tokens
    if len(tokens) != 2:
        return False
    # a noun-like first word before a plain verb is the object (`list_create`, `request_get`);
    # else the first word's own reading (`name_verb('update_list')` takes `list` for the verb)
    first, second = (name_verb(t).kind in ("read", "write") for t in tokens)
    if second and tokens[1] not in _NOUN_LIKE and (not first or tokens[0] in _NOUN_LIKE):
        obj = tokens[0]
    elif first:
        obj = tokens[1]
    else:
        return False
    if not any(split_name(n.name or "") in ((obj, "id"), (obj, "ids"), (obj, "uuid"))
               for n in ctx.index.top_level_properties()) and not _set_acts_on(ctx, obj):
        return False
    return re.search(rf"\b(?:an?|the|this|that|each)\s+(?:new\s+)?{re.escape(obj)}\b", desc,
                     re.I) is not None


def _set_acts_on(ctx: ToolContext, obj: str) -> bool:
    """Another tool of the set holds `obj` (or its plural) in its name beside a verb and another
    word (`lists_get`, `list_accounts_add`): the system has records of that kind."""
    index = set_names(ctx.toolset) if ctx.toolset is not None else None
    if index is None or obj in _NO_RECORD_WORDS:
        return False
    stem = obj.rstrip("s") or obj
    for position in index.holding_stem(stem):
        name = index.name(position)
        verb, words = name_verb(name), split_name(name)
        # the word is a noun there, not that tool's own verb (`list_users` lists)
        if name != ctx.tool.name and verb.kind in ("read", "write") and len(words) >= 2 \
                and any((w.rstrip("s") or w) == stem for i, w in enumerate(words) if i != verb.index):
            return True
    return False


# Verbs that are also the names of records (`list_create`: a list; `request_get`: a request)
_NOUN_LIKE = lx.NOUN_VERBS | {"list"}
# The generic objects that name no kind of record however many tools use them (`get_data`,
# `delete_data_cache`); a file, an item, a list or an entry can be a system's record
_NO_RECORD_WORDS = _GENERIC_OBJECTS - {"file", "files", "item", "items", "record", "records",
                                       "object", "objects", "entry", "entries", "resource",
                                       "resources", "list"}


def _word_explained(tokens: tuple[str, ...], desc: str) -> str | None:
    """The first sentence of the description, when the name is one whole act (`_EXPLAINABLE`)
    that sentence uses (or a longer form of it: `exec` in "Execute", `process` in "processes")
    and goes on to say what it acts on (three or more words after it)."""
    words = [t for t in tokens if not _VERSION_MARK.fullmatch(t)]
    if len(words) != 1 or words[0] not in _EXPLAINABLE:
        return None
    first = lead_sentence(desc).strip()
    said = re.findall(r"[a-z0-9]+", first.lower())
    at = next((i for i, w in enumerate(said) if w.startswith(words[0])), None)
    return first[:80] if at is not None and len(said) - at > 3 else None


# Whole acts whose object the text can give (execute a shell command, a query language's query);
# `list`, `get`, `create`, `delete` name no act without their object and stay shown, and so do
# `search`, `fetch` and `run`: reviewers found those clash with other servers' tools of the same
# word (a bare `search` beside web-search toolkits, 4 U / 1 N; `run` of dbt).
_EXPLAINABLE = frozenset({"exec", "execute", "process", "query", "invoke"})


def _thin(desc: str) -> bool:
    return fewer_words(desc, THIN_DESC_WORDS) and cjk_count(desc) < THIN_DESC_CJK


@rule("name-vague", category="naming", severity="warning",
      summary="Name the action and its object (`shipping_get_tracking`), not a generic word "
              "such as `query`, `do_it`, `handle_request` or `process`.",
      bad=[Example.of(name="query", description="查询物流"),
           Example.of(name="getFiles", description="Gets files.")],
      good=[Example.of(name="shipping_get_tracking", description="根据订单号查询物流状态……"),
            Example.of(name="execute_query", description="执行 SQL 查询或数据库命令。"),
            Example({"name": "read_file", "description": "Reads a file.",
                     "inputSchema": {"type": "object"}}),
            Example.of(name="write_file", description="Write file to disk."),
            Example.of(name="createTestRun", description="Create a test run in the Testwise "
                                                         "test manager for one project.")],
      rationale="`query` cannot tell an order lookup from a customer or a product lookup; the "
                "model has to guess everything from the description. `getFiles` with \"Gets "
                "files.\" says neither whose files nor which system; an MCP server's name says "
                "the system.")
def check_name_vague(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    tokens = ctx.name_tokens
    desc = ctx.description
    if is_vague(tokens):
        if _named_term(ctx, desc):
            return  # `createTestRun` for "Create a test run in …": a term of the domain
        if len(tokens) > 1 and tokens[-1] in _QUALIFIABLE and (
                _qualified(tokens[-1], desc) or _in_a_language(ctx, desc)):
            return  # `execute_query` for "Execute a SQL query", or over a `sql` input
        if len(tokens) > 1 and _glossed(tokens[-1], desc):
            return  # `delete_update` for "Delete an update (comment/post) from an item"
        if _record_object(ctx, desc):
            return  # `update_list` over `listId` ("ID of the Trello list"): a record of the system
        if _convention_name(tool, ctx):
            return  # `search`/`fetch` of a deep-research connector: the protocol fixes the name
        # a generic caller (`execute_api` over a required `api`): it runs whichever member of an
        # open catalogue the call names, so no narrower name exists; info
        generic = calls_named_member(ctx)
        # One verb in an MCP server acting on any URL of the web (`fetch`): there is no system
        # to name and a rename breaks its clients; a `search` of one site still hides the site.
        web = len(tokens) == 1 and tool.source_format == "mcp" and _ANY_URL.search(desc) \
            and any(snake_name(n.name or "") in _URL_PARAMS for n in ctx.index.top_level_properties())
        # one word its description's first sentence uses and completes ("exec": "Execute a
        # shell command", "query": "Execute an InstaQL query against an app"): the built-in of
        # an agent's toolkit or one server's verb, which its clients show with the server's
        # name. Fresh reviewers: "conventional", "the first sentence makes the purpose clear"
        # (0 U / 4 N over holdouts 15-25); a word the text never uses (`my`, `api`) stays.
        explained = _word_explained(tokens, desc)
        yield Hit("", f"Name {tool.name!r} says neither what it acts on nor which system: name "
                      "the action and its object (as `shipping_get_tracking` does)."
                  + (f" Its description says it (\"{explained}\"), so this matters only where "
                     "tools of several systems are offered together." if explained else ""),
                  severity="info" if web or generic or explained or _http_request(tokens, ctx) else None)
        return
    verb = ctx.name_verb
    if (verb.index == 0 and len(tokens) >= 2 and verb.kind in ("read", "write")
            and all(t in _GENERIC_OBJECTS for t in tokens[1:])
            and tool.source_format != "mcp" and _thin(desc) and not _LOCATED.search(desc)
            and not (tokens[1] in ("file", "files") and verb.verb not in _SENDS and _takes_a_path(ctx))):
        yield Hit("", f"{tool.name!r} names neither a system nor a specific object, and its "
                      f"description ({desc.strip()[:60]!r}) does not say whose "
                      f"{tokens[-1]} either: put the system and the object in the name or the "
                      "description, so the model can tell it from other systems' tools.")


# `sendFile(file_path)`: the path says whose file, not through which system it goes
_SENDS = lx.OUTREACH_VERBS | {"upload", "share", "post", "send"}


def _takes_a_path(ctx: ToolContext) -> bool:
    """`get_file_info(filepath)`, `write_file(file_path)`: the file is named by its path, a place
    in the machine's own file system (the file-system helper of an agent toolkit), so the object
    is specific and no other system is meant. A bare `path` may be a drive's or a repository's
    (`get_files(path)` "Gets files." stays vague), a `folder_id` another system's record."""
    for n in ctx.index.top_level_properties():
        words = set(split_name(n.name or ""))
        if words & {"filepath", "filename"} or {"file", "path"} <= words:
            return True
    return False


_HTTP_METHODS = frozenset({"get", "post", "put", "patch", "delete", "head"})


def _http_request(tokens: tuple[str, ...], ctx: ToolContext) -> bool:
    """`get_request`, `delete_request` over a URL input: the HTTP method and a request, the
    conventional name of a generic HTTP client tool (any system is its object); rename gains
    little, so info."""
    words = set(tokens)
    return len(tokens) == 2 and bool(words & _HTTP_METHODS) and bool(words & {"request", "requests"}) \
        and any(set(split_name(n.name or "")) & {"url", "uri"} for n in ctx.index.top_level_properties())


# Parameter names that say "the input" and nothing of what it is: a LangChain `tool_input`, a
# `query` that holds a URL.
_INPUT_NAMES = frozenset({"tool_input", "input", "arg", "arg1", "args", "query", "q"})
_QUERY_NAMES = frozenset({"query", "q"})
# What the text says the input is: "Input should be a url to a document", "The input is a text
# representation of the path", "输入应为图片链接"; a parameter description is read whole.
_INPUT_IS = re.compile(r"\binput (?:to this tool )?(?:should|must|is|has to|needs to) be\s+([^.;\n]+)|"
                       r"\binput (?:to this tool )?is\s+([^.;\n]+)|输入(?:应|应该|必须|需)?(?:为|是)([^。；\n]+)",
                       re.I)
_EMPTY = re.compile(r"^(?:an? )?empty string\b|^空字符串")
_URL = re.compile(r"\b(?:url|uri|link)\b|链接|网址", re.I)
_PATH = re.compile(r"\bpath\b|路径", re.I)
_TICKER = re.compile(r"\b(?:stock )?(?:ticker|symbol)\b|股票代码", re.I)
_OBJECT_EN = re.compile(r"\b(?:to|of|for) (?:an?|the) (\w+)", re.I)
_OBJECT_ZH = {"图片": "image", "图像": "image", "文档": "document", "音频": "audio", "视频": "video",
              "文件": "file", "网页": "page"}
_OBJECT_WORDS = frozenset({"image", "document", "audio", "video", "file", "page", "photo",
                           "picture", "pdf", "dict", "website", "webpage"})


_OTHER_KINDS = re.compile(r"\b(?:name|title|id|keyword)s?\b|名|标题|关键词", re.I)
# "..., output is a list of tables": what the tool returns is not what the input is
_OUTPUT_CLAUSE = re.compile(r",?\s*(?:and )?(?:the )?output (?:is|will be)\b.*$|[，,]\s*输出.*$", re.I | re.S)


# The phrase names the kind first ("url of the image", "a url to a document", "the ticker that
# you want", "a text representation of the path"; Chinese puts it last: "文档的链接").
_FIRST_CLAUSE = re.compile(r"[,;:，；。(（]|\.\s")
_LEADS_EN = re.compile(r"^(?:[\w-]+\s+){0,4}?(?:url|uri|link|path|ticker|symbol)\b(?![- ]encoded)", re.I)
_LEADS_ZH = re.compile(r"(?:链接|网址|路径|股票代码|URL|url)$")


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _stated_input(ctx: ToolContext, node) -> str | None:
    """What the text says this parameter holds: its own description, else (for the tool's only
    parameter) the tool description's "Input should be ..."."""
    own = node.description.strip()
    if own:
        m = _INPUT_IS.search(own)
        return _OUTPUT_CLAUSE.sub("", next(g for g in m.groups() if g) if m else own).strip()
    if sum(1 for _ in ctx.index.top_level_properties()) == 1 and ctx.description:
        m = _INPUT_IS.search(ctx.description)
        if m:
            return _OUTPUT_CLAUSE.sub("", next(g for g in m.groups() if g)).strip()
    return None


def _holds(phrase: str) -> tuple[str, str | None] | None:
    """(what, suggested name) for a phrase that says a URL, a path or a ticker; None otherwise,
    and None when it offers other kinds too ("模块名、文档标题、层级路径或 URL": a lookup key)."""
    if _OTHER_KINDS.search(phrase):
        return None
    head = _FIRST_CLAUSE.split(phrase.strip(), 1)[0]
    if not (_LEADS_EN.match(head) or _LEADS_ZH.search(head)):
        return None  # "A url encoded query string", "Search query ... path:...": a query
    obj = next((en for zh, en in _OBJECT_ZH.items() if zh in phrase), None)
    if obj is None:
        m = _OBJECT_EN.search(phrase)
        obj = m.group(1).lower() if m and m.group(1).lower() in _OBJECT_WORDS else None
    if _URL.search(phrase) and _PATH.search(phrase):
        return (f"a URL or a path{' of ' + _article(obj) + ' ' + obj if obj else ''}", obj or "location")
    if _URL.search(phrase):
        return (f"the URL of {_article(obj)} {obj}" if obj else "a URL",
                f"{obj}_url" if obj else "url")
    if _PATH.search(phrase):
        return (f"a path{' to a ' + obj if obj else ''}", f"{obj}_path" if obj and obj != "dict"
                else "path")
    if _TICKER.search(phrase):
        return "a ticker symbol", "ticker"
    return None


@rule("param-name-misleading", category="naming", severity="warning",
      summary="Name a parameter for what it holds: not `query` for an image URL or a ticker, "
              "not `tool_input` for a path; and declare no parameter a tool does not take.",
      bad=[Example.of(name="images_analyze", description="Analyzes an image. Input should be a "
                                                          "url to an image.",
                      properties={"query": {"type": "string"}}),
           Example.of(name="tables_list", description="Input is an empty string, output is a "
                                                      "comma-separated list of tables.",
                      properties={"tool_input": {"type": "string", "default": ""}})],
      good=[Example.of(name="images_analyze", description="Analyzes an image.",
                       properties={"image_url": {"type": "string",
                                                 "description": "URL of the image, e.g. "
                                                                "https://example.com/a.png"}}),
            Example.of(name="web_search", description="Searches the web. Input should be a "
                                                      "search query.",
                       properties={"query": {"type": "string"}}),
            Example.of(name="sql_run_query", properties={"query": {
                "type": "string", "description": "输入应为一条完整的 SQL 查询语句"}})],
      rationale="A `query` the text says is \"a url to a document\" invites search words; a "
                "`tool_input` hides a Python path or a table list behind a generic word; a "
                "parameter that must be an empty string is no parameter. The suggested name "
                "comes from the tool's own words; renaming touches the executor too.")
def check_param_name_misleading(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.top_level_properties():
        name = (node.name or "").lower()
        if name not in _INPUT_NAMES or "string" not in node.non_null_types:
            continue
        phrase = _stated_input(ctx, node)
        if not phrase:
            continue
        quoted_phrase = " ".join(phrase.split())[:70]
        if "(" in quoted_phrase and ")" not in quoted_phrase.split("(")[-1]:
            quoted_phrase = quoted_phrase.rsplit("(", 1)[0].rstrip()  # no half parenthesis
        if _EMPTY.search(phrase.lower()):
            yield Hit(node.pointer, f"`{node.name}` takes nothing (\"{quoted_phrase}\"): a tool "
                                    "without arguments declares no properties; remove it from "
                                    "the schema and the executor.")
            continue
        held = _holds(phrase)
        # the name it would get is a sibling's already (`find_files`: `path` is the search root,
        # `query` the "path terms" matched against it): the sibling holds that; this is another thing
        if held is not None and held[1] and _held_by_a_sibling(ctx, node, held[1]):
            continue
        if held is not None:
            what, better = held
            yield Hit(node.pointer, f"`{node.name}` holds {what} (\"{quoted_phrase}\"), which its "
                                    f"name does not say: name it `{better}` (in the schema and the "
                                    "executor together)" + (", so the model does not send search "
                                                            "words." if name in _QUERY_NAMES else "."))
        elif name not in _QUERY_NAMES and not node.description.strip():
            yield Hit(node.pointer, f"`{node.name}` says only that it is the input; the text says "
                                    f"it is \"{quoted_phrase}\": name it for that (in the schema and "
                                    "the executor together) and describe it.")


def _held_by_a_sibling(ctx: ToolContext, node, better: str) -> bool:
    """Does another parameter already hold what `better` names (`path` beside a `query` said to
    hold a `file_path`), so the rename would clash with it? (`output_path` holds another path.)"""
    names = {better, "_".join(split_name(better)[-1:])}
    return any(n is not node and n.name in names for n in ctx.index.top_level_properties())


# `handle` + these is the idiom for answering one prompt (accept or dismiss): one action.

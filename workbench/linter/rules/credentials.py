"""`credential-param` (`identity`): secrets (`api_key`, `access_token`, `password`) passed as
model parameters. Caller identity (`identity-param`) is `security.py`.

Decisions:
- Credentials are a warning: the executor holds secrets, the model never should.
- Not credentials: a `<resource>_token` that locates a folder or document (`folder_token`), an
  idempotency token, the password a user-admin tool sets for a user it creates or a document tool
  puts on its document; a login tool's key is reported with advice that keeps the feature (the
  server reads it from its configuration where it can); a generic HTTP client's or a site scan's
  secret belongs to the target the user names (info).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.mega_tools import action_nodes
from workbench.linter.rules.security import is_tool_object
from workbench.model import Tool
from workbench.schema.pointer import argument_steps
from workbench.schema.walk import SchemaNode
from workbench.text import contains_any, lead_sentence, sentences, singular, snake_name, split_name

_AUTH_WORDS = re.compile(r"auth|access|bearer|api|credential|login|session|认证|授权|令牌|登录")
_NOT_SECRET_TOKEN = frozenset({"page", "next", "continuation", "cursor", "pagination", "sync",
                               "csrf", "max", "tokens", "count", "limit", "symbol", "address",
                               "contract", "mint", "id"})


@rule("credential-param", category="identity", severity="warning",
      summary="Keep secrets (API keys, tokens, passwords) out of the parameters: the executor "
              "holds them.",
      bad=Example.of(properties={"api_key": {"type": "string", "description": "Your API key"}}),
      good=Example.of(properties={"city": {"type": "string",
                                           "description": "City name, e.g. Hangzhou"}}),
      rationale="Identity and permissions come from the trusted context; a secret in arguments is "
                "seen, logged and can be leaked or replaced by the model.")
def check_credentials(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    login = None
    reported: list[str] = []
    for node, tokens in ctx.named_properties:
        norm = "_".join(tokens)
        raw = node.name or ""
        if norm == "token" or (tokens[-1:] == ("token",) and norm not in lx.CREDENTIAL_NAMES):
            if set(tokens) & _NOT_SECRET_TOKEN or not _secret_token(tokens, node.description):
                continue
        elif norm not in lx.CREDENTIAL_NAMES and not contains_any(raw, lx.CREDENTIAL_NAMES_ZH):
            continue
        if node.non_null_types and not set(node.non_null_types) & {"string", "object"}:
            continue
        if node.non_null_types == ("object",) and not _holds_text(node.schema):
            continue  # `password: {enabled: boolean}`: a switch for a password setting, no secret
        if tokens[-1:] in (("password",), ("passwd",), ("pwd",)) and (
                _sets_password(node, ctx) or _protects_content(node, ctx)):
            continue  # a password the tool sets for a user, or puts on / takes off a document
        if norm in ("auth", "authorization", "authentication") and _auth_settings_of_object(node, ctx):
            continue  # the auth settings of the API definition the tool creates or edits
        if _secret_of_created(node, ctx) or _names_the_secret(node) or _stores_the_secret(tokens, ctx) \
                or _field_of_managed_record(node, ctx) or _field_of_listed_records(node, ctx):
            continue  # the new lobby's or database's password; "the identifier of the API key"
        if login is None:
            login = _is_login_tool(ctx)
        if any(node.pointer.startswith(done + "/") for done in reported):
            continue  # `credentials.password` under a `credentials` already reported
        reported.append(node.pointer)
        if _any_url_client(ctx) or _site_login(node, ctx):
            # a generic HTTP client of any URL: the secret belongs to the target the user names,
            # which no executor configuration can hold in advance
            yield Hit(node.pointer, f"{node.name!r} passes a secret for the target URL through "
                                    "the model, where it is seen and logged: where the targets "
                                    "are known, let the executor attach their credentials "
                                    "instead.", severity="info")
        elif login or _checks_the_secret(node, ctx) or _registers_credentials(ctx):
            # the secret is what the tool logs in or connects with, or what it verifies: the
            # user types it in (fresh reviews: a test site's login, a notebook server's token),
            # so the advice is a consideration, not a defect shown by default
            yield Hit(node.pointer, f"{node.name!r} passes a secret through the model, where it is "
                                    "seen, logged and can be replayed: let the server read it from "
                                    "its configuration (environment, a stored connection profile) "
                                    "where it can, and keep this input only for a secret the user "
                                    "types in.", severity="info")
        else:
            yield Hit(node.pointer, f"{node.name!r} is a credential: remove it from the parameters "
                                    "and let the executor supply it from its configuration or the "
                                    "auth context; the model must never see or choose secrets.")


# A tool whose purpose is to register the credentials the server itself uses for its upstream
# service (`configure_water_api(apiKey, token)`, "Set the API key used for all later calls",
# "配置上游接口的 API Key"): in a hosted setup the user pastes them at run time, and removing
# them would remove the tool. The advice (prefer the server's configuration) is said as info.
_SETUP_VERBS = frozenset({"configure", "config", "setup", "set", "register", "save", "store",
                          "update", "init", "initialize"})
_CREDENTIAL_OBJECTS = frozenset({"api", "apis", "credential", "credentials", "key", "keys",
                                 "token", "tokens", "auth", "config", "configuration", "connection"})
_REGISTERS_TEXT = re.compile(
    r"\b(?:configure|set|setup|set up|register|save|store|update)s?\b[^.;\n]{0,40}"
    r"\b(?:api[ _-]?keys?|credentials?|access tokens?|api tokens?)\b|"
    r"(?:配置|设置|注册|保存|更新)[^。；\n]{0,15}(?:API ?Key|api ?key|凭证|凭据|密钥|令牌|Token|token)")


def _registers_credentials(ctx: ToolContext) -> bool:
    """Is the tool's purpose to register the credentials of the server's upstream service: a
    setup verb in its name with an API/credential object, or a lead sentence that says so?"""
    tokens = ctx.name_tokens
    if ctx.name_verb.verb in _SETUP_VERBS and set(tokens) & _CREDENTIAL_OBJECTS:
        return True
    if ctx.name_verb.kind == "read":
        return False
    # the lead, or a sentence that says what the tool is for ("Configure a recipe source. Use
    # this to set API keys or authentication tokens.")
    said = [lead_sentence(ctx.description)] + [t for t in sentences(ctx.description) if _PURPOSE.match(t)]
    return any(_REGISTERS_TEXT.search(t.lower() if t.isascii() else t) for t in said)


_PURPOSE = re.compile(r"^\W*(?:use (?:this|it)(?: tool)? (?:to|for)|this tool (?:is used to|lets you|"
                      r"allows you to)|(?:本|该|此)工具用于|用于)", re.I)


def _holds_text(schema: Any, depth: int = 0) -> bool:
    """Whether an object schema can carry a string anywhere (a declared string property, or
    undeclared ones): `{enabled: boolean}` cannot, so it holds no secret."""
    if not isinstance(schema, dict) or depth > 6:
        return True
    props = schema.get("properties")
    if not isinstance(props, dict) or not props or schema.get("additionalProperties") not in (False, None):
        return True
    for sub in props.values():
        types = sub.get("type") if isinstance(sub, dict) else None
        types = (types,) if isinstance(types, str) else tuple(types or ())
        if not types or "string" in types or ("object" in types and _holds_text(sub, depth + 1)) \
                or "array" in types:
            return True
    return False


# `access_token`, `bot_token`, `webhook_token`: a secret; `folder_token`, `app_token` (Lark): where a
# resource is.
_AUTH_TOKEN_PREFIXES = frozenset({"access", "auth", "api", "bearer", "refresh", "session", "id",
                                  "oauth", "personal", "bot", "user", "security",
                                  "secret", "jwt", "github", "gitlab", "slack", "notion",
                                  "integration", "service", "private", "sso", "login",
                                  # a webhook's token is the secret half of its URL: whoever holds
                                  # it posts as the webhook, with no other auth
                                  "webhook", "hook"})
_AUTHENTICATES = re.compile(r"authenticat|authoriz|bearer|credential|secret|api key|认证|鉴权|"
                            r"授权令牌|凭证|密钥|私钥")
_LOGIN_WORDS = frozenset({"login", "logon", "signin", "sign", "auth", "authenticate", "connect",
                          "authorize"})
_SETS_PASSWORD = re.compile(r"\b(?:new|initial|set|reset|assign)\b|新|初始|设置|重置")


# A token that makes a request idempotent ("client_token: uuidv4, 用于幂等的进行更新操作").
_IDEMPOTENCY = re.compile(r"idempot|uuid|dedup|幂等|去重")


def _secret_token(tokens: tuple[str, ...], desc: str) -> bool:
    """Is a `*_token` parameter a secret rather than a resource locator or an idempotency key?"""
    if _IDEMPOTENCY.search(desc.lower()):
        return False
    if len(tokens) > 1:
        return bool(set(tokens[:-1]) & _AUTH_TOKEN_PREFIXES
                    or _AUTHENTICATES.search(desc.lower()))
    return bool(_AUTH_WORDS.search(("_".join(tokens) + " " + desc).lower()))


def _sets_password(node: SchemaNode, ctx: ToolContext) -> bool:
    """Is the password the value a user-admin tool sets (`createUser`, "新用户的密码")?"""
    return bool(_SETS_PASSWORD.search(node.description.lower())) or (
        is_tool_object("user", ctx) and ctx.name_verb.kind in ("write", "catchall", None)) or (
        # `woo_customers_create(customerData.password)`: the new account's password, set by
        # whoever creates the account (reviewers: "the new customer's own password")
        (ctx.name_verb.verb in _STORE_VERBS or ctx.name_verb.verb in ("invite", "signup"))
        and any(singular(t) in _ACCOUNT_HOLDERS for t in ctx.name_tokens))


_ACCOUNT_HOLDERS = frozenset({"user", "customer", "member", "account", "employee", "staff",
                              "student", "subscriber", "player", "patient"})


# A password that protects the tool's own subject (a document, a PDF, an archive): the tool sets
# it, removes it or opens the file with it; it is the user's payload, not the caller's login.
_PROTECT_VERBS = frozenset({"protect", "unprotect", "encrypt", "decrypt", "lock", "unlock",
                            "unzip", "extract", "decompress", "compress", "zip"})
_PROTECTED_OBJECTS = frozenset({"document", "doc", "docx", "file", "pdf", "archive", "zip",
                                "rar", "workbook", "sheet", "worksheet", "spreadsheet",
                                "presentation", "ppt", "pptx", "xlsx", "vault", "keystore"})
# A share link or share the tool creates or edits: its password is the one the user puts on the
# link for its visitors, not the caller's login.
_SHARE_OBJECTS = frozenset({"share", "sharing", "shared"})
_PROTECTS_TEXT = re.compile(
    r"\b(?:protect|unprotect|encrypt|decrypt|unlock|lock|open)(?:s|ed|ing)?\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:password[- ]protected\s+|encrypted\s+|protected\s+)?"
    r"(?:document|file|pdf|archive|zip|workbook|sheet|worksheet|spreadsheet|presentation)\b|"
    r"\b(?:document|file|pdf|archive|zip|workbook|sheet|spreadsheet)(?:'s)?\s+(?:protection\s+|"
    r"open(?:ing)?\s+)?password|"
    r"(?:文档|文件|压缩包|工作簿|工作表|表格|PDF)\s*(?:的)?\s*(?:打开|保护|加密|解压)?密码|"
    r"(?:保护|加密|解密|解锁|解压|打开)(?:该|此|这个)?(?:文档|文件|压缩包|工作簿|工作表|PDF)|"
    r"\b(?:share|sharing)\s+links?\b[^.]{0,40}\bpassword|(?:分享|共享)(?:链接)?(?:的)?(?:访问)?密码", re.I)


# Acts that put a password on a file or take it off (not `lock`/`unlock`, which unlock features
# and accounts as often as files).
_PROTECT_ACTS = frozenset({"encrypt", "decrypt", "protect", "unprotect"})
_PROTECT_ACTS_ZH = re.compile(r"加密|解密|设置打开密码|移除密码|解除保护")


def _protect_acts(ctx: ToolContext) -> bool:
    """Does the tool protect or unprotect what it works on by its acts: an action value, or a
    word of its description or of its action field's text (`encrypt/decrypt`, 加密/解密)?"""
    acts = {str(v).lower() for _, enum in action_nodes(ctx) if isinstance(enum, list) for v in enum}
    texts = [ctx.description] + [n.description for n in ctx.index.top_level_properties()
                                 if snake_name(n.name or "") in lx.ACTION_PARAM_NAMES]
    words = acts | {w for t in texts for w in re.findall(r"[a-z]+", t.lower())}
    return bool(words & _PROTECT_ACTS) or any(_PROTECT_ACTS_ZH.search(t) for t in texts)


def _protects_content(node: SchemaNode, ctx: ToolContext) -> bool:
    """Is this password the one a document tool puts on or takes off its document (a
    `protect_document` tool, "Password to open the PDF", "压缩包的解压密码")?"""
    words = set(ctx.name_tokens)
    if words & _PROTECT_VERBS and (words & _PROTECTED_OBJECTS or len(words) == 1):
        return True
    if words & _PROTECTED_OBJECTS and _protect_acts(ctx):
        return True  # `pdf_manage_security` "action: encrypt=加密, decrypt=解密"
    if words & _SHARE_OBJECTS and ctx.name_verb.kind in ("write", "catchall", None):
        # `create-drive-item-share-link(password)`: the password the link's visitors type
        return True
    return bool(_PROTECTS_TEXT.search(node.description) or _PROTECTS_TEXT.search(ctx.description))


def _top_level_names(ctx: ToolContext) -> set[str]:
    """The snake_case names of the tool's top-level parameters."""
    return {snake_name(n.name or "") for n in ctx.index.top_level_properties()}


_HTTP_WORDS = frozenset({"http", "request", "post", "put", "patch", "get", "fetch", "curl",
                         "api", "call", "webhook"})


def _any_url_client(ctx: ToolContext) -> bool:
    """A generic HTTP client: a `url` (or `endpoint`) input for any target and a name made of
    HTTP words (`playwright_post`, `http_request`, `api_call`)."""
    return bool(_top_level_names(ctx) & {"url", "endpoint", "uri"}) and bool(set(ctx.name_tokens) & _HTTP_WORDS) \
        and not set(ctx.name_tokens) - _HTTP_WORDS - {"playwright", "puppeteer", "browser", "tool"}


_SITE_URLS = frozenset({"url", "base_url", "login_url", "site_url", "target_url", "app_url",
                        "website", "website_url", "start_url", "auth_url"})


_SITE_SECRETS = frozenset({"password", "passwd", "pwd", "credentials", "credential"})


def _site_login(node: SchemaNode, ctx: ToolContext) -> bool:
    """A login the tool uses on a site the user names (a scan or a test of `base_url`): the
    tool takes that site's URL, and the secret is optional (the user may type it when asked).
    No executor configuration can hold it in advance."""
    tokens = split_name(node.name)
    if node.required or not (set(tokens[-1:]) & _SITE_SECRETS or "密码" in (node.name or "")):
        return False  # an API's token (`access_token`) is the executor's to hold
    return bool(_top_level_names(ctx) & _SITE_URLS)


def _is_login_tool(ctx: ToolContext) -> bool:
    """A tool whose job is to log in or connect with the secret it takes."""
    words = set(ctx.name_tokens)
    for _, enum in action_nodes(ctx):
        for value in enum if isinstance(enum, list) else ():
            if isinstance(value, str):
                words.update(split_name(value))
    return bool(words & _LOGIN_WORDS) or bool(re.search(r"登录|连接到", ctx.description[:80]))


# "新鉴权配置（dict），如 {"type": "bearer"}", "Authentication settings of the endpoint": the auth
# settings of a definition the tool writes (an API, an endpoint, a request in a collection), not a
# secret the call itself uses.
_AUTH_SETTINGS = re.compile(r"(?:鉴权|认证|授权|身份验证)(?:配置|设置|方式|类型)|\bauth(?:entication|orization)?\s+"
                            r"(?:config(?:uration)?|settings?|scheme|type|method)s?\b|\bsecurity\s+scheme",
                            re.I)


def _auth_settings_of_object(node: SchemaNode, ctx: ToolContext) -> bool:
    """Is an `auth` parameter of a create/update tool the auth settings of what it writes, by its
    own text or its line in the tool's Args list?"""
    if ctx.name_verb.kind != "write":
        return False
    line = re.search(rf"(?m)^\s*{re.escape(node.name or '')}\s*[:：]\s*(.+)$", ctx.description)
    text = node.description + " " + (line.group(1) if line else "")
    return _AUTH_SETTINGS.search(text) is not None


# A tool whose act is on the secret itself: "Check if the user's session token is still valid"
# (`verifyUser(session_token)`), `validate_api_key`, `revoke_token`, "Authenticates a user by
# their credentials": the secret is its input by purpose.
_CHECK_WORDS = frozenset({"verify", "validate", "revoke", "refresh", "introspect",
                          "authenticate", "authentication", "rotate", "invalidate", "expire",
                          "logout", "logoff", "signout"})
_SECRET_NOUNS = re.compile(r"\b(?:token|password|passcode|credentials?|api key|secret|pin)\b|令牌|密码|密钥|凭证",
                           re.I)


def _checks_the_secret(node: SchemaNode, ctx: ToolContext) -> bool:
    """Does the tool verify, revoke or refresh the very secret it takes, by its name's verb and a
    lead sentence that names a secret?"""
    if not set(ctx.name_tokens) & _CHECK_WORDS:
        return False
    lead = lead_sentence(ctx.description)
    return _SECRET_NOUNS.search(lead) is not None


# A tool that creates a thing protected by a secret (`createGameLobby(password)` "An optional
# password to restrict access to the lobby", `createDatabase(password)` "The password to access
# the database", `add_server(api_key)` "the key for authenticating with the server"): the secret
# is a property of what it creates, which the user chooses or pastes, not the caller's login.
# Read from the create verb and the secret's own text naming the tool's object.
_CREATE_VERBS = frozenset({"create", "add", "new", "register", "provision", "make", "setup",
                           "build", "open", "host", "start", "创建", "新建", "添加", "注册"})
_RESTRICTS = re.compile(r"\b(?:restrict|protect|secure|lock|guard)s?\b[^.;]{0,30}\baccess\b|"
                        r"\bpassword[- ]protect|(?:访问|进入|加入)密码", re.I)


# The secret the new resource signs or verifies its deliveries with (a log drain's or a
# webhook's "Secret for verification", "用于签名校验的密钥"): a setting the user chooses for
# what is created, which the receiving end checks; not the caller's credential.
_SIGNS_DELIVERIES = re.compile(r"\b(?:for|used\s+(?:for|to)|to)\s+(?:the\s+)?(?:verif(?:y|ication)|"
                               r"sign(?:ing|atures?)?|validat(?:e|ion))\b(?!\s+(?:in|on|up|into)\b)"
                               r"(?![^.;]*\b(?:your|caller|identity|login)\b)|\bhmac\b|签名|验签",
                               re.I)



# The caller's own credential, whatever it validates: "An authentication token used to validate
# the request" (Slack's `token` on `usergroups_create`), "用于鉴权的令牌".
_CALLERS_AUTH = re.compile(r"\bauthenticat|\bauth\b|\b(?:the|this|your)\s+(?:request|call|api\s+call)s?\b|"
                           r"鉴权|认证|登录|本次请求", re.I)


_SECRET_WORDS = frozenset({"api", "apis", "key", "keys", "token", "tokens", "secret", "secrets",
                           "password", "auth", "credential", "credentials", "access", "login"})


def _secret_of_created(node: SchemaNode, ctx: ToolContext) -> bool:
    verb = ctx.name_verb
    if verb.verb not in _CREATE_VERBS:
        return False
    desc = node.description
    if _RESTRICTS.search(desc) or (_SIGNS_DELIVERIES.search(desc) and not _CALLERS_AUTH.search(desc)):
        return True
    # the head noun of the name (`create_game_lobby`: lobby), not a word of the secret's own name
    # (`create_http_api` "The API key used to call the server": the call's own key)
    objects = [t for i, t in enumerate(ctx.name_tokens) if i > verb.index and len(t) > 2][-1:]
    objects = [t for t in objects if t not in _SECRET_WORDS]
    zh_object = ctx.tool.name.replace(verb.verb, "") if not ctx.tool.name.isascii() else ""
    if len(zh_object) >= 2 and zh_object in desc:
        return True  # 创建会议: "会议的入会密码"
    low = desc.lower()
    return any(re.search(rf"\b{re.escape(o)}s?\b", low) for o in objects) and \
        not re.search(r"\b(?:this|the) (?:request|call|api call)\b|\byour\b", low)


# "The unique identifier for the API key that needs to be deleted", "API key 的 ID": the value
# names a key the tool manages (by id or name), the secret itself is not passed.
_NAMES_SECRET = re.compile(r"^\W*(?:the\s+)?(?:unique\s+)?(?:identifier|id|name|label)\s+(?:of|for)\s+"
                           r"(?:the\s+|an?\s+)?(?:api\s+)?(?:key|token|secret|credential)s?\b|"
                           r"(?:密钥|令牌|凭证|API ?Key)\s*的?\s*(?:ID|id|编号|名称)", re.I)


def _names_the_secret(node: SchemaNode) -> bool:
    return _NAMES_SECRET.search(node.description) is not None


# The acts of a tool that keeps secrets as its records (`private_keys` create/update, `add_ssh_key`)
_STORE_VERBS = frozenset({"create", "add", "new", "update", "set", "upload", "import", "save",
                          "store", "register", "rotate", "replace", "edit", "put"})


def _stores_the_secret(tokens: tuple[str, ...], ctx: ToolContext) -> bool:
    """Is the secret the record the tool writes: the name's object is that kind of secret
    (`private_keys` with `private_key`, `add_ssh_key` with `key`) and the tool creates or
    updates it (its name's verb or an action value)? Then the key is the data the user sends
    ("Manage SSH keys: create/update"); removing it would remove the tool."""
    names = [singular(t) for t in ctx.name_tokens]
    if not tokens or tokens[-1] not in _SECRET_WORDS or not names or names[-1] != tokens[-1] \
            or not set(tokens[:-1]) <= set(names) or _registers_credentials(ctx):
        return False  # `set_api_key`: the server's own upstream key, said as info below
    acts = {str(v).lower() for _, enum in action_nodes(ctx) if isinstance(enum, list) for v in enum}
    return ctx.name_verb.verb in _STORE_VERBS or bool(acts & _STORE_VERBS)


# The secret authenticates the call itself: "Your API key", "used to authenticate the request",
# "用于鉴权".
_AUTHENTICATES_CALL = re.compile(r"\byour\b|\bauthenticat|\bauthoriz|\bthe (?:request|call)\b|"
                                 r"用于(?:鉴权|认证|授权)|调用(?:接口|API)", re.I)
_RECORD_READS = frozenset({"list", "get", "read", "show", "view", "describe", "delete", "remove"})


def _field_of_managed_record(node: SchemaNode, ctx: ToolContext) -> bool:
    """Is the secret a field of the record a manage-style tool creates or updates (coolify's
    `github_apps` "list/get/create/update/delete" with `client_secret`, a `connections` manager's
    `password`)? The same call also lists, gets or deletes those records without it: a secret
    that authenticated the call would be needed by every action, so an optional one that only
    the writes take is the data the tool stores; removing it would break create/update."""
    if node.required or _registers_credentials(ctx) \
            or _AUTHENTICATES_CALL.search(node.description):
        return False
    acts = {str(v).lower() for _, enum in action_nodes(ctx) if isinstance(enum, list) for v in enum}
    return bool(acts & {"create", "update", "add", "edit", "set"}) and bool(acts & _RECORD_READS)


def _field_of_listed_records(node: SchemaNode, ctx: ToolContext) -> bool:
    """Is the secret a field of each item of a list the tool writes (n8n's workflow
    `nodes[].credentials`, which names the stored credentials each node uses)? A secret that
    authenticates the call is one per call, never one per item: per item it is part of what
    the tool stores, and "remove it from the parameters" would break the record."""
    return "*" in argument_steps(node.pointer, partial=True) and ctx.name_verb.kind == "write"

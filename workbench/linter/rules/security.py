"""Rules about who decides whose call it is: caller identity and credentials as model
parameters (`identity`). Mega-tools (`mega-tool`) are in `mega_tools.py`; hidden instructions
are in `injection.py`.

Decisions:
- `get_account(user_id)`: `identity-param`. Names are tiered (workbench/lexicon.py): caller
  identity (`tenant_id`, `caller_id`, `operator_id`, `current_user_id`...) → error;
  `user_id`/`account_id`/`owner_id`/`uid` → warning, error when the tool or parameter says it acts
  for the current user ("当前用户", "my", "logged-in user"), nothing when the description says it
  is a *target* user the caller may act on or when the tool is about that entity (`get_user`,
  `deactivate_user`, `add_user_to_group`: admin tools whose object is the user); resource-like
  ids (`customer_id` in a CRM lookup for staff, `org_id`, `username`) → info only when the tool
  says it acts for the current user. `uid` is any unique id (a DOM element, a map POI): a user
  only when its text or the tool's says so. A switch that lets the model choose which identity
  the call runs as (`useUAT`: "使用用户身份请求, 否则使用应用身份") is a warning: the deployment
  decides that. Credentials (`api_key`, `access_token`, `password`) are `credential-param`
  (identity, warning): the executor holds secrets, the model never should. Not credentials: a
  `<resource>_token` that locates a folder or document (`folder_token`), the password a user-
  admin tool sets for a user it creates; a login tool's key is reported with advice that keeps
  the feature (the server reads it from its configuration where it can).
- Tool search is discovery, not authorization, and whether the caller may touch an id is an
  ownership check: executor duties, listed by the ledger, not lint.
- `"path": "../../etc/passwd"` is a value attack: the prober's business.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.caller_described import callers_own, described_as_caller
from workbench.linter.rules.mega_tools import action_nodes
from workbench.linter.rules.param_facts import filters_by
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import contains_any, name_verb, singular, snake_name, split_name

_CURRENT_USER = re.compile(r"current(?:ly)?[ -](?:logged[ -]in |signed[ -]in |authenticated )?user|"
                           r"logged[ -]in user|signed[ -]in user|authenticated user|the caller|"
                           r"calling user|\bmy\b|own account|当前用户|当前登录|登录用户|我的|本人|调用者|"
                           r"调用方")
_TARGET_USER = re.compile(r"target|another user|other user|any user|specified user|given user|"
                          r"admin|on behalf|指定用户|目标用户|其他用户|某个用户|管理员")
_AUTH_WORDS = re.compile(r"auth|access|bearer|api|credential|login|session|认证|授权|令牌|登录")
_NOT_SECRET_TOKEN = frozenset({"page", "next", "continuation", "cursor", "pagination", "sync",
                               "csrf", "max", "tokens", "count", "limit", "symbol", "address",
                               "contract", "mint", "id"})


_PREPOSITIONS = frozenset({"to", "from", "in", "into", "on", "for", "with", "by", "of", "at"})
_ATTRIBUTES = frozenset({"info", "details", "detail", "profile", "status", "record", "data",
                         "settings", "roles", "permissions"})


def _is_tool_object(entity: str, ctx: ToolContext) -> bool:
    """Is `entity` (user, account...) what the tool acts on (`get_user`, `add_user_to_group`,
    `get_user_info`, an action enum with `getUser`/`listUsers`) rather than a qualifier of
    another object (`list_user_orders`)?"""
    tokens = ctx.name_tokens
    obj = tokens[ctx.name_verb.index + 1:] if ctx.name_verb.verb is not None else tokens
    if obj and singular(obj[0]) == entity and (len(obj) == 1 or obj[1] in _PREPOSITIONS
                                               or obj[1] in _ATTRIBUTES):
        return True
    for _, enum in action_nodes(ctx):
        for value in enum if isinstance(enum, list) else ():
            words = split_name(value) if isinstance(value, str) else ()
            if len(words) >= 2 and name_verb(value).verb and words[-1].rstrip("s") == entity:
                return True  # `getUser`, `deleteUsers`: the user is the resource
    return False


# A switch choosing which identity the call runs as (the user's or the app's).
_RUN_AS_NAMES = frozenset({"use_uat", "use_user_token", "use_user_access_token", "as_user",
                           "as_admin", "run_as", "act_as", "impersonate", "impersonate_user",
                           "on_behalf_of", "sudo", "as_app", "use_tenant_token"})
_RUN_AS_TEXT = re.compile(
    r"(?:使用|以|用)(?:用户|应用|租户|管理员|机器人|个人)身份|"
    r"\b(?:as|with|using|under)\s+(?:the\s+)?(?:user|app|application|tenant|bot|admin|"
    r"service(?:\s+account)?)(?:'s)?\s+(?:identity|credentials?|token|access token|permissions?)\b|"
    r"\bimpersonat")
_RUN_AS_KEYS = ("身份", "identity", "credential", "token", "permission", "impersonat")
# `uid` names any unique id; it is a person's only when the text says so.
_USER_WORDS = re.compile(r"\buser|\baccount|\bmember|\bcustomer|\bemployee|\bperson|用户|账号|账户|"
                         r"会员|成员|员工")


@rule("identity-param", category="identity", severity="error",
      summary="Do not let the model choose whose data it acts on: remove caller/tenant ids from "
              "the parameters and take them from the trusted auth context.",
      bad=Example({"name": "get_account", "parameters": {"type": "object", "properties": {
                  "user_id": {"type": "string"}}, "required": ["user_id"]}}),
      good=Example({"name": "get_my_account", "parameters": {"type": "object", "properties": {},
                                                              "required": [], "additionalProperties": False}}),
      rationale="The model could fill in another person's id from the user's text; identity, "
                "tenant, permissions and the audited subject come from the trusted execution "
                "context (身份、租户、权限和审计主体应来自可信执行上下文).")
def check_identity(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    about_me = None
    for node in ctx.index.top_level_properties():
        norm = snake_name(node.name or "")
        raw = (node.name or "").lower()
        desc_low = node.description.lower()
        if (norm in _RUN_AS_NAMES or (any(k in desc_low for k in _RUN_AS_KEYS)
                                      and _RUN_AS_TEXT.search(desc_low))) and (
                node.non_null_types and set(node.non_null_types) <= {"boolean", "string"}):
            choice = _RUN_AS_TEXT.search(desc_low)
            said = f" (\"{node.description.strip()[:60]}\")" if choice else ""
            yield Hit(node.pointer, f"{node.name!r} lets the model choose which identity the call "
                                    f"runs as{said}: the deployment decides whose permissions a "
                                    "call uses; set it in the executor or the server's "
                                    "configuration, not per call.", severity="warning")
            continue
        if norm in lx.AMBIGUOUS_USER_ID_NAMES and not _USER_WORDS.search(
                node.description.lower() or ctx.description.lower()):
            continue  # `uid` of a page element or a map place
        if filters_by(node.description):
            continue  # "Filter by requester (mention name or 'me')": whose records, any user's
        caller = _caller_identity(norm, node.description)
        if not (caller or norm in lx.USER_IDENTITY_NAMES
                or norm in lx.RESOURCE_IDENTITY_NAMES or (not raw.isascii() and any(
                    z in raw for z in lx.IDENTITY_NAMES_ZH))):
            continue
        if about_me is None:
            about_me = bool(_CURRENT_USER.search(ctx.description.lower())) \
                or "my" in ctx.name_tokens
        desc = node.description.lower()
        here_me = about_me or bool(_CURRENT_USER.search(desc))
        if caller or contains_any(raw, lx.IDENTITY_NAMES_ZH):
            # "操作者的 userId，个人 token 时该参数无效": the deployment's kind of token decides
            # whether it is read at all; the server's configuration is the place, said as info
            yield Hit(node.pointer, f"{node.name!r} is the caller's identity: remove it from the "
                                    "parameters; the executor must take it from the trusted auth "
                                    "context (session, token), never from the model.",
                      severity="info" if _TOKEN_MODE.search(node.description) else None)
        elif norm in lx.USER_IDENTITY_NAMES:
            entity = "user" if norm in lx.AMBIGUOUS_USER_ID_NAMES else split_name(norm)[0]
            if not here_me and (_is_tool_object(entity, ctx) or _person_is_the_object(entity, ctx)):
                continue  # `get_user(user_id)`, `deactivate_user`: the user is the resource
            if entity == "account" and _LEDGER_ACCOUNT.search(f"{desc} {ctx.description.lower()}") \
                    and not _PERSONS_ACCOUNT.search(desc):
                continue  # "the account the payment is made from": a bank or ledger account
            if not here_me and _record_owner(entity, desc, ctx):
                continue  # the owner/assignee the tool sets on the record it writes
            if not here_me and _RECIPIENT.search(desc):
                continue  # "The user ID to receive a message": whom it sends to is the purpose
            if _OWN_LABEL.search(desc) or _OWN_LABEL_ZH.search(node.description):
                continue  # "Account nickname (e.g. 'work')": a label of the user's own linked account
            if here_me:
                yield Hit(node.pointer, f"{node.name!r} identifies the current user: remove it; the "
                                        "executor must take the user from the trusted auth context "
                                        "(e.g. `get_my_account()`).")
            elif not (_TARGET_USER.search(desc + " " + ctx.description.lower())
                      or _names_whom(entity, node.description, ctx)):
                yield Hit(node.pointer, f"{node.name!r} lets the model pick whose data is used: if it "
                                        "is the caller, remove it and take it from the auth "
                                        "context; if it is a target user, say so in the "
                                        "description and have the executor check access.",
                          severity="warning")
        elif norm in lx.RESOURCE_IDENTITY_NAMES and (own := callers_own(node.description)):
            yield Hit(node.pointer, f"{node.name!r} is, by its own description, the caller's own "
                                    f"(\"{own}\"): the model can fill in another "
                                    "one; take it from the trusted auth context and drop the "
                                    "parameter.", severity="warning")
        elif norm in lx.RESOURCE_IDENTITY_NAMES and here_me and not described_as_caller(node):
            yield Hit(node.pointer, f"The tool acts for the current user but takes {node.name!r}: "
                                    "if it is the caller's own, take it from the auth context.",
                      severity="info")


# A bank or ledger account, not a person's login: "The ID of the account the payment is made
# from", "account code", "chart of accounts", "会计科目", "银行账户".
_LEDGER_ACCOUNT = re.compile(r"\b(?:bank|ledger|journal|chart of accounts|account codes?|gl|"
                             r"(?:payment|transfer|money) is (?:made|paid|sent) from|paid from|"
                             r"debit|credit|expense|revenue)\b|会计科目|科目|银行账户|银行卡|记账")
# "Customer's bank account id": a person's account, whose data the call reads.
_PERSONS_ACCOUNT = re.compile(r"\b(?:customer|client|user|member|person|holder|employee|patient)(?:'s|s')|"
                              r"(?:客户|用户|会员|个人|员工)的?(?:银行)?账")


# "个人 token 时该参数无效", "ignored with a personal access token", "only used with an app
# token": which identity is read depends on the deployment's credential.
_TOKEN_MODE = re.compile(r"(?:个人|应用|用户|机器人)(?:访问)?\s*(?:token|令牌)[^。；]{0,10}"
                         r"(?:无效|忽略|不生效|必填|需要)|"
                         r"\b(?:ignored|unused|only (?:used|needed|required)|required)\b[^.;]{0,30}"
                         r"\b(?:personal|app|application|bot|user|service)\s+(?:access\s+)?tokens?\b", re.I)
# The person nouns a tool's name may act on besides `user`: `delete_resource_member(userId)`
# removes that member, whose id is the target.
_PERSON_OBJECTS = frozenset({"member", "members", "collaborator", "collaborators", "participant",
                             "participants", "assignee", "assignees", "reviewer", "reviewers",
                             "attendee", "attendees", "admin", "admins"})


def _person_is_the_object(entity: str, ctx: ToolContext) -> bool:
    """Is a person the object of a write-named tool (`delete_resource_member`,
    `add_project_collaborator`), so a `userId` names that person, not the caller?"""
    obj = ctx.name_tokens[ctx.name_verb.index + 1:] if ctx.name_verb.verb is not None else ()
    return entity == "user" and ctx.name_verb.kind == "write" and bool(set(obj) & _PERSON_OBJECTS)


# A name the user gave one of their own linked accounts or profiles ("Account nickname (e.g.,
# 'work', 'personal') - a friendly name to identify this Google account", "账号别名，如 工作"):
# it picks among the caller's own connections, no other person's.
_OWN_LABEL = re.compile(r"\b(?:nick ?name|friendly name|alias|label|display name you (?:gave|chose))\b"
                        r"[^.;]{0,60}\b(?:this|your|the user's|linked|connected|own)\b[^.;]{0,20}"
                        r"\b(?:account|profile|connection|login)s?\b|"
                        r"\baccount (?:nick ?name|alias|label)\b")
_OWN_LABEL_ZH = re.compile(r"(?:账号|账户|帐号)(?:别名|昵称|标签|备注名)")


# A description that says which user the id names: the user the call acts on ("the user to
# delete", "the member to suspend"), a user of a named system ("Okta user ID"), a
# filter ("to scope the search", "only events for this user"), or where to look it up ("Use
# list_users to find the user ID first", "通过 search_users 获取").
_WHOM_TEXT = re.compile(
    r"\b(?:user|account|member)s?(?: id| identifier)? (?:to (?:be )?|being )(?:delete|deactivate|"
    r"suspend|remove|update|invite|add|assign|unlock|reset|disable|enable|block|unblock|"
    r"reactivate|restore|lock|move|transfer)|"
    r"\b(?:scope|filter|narrow|restrict|limit)s?\b[^.;]{0,30}\b(?:search|results?|events?|logs?|"
    r"query|list)|\bonly [^.;]{0,30}\bfor (?:this|that|the given|the specified) (?:user|account)|"
    r"\b(?:use|call|from|via|see|with)\s+`?[a-z]+_[a-z_]+`?[^.;]{0,30}\b(?:find|get|look|obtain|"
    r"retrieve)|要(?:删除|查询|禁用|停用|启用|修改|查看|移除|分配)的(?:用户|账号|成员)|"
    r"(?:筛选|过滤|按用户|限定)|通过\s*`?[A-Za-z_]+`?\s*(?:获取|查询|查找)")
# "Okta user ID", "Vectra platform user ID": a user of a named system, looked up there.
_SYSTEM_USER = re.compile(r"\b(?!(?:The|This|That|An?|Your|Its|Each|Any|Current|Unique|User|"
                          r"Account)\b)[A-Z][A-Za-z0-9]+(?: platform| directory| workspace)? "
                          r"(?:user|account) ?(?:[Ii][Dd]|identifier)\b")


def _names_whom(entity: str, description: str, ctx: ToolContext) -> bool:
    """Does the text say which user the id names (so the model is choosing a target, not
    standing in for the caller)? Also: an admin tool whose object is that user with a qualifier
    (`delete_deactivated_user`, `suspend_inactive_account`)."""
    if _WHOM_TEXT.search(description.lower()) or _SYSTEM_USER.search(description):
        return True
    tokens = ctx.name_tokens
    obj = tokens[ctx.name_verb.index + 1:] if ctx.name_verb.verb is not None else ()
    return len(obj) >= 2 and obj[-1].rstrip("s") == entity and ctx.changes_state


# The user a message goes to: choosing the recipient is what a send/push tool is for, and it
# reads nobody's data ("The user ID to receive a message", "接收消息的用户").
_RECIPIENT = re.compile(r"\brecipients?\b|\breceivers?\b|\bto receive (?:the |a |this )?(?:message|"
                        r"notification|mail|email)|\b(?:send|push|deliver)(?:s|ed)? (?:the |a |this )?"
                        r"(?:message |notification )?to\b|接收(?:消息|通知|推送)?的|收件人|接收人|"
                        r"(?:发送|推送)给")


# "The ID of the owner of this engagement", "assigned to", "负责人": a field of the record.
_RECORD_OWNER_TEXT = re.compile(r"\bowner of (?:this|the|a|an|each|that)\b|\bassign(?:ee|ed|s)?\b|"
                                r"负责人|跟进人|所有者|归属|指派|分配给")


def _record_owner(entity: str, desc: str, ctx: ToolContext) -> bool:
    """Is this `owner_id` the owner (assignee) field of the record the tool writes, set like its
    other fields, rather than whose data the call touches? A write tool's owner, or one the
    description calls the owner of the record."""
    if entity != "owner":
        return False
    return ctx.changes_state or _RECORD_OWNER_TEXT.search(desc) is not None


# A parameter said to identify whoever performs this call: "ID of the employee making the
# change", "the user performing the action", "执行本次操作的员工 ID", "操作人 ID".
_ACTOR_TEXT = re.compile(r"\b(?:making|performing|requesting|initiating|who (?:makes|performs|requests|"
                         r"initiates)) (?:the|this) (?:change|action|request|operation|call|update)\b|"
                         r"执行(?:本次|此次|该)?操作的|发起(?:本次|此次)?(?:操作|请求)的|操作人")


def _caller_identity(norm: str, description: str) -> bool:
    """Is this parameter the caller's own identity: a known name (`operator_id`), a caller's
    role and an id (`operator_user_id`, `actor_uid`), or an id whose description says it names
    whoever performs the call?"""
    if norm in lx.CALLER_IDENTITY_NAMES:
        return True
    tokens = split_name(norm)
    if len(tokens) < 2 or tokens[-1] not in ("id", "uid", "user"):
        return False
    return tokens[0] in lx.ACTOR_ROLE_TOKENS or _ACTOR_TEXT.search(description.lower()) is not None


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
        elif login:
            yield Hit(node.pointer, f"{node.name!r} passes a secret through the model, where it is "
                                    "seen, logged and can be replayed: let the server read it from "
                                    "its configuration (environment, a stored connection profile) "
                                    "where it can, and keep this input only for a secret the user "
                                    "types in.")
        else:
            yield Hit(node.pointer, f"{node.name!r} is a credential: remove it from the parameters "
                                    "and let the executor supply it from its configuration or the "
                                    "auth context; the model must never see or choose secrets.")


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


# `access_token`, `bot_token`: a secret; `folder_token`, `app_token` (Lark): where a resource is.
_AUTH_TOKEN_PREFIXES = frozenset({"access", "auth", "api", "bearer", "refresh", "session", "id",
                                  "oauth", "personal", "bot", "user", "security",
                                  "secret", "jwt", "github", "gitlab", "slack", "notion",
                                  "integration", "service", "private", "sso", "login"})
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


def _sets_password(node, ctx: ToolContext) -> bool:
    """Is the password the value a user-admin tool sets (`createUser`, "新用户的密码")?"""
    return bool(_SETS_PASSWORD.search(node.description.lower())) or (
        _is_tool_object("user", ctx) and ctx.name_verb.kind in ("write", "catchall", None))


# A password that protects the tool's own subject (a document, a PDF, an archive): the tool sets
# it, removes it or opens the file with it; it is the user's payload, not the caller's login.
_PROTECT_VERBS = frozenset({"protect", "unprotect", "encrypt", "decrypt", "lock", "unlock",
                            "unzip", "extract", "decompress", "compress", "zip"})
_PROTECTED_OBJECTS = frozenset({"document", "doc", "docx", "file", "pdf", "archive", "zip",
                                "rar", "workbook", "sheet", "worksheet", "spreadsheet",
                                "presentation", "ppt", "pptx", "xlsx", "vault", "keystore"})
_PROTECTS_TEXT = re.compile(
    r"\b(?:protect|unprotect|encrypt|decrypt|unlock|lock|open)(?:s|ed|ing)?\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:password[- ]protected\s+|encrypted\s+|protected\s+)?"
    r"(?:document|file|pdf|archive|zip|workbook|sheet|worksheet|spreadsheet|presentation)\b|"
    r"\b(?:document|file|pdf|archive|zip|workbook|sheet|spreadsheet)(?:'s)?\s+(?:protection\s+|"
    r"open(?:ing)?\s+)?password|"
    r"(?:文档|文件|压缩包|工作簿|工作表|表格|PDF)\s*(?:的)?\s*(?:打开|保护|加密|解压)?密码|"
    r"(?:保护|加密|解密|解锁|解压|打开)(?:该|此|这个)?(?:文档|文件|压缩包|工作簿|工作表|PDF)", re.I)


def _protects_content(node, ctx: ToolContext) -> bool:
    """Is this password the one a document tool puts on or takes off its document (a
    `protect_document` tool, "Password to open the PDF", "压缩包的解压密码")?"""
    words = set(ctx.name_tokens)
    if words & _PROTECT_VERBS and (words & _PROTECTED_OBJECTS or len(words) == 1):
        return True
    return bool(_PROTECTS_TEXT.search(node.description) or _PROTECTS_TEXT.search(ctx.description))


_HTTP_WORDS = frozenset({"http", "request", "post", "put", "patch", "get", "fetch", "curl",
                         "api", "call", "webhook"})


def _any_url_client(ctx: ToolContext) -> bool:
    """A generic HTTP client: a `url` (or `endpoint`) input for any target and a name made of
    HTTP words (`playwright_post`, `http_request`, `api_call`)."""
    names = {snake_name(n.name or "") for n in ctx.index.top_level_properties()}
    return bool(names & {"url", "endpoint", "uri"}) and bool(set(ctx.name_tokens) & _HTTP_WORDS) \
        and not set(ctx.name_tokens) - _HTTP_WORDS - {"playwright", "puppeteer", "browser", "tool"}


_SITE_URLS = frozenset({"url", "base_url", "login_url", "site_url", "target_url", "app_url",
                        "website", "website_url", "start_url", "auth_url"})


_SITE_SECRETS = frozenset({"password", "passwd", "pwd", "credentials", "credential"})


def _site_login(node, ctx: ToolContext) -> bool:
    """A login the tool uses on a site the user names (a scan or a test of `base_url`): the
    tool takes that site's URL, and the secret is optional (the user may type it when asked).
    No executor configuration can hold it in advance."""
    tokens = split_name(node.name)
    if node.required or not (set(tokens[-1:]) & _SITE_SECRETS or "密码" in (node.name or "")):
        return False  # an API's token (`access_token`) is the executor's to hold
    names = {snake_name(n.name or "") for n in ctx.index.top_level_properties()}
    return bool(names & _SITE_URLS)


def _is_login_tool(ctx: ToolContext) -> bool:
    """A tool whose job is to log in or connect with the secret it takes."""
    words = set(ctx.name_tokens)
    for _, enum in action_nodes(ctx):
        for value in enum if isinstance(enum, list) else ():
            if isinstance(value, str):
                words.update(split_name(value))
    return bool(words & _LOGIN_WORDS) or bool(re.search(r"登录|连接到", ctx.description[:80]))

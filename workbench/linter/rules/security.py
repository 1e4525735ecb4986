"""Rules about who decides whose call it is: caller identity as a model parameter
(`identity`); secrets as parameters are `credentials.py`. Mega-tools (`mega-tool`) are in
`mega_tools.py`; hidden instructions are in `injection.py`.

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
  decides that. Credentials as parameters are `credential-param` (`credentials.py`).
- Tool search is discovery, not authorization, and whether the caller may touch an id is an
  ownership check: executor duties, listed by the ledger, not lint.
- `"path": "../../etc/passwd"` is a value attack: the prober's business.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.caller_described import callers_own, described_as_caller
from workbench.linter.rules.mega_tools import action_nodes
from workbench.linter.rules.param_facts import filters_by
from workbench.model import Tool
from workbench.text import contains_any, has_cjk, name_verb, singular, snake_name, split_name

_CURRENT_USER = re.compile(r"current(?:ly)?[ -](?:logged[ -]in |signed[ -]in |authenticated )?user|"
                           r"logged[ -]in user|signed[ -]in user|authenticated user|the caller|"
                           r"calling user|\bmy\b|own account|当前用户|当前登录|登录用户|我的|本人|调用者|"
                           r"调用方")
_TARGET_USER = re.compile(r"target|another user|other user|any user|specified user|given user|"
                          r"\bsomeone(?: else)?'s\b|\bstreamer|\bcreator|\bauthor\b|"
                          r"admin|on behalf|指定用户|目标用户|其他用户|某个用户|管理员|主播|博主|作者|UP主")
# The current user only as the fallback of an empty value ("如果 user_id 为空，则获取当前登录用户的
# 信息", "defaults to the authenticated user"): the value picks whose public data is read
_SELF_FALLBACK = re.compile(r"(?:为空|不传|不填|省略|未指定|缺省|留空)[^。；]{0,20}?(?:当前(?:登录)?用户|本人|自己)|"
                            r"\b(?:if|when) (?:it is )?(?:empty|omitted|not (?:given|set|provided))[^.;]{0,40}?"
                            r"(?:current|authenticated|logged[- ]in) user|"
                            r"\bdefaults? to (?:the )?(?:current|authenticated|logged[- ]in) user", re.I)


_PREPOSITIONS = frozenset({"to", "from", "in", "into", "on", "for", "with", "by", "of", "at"})
_ATTRIBUTES = frozenset({"info", "details", "detail", "profile", "status", "record", "data",
                         "settings", "roles", "permissions"})


def is_tool_object(entity: str, ctx: ToolContext) -> bool:
    """Is `entity` (user, account...) what the tool acts on (`get_user`, `add_user_to_group`,
    `get_user_info`, an action enum with `getUser`/`listUsers`) rather than a qualifier of
    another object (`list_user_orders`)?"""
    tokens = ctx.name_tokens
    obj = tokens[ctx.name_verb.index + 1:] if ctx.name_verb.verb is not None else tokens
    while obj and obj[0] in ("a", "an", "the", "one", "single"):
        obj = obj[1:]  # `find_a_user`, `get_the_account`: the article is no qualifier
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
        if caller and _other_sense(norm, node.description, ctx):
            continue  # a phone call's caller, a study's subject, the requester a ticket records
        if not (caller or norm in lx.USER_IDENTITY_NAMES
                or norm in lx.RESOURCE_IDENTITY_NAMES or (not raw.isascii() and any(
                    z in raw for z in lx.IDENTITY_NAMES_ZH))):
            continue
        if about_me is None:
            about_me = bool(_CURRENT_USER.search(ctx.description.lower())) \
                or "my" in ctx.name_tokens
        desc = node.description.lower()
        if _SELF_FALLBACK.search(f"{node.description} {ctx.description}"):
            continue  # a user to look up, the caller when left empty: whose data is the purpose
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
            if not here_me and (is_tool_object(entity, ctx) or _person_is_the_object(entity, ctx)):
                continue  # `get_user(user_id)`, `deactivate_user`: the user is the resource
            if entity == "account" and _LEDGER_ACCOUNT.search(f"{desc} {ctx.description.lower()}") \
                    and not _PERSONS_ACCOUNT.search(desc):
                continue  # "the account the payment is made from": a bank or ledger account
            if not here_me and _record_owner(entity, desc, ctx):
                continue  # the owner/assignee the tool sets on the record it writes
            if not here_me and RECIPIENT_TEXT.search(desc):
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
                          # shown only where the tool serves one end user in a conversation
                          # ("the customer's orders", "when the user asks") or nothing at all is
                          # described: elsewhere "caller or target?" is a question, and on fresh
                          # collections every such one was an admin's target (disable/enable an
                          # account, a user's details, a chat's recipient, the id given to a
                          # new member): 0 useful of ~20 judged
                          severity="warning" if _serves_one_end_user(node.description, ctx) else "info")
        elif norm in lx.RESOURCE_IDENTITY_NAMES and (own := callers_own(node.description)):
            yield Hit(node.pointer, f"{node.name!r} is, by its own description, the caller's own "
                                    f"(\"{own}\"): the model can fill in another "
                                    "one; take it from the trusted auth context and drop the "
                                    "parameter.", severity="warning")
        elif norm in lx.RESOURCE_IDENTITY_NAMES and here_me and not described_as_caller(node):
            yield Hit(node.pointer, f"The tool acts for the current user but takes {node.name!r}: "
                                    "if it is the caller's own, take it from the auth context.",
                      severity="info")


# A tool that serves the one end user of a conversation: "the signed-in customer's orders",
# "Use when the user asks about points", "顾客", "当前会员". Their own data is what it reads, so
# an id the model fills in is the caller's identity by all likelihood.
_END_USER = re.compile(r"\bthe (?:customer|shopper|client|patient|guest|member|traveller|traveler)\b|"
                       r"\bthe user (?:asks|wants|says|requests|mentions|is asking)\b|"
                       r"\b(?:signed|logged)[- ]in\b|顾客|患者|用户(?:询问|问到|想要|提到|咨询)|"
                       r"(?:当前|登录)的?(?:会员|客户)")
# A person's private records the id selects ("Get a user's calendar events", "获取用户的订单列表"):
# whose they are is the question the finding asks, and reading another's is the harm.
_PRIVATE_OF_USER = re.compile(r"\b(?:a|the|this) (?:user|customer|person|member)(?:'s|’s)\s+(?:[a-z]+\s+)?"
                              r"(?:calendar|events?|orders?|messages?|emails?|inbox|balance|payments?|"
                              r"transactions?|wallet|medical|health|files|notes|tasks|bookings?|"
                              r"purchases?|invoices?|bills?|chats?|contacts|photos|location)\b|"
                              r"用户的?(?:订单|日程|消息|邮件|余额|账单|交易|钱包|病历|任务|预订|聊天|通讯录|照片|位置)")


def _serves_one_end_user(param_description: str, ctx: ToolContext) -> bool:
    """Shown evidence for `identity-param`'s caller-or-target case: the tool serves one end user
    in a conversation, or neither the tool nor the parameter says anything at all."""
    if not param_description.strip() and not ctx.description.strip():
        return True
    text = f"{param_description} {ctx.description}"
    return bool(_END_USER.search(text) or _PRIVATE_OF_USER.search(text))


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
    r"reactivate|restore|lock|move|transfer|revoke|grant)|"
    r"\b(?:scope|filter|narrow|restrict|limit)s?\b[^.;]{0,30}\b(?:search|results?|events?|logs?|"
    r"query|list)|\bonly [^.;]{0,30}\bfor (?:this|that|the given|the specified) (?:user|account)|"
    r"\b(?:use|call|from|via|see|with)\s+`?[a-z]+_[a-z_]+`?[^.;]{0,30}\b(?:find|get|look|obtain|"
    r"retrieve)|要(?:删除|查询|禁用|停用|启用|修改|查看|移除|分配)的(?:用户|账号|成员)|"
    r"(?:筛选|过滤|按用户|限定)|通过\s*`?[A-Za-z_]+`?\s*(?:获取|查询|查找)")
# "Okta user ID", "Vectra platform user ID": a user of a named system, looked up there.
_SYSTEM_USER = re.compile(r"\b(?!(?:The|This|That|An?|Your|Its|Each|Any|Current|Unique|User|"
                          r"Account)\b)[A-Z][A-Za-z0-9]+(?: platform| directory| workspace)? "
                          r"(?:user|account) ?(?:[Ii][Dd]|identifier)\b")


# "The unique identifier of the Weibo user", "ID of a GitHub account": a user of a named system.
_SYSTEM_USER_OF = re.compile(r"\b(?:[Ii][Dd]|[Ii]dentifier|[Uu][Ii][Dd]|[Nn]umber) of (?:the|a|an|any) "
                             r"(?!(?:User|Account|Current|Calling|Logged|Signed|Authenticated|Target|"
                             r"Given|Specified)\b)[A-Z][A-Za-z0-9]+(?: platform| directory| workspace)? "
                             r"(?:user|account)\b")
# What a platform shows anyone about a person: "Get a Weibo user's followers", "a user's public
# profile", "获取微博用户的粉丝列表": reading someone's public page, the id names whose.
_PUBLIC_OBJECTS_EN = (r"(?:public )?(?:profile|followers|followings?|followees|fans|feeds?|posts|tweets|"
                      r"timeline|videos|reels|repositories|repos|gists|channel|subscribers|likes)")
_PUBLIC_OF_USER = re.compile(r"\b(?:a|an|any|another|some|other|given|specified)\s+(?:[A-Za-z0-9]+\s+)?"
                             r"(?:user|account|creator|author|blogger)(?:'s|s'|’s) " + _PUBLIC_OBJECTS_EN
                             + r"\b|\bpublic " + _PUBLIC_OBJECTS_EN + r" of (?:a|any|another) ", re.I)
_PUBLIC_OF_USER_ZH = re.compile(r"(?:某个|某位|任意|任一|其他|他人|[\u4e00-\u9fffA-Za-z]{1,4})"
                                r"(?:用户|博主|作者|UP主|创作者)的?(?:公开的?)?(?:主页|个人资料|资料|粉丝|关注|微博|动态|视频|帖子|"
                                r"笔记|作品|投稿)")


def _public_page_read(ctx: ToolContext) -> bool:
    """Does a read tool's description say it reads a person's public page (profile, followers,
    posts) on a platform anyone can see? Then the id names whose page, a target by purpose."""
    if ctx.changes_state or ctx.name_verb.kind not in ("read", None):
        return False
    text = ctx.description
    return bool(_PUBLIC_OF_USER.search(text) or (has_cjk(text) and _PUBLIC_OF_USER_ZH.search(text)))


def _names_whom(entity: str, description: str, ctx: ToolContext) -> bool:
    """Does the text say which user the id names (so the model is choosing a target, not
    standing in for the caller)? Also: an admin tool whose object is that user with a qualifier
    (`delete_deactivated_user`, `suspend_inactive_account`), and a read of someone's public
    page on a platform (`get_followers(uid)`: "Get a Weibo user's followers")."""
    if _WHOM_TEXT.search(description.lower()) or _SYSTEM_USER.search(description) \
            or _SYSTEM_USER_OF.search(description) or _public_page_read(ctx):
        return True
    tokens = ctx.name_tokens
    obj = tokens[ctx.name_verb.index + 1:] if ctx.name_verb.verb is not None else ()
    return len(obj) >= 2 and obj[-1].rstrip("s") == entity and ctx.changes_state


# The user a message goes to: choosing the recipient is what a send/push tool is for, and it
# reads nobody's data ("The user ID to receive a message", "接收消息的用户").
# (`send_recipients` reads the same words for a send's recipient)
RECIPIENT_TEXT = re.compile(r"\brecipients?\b|\breceivers?\b|\baddressee\b|\bto receive (?:the |a |this )?"
                            r"(?:message|notification|mail|email)|\b(?:send|push|deliver)(?:s|ed)? "
                            r"(?:the |a |this )?(?:message |notification )?to\b|接收(?:消息|通知|推送)?的|"
                            r"收件人|接收人|接收者|收信人|接收方|发送对象|(?:发送|推送)给", re.I)


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


# Caller-identity names whose word has a second, common sense that the tool's own text selects:
# the party placing a phone call (`startCall(caller)` "The caller's phone number"), the subject
# of a study or a scan (`getImagingData(subject_id)` "the subject from which you want imaging
# data"), the requester a ticket or change request records (`createChangeRequest(requester)`
# "The person responsible for making the change request"). The name alone says "the caller"
# only where no such sense is in sight.
_PHONE_CALL = re.compile(r"\b(?:phone|telephon\w*|dial\w*|voip|sip|ring\w*|call(?:s|ing)? (?:between|to|from)|"
                         r"(?:voice|video|conference) calls?|calls? between)\b|电话|来电|呼叫|拨打|通话", re.I)
_STUDY_SUBJECT = re.compile(r"\b(?:study|studies|trial|experiment\w*|research|patients?|participants?|"
                            r"imaging|scans?|samples?|cohort|clinical|specimens?|test subjects?)\b|"
                            r"受试者|患者|实验|研究|样本", re.I)
# A catalogue's entry or a topic ("获取豆瓣条目详情。subject_id 来自 douban_search", a school subject):
# the thing looked up, not who calls.
_ITEM_SUBJECT = re.compile(r"\b(?:movies?|films?|books?|music|albums?|courses?|catalog(?:ue)?|items?|"
                           r"entr(?:y|ies)|topics?|search results?)\b|条目|影视|电影|图书|书籍|音乐|"
                           r"课程|学科|科目|话题|主题", re.I)
_AUTH_SENSE = re.compile(r"\b(?:auth\w*|token|jwt|principal|session|log(?:ged)?[ -]?in|signed[ -]in|"
                         r"calling user|current user|acts? as|on behalf)\b|认证|鉴权|令牌|登录|当前用户|调用方", re.I)
_RECORDED_REQUESTER = re.compile(r"\b(?:person|user|employee|contact|customer)\b[^.;]{0,40}"
                                 r"\b(?:responsible|request(?:ed|ing|s)?|submitt\w*|rais\w*|report\w*|"
                                 r"open\w*|fil\w*)\b|申请人|提交人|报告人|发起人", re.I)


def _other_sense(norm: str, desc: str, ctx: ToolContext) -> bool:
    tokens = set(split_name(norm))
    if _AUTH_SENSE.search(desc):
        return False
    text = f"{desc} {ctx.description} {' '.join(ctx.name_tokens)}"
    if tokens & {"caller", "callerid"} and _PHONE_CALL.search(text):
        return True
    if "subject" in tokens and (_STUDY_SUBJECT.search(text) or _ITEM_SUBJECT.search(text)):
        return True
    # the requester a ticket records: said so in its text, or the tool writes a ticket, case or
    # request and takes the requester another way too (`create_ticket(email, requester_id)`: a
    # help desk's agent raising one for a customer named by e-mail or by contact id)
    return bool(tokens & {"requester", "requestor"}) and ctx.changes_state and (
        _RECORDED_REQUESTER.search(desc) is not None
        or (bool(set(ctx.name_tokens) & _REQUEST_RECORDS) and not _PARTY_BY_CONTACT.isdisjoint({
            w for name in ctx.tool.argument_properties() for w in split_name(str(name))})))


# The words of another way to name a person: an e-mail, a phone number
_PARTY_BY_CONTACT = frozenset({"email", "mail", "phone", "mobile"})
# The records a help desk or service desk keeps with a requester field of their own
_REQUEST_RECORDS = frozenset({"ticket", "tickets", "case", "cases", "incident", "incidents",
                              "request", "requests", "issue", "issues"})

"""`identity`: parameters whose own text says they are the caller, whatever their name.

`identity-param` (security.py) reads identity from known names (`tenant_id`, `user_id`). A
careful reader also believes what a parameter says of itself: an `approver_employee_no` that is
"审批人工号，即当前登录的审批人本人", an `employee_id` of "the person submitting the report (the
signed-in user)", a `patient_id` that is "当前登录患者的病历号" name the caller as surely as
`current_user_id`, and a `caller_role` ("Role of the person asking. hr_admin also returns
salary") lets the model pick the caller's privileges. The deployment knows who is calling and
with which role; the model must not be able to choose either.

Not the caller: a person id qualified as someone else's ("the signed-in user's manager"), an id
of a thing the user owns ("当前登录用户的订单号": `order_id` is no person), a role the tool assigns
to a target user ("Role to grant to the new member").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import snake_name, split_name

# Words naming a person who may be the one calling (the head of `approver_employee_no`).
_PERSON_TOKENS = frozenset({
    "user", "employee", "patient", "member", "customer", "approver", "submitter", "staff",
    "student", "person", "requester", "requestor", "applicant", "caller", "reviewer", "agent",
    "operator", "author", "sender", "buyer", "seller", "driver", "doctor", "teacher", "worker",
    "account", "actor", "signer", "voter", "player", "guest", "client", "policyholder",
    "subscriber", "insured", "resident", "passenger", "traveller", "traveler", "holder",
    # roles whose holder signs in to do the work: "the patron who is signed in", 当前登录护士
    "patron", "nurse", "clinician", "physician", "pharmacist", "cashier", "clerk", "declarant",
    "admin", "administrator", "officer", "inspector", "auditor", "dispatcher", "technician",
    "volunteer", "caregiver", "courier", "instructor", "tutor", "broker", "trader", "librarian",
    # who files or publishes as themselves: "当前登录纳税人本人的身份证号", "当前登录项目方的账号"
    "taxpayer", "creator", "organizer", "organiser", "publisher", "poster"})
# Tokens that make a name an identifier of that person.
_ID_TOKENS = frozenset({"id", "no", "number", "num", "code", "uid", "key", "username",
                        "login", "handle", "email"})
_PERSON_ID_ZH = ("工号", "病历号", "员工号", "学号", "会员号", "用户id", "用户编号", "用户名", "账号",
                 "身份证号", "就诊卡号")

# The parameter says it is whoever calls: "(the signed-in user)", "the logged-in employee",
# "当前登录的审批人本人", "当前登录患者的病历号". Followed by "'s", the caller qualifies another
# person or thing ("the signed-in user's manager") and is not the value.
_SELF_EN = re.compile(
    r"\b(?:the\s+)?(?:currently\s+)?(?:signed|logged)[ -]in\s+(?:user|employee|member|customer|"
    r"patient|person|account|agent|approver|reviewer|student)\b(?!\s*(?:'s|’s))|"
    r"\bthe\s+(?:current|calling|requesting|authenticated)\s+(?:user|employee|member|customer|"
    r"patient|person|approver|agent)\b(?!\s*(?:'s|’s))|\b(?:the\s+)?caller(?:'s)?\s+own\b|"
    r"\bwho(?:ever)?\s+is\s+(?:calling|signed in|logged in)\b|"
    # the person the model is serving: "normally the player you are talking to"
    r"\bthe\s+(?:user|player|customer|person|member|patient|student|guest|client)\s+you\s+are\s+"
    r"(?:talking|speaking|chatting)\s+(?:to|with)\b|"
    # addressed to the person at the keyboard: "Your employee id; it is recorded as the approver"
    r"^\s*(?:this\s+is\s+)?your\s+(?:own\s+)?(?:employee|staff|user|member|student|"
    r"patient|customer)\s+(?:id|number|no\.?|code|username)\b", re.I)  # not "your client id": an app's
_SELF_ZH = re.compile(r"当前(?:登录|登陆|使用)的?(?:用户|患者|员工|审批人|人员|会员|学生|客户|医生|"
                      r"教师|司机|申请人)?(?:本人)?(?:的)?(?:工号|病历号|员工号|学号|会员号|编号|"
                      r"ID|id|账号|用户名)?(?![的之])|(?:用户|审批人|申请人|员工|患者|提交人|"
                      r"操作人)本人|即(?:为)?(?:调用者|当前用户)|"
                      # "当前投保人的客户号", "当前纳税人的识别号": the current person's own id
                      r"当前(?:登录的?)?[\u4e00-\u9fff]{1,3}?(?:人|者|户|员|生|家)的?(?:客户号|编号|工号|学号|会员号|"
                      r"病历号|账号|识别号|ID|id)|与你对话的(?:用户|玩家|客户|居民|患者)|^\s*(?:你|您)(?:自己)?的(?:工号|员工号|学号|会员号|"
    r"用户(?:ID|id|编号)|账号)")
# "Defaults to the authenticated user", "不填则为当前登录用户": the caller is the fallback of a
# parameter that names whom to act on; any other value is a target.
_FALLBACK = re.compile(r"\bdefault(?:s|ed)?\b|\bomit|\bif (?:not|none|empty|unset|blank)|\bor\s*$|"
                       r"不填|不传|默认|为空|留空|缺省|或", re.I)
# A tenant/org/workspace id whose own description says it is the caller's: "Organisation id of
# the signed-in user", "the logged-in user's workspace", "当前登录用户所在的组织". Said of someone
# else ("the customer's workspace") or as a default ("defaults to the signed-in user's org") the
# value may be another one.
_CALLERS_OWN = re.compile(
    r"(?<!defaults to )(?<!default is )\b(?:of|for) (?:the )?(?:currently )?(?:signed|logged)[ -]in "
    r"(?:user|member|employee|account)\b(?!'s)|^[^,;.]{0,40}?\b(?:the )?(?:signed|logged)[ -]in "
    r"(?:user|member|employee)(?:'s|’s) (?:own )?(?:organi[sz]ation|org|tenant|workspace|team|"
    r"company)\b|当前(?:登录|登陆)(?:的)?用户(?:本人)?(?:所在|所属)的?(?:组织|租户|企业|公司|团队|"
    r"工作区|空间)"
    # the caller named as such: "the caller's own company", "the tenant the caller belongs to",
    # 调用方所属水务公司的编号, 请求方所在机构
    # the one the signed-in person runs: "Id of the club the signed-in administrator manages",
    # 当前登录护士所在的病区, 当前登录管理员负责的门店
    r"|\bthe [\w-]+ (?:that |which )?the (?:currently )?(?:signed|logged)[ -]in (?:[a-z]+ )?[a-z]+ "
    r"(?:manages|administers|"
    r"runs|owns|belongs to|works (?:for|at|in)|is (?:a member of|in))\b"
    r"|当前(?:登录|登陆)的?[\u4e00-\u9fff]{1,4}?(?:本人)?(?:所在|所属|管理|负责)的"
    r"|\b(?:the )?(?:caller|requester|calling (?:user|account|organi[sz]ation))(?:'s|’s) (?:own )?"
    r"(?:[\w-]+ )?(?:organi[sz]ation|org|tenant|workspace|team|company|agency|institution|branch|"
    r"utility|district)\b|\b(?:organi[sz]ation|org|tenant|workspace|team|company|agency|institution)"
    r" (?:that |which )?the (?:caller|requester) (?:belongs to|works for|is in)\b"
    r"|(?:调用方|调用者|请求方|请求者)(?:本人)?(?:所在|所属)的?[\u4e00-\u9fff]{1,10}", re.I)


# The caller is one value the parameter may take, not the value: a special word standing for
# them ("Special value 'self' can be used to represent the current user", "use `me` for the
# signed-in user", "传 self 表示当前用户") among the ids of anyone, or a list of people ("multiple
# values separated by commas", "多个用逗号分隔"): a filter over any user's records.
_SHORTCUT = re.compile(r"[\'\"`‘“]@?\w+[\'\"`’”]\s+(?:(?:can|may)\s+be\s+used\s+)?(?:to\s+)?(?:represents?|"
                       r"means?|stands?\s+for|refers?\s+to|denotes?|for|=|as)\s*(?:the\s+)?$|"
                       r"\b(?:use|pass|enter|set|specify)\s+[\'\"`‘“]?@?\w+[\'\"`’”]?\s+(?:to\s+(?:mean|"
                       r"represent|refer\s+to)|for)\s*(?:the\s+)?$|"
                       r"\b(?:use|pass|enter|set|specify)\s+[\'\"`‘“]@?\w+[\'\"`’”]\s*$|"
                       r"[\'\"`‘“]?@?[A-Za-z]+[\'\"`’”]?\s*(?:表示|代表|指代|即|为)\s*$", re.I)
_MANY_PEOPLE = re.compile(r"\bmultiple\s+(?:values|ids|users)\b|\b(?:comma|space)[- ]separated\b|"
                          r"\bseparated\s+by\s+commas\b|多个(?:值|用户|ID|id)?[^。；]{0,6}?(?:用|以)?(?:英文)?逗号分隔",
                          re.I)


def callers_own(desc: str) -> str | None:
    """The words by which a tenant/org/workspace id's own description says it is the caller's
    ("of the signed-in user", 当前登录用户所在的组织), unless the caller is only its fallback."""
    m = _CALLERS_OWN.search(desc)
    if m is None or _FALLBACK.search(desc[max(0, m.start() - 40):m.start()]) \
            or _SHORTCUT.search(desc[max(0, m.start() - 60):m.start()]):
        return None
    return m.group(0).strip()


# The other side: the parameter names someone the caller acts on.
_TARGET = re.compile(r"\b(?:target|another|other|any|specified|given|new)\s+(?:user|employee|"
                     r"member|customer|patient|person)\b|\bon behalf of\b|指定|目标|其他|他人", re.I)

# A role or privilege level: `caller_role`, `access_level`, `permission`, 角色, 权限.
_ROLE_TOKENS = frozenset({"role", "roles", "privilege", "privileges", "permission",
                          "permissions", "clearance", "access_level", "tier"})
_CALLER_REF = re.compile(
    r"\b(?:of|for)\s+the\s+(?:person|user|caller|requester|employee|agent)\s+(?:who\s+is\s+)?"
    r"(?:asking|making|calling|requesting|sending|running)\b|\b(?:caller|requester|requestor|"
    r"current user|signed[ -]in user|logged[ -]in user)(?:'s)?\b|\bthe caller\b|\byour (?:own )?"
    r"role\b|当前(?:登录)?用户的?(?:角色|权限)|调用者|请求者|提问者|发起人的?(?:角色|权限)", re.I)
_ACTOR_NAME_TOKENS = lx.ACTOR_ROLE_TOKENS | {"current", "my", "self", "session"}


# Words one of which every self-description above contains: most descriptions have none.
_SELF_HINT = re.compile(r"signed|logged|current|calling|requesting|authenticated|caller|whoever|"
                        r"your|you are|当前|本人|调用者|你|您", re.I)


def _person_id(node: SchemaNode) -> bool:
    """Does the name identify a person (`employee_id`, `approver_employee_no`, `username`)?"""
    tokens = split_name(node.name)
    if not tokens:
        return False
    if tokens[-1] in ("username", "login") or (tokens[-1] == "by" and len(tokens) > 1) or (
            tokens[-1] in _ID_TOKENS | {"account"} and _PERSON_TOKENS & set(tokens[:-1])):
        return True
    raw = (node.name or "").lower()
    return not raw.isascii() and any(z in raw for z in _PERSON_ID_ZH)


# A description led by a person's identifier, whatever the name (`taxpayer_tin`: "纳税人识别号…",
# `wallet_owner`: "Player account whose wallet is debited").
_PERSON_ID_HEAD = re.compile(
    r"^\s*(?:the |your |a )?(?:[\w-]+ ){0,2}?(?:player|user|customer|member|employee|patient|student|"
    r"staff|person|taxpayer|policyholder|official|resident)(?:'s)? (?:account|id|number|no\.?|username|"
    r"handle|code)\b|^[\u4e00-\u9fff]{0,10}?(?:识别号|客户号|工号|学号|会员号|病历号|员工号|账号|用户ID|"
    r"用户编号|身份证号)", re.I)


def _described_person_id(node: SchemaNode) -> bool:
    return bool(node.description) and _PERSON_ID_HEAD.search(node.description) is not None


def described_as_caller(node: SchemaNode) -> str | None:
    """The words by which a person-id parameter's own description says it is the caller
    ("the signed-in user", "当前登录患者的病历号"), or None."""
    desc = node.description
    if not desc or not (_person_id(node) or _described_person_id(node)) \
            or not _SELF_HINT.search(desc) or _TARGET.search(desc):
        return None
    m = _SELF_EN.search(desc) or _SELF_ZH.search(desc)
    if m is None or _FALLBACK.search(desc[max(0, m.start() - 40):m.start()]) \
            or _SHORTCUT.search(desc[max(0, m.start() - 60):m.start()]) or _MANY_PEOPLE.search(desc):
        return None
    return m.group(0).strip()


# The tool text makes a role the caller: "stamped with the groomer who did the work (that is,
# the staff member using this app)", "the inspector is the signed-in user", 由当前登录的美容师签名.
_ROLE_IS_CALLER_EN = (r"\b{role}s?\b[^.;]{{0,80}}?(?:\((?:that is|i\.e\.|namely),?\s+|\b(?:is|=)\s+)"
                      r"(?:the\s+)?(?:staff member|user|person|employee|operator|account)\s+"
                      r"(?:(?:who is\s+)?(?:using|running|signed in to|logged in to)\s+this\s+"
                      r"(?:app|application|tool|system|terminal)|(?:currently\s+)?(?:signed|logged)[ -]in)\b")
_ROLE_IS_CALLER_ZH = (r"(?:当前(?:登录|登陆|使用本系统)的?){role}|"
                      r"{role}(?:即|就是|为)(?:当前(?:登录|登陆)(?:用户|人员|员工)|调用者)")


def role_made_caller(node: SchemaNode, tool_text: str) -> str | None:
    """The words by which the tool's own text makes the person this id names the caller, or
    None: the role is the id's head word (`groomer` of `groomer_employee_no`) or the Chinese
    subject its description leads with (美容师 of "美容师工号")."""
    if not tool_text or not _person_id(node):
        return None
    if tool_text.isascii():
        roles = [t for t in split_name(node.name) if len(t) > 3 and t not in _ID_TOKENS][:1]
        pattern = _ROLE_IS_CALLER_EN
    else:
        head = re.match(r"[\u4e00-\u9fff]{2,4}?(?=工号|员工号|编号|账号|ID|id)", node.description or "")
        roles = [head.group(0)] if head else []
        pattern = _ROLE_IS_CALLER_ZH
    for role in roles:
        m = re.search(pattern.format(role=re.escape(role)), tool_text, re.I)
        if m:
            return m.group(0).strip()
    return None


def _callers_own_id(node: SchemaNode) -> str | None:
    """An identifier (`company_id`, `branch_code`, 机构编号) whose own description says it is the
    caller's organisation; names `identity-param` knows are left to it."""
    tokens = split_name(node.name)
    raw = node.name or ""
    if not ((tokens and tokens[-1] in _ID_TOKENS) or not raw.isascii()):
        return None
    return callers_own(node.description) if node.description else None


def _caller_role(node: SchemaNode) -> str | None:
    """The words by which a role/privilege parameter says it is the caller's own role."""
    tokens = split_name(node.name)
    raw = node.name or ""
    role = bool(_ROLE_TOKENS & set(tokens)) or tokens[-2:] == ("access", "level") or any(
        z in raw for z in ("角色", "权限"))
    if not role or "string" not in node.non_null_types:
        return None
    desc = node.description
    m = _CALLER_REF.search(desc)
    if m and not _TARGET.search(desc):
        return m.group(0).strip()
    if _ACTOR_NAME_TOKENS & set(tokens) and not _TARGET.search(desc):
        return node.name
    return None


_NAME_GATE = _PERSON_TOKENS | _ID_TOKENS | _ROLE_TOKENS | {"username", "login", "access", "by"}


@rule("caller-param-described", category="identity", severity="warning",
      summary="A parameter whose own text says it is the signed-in user (\"the logged-in "
              "employee\", \"当前登录的审批人本人\") or the caller's role lets the model choose who "
              "is calling: take it from the authenticated session instead.",
      bad=[Example.of(name="expenses_submit_report", description="Submit an expense report.",
                      properties={"employee_id": {"type": "string", "description":
                                  "ID of the employee submitting (the logged-in user)."}}),
           Example.of(name="hr_search_people", description="Search the staff directory.",
                      properties={"requester_role": {"type": "string", "enum": ["staff", "admin"],
                                                     "description": "Role of the user making the "
                                                                    "request."}})],
      good=[Example.of(name="hr_update_employee", description="Update another employee's record.",
                       properties={"employee_id": {"type": "string", "description":
                                   "ID of the target employee, e.g. E1042."}}),
            Example.of(name="team_add_member", description="Add a person to a team.",
                       properties={"role": {"type": "string", "enum": ["viewer", "editor"],
                                            "description": "Role to grant to the new member."}})],
      rationale="Identity and privileges come from the trusted execution context (the session, "
                "the token): a model that fills in the caller's id or role can be talked into "
                "someone else's (OWASP LLM06 Excessive Agency, https://genai.owasp.org/llmrisk/"
                "llm062025-excessive-agency/). Names `identity-param` knows are left to it.")
def check_caller_described(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.top_level_properties():
        tokens = set(split_name(node.name))
        raw = node.name or ""
        if not (tokens & _NAME_GATE or not raw.isascii() or _described_person_id(node)):
            continue  # names no person, id or role: most parameters
        norm = snake_name(raw)
        if norm in lx.CALLER_IDENTITY_NAMES or norm in lx.USER_IDENTITY_NAMES:
            continue  # identity-param reports these by name
        said, where = described_as_caller(node), "its own description"
        if not said:
            said, where = role_made_caller(node, ctx.description), "the tool's description"
        if said:
            yield Hit(node.pointer, f"`{node.name}` is, by {where}, the caller "
                                    f"(\"{said}\"): the model can fill in someone else's; take "
                                    "it from the authenticated session and drop the parameter.")
            continue
        if norm not in lx.RESOURCE_IDENTITY_NAMES and (own := _callers_own_id(node)):
            yield Hit(node.pointer, f"`{node.name}` is, by its own description, the caller's own "
                                    f"(\"{own}\"): the model can fill in another one; take it "
                                    "from the authenticated session and drop the parameter.")
            continue
        role = _caller_role(node)
        if role:
            yield Hit(node.pointer, f"`{node.name}` lets the model choose the caller's role "
                                    f"(\"{role}\") and with it what the call may do or return: "
                                    "take the role from the authenticated session, not from the "
                                    "model.")

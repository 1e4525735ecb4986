"""Word lists the lint rules, the ledger and the prober share, in English and Chinese, as data.

Everything is a lower-case frozenset (or a tuple of phrases) so membership tests are O(1) and the
lists can be read and extended without touching any rule. English entries are whole name tokens
(names are split into tokens first, by `workbench.text.split_name`); Chinese entries
are substrings (Chinese has no word boundaries).
"""

from __future__ import annotations

# --- Verbs in tool names (`<domain>_<verb>_<object>`) ------------------------------------------

# Read-only verbs: calling the tool must not change anything.
READ_VERBS = frozenset({
    "get", "list", "search", "find", "query", "fetch", "read", "lookup", "retrieve", "show",
    "view", "describe", "check", "count", "preview", "inspect", "browse", "peek", "load",
    "download", "export", "lookups", "locate", "see", "poll", "discover", "explore",
    "scan", "track", "status", "info", "whois", "ping", "head", "exists", "has", "is", "can",
    "filter", "sort", "take", "geocode", "scrape", "crawl", "research",
})
# Fields the server fills in on a record (timestamps, authorship): no model input.
SERVER_MANAGED_NAMES = frozenset({"created_at", "updated_at", "deleted_at", "created_by",
                                  "updated_by", "deleted_by", "modified_at", "modified_by",
                                  "create_time", "update_time", "gmt_create", "gmt_modified"})
# Write verbs that are arithmetic when every argument is a plain number (`add(a, b)`).
ARITHMETIC_WRITE_VERBS = frozenset({"add", "subtract", "multiply", "divide"})
# Verbs that only compute from their inputs (no external state either way).
COMPUTE_VERBS = frozenset({
    "calculate", "calc", "compute", "convert", "translate", "analyze", "analyse", "summarize",
    "summarise", "predict", "estimate", "recommend", "suggest", "parse", "format", "solve",
    "evaluate", "simulate", "plot", "draw", "render", "generate", "detect", "identify",
    "classify", "compare", "validate", "verify", "match", "extract", "encode", "decode",
    "hash", "encrypt", "decrypt", "sum", "add_numbers", "multiply", "divide", "subtract",
    "round", "forecast", "measure", "rank", "score", "test", "diff", "tokenize", "transcribe",
    "explain", "answer", "chat", "ask", "recognize", "map", "route", "plan", "optimize", "fit",
    "train", "sample", "random", "roll", "resolve", "flip", "guess", "interpolate", "integrate",
    "differentiate", "derive", "factorize", "normalize", "aggregate", "group", "split", "merge_text",
    "gen", "compress", "decompress", "gzip", "gunzip", "zip", "unzip", "wait", "echo", "rerank",
})
# Verbs that change state somewhere (a database, a device, another person's inbox).
WRITE_VERBS = frozenset({
    # (`init_skill`, `initialize_project` make a thing; `refactor_skill` rewrites one)
    "init", "initialize", "initialise", "refactor",
    "create", "add", "insert", "update", "set", "edit", "modify", "patch", "put", "delete",
    "remove", "cancel", "send", "post", "publish", "submit", "confirm", "approve", "reject",
    "refund", "pay", "charge", "debit", "credit", "transfer", "withdraw", "deposit", "book",
    "reserve", "schedule", "invite", "notify", "mark", "move", "rename", "upload", "write",
    "save", "store", "archive", "restore", "merge", "close", "open", "start", "stop", "pause",
    "resume", "restart", "trigger", "deploy", "install", "uninstall", "grant", "revoke",
    "assign", "unassign", "enable", "disable", "reset", "register", "unregister", "subscribe",
    "unsubscribe", "like", "unlike", "follow", "unfollow", "fork", "commit", "push", "comment",
    "reply", "forward", "share", "buy", "purchase", "sell", "trade", "order", "place", "apply",
    "accept", "decline", "block", "unblock", "ban", "kick", "lock", "unlock", "activate",
    "deactivate", "terminate", "kill", "shutdown", "reboot", "drop", "destroy", "purge", "wipe",
    "clear", "empty", "append", "attach", "detach", "link", "unlink", "tag", "label", "star",
    "pin", "unpin", "play", "turn", "toggle", "adjust", "increase", "decrease", "change",
    "replace", "import", "sync", "execute", "run", "invoke", "call", "dispatch", "email", "sms",
    "text", "message", "tweet", "rate", "review", "vote", "upvote", "downvote", "claim",
    "redeem", "issue", "release", "return", "exchange", "renew", "extend", "upgrade",
    "downgrade", "migrate", "provision", "scale", "login", "logout", "signup", "sign", "log",
    "record", "request", "respond", "enroll", "join", "leave", "mute", "unmute", "print", "copy",
    "clone", "duplicate", "make", "build", "compile",
    "configure", "setup", "connect", "disconnect", "navigate", "click", "type", "fill",
    "press", "scroll", "hover", "drag", "upsert", "bulk", "batch", "transition", "resolve_issue",
    "dismiss", "snooze", "remind", "alert", "broadcast", "announce", "unshare", "favorite",
    "bookmark", "checkout", "dial", "hangup", "lend", "borrow", "donate", "tip", "interact",
    "select", "resize", "exec", "reconnect", "cleanup", "truncate", "erase", "overwrite",
    "cordon", "drain", "uncordon", "evict", "rollback", "retry", "rerun", "emulate",
    "topup", "recharge",
})
# State-changing verbs whose effect is external, costly or hard to undo: the tool description
# must say so and say when to call it (not safe to run in parallel).
HIGH_RISK_VERBS = frozenset({
    "create", "delete", "remove", "cancel", "send", "post", "publish", "submit", "confirm",
    "approve", "reject", "refund", "pay", "charge", "debit", "credit", "transfer", "withdraw",
    "deposit", "book", "reserve", "invite", "notify", "purchase", "buy", "sell", "trade",
    "order", "place", "deploy", "drop", "destroy", "purge", "wipe", "revoke", "terminate",
    "kill", "shutdown", "reboot", "email", "sms", "tweet", "message", "forward", "broadcast",
    "announce", "execute", "transition", "merge", "push", "dial", "donate", "lend", "reset",
    "uninstall", "ban", "kick", "topup", "recharge",
})
# Verbs that certainly write (a read-only claim on them is a contradiction); `add`/`set` are left
# out: `add` is as often arithmetic (`math_add_numbers`) as an insert.
UNAMBIGUOUS_WRITE_VERBS = HIGH_RISK_VERBS | frozenset({
    "update", "edit", "modify", "patch", "insert", "save", "write", "upload", "move", "rename",
    "archive", "restore", "replace", "upsert", "overwrite", "assign", "grant", "enable", "disable",
})
# Verbs that hide several actions behind one entry point (`order_update`, `manage_order`).
CATCHALL_VERBS = frozenset({
    "manage", "handle", "process", "operate", "administer", "admin", "perform", "control",
    "maintain", "crud",
})
# Catch-all words that also name a thing: after an action verb and before an object they are
# the object's kind (`scaffold_crud_module`, `create_admin_user`, `get_process_status`).
CATCHALL_NOUNS = frozenset({"crud", "admin", "process", "control", "handle"})
# Verbs that build something from a template (`scaffold_crud_module`: writes its files).
TEMPLATE_VERBS = frozenset({"scaffold", "bootstrap", "stub", "boilerplate"})

# Words that also are nouns; as the FIRST token they are read as the domain (`order_get`).
NOUN_VERBS = frozenset({
    "order", "post", "book", "message", "comment", "schedule", "file", "record", "report",
    "log", "text", "email", "map", "plan", "review", "rate", "return", "issue", "release",
    "label", "tag", "star", "pin", "link", "test", "type", "match", "score", "call", "request",
    "alert", "reply", "copy", "chat", "answer", "sample", "group", "batch", "bulk", "sms",
    "scale", "route", "trade", "transfer", "exchange", "charge", "credit", "deposit", "print",
    "plot", "process", "control", "place", "select", "tweet", "broadcast", "forward",
})
# Read "verbs" that are nouns right after a plain write verb: `create_status_update`,
# `update_status`, `set_info` write a status or info (`deploy_status`, a domain's status, reads).
NOUN_READ_VERBS = frozenset({"status", "info", "filter", "search", "query", "view"})
# Write verbs that never name a domain before the action (`deploy_create_release` has one).
PLAIN_LEAD_WRITE_VERBS = frozenset({"create", "update", "set", "delete", "add", "remove", "edit",
                                    "modify", "patch", "insert", "write", "save", "put"})
# Nouns that, right after a noun-like verb, make it a noun too: `maps_place_details`,
# `order_status`, `post_stats` name a thing to read, not an action.
ATTRIBUTE_NOUNS = frozenset({
    "details", "detail", "info", "information", "status", "summary", "history", "stats",
    "statistics", "metadata", "data", "list", "count", "id", "ids", "types", "photos", "photo",
    "search", "autocomplete", "suggestions", "settings", "config", "logs", "entries", "content",
    "contents", "options", "fields", "schema", "url", "urls", "preview", "template", "templates",
})
# Words after a write verb that make the name a dry run of it (`deployPlan`, `migration_preview`):
# the tool computes what the action would do.
DRY_RUN_NOUNS = frozenset({"plan", "preview", "dry", "dryrun", "simulation", "simulate", "estimate",
                           "quote", "diff", "check", "validate", "validation"})
# Nouns after a write word that make the name a question about the act, not the act
# (`write_capabilities`, `delete_permissions`, `upload_status`): the tool reports whether or how
# the act can happen.
ABILITY_NOUNS = frozenset({"capabilities", "capability", "permissions", "permission", "access",
                           "support", "supported", "availability", "eligibility", "status",
                           "quota", "limits"})

# --- What a state change does beyond the conversation (side-effect rules) ---------------------
# A state-changing tool whose effect is one of these must say whether it can be undone or when to
# call it; other writes (click, fill, rename a symbol, create a page, set a light colour) only
# need to say what they do, which their description usually does.
IRREVERSIBLE_VERBS = frozenset({
    "delete", "destroy", "drop", "purge", "wipe", "erase", "truncate", "terminate", "cancel",
    "revoke", "uninstall", "ban", "kick", "evict", "drain",
})
# Cancelling or terminating these stops work in progress, which can be started again: no loss.
# Settings a `cancel` unsets, which can be set again (`cancel_rich_menu_default`, cancel a pin
# or a mute): no loss to take back.
SETTING_OBJECTS = frozenset({"default", "defaults", "setting", "settings", "pin", "pinned",
                             "mute", "preference", "preferences", "favorite", "favourite",
                             "bookmark", "star", "highlight", "follow", "like", "alias"})
PROCESS_OBJECTS = frozenset({"run", "runs", "job", "jobs", "task", "tasks", "build", "builds",
                             "pipeline", "pipelines", "workflow", "operation", "operations",
                             "request", "requests", "download", "upload", "timer", "query",
                             "process", "search", "session", "connection", "forward", "watch",
                             "stream", "scan", "trace", "recording"})
# Closing or revoking these ends a link that can be opened again (reconnect, log in): no loss.
SESSION_OBJECTS = frozenset({"connection", "connections", "session", "sessions", "connectionid",
                             "socket", "tunnel", "login", "subscription"})
# What `drop` destroys: a store of data. "Drag and drop", "drop files onto the page" drop nothing.
DROP_OBJECTS = frozenset({"database", "databases", "db", "table", "tables", "collection",
                          "collections", "index", "indexes", "column", "columns", "schema",
                          "view", "keyspace", "bucket", "partition", "topic", "queue", "data",
                          "record", "records", "user", "users", "role", "namespace"})
SESSION_OBJECTS_ZH = ("连接", "会话", "登录态", "登录状态", "订阅")
# A derived copy that rebuilds itself (a cache, a memo): clearing it loses nothing the user keeps.
CACHE_OBJECTS = frozenset({"cache", "caches", "cached", "memo", "memoized"})
# What `place` commits the user to: "place an order", "place a bet". "Place widget in a
# dashboard", "place the cursor" lay something out.
PLACE_OBJECTS = frozenset({"order", "orders", "bet", "bets", "bid", "bids", "trade", "trades",
                           "wager", "wagers", "booking", "bookings", "reservation",
                           "reservations", "hold", "holds", "offer", "offers", "call", "calls"})
# A grant that `revoke`/`remove` takes back and the same grant gives again: revoking the agent's
# access, removing a role; nothing the user keeps is lost with it.
ACCESS_OBJECTS = frozenset({"access", "permission", "permissions", "role", "roles", "grant",
                            "grants", "membership", "memberships", "privilege", "privileges"})
ACCESS_OBJECTS_ZH = ("权限", "访问", "授权", "角色")
# Who a message reaches when the tool runs a system of agents: its own nodes, no person.
AGENT_SYSTEM_WORDS = frozenset({"agent", "agents", "subagent", "subagents", "swarm", "swarms",
                                "multiagent"})
# Words that put a person among the receivers ("notify the team", "email the customer").
PERSON_AUDIENCE = frozenset({"user", "users", "people", "person", "persons", "customer",
                             "customers", "recipient", "recipients", "email", "emails", "sms",
                             "channel", "channels", "member", "members", "team", "teams",
                             "contact", "contacts", "friend", "friends", "subscriber",
                             "subscribers", "follower", "followers", "attendee", "attendees",
                             "participant", "participants", "colleague", "colleagues", "public",
                             "everyone", "human", "humans", "slack", "chat"})
CACHE_OBJECTS_ZH = ("缓存",)
# Boolean flags that archive: `archived: false` on the same tool takes it back.
ARCHIVE_FLAG_NAMES = frozenset({"archived", "archive"})
# Commitments others act on: a booking, an order.
COMMIT_VERBS = frozenset({"order", "book", "reserve", "place"})
# Effects on other people or shared systems; they count only when the text names such an
# audience (`OUTREACH_AUDIENCE`): "sends a command to the appliance" reaches nobody.
OUTREACH_VERBS = frozenset({
    "send", "email", "sms", "message", "notify", "invite", "publish", "post", "tweet",
    "broadcast", "announce", "reply", "dial", "share",
})
# Changes to what other people run or build on; they count only next to such a target
# (`SHARED_TARGETS`): merging two PDF files changes nobody's system.
SHARED_VERBS = frozenset({"deploy", "merge"})
SHARED_TARGETS = frozenset({"branch", "branches", "pull", "pr", "main", "master", "production",
                            "prod", "environment", "cluster", "release", "server", "service",
                            "services", "live", "site", "website", "app", "application",
                            "compose", "stack", "function", "functions", "container"})
OUTREACH_AUDIENCE = frozenset({
    "message", "messages", "email", "emails", "e-mail", "mail", "sms", "text", "notification",
    "notifications", "invite", "invites", "invitation", "invitations", "reminder", "letter",
    "newsletter", "tweet", "post", "comment", "reply", "chat", "channel", "group", "recipient",
    "recipients", "customer", "customers", "attendee", "attendees", "participant",
    "participants", "member", "members", "subscriber", "subscribers", "follower", "followers",
    "friend", "friends", "contact", "contacts", "team", "everyone", "public", "people",
    "colleague", "colleagues", "owner", "buyer", "seller", "production", "environment",
    "branch", "cluster", "release", "article", "page", "site", "website", "repository",
})
OUTREACH_AUDIENCE_ZH = ("用户", "客户", "群", "成员", "参与者", "收件人", "好友", "消息", "邮件", "短信",
                        "通知", "销售", "人员", "联系人", "同事", "公众", "生产", "环境", "文章")
# Money verbs that as often move something else ("transfer issues to another cycle", "withdraw
# an application"): money only when the text names it.
MOVE_OR_MONEY_VERBS = frozenset({"transfer", "withdraw", "deposit", "credit", "trade"})
MONEY_EVIDENCE = frozenset({
    "money", "payment", "payments", "funds", "fund", "amount", "amounts", "cash", "currency",
    "balance", "wallet", "bank", "usd", "eur", "cny", "rmb", "dollars", "dollar", "euros", "coins",
    "token", "tokens", "crypto", "btc", "eth", "usdt", "stock", "stocks", "shares", "price",
    "account", "accounts", "payee", "iban",
})
IRREVERSIBLE_ZH = ("删除", "移除", "清空", "销毁", "注销", "取消", "撤销", "终止", "卸载")
MONEY_ZH = ("支付", "付款", "扣款", "扣费", "转账", "退款", "充值", "提现", "购买")
COMMIT_ZH = ("下单", "预订", "预约")
OUTREACH_ZH = ("发送", "通知", "邀请", "发布", "推送", "群发", "短信")
SHARED_ZH = ("部署", "上线")
# Boolean parameters whose `true` deletes or hides what the tool touches (`archived` on an
# update): the tool can delete even when its name only says update.
DESTRUCTIVE_FLAG_NAMES = frozenset({"archived", "archive", "delete", "deleted", "in_trash",
                                    "trash", "trashed", "purge", "permanent", "hard_delete",
                                    "remove", "destroy"})
# Flags whose own text says they skip a confirmation (`force`, `yes`): advising `true` for them
# undoes the confirmation the tool asks for.
SKIP_CONFIRM_PARAM_NAMES = frozenset({"force", "yes", "skip_confirm", "skip_confirmation",
                                      "no_confirm", "assume_yes", "auto_confirm", "forced"})
# Verbs of a tool that changes fields of an existing record (its optional keys are the changes)
UPDATE_VERBS = frozenset({"update", "edit", "modify", "patch", "set", "change", "amend"})
# Parameters by which a tool gates its own effects: an explicit confirmation, a dry run, or a
# force switch off by default.
CONFIRM_TOKENS = frozenset({"confirm", "confirmed", "confirmation"})
GATE_PARAM_NAMES = SKIP_CONFIRM_PARAM_NAMES | frozenset({"dry_run", "dryrun", "preview",
                                                         "i_understand"})

# Chinese verbs (substrings of a tool name or the start of a description).
READ_VERBS_ZH = ("查询", "获取", "查看", "搜索", "查找", "列出", "读取", "检索", "统计", "预览",
                 "浏览", "了解", "计算")
WRITE_VERBS_ZH = ("创建", "新建", "添加", "新增", "修改", "更新", "编辑", "删除", "移除", "取消",
                  "发送", "发布", "提交", "确认", "审批", "批准", "退款", "支付", "付款", "扣款",
                  "转账", "预订", "预约", "邀请", "通知", "标记", "上传", "写入", "保存", "下单",
                  "购买", "关闭", "启动", "停止", "重置", "撤销", "执行", "设置", "开通", "注销")

# Single-word or all-generic tool names that say neither action nor object (`query`, `do_it`).
VAGUE_NAME_WORDS = frozenset({
    "query", "do", "it", "handle", "request", "process", "run", "execute", "call", "invoke",
    "action", "tool", "function", "func", "api", "helper", "main", "misc", "stuff", "thing",
    "data", "info", "util", "utils", "command", "cmd", "op", "operation", "manage", "perform", "go",
    "exec", "fn", "method", "endpoint", "handler",
    "processor", "work", "test", "temp", "tmp", "foo", "bar", "my", "the", "new", "general",
    "generic", "common", "default", "any", "all", "everything", "something", "input", "output",
    "search", "get", "fetch", "list", "find", "update", "create", "delete",
})

# --- Parameters -------------------------------------------------------------------------------

# Parameter name tokens whose value is a quantity with a unit (a temperature answered "20度").
UNIT_NAME_TOKENS = frozenset({
    "amount", "price", "cost", "fee", "fees", "balance", "budget", "salary", "income",
    "payment", "fare", "tax", "discount", "timeout", "duration", "delay", "interval", "ttl",
    "latency", "wait", "expiry", "expires", "weight", "distance", "radius", "temperature", "temp",
    "speed", "height", "width", "altitude", "elevation", "pressure", "voltage",
    "bandwidth", "filesize", "dosage", "dose", "force", "torque",
})
# Money tokens: a string value still needs a currency ("100.00" of what?).
MONEY_TOKENS = frozenset({"amount", "price", "cost", "fee", "fees", "balance", "budget",
                          "salary", "payment", "fare", "tax"})
# `size` is a quantity only next to these (`file_size`), a count otherwise (`page_size`).
SIZE_QUALIFIERS = frozenset({"file", "image", "disk", "memory", "font", "attachment", "upload",
                             "buffer", "cache", "max_file"})
# Numeric time names: seconds or milliseconds? (`created_at`: 1717000000 or 1717000000000)
NUMERIC_TIME_TOKENS = frozenset({"timestamp", "ts", "time", "epoch", "at"})
# Name words of a length of time (`timeout`, `retry_delay`, `cache_ttl`): a number of some unit,
# or a string such as "30m".
DURATION_NAME_TOKENS = frozenset({"timeout", "duration", "delay", "interval", "ttl", "latency", "wait",
                                  "expiry", "expires"})
UNIT_NAME_ZH = ("金额", "价格", "费用", "成本", "余额", "预算", "超时", "时长", "延迟", "间隔",
                "重量", "距离", "半径", "温度", "速度", "高度", "宽度", "面积", "体积", "剂量")
# The Chinese words a Chinese tool text uses for the quantity an English parameter name measures:
# "2.5时长4–30秒" gives `duration` its unit though the text never writes `duration`.
QUANTITY_WORDS_ZH: dict[str, tuple[str, ...]] = {
    "duration": ("时长", "持续时间"), "timeout": ("超时时间", "超时"), "delay": ("延迟", "延时"),
    "interval": ("间隔",), "wait": ("等待时间", "等待"), "amount": ("金额",), "price": ("单价", "价格"),
    "fee": ("费用",), "budget": ("预算",), "temperature": ("温度",), "weight": ("重量",),
    "distance": ("距离",), "radius": ("半径",), "speed": ("速度",), "height": ("高度",),
    "width": ("宽度",)}
# Tokens that, next to a unit-like token, make it a count rather than a quantity with a unit.
COUNT_TOKENS = frozenset({"count", "number", "num", "page", "pages", "index", "idx", "max_results",
                          "limit", "items", "n", "rank", "level", "id", "ids", "code", "type",
                          "mode", "unit", "units", "currency", "format", "name", "label",
                          "category", "flag", "enabled", "is", "has", "percent", "percentage",
                          "ratio", "rate", "pct", "share", "score", "rating", "method", "history",
                          "details", "info", "status", "terms", "plan", "schedule", "date",
                          "option", "options", "source", "account", "card", "address"})
# Words in a description (or a name suffix) that state a unit.
UNIT_WORDS = frozenset({
    "second", "seconds", "sec", "secs", "millisecond", "milliseconds", "ms", "msec", "minute",
    "minutes", "mins", "hour", "hours", "hr", "hrs", "day", "days", "week", "weeks", "month",
    "months", "year", "years", "microseconds", "nanoseconds", "usd", "cny", "rmb", "eur", "gbp",
    "jpy", "inr", "aud", "cad", "chf", "hkd", "krw", "sgd", "yuan", "dollar", "dollars", "cent",
    "cents", "euro", "euros", "pound", "pounds", "yen", "rupee", "rupees", "currency",
    "currencies", "celsius", "fahrenheit", "kelvin", "centigrade", "kg", "kilogram", "kilograms",
    "gram", "grams", "mg", "lb", "lbs", "ounce", "ounces", "oz", "ton", "tons", "tonnes", "km",
    "kilometer", "kilometers", "kilometre", "kilometres", "meter", "meters", "metre", "metres",
    "cm", "mm", "mile", "miles", "ft", "feet", "foot", "inch", "inches", "yard", "yards",
    "nautical", "px", "pixel", "pixels", "byte", "bytes", "kb", "mb", "gb", "tb", "kib", "mib",
    "gib", "bits", "kbps", "mbps", "mph", "kmh", "kph", "knots", "hz", "khz", "mhz", "ghz",
    "watt", "watts", "kw", "kwh", "volt", "volts", "amps", "mah", "liter", "liters", "litre",
    "litres", "ml", "gallon", "gallons", "hpa", "kpa", "psi", "atm", "atmosphere", "atmospheres",
    "mmhg", "percent",
    "percentage", "degrees", "degree", "sqm", "sqft", "acre", "acres", "hectare", "hectares",
    "calories", "kcal", "joules", "epoch", "unix", "mcg", "units", "unit", "points", "pt",
    # a waveform's times are counted in the simulator's ticks ("非负整数 VCD tick")
    "tick", "ticks",
    # a stay is counted in nights ("The number of nights you want to book"); the singular is a
    # rate's denominator ("price per night"), no unit of the value
    "nights",
    # abbreviations written as a name's last word (`min_altitude_deg`, `discount_pct`)
    "deg", "degs", "radians", "pct", "dpi", "ppm", "usec", "nsec",
    # a genome's lengths: base pairs, kilobases, nucleotides ("Size of genomic interval in bp")
    "bp", "kbp", "mbp", "nt",
    # force and torque (`force`, `torque`): newtons, pound-force, gram-force, newton-metres
    "newton", "newtons", "kn", "lbf", "kgf", "gf", "nm",
    # a song's positions and pitches: beats from the start, tempo, semitones ("Beat position
    # where the locator should sit"); a beat is no second, so asking for seconds would be wrong
    "beat", "beats", "bpm", "semitone", "semitones",
})
# A unit written as a digit-suffix (`30s`, `5 m`, `2h`); single letters alone are too ambiguous
# ("e.g." would read as grams).
UNIT_SUFFIX_RE = r"\d\s?(?:s|m|h|d|g|l|v|w|j|k|°|℃|℉|%)(?![a-z])"
# Chinese units, as one regex: "度"/"天"/"分" only count after a digit ("温度" and "天气" are not
# units).
UNIT_ZH_RE = (r"[（(](?:月|个月|年|周|日|天|小时|分钟|秒|毫秒|元|分|次|个|条|页|人|晚|间)[）)]|按月|按年|"
              r"毫秒|秒|分钟|小时|\d\s*天|天数|按天|人民币|美元|欧元|日元|港币|港元|英镑|韩元|澳元|加元|新台币|卢布|卢比|先令|\d\s*元|[（(]?元[）)]?[，。；、]|"
              r"单位|币种|摄氏|华氏|\d\s*度|℃|℉|千克|公斤|\d\s*克|\d\s*斤|吨|公里|千米|厘米|毫米|\d\s*米|"
              r"英里|英寸|英尺|磅|字节|像素|毫升|\d\s*升|瓦|伏|赫兹|百分比|%")
# ISO 4217 alphabetic currency codes in use (https://www.iso.org/iso-4217-currency-codes.html),
# upper-case: many are English words in lower case (ALL, TOP, TRY, MOP, CUP), so a text names a
# currency by one only where it is written as a code ("Amount in KES", "金额（KES）").
_ISO_4217_CODES = """
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN
BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS
GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW
KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD
NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD
SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS
VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL"""
ISO_4217 = frozenset(_ISO_4217_CODES.split())
# Sibling parameters that carry the unit separately (`temperature` + `unit` enum): the last
# token of their name (`temp_unit`, `currency`, `distance_units`).
UNIT_SIBLING_TOKENS = frozenset({"unit", "units", "currency", "scale"})
# The last word of a name that is itself the counted unit of the quantity before it:
# `budgetTokens`, `max_output_chars`, `delay_frames`, `quota_requests` count tokens, characters,
# frames, requests; "预算字节", "上限条" likewise (a Chinese name ending in its measure word).
COUNTED_UNIT_TOKENS = frozenset({"tokens", "chars", "characters", "words", "lines", "pages",
                                 "items", "rows", "records", "messages", "requests", "calls",
                                 "credits", "points", "frames", "ticks", "steps", "retries",
                                 "attempts", "bytes", "kb", "mb", "gb"})
COUNTED_UNIT_ZH = ("字节", "字符", "个", "条", "次", "字", "页", "行", "张", "帧")

# Date/time parameter name tokens (string values need a format and a time zone).
DATETIME_STRONG_TOKENS = frozenset({"date", "time", "datetime", "timestamp", "deadline",
                                    "birthday", "dob", "ts", "dt"})
DATETIME_ZH = ("日期", "时间", "时刻", "截止", "生日")
# Tokens that make a date/time-looking name something else (`timezone`, `time_unit`, `timeout`).
NOT_DATETIME_TOKENS = frozenset({"zone", "timezone", "tz", "unit", "units", "format", "formats",
                                 "limit", "out", "timeout", "range", "ranges", "type", "types",
                                 "window", "frame", "period", "step", "granularity", "interval",
                                 "duration", "spent", "taken", "count", "times", "field",
                                 "column", "key", "sort", "order", "by", "filter", "slot", "slots",
                                 "of", "preference",
                                 # a time series is data, a path names a file (`path_audio_time_series_y`)
                                 "series", "path",
                                 # a table's column that holds dates (`date_col`): its name, not a date
                                 "col", "cols", "columns", "fields"})

# Identity of the caller: must come from the trusted auth context.
CALLER_IDENTITY_NAMES = frozenset({
    "tenant_id", "tenantid", "tenant", "caller", "caller_id", "callerid", "operator_id",
    "operatorid", "requester_id", "requestor_id", "requester", "actor_id", "current_user",
    "current_user_id", "currentuserid", "session_user", "session_user_id", "my_user_id", "my_id",
    "self_id", "auth_user", "auth_user_id", "authenticated_user", "authenticated_user_id",
    "logged_in_user", "logged_in_user_id", "login_user", "login_user_id", "subject_id",
    "acting_user", "acting_user_id", "my_account_id",
})
# A one-time code a service delivers to a phone or mailbox: "getting" one sends a message
# (`get_sms_code`, `request_verification_code`; a TOTP comes from the user's own app instead).
ONE_TIME_CODE_TOKENS = frozenset({"sms", "email", "login", "phone", "mobile", "verification",
                                  "verify", "otp"})
ONE_TIME_CODE_ZH = ("验证码", "校验码", "动态码", "动态密码", "短信码")
# First name tokens of a caller's role: `operator_user_id`, `actor_uid`, `requester_user` are
# the caller's identity whatever follows (the audited subject of the call).
ACTOR_ROLE_TOKENS = frozenset({"operator", "actor", "caller", "requester", "requestor", "acting",
                               "initiator"})
# The user/account the call is about: the caller's own id (error when the tool says "current
# user"), or a target the caller may act on (then the description must say so).
USER_IDENTITY_NAMES = frozenset({
    "user_id", "userid", "uid", "account_id", "accountid", "owner_id", "ownerid", "member_id",
    "memberid", "customer_account_id", "user_key",
})
# Names that are any unique id (a page element, a map place) and a user's id only when the text
# says so.
AMBIGUOUS_USER_ID_NAMES = frozenset({"uid"})
# Resource-like ids: only an identity finding when the tool says it acts for the current user.
RESOURCE_IDENTITY_NAMES = frozenset({
    "customer_id", "org_id", "organization_id", "organisation_id", "workspace_id", "created_by",
    "submitter_id", "employee_id", "patient_id", "username", "user_name", "user", "principal_id",
})
IDENTITY_NAMES_ZH = ("用户id", "用户编号", "用户标识", "租户", "账号id", "账户id", "账号", "操作人",
                     "操作员", "调用方", "当前用户")
# Secrets the executor should hold (never the model).
CREDENTIAL_NAMES = frozenset({
    "api_key", "apikey", "api_token", "access_token", "accesstoken", "auth_token", "authtoken",
    "bearer_token", "refresh_token", "session_token", "id_token", "secret", "client_secret",
    "secret_key", "private_key", "password", "passwd", "pwd", "passphrase", "credentials",
    "credential", "authorization", "auth", "cookie", "jwt",
    "oauth_token", "app_secret", "appsecret", "access_key", "secret_access_key", "x_api_key",
    "api_secret", "token",
})
CREDENTIAL_NAMES_ZH = ("密码", "密钥", "令牌", "口令", "凭证")

# Mega-tool parameters (`manage_order(action, payload)`).
ACTION_PARAM_NAMES = frozenset({"action", "operation", "op", "command", "cmd", "method", "verb",
                                "action_type", "operation_type", "op_type", "actiontype",
                                "operationtype", "act", "task", "function", "func", "mode",
                                "type", "kind", "operate"})
# Of those, the ones that name an action outright (`type`/`mode` only count when their enum
# values are verbs).
STRONG_ACTION_PARAM_NAMES = frozenset({"action", "operation", "op", "command", "cmd", "verb",
                                       "action_type", "operation_type", "op_type", "actiontype",
                                       "operationtype", "act", "method", "function", "func",
                                       "operate"})
# Of the strong names, those that also name a way of doing one thing ("How mites were counted":
# `method: [alcohol_wash, sugar_roll]`, `function: [sin, cos]`): an action switch only when some
# enum value reads as a read or write verb (`method: [GET, POST]`) or there is no enum.
MANNER_ACTION_PARAM_NAMES = frozenset({"method", "function", "func"})
# Values of a `mode` that say how one write lands where content may already be ("replace" clears
# the canvas first, "merge" appends to it): manners of the one action, not actions of their own.
WRITE_MANNERS = frozenset({"replace", "merge", "append", "prepend", "overwrite", "upsert", "insert",
                           "patch", "extend", "skip", "keep", "rename", "fail", "error"})
PAYLOAD_PARAM_NAMES = frozenset({"payload", "data", "params", "parameters", "args", "arguments",
                                 "options", "body", "input", "kwargs", "extra", "fields",
                                 "values", "details", "content", "request", "config", "settings",
                                 "attributes", "props", "properties", "changes", "updates"})
# Parameters that carry content (a shell command, a query, code, a message, a locator): words
# such as "true" or "page" in their descriptions are about that content, not the value's type.
CONTENT_PARAM_TOKENS = frozenset({"command", "cmd", "query", "q", "text", "code", "script",
                                  "content", "body", "message", "msg", "prompt", "sql",
                                  "expression", "expr", "keystrokes", "url", "uri", "link",
                                  "path", "selector"})
# Names of a field-selection input (`opt_fields`, `fields`, `$select`, `expand`): the response
# fields to return, written in the REST API's own query convention (comma-separated in Asana,
# Jira, Microsoft Graph), passed through as is.
FIELD_SELECTION_TOKENS = frozenset({"fields", "select", "expand", "embed", "projection",
                                    "include", "includes"})
FIELD_SELECTION_ZH = ("返回字段", "输出字段", "字段列表")
# Words that say a value locates something (a URL, a path): a `page` so described is a page's
# address, not a page number.
LOCATOR_RE = r"\b(?:url|uri|link|https?://|address|path|domain)\b|网址|链接|地址|路径"
# A coordinate pair ("lng,lat", "经度,纬度"): one value written with a comma, not a list.
COORDINATE_RE = (r"\b(?:lng|lon|long|longitude|lat|latitude)\s*[,，]\s*(?:lng|lon|long|longitude|lat|"
                 r"latitude)\b|\bcoordinates?\b|经纬度|经度\s*[,，、]\s*纬度|纬度\s*[,，、]\s*经度|坐标")
# "comma-separated list of ids", "多个 ID 用逗号分隔": a list packed into one string.
DELIMITED_LIST_RE = (r"\b(?:comma|semicolon|space|pipe|newline|whitespace)[- ]?(?:separated|"
                     r"delimited|seperated)\b|\bseparated by (?:a |single )?(?:commas?|semicolons?|"
                     r"spaces?|pipes?|newlines?)\b|逗号分隔|逗号隔开|(?:用|以)(?:英文)?"
                     r"(?:逗号|分号|空格|竖线|[,，;；|])(?:分隔|分开|隔开|连接)")
HTTP_READ_METHODS = frozenset({"get", "head", "options"})
HTTP_WRITE_METHODS = frozenset({"post", "put", "patch", "delete"})
# Every HTTP method: an enum of only these is a request's verb, not the tool's actions.
HTTP_METHODS = HTTP_READ_METHODS | HTTP_WRITE_METHODS | {"trace", "connect"}

# Filler words ignored when checking whether a description only repeats the parameter name.
FILLER_WORDS = frozenset({
    "the", "a", "an", "of", "for", "to", "in", "on", "and", "or", "is", "be", "this", "that",
    "parameter", "param", "value", "field", "argument", "arg", "input", "string", "str",
    "integer", "int", "number", "num", "float", "boolean", "bool", "array", "list", "object",
    "dict", "type", "given", "specified", "provided", "which", "it", "its", "required",
    "optional", "name", "s",
})
FILLER_ZH = ("的", "参数", "字段", "值", "字符串", "整数", "数字", "名称", "名")

# English words that only occur in sentences (never in identifiers, flags or error codes): a run
# of English words with two of them inside Chinese text is an English sentence.
EN_FUNCTION_WORDS = frozenset({
    "the", "a", "an", "to", "of", "is", "are", "was", "be", "and", "or", "for", "with", "this",
    "that", "it", "not", "you", "your", "will", "can", "if", "in", "on", "by", "from", "as",
    "when", "should", "must", "may", "which", "before", "after", "only", "use", "please",
})

# Function words of the other Latin-script languages tool texts are written in (French, Spanish,
# Portuguese, German, Italian), none of them an English word: a text full of them is not English,
# and an English verb form in it ("pays": countries, "devises": currencies) is a word of that language.
OTHER_LATIN_FUNCTION_WORDS = frozenset({
    "le", "la", "les", "de", "des", "du", "un", "une", "au", "en", "ou", "pas", "et", "pour",
    "dans", "avec", "est", "sont", "qui", "entre",
    "aux", "sur", "par", "el", "los", "las", "del", "una", "para", "con", "por", "que", "es",
    "y", "em", "os", "uma", "com", "não", "der", "das", "und", "mit", "für", "von", "ist",
    "nicht", "ein", "eine", "den", "dem", "il", "della", "di", "che", "sono",
})

STOPWORDS = frozenset({
    "the", "a", "an", "of", "for", "to", "in", "on", "and", "or", "is", "are", "be", "this",
    "that", "with", "by", "from", "as", "at", "it", "its", "if", "use", "used", "using", "will",
    "can", "returns", "return", "given", "specified", "based", "which", "when", "not", "no",
    "any", "all", "user", "tool", "function", "api", "data", "information", "details", "e",
    "g", "eg", "ie", "i", "you", "your", "should", "must", "may", "only",
})

# --- What a state-changing tool does (the ledger's business-state duty) ------------------------

# Verbs that erase what they act on (no `remove`/`detach`: taking an item out of a list or a
# group is undone by adding it back; no `cancel`/`revoke`: granted or started again).
ERASE_VERBS = frozenset({"delete", "destroy", "drop", "purge", "wipe", "erase", "truncate",
                         "terminate", "uninstall"})
# Objects whose removal erases content rather than taking a link out of a list
# (`manage_files` remove vs `manage_accounts` remove).
ERASABLE_OBJECTS = frozenset({"file", "files", "record", "records", "document", "documents",
                              "doc", "docs", "data", "row", "rows", "message", "messages", "note",
                              "notes", "page", "pages", "post", "posts", "comment", "comments",
                              "photo", "photos", "image", "images", "video", "videos", "email",
                              "emails", "folder", "folders", "bucket", "buckets", "database",
                              "databases", "table", "tables", "backup", "backups", "snapshot",
                              "snapshots"})
# Verbs whose effect may not be undone: the user confirms first.
DESTRUCTIVE_VERBS = frozenset({
    "delete", "remove", "drop", "destroy", "purge", "wipe", "clear", "empty", "cancel", "revoke",
    "terminate", "kill", "uninstall", "reset", "archive", "close", "unsubscribe", "unlink",
    "detach", "ban", "kick", "block", "overwrite", "shutdown", "deactivate", "truncate", "erase",
    "flush",
})
# Verbs and objects that move money or change an order.
MONEY_VERBS = frozenset({
    "pay", "charge", "refund", "transfer", "withdraw", "deposit", "debit", "credit", "buy",
    "purchase", "sell", "trade", "checkout", "donate", "tip", "redeem", "topup", "recharge",
})
# What a write makes that moves money or commits the user (`billing_create_refund`,
# `initiate_transfer`, `create_booking`), as its name's last word; not a link or a draft of one
# (`create_payment_link`: the object is the link).
MONEY_MADE = frozenset({"refund", "refunds", "payment", "payments", "transfer", "transfers",
                        "charge", "charges", "payout", "payouts", "withdrawal", "deposit",
                        "topup", "recharge", "order", "orders", "booking", "reservation"})
MONEY_OBJECTS = frozenset({
    "payment", "payments", "refund", "refunds", "invoice", "invoices", "order", "orders",
    "balance", "wallet", "charge", "charges", "payout", "payouts", "transaction", "transactions",
    "subscription", "billing",
    # "Send money from your business shortcode to a customer's phone"
    "money", "funds", "cash",
})
# Verbs that bring something new into being (a retry must not make a second one).
CREATE_VERBS = frozenset({
    "create", "add", "insert", "upload", "register", "book", "reserve", "schedule", "make",
    "build", "save", "store", "write", "append", "attach", "import", "put", "submit", "place",
    "enroll", "join", "subscribe", "clone", "copy", "duplicate", "fork", "provision", "deploy",
    "record", "log", "apply", "request", "remind",
})
# Verbs that reach other people.
SEND_VERBS = frozenset({
    "send", "post", "publish", "email", "sms", "message", "notify", "invite", "broadcast",
    "announce", "tweet", "forward", "reply", "comment", "share",
})

# Optional fields whose loss changes nothing the call does to anything: a free-text
# remark stored beside a write (`comment`, `releaseComment`, 备注), paging and output shape of a
# read (`limit`, `detail`, `response_format`), and fields the text says feed usage analytics.
REMARK_NAME_TOKENS = frozenset({"comment", "comments", "reason", "note", "notes", "remark",
                                "remarks", "memo"})
PAGING_NAMES = frozenset({"limit", "offset", "page", "page_size", "per_page", "page_num",
                          "page_number", "page_no", "cursor", "skip", "start_index", "max_results",
                          "page_token", "next_token", "next_cursor"})
OUTPUT_SHAPE_NAME_TOKENS = frozenset({"detail", "details", "verbose", "format", "pretty"})
TELEMETRY_RE = r"\b(?:usage analytics|analytics|telemetry)\b|用于统计|埋点|使用统计"

# --- Chinese words a tool text uses for a one-word generic input (`told_inputs.py`: "输入 6 位股票
# 代码" over `code`) -----------------------------------------------------------------------------
NAME_WORDS_ZH: dict[str, tuple[str, ...]] = {
    "code": ("代码", "编码", "代号"), "key": ("密钥", "秘钥"), "type": ("类型",), "kind": ("类型", "种类"),
}

# What says a tool deals in traded securities or coins, whose symbols each market writes its own
# way (`AAPL`, `600519`, `sh600519`, `600519.SH`, `BTC/USD`): `told_inputs.market_symbol`
# ("stock" alone is also a shop's inventory: `update_stock(code)`; only its market phrases count)
MARKET_STOCK_RE = (r"\bstock[- ](?:prices?|quotes?|markets?|exchanges?|symbols?|tickers?|codes?|"
                   r"analysis|screener|charts?)\b|\bstocks\b")
MARKET_WORDS = frozenset({"equity", "equities", "ticker", "tickers", "etf",
                          "etfs", "crypto", "cryptocurrency", "forex", "futures", "securities",
                          "kline", "klines", "candles", "ohlc", "ohlcv", "nasdaq", "nyse"})
MARKET_WORDS_ZH = ("股票", "个股", "行情", "基金", "证券", "A股", "港股", "美股", "沪深", "期货", "K线",
                   "加密货币", "交易对")
# Markets that trade in one currency: a price on one of them is in its currency (an A-share
# price is in 元, a NYSE one in dollars): `param_measures`' currency of a price
# (沪主板/深主板 are the Shanghai and Shenzhen main boards; 通达信 is the mainland A-share
# trading terminal, whose prices are quoted in 元)
# Bookkeeping: an accounting book's texts (账套, 会计科目, 借方/贷方, 本位币/原币, a ledger). Its amounts
# are in the book's own currency and of either sign (a red balance); its quantities are measured
# (数量核算 in 吨). `measure_facts` and `param_measures` read it.
BOOKKEEPING_RE = (r"账套|帐套|会计科目|科目\s*id|记账凭证|会计凭证|记账|借方|贷方|本位币|原币|\bledger\b|\bdebit|"
                  r"\bcredit (?:side|balance)|\b(?:functional|base|book|ledger) currency\b")
ONE_CURRENCY_MARKET_RE = (r"A股|沪深|沪主板|深主板|上证|深证|创业板|科创板|北交所|港股|美股|通达信|"
                          r"\bA-shares?\b|\bNYSE\b|\bNASDAQ\b|\bHKEX\b")

# --- Chinese words for enum values (`prose/value_words.py`: "选择邮寄时" of `delivery: [mail]`) --

# snake spelling of an enum value -> the Chinese words a text uses for it (whole words or, for a
# longer word, its end: 到馆自取 -> 自取)
VALUE_WORDS_ZH: dict[str, tuple[str, ...]] = {
    # delivery
    "mail": ("邮寄", "寄送", "邮递"), "post": ("邮寄", "邮递"), "postal": ("邮寄", "邮递"),
    "pickup": ("自取", "自提"), "self_pickup": ("自取", "自提"), "in_store_pickup": ("门店自提", "到店自取"),
    "courier": ("快递", "专人配送"), "express": ("快递", "加急"), "delivery": ("配送", "送货上门"),
    "home_delivery": ("送货上门", "上门配送"), "email": ("电子邮件", "邮件"), "sms": ("短信",),
    "phone": ("电话",), "fax": ("传真",), "locker": ("快递柜", "自提柜"),
    # payment
    "cash": ("现金",), "card": ("刷卡", "银行卡"), "credit_card": ("信用卡",), "debit_card": ("借记卡",),
    "bank_transfer": ("银行转账", "转账"), "wire": ("电汇",), "wechat": ("微信", "微信支付"),
    "wechat_pay": ("微信支付",), "alipay": ("支付宝",), "invoice": ("发票",), "installment": ("分期",),
    "installments": ("分期",), "cod": ("货到付款",), "cash_on_delivery": ("货到付款",),
    # visibility and scope
    "public": ("公开",), "private": ("私有", "私密", "不公开"), "internal": ("内部",),
    # schedule
    "once": ("单次", "一次性"), "daily": ("每天", "每日", "按天"), "weekly": ("每周", "按周"),
    "monthly": ("每月", "按月"), "yearly": ("每年", "按年"), "annually": ("每年", "按年"),
    "scheduled": ("定时", "预约"), "immediate": ("立即", "即时"), "now": ("立即",),
    "recurring": ("周期性", "重复"), "custom": ("自定义",),
    # status and person
    "approved": ("通过", "批准"), "rejected": ("驳回", "拒绝"), "draft": ("草稿",),
    "cancelled": ("取消",), "canceled": ("取消",), "refund": ("退款",), "exchange": ("换货",),
    "individual": ("个人",), "company": ("企业", "公司"), "enterprise": ("企业",),
    "domestic": ("国内",), "international": ("国际", "海外"), "foreign": ("外籍", "海外"),
    "online": ("线上", "在线"), "offline": ("线下",), "remote": ("远程",), "onsite": ("现场", "上门"),
    "male": ("男性",), "female": ("女性",), "other": ("其他",),
}

# Traditional characters of words the rules read (disclosures: 無法復原, 確認後; money: 帳單, 費用),
# each beside its Simplified form, so a zh-TW or zh-HK tool's text reads like the zh-CN words the
# patterns are written in. Not a general converter: only characters a rule's words use.
TRADITIONAL_CHARS = "無復銷確認調執後僅當謹險還與請詢問須時經過審額費帳單約違將會動刪啟繼續運錢購買訂預彈兩記戶歸"
SIMPLIFIED_CHARS = "无复销确认调执后仅当谨险还与请询问须时经过审额费账单约违将会动删启继续运钱购买订预弹两记户归"

# A field the tool fills itself when the call leaves it out ("Trigger type. Auto-detected if not
# specified", "不填则自动识别"): a rule on its value holds on the detected value too, which no
# schema keyword sees
AUTO_DETECTED_RE = (r"\bauto(?:matically)?[- ]?(?:detected|detects|inferred|determined|resolved)\b|"
                    r"\b(?:detected|inferred|determined) automatically\b|自动(?:检测|识别|判断|推断)")

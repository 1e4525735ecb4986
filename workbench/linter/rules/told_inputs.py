"""An undescribed input whose meaning the tool's own words already give, read for
`param-missing-description` (English and Chinese).

- A one-word generic name (`code`, `key`, `id`, `type`, `kind`) the tool description names as a
  qualified thing: "Validates a license key" over `key` reads as `license_key` (the name then
  says what it is); "输入 6 位股票代码（如 600519）" over `code` gives which code, its form and an
  example. The word must be the tool's only input of that word, and a create's own new `code`
  or `key` is left alone: its form is the caller's to choose and the text rarely says it.
- A market symbol (`symbol`, `ticker`, `stock_code`, or `code` of a tool about stocks, funds or
  coins): its meaning is plain but its form is each market's and provider's own (`AAPL`,
  `600519`, `sh600519`, `600519.SH`, `BTC/USD`), so an undescribed one asks for the form; the
  tool text giving it ("输入 6 位股票代码（如 600519）") closes it.
- `kind` in a Kubernetes object reference (beside `namespace`/`name` and `apiVersion` or
  `group`/`version`): the API's own field, which every model knows (`Deployment`, `Pod`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import sentences, snake_name, split_name

# Words before the name in English prose that qualify nothing ("a key", "the given code")
_NOT_QUALIFIERS = frozenset({
    "a", "an", "the", "this", "that", "its", "their", "your", "my", "our", "his", "her", "given",
    "valid", "unique", "same", "new", "existing", "each", "any", "one", "some", "specified",
    "provided", "input", "optional", "required", "by", "with", "of", "and", "or", "to", "for",
    "from", "in", "on", "as", "is", "are", "be", "which", "what", "whose", "no", "other",
    "correct", "specific", "internal", "private", "secret", "access", "api", "auth", "primary",
    # labels of a parameter list ("args type, target") and verbs that take the value ("pass code")
    "arg", "args", "argument", "arguments", "param", "params", "parameter", "parameters", "field",
    "fields", "property", "properties", "inputs", "pass", "enter", "use", "provide", "set", "get",
    "send", "specify", "supply", "give", "select", "choose", "return", "returns", "takes", "accepts",
})
# the form stated beside it: a length ("6 位", "6-digit"), an example ("如 600519", "e.g. AAPL"),
# the standard it follows ("country codes (ISO-3166)", "GB/T 2260 行政区划代码")
_FORM = re.compile(r"\d+\s*位|\b\d+[- ](?:digit|character|char|letter)s?\b|[(（]\s*(?:如|例如|比如|e\.g\.)"
                   r"|\be\.g\.|\bfor example\b|\bsuch as\b|例如|比如|\bISO[- ]?\d{3,5}|\bGB/?T\s?\d+"
                   # "如 600519", "如sh600519" (not "如果": an example starts with a Latin letter or digit)
                   r"|如\s*[`'\"“]?[A-Za-z0-9]"
                   # "股票代码；例：000001", "Example: AAPL": an example set off by a colon
                   r"|例\s*[:：]\s*\S|\bexamples?\s*:\s*\S", re.I)


# names whose value is one of a set the text must list: saying which set is not enough
_VALUE_SET_WORDS = frozenset({"type", "kind"})


def _qualified(sentence: str, word: str) -> str | None:
    """The noun before `word` in an English sentence ("a license key" -> license), or None."""
    for m in re.finditer(rf"\b([A-Za-z][A-Za-z-]*)\s+{word}s?\b", sentence, re.I):
        qualifier = m.group(1).lower()
        if qualifier not in _NOT_QUALIFIERS and not qualifier.endswith("ing"):
            return qualifier
    return None


def told_by_tool(ctx: ToolContext, node: SchemaNode, *, creates_own: bool,
                 compound_clear: Callable[[tuple[str, ...]], bool]) -> bool:
    """Is the one-word generic input `node` named by the tool's description with what it is:
    qualified in English so that the compound name needs nothing (`compound_clear(tokens)`
    true: "a license key" -> `license_key`), or written with its form or an example ("输入 6 位
    基金代码", "a 6-digit stock code")? `creates_own`: the tool creates the record this
    value belongs to (its form is the caller's to choose): never."""
    tokens = split_name(node.name or "")
    if len(tokens) != 1 or creates_own or not ctx.description:
        return False
    word = tokens[0]
    zh = lx.NAME_WORDS_ZH.get(word)
    if zh is None:
        return False
    # another input of the same word (`code` and `stock_code`): the text may mean that one
    if any(n is not node and split_name(n.name or "")[-1:] == (word,)
           for n, _ in ctx.named_properties):
        return False
    for sentence in sentences(ctx.description):
        if any(w in sentence for w in zh):
            if _FORM.search(sentence):
                return True
            continue
        qualifier = _qualified(sentence, word)
        if qualifier is None:
            continue
        # "event type" says which type but not its values: a type or kind needs them shown
        if _FORM.search(sentence) or (word not in _VALUE_SET_WORDS and compound_clear((qualifier, word))):
            return True
    return False


# The fields of a Kubernetes object reference, besides `kind`
_K8S_REF_NAMES = frozenset({"namespace", "name"})
_K8S_REF_VERSION = frozenset({"apiversion", "api_version", "version", "group"})


def kubernetes_kind(ctx: ToolContext, node: SchemaNode) -> bool:
    """`kind` inside a Kubernetes object reference (`{kind, name, namespace, apiVersion}`, or
    `group` and `version`): the API's own field, whose values (`Deployment`, `Pod`) every model
    knows."""
    if snake_name(node.name or "") != "kind" or not node.parent:
        return False
    siblings = {snake_name(n) for n in ctx.sibling_names(node)}
    return siblings >= _K8S_REF_NAMES and bool(siblings & _K8S_REF_VERSION)


_SYMBOL_NAMES = frozenset({("symbol",), ("symbols",), ("ticker",), ("tickers",), ("stock", "code"),
                           ("stock", "codes"), ("ts", "code"), ("fund", "code"), ("sec", "code"),
                           ("security", "code"), ("stock", "symbol")})
MARKET_FORM = ("its form (with or without the exchange: `AAPL`, `600519`, `sh600519` or `600519.SH`; "
               "`BTC/USD` or `BTCUSDT` for a pair) and an example")
# A fund's code has no exchange or pair form to choose ("Fund code / 基金代码": six digits in
# China, a ticker such as VFIAX in the US): stock and coin forms would be the wrong advice.
FUND_FORM = "its form (the fund code as the provider writes it, e.g. `012970` or `VFIAX`) and an example"
_FUND_CODE = re.compile(r"\bfund\s+(?:code|symbol|ticker)s?\b|基金(?:代码|编号|代號)", re.I)
_LISTED = re.compile(r"\b(?:etf|lof|stock|share|exchange)s?\b|股票|场内|上市", re.I)


def market_symbol(ctx: ToolContext, node: SchemaNode) -> str | None:
    """What an undescribed market symbol leaves open (its form, which each market and provider
    writes its own way), or None: not a symbol name (`symbol` of a code-navigation tool is a
    code identifier, so a bare `symbol` or `code` needs the tool's name or text to be about
    stocks, funds or coins), or a value the schema shows (an enum, a pattern, examples, a
    default `GOOG`)."""
    tokens = split_name(node.name or "")
    if tokens not in _SYMBOL_NAMES and tokens != ("code",):
        return None
    s = node.schema
    if any(k in s for k in ("enum", "pattern", "examples", "const", "default")):
        return None
    if tokens in (("symbol",), ("symbols",), ("code",)) and not _about_markets(ctx):
        return None
    return FUND_FORM if fund_code(ctx, node) else MARKET_FORM


def fund_code(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is the symbol a (mutual) fund's code, by its name (`fund_code`) or the text's entry for
    it ("code: Fund code / 基金代码"), and no exchange-traded one (ETF, 场内)?"""
    said = ctx.passage_of(node) or node.description
    return (split_name(node.name or "") == ("fund", "code") or _FUND_CODE.search(said) is not None) \
        and _LISTED.search(said) is None


def _about_markets(ctx: ToolContext) -> bool:
    """Is the tool, by its name or text, about traded securities or coins (`get_stock_price`,
    "OHLC candles of a crypto pair", 个股行情), not a shop's stock (`update_stock`)?"""
    words = set(ctx.name_tokens) | {w.lower() for w in re.findall(r"[A-Za-z]+", ctx.description)}
    return bool(words & lx.MARKET_WORDS) or any(w in ctx.description for w in lx.MARKET_WORDS_ZH) \
        or any(re.search(lx.MARKET_STOCK_RE, text, re.I)
               for text in (" ".join(ctx.name_tokens), ctx.description))


def market_form_told(ctx: ToolContext, node: SchemaNode) -> bool:
    """Does a sentence of the tool text that names the symbol give its form or an example
    ("输入 6 位股票代码（如 600519）", "Ticker symbol, e.g. AAPL"), or the symbol's own entry in
    the text's parameter block ("stock_code : str, 必填 / 股票代码；例：000001", whose example sits
    in a clause of its own), or does the text show a call of the tool
    (`get_stock_ohlcv("20210118", "20210126", "005930")`), whose values show it?"""
    if _FORM.search(ctx.passage_of(node)):
        return True
    if _FUND_CODE.search(ctx.passage_of(node)) and fund_code(ctx, node):
        return True  # "code: Fund code / 基金代码": a fund has one form of code, the text says which
    if ctx.tool.name and re.search(re.escape(ctx.tool.name) + r"\s*\(\s*\S", ctx.description):
        return True
    for sentence in sentences(ctx.description):
        if re.search(r"symbol|ticker|代码|\bcode", sentence, re.I) and _FORM.search(sentence):
            return True
    return False


# "members 为成员列表（JSON数组或逗号分隔）", "messages 为 JSON 数组，每项包含 msg 和 who", "filepath is
# the file path (comma-separated for several)": a clause of the tool's text that opens with the
# parameter's name and says what it is. Names are found with `str.find`, not a pattern built per
# name: `re` keeps every compiled pattern in its cache, which would hold one per parameter name
# of a large set (tests/hostile/test_scale_resident.py).
_GLOSS_VERB = re.compile(r"\s*(?:为|是|指|表示|[:：]|\s(?:is|are|takes|holds)\s)")
_BEFORE_NAME = frozenset(" \t。；;，,、(（")
_CLAUSE_BREAK = frozenset("，,、；;")


def _glossed_at(text: str, name: str) -> int:
    """Where `name` opens a clause of `text` that glosses it ("who 为…"), or -1."""
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        # (a Chinese character right after the name is the gloss's verb: "query为…")
        if (at == 0 or text[at - 1] in _BEFORE_NAME) and not (end < len(text) and text[end].isascii() and (
                text[end].isalnum() or text[end] == "_")) and _GLOSS_VERB.match(text, end):
            return at
        at = text.find(name, at + 1)
    return -1


def inline_gloss(ctx: ToolContext, node: SchemaNode) -> str:
    """For a top-level parameter with no text of its own, the sentence of the tool description
    that opens a clause with its name and says what it is, from the name to the sentence's end
    or to the next parameter's gloss ("who 为群名称，members 为…"); "" when there is none (an
    Args entry is `ToolContext.passage_of`'s)."""
    name = node.name or ""
    own = node.schema.get("description")
    if node.parent != "" or not name or (isinstance(own, str) and own.strip()) or len(name) < 2 \
            or name not in ctx.description:
        return ""
    others = [n.name for n in ctx.index.top_level_properties() if n.name and n.name != name]
    for sentence in re.split(r"[。；;\n]|\.\s", ctx.description):
        at = _glossed_at(sentence, name)
        if at < 0:
            continue
        gloss = sentence[at:]
        ends = [i for other in others if (i := _glossed_at(gloss, other)) > 0
                and gloss[:i].rstrip()[-1:] in _CLAUSE_BREAK]
        return gloss[:min(ends)].rstrip(" \t，,、；;") if ends else gloss
    return ""


# "date参数无效(仅支持实时数据)", "`date` is ignored", "unused, kept for compatibility": the tool
# reads nothing from it, so its form does not matter (reviewers: "it should be removed instead")
_IGNORED = re.compile(r"\s*(?:参数)?\s*(?:无效|不生效|被忽略|已废弃|暂不支持|不起作用)|"
                      r"\s*`?\s*(?:(?:parameter|param|argument)\s+)?(?:is\s+|are\s+)?(?:ignored|unused|"
                      r"deprecated|has no effect|not used)\b", re.I)


def ignored_input(ctx: ToolContext, node: SchemaNode) -> bool:
    """Does the tool text or the parameter's own text say the tool ignores it ("date参数无效",
    "`date` is ignored")?"""
    name = node.name or ""
    if not name:
        return False
    for text in (ctx.description, node.schema.get("description") or ""):
        if not isinstance(text, str):
            continue
        at = text.find(name)
        while at >= 0:
            if _IGNORED.match(text, at + len(name)):
                return True
            at = text.find(name, at + 1)
        if text is not ctx.description and _IGNORED.match(text):
            return True
    return False


def named_clause(ctx: ToolContext, node: SchemaNode) -> str:
    """The first clause of the tool description that names a top-level parameter as a word of its
    own, in any run of names ("start_time/end_time 格式 yyyy-MM-dd", "mid 与 account_url 至少传一个");
    "" when none does."""
    name = node.name or ""
    if node.parent != "" or len(name) < 2 or name not in ctx.description:
        return ""
    for clause in re.split(r"[。；;\n]", ctx.description):
        if mentions(clause, name):
            return clause.strip()
    return ""


"""`prose-only-shape` (nl-constraint): a character set, a hexadecimal code or a step stated only
in a parameter's description ("Only lowercase letters, digits and hyphens are allowed", "只能包含
小写字母、数字和连字符", "a 6-digit hex string", "Must be a multiple of 10", "必须是 5 的倍数").

These are the same defect as `prose-only-constraint` (a description cannot enforce a rule), for
the two keywords the prose extractor's fixed vocabulary (`workbench.prose.KINDS`) has no kind for:
`pattern` (a character class) and `multipleOf` (a step). Kept here, not in the extractor, so the
ledger's contract stays as it is. Only the parameter's own description counts: a tool-level
sentence rarely says which parameter a character rule belongs to.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.named_forms import NamedForm, named_form
from workbench.linter.rules.param_facts import has_any
from workbench.linter.rules.provider_facts import strict_profiles
from workbench.model import Tool
from workbench.prose.numbers import EN_NUMERALS, count_word
from workbench.prose.scope import subject_parameter
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import negated, split_name

# A restriction word, then (within a short span) a character class: "only lowercase letters",
# "may contain only letters and digits", "allowed characters: ...", "digits only".
_ONLY_EN = re.compile(r"\b(?:only|solely|exclusively|consist(?:s|ing)?\s+(?:only\s+|solely\s+)?of|"
                      r"allowed\s+characters?|permitted\s+characters?)\b")
_CLASS_EN = re.compile(r"\b(?:lower-?case|upper-?case|letters?|digits?|alphanumerics?|"
                       r"underscores?|hyphens?|dashes|colons?|periods?|dots?|ascii)\b")
_ONLY_ZH = re.compile(r"只能|仅能|只可|仅可|只允许|仅允许|仅限|只包含|仅包含|只含|仅含|必须由|只能由|仅由|"
                      r"由[^。；，,]{0,12}组成")
_CLASS_ZH = re.compile(r"小写字母|大写字母|英文字母|字母|数字|下划线|连字符|中划线|短横线|横线|冒号|"
                       r"点号|英文句点")
# "usually consisting of numbers and/or letters": a description of typical values, not a rule
_HEDGE = re.compile(r"\b(?:usually|typically|often|generally|mostly|normally)\b|通常|一般|大多")
_SPAN = 40  # characters between the restriction word and the first class word

# class word -> characters of a suggested pattern
_CHARS_EN = (("lower", "a-z"), ("upper", "A-Z"), ("letter", "A-Za-z"), ("alphanumeric", "A-Za-z0-9"),
             ("digit", "0-9"), ("number", "0-9"), ("underscore", "_"), ("hyphen", "-"), ("dash", "-"), ("colon", ":"),
             ("period", "."), ("dot", "."))
_CHARS_ZH = (("小写字母", "a-z"), ("大写字母", "A-Z"), ("小写英文字母", "a-z"), ("大写英文字母", "A-Z"),
             ("字母", "A-Za-z"), ("数字", "0-9"),
             ("下划线", "_"), ("连字符", "-"), ("中划线", "-"), ("横线", "-"), ("冒号", ":"),
             ("点号", "."), ("句点", "."))

_STEP_EN = re.compile(r"\b(?:multiples?\s+of|in\s+(?:steps|increments)\s+of|divisible\s+by)\s+"
                      r"(\d+(?:\.\d+)?)\b")
_STEP_ZH = re.compile(r"(\d+(?:\.\d+)?)\s*的(?:倍数|整数倍)")
_DEFAULT = re.compile(r"\bdefaults?\b|\bby\s+default\b|默认", re.I)
# free-text parameters: a character rule in their description describes the text's content
_FREE_TEXT = frozenset({"query", "q", "search", "text", "content", "body", "message", "prompt",
                        "input", "command", "code", "sql", "pattern", "regex", "description",
                        "notes", "note", "comment", "instructions", "script", "template",
                        "password", "passphrase", "secret"})
_SENTENCE = re.compile(r"[^.。；;!?！？\n]+")


# cheap substring gates: most descriptions state neither rule
_CHARSET_GATE = ("only", "consist", "allowed", "permitted", "solely", "exclusively", "只", "仅", "由")
_STEP_GATE = ("multiple", "increment", "steps of", "divisible", "倍")


def _charset(text: str) -> str | None:
    """The pattern a character rule in `text` implies (`^[a-z0-9_-]+$`), or None."""
    low = text.lower()
    if not any(g in low for g in _CHARSET_GATE):
        return None
    for sentence in _SENTENCE.findall(text):
        if _HEDGE.search(sentence.lower()):
            continue
        # "30 days of `period`, the system only accepts 1D": a quoted field name is no character
        sentence = re.sub(r"`[^`]*`", " ", sentence)
        zh = bool(re.search(r"[\u4e00-\u9fff]", sentence))
        low = sentence if zh else sentence.lower()
        only, cls, table = (_ONLY_ZH, _CLASS_ZH, _CHARS_ZH) if zh else (_ONLY_EN, _CLASS_EN, _CHARS_EN)
        for m in only.finditer(low):
            if negated(low, m.start()):
                continue
            # the class words right after the restriction word, or (English "digits only",
            # "letters and digits only") right before it
            # "由数字和大写英文字母组成": the classes stand inside the restriction itself
            after = cls.search(low, m.start() if zh else m.end(), m.end() + _SPAN)
            before = None if zh else cls.search(low[max(0, m.start() - _SPAN):m.start()])
            if after is None and before is None:
                continue
            parts: list[str] = []
            for word, part in table:
                if word in low and part not in parts and not (
                        part == "A-Za-z" and ("a-z" in parts or "A-Z" in parts)):
                    parts.append(part)
            if parts and not any(c.isalnum() for p in parts for c in p):
                continue  # punctuation alone ("^[.]+$") is no value set: a word misread
            if parts:
                if "-" in parts:  # a literal hyphen goes last inside the class
                    parts = [p for p in parts if p != "-"] + ["-"]
                return "^[" + "".join(parts) + "]+$"
    return None


# "a 6-digit hex string", "6 位十六进制", "#RRGGBB": a hexadecimal code of a stated length
_HEX = re.compile(r"\b(\d{1,2})[\s-]?(?:digit|char(?:acter)?)s?\s+hex(?:adecimal)?\b|(\d{1,2})\s*位\s*十六进制|"
                  r"(#)?\bRRGGBB\b", re.I)


# "十六进制，如 FF0000", "hex colour, e.g. #4472C4": a hexadecimal code shown by example only
_HEX_WORD = re.compile(r"\bhex(?:adecimal)?\b|十六进制|16\s*进制", re.I)
_EXAMPLE_WORD = re.compile(r"(?:如|例如|比如|\be\.g\.?|\bfor\s+example|\bsuch\s+as|\blike)"
                           r"\s*[:：,，]?\s*[\"'“`]?$", re.I)
_HEX_TOKEN = re.compile(r"(?<![\w#])(#?)([0-9A-Fa-f]{3,8})(?![\w])")
# another form the text allows beside the example: "可带 #", "with or without #", "rgb(...)", a name
_OTHER_COLOUR_FORM = re.compile(r"#(?![0-9A-Fa-f])|\brgba?\s*\(|\bnamed?\b|\bcolou?r\s+names?|名称|颜色名|"
                                r"\b(?:red|blue|green|black|white)\b|红|蓝|绿|黑|白|\bor\b|或", re.I)

_NO_HASH = re.compile(r"(?:\bwithout|\bno|不带|不含|无需|不要|去掉|不加)\s*(?:the\s+|a\s+|leading\s+)?"
                      r"[\"'`“]?#[\"'`”]?"
                      r"(?:\s*(?:prefix|sign|symbol|前缀|号))?", re.I)


def _hex_by_example(text: str) -> str | None:
    """The pattern of a hexadecimal code the text shows only by example ("十六进制，如 FF0000"):
    every hex token it shows has one length (6 or 8) and one spelling of "#", the first after an
    example word; another form the text allows ("#" optional, "rgb()", a colour name) leaves it
    open."""
    text = _NO_HASH.sub(" ", text)  # "without '#' prefix" says the form, it allows no other
    word = _HEX_WORD.search(text)
    # a colour: hex data or a hash of any length shown by one example has no one length
    if word is None or negated(text, word.start()) or _OTHER_COLOUR_FORM.search(text) \
            or not re.search(r"colou?r|颜色|色", text, re.I):
        return None
    tokens = [t for t in _HEX_TOKEN.finditer(text) if re.search(r"\d", t.group(2)) or t.group(1)]
    if not tokens or not _EXAMPLE_WORD.search(text[:tokens[0].start()]):
        return None
    forms = {(t.group(1), len(t.group(2))) for t in tokens}
    if len(forms) != 1:
        return None
    ((mark, size),) = forms
    return ("^#" if mark else "^") + "[0-9a-fA-F]{" + str(size) + "}$" if size in (6, 8) else None


def _hex(text: str) -> str | None:
    """The pattern a hexadecimal code of stated length (or shown by example) in `text` implies,
    or None."""
    m = _HEX.search(text) if ("hex" in text.lower() or "十六进制" in text or "RRGGBB" in text) else None
    if not m:
        return _hex_by_example(text) if ("hex" in text.lower() or "进制" in text) else None
    if negated(text, m.start()):
        return None
    if m.group(1) or m.group(2):
        return "^[0-9a-fA-F]{" + (m.group(1) or m.group(2)) + "}$"
    return ("^#" if m.group(3) else "^") + "[0-9a-fA-F]{6}$"


def _shown_by_example(desc: str, pattern: str) -> bool:
    """Is `pattern` the hexadecimal form the text only shows by example (no length stated)?"""
    return ("hex" in desc.lower() or "进制" in desc) \
        and _HEX.search(desc) is None and pattern == _hex_by_example(desc)


# A code of N letters of one case: "两位大写字母代码", "三位字母", "three uppercase letters": the
# pattern is that class N times. Digits and caseless English letters ("6 位数字", "a two-letter
# code") are `_exact_length`'s (a length, which leaves the characters to the text).
_COUNTED_CLASS_ZH = re.compile(r"(?<![第前后末\d])(\d{1,2}|[两二三四五六七八九十]{1,3})\s*位\s*"
                               r"(大写英文字母|小写英文字母|大写字母|小写字母|英文字母|字母)")
_COUNTED_CLASS_EN = re.compile(r"\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[- ]"
                               r"(upper-?case|lower-?case|capital)[- ](letter)s?\b", re.I)
_CLASS_OF = {"大写英文字母": "A-Z", "小写英文字母": "a-z", "大写字母": "A-Z", "小写字母": "a-z",
             "英文字母": "A-Za-z", "字母": "A-Za-z"}


_BOUND_BEFORE = re.compile(r"(?:\b(?:up\s+to|at\s+most|at\s+least|max(?:imum)?|min(?:imum)?|no\s+more\s+than|"
                           r"fewer\s+than|less\s+than|more\s+than|or\s+more)|"
                           r"最多|至多|不超过|不少于|至少|最少)\s*$", re.I)
_BOUND_AFTER = re.compile(r"\s*(?:以内|以上|以下|之内|or\s+(?:more|fewer|less)|at\s+most|max)", re.I)


# "1~64位", "1-64 uppercase letters": the count closes a length range, so it is no exact length
_RANGE_BEFORE = re.compile(r"\d\s*(?:-|–|—|－|~|～|到|至|\bto\b)\s*$", re.I)


def _counted_class(text: str) -> str | None:
    """The pattern of a code of N characters of one class the text states, or None."""
    m = _COUNTED_CLASS_ZH.search(text) or _COUNTED_CLASS_EN.search(text)
    if m is None or negated(text, m.start()) or _HEDGE.search(text.lower()) \
            or _BOUND_BEFORE.search(text[:m.start()]) or _BOUND_AFTER.match(text, m.end()):
        return None  # "up to 6 digits", "最多 6 位数字", "6 位数字以内": a bound, not the form
    if _RANGE_BEFORE.search(text[:m.start()]) or _MORE_CLASSES.match(text, m.end()):
        return None  # "1~64位字母数字下划线连字符": a length range, and several classes
    n = count_word(m.group(1).lower())
    if not n:
        return None
    chars = _CLASS_OF[m.group(2)] if m.re is _COUNTED_CLASS_ZH else \
        "a-z" if m.group(2).lower().startswith("lower") else "A-Z"
    return "^[" + chars + "]{" + str(n) + "}$"


# A length range followed by the classes the value is made of: "1~64位字母数字下划线连字符",
# "1-64 characters: letters, digits, underscores or hyphens": both the length and the characters.
_ZH_CLASS_WORD = r"(?:(?:小写|大写)?(?:英文)?字母|数字|下划线|连字符|中划线|横线|点号)"
_EN_CLASS_WORD = (r"(?:(?:lower-?case|upper-?case)\s+)?"
                  r"(?:letters?|digits?|underscores?|hyphens?|dashes|periods?|dots?)\b")
_RANGED_CLASSES_ZH = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:-|–|—|~|～|到|至)\s*(\d{1,3})\s*(?:位|个字符|字符)的?\s*"
                                r"(?P<cls>" + _ZH_CLASS_WORD + r"(?:\s*[、，,/和或及与]?\s*" + _ZH_CLASS_WORD + r")*)")
_RANGED_CLASSES_EN = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s+(?:(?:characters?|chars?)\s*"
                                r"(?:of|[:(,])?\s*)?(?P<cls>" + _EN_CLASS_WORD + r"(?:\s*(?:,|/|\band\b|\bor\b)\s*"
                                r"(?:(?:and|or)\s+)?" + _EN_CLASS_WORD + r")*)", re.I)

# "6位字母数字", "two uppercase letters or digits": the class goes on into others
_MORE_CLASSES = re.compile(r"\s*(?:[、，,/]|和|或|及|与|\band\b|\bor\b)?\s*(?:" + _ZH_CLASS_WORD + "|"
                           + _EN_CLASS_WORD + r"|\bnumbers?\b)", re.I)


def _ranged_classes(text: str) -> str | None:
    """The pattern of a length range made of the classes named after it, or None."""
    for regex, table in ((_RANGED_CLASSES_ZH, _CHARS_ZH), (_RANGED_CLASSES_EN, _CHARS_EN)):
        m = regex.search(text)
        if m is None or negated(text, m.start()) or _HEDGE.search(text.lower()):
            continue
        low, high = int(m.group(1)), int(m.group(2))
        words = m.group("cls").lower()
        parts: list[str] = []
        for word, part in table:
            if word in words and part not in parts and not (
                    part == "A-Za-z" and ("a-z" in parts or "A-Z" in parts)):
                parts.append(part)
        if not parts or low > high or not any(c.isalnum() for p in parts for c in p):
            continue
        if "-" in parts:  # a literal hyphen goes last inside the class
            parts = [p for p in parts if p != "-"] + ["-"]
        return "^[" + "".join(parts) + "]{" + f"{low},{high}" + "}$"
    return None


def _step(text: str) -> float | None:
    low = text.lower()
    if not any(g in low for g in _STEP_GATE) or _DEFAULT.search(text):
        return None  # "defaults to steps of 5": behaviour, not a rule on the value
    for regex, subject in ((_STEP_EN, low), (_STEP_ZH, text)):
        m = regex.search(subject)
        if m and not negated(subject, m.start()):
            v = float(m.group(1))
            return int(v) if v.is_integer() else v
    return None


# An exact length, or two alternatives: "exactly 5 characters", "a 6-digit code", "7 or 8
# characters", "必须是 7 位或 8 位", "6 位数字", "长度为 8 位". A range ("6 to 8 characters") is
# `prose-only-constraint`'s; decimals ("保留 2 位小数"), a position ("第 3 位", "后 4 位") and a
# hex code (`_hex`) are no length of the value.
_LENGTH_EN = re.compile(r"\b(?:exactly\s+)?(\d{1,3})(?:\s+or\s+(\d{1,3}))?[\s-](?:characters?|chars?|"
                        r"digits?|letters?)(?!\s+(?:or|and)\s+(?:more|less|fewer))\b", re.I)
_LENGTH_ZH = re.compile(r"(?<![第前后末\d])(\d{1,3})\s*位(?!小数|十六进制|以[上下]|以内)"
                        r"(?:[（(][^）)]{0,8}[）)])?(?:\s*或\s*(\d{1,3})\s*位(?!小数))?")
# "13 digits without hyphens", "an ID of 10 digits": a count of digits is the value's form itself,
# not a precision ("2 digits after the decimal point") or a part ("the last 4 digits")
_DIGITS_FORM = re.compile(r"\d{1,3}\s+digits?\b(?!\s+(?:after|before|of\s+precision|precision|"
                          r"(?:of|in)\s+the))(?<!last\s\d)", re.I)
_LENGTH_SAYS = re.compile(r"\bexactly\b|\bmust\b|-digit|-char|\blong\b|必须|应为|为|是|固定|长度|数字|字符", re.I)


# "a two-letter country code", "three-character currency code": a length in words.
_WORD_LENGTH = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten)[- ](?:letter|character|"
                          r"char|digit)\b", re.I)


_LENGTH_GATE = re.compile("letter|char|digit|位")
# "the 8-char uuid prefix", "前 8 位简写": a short form beside the full one the text also accepts.
_ONE_FORM_OF_SEVERAL = re.compile(r"\b(?:\w+\s+)?(?:prefix|suffix|short(?:ened)?\s+form|abbreviation)\b|"
                                  r"前缀|后缀|简写|缩写", re.I)
_OR_BEFORE = re.compile(r"(?:\bor\s+(?:the\s+|a\s+|an\s+|its\s+)?|或者?|或是)$", re.I)
# "Two-letter ISO 3166 country code": the text names the standard every model writes; a length
# check is true but adds little (reviewers: N, three times in the fifteenth collection).
_NAMED_CODE_STANDARD = re.compile(r"\bISO[- ]?(?:3166|4217|639)\b", re.I)


def _exact_length(text: str) -> tuple[int, int, str] | None:
    """(minLength, maxLength, the words) of an exact length a text states, or None."""
    if _LENGTH_GATE.search(text) is None:
        return None  # most descriptions state no length at all ("Two-letter" has "letter" too)
    worded = _WORD_LENGTH.search(text)
    if worded and not negated(text, worded.start()):
        n = EN_NUMERALS[worded.group(1).lower()]
        return n, n, worded.group(0)
    zh = bool(re.search(r"[\u4e00-\u9fff]", text))
    for m in (_LENGTH_ZH if zh else _LENGTH_EN).finditer(text):
        around = text[max(0, m.start() - 12):m.end() + 6]
        if negated(text, m.start()) or not (m.group(2) or _LENGTH_SAYS.search(around)
                                            or _DIGITS_FORM.match(text, m.start())) or (
                not zh and re.search(r"\b(?:up to|at most|at least|max(?:imum)?|min(?:imum)?|"
                                     r"no more than|fewer than|less than|than)\s*$",
                                     text[:m.start()], re.I)):
            continue
        if _RANGE_BEFORE.search(text[:m.start()]):
            continue  # "1~64位", "1-64 characters": the upper end of a range, no exact length
        if _ONE_FORM_OF_SEVERAL.search(text[m.end():m.end() + 16]) \
                or _OR_BEFORE.search(text[max(0, m.start() - 12):m.start()]):
            continue  # "its full uuid or the 8-char uuid prefix": one accepted form, not the length
        a, b = int(m.group(1)), int(m.group(2) or m.group(1))
        if min(a, b) > 0:
            return min(a, b), max(a, b), m.group(0).strip()
    return None


# "This can be specified in two formats", "either ... or", "支持两种格式": the value has several
# accepted forms, so the length of one rejects the others.
_SEVERAL_FORMS = re.compile(r"\b(?:two|three|several|multiple|either of (?:the|these))\s+(?:formats|forms|ways)\b|"
                            r"\bin (?:either|any) of\b|[两二三多]种(?:格式|形式|写法)|"
                            r"或(?:者)?(?:完整|全)?的?[^。；;]{0,12}格式",
                            re.I)
_CODE_TOKEN = re.compile(r"`([^`\s]{2,200})`|\"([^\"\s]{2,200})\"")


def _other_forms_too(desc: str, length: int) -> bool:
    """The text accepts forms other than the one whose length it fixes: it says so, or shows an
    example longer than that length (`replicate/hello-world:<64-character id>`)."""
    return bool(_SEVERAL_FORMS.search(desc)) or any(
        len(m.group(1) or m.group(2)) > length for m in _CODE_TOKEN.finditer(desc))


def _lengths_unlisted(ctx: ToolContext) -> bool:
    """Does a strict profile the tool is checked for not list `minLength`/`maxLength` as
    supported (OpenAI strict mode documents `pattern`, not the lengths)?"""
    return any(p.status("minLength") != "supported" or p.status("maxLength") != "supported"
               for p in strict_profiles(ctx))


@rule("prose-only-shape", category="nl-constraint", severity="warning",
      summary="A character set ('only lowercase letters, digits and hyphens'), a hexadecimal code "
              "('a 6-digit hex string') or a step ('a multiple of 10') stated only in a parameter "
              "description: express it with `pattern` / `multipleOf`.",
      bad=Example.of(properties={"service": {"type": "string",
                                             "description": "服务标识，只能包含小写字母、数字和连字符，"
                                                            "例如 order-api。"}}),
      good=Example.of(properties={"service": {"type": "string", "pattern": "^[a-z0-9-]+$",
                                              "description": "服务标识，只能包含小写字母、数字和连字符，"
                                                             "例如 order-api。"}}),
      rationale="A rule the description states but the schema does not check is a hint the model "
                "may ignore and the executor then receives. The character-class and step forms of "
                "`prose-only-constraint`.")
def check_prose_only_shape(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    stepped: set[str] = set()
    done_edges: set[str] = set()
    for node in ctx.index.properties():
        desc = node.description
        if not desc or has_any(node.schema, "enum", "const", "$ref"):
            continue
        types = node.non_null_types
        if types == ("string",) and not has_any(node.schema, "pattern", "format") \
                and not _free_text(node.name, desc):
            pattern = _hex(desc) or _counted_class(desc) or _ranged_classes(desc) or _charset(desc)
            length = None if pattern or "minLength" in node.schema or "maxLength" in node.schema \
                else _exact_length(desc)
            if length and _other_forms_too(desc, length[1]):
                length = None  # "the 64-character id, or `{owner}/{model}:{id}`": one form of several
            if length:
                low, high, said = length
                keys = f"`minLength: {low}`, `maxLength: {high}`"
                advice = f"{keys} (or a `pattern` for the exact form)"
                if _lengths_unlisted(ctx):
                    # strict mode lists `pattern` but not the length keywords: the one check
                    # the provider is documented to take
                    advice = (f"a `pattern` for the exact form ({keys} are not listed as "
                              "supported in strict mode)")
                yield Hit(node.pointer, f"`{node.name}`: its description fixes the length "
                                        f"(\"{said}\") but the schema does not check it: add "
                                        f"{advice}.",
                          severity="info" if _NAMED_CODE_STANDARD.search(desc) else None)
            if not pattern and (ends := edge_rule(desc)) is not None:
                done_edges.add(node.pointer)
                yield _edge_hit(node, ends, "its description")
            if not pattern and not length and (form := named_form(node.name, desc)) is not None:
                yield _named_form_hit(node, form)
            if pattern and _shown_by_example(desc, pattern):
                # "Hex color, e.g. '#1A2B3C'": one example shows a form, not the only one the
                # executor takes (#FFF, no '#'): the pattern is advice in words, no patch
                yield Hit(node.pointer, f"`{node.name}`: its description shows the form by example "
                                        "only and the schema does not check it: if every value "
                                        f"takes that form, add `pattern: {pattern!r}`; otherwise "
                                        "say which forms it accepts.")
            elif pattern:
                yield Hit(node.pointer, f"`{node.name}`: its description restricts the characters "
                                        f"but the schema does not check them: add `pattern: "
                                        f"{pattern!r}` (adjust it to the exact rule).",
                          fix=({"op": "add", "path": join(node.pointer, "pattern"),
                                "value": pattern},))
        elif types in (("integer",), ("number",)) and "multipleOf" not in node.schema:
            step = _step(desc)
            if step:
                stepped.add(node.pointer)
                yield Hit(node.pointer, f"`{node.name}`: its description requires a multiple of "
                                        f"{step} but the schema does not check it: add "
                                        f"`multipleOf: {step}`.",
                          fix=({"op": "add", "path": join(node.pointer, "multipleOf"),
                                "value": step},))
    for node in ctx.index.nodes:
        # the items of a list of strings, by their text or the list's ("Phone numbers in E.164
        # format e.g. ['+254712345678']")
        if node.via != "items" or node.non_null_types != ("string",) \
                or has_any(node.schema, "pattern", "format", "enum", "const", "$ref"):
            continue
        holder = ctx.nodes_by_pointer.get(node.parent or "")
        text = node.description or (holder.description if holder is not None else "")
        if text and (form := named_form(holder.name if holder is not None else None, text)) is not None:
            yield _named_form_hit(node, form, f"the items of `{holder.name}`"
                                  if holder is not None and holder.name else None)
    for node in ctx.index.top_level_properties():
        # its entry in the tool's parameter block ("item_id: 大麦 item id（数字字符串）")
        if node.description or node.non_null_types != ("string",) \
                or has_any(node.schema, "pattern", "format", "enum", "const", "$ref"):
            continue
        passage = ctx.passage_of(node)
        if passage and (form := named_form(node.name, passage)) is not None:
            yield _named_form_hit(node, form, where="the tool description")
    yield from _tool_text_steps(ctx, stepped)
    yield from _tool_text_edges(ctx, done_edges)


def _named_form_hit(node: SchemaNode, form: NamedForm, label: str | None = None,
                    where: str = "its description") -> Hit:
    what = label or f"`{node.name}`"
    if form.certain:
        return Hit(node.pointer, f"{what}: {where} names its form (\"{form.said}\") "
                                 f"but the schema does not check it: add `pattern: {form.pattern!r}`.",
                   fix=({"op": "add", "path": join(node.pointer, "pattern"), "value": form.pattern},))
    return Hit(node.pointer, f"{what}: {where} names its form (\"{form.said}\") but "
                             f"the schema does not check it: consider `pattern: {form.pattern!r}` "
                             f"({form.caveat}), or check it in the executor.")


# "path 必须以 / 开头", "必须以 '/history' 或 '/data/history' 开头", "Filename must end with .png, .jpg,
# or .jpeg", "must start with 'sk-'": what the value must begin or end with, each a literal token.
_EDGE_ZH = re.compile(r"(?:必须|须|需|只能|应)(?:要)?以\s*(?P<list>[^，,。；;\n]{1,60}?)\s*"
                      r"(?P<edge>开头|开始|结尾|结束)")
_EDGE_EN = re.compile(r"\b(?:must|should|has\s+to|needs?\s+to)\s+(?P<edge>start|begin|end)\s+with\s+"
                      r"(?P<list>[^;。\n]{1,80}?)(?=\s*(?:[.;。]\s|[.;。]?$|\n|\s+(?:if|when|and|but)\b))", re.I)
_EDGE_TOKEN = re.compile(r"^[`'\"“]?(?P<t>[/.\w-]{1,30})[`'\"”]?$")
_EDGE_SPLIT = re.compile(r"\s*(?:,\s*or\b|,|、|\bor\b|或者|或|/(?=\s*[`'\"“.]))\s*")


def edge_rule(text: str) -> tuple[str, str, str] | None:
    """(pattern, "start"/"end", the words) of a rule on how the value begins or ends, or None:
    every listed item must be a literal token (a path prefix, an extension), not a description
    ("must start with a letter" is a character class, read by `_charset`)."""
    m = _EDGE_ZH.search(text) or _EDGE_EN.search(text)
    if m is None or _HEDGE.search(text[:m.start()][-30:]) or negated(text, m.start()):
        return None
    edge = "start" if m.group("edge").lower() in ("开头", "开始", "start", "begin") else "end"
    tokens = []
    for item in _EDGE_SPLIT.split(m.group("list").strip()):
        t = _EDGE_TOKEN.match(item.strip())
        if t is None or (not re.search(r"[/.]", t.group("t"))
                         and not re.fullmatch(r"[a-z0-9]{1,8}[-_:]", t.group("t"))):
            return None  # "a letter", "the prefix of the bucket": words, not a literal
        tokens.append(t.group("t"))
    if not tokens:
        return None
    alts = "|".join(re.escape(t) for t in dict.fromkeys(tokens))
    body = alts if len(tokens) == 1 else f"(?:{alts})"
    return (f"^{body}" if edge == "start" else f"{body}$"), edge, " ".join(m.group(0).split())


def _edge_hit(node: SchemaNode, ends: tuple[str, str, str], where: str) -> Hit:
    pattern, edge, said = ends
    if edge == "end" and re.search(r"\.[A-Za-z]", pattern):
        # a file extension: a pattern is case-sensitive, and whether the service also takes
        # `.PNG` for ".png" is not said, so the keyword is advice in words, not a patch
        return Hit(node.pointer, f"`{node.name}`: {where} says \"{said}\" but the schema does not "
                                 f"check how the value ends: consider `pattern: {pattern!r}`, and "
                                 "say whether upper-case extensions are accepted too (a pattern is "
                                 "case-sensitive), or check it in the executor.")
    return Hit(node.pointer, f"`{node.name}`: {where} says \"{said}\" but the schema does not check "
                             f"how the value {'begins' if edge == 'start' else 'ends'}: add `pattern: "
                             f"{pattern!r}`.",
               fix=({"op": "add", "path": join(node.pointer, "pattern"), "value": pattern},))


def _tool_text_edges(ctx: ToolContext, done: set[str]) -> Iterator[Hit]:
    """The same rule written in the tool text for a string parameter: in its entry of the
    parameter block, or in a sentence that opens with its name ("- path 必须以 / 开头。")."""
    if not ctx.description or not re.search(r"以|\bwith\b", ctx.description):
        return
    for node in ctx.index.top_level_properties():
        if not node.name or node.pointer in done or node.non_null_types != ("string",) \
                or has_any(node.schema, "pattern", "format", "enum", "const", "$ref"):
            continue
        texts = [ctx.passage_of(node)] + [s for s in ctx.description_sentences
                                          if re.match(r"\s*(?:[-*•]\s*)?`?" + re.escape(node.name) + r"`?\s", s)]
        for text in texts:
            ends = edge_rule(text) if text else None
            if ends:
                yield _edge_hit(node, ends, "the tool description")
                break


def _tool_text_steps(ctx: ToolContext, done: set[str]) -> Iterator[Hit]:
    """A step the tool description states for the one number its sentence names ("Bottles ship
    in cases, so quantity must be a multiple of 6", "剂量按 0.5 mg 递增，必须是 0.5 的倍数" on
    `dose_mg`): by a name token, its unit or its description's head (`subject_parameter`). A
    sentence naming none or several numbers binds none."""
    if not any(g in (ctx.description or "").lower() for g in _STEP_GATE):
        return
    numbers = {n.name: n for n in ctx.index.properties() if n.via == "properties" and n.name
               and n.pointer.count("/properties/") == 1 and n.non_null_types in (("integer",), ("number",))
               and not has_any(n.schema, "multipleOf", "enum", "const") and n.pointer not in done}
    if not numbers:
        return
    candidates = {name: (split_name(name), n.description) for name, n in numbers.items()}
    for sentence in ctx.description_sentences:
        step = _step(sentence)
        bound = subject_parameter(sentence, candidates) if step else []
        if step and bound:
            node = numbers[bound[0]]
            done.add(node.pointer)
            yield Hit(node.pointer, f"`{node.name}`: the tool description requires a multiple of "
                                    f"{step} (\"{sentence.strip()[:120]}\") but the schema does not "
                                    f"check it: add `multipleOf: {step}`.",
                      fix=({"op": "add", "path": join(node.pointer, "multipleOf"), "value": step},))


# `code` is source code (`code`, `python_code`) unless a qualifier makes it an identifier
# (`credit_code`, `postal_code`, `verify_code`) and the text speaks of no program.
_CODE_LANGUAGES = frozenset({"source", "python", "py", "js", "javascript", "ts", "typescript", "sql",
                             "program", "script", "snippet", "html", "css", "shell", "bash", "lua",
                             "java", "go", "ruby", "php", "rust", "cpp", "c", "r", "vba", "latex", "tex"})
_PROGRAM_TEXT = re.compile(r"\b(?:source|snippet|program|script|execute|run|compile|function)\b|源码|源代码|"
                           r"代码片段|脚本|执行|运行|程序", re.I)


def _free_text(name: str | None, desc: str) -> bool:
    t = split_name(name)
    if not t or t[-1] not in _FREE_TEXT:
        return False
    if t[-1] == "code" and len(t) > 1 and t[-2] not in _CODE_LANGUAGES and not _PROGRAM_TEXT.search(desc):
        return False  # `credit_code` "统一社会信用代码，18 位": an identifier with a form
    return True

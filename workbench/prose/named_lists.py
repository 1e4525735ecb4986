"""Value lists read over a whole text after every other reading (`extract` keeps one only when
no other reading found the same values, so an evidence read before stays):

- glossed values set out with semicolons ("emp：企业员工；ext：外部联系人", `label_lists.colon_glossed`),
  or with Chinese commas, spaced dashes or one a line (`glossed_runs`);
- quoted values each glossed with what it is for ("'all' for all teams, 'my' for mine",
  `label_lists.quoted_for_pairs`);
- a list headed by a parameter's name ("frequency 为 hourly、daily 或 monthly", "format=mp3或wav",
  `named_lists`): the name opens the evidence, so the list binds to the parameter it names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.prose.glossed_runs import glossed_runs
from workbench.prose.label_lists import HEDGE, OPEN_MARK, colon_glossed, quoted_for_pairs
from workbench.prose.lists import _ABSENCE, _EXAMPLE_BEFORE, _PATH_NAME, _evidence
from workbench.prose.record import ProseConstraint

# "frequency 为 hourly、daily 或 monthly", "data_type 支持 markdown 或 dom", "format：mp3（默认）、pcm、
# aac、ogg_opus", "output_format=pcm（16kHz）或 ogg_opus（48kHz）": a parameter's name, a word that
# offers its values, then machine values (each with at most a bracketed gloss) up to the clause's
# end. The name opens the evidence, so the list binds to the parameter it names. Not read: a
# condition ("当 mode 为 a 或 b 时"), examples ("如 format=a 或 b"), type names ("value: string or
# number"), a list that runs on into more words ("name: first or last name").
_NAMED_ITEM = r"[A-Za-z0-9][A-Za-z0-9_+\-]{0,30}(?:\.[A-Za-z0-9_+\-]{1,10})*(?:\s*[(（][^()（）\n]{1,30}[)）])?"
NAMED_HEAD = re.compile(r"(?<![\w.`'\"/-])(?P<name>[A-Za-z_][A-Za-z0-9_]{1,40})\s*"
                        r"(?:为|是|支持|可选(?:值)?(?:为|是)?|取值(?:为|是)?|只能(?:是|为)|可以是|[:：=])\s*")
_NAMED_LIST = re.compile(_NAMED_ITEM + r"(?:\s*(?:,\s*or\b|、|,|/|\||或者|或|\bor\b)\s*" + _NAMED_ITEM + r"){1,24}"
                         r"(?=\s*(?:$|[。；;，\n)）]|\.(?:\s|$)|,\s)|\s*(?![时的或和及与])[\u4e00-\u9fff])")
_ALSO_OTHERS = re.compile(r"\s*[,，]?\s*(?:也可|也支持|亦可|或其他|或其它|或者其他|其他|其它|等|"
                          r"\bor\s+(?:any|another|other|a\s+full|the\s+full)\b|\betc\b)", re.I)
_OTHER_LABEL_NAMES = re.compile(r"^(?:examples?|default|defaults|note|notes|fields?|columns?|keys?|returns?|"
                                 r"output|response|usage|options?|values?|type|types|format|formats|of|is|are|"
                                 r"e\.g|eg|ie|see|tip|warning)$", re.I)
_EXAMPLE_LABEL = re.compile(r"\b(?:examples?|e\.g|usage|sample)\b|示例|例如|比如|样例", re.I)
_CONDITION_BEFORE = re.compile(r"(?:当|如果|若|假如|仅当|\bif\b|\bwhen\b|\bunless\b)[^。；;.\n]{0,30}$", re.I)
TYPE_NAMES = frozenset({"string", "str", "number", "int", "integer", "float", "null", "none", "list", "dict",
                         "object", "array", "bool", "boolean", "true", "false"})


def late_lists(text: str, lang: str) -> Iterator[ProseConstraint]:
    """The value lists read over the whole text after every other reading (`extract` keeps one
    only when no other reading found the same values, so an evidence read before stays):
    glossed values set out with semicolons and lists headed by a parameter's name."""
    glossed = colon_glossed(text) if "：" in text or ":" in text else None
    # each value glossed in another form: "zh_CN：中文，en_US：英文", "DIRECT - …; RECURSIVE - …"
    glossed = glossed or glossed_runs(text)
    if glossed:
        yield ProseConstraint("enum-values", glossed[0], None, _evidence(glossed[1]), lang, "enum")
    pairs = quoted_for_pairs(text) if any(q in text for q in "'\"`“") else None
    if pairs:
        yield ProseConstraint("enum-values", pairs[0], None, _evidence(pairs[1]), lang, "enum")
    yield from named_lists(text, lang)
    bare = _BARE_PIPES.match(text) or _BARE_OR.match(text)
    if bare is not None:
        # a parameter's whole text is its values ("SalaryPayment | BusinessPayment |
        # PromotionPayment", "user 或 assistant")
        values = tuple(dict.fromkeys(re.sub(r"\s*[(（].*$", "", v).strip().strip("\"'`“”‘’")
                                     for v in _BARE_SPLIT.split(bare.group("list"))))
        if bare.re is _BARE_OR and any(v in _KINDS_OF_VALUE for v in values):
            return  # "id or name", "name or email", "file or folder": the kinds of value it
            # takes, not the values
        # quoted, a type word is a value ("'followed', 'list', or 'none'"), not a JSON type
        quoted = any(q in bare.group("list") for q in "\"'`“‘")
        if all(values) and (quoted or 2 * sum(v.lower() in TYPE_NAMES for v in values) < len(values)):
            yield ProseConstraint("enum-values", values, None, _evidence(text.strip()), lang, "enum")


def named_lists(text: str, lang: str) -> Iterator[ProseConstraint]:
    """One value list per "name 为/支持/可选/= a、b 或 c" in `text`, its evidence opening with the name."""
    for head in NAMED_HEAD.finditer(text):
        m = _NAMED_LIST.match(text, head.end())
        if m is None or _PATH_NAME.search(head.group("name")):
            continue
        before = text[max(0, head.start() - 40):head.start()]
        if _CONDITION_BEFORE.search(before) or HEDGE.search(before[-16:]) or _EXAMPLE_BEFORE.search(before) \
                or _EXAMPLE_LABEL.search(before[-24:]) or re.search(r",(?=\S)", m.group(0)):
            continue  # a condition, an example ("**Example**: *categories=a,b"), one value's parts
        if re.match(r"\s*(?:时|的时候|\bfor\b|\bwhen\b)", text[m.end():]) or OPEN_MARK.search(m.group(0)) \
                or _ALSO_OTHERS.match(text, m.end()):
            continue  # the values of one case; an open list ("model=qwen、wan或z，也可传完整ID")
        if text[m.end():m.end() + 1] == "," and not re.search(r"(?:或|\bor\b)\s*" + _NAMED_ITEM + r"$", m.group(0)):
            continue  # "a, b, c, d, …" cut at a comma: only "… or z," closes a list there
        if re.search(r"[A-Za-z0-9_]\s*[(（]\s*$", text[max(0, head.start() - 40):head.start()]):
            continue  # "manageEnv(action=a 或 b)": the argument of another tool's call ("按类型
            # (symbol_type: a, b) 过滤" glosses this tool's own parameter in brackets)
        name = head.group("name")
        if head.group(0).rstrip()[-1:] in ":：" and (
                name[:1].isupper() or _OTHER_LABEL_NAMES.search(name)
                or not ("_" in name or re.search(r"[a-z][A-Z]", name)
                        or re.search(r"(?:^|[。；;\n]|[.!?]\s|^\s*[-*•]\s*)\s*$", text[:head.start()]))):
            continue  # "Fields: id, name", "one of: a, b": a label or a phrase, not a parameter
        items = [re.sub(r"\s*[(（].*$", "", i).strip() for i in _LIST_SPLIT_NAMED.split(_strip_glosses(m.group(0)))]
        if any(_ABSENCE.match(i) for i in items):
            continue  # "basic, full or empty": leaving it out is one of the choices
        values = tuple(dict.fromkeys(i for i in items if i))
        # "type: string, number or object" lists JSON types; one type word among the values
        # ("function, object, eh_frame, all") is a value like the others
        typed = sum(v.lower() in TYPE_NAMES for v in values)
        if 2 <= len(values) <= 12 and 2 * typed < len(values) \
                and (head.group(0).rstrip()[-1:] not in ":：" or _OR_JOIN_NAMED.search(m.group(0)) or len(values) >= 3):
            yield ProseConstraint("enum-values", values, None, _evidence(text[head.start():m.end()]), lang, "enum")


_BARE_PIPES = re.compile(r"^\s*(?:(?:one of|values?|options?|可选值?|取值)\s*[:：]\s*)?(?P<list>" + _NAMED_ITEM
                         + r"(?:\s*\|\s*" + _NAMED_ITEM + r"){1,24})\s*[.。]?\s*$", re.I)
# "user 或 assistant", "asc or desc": two to four lower-case machine words joined by "or"
_BARE_WORD = r"[a-z][a-z0-9_\-]{0,30}"
# each word may be quoted ("'followed', 'list', or 'none'"), and the list may end with its
# default in brackets ("(default 'list')", "（默认 asc）")
_BARE_ITEM = r"[\"'`“‘]?" + _BARE_WORD + r"[\"'`”’]?"
_BARE_OR = re.compile(r"^\s*(?P<list>" + _BARE_ITEM + r"(?:\s*,\s*" + _BARE_ITEM + r"){0,2}\s*,?\s*(?:\bor\b|或者?)\s*"
                      + _BARE_ITEM + r")\s*(?:[(（]\s*(?:[Dd]efault|默认)[^()（）]{0,30}[)）])?\s*[.。]?\s*$")
_KINDS_OF_VALUE = frozenset({"id", "ids", "uuid", "name", "names", "username", "email", "phone", "url", "uri",
                             "link", "path", "file", "files", "folder", "directory", "dir", "title",
                             "handle", "address", "slug", "key", "code", "number", "keyword", "keywords",
                             "query", "string", "label", "tag", "symbol", "ticker"})
_BARE_SPLIT = re.compile(r"\s*(?:\||,\s*or\b|,|\bor\b|或者|或)\s*")
_LIST_SPLIT_NAMED = re.compile(r"\s*(?:,\s*or\b|、|,|/|\||或者|或|\bor\b)\s*")  # "，" ends a Chinese clause
_OR_JOIN_NAMED = re.compile(r"或|\bor\b")


def _strip_glosses(run: str) -> str:
    """A list without the bracketed gloss after each value ("pcm（16kHz）或 ogg_opus" -> "pcm 或 ogg_opus")."""
    return re.sub(r"\s*[(（][^()（）\n]{1,30}[)）]", "", run)

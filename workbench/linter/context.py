"""`ToolContext`: what every rule knows about the tool it checks, computed once per tool.

Each fact is a typed attribute computed on first use and then kept (`functools.cached_property`):
a lint reads a fact from many rules, and after the first read it is a plain attribute lookup.
The engine builds one context per tool; set-scope rules get the list of them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from workbench import lexicon as lx
from workbench.linter.kept_data import PerSet, PropertyFact, PropertyFacts
from workbench.model import Tool, ToolSet
from workbench.packed_tools import PackedTool
from workbench.profiles import for_source
from workbench.schema.definitions import DefinitionUse, definition_use
from workbench.schema.validate import SchemaProblem, metaschema_problems
from workbench.schema.walk import SchemaIndex, SchemaNode, index_schema
from workbench.text import (
    CJK,
    NameVerb,
    description_verb_kind,
    mainly_chinese,
    mainly_chinese_prose,
    name_verb,
    sentences,
    singular,
    snake_name,
    split_name,
    text_of,
)

if TYPE_CHECKING:
    from workbench.linter.read_only_inputs import ReadOnlyInputs
    from workbench.linter.rules.effect_facts import Effect
    from workbench.profiles import Profile
    from workbench.prose import ProseConstraint

# A constraint stated in prose: (the parameter it is about, or None for the tool as a whole;
# the constraint; whether it came from the tool's own description).
StatedConstraint = tuple[SchemaNode | None, "ProseConstraint", bool]


# Envelope paths of the parameter schema as written (`ToolContext.written_schema`), first found wins.
_WRITTEN_SCHEMA: dict[str, tuple[tuple[str, ...], ...]] = {
    "openai-chat": (("function", "parameters"), ("parameters",)),
    "openai-responses": (("parameters",),),
    "mcp": (("inputSchema",),),
    "anthropic": (("input_schema",),),
    "gemini-json": (("parametersJsonSchema",), ("parameters_json_schema",)),
}

# Keywords whose subschemas test an instance rather than describe one: a property inside an `if`
# or a `not` is a condition on the arguments, not a parameter the model fills in.
CONDITION_KEYWORDS = frozenset({"if", "not", "contains", "propertyNames", "dependentSchemas"})

# A bound on how long each item is, not on how many there are.
_LENGTH_WORDS = re.compile(r"\b(?:characters?|chars?|long|length|bytes?|letters?|words?)\b|字符|长度|字节|个字", re.I)

# Substrings of every name `lexicon.ACTION_PARAM_NAMES` holds: a name without one of them is not
# what a tool dispatches on.
_DISPATCH_WORDS = ("act", "op", "command", "cmd", "method", "verb", "task", "func", "mode", "type",
                   "kind")

def names_a_manner(norm_name: str, enum: Any) -> bool:
    """A `method`/`function` parameter whose enum holds two or more values and none of them a
    read or write verb (`alcohol_wash`, `sugar_roll`, `sticky_board`; not `GET`/`POST`) says how
    the one action is done, not which action the tool takes: its siblings belong to every call.
    Values that are mostly plural nouns (`labels`, `assignees`, `branches`: "The type of data to
    fetch") pick which records, each with its own inputs: still a switch."""
    if norm_name not in lx.MANNER_ACTION_PARAM_NAMES or not isinstance(enum, list) or len(enum) < 2:
        return False
    words = [split_name(v) for v in enum if isinstance(v, str)]
    plural = [w for w in words if w and singular(w[-1]) != w[-1]]
    return 2 * len(plural) < len(enum) and not any(
        isinstance(v, str) and name_verb(v).kind in ("read", "write") for v in enum)


# Schema keys whose string values the model reads (besides descriptions): injection scans them.
_TEXT_KEYS = frozenset({"description", "title", "default", "const", "enum", "examples"})


_NUMBER_UNIT = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?\s?([A-Za-z]{2,6})\b")


def _by_unit_suffix(sentence: str, top: dict[str, SchemaNode]) -> list[str]:
    """The one numeric parameter whose name ends in the unit a tool-description number carries
    ("a single order is capped at 5,000 kWh" -> `quantity_kwh`), or whose description counts in
    its Chinese unit ("每次延长至少 1 小时" -> `extra_hours` "要延长的小时数"), or none."""
    units = {u.lower() for u in _NUMBER_UNIT.findall(sentence)}
    # "最长 120s。", "At most 30 s.": a bare limit in a time unit's symbol, with no subject of its
    # own, names the parameter counted in it (`seconds`, `timeout_s`); "设备响应最长 2s" has one
    if (bare := _BARE_TIME_LIMIT.match(sentence)) is not None:
        units |= set(_TIME_SYMBOLS[bare.group(1).lower()])
    zh_units = set(_NUMBER_UNIT_ZH.findall(sentence))
    if not units and not zh_units:
        return []
    hits = [name for name, n in top.items()
            if set(n.non_null_types) & {"number", "integer"} and split_name(name)[-1:]
            and (split_name(name)[-1] in units or any(u in n.description for u in zh_units))]
    return hits if len(hits) == 1 else []


_TIME_SYMBOLS = {"s": ("s", "sec", "secs", "second", "seconds"), "ms": ("ms", "millisecond", "milliseconds"),
                 "h": ("h", "hr", "hrs", "hour", "hours")}
_BARE_TIME_LIMIT = re.compile(r"^\W*(?:最长|最多|至多|不超过|上限|max(?:imum)?|at\s+most|up\s+to)\s*[:：]?\s*"
                              r"\d+(?:\.\d+)?\s?(ms|s|h)\b\W*$", re.I)


# A Chinese unit after a number ("至少 1 小时", "最多 3 天"): it binds to the one numeric parameter
# whose own description counts in it ("要延长的小时数").
_NUMBER_UNIT_ZH = re.compile(r"\d\s?(小时|分钟|秒钟|天|周|个月|公里|千米|公斤|千克|毫升|升|人|晚|间|张|页)")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _by_counted_noun(noun: str, top: dict[str, SchemaNode]) -> list[str]:
    """The one free string parameter that a closed list's counted noun names ("三个项目" ->
    `sport` described "运动项目"; "three sports" -> `sport`), or none."""
    hits = [name for name, n in top.items()
            if n.non_null_types == ("string",) and "enum" not in n.schema and "const" not in n.schema
            and (noun in split_name(name) or (CJK.search(noun) is not None and noun in n.description))]
    return hits if len(hits) == 1 else []


# What a parameter's own entry in the tool's parameter block states for it alone.
# "至少开一项", "enable at least one of them": a count of options switched on (booleans), not
# of the items of the tool's one list.
_SWITCHES_ON = re.compile(r"(?:打开|开启|启用|勾选|选择|开)\s*(?:[一二两三四五]|\d+)\s*(?:项|个|种)|"
                          r"\b(?:enable|turn on|switch on|toggle on|set to true)\b", re.I)


# The tool's one list states its own count ("只查这些股票，1~50只", "up to 25 symbols"): a count
# in the tool's prose naming no parameter is another quantity's ("无快照时最多扫描5000条", the log
# lines it scans), not a second limit of the list.
_OWN_COUNT = re.compile(r"\d\s*(?:-|–|~|～|到|至)\s*\d|最多|至多|不超过|上限|\bat\s+most\b|\bup\s+to\b|"
                        r"\bmax(?:imum)?\b|\bno\s+more\s+than\b|\bcapped\b", re.I)
# What the tool itself goes through ("最多扫描5000条", "scans at most 5000 lines"): its own work.
_TOOL_WORK = re.compile(r"扫描|遍历|检索|回溯|\bscan(?:s|ned|ning)?\b|\btraverses?\b|\blooks?\s+back\b", re.I)


def _counted_name(c: ProseConstraint, named: list[str]) -> list[str]:
    """Of several parameters a sentence names, the one its number counts: written right after
    the number and a counter word ("最多3段reference_audios", "at most 3 reference_audios") or
    right before a comparison ("prompt<=3000字"); [] when none or several are."""
    number = re.escape(str(c.value))
    out = [n for n in named
           if re.search(number + r"\s*[\u4e00-\u9fff]{0,2}\s*`?" + re.escape(n) + r"(?![\w])", c.sentence)
           or re.search(r"(?<![\w])" + re.escape(n) + r"`?\s*(?:<=|≤|<|>=|≥|>)\s*" + number, c.sentence)]
    return out if len(out) == 1 else []


# A sentence that opens with a parameter's name and a colon: its entry written inline, in the run
# of the tool text ("…ID。preview_text：试听台词，最多 300 字。", "limit: at most 50 rows.")
# "name：gloss，limit", or the name as the subject of a copula ("count 是要读的字节数（1–256）",
# "max_depth 取 0-6，默认 3", "`limit` is the number of rows, 1-100"): the parameter's own entry.
_INLINE_ENTRY = re.compile(r"^\s*(?:[-*•]\s*)?[`'\"]?(?P<name>[A-Za-z_][A-Za-z0-9_]{0,40})[`'\"]?\s*(?:[:：]"
                           r"(?!\s*[-+]?\d)|(?:是|为|取值?(?:范围)?为?|范围为?)(?=\s*\S)|"
                           r"(?:is|must\s+be|ranges?\s+(?:from|between))\s)")  # "length: 5 → Lines 100-104" is
# an example call, no entry
_OWN_ENTRY_KINDS = frozenset({"maximum", "minimum", "range", "max-length", "min-length",
                              "max-items", "min-items", "enum-values", "format"})


# The names of the tools of a set (`own_description` reads which words are other tools).
_tool_names: PerSet[frozenset[str]] = PerSet(
    lambda toolset: frozenset(t.name for t in toolset if isinstance(t.name, str)))


# (format, profile ids) -> (the profiles, their variants for that format): the tools of a set
# share a few such tuples instead of holding one each
_SOURCE_PROFILES: dict[tuple[Any, ...], tuple[tuple[Profile, ...], tuple[Profile, ...]]] = {}


def _source_profiles(profiles: tuple[Profile, ...], fmt: object) -> tuple[Profile, ...]:
    key = (fmt if isinstance(fmt, str) else None, *map(id, profiles))
    held = _SOURCE_PROFILES.get(key)
    if held is None or any(a is not b for a, b in zip(held[0], profiles)):
        held = (profiles, tuple(for_source(p, fmt) for p in profiles))
        if len(_SOURCE_PROFILES) >= 256:
            _SOURCE_PROFILES.clear()
        _SOURCE_PROFILES[key] = held
    return held[1]


# A boolean's text that makes it a preview of the tool's change: "show preview without
# creating", "validate only, do not save", "dry run", "只预览不提交"
_PREVIEW_SWITCH = re.compile(r"\bpreview\b[^.;]{0,40}\bwithout\s+(?:creating|saving|sending|applying|"
                             r"executing|committing|posting|writing|changing)\b|\bdry[- ]?run\b|"
                             r"\bvalidate only\b|仅预览|只预览|预览而不|试运行", re.I)


@dataclass(eq=False)
class ToolContext:
    """One tool, the profiles it is checked against, its set, and the facts rules share."""

    tool: Tool
    profiles: Sequence[Profile] = ()
    toolset: ToolSet | None = None

    def __post_init__(self) -> None:
        # a provider that reads this envelope's schema in another dialect (Gemini
        # `parametersJsonSchema` is JSON Schema, `parameters` an OpenAPI subset) is judged by the
        # facts of that dialect: `profiles.for_source`
        if self.profiles:
            self.profiles = _source_profiles(tuple(self.profiles), self.tool.source_format)

    def hold_tool(self) -> Tool:
        """The tool its own rules check: a packed tool (`workbench/packed_tools.py`) unpacked
        once for all of them (so what they compare by identity in its schema is one object),
        the packed one kept aside to be put back (`release_tool`) when they are done."""
        tool = self.tool
        if isinstance(tool, PackedTool):
            self.__dict__["packed_tool"] = tool
            self.tool = tool = tool.unpacked()
        return tool

    def release_tool(self) -> None:
        """The packed tool back in place of its unpacked copy (`hold_tool`)."""
        packed = self.__dict__.pop("packed_tool", None)
        if packed is not None:
            self.tool = packed

    @cached_property
    def index(self) -> SchemaIndex:
        """The one walk of the parameter schema (`workbench/schema/walk.py`)."""
        return index_schema(self.tool.parameters)

    @property
    def schema(self) -> Mapping[str, Any]:
        """The tool's parameter schema (normalised by the loader)."""
        return self.tool.parameters

    @cached_property
    def written_schema(self) -> Mapping[str, Any] | None:
        """The parameter schema exactly as the envelope holds it, for envelopes whose schema is
        JSON Schema by their own documentation (OpenAI, Anthropic, MCP, Gemini
        `parametersJsonSchema`); None for a dataset dialect (BFCL `dict`, Gemini `parameters`:
        the loader reads those) or when the envelope holds no schema object."""
        raw = self.tool.raw
        paths = _WRITTEN_SCHEMA.get(self.tool.source_format)
        if not paths or not isinstance(raw, Mapping):
            return None
        for path in paths:
            value: Any = raw
            for key in path:
                value = value.get(key) if isinstance(value, Mapping) else None
            if isinstance(value, Mapping):
                return value
        return None

    @cached_property
    def metaschema_problems(self) -> tuple[SchemaProblem, ...]:
        """Where the schema as written (`written_schema`, else the normalised one) breaks its
        draft's metaschema (`workbench.schema.validate.metaschema_problems`); () for a schema
        nested past the walk's depth bound (the schema-error rule reports that instead)."""
        target = self.written_schema
        if target is None:
            target = self.tool.parameters
        if not isinstance(target, Mapping) or self.index.truncated_at is not None:
            return ()
        return metaschema_problems(target)

    @cached_property
    def definitions(self) -> DefinitionUse:
        """The root `$defs`/`definitions` and which of them the schema references, directly or
        through other definitions (`DefinitionUse`)."""
        return definition_use(self.index)

    @cached_property
    def read_only_inputs(self) -> ReadOnlyInputs:
        """The input properties the schema marks read-only (`readOnly`, "Read-only.", 只读) and
        the definitions reached only through them: findings inside are dropped, and
        `read-only-input` names them (`workbench/linter/read_only_inputs.py`)."""
        from workbench.linter.read_only_inputs import read_only_inputs
        return read_only_inputs(self.index)

    @cached_property
    def description(self) -> str:
        """The tool description, "" when missing or not a string."""
        return text_of(self.tool.description)

    @cached_property
    def own_description(self) -> str:
        """The tool description without its passages about other tools (a "RELATED TOOLS" /
        "相关工具" section, a list entry led by another tool's name: `workbench.prose.scope`):
        what the effect and prose rules read as this tool's own words."""
        from workbench.prose.scope import own_text

        own = text_of(self.tool.name)
        toolset = self.toolset
        if toolset is None:
            return own_text(self.description, own)
        names = _tool_names(toolset)

        def another_tool(name: str) -> bool:
            # a tool of the set, unless this tool's own schema uses the word (an action value
            # `list_items` beside a tool `list_items` is this tool's action)
            return name in names and not any(
                n.name == name or n.schema.get("const") == name
                or (isinstance(n.schema.get("enum"), list) and name in n.schema["enum"])
                for n in self.index.nodes)

        return own_text(self.description, own, another_tool)

    @cached_property
    def annotations(self) -> Mapping[str, Any]:
        """The MCP annotations (`readOnlyHint`, `destructiveHint`...), {} when there are none."""
        ann = self.tool.annotations
        return ann if isinstance(ann, Mapping) else {}

    @cached_property
    def description_sentences(self) -> tuple[str, ...]:
        """The sentences of the tool description (`workbench.text.sentences`)."""
        return tuple(sentences(self.description)) if self.description else ()

    @cached_property
    def language(self) -> str:
        """"zh" when the tool's texts (its description and the parameter descriptions) are mainly
        Chinese, else "en": the language of the examples a message gives. Machine words do not
        count as English: `snake_case` names, `a|b|c` value lists, backticked code ("在京东搜索商品。
        sort: relevance|sales_desc|price_asc" is Chinese prose)."""
        if mainly_chinese(self.model_text):
            return "zh"
        prose = "\n".join([self.description, *(n.description for n in self.index.properties()
                                               if n.description)])
        return "zh" if mainly_chinese_prose(prose) else "en"

    # ------------------------------------------------------------------------------- the name

    @cached_property
    def name_tokens(self) -> tuple[str, ...]:
        """`crm_getCustomer` -> ("crm", "get", "customer") (`workbench.text.split_name`)."""
        return split_name(text_of(self.tool.name))

    @cached_property
    def name_verb(self) -> NameVerb:
        """The action word of the tool name and its kind (`workbench.text.name_verb`)."""
        return name_verb(text_of(self.tool.name))

    @cached_property
    def action_kind(self) -> str | None:
        """read / write / compute / catchall from the name's verb, else from the description's
        leading verb."""
        return self.name_verb.kind or description_verb_kind(self.description)

    @cached_property
    def changes_state(self) -> bool:
        """The tool changes something beyond the conversation, read from its strongest signal:
        the MCP hints first (`readOnlyHint: true` wins), then a stated effect, then a plain write
        verb in the name (a noun-like one such as `text` in `text_translation` is not enough),
        then the description's leading verb."""
        ann = self.annotations
        if ann.get("readOnlyHint") is True:
            return False
        if ann.get("readOnlyHint") is False or ann.get("destructiveHint") is True or self.effects:
            return True
        verb = self.name_verb
        if verb.verb in lx.ARITHMETIC_WRITE_VERBS and self._numbers_only:
            return False  # `add(a, b)`: a calculator sums two numbers, it stores nothing
        if verb.kind is not None and (verb.kind != "write" or verb.verb not in lx.NOUN_VERBS):
            return verb.kind == "write"
        if verb.verb in lx.MOVE_OR_MONEY_VERBS and verb.index == 0 and re.match(
                rf"{re.escape(verb.verb or '')}s?\s+(?!of\b|for\b|to\b|is\b|are\b)\w",
                self.description.strip().lower()):
            return True  # `transfer_cycle_issues`: "Transfer issues from one cycle to another"
        return description_verb_kind(self.description) == "write"

    @cached_property
    def _numbers_only(self) -> bool:
        """Every argument is a plain number, none an id (`add(a, b)`; `add_points(user_id,
        points)` adds to someone's stored balance)."""
        props = list(self.index.top_level_properties())
        return bool(props) and all(
            n.non_null_types and set(n.non_null_types) <= {"number", "integer"}
            and split_name(n.name or "")[-1:] != ("id",) for n in props)

    # ------------------------------------------------------------------------------- the schema

    @cached_property
    def confirm_gate(self) -> SchemaNode | None:
        """The top-level parameter by which the tool gates its own effects: `confirm`,
        `confirmDrain`, `dry_run`, `force`, `yes`, or a switch whose text says it previews the
        change without making it (None when it has none)."""
        for node in self.index.top_level_properties():
            tokens = split_name(node.name or "")
            if set(tokens) & lx.CONFIRM_TOKENS or "_".join(tokens) in lx.GATE_PARAM_NAMES:
                return node
        for node in self.index.top_level_properties():
            # a switch whose own text says it shows the change without making it ("If true,
            # validate and show preview without creating (default: true)": QuickBooks' `draft`)
            if "boolean" in node.non_null_types and _PREVIEW_SWITCH.search(node.description):
                return node
        return None

    @cached_property
    def named_properties(self) -> tuple[tuple[SchemaNode, tuple[str, ...]], ...]:
        """Every property node with the tokens of its name."""
        return tuple((n, split_name(n.name or "")) for n in self.index.properties())

    @cached_property
    def dispatch_node(self) -> SchemaNode | None:
        """The top-level parameter a multi-action tool dispatches on (`action`, `operation`, or a
        `mode`/`type` whose enum values are verbs: `["createAgent", "deleteAgent"]`), else None.
        Its other parameters usually belong to some of the actions only."""
        for node in self.index.top_level_properties():
            low = str(node.name or "").lower()
            if not any(w in low for w in _DISPATCH_WORDS):
                continue  # most names: no split needed to know
            norm = snake_name(node.name or "")
            enum = node.schema.get("enum")
            if norm in lx.STRONG_ACTION_PARAM_NAMES and not names_a_manner(norm, enum):
                return node
            if norm in lx.ACTION_PARAM_NAMES and isinstance(enum, list) and len(enum) >= 2 and all(
                    isinstance(v, str) and name_verb(v).kind in ("read", "write") for v in enum):
                return node
        return None

    def sibling_properties(self, node: SchemaNode) -> Mapping[str, Any]:
        """The `properties` of the object that holds `node` (its own entry included), in their
        written order; empty when it has none."""
        parent = self.nodes_by_pointer.get(node.parent or "")
        props = parent.schema.get("properties") if parent is not None else None
        return props if isinstance(props, Mapping) else {}

    def sibling_names(self, node: SchemaNode) -> tuple[str, ...]:
        """The names of the other properties of the object that holds `node`."""
        return tuple(k for k in self.sibling_properties(node) if k != node.name)

    def sibling_enums(self, node: SchemaNode) -> tuple[tuple[Any, ...], ...]:
        """The `enum` lists of the other properties of the object that holds `node`."""
        return tuple(tuple(v["enum"]) for k, v in self.sibling_properties(node).items()
                     if k != node.name and isinstance(v, Mapping) and isinstance(v.get("enum"), list))

    @cached_property
    def enum_nodes(self) -> tuple[SchemaNode, ...]:
        """The nodes whose `enum` is a list, in walk order."""
        return tuple(n for n in self.index.nodes if isinstance(n.schema.get("enum"), list))

    @cached_property
    def property_facts(self) -> PropertyFacts:
        """Every property node as the set-scope rules need it (`PropertyFact`), in walk order."""
        return PropertyFacts(PropertyFact(n.pointer, n.name, n.parent, n.required,
                                          len(n.types) > 1 or "anyOf" in n.schema)
                             for n in self.index.properties())

    @cached_property
    def nodes_by_pointer(self) -> dict[str, SchemaNode]:
        """JSON pointer -> node of the walk."""
        return {n.pointer: n for n in self.index.nodes}

    @cached_property
    def condition_pointers(self) -> frozenset[str]:
        """Pointers of the nodes inside a condition (`CONDITION_KEYWORDS`), at any depth."""
        inside: set[str] = set()
        for n in self.index.nodes:  # pre-order: a parent comes before its children
            if n.via in CONDITION_KEYWORDS or (n.parent is not None and n.parent in inside):
                inside.add(n.pointer)
        return frozenset(inside)

    @cached_property
    def gemini_source_index(self) -> SchemaIndex | None:
        """For a tool written in Gemini's dialect, the walk of its parameters as written (Gemini
        sees those, not the normalised schema); None for every other tool."""
        tool = self.tool
        if tool.source_format == "gemini" and isinstance(tool.raw, Mapping):
            raw = tool.raw.get("parameters")
            if isinstance(raw, Mapping):
                return index_schema(raw)
        return None

    # ------------------------------------------------------------------------------- the prose

    @cached_property
    def stated_constraints(self) -> tuple[StatedConstraint, ...]:
        """Every constraint the prose states (`workbench.prose.extract`), with the parameter it
        is about. A tool-description sentence naming exactly one top-level parameter ("金额必须
        小于等于 1000 元" with `amount`) applies to that parameter, and a count of items naming
        none ("At most 100 IDs per call") to the tool's only array parameter."""
        from workbench.prose import extract, named_parameters  # the rules load it; the engine need not

        out: list[StatedConstraint] = []
        for node in self.index.properties():
            if node.description:
                out.extend((node, c, False) for c in extract(node.description))
        if self.description:
            top = {n.name: n for n in self.index.top_level_properties() if n.name}
            arrays = [n for n in top.values() if n.non_null_types == ("array",)]
            passages = self.parameter_passages
            for c in extract(self.own_description):  # not what RELATED TOOLS say of others
                named = named_parameters(c.sentence, list(top))
                head = self._inline_entry(c, top) if c.kind in _OWN_ENTRY_KINDS else None
                if head and (not named or head in named):
                    # "preview_text：试听台词，最多 300 字。": the sentence is that parameter's entry
                    named = [head]
                    self.entry_bound.add(id(c))
                if not named and len(arrays) == 1 and arrays[0].name and \
                        c.kind in ("max-items", "min-items") and not _SWITCHES_ON.search(c.sentence) \
                        and not _OWN_COUNT.search(arrays[0].description or "") \
                        and not _TOOL_WORK.search(c.sentence):
                    named = [arrays[0].name]  # "At most 100 IDs per call": the one list it takes
                elif not named and c.kind in ("maximum", "minimum", "range"):
                    named = _by_unit_suffix(c.sentence, top)  # "capped at 5,000 kWh": `quantity_kwh`
                    # "Loans run between 2 and 26 weeks": `loan_weeks`; a one-sided bound ("the
                    # tank holds up to 50 gallons") may be a whole's, not the input's
                    subject = self._by_subject(c.sentence) if c.kind == "range" else []
                    named = named or subject
                    if named and named == subject:
                        self.subject_bound.add(id(c))
                    if not named and len(arrays) == 1:
                        counted = self._count_of_list(c, arrays[0])
                        if counted is not None:  # "Tags must be unique … at most 8 per session"
                            c, named = counted, [arrays[0].name or ""]
                elif not named and c.kind == "enum-values" and c.unit:
                    named = _by_counted_noun(c.unit, top)  # "仅支持足球、篮球两个项目": `sport` (运动项目)
                if len(named) > 1 and c.kind in ("maximum", "minimum", "max-items", "min-items",
                                                 "max-length", "min-length"):
                    named = _counted_name(c, named) or named  # "可用speaker或最多3段reference_audios"
                if len(named) == 1:
                    if named[0] in passages and c.kind in _OWN_ENTRY_KINDS:
                        continue  # its entry says its limits and values (read below)
                    out.append((top[named[0]], c, True))
                elif not named or c.kind in ("condition", "field-group"):
                    out.append((None, c, True))  # a rule linking several: the cross-field rules sort it
            # A parameter the tool text documents in an entry of its own ("- limit: 返回条数，最大
            # 1000") has its limits and values there: a number elsewhere that names it is another
            # thing's ("LIMIT 最大 100 万行" in an SQL guide), and a sentence run on from the
            # entry above mixes in that parameter's values
            for name, passage in passages.items():
                out.extend((top[name], c, True) for c in extract(passage) if c.kind in _OWN_ENTRY_KINDS)
        return tuple(out)

    @cached_property
    def entry_bound(self) -> set[int]:
        """ids of the tool-text constraints of `stated_constraints` read in a sentence that opens
        with a parameter's name and a colon ("demo_text：试听文本 4–300 字。"): that parameter's own
        entry, written inline, so its numbers are its limits, not a bare number of the tool's prose."""
        return set()

    def _inline_entry(self, c: ProseConstraint, top: Mapping[str, SchemaNode]) -> str | None:
        """The parameter whose inline entry ("name：gloss，limit") holds constraint `c`, or None."""
        from workbench.prose.scope import sentence_around

        sentence = sentence_around(self.own_description, c.sentence)
        m = _INLINE_ENTRY.match(sentence)
        return m.group("name") if m and m.group("name") in top else None

    @cached_property
    def subject_bound(self) -> set[int]:
        """ids of the tool-text constraints of `stated_constraints` bound to a parameter by
        the subject or unit of their sentence (`workbench.prose.scope.subject_parameter`): a
        range said of that parameter by name, not a bare number in the tool's prose."""
        return set()

    def _count_of_list(self, c: ProseConstraint, array: SchemaNode) -> ProseConstraint | None:
        """A bare one-sided bound ("at most 8 per session", "每个会话最多 8") in a clause of a
        sentence whose subject is the tool's one list ("Tags must be unique, lowercase and there
        can be at most 8 per session", "标签必须唯一且为小写，每个会话最多 8"): the number of
        items, as `max-items`/`min-items`. Not a length ("at most 20 characters") nor a number
        with a unit of its own."""
        from workbench.prose.scope import sentence_around, sentence_subject

        if c.kind not in ("maximum", "minimum") or c.unit or not isinstance(c.value, int) \
                or isinstance(c.value, bool) or c.value < 1:
            return None
        sentence = sentence_around(self.own_description, c.sentence)
        if sentence.strip() == c.sentence.strip() or _LENGTH_WORDS.search(sentence):
            return None  # the clause is the whole sentence: its subject is the number's own
        params = {array.name or "": (tuple(split_name(array.name or "")), array.description)}
        if not sentence_subject(sentence, params):
            return None
        return replace(c, kind="max-items" if c.kind == "maximum" else "min-items")

    def _by_subject(self, fragment: str) -> list[str]:
        """The one numeric top-level parameter the tool-text sentence around `fragment` is
        about, or none."""
        from workbench.prose.scope import sentence_around, subject_parameter

        sentence = sentence_around(self.own_description, fragment)
        if _CJK.search(fragment):
            # a Chinese clause is read alone: "统计 1~5 年资的职缺，pages 为要读的页数" bounds the
            # years of the first clause, not the `pages` the next one names
            sentence = fragment
        numeric = {n.name: (tuple(split_name(n.name)), n.description)
                   for n in self.index.top_level_properties()
                   if n.name and set(n.non_null_types) & {"number", "integer"}}
        return subject_parameter(sentence, numeric)

    @cached_property
    def parameter_passages(self) -> dict[str, str]:
        """{top-level parameter name: its entry in the description's parameter block} ("Args:",
        "### 参数说明": `workbench.prose.passages`): for the model, what the tool text says
        about that parameter, read as its description by the unit, format and description
        rules."""
        from workbench.prose.passages import parameter_passages

        names = [n.name for n in self.index.top_level_properties() if n.name]
        return parameter_passages(self.description, names)

    @cached_property
    def shared_passages(self) -> dict[str, str]:
        """`parameter_passages` with the entries several parameters share ("start_time /
        end_time：毫秒级时间戳"): what such an entry says of their kind (a unit) is each one's."""
        from workbench.prose.passages import parameter_passages

        names = [n.name for n in self.index.top_level_properties() if n.name]
        return parameter_passages(self.description, names, shared=True)

    def passage_of(self, node: SchemaNode, *, shared: bool = False) -> str:
        """The tool description's entry for `node` when it is a top-level parameter, else "";
        with `shared`, an entry it shares with other parameters counts too."""
        if node.via != "properties" or not node.name or node.parent != "":
            return ""
        return (self.shared_passages if shared else self.parameter_passages).get(node.name, "")

    @cached_property
    def effects(self) -> tuple[Effect, ...]:
        """What the tool does beyond the conversation that the user must agree to (deletes,
        moves money, books, messages people...), with where it shows
        (`workbench/linter/rules/effect_facts.py`)."""
        from workbench.linter.rules.effect_facts import stated_effects  # a rules-side reading

        return tuple(stated_effects(self))

    @cached_property
    def model_texts(self) -> tuple[tuple[str, str], ...]:
        """(pointer, text) of every text the model reads: title, description, and the string
        descriptions, titles, defaults, consts, enum values and examples of the schema."""
        out: list[tuple[str, str]] = []
        add = out.append
        tool = self.tool
        title = text_of(tool.title)
        if title:
            add(("", title))
        if self.description:
            add(("", self.description))
        for node in self.index.nodes:
            s = node.schema
            present = _TEXT_KEYS.intersection(s)
            if not present:
                continue
            p = node.pointer
            if len(present) == 1 and "description" in present:  # the usual node: skip 5 lookups
                v = s["description"]
                if isinstance(v, str) and v:
                    add((p, v))
                continue
            for key in ("description", "title", "default", "const"):
                v = s.get(key)
                if isinstance(v, str) and v:
                    add((p, v))
            for key in ("enum", "examples"):
                vs = s.get(key)
                if isinstance(vs, list):
                    for v in vs:
                        if isinstance(v, str) and v:
                            add((p, v))
        return tuple(out)

    @cached_property
    def model_text(self) -> str:
        """All of `model_texts` in one string, for a first cheap scan."""
        return "\n".join([t for _, t in self.model_texts])

    @cached_property
    def model_text_lower(self) -> str:
        """`model_text` lower-cased, for substring pre-checks shared by several rules."""
        return self.model_text.lower()

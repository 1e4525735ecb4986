"""`ToolContext`: what every rule knows about the tool it checks, computed once per tool.

Each fact is a typed attribute computed on first use and then kept (`functools.cached_property`):
a lint reads a fact from many rules, and after the first read it is a plain attribute lookup.
The engine builds one context per tool; set-scope rules get the list of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Optional, Tuple

from workbench.model import Tool, ToolSet
from workbench.schema.walk import SchemaIndex, SchemaNode, index_schema
from workbench.text import (NameVerb, cjk_count, description_verb_kind, name_verb, sentences,
                           snake_name, split_name, text_of)

if TYPE_CHECKING:
    from workbench.profiles import Profile
    from workbench.prose import ProseConstraint

# A constraint stated in prose: (the parameter it is about, or None for the tool as a whole;
# the constraint; whether it came from the tool's own description).
StatedConstraint = Tuple[Optional[SchemaNode], "ProseConstraint", bool]

# Keywords whose subschemas test an instance rather than describe one: a property inside an `if`
# or a `not` is a condition on the arguments, not a parameter the model fills in.
CONDITION_KEYWORDS = frozenset({"if", "not", "contains", "propertyNames", "dependentSchemas"})

# Substrings of every name `lexicon.ACTION_PARAM_NAMES` holds: a name without one of them is not
# what a tool dispatches on.
_DISPATCH_WORDS = ("act", "op", "command", "cmd", "method", "verb", "task", "func", "mode", "type",
                   "kind")

# Schema keys whose string values the model reads (besides descriptions): injection scans them.
_TEXT_KEYS = frozenset({"description", "title", "default", "const", "enum", "examples"})


@dataclass(eq=False)
class ToolContext:
    """One tool, the profiles it is checked against, its set, and the facts rules share."""

    tool: Tool
    profiles: Sequence[Profile] = ()
    toolset: ToolSet | None = None

    @cached_property
    def index(self) -> SchemaIndex:
        """The one walk of the parameter schema (`workbench/schema/walk.py`)."""
        return index_schema(self.tool.parameters)

    @property
    def schema(self) -> Mapping[str, Any]:
        """The tool's parameter schema (normalised by the loader)."""
        return self.tool.parameters

    @cached_property
    def description(self) -> str:
        """The tool description, "" when missing or not a string."""
        return text_of(self.tool.description)

    @cached_property
    def description_sentences(self) -> tuple[str, ...]:
        """The sentences of the tool description (`workbench.text.sentences`)."""
        return tuple(sentences(self.description)) if self.description else ()

    @cached_property
    def language(self) -> str:
        """"zh" when the tool's texts (its description and the parameter descriptions) are mainly
        Chinese, else "en": the language of the examples a message gives."""
        text = self.model_text
        cjk = cjk_count(text)
        return "zh" if cjk >= 2 and cjk * 3 >= sum(c.isascii() and c.isalpha() for c in text) else "en"

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

    # ------------------------------------------------------------------------------- the schema

    @cached_property
    def named_properties(self) -> tuple[tuple[SchemaNode, tuple[str, ...]], ...]:
        """Every property node with the tokens of its name."""
        return tuple((n, split_name(n.name or "")) for n in self.index.properties())

    @cached_property
    def dispatch_node(self) -> SchemaNode | None:
        """The top-level parameter a multi-action tool dispatches on (`action`, `operation`, or a
        `mode`/`type` whose enum values are verbs: `["createAgent", "deleteAgent"]`), else None.
        Its other parameters usually belong to some of the actions only."""
        from workbench import lexicon as lx  # word lists: only for tools that reach this fact

        for node in self.index.top_level_properties():
            low = str(node.name or "").lower()
            if not any(w in low for w in _DISPATCH_WORDS):
                continue  # most names: no split needed to know
            norm = snake_name(node.name or "")
            if norm in lx.STRONG_ACTION_PARAM_NAMES:
                return node
            enum = node.schema.get("enum")
            if norm in lx.ACTION_PARAM_NAMES and isinstance(enum, list) and len(enum) >= 2 and all(
                    isinstance(v, str) and name_verb(v).kind in ("read", "write") for v in enum):
                return node
        return None

    @cached_property
    def enum_nodes(self) -> tuple[SchemaNode, ...]:
        """The nodes whose `enum` is a list, in walk order."""
        return tuple(n for n in self.index.nodes if isinstance(n.schema.get("enum"), list))

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
        小于等于 1000 元" with `amount`) applies to that parameter."""
        from workbench.prose import extract, named_parameters  # the rules load it; the engine need not

        out: list[StatedConstraint] = []
        for node in self.index.properties():
            if node.description:
                out.extend((node, c, False) for c in extract(node.description))
        if self.description:
            top = {n.name: n for n in self.index.top_level_properties() if n.name}
            for c in extract(self.description):
                named = named_parameters(c.sentence, list(top))
                if len(named) == 1:
                    out.append((top[named[0]], c, True))
                elif not named or c.kind == "condition":
                    out.append((None, c, True))  # a condition links several: prose-condition sorts it
        return tuple(out)

    @cached_property
    def model_texts(self) -> tuple[tuple[str, str], ...]:
        """(pointer, text) of every text the model reads: title, description, and the string
        descriptions, titles, defaults, consts, enum values and examples of the schema."""
        out: list[tuple[str, str]] = []
        add = out.append
        tool = self.tool
        if text_of(tool.title):
            add(("", tool.title))
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

"""Set-scope `collision` rules: duplicate names, names that differ only in spelling, and tools
that overlap (same action on the same object, or near-identical descriptions).

The same `get_customer` from CRM and from support either overrides the other or needs routing by
source; `crm_get_customer` / `support_get_customer` with descriptions that say which system's
record each returns is the fix. An old and a new name for the same tool kept visible side by
side compete for the model's choice — `near-duplicate-tools` finds those too, including a tool
whose description says it is deprecated in favour of another tool of the set ("DEPRECATED: Use
read_text_file instead", "已废弃，请改用 manageEnv").

Cost: near-duplicates are found with a MinHash over description words (CJK bigrams for
Chinese, 8 hashes in 4 bands of 2); only tools sharing a MinHash band or a (verb, object) key
are compared, so a set of n tools costs O(n) plus the size of the candidate buckets, not O(n²).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.retired_tools import deprecated_successors
from workbench.linter.rules.description_bands import MAX_BUCKET as _MAX_BUCKET
from workbench.linter.rules.description_bands import DescriptionBands
from workbench.linter.rules.twin_leads import (
    batch_twins,
    each_names_its_difference,
    leads_name_own_objects,
    leads_tell_apart,
    open_with_other_actions,
    opposite_directions,
)
from workbench.linter.rules.twin_leads import inputs_key as same_inputs_key
from workbench.model import ToolSet
from workbench.text import has_cjk, name_verb, singular, split_name, text_of, words

_SPELLING = re.compile(r"[\s_.\-:/]+")
_SYNONYMS = {"fetch": "get", "retrieve": "get", "read": "get", "obtain": "get", "show": "get",
             "view": "get", "lookup": "get", "look": "get", "load": "get", "describe": "get",
             "find": "search", "query": "search", "add": "create", "new": "create",
             "insert": "create", "make": "create", "generate": "create", "remove": "delete",
             "erase": "delete",
             "edit": "update", "modify": "update", "change": "update", "set": "update"}
NEAR_DUP_JACCARD = 0.85
SAME_ACTION_JACCARD = 0.5
NAME_OVERLAP = 0.5
# Same action on the same object AND the same parameter names: two tools that take exactly the
# same arguments to do the same thing compete even when their descriptions are worded apart
# (Chinese rephrasings share fewer bigrams than English ones share words).
SAME_PARAMS_JACCARD = 0.4


def _where(tool) -> str:
    return tool.origin.describe()


@rule("duplicate-tool-name", category="collision", severity="error",
      summary="Give every tool a unique name; prefix tools from different systems with their "
              "domain (`crm_get_customer`, `support_get_customer`).",
      bad=Example([{"name": "get_customer", "description": "CRM"},
                   {"name": "get_customer", "description": "Support"}]),
      good=Example.tool_set(Example.of(name="crm_get_customer"),
                            Example.of(name="support_get_customer")),
      scope="set",
      rationale="With duplicate names the later registration may silently replace the earlier one, "
                "or the executor must route by source.")
def check_duplicate_names(toolset: ToolSet, contexts) -> Iterator[Hit]:
    groups: dict[str, list] = defaultdict(list)
    for tool in toolset:
        groups[text_of(tool.name)].append(tool)
    for name, tools in groups.items():
        if len(tools) > 1 and name:
            places = "; ".join(_where(t) for t in tools[:5]) + (" ..." if len(tools) > 5 else "")
            yield Hit("", _duplicate_message(name, tools, places), tool=name)


def _duplicate_message(name: str, tools: list, places: str) -> str:
    """The same definition listed again is a repeat to drop; two different tools under one name
    may be two agents' toolsets collected into one list (openmanus's two `python_execute`), which
    only the author can tell: the message says what to check."""
    if len({(t.description or "", json.dumps(t.parameters, sort_keys=True, default=str))
            for t in tools}) == 1:
        return f"{len(tools)} tools are named {name!r} with the same definition ({places}): keep one."
    if all(has_cjk(t.description or "") for t in tools):
        return (f"{len(tools)} 个不同的工具都叫 {name!r}（{places}）：同一个模型看到的工具列表里，"
                "后注册的可能覆盖先注册的，调用也无法区分；若它们会一起交给模型，请改名使每个名字唯一"
                "（例如加业务前缀）；若分属不同智能体的工具集，请分开检查各自的列表。")
    return (f"{len(tools)} different tools are named {name!r} ({places}): if they reach the model in "
            "one list, the later registration may replace the earlier and calls cannot tell them "
            "apart, so rename them so each name is unique, e.g. with a domain prefix; if they "
            "belong to different agents' toolsets, lint each agent's list on its own.")


@rule("tool-name-spelling-collision", category="collision", severity="warning",
      summary="Do not keep tools whose names differ only in case or separators (`getUser` and "
              "`get_user`): keep one name.",
      bad=Example.tool_set(Example.of(name="get_user"), Example.of(name="getUser")),
      good=Example.tool_set(Example.of(name="crm_get_user"), Example.of(name="crm_get_order")),
      scope="set")
def check_spelling_collision(toolset: ToolSet, contexts) -> Iterator[Hit]:
    groups: dict[str, dict[str, None]] = defaultdict(dict)
    for tool in toolset:
        name = text_of(tool.name)
        if name:
            groups[_SPELLING.sub("", name).lower()][name] = None
    for names in groups.values():
        if len(names) > 1:
            first, *others = list(names)
            for other in others:
                yield Hit("", f"{other!r} differs from {first!r} only in case or separators: "
                              "models and executors confuse them; keep one name.", tool=other)


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 0.0
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter)


# `query` is a lookup as often as a search (`weather_query_forecast` = `weather_get_forecast`,
# 查询): a name with it is compared with both.
_EITHER = {"query": ("get", "search")}


def _action_keys(name: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]] | None:
    """((canonical verb, object tokens...) for each reading of the verb, domain tokens) for
    `crm_get_customer`."""
    tokens = split_name(name)
    verb = name_verb(name)
    if verb.verb is None or verb.index < 0:
        return None
    canons = _EITHER.get(verb.verb) or (_SYNONYMS.get(verb.verb, verb.verb),)
    if (verb.index > 0 and tokens[verb.index - 1] in _LINKS) or (
            verb.index < len(tokens) - 1 and tokens[verb.index + 1] in _LINKS):
        # `dribbble_for_check_username`, `invert_image_invert_get_for_image_v2`: an endpoint
        # named "for" its API; the word read as the verb belongs to the API's name, and the
        # endpoint's own act and object are before it, in no known order
        return None
    if verb.index == len(tokens) - 1 or (verb.index > 0 and tokens[verb.index + 1] == "by"):
        # `epics-get-by-id` reads like `epics_search`: the tokens before the verb are the object
        # (epics, stories, teams of one server), not a system
        if verb.index < len(tokens) - 1:
            return tuple((c,) + tokens[:verb.index] + tokens[verb.index + 1:] for c in canons), ()
        # object first, verb last (`orders_search`, `orders_find`): what precedes is the object
        return (tuple((c,) + tokens[:verb.index] for c in canons), ()) if verb.index > 0 else None
    return tuple((c,) + tokens[verb.index + 1:] for c in canons), tokens[:verb.index]


# Words that join an endpoint's name to its API's (`..._for_<api>`, `..._of_<api>`).
_LINKS = frozenset({"for", "of", "via", "from"})


def _verb_last(name: str) -> bool:
    """`orders_search`: the verb ends the name, so what precedes it may be a system (`kubectl`)
    as well as an object; such names compete only with the same parameters."""
    verb = name_verb(text_of(name))
    return verb.verb is not None and verb.index == len(split_name(text_of(name))) - 1


def _param_names(tool) -> frozenset[str]:
    return frozenset(tool.argument_properties())


def _bare_alias(name: str) -> tuple[str, ...] | None:
    """`billing_refund` for `billing_create_refund`: the tokens of a name with its verb taken
    out, when the name has a verb and an object (an old name often is the new one without its
    verb, and both exposed side by side compete)."""
    tokens = split_name(name)
    verb = name_verb(name)
    if verb.verb is None or verb.index < 0 or verb.index >= len(tokens) - 1:
        return None
    return tokens[:verb.index] + tokens[verb.index + 1:]


# A version mark at the end of a name: `port_book_truck_slot_v2`, `search_legacy`; not `new`
# or `latest` (`browser_tab_new` opens a tab, `news_latest` reads the latest), nor a bare number
# (`hash_sha_256`).
_VERSION_TOKEN = re.compile(r"^(?:v\d+|old|legacy|deprecated)$")


def _unversioned(name: str) -> tuple[str, ...] | None:
    """The tokens of a name without its trailing version mark (`port_book_truck_slot` for
    `port_book_truck_slot_v2`), when it has one and something is left that names an action."""
    tokens = split_name(name)
    if len(tokens) > 2 and tokens[-2] == "v" and tokens[-1].isdigit():
        tokens = (*tokens[:-2], "v" + tokens[-1])  # `v2` split into `v`, `2`
    if len(tokens) < 3 or not _VERSION_TOKEN.match(tokens[-1]):
        return None
    return tuple(tokens[:-1])


def _object_words(name: str) -> frozenset[str]:
    """What a tool name acts on: the tokens after its verb (all tokens when it has none)."""
    tokens = split_name(name)
    verb = name_verb(name)
    rest = tokens[verb.index + 1:] if verb.verb is not None and verb.index >= 0 else tokens
    return frozenset(rest or tokens)




# "Prefer this tool over assign_copilot_to_issue", "use X instead of Y", "优先使用本工具而不是 X":
# the author has said which of the two to call.
_PREFERENCE = re.compile(r"\bprefer\b|\binstead of\b|\brather than\b|\bunlike\b|\bover\b|"
                         r"\bnot for\b|\bvs\.?\s|优先|而不是|而非|代替|取代|区别于|不同于")


def _says_which(a, b) -> bool:
    """Does either description name the other tool beside a preference ("Prefer this tool over
    `b`")? Then the model is told when to use which."""
    for this, other in ((a, b), (b, a)):
        text = text_of(this.description)
        name = text_of(other.name)
        # the name written literally first: most descriptions do not hold it (no pattern compiled)
        for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) \
                if len(name) >= 4 and name in text else ():
            if _PREFERENCE.search(text[max(0, m.start() - 40):m.start()].lower()):
                return True
    return False


def _different_acts(a, b) -> bool:
    """Two tools whose descriptions share a boilerplate block but whose names do different
    things: opposite verbs (`insert_blank_slide` / `delete_slide`), or an object one name adds
    that its own description names and the other's does not (`delete_policy_rule` / `delete_policy`:
    "Delete a policy rule")."""
    name_a, name_b = text_of(a.name), text_of(b.name)
    na, nb = name_verb(name_a), name_verb(name_b)
    ca, cb = _SYNONYMS.get(na.verb or "", na.verb), _SYNONYMS.get(nb.verb or "", nb.verb)
    if ca and cb and ca != cb and "write" in (na.kind, nb.kind):
        return True  # `get_revpar` / `calculate_revpar` may be one act; insert/delete are not
    obj_a, obj_b = _object_words(name_a), _object_words(name_b)
    text_a, text_b = text_of(a.description).lower(), text_of(b.description).lower()
    if not (obj_a < obj_b or obj_b < obj_a):
        return False  # only a name that adds a word to the other's object names a part of it
    for own, mine, theirs in ((obj_a - obj_b, text_a, text_b), (obj_b - obj_a, text_b, text_a)):
        if any(len(w) > 2 and w in mine and re.search(rf"\b{re.escape(w)}", mine)
               and not re.search(rf"\b{re.escape(w)}", theirs) for w in own):
            return True
    return False


def _told_apart(a, dom_a: tuple[str, ...], b, dom_b: tuple[str, ...]) -> bool:
    """Do two tools of different systems each name their own system in the description and not
    the other's (`oxylabs_google_*`: "Scrape Google search results" vs "Scrape Amazon ...")?"""
    text_a, text_b = text_of(a.description).lower(), text_of(b.description).lower()
    own_a = [t for t in dom_a if t not in dom_b and len(t) > 2]
    own_b = [t for t in dom_b if t not in dom_a and len(t) > 2]
    # `epics`/`stories`: "Get a Shortcut epic", "Get a Shortcut story" name each its own
    own_a = [t if t in text_a else singular(t) for t in own_a]
    own_b = [t if t in text_b else singular(t) for t in own_b]
    return bool(own_a and own_b) and any(t in text_a and t not in text_b for t in own_a) \
        and any(t in text_b and t not in text_a for t in own_b)


def _part_of_the_other(a, obj_a: frozenset[str], b, obj_b: frozenset[str],
                       containers: Callable[[Any], Containers] | None = None) -> bool:
    """Does one tool act on an item inside what the other acts on as a whole ("Deletes a
    translation from a translation memory" beside "Deletes a translation memory", "从知识库中删除
    文档" beside "删除知识库")? Then the same words describe two granularities. `containers`:
    `_containers` of a tool, memoised by the caller (a tool is compared with many)."""
    if obj_a == obj_b or not obj_a or not obj_b:
        return False
    for whole, obj_whole, part, obj_part in ((a, obj_a, b, obj_b), (b, obj_b, a, obj_a)):
        own = obj_part - obj_whole  # what the part tool names that the whole's name does not
        for before, container, chinese in (containers or _containers)(part):
            if chinese is None:
                # "deletes a translation from a translation memory": the part's own object
                # right before, the whole's object in the container
                if own and own & before and obj_whole <= container:
                    return True
            else:
                whole_text = text_of(whole.description)
                if chinese in whole_text and f"从{chinese}中" not in whole_text:
                    return True  # 从知识库中删除文档 beside 删除知识库
    return False


# Per container a description names (`_FROM_CONTAINER`): the words just before it and the
# container's words, or (Chinese `从…中`, two characters or more) None, no words and the container.
Containers = tuple[tuple[frozenset[str], frozenset[str], str | None], ...]


def _containers(tool) -> Containers:
    """Where a tool's description takes a part out of a container, for `_part_of_the_other`."""
    text = text_of(tool.description).lower()
    found: list[tuple[frozenset[str], frozenset[str], str | None]] = []
    for m in _FROM_CONTAINER.finditer(text):
        if m.group(1):
            before = frozenset(words(text[max(0, m.start() - 40):m.start()])[-4:])
            found.append((before, frozenset(words(m.group(1))), None))
        elif len(m.group(2)) >= 2:
            found.append((frozenset(), frozenset(), m.group(2)))
    return tuple(found)


# "from a translation memory", "within the board", "从知识库中": the container a part is taken
# from or lives in ("details of the user" is no container).
_FROM_CONTAINER = re.compile(r"\b(?:from|inside|within) (?:an? |the |this |that |its |your |"
                             r"their |one )?((?:[\w'-]+ ){0,2}[\w'-]+)|从\s*(\S{1,10}?)\s*中")


@rule("near-duplicate-tools", category="collision", severity="warning",
      summary="Merge tools that do the same thing, or make each name and description say how it "
              "differs (which system, which object, when to use which).",
      bad=Example([{"name": "crm_get_customer", "description": "Get customer by ID."},
                   {"name": "support_get_customer", "description": "Get customer by ID."}]),
      good=Example([{"name": "crm_get_customer",
                     "description": "Returns the CRM account record (owner, plan, revenue). For support "
                                    "tickets use support_get_customer."},
                    {"name": "support_get_customer",
                     "description": "Returns the customer's support profile and open tickets. For "
                                    "account and billing data use crm_get_customer."}]),
      scope="set",
      rationale="A description must lower the match of neighbouring tools, and an old and a new "
                "name side by side compete: a name without its verb beside the same name with it, "
                "or the same action with the same parameters, is reported even when the "
                "descriptions are reworded. The same action in two systems is not reported when "
                "each description names its own system (\"Scrape Google results\", \"Scrape "
                "Amazon results\"), nor when one acts on an item taken from what the other acts "
                "on as a whole (\"Deletes a translation from a translation memory\" beside "
                "\"Deletes a translation memory\").")
def check_near_duplicates(toolset: ToolSet, contexts) -> Iterator[Hit]:
    tools = list(toolset)
    # the features of each description as numbers, and its MinHash band buckets
    # (`description_bands.py`: built tool by tool, compact, the same buckets in the same order)
    bands = DescriptionBands(text_of(t.description) for t in tools)
    # A tool is reported once: beside the first tool (by position) it pairs with, for the first
    # reason found for that pair. So only that pair is kept per tool (`first`: j -> (i, why)),
    # not every pair found (a uniform set finds ~10 a tool).
    first: dict[int, tuple[int, str]] = {}

    def pair(i: int, j: int, why: str) -> None:
        held = first.get(j)
        if held is None or i < held[0]:
            # a pair the descriptions tell apart is no pair: j may still pair with another tool
            if _says_which(tools[i], tools[j]) or (why == "description"
                                                   and _different_acts(tools[i], tools[j])):
                return
            first[j] = (i, why)

    def settled(i: int, j: int) -> bool:
        """(i, j) is found, or j pairs with a tool before i: finding (i, j) changes nothing."""
        held = first.get(j)
        return held is not None and held[0] <= i

    # A pair sharing several bands is judged in the first band where both are within the bucket
    # cap: decided from each tool's bucket and place per band (`DescriptionBands.judged_before`),
    # not from a set of the pairs compared (which grows as n x _MAX_BUCKET on a uniform set).
    names = [t.name for t in tools]
    name_words: dict[int, frozenset[str]] = {}  # of one bucket's tools, as they are needed

    def object_words(k: int) -> frozenset[str]:
        held = name_words.get(k)
        if held is None:
            held = name_words[k] = _object_words(text_of(names[k]))
        return held

    found_containers: dict[int, Containers] = {}  # of one bucket's tools, by identity

    def containers(tool) -> Containers:
        held = found_containers.get(id(tool))
        if held is None:
            held = found_containers[id(tool)] = _containers(tool)
        return held

    for bucket, held in bands.shared():
        members = held[:_MAX_BUCKET]
        name_words.clear()
        found_containers.clear()
        for x, i in enumerate(members):
            name_i = names[i]
            li = bands.size(i)
            tool_i = tools[i]
            words_i = None
            for j in members[x + 1:]:
                # Jaccard <= smaller / larger set size: a pair this uneven cannot reach the bar
                # (division rounds monotonically, so the float bound holds too)
                lj = bands.size(j)
                if (li / lj if li < lj else lj / li) < NEAR_DUP_JACCARD or name_i == names[j]:
                    continue
                if bands.judged_before(i, j, bucket):
                    continue
                sim = bands.jaccard(i, j)
                if words_i is None:
                    words_i = object_words(i)
                words_j = object_words(j)
                # Identical descriptions always compete; near-identical ones only when the names
                # act on the same object too (a shared boilerplate preamble with a per-tool last
                # sentence, or a template filled with the object named in the tool name, is
                # told apart by the name).
                # (no container named in either description: not a part of the other)
                if (containers(tool_i) or containers(tools[j])) and _part_of_the_other(
                        tool_i, words_i, tools[j], words_j, containers):
                    continue  # one translation out of a memory vs the whole memory
                if sim >= 1.0 or (sim >= NEAR_DUP_JACCARD and _jaccard(
                        words_i, words_j) >= NAME_OVERLAP and not _told_apart(
                        tools[i], split_name(text_of(name_i)), tools[j],
                        split_name(text_of(names[j])))):
                    pair(i, j, "description")
    bands.drop_buckets()

    by_action: dict[tuple[str, ...], list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
    verb_last: set[int] = set()  # `orders_search`: compared only with the same parameters
    domains: dict[tuple[str, ...], tuple[str, ...]] = {}  # one tuple per domain across the set
    for i, tool in enumerate(tools):
        keys = _action_keys(text_of(tool.name))
        if keys:
            if not keys[1] and _verb_last(tool.name):
                verb_last.add(i)
            domain = domains.setdefault(keys[1], keys[1])
            for key in keys[0]:
                by_action[key].append((i, domain))
    domains.clear()
    for acting in by_action.values():
        if len(acting) < 2:
            continue
        acting = acting[:_MAX_BUCKET]
        params = [_param_names(tools[i]) for i, _ in acting]  # this group's: a set each is big
        for x, (i, dom_i) in enumerate(acting):
            for y in range(x + 1, len(acting)):
                j, dom_j = acting[y]
                either_last = i in verb_last or j in verb_last
                if tools[i].name == tools[j].name or settled(i, j) or (
                        either_last and params[x] != params[y]):
                    continue  # `kubectl_get`/`kubectl_describe`: a system prefix, other inputs
                short = min(bands.size(i), bands.size(j)) < 3
                bar = (SAME_PARAMS_JACCARD if dom_i == dom_j and params[x] and params[x] == params[y]
                       else SAME_ACTION_JACCARD)
                if short or bands.jaccard(i, j) >= bar:
                    if dom_i != dom_j and _told_apart(tools[i], dom_i, tools[j], dom_j):
                        continue
                    # a verb-last name has no system prefix to compare: the same action
                    # `shortcut_epics_…`/`shortcut_stories_…` share their server: not two systems
                    pair(i, j, "domains" if dom_i != dom_j and not either_last
                         and not set(dom_i) & set(dom_j) else "action")
    by_action.clear()

    # the tools of each name's tokens (joined by spaces, which no token holds: one short string
    # a tool, not a tuple of strings): the tool's number, or the list of them when several
    by_tokens: dict[str, int | list[int]] = {}
    for i, tool in enumerate(tools):
        tokens = " ".join(split_name(text_of(tool.name)))
        same = by_tokens.get(tokens)
        if same is None:
            by_tokens[tokens] = i
        elif isinstance(same, int):
            by_tokens[tokens] = [same, i]
        else:
            same.append(i)
    for j, tool in enumerate(tools):
        found = by_tokens.get(" ".join(_bare_alias(text_of(tool.name)) or ()), ())
        for i in ([found] if isinstance(found, int) else found[:_MAX_BUCKET]):
            low, high = min(i, j), max(i, j)
            # reworded descriptions still compete when the inputs are the same value for value
            # (`library_hold` / `library_place_hold`: one hold, two wordings)
            if not settled(low, high) and (bands.jaccard(i, j) >= SAME_ACTION_JACCARD
                                           or same_inputs_key(tools[i]) == same_inputs_key(tool)
                                           is not None):
                pair(low, high, "alias")
        # the same name with a version mark: two versions of one tool, whatever their texts
        found = by_tokens.get(" ".join(_unversioned(text_of(tool.name)) or ()), ())
        for i in ([found] if isinstance(found, int) else found[:_MAX_BUCKET]):
            low, high = min(i, j), max(i, j)
            if i != j and not settled(low, high):
                pair(low, high, "version")
    by_tokens.clear()

    reported: set[int] = set()
    for k, i in deprecated_successors(tools).items():
        reported.add(k)
        yield Hit("", f"{tools[k].name!r} says it is deprecated in favour of {tools[i].name!r}, "
                      "yet both are exposed: the model may still pick the old one; drop it from "
                      "the set (keep it only for clients that still call it).", tool=tools[k].name)
    for j, (i, why) in sorted(first.items(), key=lambda kept: (kept[1][0], kept[0])):
        if j in reported:
            continue
        reported.add(j)
        a, b = tools[i].name, tools[j].name
        # `hex_to_rgb` / `rgb_to_hex`: the names say which is which, merging would be wrong
        severity = "info" if opposite_directions(a, b) else None
        if why == "description":
            msg = (f"{b!r} has nearly the same description as {a!r}: merge them, or say in each "
                   "description what it does that the other does not and when to use which.")
            if open_with_other_actions(tools[i].name, tools[i].description or "",
                                        tools[j].name, tools[j].description or "") \
                    or each_names_its_difference(tools[i].name, tools[i].description or "",
                                                  tools[j].name, tools[j].description or "") \
                    or leads_tell_apart(tools[i].name, tools[i].description or "",
                                         tools[j].name, tools[j].description or "") \
                    or leads_name_own_objects(tools[i].name, tools[i].description or "",
                                               tools[j].name, tools[j].description or ""):
                severity = "info"  # "Click at ..." / "Double-click at ...": two actions
        elif why == "domains":
            msg = (f"{b!r} and {a!r} do the same action on the same object in different systems "
                   "and their descriptions do not tell them apart: say in each description which "
                   "system's data it returns and when to use it instead of the other.")
        elif why == "version":
            msg = (f"{b!r} and {a!r} are one name with and without a version mark, both exposed: "
                   "the model cannot tell which to call. Expose one, or say in each description "
                   "which to use when.")
        elif why == "alias":
            msg = (f"{b!r} and {a!r} are the same name with and without its verb and do the same "
                   "thing (an old name kept beside its successor?): expose one of them.")
        else:
            msg = (f"{b!r} and {a!r} name the same action on the same object: keep one tool, or "
                   "make the names and descriptions say how they differ.")
            if batch_twins(a, b):
                severity = "info"  # `create_keyword` / `bulk_create_keyword`: one or many
        yield Hit("", msg, tool=b, severity=severity)

"""What a tool's text says is passed on as it is to another system: keys an object does not
declare ("Any key in layer_filters is forwarded unchanged to the tile server", "其他任意字段也会
原样转交作坊"), other fields of a tool with a weighty effect, or the request itself ("forwarded to
the registry API as-is"). `additional-properties-open` (additional_properties.py) asks here; no
rule lives here.
"""

from __future__ import annotations

import re

from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import schema_description
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# "Any key in layer_filters is forwarded unchanged to the tile server query", "Any additional
# keys are passed straight to the instrument driver", "其他任意字段也会原样转交作坊", "传入的其他任何
# 字段都会原样写入订单备注": keys the schema does not declare travel on as they are.
_EXTRAS_PASSED_ON = re.compile(
    r"\b(?:any|other|extra|additional|arbitrary|unknown|undeclared)\b[^.;。；\n]{0,40}?\b(?:keys?|fields?|"
    r"options?|properties|parameters)\b[^.;。；\n]{0,40}?\b(?:(?:are|is|get|gets) )?(?:forwarded|passed|sent|"
    r"relayed|written|copied|handed)\b(?: (?:on|along|through|straight|directly|unchanged|verbatim|"
    r"as[- ]is|to|into))+|"
    r"(?:其他|其余|其它|额外|任意|任何)[^。；\n]{0,12}?(?:字段|键|参数|选项|属性)[^。；\n]{0,10}?(?:原样|直接|原封不动地?)"
    r"(?:转交|转发|透传|传给|传递|写入|发送|提交)|(?:其他|其余|其它|额外|任意|任何)[^。；\n]{0,12}?"
    r"(?:字段|键|参数|选项|属性)[^。；\n]{0,10}?透传", re.I)


def _passes_on_extras(ctx: ToolContext, node: SchemaNode) -> str | None:
    """The phrase of this object's text (or the tool's: of the arguments object, or naming this
    object, "Any key in layer_filters is forwarded") saying its undeclared keys are passed on
    as they are to another system; None otherwise."""
    m = _EXTRAS_PASSED_ON.search(schema_description(node.schema, node.name))
    if m is None:
        m = _EXTRAS_PASSED_ON.search(ctx.description)
        if m is not None and node.pointer != "" and (not node.name or node.name not in m.group(0)):
            m = None
    return m.group(0)[:80] if m else None


# Maps whose keys are open by their protocol (HTTP headers, environment variables, labels):
# passing their keys on is what they are for.
_PROTOCOL_MAPS = frozenset({"headers", "params", "parameters", "query", "metadata", "labels", "tags",
                            "env", "envs", "environment", "variables", "vars", "annotations",
                            "kwargs", "context"})


def extras_relayed(ctx: ToolContext, node: SchemaNode) -> str | None:
    """An object with declared keys whose text says the keys it does not declare are passed on
    as they are (`_passes_on_extras`), unless it is a map open by its protocol."""
    tokens = split_name(node.name)
    if node.pointer != "" and tokens and tokens[-1] in _PROTOCOL_MAPS:
        return None
    return _passes_on_extras(ctx, node)


# "其他任意字段会原样透传给支付网关", "any other fields are passed through to the payment API".
_FORWARDED = re.compile(r"透传|原样(?:传|转发|发送|提交)|转发给|\bpass(?:ed|es)? (?:straight |directly )?"
                        r"(?:through|on|along)\b|\bforward(?:ed|s)?\b|\bsent as[- ]is\b", re.I)


def forwarded_to_consequence(ctx: ToolContext) -> str | None:
    """The sentence saying undeclared fields are forwarded, for a tool whose effect moves money,
    commits the user or cannot be undone (`ToolContext.effects`); None otherwise."""
    if not any(e.why in ("money", "commit", "irreversible") for e in ctx.effects):
        return None
    m = _FORWARDED.search(ctx.description)
    if m is None:
        return None
    start = max(ctx.description.rfind(c, 0, m.start()) for c in "。.;；\n") + 1
    return ctx.description[start:m.end() + 20].strip()[:80]


# "The request body is forwarded to the registry API as-is", "参数原样转发给下游接口": the
# arguments themselves travel on unchanged, so an invented key is not dropped by the executor.
_RELAYED_AS_IS = re.compile(
    r"\b(?:request|body|payload|arguments?|parameters?|fields|input)\b[^.;。；\n]{0,40}?\b(?:forwarded|"
    r"passed|sent|relayed|proxied)\b[^.;。；\n]{0,40}?\bas[- ]is\b|(?:请求|参数|字段|请求体)[^。；\n]{0,12}"
    r"(?:原样(?:传|转发|发送|提交)|透传)", re.I)


def relayed_as_is(ctx: ToolContext) -> str | None:
    """The phrase of the tool description saying the call's arguments are passed on unchanged
    to another system; None when it says nothing of the kind."""
    m = _RELAYED_AS_IS.search(ctx.description)
    return m.group(0)[:80] if m else None

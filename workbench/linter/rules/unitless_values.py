"""Numbers whose name reads like a measure but that carry no unit, by their meaning: an LLM
sampling temperature, an arithmetic operand, a share of a whole (0..1), a drawn size that is
pixels by convention (a window's width, a chart's font size) or a document's font size in points,
and a weight that is no mass (a font's, a ranking's, a share of traffic). `param-missing-unit`
(`param_measures.py`) stays silent on them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.unit_statements import unit_in
from workbench.model import ToolSet
from workbench.text import split_name

_SAMPLING = re.compile(r"sampling|randomness|creativ|model|llm|generation|采样|随机")

_SAMPLING_SIBLINGS = frozenset({"top_p", "topp", "top_k", "topk", "max_tokens", "maxtokens",
                                 "model", "prompt", "messages", "presence_penalty", "seed"})


def sampling(desc: str, ctx: ToolContext, node) -> bool:
    """A `temperature` of text generation: its own text says sampling, or, undescribed, it sits
    beside `top_p`/`max_tokens`/`model` or in a tool whose text calls a language model."""
    if _SAMPLING.search(desc.lower()):
        return True
    siblings = {n.lower() for n in ctx.sibling_names(node)}
    beside_a_model = bool(siblings & _SAMPLING_SIBLINGS) or _LANGUAGE_MODEL.search(ctx.description) is not None
    if desc.strip():
        # "温度参数 0-2（可选）" beside `model` and `prompt`: described, yet plainly the sampling
        # temperature, unless its text names a physical scale
        return beside_a_model and _PHYSICAL_TEMPERATURE.search(desc) is None
    return beside_a_model


# A temperature of matter: a scale or a thing that is hot or cold
_PHYSICAL_TEMPERATURE = re.compile(r"°|℃|℉|celsius|fahrenheit|kelvin|degrees?|摄氏|华氏|开尔文|度数|"
                                   r"水温|体温|室温|气温|油温|\bwater\b|\broom\b|\boven\b|\bbody\b", re.I)


_LANGUAGE_MODEL = re.compile(r"\b(?:llm|language model|chat model|completion|gpt|qwen|deepseek|"
                             r"claude|gemini)\b|语言模型|大模型|千问|对话模型", re.I)


# An operand of arithmetic: "The second number to add", "the number to subtract from", "加数",
# "被除数": a bare number the tool computes with, it has no unit (a "price to add" keeps its own).
OPERAND = re.compile(r"^\s*(?:the\s+)?(?:first|second|third|other|\w+)?\s*(?:number|operand)s?\s+"
                     r"(?:to\s+)?(?:add|subtract|multiply|divide|sum|compare)\w*\b|"
                     r"\b(?:addend|summand|augend|subtrahend|minuend|multiplicand|multiplier|dividend|"
                     r"divisor|operand)s?\b|^\s*(?:第[一二三]个)?(?:被?(?:加|减|乘|除)数|操作数|运算数)", re.I)


# A share of a whole: the schema bounds it to 0..1 or its text says so ("the value between 0
# and 1", "[0, 1]", "0-1", "取值 0 到 1 之间"): a ratio has no unit ("0-10" or "0-1.5" is no such range).
_FRACTION_TEXT = re.compile(r"\bbetween\s+0(?:\.0)?\s+and\s+1(?:\.0)?(?!\.?\d)|"
                            r"[\[(]\s*0(?:\.0)?\s*,\s*1(?:\.0)?\s*[\])]|"
                            r"(?<![\d.])0(?:\.0)?\s*(?:-|–|~|to)\s*1(?:\.0)?(?!\.?\d)|"
                            r"(?<![\d.])0\s*(?:到|至|~|-)\s*1(?!\.?\d)\s*(?:之间|的)", re.I)


def fraction(node) -> bool:
    schema = node.schema
    low, top = schema.get("minimum"), schema.get("maximum")
    if low == 0 and top == 1 and not isinstance(low, bool) and not isinstance(top, bool):
        return True
    return _FRACTION_TEXT.search(node.description) is not None


_SCREEN_SIZE = frozenset({"width", "height"})


def drawn_size(tokens: tuple[str, ...]) -> bool:
    """`width`, `height`, `fontSize`: sizes that, on a screen, a canvas or an image, are pixels
    by convention (reviewers: "any model will send a bare number like 20")."""
    return not _SCREEN_SIZE.isdisjoint(tokens) or font_size(tokens)


def font_size(tokens: tuple[str, ...]) -> bool:
    return "font" in tokens and "size" in tokens


# Where a font size is points by convention: a spreadsheet cell (reviewers, on
# `excel_format_cell`: "Excel font size in points is standard", N), and an English Word, PDF or
# slide document. A Chinese document's font size may be a 号 size (小四, 五号): there the unit
# is worth saying (docx-mcp `add_paragraph`, "12 表示12号字体", U twice). A page's width or
# height in a document is not points by convention (inches, cm): only the font size reads this.
_SHEET = re.compile(r"\b(?:excel|spreadsheets?|worksheets?|workbooks?|cells?)\b|单元格|电子表格", re.I)
_DOCUMENT = re.compile(r"\b(?:word|docx?|documents?|pdfs?|paragraphs?|headings?|text|slides?|"
                       r"powerpoint|pptx?)\b", re.I)


def points_by_convention(ctx: ToolContext, text: str) -> bool:
    return _SHEET.search(text) is not None or (ctx.language != "zh" and _DOCUMENT.search(text) is not None)


SCREEN = re.compile(r"\b(?:window|viewport|screen|browser|page|image|canvas|element|pixels?|px|"
                     r"charts?|diagrams?|graphs?|plots?|figures?|svg|png|thumbnails?|icons?|"
                     r"screenshots?|posters?|slides?|qr|qrcode|video|photo)\b|"
                     # a map the tool draws ("Generate a route map"): a picture, not ground
                     r"\b(?:generate|render|draw|plot)s?\b[^.。\n]{0,30}\bmaps?\b|生成[^。\n]{0,10}地图|"
                     r"whiteboard|窗口|屏幕|图片|像素|图表|图像|海报|缩略图|二维码|截图|视频|画布|白板", re.I)

# A weight that is no mass: a font's (400/700, "bold"), a stroke's or a line's (its thickness),
# a ranking's, a blend's or a graph edge's (a relative importance). Read from the name, its
# enclosing object (`typography.fontWeight`) and the texts around it; a text that speaks of
# parcels, bodies or kilograms keeps it a mass.
_WEIGHTED_THINGS = frozenset({"font", "stroke", "line", "border", "text", "edge", "term", "field",
                              "class", "sample", "vector", "semantic", "keyword", "loss", "typography",
                              "style", "rank", "ranking", "relevance", "boost", "score", "hybrid",
                              # a share of traffic among records or targets (DNS SRV, a balancer)
                              "srv", "dns", "route", "routing", "traffic", "upstream", "backend",
                              "replica", "variant", "split"})
_NOTMASS_TEXT = re.compile(r"\bfont|\btypograph|\bcss\b|\bbold\b|\brank|\brelevan|\bimportance|"
                            r"\bboost|\bscor(?:e|ing)|\bblend|\bhybrid|\bbm25|\bsemantic|\bvector|"
                            r"\brelative\b|\bweighted\b|\bprobabilit|权重|字重|字体|排版|加粗|相关性|"
                            r"打分|评分|占比", re.I)
MASS_TEXT = re.compile(r"\b(?:parcels?|packages?|shipments?|shipping|cargo|freight|luggage|"
                        r"baggage|body|bodies|patients?|kg|kgs|kilo\w*|lbs?|pounds?|grams?|ounces?|"
                        r"oz|tons?|tonnes?)\b|体重|重量|包裹|货物|行李|公斤|千克|克|吨|斤", re.I)


def weight_not_mass(ctx: ToolContext, node: Any, tokens: tuple[str, ...]) -> bool:
    parent = ctx.nodes_by_pointer.get(node.parent or "")
    around = split_name(parent.name) if parent is not None else ()
    text = " ".join((node.description, parent.description if parent is not None else "",
                     ctx.description or ""))
    if MASS_TEXT.search(f"{node.description} {' '.join(tokens)}"):
        return False
    if any("priority" in split_name(name) for name in ctx.sibling_names(node)):
        return True  # `weight` beside `priority` (SRV, a load balancer's targets): a relative share
    # "Stroke weight" of `set_stroke_color`: the weighted thing named by its own text or the tool
    own = re.findall(r"[a-z]+", node.description.lower())
    return not _WEIGHTED_THINGS.isdisjoint((*tokens, *around, *own, *ctx.name_tokens)) \
        or bool(_NOTMASS_TEXT.search(text))




# A drawing tool: its text draws ("画直线", "Draw a rectangle on the canvas") or a parameter
# names the canvas it draws on (`canvas_id`). Every length there (a line's `width`, a shape's
# `radius`, `border_width`) is pixels of that canvas, as its coordinates are.
_DRAWING = re.compile(r"\bcanvas\b|\bdraws?\b|\bdrawing\b|画布|绘制|绘图|画(?:直线|线|圆|弧|椭圆|矩形|多边形|"
                      r"曲线|折线|波浪|图形|文字)", re.I)
_DRAWN_LENGTHS = frozenset({"width", "height", "radius", "thickness"})


def drawn_on_canvas(ctx: ToolContext, node: Any, tokens: tuple[str, ...]) -> bool:
    """A length of a shape a drawing tool draws: pixels of its canvas by convention."""
    if _DRAWN_LENGTHS.isdisjoint(tokens):
        return False
    if any("canvas" in split_name(name) for name in ctx.sibling_names(node)):
        return True
    return _DRAWING.search(ctx.description or "") is not None


# Coordinates of a point in a document's space (`x`, `center_y`, `originZ`).
_AXES = frozenset({"x", "y", "z"})


def _unitless_axis(props: Any) -> str | None:
    """The first coordinate (`x`, `center_y`) among these properties whose text names no unit."""
    if not isinstance(props, Mapping):
        return None
    for name, sub in props.items():
        t = split_name(name)
        if t and t[-1] in _AXES and isinstance(sub, Mapping) and not unit_in(str(sub.get("description") or "")):
            return name
    return None


def _first_unitless_axis(toolset: ToolSet) -> str | None:
    for tool in toolset:
        axis = _unitless_axis(tool.argument_properties())
        if axis:
            return f"`{axis}` of {tool.name}"
    return None


# the set's first coordinate without a unit ("`center_x` of create_circle"), or None
_SET_AXIS: PerSet[str | None] = PerSet(_first_unitless_axis)


def shares_coordinate_units(ctx: ToolContext, node: Any, tokens: tuple[str, ...]) -> str | None:
    """A shape's length (`radius`, `width`, `height`) beside coordinates (`center_x`, `x`), in its
    object or in another tool of its set, whose text names no unit either: every length there
    is in the document's units (Rhino's model units, Figma's canvas pixels), as the coordinates
    are, and the unit to say is the document's, not one for this field (reviewers: "like every
    length in this toolset"). The coordinate, or None."""
    if _DRAWN_LENGTHS.isdisjoint(tokens):
        return None
    axis = _unitless_axis(ctx.sibling_properties(node))
    if axis:
        return f"`{axis}`"
    # another tool's coordinates speak for a top-level length only (a shape tool's `radius`); a
    # nested one (`codeSpec.spacing.height`, a cell border's `width`) belongs to another space
    return _SET_AXIS(ctx.toolset) if ctx.toolset is not None and node.parent == "" else None

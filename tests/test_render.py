"""The shared renderers over the document model: hostile tool text stays inert in every output
(HTML escaped, Markdown escaped, control characters never emitted raw), long tables are capped,
text layouts (templates, dropped lines, nesting) and DataFrames behave as documented."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.render.document import (
    Cell,
    Column,
    Document,
    Field,
    Fields,
    Figure,
    Nest,
    Paragraph,
    Table,
    cell,
    table,
)
from workbench.render.html import render_html
from workbench.render.markdown import code, md, render_markdown
from workbench.render.text import inert, render_text

HOSTILE = ('<script>alert(1)</script> <img src=x onerror="alert(2)"> a|b `tick` ``two`` '
           '*star* _under_ [link](javascript:x) &amp; # head \x1b[31mRED\x1b[0m \u202eevil \x00 end')


def doc_of(*blocks, **kw) -> Document:
    return Document(tuple(blocks), **kw)


def one_table(rows, **kw) -> Table:
    return table(("name", "value"), rows, key="t", **kw)


# -- escaping --------------------------------------------------------------------------------

def test_html_escapes_every_piece_of_tool_text():
    doc = doc_of(Paragraph.of(HOSTILE), Fields((Field("k", cell=Cell(HOSTILE), label=HOSTILE),)),
                 one_table([(HOSTILE, Cell(HOSTILE, pointer='/a"b<c', code=True))], title=HOSTILE),
                 title=Paragraph.of(Cell(HOSTILE, emphasis="strong")),
                 summary=Paragraph.of(Cell(HOSTILE, severity="error")))
    out = render_html(doc)
    assert "<script>" not in out and "<img" not in out and 'onerror="' not in out
    assert out.count("&lt;script&gt;") == 8  # every place it was put
    assert 'data-pointer="/a&quot;b&lt;c"' in out
    assert "\x1b" not in out and "\u202e" not in out and "\x00" not in out
    assert "\\u001b[31mRED" in out and "\\u202eevil" in out


def test_markdown_escapes_metacharacters_and_keeps_table_cells_whole():
    doc = doc_of(one_table([(HOSTILE, Cell("a|b`c", code=True)), ("x\ny", "2")]))
    out = render_markdown(doc)
    rows = [ln for ln in out.splitlines() if ln.startswith("|")]
    assert len(rows) == 4  # header, rule, two rows
    for row in rows:  # an unescaped pipe only between cells
        assert len(re.findall(r"(?<!\\)\|", row)) == 3, row
    assert "<script>" not in out and "\\<script\\>" in out
    assert "\\`tick\\`" in out and "\\*star\\*" in out and "\\[link\\]" in out and "\\&amp;" in out
    assert "``a\\|b`c``" in out  # code span: longer fence, pipe escaped for the table
    assert "x<br>y" in out and "\x1b" not in out and "\\u001b" in out


def test_markdown_paragraph_cannot_start_a_block():
    out = render_markdown(doc_of(Paragraph.of("# not a heading"), Paragraph.of("1. not a list"),
                                 Paragraph.of("- nor this")))
    assert "\\# not a heading" in out and "1\\. not a list" in out and "\\- nor this" in out


def test_code_span_fences_and_md():
    assert code("plain") == "`plain`"
    assert code("a`b") == "``a`b``"
    assert code("`x`") == "`` `x` ``"
    assert md("a_b|c") == "a\\_b\\|c"


def test_text_shows_control_and_bidi_characters_inert():
    rows = [(HOSTILE, "v")]
    for color in (False, True):
        out = render_text(doc_of(one_table(rows, text=("{name} = {value}",)),
                                 Paragraph.of(HOSTILE)), color=color)
        assert "\x00" not in out and "\u202e" not in out
        raw_escapes = [m.start() for m in re.finditer("\x1b", out)]
        if not color:
            assert raw_escapes == []
        assert "\\u001b[31mRED\\u001b[0m" in out and "\\u202eevil" in out and "<script>" in out


def test_inert_keeps_printable_text_and_optionally_whitespace():
    assert inert("中文 ok") == "中文 ok"
    assert inert("a\nb\tc") == "a\\u000ab\\u0009c"
    assert inert("a\nb\tc\u200b", keep_whitespace=True) == "a\nb\tc\\u200b"


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=40))
def test_any_text_is_inert_in_every_renderer(text):
    doc = doc_of(one_table([(text, Cell(text, code=True))], text=("{name} {value}",)),
                 Paragraph.of(text))
    html_out = render_html(doc)
    md_out = render_markdown(doc)
    text_out = render_text(doc)
    hidden = {c for c in text
              if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") and c not in "\n\t"}
    for out in (html_out, md_out, text_out):
        assert not hidden & set(out)
    assert "\n" not in text_out.rstrip("\n").replace("\n", "", 1)  # two lines: the row, the paragraph
    body = html_out.split("</style>", 1)[1]
    assert "<" not in re.sub(r"</?(div|b|table|thead|tbody|tr|th|td|code)( [a-z-]+=\"[^\"]*\")*>", "",
                             body)
    rows = [ln for ln in md_out.split("\n") if ln.startswith("|")]
    assert len(rows) == 3 and all(len(re.findall(r"(?<!\\)\|", r)) == 3 for r in rows)


# -- caps --------------------------------------------------------------------------------------

def test_rich_renderers_cap_long_tables_and_say_so():
    doc = doc_of(one_table([(f"r{i}", i) for i in range(60)]))
    html_out = render_html(doc)
    assert html_out.count("<tr>") == 51 and "showing 50 of 60" in html_out
    md_out = render_markdown(doc)
    assert md_out.count("\n| r") == 50 and "*showing 50 of 60*" in md_out
    assert "showing 10 of 60" in render_html(doc, cap=10)
    small = doc_of(one_table([("a", 1)], cap=1, total=7))  # only the first rows were kept
    assert "showing 1 of 7" in render_html(small) and "showing 1 of 7" in render_markdown(small)


def test_text_limit_and_total_say_how_many_more():
    rows = [(f"r{i}", i) for i in range(5)]
    out = render_text(doc_of(one_table(rows, text=("{name}",), text_limit=2, more="thing(s)")))
    assert out.splitlines() == ["r0", "r1", "… 3 more thing(s)"]
    out = render_text(doc_of(one_table(rows[:1], text=("{name}",), total=1200, more="line(s)")))
    assert out.splitlines() == ["r0", "… 1,199 more line(s)"]


# -- text layouts ------------------------------------------------------------------------------

def test_layout_formats_cells_drops_empty_lines_and_paints_only_when_asked():
    columns = (Column("sev", text_format="{:<7}"), Column("n", text_format="{:>5,}"),
               Column("tag", text_format=" [{}]"), Column("fix", text_format="  fix: {}"))
    rows = ((Cell("error", severity="error"), Cell("1234", 1234), Cell("x", emphasis="muted"),
             Cell("")),
            (Cell("info", severity="info"), Cell("5", 5), Cell(""), Cell("[1]", emphasis="muted")))
    doc = doc_of(Table(columns, rows, key="t", text=("{sev}|{n}{tag}", "{fix}")))
    assert render_text(doc).splitlines() == ["error  |1,234 [x]", "info   |    5", "  fix: [1]"]
    coloured = render_text(doc, color=True)
    assert "\033[31;1merror  \033[0m" in coloured and "\033[2m  fix: [1]\033[0m" in coloured
    assert "\033[" not in render_text(doc)


def test_nested_tables_list_rows_under_their_parent():
    parent = Table((Column("tool", text_format="{}:"), Column("score", text_format=" {}")),
                   ((Cell("a"), Cell("1")), (Cell("b"), Cell("2")), (Cell("c"), Cell("3"))),
                   key="tools", text=("{tool}{score}",), text_gap=True, text_hide_childless=True)
    child = Table((Column("tool"), Column("msg")),
                  ((Cell("c"), Cell("m1")), (Cell("a"), Cell("m2")), (Cell("c"), Cell("m3")),
                   (Cell("zz"), Cell("orphan"))),
                  key="findings", text=("  {msg}",), nest=Nest("tools", "tool"),
                  text_title="  found:")
    out = render_text(doc_of(parent, child, summary=Paragraph.of("done"), blank_lines=True))
    assert out.splitlines() == ["a: 1", "  found:", "  m2", "", "c: 3", "  found:", "  m1", "  m3",
                                "", "zz", "  found:", "  orphan", "", "done"]
    kept = Table(parent.columns, parent.rows, key="tools", text=("{tool}",))
    assert render_text(doc_of(kept, child)).splitlines()[:3] == ["a:", "  found:", "  m2"]
    # rich renderers show both tables flat
    html_out = render_html(doc_of(parent, child))
    assert html_out.count("<table>") == 2 and "orphan" in html_out


def test_a_nesting_parent_prints_its_text_title_only_above_rows():
    parent = Table((Column("k"),), ((Cell("a"),),), key="p", text=("{k}",), text_title="pairs:")
    child = Table((Column("k"), Column("why")), ((Cell("a"), Cell("same name")),), key="c",
                  nest=Nest("p", "k"), text=("  - {why}",))
    assert render_text(doc_of(parent, child)).splitlines() == ["pairs:", "a", "  - same name"]
    empty = Table(parent.columns, (), key="p", text=("{k}",), text_title="pairs:")
    assert render_text(doc_of(empty, Table(child.columns, (), key="c", nest=Nest("p", "k"),
                                           text=("  - {why}",)))) == ""


def test_tables_for_one_kind_of_rendering_and_the_data_only_table():
    pytest.importorskip("pandas")
    from workbench.render.frame import render_frame

    plain = one_table([("only-in-text", 1)], text=("{name}",), in_rich=False)
    rich = Table(plain.columns, ((Cell("only-in-rich"), Cell("2")),), key="r", text=("{name}",),
                 in_text=False)
    data = Table(plain.columns, ((Cell("only-in-frame"), Cell("3", 3)),), key="d",
                 in_text=False, in_rich=False)
    doc = doc_of(plain, rich, data, data="d")
    text_out, html_out, md_out = render_text(doc), render_html(doc), render_markdown(doc)
    assert text_out == "only-in-text"
    for out in (html_out, md_out):
        assert "only-in-rich" in out and "only-in-text" not in out and "only-in-frame" not in out
    assert render_frame(doc)["name"].tolist() == ["only-in-frame"]


def test_a_figure_is_drawn_in_html_only_and_may_hold_drawing_elements_only():
    svg = '<svg width="10" height="10"><rect x="1" y="1" width="2" height="2"><title>&lt;b&gt;</title></rect></svg>'
    drawn = []

    def draw():
        drawn.append(1)
        return svg, HOSTILE

    doc = doc_of(Figure(draw), Paragraph.of("after"))
    assert render_text(doc) == "after" and "svg" not in render_markdown(doc) and not drawn
    html_out = render_html(doc)
    assert svg in html_out and "<script>" not in html_out and "&lt;script&gt;" in html_out
    empty = render_html(doc_of(Figure(lambda: ("", "nothing to draw"))))
    assert 'class="figure"' not in empty and "nothing to draw" in empty
    for bad in ('<svg><script>alert(1)</script></svg>', '<svg><foreignObject/></svg>',
                '<svg><a href="x"><text>t</text></a></svg>', '<svg><image href="x"/></svg>',
                '<div><svg></svg></div>', '<svg>< SCRIPT>x</svg>'):
        with pytest.raises(ValueError):
            render_html(doc_of(Figure(lambda bad=bad: (bad, ""))))


def test_text_without_layout_is_an_aligned_grid_and_fields_are_key_values():
    out = render_text(doc_of(one_table([("alpha", 1), ("b", 22)], title="things"),
                             Fields((Field("n", cell=Cell("3"), label="count"),))))
    assert out.splitlines() == ["things", "name   value", "alpha  1", "b      22", "count: 3"]


def test_document_text_order_and_newlines():
    doc = doc_of(Paragraph.of("body"), title=Paragraph.of("title"), summary=Paragraph.of("sum"),
                 blank_lines=True, final_newline=True)
    assert render_text(doc) == "title\n\nbody\n\nsum\n"
    assert render_text(doc_of(Table((Column("a"),), (), key="t", text=("{a}",)),
                              final_newline=True)) == ""
    assert render_markdown(doc).startswith("### title\n\n**sum**\n\nbody")


# -- frames ------------------------------------------------------------------------------------

def test_frame_holds_values_of_data_columns_and_styles_by_severity_and_tone():
    pd = pytest.importorskip("pandas")
    from workbench.render.frame import render_frame

    t = Table((Column("name"), Column("n"), Column("shown_only", data=False),
               Column("hidden", shown=False)),
              ((Cell("a", severity="error"), Cell("1,000", 1000), Cell("x"), Cell("", [1, 2])),
               (Cell("b", emphasis="bad"), Cell("2", 2), Cell("y"), Cell("", None))),
              key="rows")
    doc = doc_of(t, data="rows")
    frame = render_frame(doc)
    assert list(frame.columns) == ["name", "n", "hidden"]
    assert frame["n"].tolist() == [1000, 2] and frame["hidden"].tolist()[0] == [1, 2]
    assert "hidden" not in render_html(doc) and "shown_only" in render_html(doc)
    styled = render_frame(doc, styled=True).to_html()
    assert "#b00020" in styled and "#fde7e9" in styled
    empty = render_frame(doc_of(Table(t.columns, (), key="rows"), data="rows"))
    assert list(empty.columns) == ["name", "n", "hidden"] and len(empty) == 0
    assert isinstance(frame, pd.DataFrame)


# -- the model's own checks ---------------------------------------------------------------------

def test_model_rejects_malformed_documents():
    with pytest.raises(ValueError):
        Table((Column("a"),), ((Cell("1"), Cell("2")),))
    with pytest.raises(ValueError):
        doc_of(Table((Column("a"),), (), key="t"), Table((Column("a"),), (), key="t"))
    with pytest.raises(ValueError):
        doc_of(Paragraph.of("x"), data="missing")
    with pytest.raises(KeyError):
        render_text(doc_of(one_table([("a", 1)], text=("{nope}",))))
    with pytest.raises(KeyError):
        doc_of(one_table([])).table("other")


def test_cell_turns_values_into_text_and_keeps_the_value():
    assert cell(None).text == "" and cell(None).data is None
    assert cell("s").data == "s"
    c = cell({"a": [1, "é"]})
    assert c.text == '{"a": [1, "é"]}' and c.data == {"a": [1, "é"]}
    unknown = Cell("fatal", severity="fatal", emphasis="loud")  # shown, not styled
    out = render_text(doc_of(Paragraph.of(unknown)), color=True)
    html_out = render_html(doc_of(Paragraph.of(unknown)))
    assert out == "fatal" and "sev-fatal" not in html_out and "loud" not in html_out

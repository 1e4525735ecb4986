"""Round 61, on the wrong findings and patches of holdout 33, each reading beside a look-alike
that keeps the old finding. Tools written here, none taken from the judged sets.

- `enum-codes-in-prose`: "0本周 1下周 -1上周" (like "0=today, 1=tomorrow, -1=yesterday") is a
  scale of offsets, not a closed list of codes: no `enum [0, 1]`.
- `type-string-for-boolean`: a "switch" whose text defines named values ("off=…; dub=…") takes
  those values, not true/false.
- `required-contradicts-description`: "default=" inside a command line the text quotes
  ("-of default=noprint_wrappers=1") is no default of the field.
- `prose-only-constraint`: a cap inside the sentence about the call that leaves the parameter out
  ("不传时……翻倍到 60 秒封顶", "If omitted, ... up to 30 seconds") is the tool's own behaviour.
- `name-vague`: `run_query` over a `sql` input, or described as "one read-only SELECT", says
  which kind of query.
- `param-source-unstated`: `update_article(id, slug)`: the id names the article, the slug is the
  new value to set.
- value lists (recall, from the defects reviewers recorded as missed): a parameter whose whole
  description is its values joined by "or" ("user 或 assistant", "asc or desc") gets its `enum`;
  kinds of value ("id or name") do not; a tool that says it saves a file on every call is no
  read (`write-claims-read-only`), one that saves only when asked stays one.
"""

from __future__ import annotations

from support import described_tool, hits, make_tool, obj
from workbench.model import ToolSet

# --- enum-codes-in-prose: offsets are a scale -----------------------------------------------


def _week_tool(codes: str):
    return described_tool("get_timetable", "查询一周的课表。",
                          {"week_offset": {"type": "integer", "description": f"相对本周的周数（{codes}）"}})


def test_codes_beside_a_negative_value_are_a_scale_not_a_list():
    assert hits("enum-codes-in-prose", _week_tool("0本周 1下周 -1上周")) == []


def test_codes_without_a_negative_value_keep_the_enum():
    found = hits("enum-codes-in-prose", _week_tool("0本周 1下周 2下下周"))
    assert [h.fix[0]["value"] for h in found] == [[0, 1, 2]]


# --- type-string-for-boolean: named values are not yes and no ----------------------------------


def _switch_tool(text: str):
    return described_tool("dub_video", "为视频配音。", {"dubbing": {"type": "string", "description": text}})


def test_a_switch_defining_named_values_is_no_boolean():
    text = "配音开关，只有两个取值：off=不配音；dub=用原声音色配音。"
    assert hits("type-string-for-boolean", _switch_tool(text)) == []


def test_a_switch_defining_true_and_false_stays_a_boolean():
    text = "配音开关。true=开启配音，false=关闭配音。"
    assert [h.path for h in hits("type-string-for-boolean", _switch_tool(text))] == ["/properties/dubbing"]


# --- required-contradicts-description: a command line's "default=" --------------------------


def _duration_tool(text: str):
    return described_tool("estimate_cost", "Estimate the cost of a transcription.",
                          {"audio_seconds": {"type": "number", "description": text}}, ["audio_seconds"])


def test_default_in_a_quoted_command_line_is_no_default():
    text = ("Length of the audio in seconds. Read it with ffprobe -v error -show_entries "
            "format=duration -of default=noprint_wrappers=1:nokey=1 FILE.")
    assert hits("required-contradicts-description", _duration_tool(text)) == []


def test_a_default_the_text_gives_still_contradicts_required():
    text = "Length of the audio in seconds, default=60."
    assert [h.path for h in hits("required-contradicts-description", _duration_tool(text))] == \
        ["/properties/audio_seconds"]


# --- prose-only-constraint: the tool's own behaviour when the field is left out -----------------


def _wait_tool(text: str, name: str = "wait_for_job"):
    return described_tool(name, "Wait for a render job to finish.",
                          {"job_id": {"type": "string", "description": "Job id from start_render."},
                           "timeout": {"type": "integer", "description": text}}, ["job_id"])


def test_a_cap_of_the_omitted_case_is_no_maximum_zh():
    text = ("本次最多等待的秒数。不传时本工具自适应：起步 10 秒，进度不变就逐轮翻倍（10→20→40，上限 60 秒）。"
            "传了就按给的秒数执行。")
    assert hits("prose-only-constraint", _wait_tool(text)) == []


def test_a_cap_of_the_omitted_case_is_no_maximum_en():
    text = ("Seconds to wait. If omitted, the tool waits 5 seconds and doubles the wait while "
            "nothing changes (maximum 30 seconds).")
    assert [h for h in hits("prose-only-constraint", _wait_tool(text)) if h.path.endswith("timeout")] == []


def test_a_cap_on_the_value_sent_stays():
    text = "本次最多等待的秒数，上限 60 秒。不传时等待 10 秒。"
    found = hits("prose-only-constraint", _wait_tool(text))
    assert [(h.path, h.fix[0]["value"]) for h in found] == [("/properties/timeout", 60)]


# --- name-vague: the query's language --------------------------------------------------------


def _query_tool(description: str, param: str):
    return described_tool("run_query", description,
                          {param: {"type": "string", "description": "The statement to run."}}, [param])


def test_a_query_over_a_sql_input_is_not_vague():
    assert hits("name-vague", _query_tool("Run it and return the rows.", "sql")) == []


def test_a_query_described_as_a_select_is_not_vague():
    assert hits("name-vague", _query_tool("Run one read-only SELECT and return its rows.", "text")) == []


def test_a_query_of_no_named_kind_stays_vague():
    assert [h.path for h in hits("name-vague", _query_tool("Run it and return the rows.", "text"))] == [""]


# --- param-source-unstated: a value to set beside the record's id ------------------------------


def _article_set(required):
    update = make_tool("update_article", "Update an existing article's title, body, etc.",
                       obj({"id": {"type": "string", "description": "Article ID"},
                            "slug": {"type": "string"}, "body": {"type": "string"}}, required))
    lister = make_tool("list_articles", "List the articles of the blog.",
                       obj({"limit": {"type": "integer", "description": "Most articles to return."}}, []))
    return update, ToolSet((update, lister))


def test_a_slug_beside_the_required_id_is_a_value_to_set():
    update, toolset = _article_set(["id"])
    assert hits("param-source-unstated", update, toolset) == []


def test_a_slug_that_names_the_record_keeps_the_finding():
    update, toolset = _article_set(["slug"])
    assert [h.path for h in hits("param-source-unstated", update, toolset)] == ["/properties/slug"]


# --- a description that is only its values ("user 或 assistant") --------------------------------


def _only_values_tool(text: str):
    return described_tool("chat_add_message", "Append a message to the conversation.",
                          {"speaker": {"type": "string", "description": text},
                           "content": {"type": "string", "description": "The message text."}},
                          ["speaker", "content"])


def _value_patches(tool):
    return [h.fix[0]["value"] for rule in ("prose-only-constraint", "enum-missing")
            for h in hits(rule, tool) if h.fix]


def test_a_text_that_is_only_its_values_gives_the_enum():
    assert _value_patches(_only_values_tool("user 或 assistant")) == [["user", "assistant"]]
    assert _value_patches(_only_values_tool("system, user or assistant")) == [["system", "user", "assistant"]]


def test_kinds_of_value_joined_by_or_are_no_values():
    assert _value_patches(_only_values_tool("id or name")) == []
    assert _value_patches(_only_values_tool("The user or the assistant who speaks")) == []


# --- write-claims-read-only: a tool that says it saves a file on every call ---------------------


def _audio_tool(description: str):
    return make_tool("render_podcast", description,
                     obj({"script": {"type": "string", "description": "The text to read aloud."}}, ["script"]),
                     annotations={"readOnlyHint": True, "openWorldHint": True},
                     source_format="mcp")


def test_saving_a_file_on_every_call_is_no_read():
    tool = _audio_tool("Read a script aloud. Saves the output file to a directory (default: $HOME/Music).")
    assert [h.path for h in hits("write-claims-read-only", tool)] == [""]


def test_saving_a_file_only_when_asked_stays_a_read():
    for text in ("Read a script aloud. When save_to_file=True: saves the output file to a directory.",
                 "Read a script aloud and return the audio; it optionally saves the file to a folder.",
                 "Read a script aloud. It does not save files."):
        assert hits("write-claims-read-only", _audio_tool(text)) == [], text

"""Round 60, on the verdicts of holdout 32 (wrong findings, wrong patches and noise), each reading
beside a look-alike that keeps the old finding. Tools written here, none taken from the judged
sets.

- fix guard: a patch that would reject a value another tool of the set lists for a field of the
  same name (a sibling's `country` enum holding "ALL" against `maxLength: 2`) is withheld, the
  finding kept in words; a list of another meaning under the same name (two tools' `action`
  values) withholds nothing.
- `prose-required-unmarked`: "With neither, 'query' is required" is a need under a condition.
- `description-too-short`: a read whose description only repeats its name is info.
- `name-vague`: `list_create` in a set with `lists_get` creates a list, a record of the system.
- short gaps: "Trigger a new pipeline run" starts a new run; its inputs are not "what else it
  changes besides the status".
"""

from __future__ import annotations

from support import hits, lint_findings, make_tool, obj
from workbench.model import ToolSet

_COUNTRIES = ["US", "GB", "DE", "FR", "JP", "ALL"]


def _country_tool(name, enum=None):
    prop = {"type": "string",
            "description": "The search country. The country string is limited to 2 character "
                           "country codes of supported countries."}
    if enum is not None:
        prop = {"type": "string", "enum": enum, "description": "The search country."}
    return make_tool(name, f"Search the web for {name.split('_')[0]} results.",
                     obj({"query": {"type": "string", "description": "Search terms."},
                          "country": prop}, ["query"]))


def _constraint(findings, path):
    return next(f for f in findings if f.path == path)


# --- fix guard: values the set itself lists -----------------------------------------------------

def test_a_patch_rejecting_a_value_a_sibling_lists_is_withheld():
    tools = [_country_tool("news_search"), _country_tool("web_search", _COUNTRIES)]
    f = _constraint(lint_findings(ToolSet(tuple(tools)), "prose-only-constraint", "news_search"),
                    "/properties/country")
    assert f.fix is None
    assert "`web_search`" in f.message and '"ALL"' in f.message


def test_without_the_sibling_the_patch_is_offered():
    f = _constraint(lint_findings(ToolSet((_country_tool("news_search"),)), "prose-only-constraint"),
                    "/properties/country")
    assert list(f.fix) == [{"op": "add", "path": "/properties/country/maxLength", "value": 2}]


def test_a_sibling_list_of_another_meaning_withholds_nothing():
    mode = {"type": "string", "description": "Mode: one of fast, full, deep."}
    tools = [make_tool("scan_repo", "Scan a repository for leaked secrets.",
                       obj({"mode": mode, "repo": {"type": "string", "description": "Repo URL."}},
                           ["repo"])),
             make_tool("deploy_app", "Deploy the app to production.",
                       obj({"mode": {"type": "string", "enum": ["blue_green", "rolling", "deep"]}}))]
    found = [f for f in lint_findings(ToolSet(tuple(tools)), "enum-missing", "scan_repo")
             + lint_findings(ToolSet(tuple(tools)), "prose-only-constraint", "scan_repo")
             if f.path == "/properties/mode"]
    assert found and found[0].fix is not None


# --- prose-required-unmarked: a need under a condition ------------------------------------------

_PLACES = {"query": {"type": "string", "description": "What to look for."},
           "latitude": {"type": "number", "description": "Latitude in degrees."},
           "longitude": {"type": "number", "description": "Longitude in degrees."},
           "location": {"type": "string", "description": "A city name, e.g. 'tokyo japan'."}}


def test_a_need_after_with_neither_is_conditional():
    t = make_tool("place_search", "Find places. Anchor the search via 'latitude'+'longitude' or "
                  "'location'. With neither, 'query' is required.", obj(_PLACES, []))
    assert [h.path for h in hits("prose-required-unmarked", t)] == []


def test_an_unconditional_need_is_still_reported():
    t = make_tool("place_search", "Find places near a point. 'query' is required.", obj(_PLACES, []))
    assert [h.path for h in hits("prose-required-unmarked", t)] == ["/properties/query"]


# --- description-too-short: a read that its name says whole --------------------------------------

def _pr_tool(name, description):
    return make_tool(name, description, obj({
        "workspace": {"type": "string", "description": "Workspace name"},
        "repo": {"type": "string", "description": "Repository slug, e.g. 'acme/api'."},
        "pull_request_id": {"type": "string", "description": "Pull request number, e.g. 42."},
        "page": {"type": "integer", "minimum": 1, "description": "Page number to fetch (1-based)."},
        "all": {"type": "boolean", "description": "When true, follows the next links to return "
                                                  "all items up to 1000."}},
        ["workspace", "repo", "pull_request_id"]))


def _with_one_comment(tool):
    return ToolSet((tool, _pr_tool("getPullRequestComment", "Get a specific comment on a pull "
                                                            "request")))


def test_a_read_whose_text_repeats_its_name_is_info():
    t = _pr_tool("getPullRequestComments", "List comments on a pull request")
    assert [h.severity for h in hits("description-too-short", t, _with_one_comment(t))] == ["info"]


def test_a_write_whose_text_repeats_its_name_is_still_shown():
    t = _pr_tool("mergePullRequest", "Merge a pull request")
    assert [h.severity for h in hits("description-too-short", t, _with_one_comment(t))] == [None]


# --- name-vague: a list is a record of the system --------------------------------------------------

def _lists_set(*extra):
    title = {"title": {"type": "string", "description": "Title of the list."}}
    return [make_tool("list_create", "Create a new list.", obj(title, ["title"])), *extra]


def test_list_create_beside_lists_get_names_its_object():
    others = make_tool("lists_get", "Fetch all lists the user owns.", obj({}))
    ts = ToolSet(tuple(_lists_set(others)))
    assert hits("name-vague", ts.tools[0], ts) == []


def test_list_create_alone_is_still_vague():
    ts = ToolSet(tuple(_lists_set()))
    assert [h.severity for h in hits("name-vague", ts.tools[0], ts)] == [None]


def test_a_set_of_list_verbs_makes_no_list_a_record():
    others = make_tool("list_users", "List the users of the workspace.", obj({}))
    ts = ToolSet(tuple(_lists_set(others)))
    assert [h.severity for h in hits("name-vague", ts.tools[0], ts)] == [None]


# --- short gaps: a new run is no status change ------------------------------------------------------

_RUN_INPUTS = {"workspace": {"type": "string", "description": "Workspace slug."},
               "repo_slug": {"type": "string", "description": "Repository slug."},
               "target": {"type": "object", "description": "Branch or commit to run on."},
               "variables": {"type": "array", "items": {"type": "object"},
                             "description": "Pipeline variables."}}


def test_a_new_run_is_not_asked_what_else_it_changes():
    t = make_tool("runPipeline", "Trigger a new pipeline run", obj(_RUN_INPUTS, ["workspace"]))
    messages = [h.message for h in hits("description-too-short", t)]
    assert messages and not any("besides the status" in m for m in messages)


def test_a_status_change_with_more_inputs_is_asked_what_else_it_changes():
    t = make_tool("runPipeline", "Trigger a pipeline run", obj(_RUN_INPUTS, ["workspace"]))
    messages = [h.message for h in hits("description-too-short", t)]
    assert any("besides the status" in m for m in messages)

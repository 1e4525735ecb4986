"""required-alternatives-unstated: a tool that takes its target in two ways (an id or a URL, a
location id or a city), neither required, and no text saying one is needed. Look-alikes stay
silent: a text that relates them, a list/search tool, a mode switch, a required field, an
`anyOf` of `required` sets, one target only, a target with a real default."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, props, **extra):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, **extra})


@pytest.mark.parametrize("tool", [
    _tool("podcast_get_episode", "Returns the title, length and show notes of one episode.",
          {"episode_id": {"type": "string", "default": ""}, "share_url": {"type": "string", "default": ""}}),
    _tool("air_quality_now", "返回实时空气质量指数和首要污染物。",
          {"location_id": {"type": ["string", "null"], "default": None},
           "city": {"type": ["string", "null"], "default": None},
           "lang": {"type": "string", "default": "zh"}}),
    _tool("paper_get_metadata", "获取论文的标题、作者和摘要。",
          {"paper_id": {"type": "string"}, "pdf_url": {"type": "string"}}),
])
def test_two_unstated_ways_to_name_the_target_are_reported(tool):
    (h,) = hits("required-alternatives-unstated", tool)
    assert h.path == ""
    assert "`{}`" in h.message


@pytest.mark.parametrize("tool", [
    # the text relates them
    _tool("podcast_get_episode", "Returns one episode. Pass episode_id or share_url.",
          {"episode_id": {"type": "string"}, "share_url": {"type": "string"}}),
    _tool("air_quality_now", "返回实时空气质量。station_code 与 city 二选一。",
          {"station_code": {"type": "string"}, "city": {"type": "string"}}),
    # a search: its fields are filters
    _tool("podcast_search_episodes", "Searches episodes.",
          {"show_id": {"type": "string"}, "guest_url": {"type": "string"}}),
    # a mode switch
    _tool("repo_worktree", "Lists, adds or moves worktrees.",
          {"mode": {"type": "string", "enum": ["list", "add", "move"], "default": "list"},
           "worktree_path": {"type": "string"}, "new_path": {"type": "string"}}),
    # one of them is required
    _tool("paper_get_metadata", "获取论文的标题、作者和摘要。",
          {"doi": {"type": "string"}, "arxiv_id": {"type": "string"}}, required=["doi"]),
    # the schema states the group
    _tool("paper_get_metadata", "获取论文元数据。", {"doi": {"type": "string"}, "arxiv_id": {"type": "string"}},
          anyOf=[{"required": ["doi"]}, {"required": ["arxiv_id"]}]),
    # one target only (required-missing's)
    _tool("podcast_get_episode", "Returns one episode.", {"episode_id": {"type": "string"},
                                                          "lang": {"type": "string"}}),
    # ids of different things narrow a listing
    _tool("get_service_providers", "Returns service providers.",
          {"province_id": {"type": "integer"}, "service_id": {"type": "integer"},
           "professional_group_id": {"type": "integer"}}),
    _tool("hr_get_engagement_score", "返回敬业度得分。",
          {"employee_id": {"type": "string"}, "team_id": {"type": "string"}}),
    # a target with a real default
    _tool("repo_status", "Shows the status of a repository.",
          {"path": {"type": "string", "default": "."}, "remote_url": {"type": "string"}}),
])
def test_look_alikes_stay_silent(tool):
    assert hits("required-alternatives-unstated", tool) == []

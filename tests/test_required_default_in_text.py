"""A required field whose own description names a default ("默认为代码库默认分支", "Defaults to
main"): the default applies only to a call that leaves the field out, which `required` forbids,
so one of the two is wrong. Strict tools (every field required by the provider), a text that also
calls the field required, and "default" as an adjective ("the default branch to compare with")
stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "required-contradicts-description"


def _commits(description: str, **kw) -> object:
    return make_tool(name="list_commits", description="List the commits of a branch.",
                     parameters=obj({"repository_id": {"type": "string", "description": "Repository id."},
                                     "ref_name": {"type": "string", "description": description}},
                                    required=["repository_id", "ref_name"]), **kw)


@pytest.mark.parametrize("text", [
    "分支名称、标签名称或提交版本，默认为代码库默认分支",
    "Branch, tag or commit to list. Defaults to main.",
    "Whether to enable it: true (child first), false (default value, parent first). Default: false",
    "是否开启：true（子部门优先），false（默认值，父部门优先）",
])
def test_a_required_field_whose_text_names_a_default_is_reported(text):
    (h,) = hits(RULE, _commits(text))
    assert h.path == "/properties/ref_name" and "default" in h.message and h.fix is None


@pytest.mark.parametrize("text", [
    "Name of the default branch to compare with.",  # "default" as an adjective
    "Branch name (required). Defaults to main when the repository has one.",  # says required
    "分支名称，必填，默认为 main",
    "要查询的角色。'默认'分组内的角色不支持修改",  # a group called 默认
    "重量，默认单位为kg",  # the default of its unit, not of the value
    "Seconds to wait, less than the max (default 300)",  # the default of the bound
    "Seconds, at most the maximum allowed value (default: 300, set by MAX_WAIT)",
    "Branch to list. repository_id defaults to the first repository.",  # another field's default
    "The key for which the default value is to be set.",
    "Path of the key file. The file must reside inside a permitted directory (default: /tmp).",
    "Path of the key file. The file must reside inside a permitted directory (default: ``/tmp`` or "
    "``/var/tmp``; extend via the KEY_DIRS environment variable).",
    "The temperature to set in degree. Default to be celsius.",  # the unit's default
    "表名。不指定 Schema 时查询默认 Schema",
])
def test_no_default_or_an_explicit_requirement_stays_silent(text):
    assert hits(RULE, _commits(text)) == []


def test_a_strict_tool_stays_silent():
    assert hits(RULE, _commits("Branch to list. Defaults to main.", strict=True)) == []


def test_an_object_whose_text_names_its_members_defaults_stays_silent():
    tool = make_tool(name="create_policy", description="Create a sign-on policy.",
                     parameters=obj({"policy_data": {"type": "object", "description": (
                         "The policy: - type (str, required): policy type - priority (int, optional): "
                         "defaults to 1")}}, required=["policy_data"]))
    assert hits(RULE, tool) == []

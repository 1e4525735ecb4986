"""side-effect-undisclosed: a warning that names what the effect breaks ("**WARNING:** Deleting a
script that is used by automations may cause those automations to fail", "警告：删除后依赖它的任务
会失败") tells the model what is at stake before the call: the effect is disclosed. A warning
about something else ("Warning: large results are slow") and a bare delete keep the finding, in
English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "side-effect-undisclosed"


def _tool(name, description):
    return make_tool(name=name, description=description, parameters=obj({
        "script_id": {"type": "string", "description": "Script id, e.g. 'old_script'."}},
        required=["script_id"]))


@pytest.mark.parametrize("name,desc", [
    ("ha_config_remove_script", "Delete a Home Assistant script.\n\n**WARNING:** Deleting a script "
                                "that is used by automations may cause those automations to fail."),
    ("remove_helper", "Delete a helper entity. Caution: automations that use it will break."),
    ("remove_helper", "Delete a helper entity. Removing it can cause dependent dashboards to stop "
                      "working."),
    ("delete_script", "删除一个脚本。警告：删除后引用它的自动化会执行失败。"),
    ("delete_script", "删除一个脚本，可能导致依赖它的自动化无法运行。"),
])
def test_a_warning_of_what_the_effect_breaks_discloses_it(name, desc):
    assert hits(RULE, _tool(name, desc)) == []


@pytest.mark.parametrize("name,desc", [
    ("delete_script", "Delete a Home Assistant script."),
    ("delete_script", "Delete a Home Assistant script. Warning: listing many scripts is slow."),
    ("delete_script", "Delete a script. A wrong id may cause a 404."),
    ("delete_script", "删除一个脚本。"),
    ("delete_script", "删除一个脚本。注意：脚本名区分大小写。"),
])
def test_a_bare_delete_or_an_unrelated_warning_keeps_the_finding(name, desc):
    assert [h.severity for h in hits(RULE, _tool(name, desc))] in ([None], ["warning"])


@pytest.mark.parametrize("name,desc", [
    ("delete_files", "Delete a file. Once a file has been deleted, subsequent requests to the file "
                     "resource return 404 Not found."),
    ("create_project", "Deploy a project. If a project with the same name already exists, the "
                       "existing project will be replaced."),
    ("delete_file", "删除文件，删除后无法再访问。"),
])
def test_what_is_left_after_the_act_discloses_it(name, desc):
    assert hits(RULE, _tool(name, desc)) == []


def test_a_deletion_with_a_result_about_something_else_keeps_the_finding():
    assert hits(RULE, _tool("delete_file", "Delete a file. Once deleted, the list is refreshed.")) != []

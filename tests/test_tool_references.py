"""`tool-reference-unknown`: a description that tells the model to call a tool the set has in no
form. Shown only when the set's shared prefix rules the name out; English, Chinese, and
look-alikes (a shortened sibling name, a field name, a shared verb prefix) that stay quiet."""

from __future__ import annotations

from workbench.linter.engine import lint

RULE = "tool-reference-unknown"


def tool(name, description="", **props):
    return {"name": name, "description": description,
            "inputSchema": {"type": "object", "properties": {
                k: {"type": "string", "description": v} for k, v in props.items()}}}


def server(first_description, prefix="respira", extra=()):
    return [tool(f"{prefix}_add_button", first_description),
            tool(f"{prefix}_add_heading", "Add a heading to a page."),
            tool(f"{prefix}_list_pages", "List the site's pages."),
            tool(f"{prefix}_bricks_detect_acss", "Detect the ACSS framework."),
            tool(f"{prefix}_get_page", "Read one page."), *extra]


def found(tools):
    return [f for f in lint(tools, select=[RULE]).findings if f.rule == RULE]


def test_call_to_a_foreign_prefix_is_shown():
    [f] = found(server("Add a button. To place it elsewhere, call wordpress_move_element with "
                       "the returned element_id."))
    assert f.severity == "warning" and f.tool == "respira_add_button"
    assert "`wordpress_move_element`" in f.message and "`respira_*`" in f.message


def test_foreign_prefix_of_an_existing_tool_names_it():
    [f] = found(server("Add a button. Use wordpress_list_pages to find the page id."))
    assert "(`respira_list_pages`)" in f.message


def test_chinese_reference_is_shown_in_chinese():
    tools = server("在页面末尾添加按钮。如需移动，请调用 wordpress_move_element。", prefix="heiman")
    [f] = found(tools)
    assert f.severity == "warning" and "`heiman_`" in f.message and "调用" in f.message


def test_reference_with_the_sets_prefix_is_info():
    # the set may be cut from a larger server: respira_move_element may exist outside it
    [f] = found(server("Add a button. To place it elsewhere, call respira_move_element."))
    assert f.severity == "info"


def test_lookalikes_stay_silent():
    # a sibling under its full name, under a shortened tail, or a parameter of the set
    assert found(server("Add a button. Call respira_list_pages first.")) == []
    assert found(server("Add a button. Run detect_acss first.")) == []
    assert found(server("Add a button.", extra=[tool("respira_move", "Move.",
                                                     element_id="Use element_id from add.")])) == []
    # a name mentioned but not as a call: an internal function the tool uses
    assert found(server("Add a button; it wraps wp_insert_post internally.")) == []


def test_shared_verb_prefix_is_no_namespace():
    tools = [tool("get_user", "Read a user. Call list_users to find the id."),
             tool("get_order", "Read an order."), tool("get_invoice", "Read an invoice."),
             tool("get_refund", "Read a refund.")]
    assert [f.severity for f in found(tools)] == ["info"]


def test_a_parameter_naming_its_source_tool_is_read():
    tools = server("Add a button.", extra=[tool("respira_apply_library_item", "Apply a saved item.",
                                                item_id="Library item id (from "
                                                        "wordpress_save_library_item).")])
    [f] = found(tools)
    assert f.path == "/properties/item_id" and f.severity == "warning"


def test_another_servers_tool_is_info():
    [f] = found(server("Add a button. To file a bug, call github_create_issue from the GitHub MCP "
                       "server."))
    assert f.severity == "info"


def test_server_side_is_no_other_server():
    [f] = found(server("Add a button. To duplicate, use wordpress_duplicate_element (batch "
                       "duplicate is not implemented server-side)."))
    assert f.severity == "warning"

"""credential-param: a `password` object that holds only switches (`{enabled: boolean}`) turns
a password setting on or off and carries no secret; one that can hold text still does."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _form(prop):
    features = {"type": "object", "properties": {"password": prop}, "additionalProperties": False}
    return make_tool(name="form_update", description="Update a form's settings.",
                     parameters=obj({"features": features}))


@pytest.mark.parametrize("prop", [
    {"type": "object", "properties": {"enabled": {"type": "boolean"}}, "additionalProperties": False},
    {"type": "object", "description": "密码保护开关", "properties": {"enabled": {"type": "boolean"},
                                                            "strength": {"type": "integer"}}},
])
def test_a_password_switch_is_no_credential(prop):
    assert hits("credential-param", _form(prop)) == []


@pytest.mark.parametrize("prop", [
    {"type": "object", "properties": {"enabled": {"type": "boolean"}, "value": {"type": "string"}}},
    {"type": "object", "description": "登录凭据"},
    {"type": "string", "description": "The account password."},
])
def test_a_password_that_holds_text_is_still_a_credential(prop):
    assert len(hits("credential-param", _form(prop))) == 1

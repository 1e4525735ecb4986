"""read-name-changes-state: a read-named tool that "gets" a one-time code a service delivers by
SMS or email sends a message; English and Chinese, and the tools that read a code back (an
inbox, a received code) or only mention one stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_PHONE = obj({"phone": {"type": "string", "pattern": "^1[3-9][0-9]{9}$", "description": "手机号。"}},
             required=["phone"])
_EMAIL = obj({"email": {"type": "string", "format": "email", "description": "Address."}},
             required=["email"])


@pytest.mark.parametrize("name,desc,params", [
    ("auth_get_sms_code", "获取手机号的短信验证码，用于登录。", _PHONE),
    ("user_fetch_login_code", "Gets a login code for the given email address.", _EMAIL),
    ("account_get_verification_code", "Returns a verification code for the phone number.", _PHONE),
    ("member_query_code", "请求登录动态码，用于绑定手机。", _PHONE),
    ("get_otp", "Get a one-time password for the user.", _EMAIL),
])
def test_getting_a_one_time_code_sends_a_message(name, desc, params):
    (h,) = hits("read-name-changes-state", make_tool(name=name, description=desc, parameters=params))
    assert "sending a message" in h.message and h.path == ""


@pytest.mark.parametrize("name,desc,params", [
    ("sms_get_code", "Returns the latest code received by the rented number.", _PHONE),
    ("inbox_get_code", "读取测试手机号收到的短信验证码。", _PHONE),
    ("user_get_profile", "获取用户资料，包括是否已绑定手机。", _PHONE),
    ("account_get_verification_status", "Whether the account email is verified.", _EMAIL),
    ("auth_get_totp_code", "Current code of the user's authenticator app.", _EMAIL),
    ("auth_send_sms_code", "向手机号发送短信验证码。", _PHONE),
    ("get_otp_status_for_verify", "Returns the status of an OTP sent earlier.", _PHONE),
])
def test_reading_a_code_back_or_other_reads_stay_silent(name, desc, params):
    assert not any("sending a message" in h.message for h in hits(
        "read-name-changes-state", make_tool(name=name, description=desc, parameters=params)))

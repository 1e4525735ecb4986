"""`workbench.text.lead_sentence`: the first sentence of a tool text, in both languages."""

import pytest

from workbench.text import lead_sentence


@pytest.mark.parametrize(("text", "lead"), [
    ("Drops the given table. Use with care.", "Drops the given table."),
    ("  Check if the session token is valid!  Returns a flag.", "Check if the session token is valid!"),
    ("Calls api.example.com v1.2 endpoints", "Calls api.example.com v1.2 endpoints"),
    ("创建日历会议并邀请参与者。会议时间以北京时间为准", "创建日历会议并邀请参与者"),
    ("Configure the API key\nArgs: key", "Configure the API key"),
    ("", ""),
])
def test_lead_sentence_ends_at_a_sentence_end(text: str, lead: str) -> None:
    assert lead_sentence(text) == lead

"""`side-effect-undisclosed` asks, for a message to a bare recipient, whether another tool of the
set sends to agents (the set is then one agent system, and the recipient probably an agent). It
used to read every tool of the set for each tool that asked: quadratic, most of a 100,000-tool
lint's time. The set's count is built once, and the answer is the same."""

from __future__ import annotations

from workbench import load
from workbench.linter import engine
from workbench.linter.rules import effect_likelihood

_AGENT_SENDER = {"name": "route_to_agent", "description": "Send message to agent specified in <to>.",
                 "inputSchema": {"type": "object", "properties": {"to": {"type": "string"},
                                                                  "content": {"type": "string"}}}}


def _senders(n: int, *, with_agent_sender: bool = True) -> dict:
    tools = [{"name": f"send_message_{i}", "description": "Send a message to the intended recipient.",
              "inputSchema": {"type": "object", "properties": {"recipient": {"type": "string"},
                                                               "content": {"type": "string"}}}}
             for i in range(n)]
    return {"tools": tools + ([_AGENT_SENDER] if with_agent_sender else [])}


def _severities(doc: dict) -> dict[str, str]:
    report = engine.lint(load(doc), config=False)
    return {f.tool: f.severity for f in report.findings if f.rule == "side-effect-undisclosed"}


def test_the_set_is_read_once_not_once_per_tool_that_asks(monkeypatch):
    asked, read = [0], [0]
    real_asked, real_read = effect_likelihood._receiver_unknown, effect_likelihood._sends_to_agents

    def counted_asked(ctx):
        asked[0] += 1
        return real_asked(ctx)

    def counted_read(description: object) -> bool:
        read[0] += 1
        return real_read(description)

    monkeypatch.setattr(effect_likelihood, "_receiver_unknown", counted_asked)
    monkeypatch.setattr(effect_likelihood, "_sends_to_agents", counted_read)
    for n in (40, 160):
        asked[0] = read[0] = 0
        engine.lint(load(_senders(n)), config=False)
        assert asked[0] >= n  # every bare-recipient sender asks
        assert read[0] <= 3 * (n + 1), (n, read[0])  # linear in the set, not n * n


def test_a_set_with_an_agent_sender_makes_bare_recipients_probable():
    with_agent = _senders(3)
    alone = _senders(3, with_agent_sender=False)
    assert _severities(with_agent)["send_message_0"] == "info"
    assert _severities(alone)["send_message_0"] == "warning"

"""`side-effect-undisclosed` asks whether another tool of the set sends to agents or machines (a
bare recipient is then probably one too). It used to read every tool of the set for each tool
that asked: quadratic, most of a 100,000-tool lint's time. The set's count is built once."""

from __future__ import annotations

from workbench import load
from workbench.linter import engine
from workbench.linter.rules import effect_likelihood


def _set(n: int) -> dict:
    tools = [{"name": f"notify_{i}", "description": f"Send a message to recipient {i}.",
              "inputSchema": {"type": "object", "properties": {"to": {"type": "string"},
                                                               "body": {"type": "string"}}}}
             for i in range(n)]
    tools.append({"name": "broadcast_agents", "description": "Send a message to the other agents "
                  "on the broker channel.", "inputSchema": {"type": "object", "properties": {
                      "body": {"type": "string"}}}})
    return {"tools": tools}


def test_the_set_is_read_once_not_once_per_tool(monkeypatch):
    calls = [0]
    real = effect_likelihood._sends_to_agents

    def counted(description: object) -> bool:
        calls[0] += 1
        return real(description)

    monkeypatch.setattr(effect_likelihood, "_sends_to_agents", counted)
    for n in (40, 160):
        calls[0] = 0
        engine.lint(load(_set(n)), config=False)
        assert calls[0] <= 3 * (n + 1), (n, calls[0])  # linear in the set, not n * n


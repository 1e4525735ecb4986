"""Nothing leaves the machine: a tool set whose `$schema`, `$ref`, `$id` and `$dynamicRef` name a
loopback HTTP server (counting requests) and `file://` FIFOs (counting opens) goes through every
verb; no request is made, no file opened, nothing hangs, and lint says where each reference is."""

from __future__ import annotations

import http.server
import json
import os
import threading
from pathlib import Path

import pytest

from support import run_cli

VERB_BUDGET_S = 60  # each verb ends well inside this on 2 shared cores (~1 s measured)


REQUESTS: list[str] = []  # paths the loopback server was asked for, by any verb


class _Spy(http.server.BaseHTTPRequestHandler):

    def do_GET(self) -> None:
        REQUESTS.append(self.path)
        body = b'{"type": "object"}'
        self.send_response(200)
        self.send_header("Content-Type", "application/schema+json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


class FifoSpy:
    """A FIFO whose every open for reading is counted: a writer thread waits in `open` (which
    returns only when a reader opens the other end), records it, closes (the reader sees EOF, so
    nothing hangs) and waits again."""

    def __init__(self, path: Path) -> None:
        self.path = path
        os.mkfifo(path)
        self.opens = 0
        self._closing = False
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while True:
            fd = os.open(self.path, os.O_WRONLY)
            if self._closing:
                os.close(fd)
                return
            self.opens += 1
            os.close(fd)

    def close(self) -> None:
        self._closing = True
        fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)  # releases the waiting writer
        self._thread.join(5)
        os.close(fd)


@pytest.fixture(scope="module")
def spies(tmp_path_factory):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Spy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    folder = tmp_path_factory.mktemp("fetch")
    fifos = [FifoSpy(folder / "meta.fifo"), FifoSpy(folder / "ref.fifo")]
    yield f"http://127.0.0.1:{server.server_address[1]}", fifos, folder
    server.shutdown()
    for fifo in fifos:
        fifo.close()


def hostile_tools(url: str, meta_fifo: Path, ref_fifo: Path) -> list[dict]:
    def tool(name: str, parameters: dict) -> dict:
        return {"type": "function", "function": {
            "name": name, "description": "Looks up the order the user names and returns its status.",
            "parameters": {"type": "object", **parameters}}}

    string = {"type": "string"}
    return [
        tool("via_schema", {"$schema": f"{url}/meta", "properties": {"x": string}}),
        tool("via_ref", {"properties": {"x": {"$ref": f"{url}/ref#/x"}}}),
        tool("via_id", {"$id": f"{url}/base/", "properties": {"x": {"$ref": "other.json"}}}),
        tool("via_dynamic_ref", {"properties": {"x": {"$dynamicRef": f"{url}/dyn#meta"}}}),
        tool("via_file", {"$schema": f"file://{meta_fifo}",
                          "properties": {"x": {"$ref": f"file://{ref_fifo}"}}}),
        tool("via_unknown_keyword", {"properties": {"x": string},
                                     "dependencies": {"x": {"$ref": f"{url}/dep"}}}),
    ]


def verb_arguments(folder: Path, tools: list[dict]) -> dict[str, list[str]]:
    old, new = folder / "old.json", folder / "new.json"
    old.write_text(json.dumps(tools), encoding="utf-8")
    changed = json.loads(json.dumps(tools))
    changed[0]["function"]["parameters"]["required"] = ["x"]
    new.write_text(json.dumps(changed), encoding="utf-8")
    log = folder / "calls.jsonl"
    log.write_text("".join(json.dumps({"tool": t["function"]["name"], "arguments": {"x": "y"}}) + "\n"
                           for t in tools), encoding="utf-8")
    cases = folder / "cases.jsonl"
    cases.write_text(json.dumps({"request": "status of my order", "expected_tool": "via_ref"}) + "\n",
                     encoding="utf-8")
    lock = folder / "tools.lock"
    return {
        "lint": ["lint", str(old)], "ledger": ["ledger", str(old)],
        "strict": ["strict", str(old), "--provider", "openai-strict"],
        "probe": ["probe", str(old), "--max-examples", "5"],
        "diff": ["diff", str(old), str(new)], "audit": ["audit", "--tools", str(old), str(log)],
        "cost": ["cost", str(old)], "pin": ["pin", str(old), "-o", str(lock)],
        "verify": ["verify", str(new), "--lock", str(lock)], "confusable": ["confusable", str(old)],
        "route": ["route", str(cases), "--tools", str(old)],
        "discoverability": ["discoverability", str(old)], "parallel": ["parallel", str(old)],
    }


def run_bounded(argv: list[str]) -> tuple[int, str, str]:
    return run_cli(argv, VERB_BUDGET_S)


VERBS = ["lint", "ledger", "strict", "probe", "diff", "audit", "cost", "pin", "verify",
         "confusable", "route", "discoverability", "parallel"]


@pytest.mark.parametrize("verb", VERBS)
def test_no_verb_fetches_or_opens_a_reference(spies, verb):
    url, fifos, folder = spies
    arguments = verb_arguments(folder, hostile_tools(url, fifos[0].path, fifos[1].path))
    if verb == "verify":
        assert run_bounded(arguments["pin"])[0] == 0
    before = (len(REQUESTS), [f.opens for f in fifos])
    code, out, err = run_bounded(arguments[verb])
    assert (len(REQUESTS), [f.opens for f in fifos]) == before, REQUESTS
    assert "internal error" not in err and code in (0, 1, 2)
    if verb != "pin":
        assert out or err


def test_lint_locates_every_outside_reference(spies):
    url, fifos, folder = spies
    arguments = verb_arguments(folder, hostile_tools(url, fifos[0].path, fifos[1].path))
    code, out, _ = run_bounded(arguments["lint"] + ["--format", "json"])
    report = json.loads(out)
    located = {(f["tool"], f["path"]) for f in report["findings"] if f["rule"] == "schema-error"}
    assert {("via_schema", "/$schema"), ("via_ref", "/properties/x"), ("via_id", "/properties/x"),
            ("via_dynamic_ref", "/properties/x"), ("via_file", "/properties/x"),
            ("via_file", "/$schema")} <= located
    assert code == 1


def test_hypothesis_fallback_refuses_a_schema_referring_outside_itself(spies):
    from workbench.prober._compat import Unsupported, draw_from_schema

    url = spies[0]
    before = len(REQUESTS)
    schema = {"type": "object", "dependencies": {"x": {"$ref": f"{url}/dep"}},
              "properties": {"x": {"enum": [1]}}}
    with pytest.raises(Unsupported, match="never fetched"):
        draw_from_schema(schema, 3, seed=0)
    assert len(REQUESTS) == before


def test_metaschema_check_of_an_unknown_dialect_fetches_nothing(spies):
    from workbench.schema.validate import SchemaUnusable, check_schema, compile_validator

    url, fifos, _ = spies
    before = (len(REQUESTS), [f.opens for f in fifos])
    assert check_schema({"$schema": f"{url}/meta", "type": "object"}) == []
    assert check_schema({"$schema": f"file://{fifos[0].path}", "type": 3})  # checked as 2020-12
    for schema in ({"$ref": f"file://{fifos[1].path}"}, {"$dynamicRef": f"{url}/d#m"}):
        with pytest.raises(SchemaUnusable):
            compile_validator(schema)
    assert (len(REQUESTS), [f.opens for f in fifos]) == before

"""Live MCP servers: real processes, real SDK client, every failure bounded and reaped."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

pytest.importorskip("mcp")

import workbench
from mcp_live import catalogue_command, gone, hostile_command, http_server
from workbench.errors import ServerError
from workbench.servers import ServerSpec, list_server


def test_stdio_server_lists_every_page_with_titles_annotations_and_output_schemas():
    listing = list_server(ServerSpec.stdio(catalogue_command("--tools", "7", "--page-size", "3"),
                                           timeout=30))
    assert listing.pages == 3
    assert [t["name"] for t in listing.tools][:3] == [
        "orders_get_order", "orders_cancel_order", "orders_list_orders"]
    assert len(listing.tools) == 7
    assert listing.identity.name == "catalogue-server" and listing.identity.version == "1.2.0"
    assert listing.identity.instructions.startswith("Orders and catalogue tools")
    assert listing.identity.list_changed is True
    tools = listing.to_toolset()
    get = tools["orders_get_order"]
    assert get.title == "Get order"
    assert get.annotations == {"readOnlyHint": True, "openWorldHint": False}
    assert get.output_schema["required"] == ["status"]
    assert get.raw["_meta"] == {"example.com/owner": "orders-team"}
    assert "catalogue-server" in get.origin.file and get.origin.pointer == "/tools/0"


def test_load_with_server_and_file_forms_one_set(tmp_path):
    path = tmp_path / "extra.json"
    path.write_text('[{"name": "crm_get_customer", "description": "Get a customer.", '
                    '"inputSchema": {"type": "object"}}]', encoding="utf-8")
    spec = ServerSpec.stdio(catalogue_command("--tools", "3"), timeout=30)
    tools = workbench.load(str(path), server=spec)
    assert tools.names() == ["crm_get_customer", "orders_get_order", "orders_cancel_order",
                             "orders_list_orders"]


@pytest.mark.parametrize("transport", ["http", "sse"])
def test_http_and_sse_servers_with_a_bearer_token_from_the_environment(transport, monkeypatch):
    monkeypatch.setenv("CATALOGUE_TOKEN", "s3cret-value")
    with http_server("--tools", "9", "--page-size", "4", "--token", "s3cret-value",
                     transport=transport) as (url, _):
        spec = ServerSpec.http(url, headers={"Authorization": "Bearer ${CATALOGUE_TOKEN}"},
                               timeout=30)
        assert "s3cret" not in repr(spec) and "s3cret" not in spec.label
        listing = list_server(spec)
        assert len(listing.tools) == 9 and listing.pages == 3
        assert listing.transport == transport
        with pytest.raises(ServerError) as err:
            list_server(ServerSpec.http(url, timeout=30))
        assert "HTTP 401" in str(err.value) and "s3cret" not in str(err.value)


def test_servers_are_listed_concurrently_and_cross_server_names_get_advice(capsys):
    from workbench.cli import main

    one = " ".join(catalogue_command("--tools", "3"))
    code = main(["lint", "--mcp-stdio", one, "--mcp-stdio", one, "--timeout", "30",
                 "--format", "json"])
    err = capsys.readouterr().err
    assert code in (0, 1)
    assert "is listed by 2 servers" in err and "catalogue_server__orders_get_order" in err


def _bounded(spec: ServerSpec):
    started = time.monotonic()
    with pytest.raises(ServerError) as err:
        list_server(spec)
    return str(err.value), time.monotonic() - started


@pytest.mark.parametrize("mode, needle", [
    ("exit", "exit status 3"),
    ("exit-list", "closed the connection during tools/list (page 1) (exit status 4); its stderr "
                  "ends with: hostile: database connection lost"),
    ("hang-initialize", "no answer to initialize within 2 s"),
    ("hang-list", "no answer to tools/list (page 1) within 2 s"),
    ("garbage", "not JSON-RPC: 'Server listening on stdio'"),
    ("cursor-loop", "returned a cursor it had returned before"),
])
def test_hostile_servers_fail_in_one_line_within_the_timeout(mode, needle, tmp_path):
    pids = tmp_path / "pids"
    spec = ServerSpec.stdio(hostile_command(mode), timeout=2, env={"HOSTILE_PIDS": str(pids)})
    message, seconds = _bounded(spec)
    assert needle in message, message
    assert "\n" not in message
    assert seconds < 2 + 1.5, seconds
    for pid in map(int, pids.read_text().split()):
        assert gone(pid), f"process {pid} survived"


def test_a_failed_start_names_the_stderr_line():
    message, _ = _bounded(ServerSpec.stdio(hostile_command("exit"), timeout=5))
    assert "missing configuration file settings.toml" in message


def test_missing_command_fails_at_once():
    message, seconds = _bounded(ServerSpec.stdio(["no-such-mcp-server-binary"], timeout=5))
    assert "'no-such-mcp-server-binary' not found" in message and seconds < 1


def test_limits_bound_endless_pages_huge_lists_and_huge_messages():
    message, _ = _bounded(ServerSpec.stdio(hostile_command("endless"), timeout=10, max_pages=20))
    assert "did not end after 20 pages" in message
    message, _ = _bounded(ServerSpec.stdio(hostile_command("huge-list"), timeout=10, max_tools=2500))
    assert "more than 2,500 tools" in message
    message, _ = _bounded(ServerSpec.stdio(hostile_command("huge-line"), timeout=10,
                                           max_message_bytes=50_000))
    assert "longer than 50,000 bytes" in message


def test_the_whole_process_group_is_reaped(tmp_path):
    pids = tmp_path / "pids"
    spec = ServerSpec.stdio(hostile_command("grandchild"), timeout=2,
                            env={"HOSTILE_PIDS": str(pids)})
    _bounded(spec)
    parent, child = map(int, pids.read_text().split())
    assert gone(parent) and gone(child)


def test_an_http_server_that_never_answers_times_out():
    import socket
    import threading

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    accepted = []
    stop = threading.Event()

    def accept() -> None:  # accept and hold every connection, never answer
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        port = listener.getsockname()[1]
        message, seconds = _bounded(ServerSpec.http(f"http://127.0.0.1:{port}/mcp", timeout=2))
        assert "no answer to initialize within 2 s" in message and seconds < 3.5
    finally:
        stop.set()
        thread.join()
        for conn in accepted:
            conn.close()
        listener.close()


def test_an_unset_header_variable_is_one_line(capsys):
    from workbench.cli import main

    code = main(["lint", "--mcp-url", "http://127.0.0.1:9/mcp",
                 "--mcp-header", "Authorization: Bearer ${SURELY_NOT_SET_VARIABLE}"])
    err = capsys.readouterr().err.strip()
    assert code == 2 and "SURELY_NOT_SET_VARIABLE" in err and "internal error" not in err


def test_unreachable_url_is_one_line():
    from mcp_live import free_port

    message, seconds = _bounded(ServerSpec.http(f"http://127.0.0.1:{free_port()}/mcp", timeout=3))
    assert message.startswith("http://127.0.0.1:") and "cannot connect" in message
    assert seconds < 4


def test_cli_exit_2_and_one_line_for_a_broken_server(capsys):
    from workbench.cli import main

    code = main(["lint", "--mcp-stdio", " ".join(hostile_command("hang-initialize")),
                 "--timeout", "1"])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "no answer to initialize" in err


def test_secret_header_values_never_reach_output(monkeypatch, capsys):
    from mcp_live import free_port
    from workbench.cli import main

    monkeypatch.setenv("TOKEN_UNDER_TEST", "very-secret-123")
    code = main(["lint", "--mcp-url", f"http://user:pw@127.0.0.1:{free_port()}/mcp?key=abc",
                 "--mcp-header", "Authorization: Bearer ${TOKEN_UNDER_TEST}", "--timeout", "2"])
    out = capsys.readouterr()
    assert code == 2
    for secret in ("very-secret-123", "pw@", "key=abc"):
        assert secret not in out.err + out.out


def test_every_source_verb_takes_servers():
    from workbench.cli import build_parser

    parser = build_parser()
    for verb in ("lint", "ledger", "strict", "probe", "diff", "audit", "pin", "verify", "cost"):
        sub = parser._subparsers._group_actions[0].choices[verb]
        flags = {o for a in sub._actions for o in a.option_strings}
        assert {"--mcp-stdio", "--mcp-url", "--timeout"} <= flags, verb


def test_diff_compares_a_file_with_a_running_server(tmp_path, capsys):
    from workbench.cli import main

    one = " ".join(catalogue_command("--tools", "3"))
    assert main(["pin", "--mcp-stdio", one, "--timeout", "30", "-o", str(tmp_path / "l")]) == 0
    old = tmp_path / "old.json"
    old.write_text('[{"name": "orders_get_order", "description": "x", "inputSchema": '
                   '{"type": "object", "properties": {}}}]', encoding="utf-8")
    capsys.readouterr()
    code = main(["diff", str(old), "--mcp-stdio", one, "--timeout", "30", "--format", "json"])
    assert code in (0, 1) and '"changes"' in capsys.readouterr().out


def test_watch_relists_on_list_changed_and_reports_the_diff():
    from workbench.servers.watch import LiveServer

    events = []
    live = LiveServer(ServerSpec.stdio(catalogue_command("--tools", "4"), timeout=30),
                      on_change=lambda old, new, diff: events.append((old, new, diff)))
    try:
        first = live.start()
        assert len(first.tools) == 4
        os.kill(live.pid, signal.SIGUSR1)
        deadline = time.monotonic() + 20
        while not events and time.monotonic() < deadline:
            time.sleep(0.05)
        assert events, "no list_changed re-listing"
        _old, new, diff = events[0]
        names = {t["name"] for t in new.tools}
        assert "orders_refund_order" in names and "orders_list_orders" not in names
        assert any(c.tool == "orders_list_orders" for c in diff.changes)
    finally:
        live.stop()
    assert gone(live.pid)


def _everything_server() -> list[str]:
    """The npm reference server, installed by scripts/test.sh into the workbench cache and started
    the way its README says, through npx (`--no-install`: from the cache, never the network)."""
    import shutil

    from workbench.costing.tokenizers import cache_dir

    local = cache_dir() / "node_modules" / ".bin" / "mcp-server-everything"
    if local.exists():
        if shutil.which("npx"):
            return ["npx", "--no-install", "--prefix", str(cache_dir()), "mcp-server-everything"]
        return [str(local)]
    reason = ("@modelcontextprotocol/server-everything is not installed under "
              f"{cache_dir()} (scripts/test.sh installs it with npm)")
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


def test_the_npm_reference_server_everything():
    command = _everything_server()
    listing = list_server(ServerSpec.stdio(command, timeout=60))
    names = {t["name"] for t in listing.tools}
    assert {"echo", "get-sum"} <= names
    assert listing.identity.instructions and listing.identity.name
    tools = listing.to_toolset()
    assert any(t.annotations for t in tools) and any(t.output_schema for t in tools)
    report = workbench.lint(tools)
    assert report.findings  # a reference server still has things to say about


def test_show_server_stays_connected_and_shows_the_change(tmp_path):
    pytest.importorskip("ipywidgets")
    spec = ServerSpec.stdio(catalogue_command("--tools", "4"), timeout=30)
    lock = tmp_path / "toolschema.lock"
    listing = list_server(spec)
    workbench.pin(listing.to_toolset(), servers=[listing]).write(lock)
    live = workbench.show(server=spec, lock=str(lock))
    try:
        assert "Connected to" in live.changes.value and "tokens" in live.cost.value
        assert "matches the lockfile" in live.pins.value
        os.kill(live.live.pid, signal.SIGUSR1)
        deadline = time.monotonic() + 20
        while "changed its tools" not in live.changes.value and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "changed its tools" in live.changes.value
        assert "orders_refund_order" in live.dashboard.toolset.names()
        assert "differs from the lockfile" in live.pins.value
        assert live.verify_report.added == ("orders_refund_order",)
        assert [c.severity for c in live.verify_report.changed] == ["error"]  # the injected text
    finally:
        live.stop()


@pytest.mark.parametrize("argv, codes", [
    (["lint", "--min-severity", "info"], (0, 1)),  # every tool listed, even one with info only
    (["ledger", "--format", "json"], (0,)),
    (["strict", "--provider", "openai-strict"], (0,)),
    (["probe", "--max-examples", "5", "--tool", "orders_get_order"], (0, 1)),
    (["cost", "--format", "json"], (0,)),
])
def test_each_verb_reads_a_running_server(argv, codes, capsys):
    from workbench.cli import main

    code = main([*argv, "--mcp-stdio", " ".join(catalogue_command("--tools", "3")),
                 *([] if argv[0] == "probe" else ["--timeout", "30"])])
    out = capsys.readouterr()
    assert code in codes, out.err
    # lint lists the tools with findings and counts them all
    assert "orders_get_order" in out.out + out.err or (argv[0] == "lint" and "3 tools" in out.out)


def test_audit_reads_a_running_server(tmp_path, capsys):
    from workbench.cli import main

    log = tmp_path / "calls.jsonl"
    log.write_text('{"tool": "orders_get_order", "arguments": {"order_id": 7}}\n', encoding="utf-8")
    code = main(["audit", str(log), "--mcp-stdio", " ".join(catalogue_command("--tools", "3")),
                 "--timeout", "30", "--format", "json"])
    assert code == 0, capsys.readouterr().err


def test_stdio_env_and_cwd_options(tmp_path, capsys):
    from mcp_live import HERE
    from workbench.cli import main

    pids = tmp_path / "pids"
    code = main(["lint", "--mcp-stdio", f"{sys.executable} hostile_server.py ok",
                 "--mcp-cwd", str(HERE), "--mcp-env", f"HOSTILE_PIDS={pids}", "--timeout", "30"])
    assert code in (0, 1), capsys.readouterr().err
    assert pids.read_text().strip().isdigit()
    assert gone(int(pids.read_text()))

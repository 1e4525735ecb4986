"""End to end in a real browser: JupyterLab on 127.0.0.1 (temporary config), Debian chromium
driven by Playwright, every notebook run from the Run menu.

The quickstart's form is checked with real input (change the enum dropdown, type an invalid
order id, watch the field's error appear, fix the value, watch it disappear), and its dashboard
carries a design session: typing in the code editor makes a finding disappear and appear again,
applying a fix changes the score, the Compare tab shows a breaking change with its witness, the
probe shows its progress. Every tutorial runs to its end with no error, its widgets
and Vega-Lite charts drawn. Screenshots go to test-artifacts/. Any request to a host other than
127.0.0.1 fails the module. Recipe: ../shared/reference/browser-testing.md.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import pytest

from conftest import skip_unless_ci

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = REPO / "test-artifacts"
NOTEBOOK = "01-quickstart.ipynb"
TUTORIALS = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb") if p.name != NOTEBOOK)
COPIED = ("notebooks", "examples", "tests/realworld")  # what the notebooks read
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage",
                 "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost"]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_TOKEN", "JUPYTER_PORT")}
    for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                     ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython"), ("HOME", "home"),
                     ("XDG_CONFIG_HOME", "xdg-config"), ("XDG_CACHE_HOME", "xdg-cache"),
                     ("XDG_DATA_HOME", "xdg-data"), ("TMPDIR", "tmp"),
                     ("HYPOTHESIS_STORAGE_DIRECTORY", "hypothesis")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    settings = home / "config" / "lab" / "user-settings" / "@jupyterlab"
    # the "get Jupyter news?" toast would cover the widgets
    _write(settings / "apputils-extension" / "notification.jupyterlab-settings",
           json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    # render every cell (no windowing), so output areas far down exist in the DOM
    _write(settings / "notebook-extension" / "tracker.jupyterlab-settings",
           json.dumps({"windowingMode": "none"}))
    return env


def _start_lab(root: Path, home: Path, token: str) -> tuple[subprocess.Popen, int]:
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
           "--ServerApp.port=0", "--ServerApp.port_retries=0", f"--ServerApp.root_dir={root}",
           f"--IdentityProvider.token={token}", "--LabApp.news_url=None",
           "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
           "--LabApp.extension_manager=readonly"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    env = _environment(home)
    log = (home / "lab.log").open("w")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    info = home / "runtime" / f"jpserver-{proc.pid}.json"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"JupyterLab exited: {(home / 'lab.log').read_text()[-2000:]}")
        if info.is_file():
            try:
                port = json.loads(info.read_text())["port"]
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=5)
                return proc, port
            except (ValueError, KeyError, OSError):
                pass
        time.sleep(0.3)
    raise RuntimeError("JupyterLab did not start within 60 s")


def _stop_lab(proc: subprocess.Popen, port: int | None, token: str, home: Path) -> None:
    if port is not None and proc.poll() is None:
        try:
            req = urllib.request.Request(f"http://127.0.0.1:{port}/api/shutdown?token={token}",
                                         method="POST", data=b"")
            urllib.request.urlopen(req, timeout=5)
            proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            pass
    for sig in (signal.SIGTERM, signal.SIGKILL):
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, sig)
                proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass
    _kill_kernels(home / "runtime")


def _kill_kernels(runtime: Path) -> None:
    """Kernels run in their own session; find the ones started for this server by their
    connection file (inside our temporary runtime dir) and stop them."""
    marker = str(runtime).encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if marker in cmdline and int(entry.name) != os.getpid():
            try:
                os.kill(int(entry.name), signal.SIGKILL)
            except ProcessLookupError:
                pass


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """One JupyterLab (on 127.0.0.1) and one Chromium for the whole module; yields a function
    that opens a notebook in a fresh page, and fails the module if a request left 127.0.0.1."""
    if not CHROMIUM.is_file():
        skip_unless_ci("/usr/bin/chromium is missing (scripts/test.sh installs it with apt)")
    sync_api = pytest.importorskip("playwright.sync_api")
    if not (REPO / "examples" / "logistics_tools.json").is_file():
        pytest.skip("examples/logistics_tools.json is missing")
    tmp = tmp_path_factory.mktemp("lab")
    root = tmp / "repo"
    for part in COPIED:
        shutil.copytree(REPO / part, root / part)
    home = tmp / "home"
    token = secrets.token_hex(16)
    ARTIFACTS.mkdir(exist_ok=True)
    foreign: list[str] = []
    proc, port = None, None
    try:
        proc, port = _start_lab(root, home, token)
        with sync_api.sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                def open_page(notebook: str):
                    page = browser.new_page(viewport={"width": 1400, "height": 1000})

                    def on_request(request):
                        host = urlparse(request.url).hostname
                        if request.url.startswith(("http", "ws")) and host not in ("127.0.0.1",):
                            foreign.append(request.url)

                    page.on("request", on_request)
                    _open_and_run(page, port, token, notebook)
                    return page

                yield open_page
            finally:
                browser.close()
    finally:
        if proc is not None:
            _stop_lab(proc, port, token, home)
    assert not foreign, f"requests left 127.0.0.1: {foreign[:5]}"


def _artifact(page, name: str, action) -> None:
    try:
        action(page)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / f"browser-failure-{name}.png"), full_page=False)
        raise
    finally:
        page.close()


def test_quickstart_form_and_design_session_in_jupyterlab(lab):
    page = lab(NOTEBOOK)
    _artifact(page, "quickstart", lambda p: (_check_form(p), _check_design_session(p)))


@pytest.mark.parametrize("notebook", TUTORIALS)
def test_tutorial_runs_in_jupyterlab(lab, notebook):
    page = lab(notebook)
    _artifact(page, notebook.split(".")[0], lambda p: _check_notebook(p, notebook))


def _open_and_run(page, port: int, token: str, notebook: str) -> None:
    page.set_default_timeout(60_000)
    page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/{notebook}?reset&token={token}")
    page.wait_for_selector("#jp-main-dock-panel")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell")
    # JupyterLab may still ask which kernel to start; the notebook's kernelspec is preselected
    accept = page.locator(".jp-Dialog button.jp-mod-accept")
    try:
        accept.wait_for(timeout=5_000)
        accept.click()
    except Exception:  # no dialog: the kernel started on its own
        pass
    page.wait_for_function("() => document.body.innerText.includes('Idle')", timeout=60_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()


def _check_notebook(page, notebook: str) -> None:
    """Every code cell ran (a number in its prompt, none still running), no error output, every
    widget and chart rendered; a screenshot of the page."""
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
            return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.innerText));
        }""", timeout=240_000)
    _fail_on_widget_errors(page)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    texts = [errors.nth(i).inner_text() for i in range(errors.count())]
    assert not [t for t in texts if "Traceback" in t or "Error" in t], texts[:3]
    if "workbench.chart(" in (REPO / "notebooks" / notebook).read_text(encoding="utf-8"):
        chart = page.locator(".jp-OutputArea-output.jp-RenderedVegaLite").first
        chart.locator("svg, canvas").first.wait_for()  # Lab draws Vega-Lite itself, offline
        chart.scroll_into_view_if_needed()
        chart.screenshot(path=str(ARTIFACTS / f"browser-{notebook.split('.')[0]}-chart.png"))
    if page.locator(".tsw-tool-editor").count():
        page.locator(".tsw-tool-editor .cm-editor").first.wait_for()
    page.screenshot(path=str(ARTIFACTS / f"browser-{notebook.split('.')[0]}.png"), full_page=False)


def _check_form(page) -> None:
    cell = page.locator(".jp-CodeCell", has_text="workbench.form(good)")
    form = cell.locator(".tsw-form")
    try:
        form.wait_for(timeout=60_000)
    finally:
        _fail_on_widget_errors(page)
    preview = form.locator(".tsw-preview")
    # the next cell sets a valid value from Python: wait for that kernel round-trip
    page.wait_for_function(
        "el => el.innerText.includes('ORD-20260901-001')", arg=preview.element_handle(), timeout=120_000)
    order = form.locator(".widget-text input").first
    language = form.locator(".widget-dropdown select").first
    field_error = form.locator(".tsw-field-error").first

    language.select_option(label="en-US")
    _wait_text(page, preview, "en-US")  # kernel round-trip: the preview is rewritten by Python

    order.fill("12345")
    _wait_text(page, preview, "12345")
    page.wait_for_function("el => el.innerText.includes('does not match')",
                           arg=field_error.element_handle())
    assert "does not match" in field_error.inner_text()
    page.screenshot(path=str(ARTIFACTS / "browser-quickstart-error.png"), full_page=False)

    order.fill("ORD-20260901-002")
    _wait_text(page, preview, "ORD-20260901-002")
    page.wait_for_function("el => el.innerText.trim() === ''", arg=field_error.element_handle())
    assert "valid arguments" in form.inner_text()
    form.scroll_into_view_if_needed()
    form.screenshot(path=str(ARTIFACTS / "browser-quickstart-form.png"))
    page.screenshot(path=str(ARTIFACTS / "browser-quickstart.png"), full_page=False)

    # the dashboard of the last cell: its Lint tab is built by the kernel when first opened
    dashboard = page.locator(".jp-CodeCell", has_text="workbench.show(tools").locator(".tsw-dashboard")
    dashboard.scroll_into_view_if_needed()
    _tab(dashboard, "Lint").click()
    dashboard.locator("td.sev-warning:visible, td.sev-error:visible").first.wait_for()
    dashboard.screenshot(path=str(ARTIFACTS / "browser-dashboard.png"))
    _fail_on_widget_errors(page)


def _check_design_session(page) -> None:
    """On the `%toolschema ... --tool query` dashboard: typing in the editor makes a finding
    disappear and appear again (each after the kernel's round trip), applying a fix changes the
    score, the Compare tab shows a breaking change with its witness, the probe shows its progress."""
    dashboard = page.locator(".jp-CodeCell", has_text="--tool query").locator(".tsw-dashboard")
    dashboard.scroll_into_view_if_needed()
    summary = dashboard.locator(".tsw-edit-summary")
    _wait_text(page, summary, "name-vague")
    name_line = dashboard.locator(".tsw-tool-editor .cm-line", has_text='"name": "query"')
    name_line.click()
    page.keyboard.press("End")
    for _ in range(len('query",')):
        page.keyboard.press("Backspace")
    page.keyboard.type('shipping_query_status",')
    page.wait_for_function("el => !el.innerText.includes('name-vague')", arg=summary.element_handle())
    dashboard.screenshot(path=str(ARTIFACTS / "browser-design-session-edited.png"))
    for _ in range(len('shipping_query_status",')):
        page.keyboard.press("Backspace")
    page.keyboard.type('query",')  # the vague name is back, and so is its finding
    _wait_text(page, summary, "name-vague")
    assert dashboard.locator(".tsw-tool-editor .cm-lintRange-warning").count() > 0
    page.keyboard.press("Tab")  # the editor never traps the keyboard: Tab moves focus on
    assert page.evaluate("() => !document.activeElement.closest('.cm-content')")

    score = dashboard.locator(".tsw-score").first  # re-queried: the header's HTML is replaced
    before = score.inner_text()
    _tab(dashboard, "Lint").click()
    dashboard.locator("button.jupyter-button", has_text="apply").first.click()
    _poll(lambda: score.inner_text() != before)

    _tab(dashboard, "Compare").click()
    verdict = dashboard.locator(".tsw-diff-verdict")
    verdict.wait_for()
    assert "breaking" in verdict.inner_text() and " 0 breaking" not in verdict.inner_text()
    witness = dashboard.locator(".tsw-witness").first
    witness.wait_for()
    assert "witness {" in witness.inner_text() and "rejected now" in witness.inner_text()
    dashboard.screenshot(path=str(ARTIFACTS / "browser-design-session-diff.png"))

    _tab(dashboard, "Probe").click()
    dashboard.locator("button.jupyter-button", has_text="Run probe").click()
    progress = dashboard.locator(".tsw-probe-progress")
    page.wait_for_function(
        "el => { const m = el.innerText.match(/(\\d+) of (\\d+) cases/); return m && m[1] === m[2] && +m[2] > 1; }",
        arg=progress.element_handle(), timeout=120_000)
    dashboard.screenshot(path=str(ARTIFACTS / "browser-design-session-probe.png"))
    _fail_on_widget_errors(page)


def _poll(condition, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the page did not change in time")
        time.sleep(0.2)


def _tab(dashboard, title: str):
    return dashboard.locator(".lm-TabBar-tab", has_text=re.compile(f"^{title}$")).first


def _wait_text(page, locator, text: str) -> None:
    page.wait_for_function("([el, t]) => el.innerText.includes(t)",
                           arg=[locator.element_handle(), text])


def _fail_on_widget_errors(page) -> None:
    body = page.locator("#jp-main-dock-panel").inner_text()
    for bad in ("Error displaying widget", "Model not found", "VBox(children="):
        assert bad not in body, f"the page shows {bad!r}: the widget manager is not working"

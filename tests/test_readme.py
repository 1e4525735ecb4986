"""The README's example shows its real output: run the snippet and compare."""

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_example_output_is_the_real_output():
    text = README.read_text(encoding="utf-8")
    section = text.split("## One example, with its real output", 1)[1]
    code, output = re.findall(r"```(?:python)?\n(.*?)```", section, flags=re.S)[:2]
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, "README.md", "exec"), {})
    assert buffer.getvalue().strip() == output.strip()


def test_readme_opens_with_the_two_commands_and_ci_runs_the_test_one():
    text = README.read_text(encoding="utf-8")
    commands = re.findall(r"^    (bash scripts/\S+)$", text, flags=re.M)
    assert commands[:2] == ["bash scripts/run.sh", "bash scripts/test.sh"]
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "bash scripts/test.sh" in ci

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



# Names the README leaves to the reader (an executor of their own); declared so mypy checks the
# calls that use them. A new reader-supplied name in the README fails the test until it is listed.
READER_SUPPLIED = ["from typing import Any", "def my_refund(args: dict[str, Any]) -> Any: ..."]


def _readme_sessions() -> list[list[tuple[int, str]]]:
    """The README's ```python blocks as modules of (README line number, line): a block that does
    not open with an import continues the one before it (it uses that block's names)."""
    text = README.read_text(encoding="utf-8")
    sessions: list[list[tuple[int, str]]] = []
    for match in re.finditer(r"^```python\n(.*?)^```", text, flags=re.S | re.M):
        first = text.count("\n", 0, match.start(1)) + 1
        lines = list(enumerate(match.group(1).splitlines(), start=first))
        if sessions and not re.match(r"(import|from)\s", match.group(1)):
            sessions[-1] += lines
        else:
            sessions.append(lines)
    return sessions


def test_readme_python_examples_type_check(tmp_path):
    """Every ```python block of the README type-checks against the package (mypy sees the real
    signatures through the facade's TYPE_CHECKING imports), and every public name reaches the
    type checker as its real object, not as the Any of the lazy `__getattr__`."""
    try:
        from mypy import api
    except ImportError:
        from conftest import skip_unless_ci

        skip_unless_ci("mypy is not installed (pip install -e '.[dev]')")
    import workbench

    sessions = _readme_sessions()
    assert len(sessions) >= 3, "the README's Python examples were not found"
    files = {}
    for i, lines in enumerate(sessions):
        path = tmp_path / f"readme_example_{i}.py"
        path.write_text("\n".join(READER_SUPPLIED + [line for _, line in lines]) + "\n", encoding="utf-8")
        files[path.name] = [0] * len(READER_SUPPLIED) + [number for number, _ in lines]
    names = sorted(workbench._PUBLIC)
    reveal = tmp_path / "public_names.py"
    reveal.write_text("import workbench\n" + "".join(f"reveal_type(workbench.{n})\n" for n in names),
                      encoding="utf-8")
    config = tmp_path / "mypy.ini"
    # the package itself is checked by scripts/test.sh (`mypy`); here only the examples' use of it
    config.write_text(f"[mypy]\npython_version = 3.10\ncheck_untyped_defs = True\n"
                      f"mypy_path = {README.parent}\nfollow_imports = silent\n"
                      "[mypy-openai.*]\nignore_missing_imports = True\n", encoding="utf-8")
    out, err, status = api.run(["--config-file", str(config), "--cache-dir", str(tmp_path / "cache"),
                                "--no-error-summary", *(str(tmp_path / f) for f in files), str(reveal)])
    errors = []
    for name, line, message in re.findall(r"([\w.]+):(\d+): error: (.*)", out):
        where = files[name][int(line) - 1] if name in files else f"{name}:{line}"
        errors.append(f"README.md:{where}: {message}")
    assert status == 0 and not errors, "\n".join(errors) or err or out
    revealed = re.findall(r"public_names\.py:(\d+): note: Revealed type is \"(.*)\"", out)
    assert len(revealed) == len(names), out
    seen_as_any = [names[int(line) - 2] for line, shown in revealed if shown == "Any"]
    assert not seen_as_any, f"not imported under TYPE_CHECKING in workbench/__init__.py: {seen_as_any}"

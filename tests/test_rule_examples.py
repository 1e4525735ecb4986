"""Every rule's documented examples are true: each bad example fires the rule, the good one does
not. The examples go through `workbench.load` and `lint(rules=[rule])`, as a user's tools would."""

from __future__ import annotations

import ast
import inspect
import pkgutil
from importlib import import_module

import pytest

import workbench.linter.rules as rule_package
from workbench.linter.catalogue import Example, Rule, all_rules
from workbench.linter.engine import lint

CATALOGUE = all_rules()


def findings(rule: Rule, example: Example) -> list:
    # selected by id, as `--select RULE` does: a pedantic rule runs too
    report = lint(list(example.tools), profiles=list(example.profiles) or None, config=False,
                  rules=[rule], select=[rule.id])
    crashed = [f for f in report.findings if f.message.startswith(f"Rule {rule.id} crashed")]
    assert not crashed, crashed
    return [f for f in report.findings if f.rule == rule.id and not f.suppressed]


@pytest.mark.parametrize("rule", CATALOGUE.values(), ids=list(CATALOGUE))
def test_bad_examples_fire_and_good_ones_do_not(rule):
    assert rule.bad and rule.good, f"{rule.id} needs a bad and a good example"
    for example in rule.bad:
        assert findings(rule, example), f"{rule.id}: bad example is silent: {example.to_text()}"
    for example in rule.good:
        found = findings(rule, example)
        assert not found, f"{rule.id}: good example fires: {[f.message for f in found]}"


def test_set_scope_examples_are_sets():
    for r in CATALOGUE.values():
        if r.scope == "set":
            assert all(len(e.tools) > 1 for e in r.bad), r.id


def test_every_rule_module_is_listed_and_every_rule_collected():
    """RULE_MODULES is the one list: a module defining a rule is in it, and every `@rule` of a
    listed module is in the catalogue (two checks named alike would hide one)."""
    listed = set(rule_package.RULE_MODULES)
    for info in pkgutil.iter_modules(rule_package.__path__):
        module = import_module(f"{rule_package.__name__}.{info.name}")
        source = inspect.getsource(module)
        decorated = sum(isinstance(d, ast.Call) and getattr(d.func, "id", None) == "rule"
                        for node in ast.walk(ast.parse(source))
                        if isinstance(node, ast.FunctionDef) for d in node.decorator_list)
        collected = [r for r in CATALOGUE.values() if r.check.__module__ == module.__name__]
        assert len(collected) == decorated, info.name
        assert (info.name in listed) == bool(decorated), info.name


def _module_bindings(tree: ast.Module) -> list[str]:
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names.append(node.target.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not any(
                getattr(d, "id", None) == "overload" for d in node.decorator_list):
            names.append(node.name)
    return names


def test_no_rule_module_binds_a_module_level_name_twice():
    # a second `_KEY_LAST = ...` further down a module silently replaced the first for every
    # function that read it, and changed findings far from the line that was added
    for info in pkgutil.iter_modules(rule_package.__path__):
        tree = ast.parse(inspect.getsource(import_module(f"{rule_package.__name__}.{info.name}")))
        names = _module_bindings(tree)
        assert sorted({n for n in names if names.count(n) > 1}) == [], info.name


def test_catalogue_is_read_only_and_ordered_by_module():
    with pytest.raises(TypeError):
        CATALOGUE["zz"] = next(iter(CATALOGUE.values()))  # type: ignore[index]
    order = [r.check.__module__.rsplit(".", 1)[-1] for r in CATALOGUE.values()]
    assert order == sorted(order, key=rule_package.RULE_MODULES.index)


def test_doc_prints_every_example_with_its_profiles():
    root_shape = CATALOGUE["provider-root-shape"]
    assert "\nBad:\nprofiles: anthropic\n{" in root_shape.doc
    for r in CATALOGUE.values():
        assert r.doc.count("\nBad:\n") == 1 and r.doc.count("\nGood:\n") == 1
        for e in (*r.bad, *r.good):
            assert e.to_text() in r.doc


def test_toolschema_rules_prints_the_typed_examples():
    import io

    from workbench.cli import main

    out, err = io.StringIO(), io.StringIO()
    assert main(["rules", "provider-root-shape"], out, err) == 0
    text = out.getvalue()
    assert text == CATALOGUE["provider-root-shape"].doc
    assert "Bad:\nprofiles: anthropic\n{" in text and '"input_schema"' in text

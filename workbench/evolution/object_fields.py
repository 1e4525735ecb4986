"""What changed in an object's fields between two parameter schemas: properties removed, added or
renamed, fields newly required or no longer required, and `additionalProperties` tightened or
loosened, with the old-valid base object every such change's witness is built on.

The walk itself and the other keyword groups live in `workbench/evolution/compare.py`; these
functions take its `Comparer` to record changes and to walk into a property's subschema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from workbench.evolution import facts as F
from workbench.evolution import values as V
from workbench.evolution.rename import field_renames, meaning_change
from workbench.schema import instances
from workbench.schema.pointer import join
from workbench.schema.refs import deref
from workbench.schema.validate import accepts
from workbench.schema.walk import declared_types

if TYPE_CHECKING:
    from workbench.evolution.compare import Comparer


def compare_objects(comparer: Comparer, o, n, path, wrap, depth, label) -> None:
    po = o.get("properties") if isinstance(o.get("properties"), Mapping) else {}
    pn = n.get("properties") if isinstance(n.get("properties"), Mapping) else {}
    ro = {r for r in o.get("required") or [] if isinstance(r, str)}
    rn = {r for r in n.get("required") or [] if isinstance(r, str)}
    if not (po or pn or ro or rn or "additionalProperties" in o or "additionalProperties" in n):
        return
    plain = lambda: common_base(comparer, o, n, po, pn, set())  # noqa: E731
    # other changes' witnesses also carry the newly required fields, so that the only reason
    # the new schema rejects them is the change they witness
    base = lambda: common_base(comparer, o, n, po, pn, rn - ro)  # noqa: E731

    def child_wrap(name: str) -> Callable[[Any], Any]:
        return lambda v: wrap({**base(), name: v})

    def old_minimal(name: str) -> Callable[[], list[Any]]:
        return lambda: [instances.minimal(po[name], comparer.old_root)]

    closed = n.get("additionalProperties") is False
    renamed = {o_name: (n_name, evidence) for o_name, n_name, evidence in field_renames(po, pn)}
    renamed_to = {n_name for n_name, _ in renamed.values()}
    for name in po:
        sub = join(path, "properties", name)
        if name in renamed:
            _renamed(comparer, sub, name, *renamed[name], po, pn, rn, closed, label, plain, wrap)
        elif name not in pn:
            comparer.add(sub, "field-removed", True,
                     f"field `{name}` removed from {label}: old calls that send it are "
                     + ("rejected (undeclared fields are forbidden)" if closed else
                        "still accepted, and the new executor silently ignores its value"),
                     old_minimal(name), child_wrap(name),
                     decide="side")
        else:
            comparer.walk(po[name], pn[name], sub, child_wrap(name), depth + 1)
    for name in pn:
        if name in po or name in renamed_to:
            continue
        sub = join(path, "properties", name)
        if name in rn:
            _new_required(comparer, sub, name, pn[name], "field-added", f"new required field `{name}`",
                               lambda: [plain()], wrap)
        else:
            comparer.add(sub, "field-added", False, f"new optional field `{name}` in {label}")
    for name in sorted(rn - ro):
        if name in pn and name not in po:
            continue  # reported as field-added or field-renamed
        sub = join(path, "properties", name)
        _new_required(comparer, sub, name, pn.get(name), "field-newly-required",
                           f"`{name}` is now required", lambda: [plain()], wrap)
    for name in sorted(ro - rn):
        if name not in pn:
            continue  # removed or renamed: reported as such
        comparer.add(join(path, "properties", name), "field-no-longer-required", False,
                 f"`{name}` is no longer required (executors must handle its absence)")
    additional(comparer, o, n, path, wrap, depth, label, po, pn, base)


def _renamed(comparer: Comparer, sub, old_name, new_name, evidence, po, pn, rn, closed, label, plain, wrap) -> None:
    """A removed and an added property that look like one renamed field: breaking for the
    executor in any case (an old call's value is no longer read), for the model too when the
    new schema rejects old calls (the new name is required, or undeclared fields are closed)."""
    required = new_name in rn
    meaning = meaning_change(po[old_name], pn[new_name])
    message = (f"`{old_name}` looks renamed to `{new_name}` in {label} (proposed: "
               + "; ".join(evidence) + ")"
               + (f"; its meaning changed too ({meaning})" if meaning else "")
               + (f"; `{new_name}` is required, so old calls are rejected" if required else
                  f"; old calls that send `{old_name}` are "
                  + ("rejected" if closed else
                     "still accepted and the value is silently ignored")))
    comparer.add(sub, "field-renamed", True, message,
             lambda: [instances.minimal(po[old_name], comparer.old_root)],
             lambda v: wrap({**plain(), old_name: v}), decide="side")


def common_base(comparer: Comparer, o, n, po, pn, extra_required: set[str]) -> dict[str, Any]:
    """The old schema's minimal object, with each value swapped for one the new schema also
    accepts where one is at hand."""
    out = F.as_dict(instances.minimal(o, comparer.old_root))
    for name in list(out):
        _swap(comparer, out, name, po, pn)
    for name in sorted(extra_required):  # only while the old schema still accepts the object
        trial = dict(out)
        _swap(comparer, trial, name, po, pn)
        if accepts(o, trial, root=comparer.old_root):
            out = trial
    return out


def _swap(comparer: Comparer, out: dict[str, Any], name: str, po, pn) -> None:
    """Give `out[name]` a value both versions accept, when the current one fails the new."""
    if name not in pn or (name in out and accepts(pn[name], out[name], root=comparer.new_root)):
        return
    sub = deref(pn[name], comparer.new_root)
    pattern = sub.get("pattern") if isinstance(sub, Mapping) else None
    options = [instances.minimal(pn[name], comparer.new_root)] + instances.pattern_literals(pattern) + \
        list(instances.STRING_POOL) + [0, 1, False]
    for alt in options:
        if accepts(pn[name], alt, root=comparer.new_root) and \
                (name not in po or accepts(po[name], alt, root=comparer.old_root)):
            out[name] = alt
            return


def _new_required(comparer: Comparer, sub, name, schema, change, what, cands, wrap) -> None:
    if V.accepts_null(schema, comparer.new_root) and schema is not None:
        comparer.add(sub, change, False,
                 f"{what} but nullable: compatible for callers that send every key (strict mode sends "
                 f"null); a replayed old call without `{name}` (the witness) is still rejected by a "
                 f"validator of the new schema, so have the executor treat a missing `{name}` like null "
                 "(default routing) until old calls are gone", cands, wrap)
    else:
        resolved = deref(schema, comparer.new_root)
        declared = declared_types(resolved)
        trap = ""
        if declared and "null" in declared and isinstance(resolved.get("enum"), list):
            # the classic migration example has this trap: type [string, null] with an enum without null
            trap = (f"; `{name}` declares type null but its enum does not list null, so null is "
                    "rejected too: add null to the enum")
        comparer.add(sub, change, True, f"{what}: old calls without it are rejected{trap}", cands, wrap,
                 advice=f"add `{name}` as nullable first (type [..., \"null\"], executor applies the "
                        "default for null) and make it non-nullable once every caller sends it")


def additional(comparer: Comparer, o, n, path, wrap, depth, label, po, pn, base) -> None:
    ao, an = o.get("additionalProperties", True), n.get("additionalProperties", True)
    if comparer.same(ao, an):
        return
    extra = next(k for k in ("extra", "x_extra", "unit", "__extra__") if k not in po and k not in pn)
    if isinstance(ao, Mapping) and isinstance(an, Mapping):
        comparer.walk(ao, an, join(path, "additionalProperties"),
                  lambda v: wrap({**base(), extra: v}), depth + 1)
        return
    closed_o, closed_n = ao is False, an is False
    if not closed_o and (closed_n or isinstance(an, Mapping)):
        def value_pool() -> list[Any]:
            return [instances.minimal(ao, comparer.old_root) if isinstance(ao, Mapping) else "x",
                    "x", 1, True, None, {}, []]

        comparer.add(join(path, "additionalProperties"), "additional-properties-tightened", True,
                 f"{label} now {'forbids' if closed_n else 'restricts'} undeclared fields",
                 value_pool, lambda v: wrap({**base(), extra: v}),
                 advice="models do invent fields; say in the description which fields exist")
    elif closed_o or isinstance(ao, Mapping):
        comparer.add(join(path, "additionalProperties"), "additional-properties-loosened", False,
                 f"{label} now accepts undeclared fields")

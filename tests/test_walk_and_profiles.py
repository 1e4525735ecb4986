from workbench.model import CATEGORIES
from workbench.profiles import LEDGER_PROFILE_IDS, PROFILES, STATUSES, get_profiles
from workbench.schema.pointer import join, resolve, split
from workbench.schema.walk import MAX_DEPTH, index_schema


def test_pointer_round_trip_escapes_slash_and_tilde():
    p = join("", "properties", "a/b~c")
    assert p == "/properties/a~1b~0c"
    assert split(p) == ["properties", "a/b~c"]
    assert resolve({"properties": {"a/b~c": 1}}, p) == 1


def test_walk_marks_required_properties_and_nested_items():
    schema = {"type": "object", "required": ["a"], "properties": {
        "a": {"type": "string"},
        "b": {"type": "array", "items": {"type": "object", "properties": {"c": {"type": "integer"}}}}}}
    idx = index_schema(schema)
    by_ptr = {n.pointer: n for n in idx.nodes}
    assert by_ptr["/properties/a"].required and not by_ptr["/properties/b"].required
    assert by_ptr["/properties/b/items/properties/c"].name == "c"
    assert idx.truncated_at is None


def test_walk_is_bounded_on_ten_thousand_levels():
    schema = {"type": "object"}
    for _ in range(10_000):
        schema = {"type": "object", "properties": {"a": schema}}
    idx = index_schema(schema)
    assert idx.truncated_at is not None
    assert idx.max_depth == MAX_DEPTH


def test_profile_statuses_are_from_the_fixed_vocabulary():
    for profile in PROFILES.values():
        for status in profile.keywords.values():
            assert status in STATUSES, (profile.id, status)
        assert profile.default_status in STATUSES
    assert set(LEDGER_PROFILE_IDS) <= set(PROFILES)


def test_profile_facts_from_the_reference():
    strict = PROFILES["openai-strict"]
    assert strict.status("oneOf") == "rejected"
    assert strict.status("maximum") == "decoding"
    assert strict.status("minLength") == "unknown"  # UNCONFIRMED for base models
    assert PROFILES["anthropic-strict"].status("maximum") == "rejected"
    assert PROFILES["gemini"].status("const") == "rejected"
    assert not PROFILES["openai"].name_ok("spotify.play")
    assert PROFILES["mcp"].name_ok("spotify.play")
    assert [p.id for p in get_profiles("openai,mcp")] == ["openai", "mcp"]


def test_category_vocabulary_is_the_fixed_one():
    assert len(CATEGORIES) == 22 and CATEGORIES[0] == "naming" and CATEGORIES[-1] == "schema-error"


def test_argument_steps_maps_schema_positions_to_argument_paths():
    from workbench.schema.pointer import argument_steps

    assert argument_steps("/properties/a/items/properties/b") == ["a", "*", "b"]
    assert argument_steps("/properties/a/anyOf/1/prefixItems/2") == ["a", 2]
    assert argument_steps("/$defs/A/properties/b") is None
    assert argument_steps("/properties/a/additionalProperties", partial=True) == ["a"]

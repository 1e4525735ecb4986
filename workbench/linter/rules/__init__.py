"""The lint rules, one module per concern; each rule is one decorated check function.

`RULE_MODULES` is the one list of rule modules: `workbench.linter.catalogue.all_rules()` imports
them in this order and collects their rules (`toolschema rules` and reports list rules in it).
Importing this package imports no rule module. Modules not listed hold facts the rules share
(`param_facts`, `provider_facts`, `prose_facts`) and define no rule.
"""

RULE_MODULES: tuple[str, ...] = (
    "loading",             # schema-error, dialect constructs (from the loader's notes)
    "misplaced_keywords",  # schema-error: dependencies keyed by non-properties, top-level MCP hints
    "name_chars",          # naming: characters providers and parsers accept in names
    "naming",              # naming: what names say
    "name_verbs",          # naming: a catch-all verb, a name with no action word
    "name_scope",          # naming: a list/search name on a tool about one item
    "side_effects",        # side-effect: what a call does to the world
    "read_only_claims",    # side-effect: a write declared read-only
    "query_execution",     # side-effect: SQL/GraphQL text run without saying whether it writes
    "name_effect_text",    # side-effect: a removing name whose description only reads
    "money_inputs",        # side-effect: a payment or payout method the description keeps quiet about
    "collision",           # duplicate and near-duplicate tools
    "same_inputs",         # collision: tools reading the same object with the same inputs
    "descriptions",        # description
    "description_hype",    # description: slogans instead of what the tool does
    "tool_references",     # description: a call to a tool the set has in no form
    "list_paging",         # description: a capped list with no way to the next page
    "injection",           # instructions and hidden text in tool texts
    "param_descriptions",  # param-description: missing
    "param_restated",      # param-description: restating the name
    "param_ids",           # param-description: an id or code that does not say which one
    "param_sources",       # param-description: undescribed references another tool lists
    "param_gaps",          # param-description: most parameters of a tool undescribed
    "param_bare_numbers",  # param-description: a one-word number left bare among described inputs
    "param_measures",      # param-description: units
    "param_datetimes",     # param-description: date formats and time zones
    "param_types",         # type: counts, flags and measurements typed as the wrong kind
    "param_shapes",        # type: no type, objects without properties, lists packed into a string
    "packed_strings",      # type: coordinate pairs packed into one string
    "read_only_fields",    # type: input properties the schema marks read-only
    "objects",             # required
    "required_alternatives",  # cross-field: two ways to name the target, neither required nor said needed
    "additional_properties",  # additional-properties: open and always-empty objects
    "bounds",              # range
    "array_bounds",        # array-bounds: items, batches without maxItems, minItems above maxItems
    "line_items",          # array-bounds: the line items of a created thing may be empty
    "update_items",        # required: the items of a list of updates must carry their record's id
    "range_scale",         # range: declared bounds the value's meaning rules out
    "offered_values",      # nl-constraint: a value the text offers that the bounds reject
    "formats",             # format
    "format_names",        # format: a format name spelt otherwise than JSON Schema's
    "enums",               # enum: a closed value set offered as a free string
    "coded_values",        # enum: an integer's numbered codes listed only in its description
    "enum_in_tool_text",   # enum: a closed list beside the name in the tool description
    "enum_named_values",   # enum: the text names one more alternative than the enum holds
    "enum_values",         # enum, huge-enum: the values a declared enum holds
    "selector_values",     # enum: a method/mode string whose values nobody lists
    "json_text",           # JSON passed inside a string
    "param_defaults",      # destructive defaults, defaults the text contradicts, null's meaning
    "default_validity",    # type: a default its own schema rejects
    "empty_inputs",        # required: a search text optional with an empty default
    "sample_defaults",     # required: the text's example made the default of what a call is about
    "write_destinations",  # side-effect: a file written where one may be, overwrite unsaid
    "send_recipients",     # required: a send's recipient optional with an empty default
    "confirm_gates",       # side-effect: a confirmation switch whose texts say nothing of it
    "security",            # identity: caller identity as a parameter
    "credentials",         # identity: secrets as parameters
    "mega_tools",          # mega-tool: an action parameter choosing what the tool does
    "caller_described",    # identity: parameters whose own text says they are the caller
    "cli_passthrough",     # mega-tool: a service CLI's command line for reads and writes
    "flat_union",          # mega-tool: an action switch over a flat union of per-action fields
    "catch_all_tools",     # mega-tool: a domain's entry point choosing among unrelated writes
    "action_requirements",  # cross-field: per-action requirements stated only in the fields' texts
    "update_changes",      # cross-field: an update tool that requires only the ids it changes
    "deferred_docs",       # param-description: values or limits deferred to a document the model lacks
    "style",               # style-consistency across the set
    "concept_names",       # style-consistency: one identifier under two names and forms
    "prose_rules",         # nl-constraint, cross-field (bilingual prose extraction, workbench.prose)
    "prose_limit_conflicts",  # nl-constraint: limits and values the text states otherwise than the schema
    "prose_unverifiable",  # vague limits and time rules relative to now
    "prose_shape",         # shapes stated only in prose
    "prose_relations",     # field conditions stated only in prose
    "prose_groups",        # field groups and orders stated only in prose
    "prose_contradictions",  # descriptions that contradict their schema
    "prose_offers",        # description: a filter or a time zone the text promises and the schema lacks
    "prose_required",      # inputs the description says a call needs, left optional
    "provider_strict",     # strict-compat (workbench.profiles)
    "provider_strict_limits",  # strict-compat: size, recursion and per-request limits
    "provider",            # portability (workbench.profiles)
    "context_cost",        # context-cost: what the set costs in the model's context (workbench.costing)
)

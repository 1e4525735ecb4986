"""Tool-definition envelopes: one module per family, each with `read_*(item, origin) -> Tool` and
`write_*(tool) -> dict`. `detect` picks the envelope and unwraps containers; `dialect` normalises
schema dialects into JSON Schema 2020-12; `write.dump` writes a tool set back."""

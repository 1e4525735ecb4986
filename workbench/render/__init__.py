"""Renderings of result records: text, JSON, SARIF, HTML. They format; they never recompute."""

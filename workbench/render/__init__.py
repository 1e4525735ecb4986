"""Renderings: the neutral `Document` every result describes itself as (`document`), and the
shared renderers of it: plain text, HTML, Markdown, DataFrame. SARIF is here too, as a contract
of its own. Renderers format; they never recompute, and they know no result class."""

"""The adversarial prober: valid cases, mutations and attacks against a tool's schema and its
executor. Light on import: hypothesis is imported only when a pattern or a fallback
needs it (`workbench.prober._compat`)."""

"""The tool set as the model chooses from it.

- `confusability.py` (+ `report.py`, `heatmap.py`): which pairs of tools a model may confuse, why,
  and what each description should say to separate them;
- `routing.py` (+ `router.py`, `report_routing.py`, `routing_cases.py`): routing tests of user
  requests against the set, with a built-in lexical router or any model client;
- `report_discoverability.py` (+ `discoverability.py`): visible, distinguishable, callable; MCP
  caching; collisions across merged servers;
- `report_parallel.py` (+ `parallel.py`): which tools change state, ordering rules as ledger rows,
  retry risks, per-provider parallel-call advice.

`terms.py` and `synonyms.json` are the shared bilingual term extraction. The public names live on
`workbench` (`workbench.confusability`, `workbench.route`, ...).
"""

"""The Jupyter side of the workbench (the only package that imports ipywidgets/IPython):
`form` (schema -> live-validated form), `show` (dashboard), `magic` (`%toolschema`)."""

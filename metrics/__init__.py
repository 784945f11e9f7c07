"""The evaluate metric modules, shipped inside the package as `paraeval.metrics` (see paraeval.metric_path)."""

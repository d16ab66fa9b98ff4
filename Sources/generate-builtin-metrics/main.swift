// Contract placeholder: replaced by the Swift generator of the built-in metrics tables.
print("generate-builtin-metrics")

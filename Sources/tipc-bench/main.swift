// The benchmark (contract placeholder: replaced by the real benchmark).
print("tipc-bench")

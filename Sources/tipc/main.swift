import TipCompiler

print("tipc")

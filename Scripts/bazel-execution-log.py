#!/usr/bin/env python3
"""Reads Bazel's execution logs (--execution_log_json_file) for Scripts/check-bazel: which tipc
actions ran, and which were cache hits.

A log lists every spawn Bazel ran or found in a cache (an action its own action cache had up to
date runs nothing and is not listed). tipc's actions are those whose mnemonic starts with Tip.

  bazel-execution-log.py hits LOG
      prints "N tipc actions: H cache hits, E run"; exits 1 unless every one was a cache hit.
  bazel-execution-log.py reran FULL LOG [--reading PATH] [--writing-under PATH] [--mnemonic M,...]
      the tipc actions of LOG must be exactly those of FULL (a log of a build that ran every
      action) that read PATH, write under PATH and have one of the mnemonics (each filter
      optional); prints how many, exits 1 when they differ, naming the extra and missing ones.
"""
import argparse
import json
import sys


def spawns(path):
    """The tipc spawns of the log at `path`: JSON objects one after the other."""
    text = open(path, encoding="utf-8").read()
    decoder = json.JSONDecoder()
    found, position = [], 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position == len(text):
            return [spawn for spawn in found if spawn.get("mnemonic", "").startswith("Tip")]
        spawn, position = decoder.raw_decode(text, position)
        found.append(spawn)


def key(spawn):
    """What names an action across builds: the files it writes."""
    return " ".join(spawn.get("listedOutputs", []))


def hits(arguments):
    log = spawns(arguments.log)
    hit = sum(1 for spawn in log if spawn.get("remoteCacheHit"))
    print(f"{len(log)} tipc actions: {hit} cache hits, {len(log) - hit} run")
    return 0 if log and hit == len(log) else 1


def reran(arguments):
    mnemonics = arguments.mnemonic.split(",") if arguments.mnemonic else None

    def expected(spawn):
        return ((arguments.reading is None or any(i["path"] == arguments.reading for i in spawn.get("inputs", [])))
                and (arguments.writing_under is None
                     or any(f"/{arguments.writing_under}/" in o for o in spawn.get("listedOutputs", [])))
                and (mnemonics is None or spawn.get("mnemonic") in mnemonics))

    wanted = {key(spawn) for spawn in spawns(arguments.full) if expected(spawn)}
    ran = {key(spawn) for spawn in spawns(arguments.log)}
    print(f"{len(ran)} tipc actions ran again, the {len(wanted)} expected")
    for extra in sorted(ran - wanted):
        print(f"  ran but should not have: {extra}")
    for missing in sorted(wanted - ran):
        print(f"  should have run but did not: {missing}")
    return 0 if wanted and ran == wanted else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    hits_parser = commands.add_parser("hits")
    hits_parser.add_argument("log")
    hits_parser.set_defaults(run=hits)
    reran_parser = commands.add_parser("reran")
    reran_parser.add_argument("full")
    reran_parser.add_argument("log")
    reran_parser.add_argument("--reading")
    reran_parser.add_argument("--writing-under")
    reran_parser.add_argument("--mnemonic")
    reran_parser.set_defaults(run=reran)
    arguments = parser.parse_args()
    sys.exit(arguments.run(arguments))


if __name__ == "__main__":
    main()

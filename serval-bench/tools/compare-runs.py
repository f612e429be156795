#!/usr/bin/env python3
"""Compares each codec's own JMH scores between two report folders (docs/benchmarks/...).

A report's headline ratios divide Serval's score by the fastest peer's, so they move when either
side does; on this shared machine the peers' scores alone swing by 20% between runs. This prints,
per codec, the geometric mean over the rows both runs timed of NEW's score over OLD's, for
serialization and deserialization, then the same for each codec divided by the median codec's
(how it moved against the field, the machine's speed taken out), then the rows where one codec
moved most.

  python3 serval-bench/tools/compare-runs.py docs/benchmarks/2026-11-28-steady NEW_DIR \\
      [--codec serval] [--rows 8]

Each folder needs its jmh-results.json or jmh-results.json.gz. A row timed in several passes
scores the geometric mean of its passes, as the report does.
"""

import argparse
import gzip
import json
import math
import pathlib
import statistics
import sys

PAIR = "dev.serval.bench.jmh.PairBenchmarks."
METHODS = ("serialize", "deserialize")


def load(folder):
    """Scores by (method, workload, codec) in operations per second."""
    folder = pathlib.Path(folder)
    for name, opener in (("jmh-results.json.gz", gzip.open), ("jmh-results.json", open)):
        path = folder / name
        if path.exists():
            with opener(path, "rt") as f:
                entries = json.load(f)
            break
    else:
        sys.exit(f"{folder}: no jmh-results.json(.gz)")
    passes = {}
    for e in entries:
        method = e["benchmark"][len(PAIR):] if e["benchmark"].startswith(PAIR) else None
        if method not in METHODS:
            continue
        params = e.get("params", {})
        key = (method, params["workload"], params["codec"])
        passes.setdefault(key, []).append(e["primaryMetric"]["score"])
    return {k: geomean(v) for k, v in passes.items() if all(s > 0 for s in v)}


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--codec", default="serval", help="the codec whose rows to list")
    parser.add_argument("--rows", type=int, default=8, help="rows to list each way")
    args = parser.parse_args()
    old, new = load(args.old), load(args.new)
    common = sorted(old.keys() & new.keys())
    if not common:
        sys.exit("the two runs timed no row in common")
    ratio = {k: new[k] / old[k] for k in common}
    codecs = sorted({k[2] for k in common})

    moved = {}  # (codec, method) -> geometric mean of NEW / OLD over the rows
    for codec in codecs:
        for method in METHODS:
            rows = [r for k, r in ratio.items() if k[2] == codec and k[0] == method]
            if rows:
                moved[codec, method] = (geomean(rows), len(rows))
    median = {m: statistics.median(v for (c, mm), (v, n) in moved.items() if mm == m)
              for m in METHODS}

    print(f"NEW / OLD, geometric mean over the rows both timed ({args.new} / {args.old})")
    print(f"{'codec':<28}{'rows':>5}{'ser':>8}{'deser':>8}   vs median:{'ser':>7}{'deser':>8}")
    for codec in sorted(codecs, key=lambda c: (not c.startswith("serval"), c)):
        ser, deser = moved.get((codec, "serialize")), moved.get((codec, "deserialize"))
        if not ser or not deser:
            continue
        print(f"{codec:<28}{ser[1]:>5}{ser[0]:>8.3f}{deser[0]:>8.3f}   {'':>10}"
              f"{ser[0] / median['serialize']:>7.3f}{deser[0] / median['deserialize']:>8.3f}")
    print(f"{'median codec':<28}{'':>5}{median['serialize']:>8.3f}{median['deserialize']:>8.3f}")

    mine = sorted((r, k) for k, r in ratio.items() if k[2] == args.codec)
    if mine:
        print(f"\n{args.codec}: rows that moved most (NEW / OLD)")
        shown = mine[:args.rows] + [m for m in mine[-args.rows:] if m not in mine[:args.rows]]
        for r, (method, workload, _) in shown:
            print(f"  {r:6.3f}  {method:<12} {workload}")


if __name__ == "__main__":
    main()

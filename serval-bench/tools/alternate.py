#!/usr/bin/env python3
"""Times two builds of serval-core against each other in alternating rounds (A, B, A, B, ...).

One JMH run per round, with fresh forks, on the benchmark class path of serval-bench with the
serval-core jar swapped for the round's jar. Prints each round's scores and, per benchmark and
parameter set, the ratio of B's geometric mean to A's, and whether every round of B scored above
(or below) every round of A; anything else is within this machine's spread (see the README,
"Profiling"). Two identical jars land on one side by chance in 1 comparison in 3 with 2 rounds
each, 1 in 10 with 3 rounds, 1 in 35 with 4.

Run from the repository root after ./bench (or mvn install) has built serval-bench:

  python3 serval-bench/tools/alternate.py OLD.jar NEW.jar --rounds 3 \\
      --bench 'PollutedPairBenchmarks' -p workload=fst:ExternalizableTest -p codec=serval -- -f 2

Arguments after "--" go to JMH as they are (forks, iterations, profilers); the defaults are
3 forks of 3 one-second warmup and 3 one-second measurement iterations.
"""

import argparse
import json
import math
import pathlib
import re
import subprocess
import sys
import tempfile

BENCH = pathlib.Path("serval-bench")
CORE_JAR = re.compile(r"serval-core[^:]*?(\.jar|/target/classes)$")


def class_path(core_jar):
    entries = (BENCH / "target" / "runtime-classpath.txt").read_text().strip().split(":")
    swapped = [core_jar if CORE_JAR.search(e) else e for e in entries]
    if core_jar not in swapped:
        sys.exit("no serval-core entry in serval-bench/target/runtime-classpath.txt")
    return ":".join([str(BENCH / "target" / "classes")] + swapped)


def run_round(jar, args, jmh_args, out):
    jvm_args = "-Xmx3g " + " ".join((BENCH / "jvm.args").read_text().split())
    command = ["java", "-cp", class_path(jar), "org.openjdk.jmh.Main", args.bench,
               "-rf", "json", "-rff", str(out), "-jvmArgs", jvm_args]
    for p in args.param:
        name, _, value = p.partition("=")
        command += ["-p", name + "=" + value]
    command += jmh_args or ["-f", "3", "-wi", "3", "-w", "1", "-i", "3", "-r", "1"]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return {key(r): r["primaryMetric"]["score"] for r in json.loads(out.read_text())}


def key(result):
    params = ",".join(f"{k}={v}" for k, v in sorted(result.get("params", {}).items()))
    return result["benchmark"].rsplit(".", 2)[-2] + "." + result["benchmark"].rsplit(".", 1)[-1] + " " + params


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jar_a")
    parser.add_argument("jar_b")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each jar (default 3)")
    parser.add_argument("--bench", required=True, help="JMH benchmark regular expression")
    parser.add_argument("-p", "--param", action="append", default=[], help="JMH parameter name=v1,v2")
    argv = sys.argv[1:]
    jmh_args = []
    if "--" in argv:
        jmh_args = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    args = parser.parse_args(argv)

    scores = {"A": [], "B": []}
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(args.rounds):
            for label, jar in (("A", args.jar_a), ("B", args.jar_b)):
                out = pathlib.Path(tmp) / f"{label}{r}.json"
                result = run_round(str(pathlib.Path(jar).resolve()), args, jmh_args, out)
                scores[label].append(result)
                print(f"round {r + 1} {label}: " + "; ".join(f"{k} {v:,.0f}" for k, v in sorted(result.items())),
                      flush=True)

    print()
    for k in sorted(scores["A"][0]):
        a = [s[k] for s in scores["A"] if k in s]
        b = [s[k] for s in scores["B"] if k in s]
        if len(a) != args.rounds or len(b) != args.rounds:
            continue
        verdict = ("every B round above every A round" if min(b) > max(a)
                   else "every B round below every A round" if max(b) < min(a)
                   else "within the spread")
        print(f"{k}: B/A {geomean(b) / geomean(a):.3f} ({verdict}); "
              f"A {', '.join(f'{x:,.0f}' for x in a)}; B {', '.join(f'{y:,.0f}' for y in b)}")


if __name__ == "__main__":
    main()

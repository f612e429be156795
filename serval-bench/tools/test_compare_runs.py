"""Tests of compare-runs.py on two small runs written here: three codecs, two workloads, scores
chosen so that every figure the script prints can be worked out by hand (see each test).

OLD (jmh-results.json) and NEW (jmh-results.json.gz, as reports check them in), ops/s:

                    serialize        deserialize
  codec          wA   wB  (wC)      wA   wB
  serval  OLD   100  100            50   50
          NEW   200   50           100  100     NEW's serval ser wA is two passes, 100 and 400
  fory    OLD   200  200           100  100
          NEW   220  220           100  100
  kryo    OLD   300  300   300     150  150     wC only in OLD: not a row both timed
          NEW   360  360           75    75

Besides those, NEW holds a row OLD lacks (fory ser wE, 500), a failed pair (fory ser wD, score 0:
dropped) and a benchmark that is not a pair; both hold a round trip of the pair benchmark, which is
not one of the two methods compared (all three ignored).

Run: python3 -m unittest discover -s serval-bench/tools -p 'test_*.py'
"""
import gzip
import json
import os
import subprocess
import sys
import tempfile
import unittest

TOOLS = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(TOOLS, "compare-runs.py")
PAIR = "dev.serval.bench.jmh.PairBenchmarks."

OLD = {("serialize", "wA", "serval"): [100], ("serialize", "wB", "serval"): [100],
       ("deserialize", "wA", "serval"): [50], ("deserialize", "wB", "serval"): [50],
       ("serialize", "wA", "fory"): [200], ("serialize", "wB", "fory"): [200],
       ("deserialize", "wA", "fory"): [100], ("deserialize", "wB", "fory"): [100],
       ("serialize", "wA", "kryo"): [300], ("serialize", "wB", "kryo"): [300],
       ("serialize", "wC", "kryo"): [300],
       ("deserialize", "wA", "kryo"): [150], ("deserialize", "wB", "kryo"): [150],
       ("roundTrip", "wA", "fory"): [1]}
NEW = {("serialize", "wA", "serval"): [100, 400], ("serialize", "wB", "serval"): [50],
       ("deserialize", "wA", "serval"): [100], ("deserialize", "wB", "serval"): [100],
       ("serialize", "wA", "fory"): [220], ("serialize", "wB", "fory"): [220],
       ("deserialize", "wA", "fory"): [100], ("deserialize", "wB", "fory"): [100],
       ("serialize", "wA", "kryo"): [360], ("serialize", "wB", "kryo"): [360],
       ("deserialize", "wA", "kryo"): [75], ("deserialize", "wB", "kryo"): [75],
       ("serialize", "wD", "fory"): [0], ("serialize", "wE", "fory"): [500],
       ("roundTrip", "wA", "fory"): [1]}


def entries(scores):
    out = []
    for (method, workload, codec), passes in scores.items():
        for score in passes:
            out.append({"benchmark": PAIR + method,
                        "params": {"workload": workload, "codec": codec},
                        "primaryMetric": {"score": score}})
    return out


def compare(*options):
    with tempfile.TemporaryDirectory() as root:
        old, new = os.path.join(root, "old"), os.path.join(root, "new")
        os.mkdir(old)
        os.mkdir(new)
        with open(os.path.join(old, "jmh-results.json"), "w") as f:
            json.dump(entries(OLD), f)
        new_entries = entries(NEW) + [{
            "benchmark": "dev.serval.bench.jmh.CopyBaselineBenchmarks.arraycopy",
            "params": {"bytes": "2054"}, "primaryMetric": {"score": 1.0}}]
        with gzip.open(os.path.join(new, "jmh-results.json.gz"), "wt") as f:
            json.dump(new_entries, f)
        result = subprocess.run([sys.executable, SCRIPT, old, new, *options],
                                capture_output=True, text=True, check=True)
        return result.stdout


def row(output, first):
    """The whitespace-separated fields of the line that starts with `first`."""
    for line in output.splitlines():
        if line.startswith(first):
            return line.split()
    raise AssertionError(f"no line starting with {first!r} in:\n{output}")


class CompareRunsTest(unittest.TestCase):
    def test_each_codec_moves_by_the_geometric_mean_of_its_rows(self):
        output = compare()
        # serval ser: wA 200/100 (NEW's passes 100 and 400 make 200), wB 50/100: sqrt(2 * 0.5) = 1.
        # deser: 2 and 2. fory: 1.1 and 1; kryo: 1.2 and 0.5 (wC, in OLD only, is left out).
        self.assertEqual(row(output, "serval ")[:4], ["serval", "2", "1.000", "2.000"])
        self.assertEqual(row(output, "fory ")[:4], ["fory", "2", "1.100", "1.000"])
        self.assertEqual(row(output, "kryo ")[:4], ["kryo", "2", "1.200", "0.500"])

    def test_against_the_median_codec(self):
        output = compare()
        # Medians: ser of 1.0, 1.1, 1.2 is 1.1; deser of 2, 1, 0.5 is 1.
        self.assertEqual(row(output, "median codec")[2:], ["1.100", "1.000"])
        self.assertEqual(row(output, "serval ")[4:], ["0.909", "2.000"])
        self.assertEqual(row(output, "kryo ")[4:], ["1.091", "0.500"])

    def test_lists_the_codecs_rows_that_moved_most(self):
        output = compare("--codec", "serval", "--rows", "1")
        listed = [line.split() for line in
                  output.split("serval: rows that moved most (NEW / OLD)\n", 1)[1].splitlines()]
        # The one that fell most, then one of the three that doubled (which one, rounding decides).
        self.assertEqual(len(listed), 2)
        self.assertEqual(listed[0], ["0.500", "serialize", "wB"])
        self.assertEqual(listed[1][0], "2.000")

    def test_leaves_out_failed_pairs_and_other_benchmarks(self):
        output = compare("--codec", "fory", "--rows", "10")
        self.assertNotIn("wD", output)
        self.assertNotIn("wE", output)
        self.assertNotIn("roundTrip", output)
        self.assertNotIn("arraycopy", output)
        self.assertNotIn("wC", compare("--codec", "kryo", "--rows", "10"))


if __name__ == "__main__":
    unittest.main()

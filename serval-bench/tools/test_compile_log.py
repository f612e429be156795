"""Tests of compile-log.py --too-big on testdata/compile-log.xml: an excerpt of the compilation log
(-XX:+LogCompilation) of a JVM that ran PollutedPairBenchmarks with Serval, cut to two of C2's
compilations of generated codecs, both of which left ReadSession::readString as a call because its
installed code (compile 3802, whose nmethod line is kept) was above InlineSmallCode. The first one
also inlined one call and refused another for a different reason; neither is to be reported.

Run: python3 -m unittest discover -s serval-bench/tools -p 'test_*.py'
"""
import os
import subprocess
import sys
import unittest

TOOLS = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(TOOLS, "compile-log.py")
LOG = os.path.join(TOOLS, "testdata", "compile-log.xml")


def too_big(*options):
    result = subprocess.run([sys.executable, SCRIPT, LOG, "--too-big", *options],
                            capture_output=True, text=True, check=True)
    return result.stdout


class TooBigTest(unittest.TestCase):
    def test_counts_each_call_refused_for_the_size_of_the_callees_code(self):
        self.assertIn("       2  dev.serval.internal.ReadSession::readString:", too_big())

    def test_gives_the_installed_version_and_its_bytes_of_code(self):
        # Compile 3802's nmethod line: insts_offset='528' stub_offset='5008'.
        self.assertIn("readString: 3802 L4 4480 B\n", too_big())

    def test_names_the_compilations_that_made_the_call(self):
        output = too_big()
        self.assertIn("from dev.serval.fixtures.fst.FrequentPrimitives$$ServalCodec read (1)",
                      output)
        self.assertIn("from dev.serval.fixtures.typed.ComplexObject$$ServalCodec read (1)", output)

    def test_leaves_out_inlined_calls_and_calls_refused_for_other_reasons(self):
        output = too_big()
        self.assertNotIn("getLongUnaligned", output)  # inline (hot)
        self.assertNotIn("fieldFailed", output)  # never executed

    def test_match_keeps_the_refusals_whose_callee_or_caller_contains_it(self):
        output = too_big("--match", "ComplexObject")
        self.assertIn("       1  dev.serval.internal.ReadSession::readString:", output)
        self.assertNotIn("FrequentPrimitives", output)
        self.assertNotIn("readString", too_big("--match", "HashMap"))


if __name__ == "__main__":
    unittest.main()

"""Tests of annotate-perfasm.py on one small method (java.util.zip.ZipUtils::SH) as HotSpot printed
it through each disassembler plugin: testdata/llvm-text.log (text instructions, the LLVM plugin that
tools/hsdis builds) and testdata/raw-bytes.log (raw bytes, Debian's plugin, disassembled here with
Capstone). The logs are excerpts of two perfasm runs; the .perf files, written for the test in
perf's format, hold five samples inside the method, at the same offsets in both, and one outside.

Run: python3 -m unittest discover -s serval-bench/tools -p 'test_*.py'
"""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

TOOLS = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(TOOLS, "annotate-perfasm.py")
DATA = os.path.join(TOOLS, "testdata")

try:
    import capstone  # noqa: F401  (only the raw-bytes log needs it)
    HAVE_CAPSTONE = True
except ImportError:
    HAVE_CAPSTONE = False


def annotate(kind, *options):
    """The script's output on testdata/KIND.log and KIND.perf, copied into a perfasm-like DIR."""
    with tempfile.TemporaryDirectory() as run:
        for ext in ("log", "perf"):
            shutil.copy(os.path.join(DATA, f"{kind}.{ext}"), os.path.join(run, f"profile.{ext}"))
        result = subprocess.run([sys.executable, SCRIPT, run, "ZipUtils::SH", *options],
                                capture_output=True, text=True, check=True)
        return result.stdout


def listing(output):
    """The --listing rows as (percent, offset from the first instruction, mnemonic)."""
    rows = output.split("-- every instruction, in address order\n", 1)[1].splitlines()
    parsed = [(row[:6].strip(), int(row.split()[1], 16), row.split()[2]) for row in rows]
    base = parsed[0][1]
    return [(percent, address - base, mnemonic) for percent, address, mnemonic in parsed]


# The method's first instructions and their offsets, read off testdata/llvm-text.log by hand.
FIRST_INSTRUCTIONS = [(0x0, "mov"), (0x7, "push"), (0x8, "sub"), (0xc, "mov"), (0x10, "cmp"),
                      (0x13, "jae"), (0x15, "movzx"), (0x1b, "mov"), (0x1d, "inc"), (0x1f, "cmp")]


class TextInstructionsTest(unittest.TestCase):
    def test_counts_the_samples_inside_the_method(self):
        self.assertIn("5 of 6 samples", annotate("llvm-text"))

    def test_names_each_sample_by_the_debug_record_of_its_instruction_or_the_last_before(self):
        output = annotate("llvm-text")
        by_frame = output.split("-- by innermost frame")[1].split("\n\n")[0]
        # movzx carries ;*iand SH@6 (3 samples), or ;*ior SH@19 (1); the cmp after inc's
        # ;*iadd SH@10 has no record of its own (1).
        self.assertIn(" 60.0% ZipUtils::SH@6\n", by_frame)
        self.assertIn(" 20.0% ZipUtils::SH@19\n", by_frame)
        self.assertIn(" 20.0% ZipUtils::SH@10", by_frame)

    def test_lists_every_instruction_in_address_order(self):
        rows = listing(annotate("llvm-text", "--listing"))
        with open(os.path.join(DATA, "llvm-text.log")) as log:
            printed = sum(1 for line in log if line.strip().startswith("0x") and ":   " in line)
        self.assertEqual(len(rows), printed)
        self.assertEqual([(offset, mnemonic) for _, offset, mnemonic in rows[:10]],
                         FIRST_INSTRUCTIONS)
        self.assertEqual(rows[6][0], "60.0%")  # the movzx
        self.assertEqual(sorted(percent for percent, _, _ in rows if percent != "0.0%"),
                         ["20.0%", "20.0%", "60.0%"])


@unittest.skipUnless(HAVE_CAPSTONE, "raw bytes need Capstone: pip install capstone")
class RawBytesTest(unittest.TestCase):
    def test_disassembles_the_same_instructions_as_the_text_plugin_printed(self):
        raw = listing(annotate("raw-bytes", "--listing"))
        text = listing(annotate("llvm-text", "--listing"))
        self.assertEqual([(o, m) for _, o, m in raw], [(o, m) for _, o, m in text])

    def test_puts_the_samples_on_the_same_instructions(self):
        output = annotate("raw-bytes", "--listing")
        self.assertIn("5 of 6 samples", output)
        self.assertEqual(listing(output)[6][0], "60.0%")


if __name__ == "__main__":
    unittest.main()

#!/usr/bin/env python3
"""Instruction-level profile of one JIT-compiled method from a JMH perfasm run.

Why: this machine's disassembler plugin (Debian's libhsdis0-fcml) makes HotSpot print compiled
code as raw bytes, which JMH's perfasm cannot split into instructions, so its per-line figures
miss most samples; and async-profiler's flat profile puts the time of code C2 moved around on
whatever frame its nearest debug record names (ElementRun.writeIndexed read as 30-70% "self" time
of HeavyNesting and MediaContent); with the LLVM plugin (tools/hsdis), perfasm splits the
instructions but lists only its hottest regions. This script takes the whole method's instructions
(disassembling raw bytes with Capstone), counts perf's samples per instruction and names each
instruction's inlining chain from HotSpot's debug records (dense with -XX:+DebugNonSafepoints).
The names are a guide, not a measurement: code that follows a type check's uncommon trap carries
the trap's record (HeavyNesting's codec shows a quarter of its samples under
"ElementRun::writeIndexed@51", the trap after the list's class checks); read the hottest
instructions (--hot) for what they do.

Usage (see serval-bench/README.md, "Profiling", for the JMH command that writes DIR):
    pip install capstone    # for raw bytes only
    python3 annotate-perfasm.py DIR METHOD_SUBSTRING [--top N] [--hot N] [--listing]
DIR holds perfasm's saved log (*.log, saveLog=true) and perf output (*.perf, savePerf=true);
METHOD_SUBSTRING picks, among the C2-compiled methods whose header line contains it, the one
with the most samples. The log may hold raw bytes (Debian's plugin; disassembled here) or text
instructions (the LLVM plugin that tools/hsdis builds; taken as printed, each reaching to the next).
"""
import argparse
import bisect
import collections
import glob
import os
import re
import sys

ADDRESS_LINE = re.compile(r"\s*(?:\d+\.\d+%)?\s*(0x[0-9a-f]+):\s+(.*)")
RAW_BYTES = re.compile(r"(?:[0-9a-f]{2,8}[\s|]*)+")
Instruction = collections.namedtuple("Instruction", "address size mnemonic op_str")
FRAME_LINE = re.compile(r"; - (\S+)@(-?\d+)")
SAMPLE_LINE = re.compile(r"\s*[\d.]+: [\w-]+:\s+([0-9a-f]+)")


class Method:
    """One compiled method: its code bytes from `base`, and debug frames by pc."""

    def __init__(self, header):
        self.header = header
        self.base = None
        self.code = bytearray()
        self.frames_at = {}  # pc -> innermost-first list of "Class::method@bci"
        self.text = {}  # pc -> instruction as printed, when the plugin prints text
        self.last_text = None  # the highest pc in text, kept as lines come (end is read per sample)

    @property
    def end(self):
        if self.text:
            return self.last_text + 16  # the last instruction's length is not printed
        return self.base + len(self.code)

    def add_text(self, address, instruction):
        if self.base is None:
            self.base = address
        self.text.setdefault(address, instruction)
        self.last_text = address if self.last_text is None else max(self.last_text, address)

    def instructions(self):
        """The method's instructions: disassembled from its bytes, or as the log printed them."""
        if not self.text:
            try:
                import capstone
            except ImportError:
                sys.exit("raw bytes need Capstone to disassemble: pip install capstone")
            disassembler = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
            return list(disassembler.disasm(bytes(self.code), self.base))
        pcs = sorted(self.text)
        rows = []
        for pc, following in zip(pcs, pcs[1:] + [self.end]):
            mnemonic, _, operands = self.text[pc].partition("\t")
            rows.append(Instruction(pc, following - pc, mnemonic.strip(), operands.strip()))
        return rows

    def add_bytes(self, address, data):
        if self.base is None:
            self.base = address
        gap = address - self.end
        if gap < 0:
            return  # a repeated line
        self.code += b"\x90" * gap + data


def short_frame(name, bci):
    cls, _, method = name.partition("::")
    cls = cls.split("/")[0].split(".")[-1]
    return f"{cls}::{method}@{bci}"


def read_methods(log_path):
    """Every C2-compiled method in HotSpot's PrintAssembly output."""
    methods, current, frames, pending = [], None, None, None
    with open(log_path, errors="replace") as log:
        for line in log:
            if "Compiled method" in line:
                current = Method(line.strip()) if "(c2)" in line else None
                if current:
                    methods.append(current)
                frames, pending = None, None
                continue
            if current is None:
                continue
            m = ADDRESS_LINE.match(line)
            if m:
                address, body = int(m.group(1), 16), m.group(2)
                if body.startswith(";*"):
                    frames, pending = [], address
                elif not body.startswith(";"):
                    code, _, comment = body.partition(";")
                    code = code.strip()
                    if RAW_BYTES.fullmatch(code):
                        hex_words = re.findall(r"\b[0-9a-f]{2,8}\b", code)
                        current.add_bytes(address, bytes.fromhex("".join(hex_words)))
                    else:
                        current.add_text(address, code)
                    if pending is not None and frames:
                        current.frames_at[pending] = frames
                    frames, pending = None, None
                    if current.text and comment.startswith("*"):
                        # The LLVM plugin starts an instruction's debug record on the instruction's
                        # own line; its frames follow on the next lines.
                        frames, pending = [], address
                continue
            f = FRAME_LINE.search(line)
            if f and frames is not None:
                frames.append(short_frame(f.group(1), f.group(2)))
    return [m for m in methods if m.base is not None]


def read_samples(perf_path):
    counts = collections.Counter()
    with open(perf_path, errors="replace") as perf:
        for line in perf:
            m = SAMPLE_LINE.match(line)
            if m:
                counts[int(m.group(1), 16)] += 1
    return counts


def samples_in(method, counts):
    return sum(n for pc, n in counts.items() if method.base <= pc < method.end)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir")
    parser.add_argument("method")
    parser.add_argument("--top", type=int, default=30, help="rows of each summary")
    parser.add_argument("--hot", type=int, default=0, help="hottest instructions to list")
    parser.add_argument("--listing", action="store_true",
                        help="then every instruction in address order, with its samples")
    args = parser.parse_args()
    logs = glob.glob(os.path.join(args.dir, "*.log"))
    perfs = glob.glob(os.path.join(args.dir, "*.perf"))
    if not logs or not perfs:
        sys.exit(f"{args.dir} needs perfasm's *.log and *.perf (saveLog=true, savePerf=true)")
    counts = read_samples(perfs[0])
    candidates = [m for m in read_methods(logs[0]) if args.method in m.header]
    if not candidates:
        sys.exit(f"no C2-compiled method matches {args.method!r}")
    method = max(candidates, key=lambda m: samples_in(method=m, counts=counts))
    total = samples_in(method, counts)
    print(method.header)
    print(f"{total} of {sum(counts.values())} samples in its {method.end - method.base} bytes")
    if total == 0:
        return

    # PrintAssembly prints a debug record just before the instruction it describes; an
    # instruction without one gets the last record before it. (The nearest record after it, the
    # rule for a pc-to-frame lookup at a call's return address, names the uncommon traps that
    # follow C2's type checks: most of a method then read as one bytecode.)
    pcs = sorted(method.frames_at)

    def frames_of(instruction):
        i = bisect.bisect_right(pcs, instruction.address) - 1
        return method.frames_at[pcs[i]] if i >= 0 else []

    rows = []
    by_frame, by_chain = collections.Counter(), collections.Counter()
    for ins in method.instructions():
        n = sum(counts.get(pc, 0) for pc in range(ins.address, ins.address + ins.size))
        frames = frames_of(ins)
        rows.append((n, ins, frames))
        by_frame[frames[0] if frames else "?"] += n
        by_chain[" < ".join(frames[:3]) or "?"] += n

    def percent(n):
        return f"{100.0 * n / total:5.1f}%"

    def show(n, ins, frames):
        print(percent(n), f"{ins.address:x} {ins.mnemonic:7} {ins.op_str[:44]:44}",
              " < ".join(frames[:3]))

    print("\n-- by innermost frame (inlined method @ bytecode index)")
    for key, n in by_frame.most_common(args.top):
        print(percent(n), key)
    print("\n-- by the three innermost frames")
    for key, n in by_chain.most_common(args.top):
        print(percent(n), key)
    if args.hot:
        print("\n-- hottest instructions, with the two before (cpu-clock samples land just after "
              "the instruction that stalled)")
        hottest = sorted(range(len(rows)), key=lambda i: -rows[i][0])[:args.hot]
        for i in sorted(hottest):
            for row in rows[max(0, i - 2):i + 1]:
                show(*row)
            print()
    if args.listing:
        # The whole method in address order: what a field or a call costs in instructions,
        # spills and bounds checks, sampled or not (samples only say where the core waited).
        print("\n-- every instruction, in address order")
        for row in rows:
            show(*row)


if __name__ == "__main__":
    main()

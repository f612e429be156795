#!/usr/bin/env python3
"""Summarizes a HotSpot compilation log: what C2 compiled, how often, and what threw it away.

In a quick run every row of a codec runs in one JVM, so a row can be timed while C2 compiles or
recompiles code that earlier rows made hot. This reads the log that

  JAVA_TOOL_OPTIONS="-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=DIR/c%p.log"

makes each JVM write (of a quick run's logs, the largest is the timing JVM's), and prints:
  - C2's time in all, and the methods it spent most on, with their number of compilations;
  - the time spent compiling a method again (a compilation after its first);
  - the uncommon traps that left C2 code, by compiled method, reason and trapping bytecode;
  - with --window START END (seconds of the JVM's uptime), every compilation queued or installed,
    every trap and every method made not entrant in that span, to see what a measurement met;
  - with --too-big, the calls C2 did not inline because the callee's installed code was larger
    than InlineSmallCode ("already compiled into a big method"), by callee: how often, the callee's
    versions (compile id, tier, bytes of code) and the compilations that called it. Which side of
    that line a method's installed code is on (of whichever tier) when a caller compiles decides
    whether the caller inlines it: a JIT race that a fresh fork and a quick run's JVM can settle
    differently.

  python3 serval-bench/tools/compile-log.py DIR/c1234.log [--top 25] [--match Serval]
  python3 serval-bench/tools/compile-log.py DIR/c1234.log --window 11.7 12.1
  python3 serval-bench/tools/compile-log.py DIR/c1234.log --too-big [--match ZoneSerializers]

Generated classes are named without their hidden-class suffix (`Foo$$ServalCodec/0x...`), so the
copies of one template count as one method. Timings are the compiler thread's wall time.
"""

import argparse
import collections
import re
import sys

TASK = re.compile(r"<task (compile_id='(\d+)'[^>]*?method='([^']+)'[^>]*?)>"
                  r"(.*?)<task_done ([^>]*)/>", re.S)
NMETHOD = re.compile(r"<nmethod compile_id='(\d+)'[^>]*?method='([^']+)'[^>]*?stamp='([\d.]+)'")
TRAP = re.compile(r"<uncommon_trap thread='\d+' reason='([^']+)' action='([^']+)'[^>]*?"
                  r"compile_id='(\d+)'[^>]*?stamp='([\d.]+)'[^>]*>(.*?)</uncommon_trap>", re.S)
QUEUED = re.compile(r"<task_queued compile_id='(\d+)'([^>]*)>")
NOT_ENTRANT = re.compile(r"<make_not_entrant thread='\d+' compile_id='(\d+)'[^>]*stamp='([\d.]+)'")
JVMS = re.compile(r"<jvms bci='(\d+)' method='([^']+)'")
# Inside a task: the names it uses, its calls, and what became of each call.
TASK_ELEMENT = re.compile(r"<(klass|method|call|inline_fail|inline_success) ([^>]*?)/?>")
TOO_BIG = "already compiled into a big method"


def name(method):
    """The log's method name without a hidden class's address, and without its descriptor."""
    return re.sub(r"/0x[0-9a-f]+", "", method).split(" (")[0]


def attr(text, key):
    m = re.search(key + r"='([^']*)'", text)
    return m.group(1) if m else None


def tasks(log):
    """(start, seconds, level, method, osr) of every finished compilation task."""
    for m in TASK.finditer(log):
        attrs = m.group(1)
        start = float(attr(attrs, "stamp"))
        done = float(attr(m.group(5), "stamp"))
        level = attr(attrs, "level") or "4"  # C2's tasks carry no level in JDK 17's log
        yield start, done - start, level, name(m.group(3)), "osr" in attrs


def summary(log, top, match):
    per_method = collections.defaultdict(list)
    for start, seconds, level, method, osr in tasks(log):
        if level == "4":
            per_method[method + (" (OSR)" if osr else "")].append(seconds)
    total = sum(sum(v) for v in per_method.values())
    again = sum(sum(v) - v[0] for v in per_method.values())
    print(f"C2: {total:.2f} s in {sum(len(v) for v in per_method.values())} compilations, "
          f"{again:.2f} s of it compiling a method again")
    shown = [(k, v) for k, v in per_method.items() if match in k]
    print(f"\nmost C2 time ({match or 'all methods'}): seconds, compilations, method")
    for method, times in sorted(shown, key=lambda kv: -sum(kv[1]))[:top]:
        print(f"  {sum(times):6.3f} {len(times):3d}  {method}")
    print("\nmost C2 time compiling again: seconds, compilations, method")
    for method, times in sorted(shown, key=lambda kv: -(sum(kv[1]) - kv[1][0]))[:top]:
        if len(times) > 1:
            print(f"  {sum(times) - times[0]:6.3f} {len(times):3d}  {method}")

    compiled = {m.group(1): name(m.group(2)) for m in NMETHOD.finditer(log)}
    traps = collections.Counter()
    for m in TRAP.finditer(log):
        reason, action, compile_id = m.group(1), m.group(2), m.group(3)
        frames = JVMS.findall(m.group(5))
        where = f"{name(frames[0][1])} bci {frames[0][0]}" if frames else "?"
        method = compiled.get(compile_id, "?")
        if match in method or match in where:
            traps[(method, reason, action, where)] += 1
    print("\nuncommon traps: count, compiled method, reason, action, where")
    for (method, reason, action, where), n in traps.most_common(top):
        print(f"  {n:4d}  {method}  {reason} {action}  at {where}")


def code_sizes(log):
    """compile id -> bytes of an nmethod's code (its instructions, stubs excluded), as C2 compares
    them with InlineSmallCode when it considers inlining the method."""
    sizes = {}
    for m in NMETHOD.finditer(log):
        start, end = attr(m.group(0), "insts_offset"), attr(m.group(0), "stub_offset")
        if start and end:
            sizes[m.group(1)] = int(end) - int(start)
    return sizes


def refusals(log):
    """(caller, callee, callee compile id, callee tier) of each call a task did not inline because
    the callee's installed code was too big."""
    for m in TASK.finditer(log):
        caller = name(m.group(3))
        klasses, methods, pending = {}, {}, None
        for element in TASK_ELEMENT.finditer(m.group(4)):
            kind, attrs = element.group(1), element.group(2)
            if kind == "klass":
                klasses[attr(attrs, "id")] = attr(attrs, "name")
            elif kind == "method":
                methods[attr(attrs, "id")] = attrs
            elif kind == "call":
                pending = attrs
            elif pending is not None:
                if kind == "inline_fail" and attr(attrs, "reason") == TOO_BIG:
                    callee = methods.get(attr(pending, "method"), "")
                    holder = klasses.get(attr(callee, "holder"), "?")
                    yield (caller, name(f"{holder}::{attr(callee, 'name')}"),
                           attr(callee, "compile_id"), attr(callee, "level"))
                pending = None


def too_big(log, top, match):
    sizes = code_sizes(log)
    per_callee = collections.defaultdict(list)
    for caller, callee, compile_id, level in refusals(log):
        if match in callee or match in caller:
            per_callee[callee].append((caller, compile_id, level))
    print(f"calls not inlined: '{TOO_BIG}' (code above InlineSmallCode), by callee")
    print("     sites  callee: its installed versions when refused (compile id, tier, bytes)")
    print("            (sites: call sites refused over all compilations; a call in a method that")
    print("            a compilation inlined twice counts twice)")
    for callee, calls in sorted(per_callee.items(), key=lambda kv: -len(kv[1]))[:top]:
        versions = sorted({(int(c), level) for _, c, level in calls})
        shown = ", ".join(f"{c} L{level} {sizes.get(str(c), '?')} B" for c, level in versions)
        print(f"  {len(calls):8d}  {callee}: {shown}")
        callers = collections.Counter(caller for caller, _, _ in calls)
        for caller, n in callers.most_common(3):
            print(f"            from {caller} ({n})")


def window(log, start, end):
    events = []
    for m in QUEUED.finditer(log):
        stamp = float(attr(m.group(2), "stamp"))
        if start <= stamp <= end:
            level = attr(m.group(2), "level") or "4"
            osr = " OSR" if "osr" in m.group(2) else ""
            events.append((stamp, f"queued    {m.group(1)} L{level}{osr} "
                                  f"{name(attr(m.group(2), 'method'))}"))
    compiled = {}
    for m in NMETHOD.finditer(log):
        compiled[m.group(1)] = name(m.group(2))
        stamp = float(m.group(3))
        if start <= stamp <= end:
            level = attr(m.group(0), "level")
            events.append((stamp, f"installed {m.group(1)} L{level} {compiled[m.group(1)]}"))
    for m in TRAP.finditer(log):
        stamp = float(m.group(4))
        if start <= stamp <= end:
            frames = JVMS.findall(m.group(5))
            where = f"{name(frames[0][1])} bci {frames[0][0]}" if frames else "?"
            events.append((stamp, f"trap      {m.group(3)} {compiled.get(m.group(3), '?')}: "
                                  f"{m.group(1)} {m.group(2)} at {where}"))
    for m in NOT_ENTRANT.finditer(log):
        stamp = float(m.group(2))
        if start <= stamp <= end:
            events.append((stamp, f"dropped   {m.group(1)} {compiled.get(m.group(1), '?')}"))
    for stamp, text in sorted(events):
        print(f"{stamp:8.3f}  {text}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("log")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--match", default="", help="only methods whose name contains this")
    parser.add_argument("--window", nargs=2, type=float, metavar=("START", "END"))
    parser.add_argument("--too-big", action="store_true",
                        help="calls not inlined because the callee's code was too big")
    args = parser.parse_args()
    with open(args.log, errors="replace") as f:
        log = f.read()
    if args.window:
        window(log, *args.window)
    elif args.too_big:
        too_big(log, args.top, args.match)
    else:
        summary(log, args.top, args.match)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        sys.exit(0)

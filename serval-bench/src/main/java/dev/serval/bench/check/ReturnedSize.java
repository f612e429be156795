package dev.serval.bench.check;

import java.io.OutputStream;
import java.io.PrintStream;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;

/**
 * The heap bytes of an object graph: every object reachable from the root, each counted once, as
 * OpenJDK's JOL lays it out on this JVM (headers, fields, padding). It is the denominator of the
 * project's deserialization allocation target ("no more than 1.2 times the bytes of the objects it
 * returns"). Objects a codec takes from a cache rather than allocating (enum constants, small
 * boxed integers, the JDK's cached {@code ZoneOffset}s) are part of the returned graph and are
 * counted, so a codec can allocate less than the graph it returns.
 */
public final class ReturnedSize {
  static {
    // Records' field offsets are refused by Unsafe.objectFieldOffset; JOL then finds them itself.
    System.setProperty("jol.magicFieldOffset", "true");
    // Without these JOL starts a second JVM to attach the Serviceability Agent (a second a
    // worker) and attempts a self-attach; its layout model is exact without either.
    System.setProperty("jol.skipHotspotSAAttach", "true");
    System.setProperty("jol.skipDynamicAttach", "true");
  }

  private ReturnedSize() {}

  /** The bytes of the graph under {@code root}, or -1 when JOL cannot walk it. */
  public static long of(Object root) {
    try {
      initQuietly();
      return GraphLayout.parseInstance(root).totalSize();
    } catch (RuntimeException | LinkageError e) {
      return -1;
    }
  }

  private static boolean initialized;

  /**
   * JOL's first use prints why it has no agents to standard output, which in a codec worker is the
   * run's progress; the reasons are the skips above, so the lines are dropped.
   */
  private static synchronized void initQuietly() {
    if (initialized) return;
    PrintStream out = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    try {
      VM.current();
    } finally {
      System.setOut(out);
    }
    initialized = true;
  }
}

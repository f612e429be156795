package dev.serval.bench.jmh;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codec.Sharing;
import dev.serval.bench.codec.Codecs;
import dev.serval.bench.run.BenchWorkloads;
import dev.serval.bench.run.RunMode;
import dev.serval.fixtures.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A {@link PairState} whose JVM first serializes and deserializes every other workload of a quick
 * run with the same codec, {@link #MILLIS_PER_WORKLOAD} ms each, as the one JVM of a quick run has
 * by the time it times a row. The JIT then compiles the codec's shared code (collection loops, dispatch, buffer
 * methods) with the profiles of many classes rather than one, which is what quick mode measures
 * and a fresh fork does not: a change can win in one shape and not in the other.
 *
 * <p>The large graph is left out (one call takes milliseconds) and so are the workloads the codec
 * fails to write or read (the report's FAIL rows): about ten seconds of setup per fork.
 */
@State(Scope.Thread)
public class PollutedPairState extends PairState {
  static final long MILLIS_PER_WORKLOAD = 150;

  /** Sums the results so the JIT cannot drop the calls. */
  long sink;

  @Setup(Level.Trial)
  public void runOtherWorkloads() throws Exception {
    String measured = BenchWorkloads.byId(workload).id();
    List<Workload> others = new ArrayList<>();
    for (Workload other : RunMode.QUICK.workloads()) {
      if (!other.id().equals(measured) && !BenchWorkloads.isLarge(other)) {
        others.add(other);
      }
    }
    // The deep chain first: a quick run's checks run it before any timing, and the JIT then settles
    // (JitSettle). Run last, as it comes in quick's order, it deoptimized the shared deep-level
    // paths right before every measured row, which a quick run's rows never see.
    others.sort(Comparator.comparing((Workload w) -> !BenchWorkloads.isDeepChain(w)));
    for (Workload other : others) {
      run(other);
    }
  }

  private void run(Workload other) {
    Codec.Bound bound;
    Object value;
    byte[] bytes;
    try {
      bound = Codecs.create(codec).bind(other.rootType(), Sharing.SINGLE_THREAD);
      value = other.create();
      bytes = bound.serialize(value);
      bound.deserialize(bytes);
    } catch (Exception | StackOverflowError e) {
      return; // a workload this codec cannot write or read (the report lists it as FAIL)
    }
    long end = System.nanoTime() + MILLIS_PER_WORKLOAD * 1_000_000;
    try {
      while (System.nanoTime() < end) {
        sink += bound.serializeReusing(value);
        sink += FullRead.hash(bound.deserialize(bytes));
      }
    } catch (Exception e) {
      throw new IllegalStateException(codec + " failed on " + other.id() + " after succeeding", e);
    }
  }
}

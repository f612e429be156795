package dev.serval.bench.jmh;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codecs;
import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.run.BenchWorkloads;
import dev.serval.fixtures.Workload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The machine's memory-copy speed for a workload's payload: {@code System.arraycopy} of as many
 * bytes as Serval's payload of that workload. The project asks primitive arrays to serialize and
 * deserialize at no less than half of this speed; the report puts the two side by side, with the
 * cost of the full read that deserialization benchmarks add. Same
 * throughput mode as {@link PairBenchmarks}, so one op of each is directly comparable.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CopyBaselineBenchmarks {

  /** A source and a destination as long as the {@code serval} codec's payload of the workload. */
  @State(Scope.Thread)
  public static class Payload {
    @Param({"graal:int[512]"})
    public String workload;

    byte[] src;
    byte[] dst;
    int length;
    Object value;
    Codec.Bound serval;

    @Setup
    public void setUp() throws Exception {
      Workload w = BenchWorkloads.byId(workload);
      // The payload itself is the source: its byte count is what the comparison is about.
      serval = Codecs.create(ServalNames.FIXED).bind(w.rootType(), Codec.Sharing.SINGLE_THREAD);
      value = w.create();
      src = serval.serialize(value);
      length = src.length;
      dst = new byte[length];
    }
  }

  /** Returns the destination, so that the copy is used. */
  @Benchmark
  public byte[] arraycopy(Payload p) {
    System.arraycopy(p.src, 0, p.dst, 0, p.length);
    return p.dst;
  }

  /**
   * A new byte array as long as the payload, returned so that JMH keeps it: the fresh, zeroed heap
   * that deserializing a primitive array must get for its result before copying a byte into it.
   * The copy above reuses two arrays that stay in the CPU cache; new arrays keep reaching memory
   * the cache has not held yet (the young generation is far larger). Deserialization pays for both.
   */
  @Benchmark
  public byte[] newArray(Payload p) {
    return new byte[p.length];
  }

  /**
   * The full-read hash alone, on the workload's value: part of every deserialization benchmark,
   * so the report shows how much of deserialization's time it takes.
   */
  @Benchmark
  public int fullReadHash(Payload p) {
    return FullRead.hash(p.value);
  }

  /**
   * Serval's deserialization of the payload without the full read that {@link PairBenchmarks} adds:
   * the primitive arrays' own speed, beside the copy in the same JVM. The result is returned, so
   * JMH consumes it; every element is stored into an array that escapes, so nothing is skipped.
   */
  @Benchmark
  public Object servalDeserialize(Payload p) throws Exception {
    return p.serval.deserialize(p.src);
  }
}

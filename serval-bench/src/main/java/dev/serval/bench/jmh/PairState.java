package dev.serval.bench.jmh;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codec.Sharing;
import dev.serval.bench.codec.Codecs;
import dev.serval.fixtures.Workload;
import dev.serval.bench.run.BenchWorkloads;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One (workload, codec) pair for one thread: the codec bound to the workload's root type, one
 * input graph, and its serialized bytes. The runner sets both parameters; the round trip was
 * checked before JMH started.
 */
@State(Scope.Thread)
public class PairState {
  @Param({"graal:Client"})
  public String workload;

  @Param({"kryo-def"})
  public String codec;

  Codec.Bound bound;
  Object value;
  byte[] bytes;

  @Setup
  public void setUp() throws Exception {
    Workload w = BenchWorkloads.byId(workload);
    bound = Codecs.create(codec).bind(w.rootType(), sharing());
    value = w.create();
    bytes = bound.serialize(value);
  }

  Sharing sharing() {
    return Sharing.SINGLE_THREAD;
  }
}

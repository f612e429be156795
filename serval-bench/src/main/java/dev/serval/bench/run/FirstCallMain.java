package dev.serval.bench.run;

import dev.serval.bench.check.RoundTripCheck;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codec.Bound;
import dev.serval.bench.codec.Codecs;
import dev.serval.fixtures.Workload;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The first call on a fresh JVM: configuring the codec (class set-up, registration, code
 * generation) and its first serialization and deserialization, each timed once. Runs as the whole
 * of a new JVM, so nothing was loaded or compiled before. The input graph is built before the
 * clock starts, so the fixtures' own class loading does not count.
 * Arguments: codec, workload id, output file.
 */
public final class FirstCallMain {
  private FirstCallMain() {}

  public static void main(String[] args) {
    String codecName = args[0];
    Workload workload = BenchWorkloads.byId(args[1]);
    Path out = Path.of(args[2]);
    Object value = workload.create();
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("codec", codecName);
    result.put("workload", workload.id());
    try {
      long t0 = System.nanoTime();
      Codec codec = Codecs.create(codecName);
      Bound bound = codec.bind(workload.rootType(), Codec.Sharing.SINGLE_THREAD);
      long t1 = System.nanoTime();
      byte[] bytes = bound.serialize(value);
      long t2 = System.nanoTime();
      Object back = bound.deserialize(bytes);
      long t3 = System.nanoTime();
      result.put("setupNanos", t1 - t0);
      result.put("firstSerializeNanos", t2 - t1);
      result.put("firstDeserializeNanos", t3 - t2);
      result.put("totalNanos", t3 - t0);
      result.put("ok", back != null);
    } catch (Throwable t) {
      result.put("ok", false);
      result.put("reason", RoundTripCheck.describe(t));
    }
    Json.appendLine(out, result);
  }
}

package dev.serval.bench.check;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codec.Bound;
import dev.serval.bench.codec.Codec.Sharing;
import dev.serval.fixtures.DeepEquals;
import dev.serval.fixtures.Workload;
import java.io.ByteArrayOutputStream;
import java.util.Optional;
import java.util.zip.Deflater;

/**
 * Round-trips a workload through a codec and compares the result with a fresh copy of the input,
 * so that a codec which changes its input while writing is caught too. Never throws: a failure is
 * a result, and the run goes on.
 */
public final class RoundTripCheck {
  private static final int MAX_REASON_LENGTH = 300;

  private RoundTripCheck() {}

  public static CheckResult run(Workload workload, Codec codec) {
    String codecName = codec.info().name();
    int size = -1;
    int deflated = -1;
    try {
      Bound bound = codec.bind(workload.rootType(), Sharing.SINGLE_THREAD);
      byte[] bytes = bound.serialize(workload.create());
      size = bytes.length;
      deflated = deflatedSize(bytes);
      // The reused-buffer path must write exactly as many bytes as the copying one.
      int reusedSize = bound.serializeReusing(workload.create());
      if (reusedSize != size) {
        return CheckResult.failed(workload.id(), codecName,
            "reusing serialization wrote " + reusedSize + " bytes, copying one " + size, size, deflated);
      }
      Object back = bound.deserialize(bytes);
      Optional<String> difference =
          DeepEquals.firstDifference(workload.create(), back, codec.info().classCheck());
      if (difference.isPresent()) {
        return CheckResult.failed(workload.id(), codecName, "not equal: " + difference.get(), size, deflated);
      }
      return CheckResult.passed(workload.id(), codecName, size, deflated);
    } catch (Throwable t) {
      return CheckResult.failed(workload.id(), codecName, describe(t), size, deflated);
    }
  }

  /** Deflate at its default level, as jvm-serializers' {@code +dfl} column. */
  public static int deflatedSize(byte[] bytes) {
    Deflater deflater = new Deflater();
    try {
      deflater.setInput(bytes);
      deflater.finish();
      ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 2 + 16);
      byte[] chunk = new byte[8192];
      while (!deflater.finished()) out.write(chunk, 0, deflater.deflate(chunk));
      return out.size();
    } finally {
      deflater.end();
    }
  }

  /** The exception and its root cause on one line. */
  public static String describe(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) root = root.getCause();
    String text = t.getClass().getSimpleName() + ": " + t.getMessage();
    if (root != t) text += " (caused by " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    text = text.replace('\n', ' ').replace('\r', ' ');
    return text.length() > MAX_REASON_LENGTH ? text.substring(0, MAX_REASON_LENGTH - 3) + "..." : text;
  }
}

package dev.serval.bench.jmh;

import dev.serval.bench.codec.Codec.Sharing;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** A {@link PairState} that all benchmark threads share, bound in the codec's thread-safe form. */
@State(Scope.Benchmark)
public class SharedPairState extends PairState {
  @Override
  Sharing sharing() {
    return Sharing.SHARED;
  }
}

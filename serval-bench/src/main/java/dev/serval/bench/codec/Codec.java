package dev.serval.bench.codec;

import java.lang.reflect.Type;
import java.util.Optional;

/**
 * One serializer in one configuration, as the benchmarks see it.
 *
 * <p>A codec is configured once (classes registered, options set) and then bound to each
 * workload's root type, so that peers which build a typed reader or writer once per type (Jackson's
 * {@code ObjectReader}, Gson's {@code TypeAdapter}) do it outside the timed code, as their
 * documentation recommends.
 */
public interface Codec {
  CodecInfo info();

  /**
   * Returns a serializer for values of {@code rootType}.
   *
   * @param sharing {@link Sharing#SHARED} asks for an instance that several threads may use at once,
   *     built the way the peer documents for that (a pool, a thread-safe facade)
   */
  Bound bind(Type rootType, Sharing sharing) throws Exception;

  /**
   * The schema-evolution read, where this codec supports one: old bytes from
   * {@code dev.serval.fixtures.evolution.PersonV1}, read as {@code PersonV2}.
   */
  default Optional<Evolution> evolution() throws Exception {
    return Optional.empty();
  }

  /** Why {@link #evolution()} is empty, for the report. */
  default String noEvolutionReason() {
    return "no compatible mode";
  }

  /** Whether one bound instance may be used from several threads. */
  enum Sharing {
    SINGLE_THREAD,
    SHARED
  }

  /** A codec bound to one root type. */
  interface Bound {
    byte[] serialize(Object value) throws Exception;

    /**
     * Serializes into the codec's reusable output where its documentation recommends one, and
     * returns the number of bytes written. The serialization benchmark times this; codecs without
     * a reusable output return {@code serialize(value).length}.
     */
    default int serializeReusing(Object value) throws Exception {
      return serialize(value).length;
    }

    Object deserialize(byte[] bytes) throws Exception;
  }

  /** Writes with the old version of a class and reads with the new one. */
  interface Evolution {
    byte[] writeOld(Object oldValue) throws Exception;

    Object readNew(byte[] bytes) throws Exception;
  }
}

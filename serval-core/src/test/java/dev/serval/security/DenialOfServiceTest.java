package dev.serval.security;

import static dev.serval.security.HostilePayloads.LATIN1;
import static dev.serval.security.HostilePayloads.TREE_FIXED;
import static dev.serval.security.HostilePayloads.UTF16;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Named.named;

import dev.serval.SerialException;
import dev.serval.Serval;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Denial-of-service inputs. Each runs under a stated bound of wall time and of bytes the reading
 * thread allocates ({@link Budget}), and ends in {@link SerialException} or a correct result. The
 * measured figures are printed as {@code budget: ...} lines.
 */
class DenialOfServiceTest {
  private static final long KIB = 1024;
  private static final long MIB = 1024 * KIB;
  private static final int HUGE = Integer.MAX_VALUE - 8;
  private static final Serval DEFAULTS = Serval.builder().build();
  private static final Serval WITH_REFERENCES = Serval.builder().references(true).build();

  static Stream<Arguments> lengthsFarBeyondTheInput() {
    return Stream.of(
        Arguments.of(named("byte[] of 2^31-9", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_BYTES, new long[] {HUGE}, 16))),
        Arguments.of(named("int[] of 2^31-9", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_INTS, new long[] {HUGE}, 16))),
        Arguments.of(named("long[] of 2^28 (2 GiB)", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_LONGS, new long[] {1 << 28}, 16))),
        Arguments.of(named("Object[] of 2^31-9", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_OBJECTS, new long[] {HUGE}, 16))),
        Arguments.of(named("Latin-1 string of 2^30-1 chars", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_STRING, new long[] {((1L << 30) - 1) << 2 | LATIN1}, 16))),
        Arguments.of(named("UTF-16 string of 2^30-1 chars", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_STRING, new long[] {((1L << 30) - 1) << 2 | UTF16}, 16))),
        Arguments.of(named("ArrayList of 2^31-9", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_ARRAY_LIST, new long[] {HUGE}, 16))),
        Arguments.of(named("HashMap of 2^31-9", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_HASH_MAP, new long[] {HUGE}, 16))),
        Arguments.of(named("HashSet of 2^31-9", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_HASH_SET, new long[] {HUGE}, 16))),
        Arguments.of(named("BigInteger of 2^24 bytes", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_BIG_INTEGER, new long[] {1 << 24}, 16))),
        Arguments.of(named("class name of 2^30-1 chars", HostilePayloads.of(TREE_FIXED,
            HostilePayloads.TAG_CLASS_BY_NAME, new long[] {((1L << 30) - 1) << 2 | LATIN1}, 16))));
  }

  /** Bound: 1 s and 1 MiB for a 20-byte payload, whatever length it declares. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("lengthsFarBeyondTheInput")
  void declaredLengthFarBeyondTheInputIsRefusedBeforeAllocating(byte[] payload) {
    Budget.Figures figures = Budget.run("declared length", Duration.ofSeconds(1), MIB,
        () -> DEFAULTS.deserialize(payload));
    assertThat(figures.failure()).isInstanceOf(SerialException.class);
  }

  /** Bound: 1 s and 1 MiB; the stream reader grows its frame only as bytes really arrive. */
  @Test
  void streamFrameDeclaringAGibibyteIsRefusedAfterTheBytesThatCame() {
    byte[] stream = {'S', 'R', 'V', 1, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04,
        0x10, 0x03};
    Budget.Figures figures = Budget.run("stream frame of 1 GiB", Duration.ofSeconds(1), MIB,
        () -> DEFAULTS.newReader(new ByteArrayInputStream(stream)).read());
    assertThat(figures.failure()).isInstanceOf(SerialException.class)
        .hasMessageContaining("stream ended inside a payload");
  }

  /**
   * 1,000,000 nested {@code Object[]} (a 3 MB payload) against the default maxDepth of 200,000.
   * Bound: 20 s, 64 MiB allocated by the calling thread (the payload's own bytes excluded) and
   * under 64 MiB of heap retained afterwards (the levels past a few hundred run on helper threads).
   */
  @Test
  void oneMillionNestingLevelsEndAtTheDepthLimit() {
    byte[] payload = HostilePayloads.nestedArrays(1_000_000);
    long heapBefore = Budget.retainedHeapBytes();
    Budget.Figures figures = Budget.run("1,000,000 nesting levels", Duration.ofSeconds(20),
        64 * MIB, () -> DEFAULTS.deserialize(payload));
    assertThat(figures.failure()).isInstanceOf(SerialException.class)
        .hasMessageContaining("Limits.maxDepth");
    long retained = Budget.retainedHeapBytes() - heapBefore;
    System.out.println("budget: 1,000,000 nesting levels: heap retained after " + retained / KIB
        + " KiB");
    assertThat(retained).isLessThan(64 * MIB);
  }

  /**
   * A billion-laughs graph: each level holds the level below twice, 40 levels (2^40 paths to the
   * bottom). With references on it is 40 objects and reads in linear time. Bound: 1 s, 1 MiB.
   * The result is not traversed: that would be the caller's 2^40 walk, not the reader's.
   */
  @Test
  void sharedReferenceBombOfArraysReadsInLinearTime() {
    Object level = new Object[] {"lol"};
    for (int i = 0; i < 40; i++) {
      level = new Object[] {level, level};
    }
    byte[] payload = WITH_REFERENCES.serialize(level);
    assertThat(payload.length).isLessThan(40 * 8);
    assertThatThrownBy(() -> DEFAULTS.deserialize(payload)).isInstanceOf(SerialException.class)
        .hasMessageContaining("references(true)");
    Budget.Figures figures = Budget.run("billion laughs, Object[] x 40", Duration.ofSeconds(1), MIB,
        () -> WITH_REFERENCES.deserialize(payload));
    assertThat(figures.failure()).isNull();
    Object[] top = (Object[]) figures.result();
    assertThat(top[0]).isSameAs(top[1]);
  }

  /** The same bomb made of {@code ArrayList}s. Bound: 1 s, 1 MiB. */
  @Test
  void sharedReferenceBombOfListsReadsInLinearTime() {
    List<Object> level = new ArrayList<>(List.of("lol"));
    for (int i = 0; i < 40; i++) {
      List<Object> next = new ArrayList<>();
      next.add(level);
      next.add(level);
      level = next;
    }
    byte[] payload = WITH_REFERENCES.serialize(level);
    assertThat(payload.length).isLessThan(40 * 8);
    Budget.Figures figures = Budget.run("billion laughs, ArrayList x 40", Duration.ofSeconds(1),
        MIB, () -> WITH_REFERENCES.deserialize(payload));
    assertThat(figures.failure()).isNull();
    List<?> top = (List<?>) figures.result();
    assertThat(top.get(0)).isSameAs(top.get(1));
  }

  /** 2^16 distinct strings with one hash code ("Aa"/"BB" blocks), as HashMap keys. */
  static List<String> collidingKeys(int pairs) {
    List<String> keys = new ArrayList<>(List.of(""));
    for (int i = 0; i < pairs; i++) {
      List<String> longer = new ArrayList<>(keys.size() * 2);
      for (String k : keys) {
        longer.add(k + "Aa");
        longer.add(k + "BB");
      }
      keys = longer;
    }
    return keys;
  }

  /**
   * Hash flooding: 65,536 keys with one hash code. HashMap turns a crowded bucket into a tree
   * ordered by {@code compareTo} for Comparable keys like String, so reading stays O(n log n).
   * Bound: 5 s, 256 MiB allocated.
   */
  @Test
  void hashFloodingKeysReadInReasonableTime() {
    List<String> keys = collidingKeys(16);
    assertThat(keys.stream().mapToInt(String::hashCode).distinct()).hasSize(1);
    Map<String, Integer> map = new HashMap<>();
    for (int i = 0; i < keys.size(); i++) {
      map.put(keys.get(i), i);
    }
    byte[] payload = DEFAULTS.serialize(map);
    Budget.Figures figures = Budget.run("HashMap with 65,536 colliding keys", Duration.ofSeconds(5),
        256 * MIB, () -> DEFAULTS.deserialize(payload));
    assertThat(figures.failure()).isNull();
    assertThat((Map<?, ?>) figures.result()).isEqualTo(map);
  }

  /** The same keys in a HashSet. Bound: 5 s, 256 MiB allocated. */
  @Test
  void hashFloodingSetElementsReadInReasonableTime() {
    Set<String> set = new HashSet<>(collidingKeys(16));
    byte[] payload = DEFAULTS.serialize(set);
    Budget.Figures figures = Budget.run("HashSet with 65,536 colliding elements",
        Duration.ofSeconds(5), 256 * MIB, () -> DEFAULTS.deserialize(payload));
    assertThat(figures.failure()).isNull();
    assertThat((Set<?>) figures.result()).isEqualTo(set);
  }

  /**
   * A BigDecimal of 1E+2147483647: the scale is kept as a number, never expanded into digits.
   * Bound: 100 ms and 64 KiB to read.
   */
  @Test
  void hugeBigDecimalExponentRoundTripsWithoutExpansion() {
    BigDecimal huge = new BigDecimal(BigInteger.ONE, Integer.MIN_VALUE + 1);
    byte[] payload = DEFAULTS.serialize(huge);
    assertThat(payload.length).isLessThan(16);
    Budget.Figures figures = Budget.run("BigDecimal 1E+2147483647", Duration.ofMillis(100),
        64 * KIB, () -> DEFAULTS.deserialize(payload));
    assertThat(figures.result()).isEqualTo(huge);
  }

  /** The most negative exponent too. Bound: 100 ms and 64 KiB. */
  @Test
  void hugeNegativeBigDecimalExponentRoundTripsWithoutExpansion() {
    BigDecimal tiny = new BigDecimal(BigInteger.valueOf(-7), Integer.MAX_VALUE);
    byte[] payload = DEFAULTS.serialize(tiny);
    Budget.Figures figures = Budget.run("BigDecimal -7E-2147483647", Duration.ofMillis(100),
        64 * KIB, () -> DEFAULTS.deserialize(payload));
    assertThat(figures.result()).isEqualTo(tiny);
  }

  /**
   * A BigInteger declaring more than the 16 MiB magnitude limit, with the bytes present: refused
   * before it is built. Bound: 2 s; the reading thread allocates nothing near the 16 MiB.
   */
  @Test
  void bigIntegerAboveTheMagnitudeLimitIsRefused() {
    int length = (1 << 24) + 1;
    byte[] payload = new byte[6 + length];
    byte[] head = HostilePayloads.of(TREE_FIXED, HostilePayloads.TAG_BIG_INTEGER,
        new long[] {length}, 0);
    System.arraycopy(head, 0, payload, 0, head.length);
    payload[head.length] = 1;
    byte[] exact = java.util.Arrays.copyOf(payload, head.length + length);
    Budget.Figures figures = Budget.run("BigInteger of 16 MiB + 1", Duration.ofSeconds(2), MIB,
        () -> DEFAULTS.deserialize(exact));
    assertThat(figures.failure()).isInstanceOf(SerialException.class);
  }
}

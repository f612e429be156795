package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.testing.RoundTrip;
import java.util.Collections;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The JDK's comparator singletons read back as themselves; reverseOrder(cmp) is rebuilt. */
class ComparatorTest {

  static Stream<Named<Comparator<?>>> singletons() {
    return Stream.of(Named.of("naturalOrder", Comparator.naturalOrder()),
        Named.of("reverseOrder", Comparator.reverseOrder()),
        Named.of("Collections.reverseOrder", Collections.reverseOrder()),
        Named.of("CASE_INSENSITIVE_ORDER", String.CASE_INSENSITIVE_ORDER),
        Named.of("naturalOrder reversed", Comparator.<String>naturalOrder().reversed()));
  }

  @ParameterizedTest
  @MethodSource("singletons")
  void singletonsReadBackAsThemselves(Comparator<?> value) {
    assertThat(RoundTrip.check(value)).isSameAs(value);
  }

  @Test
  void reverseOfAComparatorIsRebuiltAroundIt() {
    Comparator<String> reversed = Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER);
    Comparator<?> copy = (Comparator<?>) RoundTrip.check(reversed);
    assertThat(copy).isEqualTo(reversed);
    assertThat(copy.reversed()).isSameAs(String.CASE_INSENSITIVE_ORDER);
  }

  @Test
  void reverseOfAUserComparator() {
    Comparator<String> reversed = Collections.reverseOrder(new Fixtures.ByLength(false));
    @SuppressWarnings("unchecked")
    Comparator<String> copy = (Comparator<String>) RoundTrip.check(reversed);
    assertThat(copy.compare("a", "bb")).isPositive();
  }
}

package dev.serval.malformed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Named;

/** Valid payloads of varied shape, in every mode, to damage in the tests of this package. */
final class Corpus {
  private Corpus() {}

  enum Level { LOW, MID { }, HIGH }

  record Reading(String sensor, double value, Level level, int[] raw) {}

  static final class Station {
    String name;
    long id;
    boolean active;
    char code;
    short s;
    byte b;
    float f;
    Level level;
    Reading last;
    Reading[] history;
    Object extra;
    Station peer;
    Object[] tags;
  }

  /** One payload: the bytes, the Serval that wrote them, and the type to read them as. */
  record Payload(Serval serval, byte[] bytes, Class<?> type) {}

  static Object[] values() {
    Station a = new Station();
    a.name = "north \u00e9";
    a.id = -1234567890123L;
    a.active = true;
    a.code = '\u4e2d';
    a.s = -2;
    a.b = 9;
    a.f = 1.5f;
    a.level = Level.MID;
    a.last = new Reading("t1", 20.5, Level.HIGH, new int[] {1, 2});
    a.history = new Reading[] {a.last, null, new Reading(null, -0.0, null, null)};
    a.extra = new long[] {5, 6};
    Station b = new Station();
    b.name = "south";
    b.peer = a;
    b.extra = Level.LOW;
    b.tags = new Object[] {"x", 1, null, a.last, new Station(), 2.0};
    return new Object[] {
        b,
        a.last,
        new int[] {1, -1, Integer.MAX_VALUE},
        new Object[] {"s", null, new double[] {1}, new String[] {"a", "\ud800"}},
        new Level[] {Level.HIGH, Level.MID},
        "plain latin1",
        "wide \u4e2d\u6587 \ud83d\ude00",
        Level.MID,
        new Reading[][] {{a.last}, {}},
    };
  }

  static List<Named<Payload>> payloads() {
    List<Named<Payload>> out = new ArrayList<>();
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b);
      for (Object value : values()) {
        out.add(Named.of(mode + " " + value.getClass().getSimpleName(),
            new Payload(serval, serval.serialize(value), value.getClass())));
      }
    }
    return out;
  }

  /** Runs {@code read}, which must fail with a SerialException that has an offset. */
  static SerialException assertRejected(Runnable read) {
    Throwable t = catchThrowable(read::run);
    assertThat(t).isInstanceOf(SerialException.class);
    SerialException e = (SerialException) t;
    assertThat(e.offset()).as("offset of: %s", e.getMessage()).isNotNegative();
    return e;
  }
}

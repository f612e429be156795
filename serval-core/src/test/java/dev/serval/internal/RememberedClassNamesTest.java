package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.ServalLocal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reader remembers the class names of recent payloads by their place in the payload (see
 * ReadSession#readNamedClass): whatever order the next payload names its classes in, it reads the
 * classes it names.
 */
class RememberedClassNamesTest {
  record A(int value) {}

  record B(String text) {}

  record C(long value) {}

  /** Named as {@link A} is, and one char longer. */
  record AB(int value) {}

  private final Serval serval = Serval.builder().allowPackages("dev.serval.internal").build();
  private final ServalLocal reader = serval.local();

  @Test
  void namesInAnotherOrderReadAsTheirOwnClasses() {
    Object[] abc = {new A(1), new B("b"), new C(3)};
    Object[] cab = {new C(4), new A(5), new B("c")};
    Object[] bb = {new B("d"), new B("e")};
    for (Object[] values : List.of(abc, cab, abc, bb, cab, abc)) {
      assertThat((Object[]) reader.deserialize(serval.serialize(values))).containsExactly(values);
    }
  }

  @Test
  void nameOneCharLongerIsAnotherClass() {
    // The chars of a remembered name, then one more: compared whole, header included.
    Serval both = Serval.builder().allowClasses(A.class, AB.class).build();
    ServalLocal local = both.local();
    for (Object value : List.of(new A(1), new AB(2), new A(3))) {
      Object[] values = {value};
      assertThat((Object[]) local.deserialize(both.serialize(values))).containsExactly(values);
    }
  }

  @Test
  void payloadsNamingMoreClassesThanRememberedReadWhole() {
    List<Object> many = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      many.add(new Object[] {new A(i), new B("x" + i), new C(i)}[i % 3]);
      many.add(new int[i % 5][]);
      many.add(i % 2 == 0 ? new long[i % 7][] : new short[i % 6][]);
      many.add(new String[i % 9][]);
    }
    Object[] values = many.toArray();
    for (int round = 0; round < 3; round++) {
      Object[] copy = (Object[]) reader.deserialize(serval.serialize(values));
      assertThat(copy).hasSameSizeAs(values);
      for (int i = 0; i < values.length; i++) {
        assertThat(copy[i].getClass()).isEqualTo(values[i].getClass());
      }
    }
  }
}

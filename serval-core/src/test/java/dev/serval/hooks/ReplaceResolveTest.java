package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.io.Externalizable;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.Serializable;
import org.junit.jupiter.api.Test;

class ReplaceResolveTest {

  /** An enum-like singleton: readResolve keeps it single. */
  static final class Singleton implements Serializable {
    static final Singleton INSTANCE = new Singleton();
    int state = 3;

    private Singleton() {}

    private Object readResolve() {
      return INSTANCE;
    }
  }

  /** The same, as an Externalizable. */
  public static final class ExternalSingleton implements Externalizable {
    static final ExternalSingleton INSTANCE = new ExternalSingleton();

    public ExternalSingleton() {}

    @Override
    public void writeExternal(ObjectOutput out) {}

    @Override
    public void readExternal(ObjectInput in) {}

    private Object readResolve() {
      return INSTANCE;
    }
  }

  /**
   * The serialization proxy pattern: an immutable class with invariants writes a proxy, and the
   * proxy rebuilds it through the public constructor; reading a Period directly is refused.
   */
  static final class Period implements Serializable {
    private final long start;
    private final long end;

    Period(long start, long end) {
      if (start > end) {
        throw new IllegalArgumentException(start + " after " + end);
      }
      this.start = start;
      this.end = end;
    }

    private Object writeReplace() {
      return new PeriodProxy(this);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
      throw new InvalidObjectException("proxy required");
    }
  }

  static final class PeriodProxy implements Serializable {
    private final long start;
    private final long end;

    PeriodProxy(Period p) {
      this.start = p.start;
      this.end = p.end;
    }

    private Object readResolve() {
      return new Period(start, end);
    }
  }

  /** writeReplace inherited from a superclass, as Java does for protected methods. */
  abstract static class Shape implements Serializable {
    protected Object writeReplace() {
      return new ShapeForm(getClass() == Square.class ? "square" : "circle", size());
    }

    abstract int size();
  }

  static final class Square extends Shape {
    final int side;

    Square(int side) {
      this.side = side;
    }

    @Override
    int size() {
      return side;
    }
  }

  static final class ShapeForm implements Serializable {
    final String kind;
    final int size;

    ShapeForm(String kind, int size) {
      this.kind = kind;
      this.size = size;
    }

    private Object readResolve() {
      return kind.equals("square") ? new Square(size) : this;
    }
  }

  static final class ReplacedByNull implements Serializable {
    private Object writeReplace() {
      return null;
    }
  }

  private static Serval serval(boolean references) {
    return Serval.builder().references(references).allowPackages("dev.serval").build();
  }

  @Test
  void singletonStaysSingleInEveryMode() {
    Object[] twice = {Singleton.INSTANCE, Singleton.INSTANCE, ExternalSingleton.INSTANCE};
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b);
      Object[] copy = serval.deserialize(serval.serialize(twice), Object[].class);
      assertThat(copy[0]).as("%s", mode).isSameAs(Singleton.INSTANCE);
      assertThat(copy[1]).as("%s", mode).isSameAs(Singleton.INSTANCE);
      assertThat(copy[2]).as("%s", mode).isSameAs(ExternalSingleton.INSTANCE);
    }
    RoundTrip.check(Singleton.INSTANCE);
  }

  @Test
  void serializationProxyRebuildsTheOriginal() {
    Period period = new Period(1, 5);
    Period copy = (Period) RoundTrip.check(period);
    assertThat(copy.start).isEqualTo(1);
    assertThat(copy.end).isEqualTo(5);
  }

  @Test
  void proxiedValueKeepsItsSharingWithReferences() {
    Period period = new Period(2, 3);
    Object[] copy = (Object[]) RoundTrip.checkWithReferences(new Object[] {period, period});
    assertThat(copy[0]).isSameAs(copy[1]).isInstanceOf(Period.class);
  }

  @Test
  void inheritedWriteReplace() {
    Square copy = (Square) RoundTrip.check(new Square(4));
    assertThat(copy.side).isEqualTo(4);
  }

  @Test
  void writeReplaceMayReturnNull() {
    Object[] copy = serval(false).deserialize(
        serval(false).serialize(new Object[] {new ReplacedByNull()}), Object[].class);
    assertThat(copy).containsExactly((Object) null);
  }
}

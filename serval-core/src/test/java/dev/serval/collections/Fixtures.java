package dev.serval.collections;

import java.util.Comparator;

/** Element types shared by the collection tests. */
final class Fixtures {
  private Fixtures() {}

  enum Suit {
    CLUBS, DIAMONDS, HEARTS { @Override public String toString() { return "hearts"; } }, SPADES
  }

  /** An enum without constants: only Java serialization reveals the type of its empty EnumSet. */
  enum Nothing {}

  /** More than 64 constants, so EnumSet picks its "jumbo" implementation. */
  enum Big {
    B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13, B14, B15, B16, B17, B18, B19,
    B20, B21, B22, B23, B24, B25, B26, B27, B28, B29, B30, B31, B32, B33, B34, B35, B36, B37,
    B38, B39, B40, B41, B42, B43, B44, B45, B46, B47, B48, B49, B50, B51, B52, B53, B54, B55,
    B56, B57, B58, B59, B60, B61, B62, B63, B64, B65, B66, B67, B68, B69
  }

  /** A user comparator with state, written as an ordinary object. */
  static final class ByLength implements Comparator<String> {
    boolean descending;

    ByLength() {}

    ByLength(boolean descending) {
      this.descending = descending;
    }

    @Override
    public int compare(String a, String b) {
      int c = a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
      return descending ? -c : c;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ByLength && ((ByLength) o).descending == descending;
    }

    @Override
    public int hashCode() {
      return descending ? 1 : 0;
    }
  }
}

package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code writeUTF} and {@code readUTF} of the streams handed to hooks: the ASCII fast paths and
 * the general encoding give Java's modified UTF-8, also where a string meets the end of a DATA
 * segment (at most 65535 bytes).
 */
class ModifiedUtfTest {
  private static final int MAX_DATA = 0xFFFF;

  /** Writes {@code fill} bytes of primitive data, then the text. */
  public static class Utf implements Externalizable {
    int fill;
    String text;

    public Utf() {}

    Utf(int fill, String text) {
      this.fill = fill;
      this.text = text;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(fill);
      out.write(new byte[fill]);
      out.writeUTF(text);
      out.writeInt(7); // something after the text, read back in step
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      fill = in.readInt();
      in.readFully(new byte[fill]);
      text = in.readUTF();
      if (in.readInt() != 7) {
        throw new IOException("out of step after the text");
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Utf && ((Utf) o).fill == fill && ((Utf) o).text.equals(text);
    }

    @Override
    public int hashCode() {
      return text.hashCode();
    }
  }

  static Stream<String> texts() {
    return Stream.of("", "a", "plain ascii text", "with \u0000 nul", "latin-1 \u00e9\u00ff",
        "\u0080", "greek \u03b1\u03b2", "emoji \ud83d\ude00", "\u0141ódź", "x".repeat(300),
        // Either side of the ASCII check's 8-byte words: a last char that is not ASCII.
        "abcdefgh", "abcdefg\u00e9", "abcdefgh\u0000", "abcdefghijklmno\u00ff",
        "abcdefghijklmnop\u0080", "abcdefghijklmnop\u0141",
        "\u00e9".repeat(300));
  }

  @ParameterizedTest
  @MethodSource("texts")
  void encodesAsJavaDoes(String text) throws IOException {
    ByteArrayOutputStream java = new ByteArrayOutputStream();
    DataOutputStream data = new DataOutputStream(java);
    data.writeUTF(text);
    data.writeInt(7);
    Serval serval = Serval.builder().allowClasses(Utf.class).build();
    byte[] payload = serval.serialize(new Utf(0, text));
    // Java's bytes, the big-endian length included, as every primitive in a DATA segment.
    assertThat(indexOf(payload, java.toByteArray())).as("length, body, then the next int")
        .isPositive();
  }

  @ParameterizedTest
  @MethodSource("texts")
  void roundTripsAroundTheEndOfADataSegment(String text) {
    int room = MAX_DATA - 4; // the fill's own int comes first
    int encoded = text.length() * 3 + 2;
    for (int fill : new int[] {0, room - encoded - 1, room - encoded, room - encoded + 1,
        room - text.length() - 2, room - text.length() - 1, room - 1, room}) {
      if (fill >= 0) {
        RoundTrip.check(new Utf(fill, text));
      }
    }
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i <= haystack.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}

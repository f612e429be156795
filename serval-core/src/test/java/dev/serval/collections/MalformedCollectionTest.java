package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.collections.Fixtures.Suit;
import dev.serval.io.WriteBuffer;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Hostile or damaged payloads end in SerialException, never in a JDK exception or OOM. */
class MalformedCollectionTest {
  private final Serval serval = Serval.builder().allowPackages("dev.serval").build();

  static Stream<Named<Object>> values() {
    LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(4, 0.75f, true);
    lru.put("a", 1);
    EnumMap<Suit, String> enumMap = new EnumMap<>(Suit.class);
    enumMap.put(Suit.SPADES, "s");
    return Stream.of(Named.of("ArrayList", new ArrayList<>(List.of("a", 1, List.of()))),
        Named.of("HashMap", new HashMap<>(Map.of("k", 1, "l", 2))),
        Named.of("TreeMap", new TreeMap<>(Map.of("k", 1))),
        Named.of("LinkedHashMap", lru),
        Named.of("List.of", List.of("a", "b", "c")),
        Named.of("Map.of", Map.of("a", 1)),
        Named.of("EnumSet", EnumSet.of(Suit.CLUBS)),
        Named.of("EnumMap", enumMap),
        Named.of("Arrays.asList", Arrays.asList(1, 2)));
  }

  @ParameterizedTest
  @MethodSource("values")
  void everyTruncationFails(Object value) {
    byte[] bytes = serval.serialize(value);
    for (int length = 1; length < bytes.length; length++) {
      byte[] cut = Arrays.copyOf(bytes, length);
      assertThatThrownBy(() -> serval.deserialize(cut)).as("cut to %d bytes", length)
          .isInstanceOf(SerialException.class);
    }
  }

  @ParameterizedTest
  @MethodSource("values")
  void absurdSizesFailBeforeAllocating(Object value) {
    byte[] bytes = serval.serialize(value);
    // Overwrite each byte in turn with the start of a huge VarUInt32; wherever it lands on a
    // size, the reader must refuse it rather than allocate.
    for (int at = 1; at < bytes.length; at++) {
      byte[] bad = splice(bytes, at, new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
          (byte) 0xFF, 0x07});
      try {
        serval.deserialize(bad);
      } catch (SerialException expected) {
        // fine: refused
      }
    }
  }

  @Test
  void hugeDeclaredSizeOfAnEmptyList() {
    byte[] bytes = serval.serialize(new ArrayList<>());
    WriteBuffer size = new WriteBuffer(16);
    size.writeVarUInt32(0x0FFF_FFFF);
    byte[] bad = splice(bytes, bytes.length - 1, size.toByteArray());
    assertThatThrownBy(() -> serval.deserialize(bad)).isInstanceOf(SerialException.class)
        .hasMessageContaining("exceeds");
  }

  @Test
  void invalidOrderModeOfALinkedHashMap() {
    byte[] bytes = serval.serialize(new LinkedHashMap<>());
    bytes[bytes.length - 2] = 7; // the order byte, before the size
    assertThatThrownBy(() -> serval.deserialize(bytes)).isInstanceOf(SerialException.class)
        .hasMessageContaining("order mode");
  }

  @Test
  void nullSmuggledIntoListOf() {
    byte[] bytes = serval.serialize(Stream.of("a", null, "c").toList());
    int flavour = indexAfter(bytes, "ImmutableCollections$ListN");
    bytes[flavour] = 0; // claim the List.of flavour, which refuses null
    assertThatThrownBy(() -> serval.deserialize(bytes)).isInstanceOf(SerialException.class)
        .hasMessageContaining("ListN");
  }

  @Test
  void duplicatesSmuggledIntoSetOf() {
    byte[] bytes = serval.serialize(Stream.of("a", "a").toList());
    int flavour = indexAfter(bytes, "ImmutableCollections$ListN");
    byte[] renamed = new String(bytes, StandardCharsets.ISO_8859_1)
        .replace("ImmutableCollections$ListN", "ImmutableCollections$Set12")
        .getBytes(StandardCharsets.ISO_8859_1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(renamed, 0, flavour);
    out.write(renamed, flavour + 1, renamed.length - flavour - 1); // Set12 has no flavour byte
    assertThatThrownBy(() -> serval.deserialize(out.toByteArray()))
        .isInstanceOf(SerialException.class).hasMessageContaining("Set12");
  }

  @Test
  void enumSetOfAnUnknownEnum() {
    byte[] bytes = serval.serialize(EnumSet.of(Suit.CLUBS));
    byte[] renamed = new String(bytes, StandardCharsets.ISO_8859_1)
        .replace("Fixtures$Suit", "Fixtures$Xyzw")
        .getBytes(StandardCharsets.ISO_8859_1);
    assertThatThrownBy(() -> serval.deserialize(renamed)).isInstanceOf(SerialException.class);
  }

  private static byte[] splice(byte[] bytes, int at, byte[] replacement) {
    byte[] out = Arrays.copyOf(bytes, bytes.length + replacement.length);
    System.arraycopy(replacement, 0, out, at, replacement.length);
    System.arraycopy(bytes, at, out, at + replacement.length, bytes.length - at);
    return out;
  }

  private static int indexAfter(byte[] bytes, String ascii) {
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    int i = text.indexOf(ascii);
    if (i < 0) {
      throw new AssertionError(ascii + " not in payload");
    }
    return i + ascii.length();
  }
}

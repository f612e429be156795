package dev.serval.fuzz;

import dev.serval.fuzz.fixtures.Client;
import dev.serval.fuzz.fixtures.Image;
import dev.serval.fuzz.fixtures.Media;
import dev.serval.fuzz.fixtures.MediaContent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * The valid values the seed corpus is built from, by name: every family of types the core's tests
 * cover. A value the library cannot (yet) serialize is skipped by the corpus writer, with a note.
 */
final class SeedValues {
  private SeedValues() {}

  /** A record with a polymorphic component, to reach the record path of the untyped reader. */
  record Pair(Object left, Object right) {}

  static Map<String, Object> scalars() {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("null", null);
    v.put("int", 123_456);
    v.put("int-min", Integer.MIN_VALUE);
    v.put("long", -9_876_543_210L);
    v.put("double-nan", Double.NaN);
    v.put("double", 3.5e-300);
    v.put("float", -0.0f);
    v.put("short", (short) -2);
    v.put("byte", (byte) 0x7F);
    v.put("boolean", true);
    v.put("char", '\u00e9');
    v.put("big-integer", new BigInteger("-123456789012345678901234567890"));
    v.put("big-decimal", new BigDecimal("1234.5678e-20"));
    v.put("big-decimal-huge-scale", new BigDecimal(BigInteger.ONE, Integer.MIN_VALUE + 1));
    v.put("uuid", new UUID(1, -1));
    v.put("date", new Date(1_234_567_890_123L));
    v.put("instant", Instant.ofEpochSecond(-5, 999_999_999));
    v.put("local-date", LocalDate.of(2024, 2, 29));
    v.put("local-date-time", LocalDateTime.of(1999, 12, 31, 23, 59, 59, 1));
    v.put("local-time", LocalTime.NOON);
    v.put("offset-date-time", OffsetDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(-7)));
    v.put("zoned-date-time", ZonedDateTime.of(2021, 3, 28, 2, 30, 0, 0, ZoneId.of("Europe/Paris")));
    v.put("zone-id", ZoneId.of("America/New_York"));
    v.put("duration", Duration.ofSeconds(-3, 5));
    v.put("period", Period.of(1, -2, 3));
    v.put("locale", Locale.forLanguageTag("sr-Latn-RS"));
    v.put("uri", URI.create("https://example.org/a%20b?q=1#f"));
    v.put("pattern", Pattern.compile("a+b*", Pattern.CASE_INSENSITIVE));
    v.put("optional", Optional.of("x"));
    v.put("optional-int", OptionalInt.of(5));
    v.put("atomic-integer", new AtomicInteger(9));
    v.put("atomic-long", new AtomicLong(-9));
    v.put("atomic-reference", new AtomicReference<>("ref"));
    v.put("string-builder", new StringBuilder("sb"));
    v.put("class", Client.class);
    v.put("enum", Media.Player.FLASH);
    return v;
  }

  static Map<String, Object> strings() {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("empty", "");
    v.put("ascii", "hello, world");
    v.put("latin1", "caf\u00e9 \u00ff");
    v.put("utf16", "\u4e2d\u6587 \u0416");
    v.put("surrogate-pair", "\ud83d\ude00");
    v.put("unpaired-surrogate", "a\ud800b");
    v.put("nul-char", "\u0000x");
    v.put("long", "abcdefghij".repeat(40));
    return v;
  }

  static Map<String, Object> arrays() {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("bytes", new byte[] {0, -1, 127});
    v.put("ints", new int[] {1, -1, Integer.MAX_VALUE});
    v.put("longs", new long[] {Long.MIN_VALUE, 0});
    v.put("doubles", new double[] {1.5, Double.NEGATIVE_INFINITY});
    v.put("floats", new float[] {Float.NaN});
    v.put("chars", new char[] {'a', '\ud800'});
    v.put("shorts", new short[] {-1, 2});
    v.put("booleans", new boolean[] {true, false, true});
    v.put("empty-ints", new int[0]);
    v.put("objects", new Object[] {1, "two", 3.0, null, 'c'});
    v.put("strings", new String[] {"a", null, "c"});
    v.put("nested", new int[][] {{1}, {2, 3}, null});
    v.put("jagged-objects", new Object[][] {{"x"}, {}, {1L, null}});
    v.put("enums", new Image.Size[] {Image.Size.LARGE, null, Image.Size.SMALL});
    return v;
  }

  static Map<String, Object> collections() {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("array-list", new ArrayList<>(List.of(1, "b", 3L)));
    v.put("linked-list", new LinkedList<>(List.of("x", "y")));
    v.put("array-list-with-null", new ArrayList<>(Arrays.asList("a", null)));
    v.put("hash-map", new HashMap<>(Map.of("a", 1, "b", 2)));
    v.put("linked-hash-map", new LinkedHashMap<>(Map.of(1, List.of(), 2, "z")));
    v.put("tree-map", new TreeMap<>(Map.of("k", 1.5, "j", 2.5)));
    v.put("hash-set", new HashSet<>(Set.of(1, 2, 3)));
    v.put("linked-hash-set", new LinkedHashSet<>(List.of("p", "q")));
    v.put("tree-set", new TreeSet<>(List.of(5, 3, 9)));
    v.put("list-of", List.of(1, 2, 3));
    v.put("map-of", Map.of("one", 1));
    v.put("set-of", Set.of("s"));
    v.put("empty-list", Collections.emptyList());
    v.put("unmodifiable-list", Collections.unmodifiableList(new ArrayList<>(List.of(1))));
    v.put("array-deque", new ArrayDeque<>(List.of(1, 2)));
    v.put("enum-set", EnumSet.of(Image.Size.SMALL));
    v.put("enum-map", new EnumMap<>(Map.of(Image.Size.LARGE, "big")));
    v.put("concurrent-hash-map", new ConcurrentHashMap<>(Map.of("c", 3)));
    v.put("arrays-as-list", Arrays.asList(1, 2));
    Map<String, Object> inner = new HashMap<>();
    inner.put("in", new ArrayList<>(List.of(1, 2)));
    Map<String, Object> sorted = new TreeMap<>();
    sorted.put("t", new HashSet<>(Set.of('c')));
    v.put("nested", new ArrayList<>(List.of(inner, sorted)));
    return v;
  }

  static Map<String, Object> graphs() {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("media-content", MediaContent.sample());
    v.put("client", Client.sample(false));
    v.put("media", MediaContent.sample().media);
    v.put("image", MediaContent.sample().images.get(0));
    v.put("partner", new Client.Partner(3, "Lin", LocalDate.of(2010, 5, 6)));
    v.put("record-pair", new Pair(Client.EyeColor.BLUE, new Object[] {1, "x"}));
    return v;
  }

  /** Values that only make sense with references on: shared nodes and cycles. */
  static Map<String, Object> sharedAndCyclic() {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("client-cycle", Client.sample(true));
    Object[] shared = {"s"};
    v.put("shared-array", new Object[] {shared, shared});
    Object[] cycle = new Object[1];
    cycle[0] = cycle;
    v.put("cyclic-array", cycle);
    List<Object> list = new ArrayList<>();
    list.add(list);
    v.put("cyclic-list", list);
    return v;
  }
}

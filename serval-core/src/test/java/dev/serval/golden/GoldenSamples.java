package dev.serval.golden;

import java.io.File;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.Stack;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * One sample value of every built-in type. Their version-1 payloads are committed under
 * {@code src/test/resources/golden/}: every future version must still read them.
 */
final class GoldenSamples {
  /**
   * A named sample. {@code stableBytes} is false where the JDK's iteration order differs between
   * runs ({@code Set.of}, {@code Map.of}, {@code IdentityHashMap}): those are checked on read only.
   */
  record Sample(String name, Object value, boolean stableBytes) {
    @Override
    public String toString() {
      return name;
    }
  }

  enum Suit { CLUBS, HEARTS }

  enum Wide {
    C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15, C16, C17, C18, C19, C20,
    C21, C22, C23, C24, C25, C26, C27, C28, C29, C30, C31, C32, C33, C34, C35, C36, C37, C38, C39,
    C40, C41, C42, C43, C44, C45, C46, C47, C48, C49, C50, C51, C52, C53, C54, C55, C56, C57, C58,
    C59, C60, C61, C62, C63, C64
  }

  private GoldenSamples() {}

  static List<Sample> all() {
    List<Sample> s = new ArrayList<>();
    add(s, "String", "golden \u00e9\u4e2d\ud83d\ude00");
    add(s, "Integer", -123456);
    add(s, "Long", Long.MIN_VALUE);
    add(s, "Double", -0.0);
    add(s, "Float", Float.NaN);
    add(s, "Boolean", true);
    add(s, "Short", (short) -2);
    add(s, "Byte", (byte) 7);
    add(s, "Character", '\u20ac');
    add(s, "byte[]", new byte[] {1, -1});
    add(s, "int[]", new int[] {1, -1, Integer.MAX_VALUE});
    add(s, "long[]", new long[] {Long.MAX_VALUE});
    add(s, "double[]", new double[] {Math.PI});
    add(s, "float[]", new float[] {1.5f});
    add(s, "short[]", new short[] {3});
    add(s, "char[]", new char[] {'a', '\ud800'});
    add(s, "boolean[]", new boolean[] {true, false});
    add(s, "Object[]", new Object[] {1, "two", null, 3L});
    // Runs of rows of one leaf class, which each element class's copy of a loop writes (LeafRuns).
    add(s, "int[][]", new int[][] {{1, -1}, {}, {Integer.MAX_VALUE}});
    add(s, "LocalDate[]", new LocalDate[] {LocalDate.of(2026, 11, 27), LocalDate.of(1970, 1, 1)});
    add(s, "Suit[]", new Suit[] {Suit.HEARTS, Suit.CLUBS});
    add(s, "ArrayList", new ArrayList<>(List.of(1, 2)));
    add(s, "LinkedList", new LinkedList<>(List.of("a")));
    add(s, "ArrayDeque", new ArrayDeque<>(List.of(1)));
    add(s, "Vector", new Vector<>(List.of(1)));
    Stack<Integer> stack = new Stack<>();
    stack.push(4);
    add(s, "Stack", stack);
    add(s, "HashSet", new HashSet<>(List.of("x", "y")));
    add(s, "LinkedHashSet", new LinkedHashSet<>(List.of("y", "x")));
    add(s, "TreeSet", new TreeSet<>(List.of(3, 1)));
    PriorityQueue<Integer> queue = new PriorityQueue<>(Comparator.reverseOrder());
    queue.addAll(List.of(1, 5, 3));
    add(s, "PriorityQueue", queue);
    add(s, "ConcurrentLinkedQueue", new ConcurrentLinkedQueue<>(List.of(1)));
    add(s, "ConcurrentLinkedDeque", new ConcurrentLinkedDeque<>(List.of(1)));
    add(s, "ConcurrentSkipListSet", new ConcurrentSkipListSet<>(List.of(2, 1)));
    add(s, "CopyOnWriteArrayList", new CopyOnWriteArrayList<>(List.of(1)));
    add(s, "HashMap", new HashMap<>(Map.of("k", 1)));
    LinkedHashMap<String, Integer> access = new LinkedHashMap<>(4, 0.75f, true);
    access.put("a", 1);
    access.put("b", 2);
    add(s, "LinkedHashMap", access);
    add(s, "TreeMap", new TreeMap<>(Map.of(2, "b", 1, "a")));
    add(s, "Hashtable", new Hashtable<>(Map.of("k", 1)));
    add(s, "ConcurrentHashMap", new ConcurrentHashMap<>(Map.of("k", 1)));
    add(s, "ConcurrentSkipListMap", new ConcurrentSkipListMap<>(Map.of("k", 1)));
    IdentityHashMap<String, Integer> identity = new IdentityHashMap<>();
    identity.put("k", 1);
    s.add(new Sample("IdentityHashMap", identity, true));
    add(s, "BitSet", BitSet.valueOf(new long[] {5, 1L << 40}));
    add(s, "RegularEnumSet", EnumSet.of(Suit.HEARTS));
    // A JumboEnumSet (over 64 constants) of an enum of the test's own: the JDK's large enums, such as
    // Character.UnicodeScript, gain constants between releases, which changes their fingerprint.
    add(s, "JumboEnumSet", EnumSet.of(Wide.C64, Wide.C1));
    EnumMap<Suit, String> enumMap = new EnumMap<>(Suit.class);
    enumMap.put(Suit.CLUBS, "c");
    add(s, "EnumMap", enumMap);
    add(s, "Arrays.asList", Arrays.asList(1, null));
    add(s, "List.of-0", List.of());
    add(s, "List.of-1", List.of(1));
    add(s, "List.of-3", List.of(1, 2, 3));
    add(s, "Stream.toList", java.util.stream.Stream.of(1, 2, 3).toList());
    s.add(new Sample("Set.of-1", Set.of(1), true));
    s.add(new Sample("Set.of-3", Set.of(1, 2, 3), false));
    s.add(new Sample("Map.of-1", Map.of(1, "a"), true));
    s.add(new Sample("Map.of-3", Map.of(1, "a", 2, "b", 3, "c"), false));
    add(s, "emptyList", Collections.emptyList());
    add(s, "emptySet", Collections.emptySet());
    add(s, "emptyMap", Collections.emptyMap());
    add(s, "emptySortedSet", Collections.emptySortedSet());
    add(s, "emptySortedMap", Collections.emptySortedMap());
    add(s, "singletonList", Collections.singletonList(1));
    add(s, "singleton", Collections.singleton(1));
    add(s, "singletonMap", Collections.singletonMap(1, 2));
    add(s, "unmodifiableCollection", Collections.unmodifiableCollection(new ArrayList<>(List.of(1))));
    add(s, "unmodifiableList", Collections.unmodifiableList(new ArrayList<>(List.of(1))));
    add(s, "unmodifiableSequentialList", Collections.unmodifiableList(new LinkedList<>(List.of(1))));
    add(s, "unmodifiableSet", Collections.unmodifiableSet(new LinkedHashSet<>(List.of(1))));
    add(s, "unmodifiableSortedSet", Collections.unmodifiableSortedSet(new TreeSet<>(List.of(1))));
    add(s, "unmodifiableNavigableSet",
        Collections.unmodifiableNavigableSet(new TreeSet<>(List.of(1))));
    add(s, "unmodifiableMap", Collections.unmodifiableMap(new LinkedHashMap<>(Map.of(1, 2))));
    add(s, "unmodifiableSortedMap", Collections.unmodifiableSortedMap(new TreeMap<>(Map.of(1, 2))));
    add(s, "unmodifiableNavigableMap",
        Collections.unmodifiableNavigableMap(new TreeMap<>(Map.of(1, 2))));
    add(s, "synchronizedCollection",
        Collections.synchronizedCollection(new ArrayList<>(List.of(1))));
    add(s, "synchronizedList", Collections.synchronizedList(new ArrayList<>(List.of(1))));
    add(s, "synchronizedSequentialList",
        Collections.synchronizedList(new LinkedList<>(List.of(1))));
    add(s, "synchronizedSet", Collections.synchronizedSet(new LinkedHashSet<>(List.of(1))));
    add(s, "synchronizedSortedSet", Collections.synchronizedSortedSet(new TreeSet<>(List.of(1))));
    add(s, "synchronizedNavigableSet",
        Collections.synchronizedNavigableSet(new TreeSet<>(List.of(1))));
    add(s, "synchronizedMap", Collections.synchronizedMap(new LinkedHashMap<>(Map.of(1, 2))));
    add(s, "synchronizedSortedMap",
        Collections.synchronizedSortedMap(new TreeMap<>(Map.of(1, 2))));
    add(s, "synchronizedNavigableMap",
        Collections.synchronizedNavigableMap(new TreeMap<>(Map.of(1, 2))));
    add(s, "naturalOrder", new TreeSet<>(Comparator.naturalOrder()));
    add(s, "reverseOrder", new TreeSet<>(Comparator.reverseOrder()));
    add(s, "caseInsensitiveOrder", new TreeSet<>(String.CASE_INSENSITIVE_ORDER));
    add(s, "reverseOrderOf", new TreeSet<>(Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER)));
    add(s, "Instant", Instant.ofEpochSecond(1_700_000_000L, 123));
    add(s, "LocalDate", LocalDate.of(2026, 11, 21));
    add(s, "LocalTime", LocalTime.of(23, 59, 1, 5));
    add(s, "LocalDateTime", LocalDateTime.of(2026, 1, 2, 3, 4, 5, 6));
    add(s, "OffsetTime", OffsetTime.of(1, 2, 3, 4, ZoneOffset.ofHours(2)));
    add(s, "OffsetDateTime", OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHours(-5)));
    add(s, "ZonedDateTime",
        ZonedDateTime.of(2026, 10, 25, 2, 30, 0, 0, ZoneId.of("Europe/Paris")));
    add(s, "ZoneOffset", ZoneOffset.ofHoursMinutes(5, 30));
    add(s, "ZoneRegion", ZoneId.of("America/New_York"));
    add(s, "Duration", Duration.ofSeconds(-5, 7));
    add(s, "Period", Period.of(1, -2, 3));
    add(s, "Year", Year.of(-44));
    add(s, "YearMonth", YearMonth.of(2026, 2));
    add(s, "MonthDay", MonthDay.of(2, 29));
    add(s, "BigInteger", new BigInteger("-123456789012345678901234567890"));
    add(s, "BigDecimal", new BigDecimal("-1234.5678e-20"));
    add(s, "UUID", new UUID(0x0123456789abcdefL, 0xfedcba9876543210L));
    add(s, "Date", new Date(1_700_000_000_000L));
    add(s, "Locale", Locale.forLanguageTag("sr-Latn-RS"));
    add(s, "Currency", Currency.getInstance("EUR"));
    add(s, "URI", URI.create("https://example.org/a?b=c#d"));
    add(s, "File", new File("dir/name.txt"));
    add(s, "Path", Path.of("dir", "name.txt"));
    add(s, "Charset", StandardCharsets.UTF_8);
    add(s, "Charset-US_ASCII", StandardCharsets.US_ASCII);
    add(s, "Charset-ISO_8859_1", StandardCharsets.ISO_8859_1);
    add(s, "Charset-UTF_16", StandardCharsets.UTF_16);
    add(s, "Charset-UTF_16BE", StandardCharsets.UTF_16BE);
    add(s, "Charset-UTF_16LE", StandardCharsets.UTF_16LE);
    add(s, "StringBuilder", new StringBuilder("sb"));
    add(s, "StringBuffer", new StringBuffer("sbuf"));
    add(s, "Pattern", Pattern.compile("a+b", Pattern.CASE_INSENSITIVE));
    add(s, "Optional", Optional.of("o"));
    add(s, "OptionalInt", OptionalInt.of(3));
    add(s, "OptionalLong", OptionalLong.empty());
    add(s, "OptionalDouble", OptionalDouble.of(2.5));
    add(s, "AtomicInteger", new AtomicInteger(5));
    add(s, "AtomicLong", new AtomicLong(-5));
    add(s, "AtomicBoolean", new AtomicBoolean(true));
    add(s, "AtomicReference", new AtomicReference<>("r"));
    add(s, "AtomicIntegerArray", new AtomicIntegerArray(new int[] {1, 2}));
    add(s, "AtomicLongArray", new AtomicLongArray(new long[] {3}));
    add(s, "Class", String[].class);
    return s;
  }

  private static void add(List<Sample> samples, String name, Object value) {
    samples.add(new Sample(name, value, true));
  }
}

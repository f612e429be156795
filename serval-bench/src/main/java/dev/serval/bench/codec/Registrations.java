package dev.serval.bench.codec;

import dev.serval.fixtures.FixtureClasses;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The classes every registering codec registers, in one order, so that all of them (Serval
 * included) start from the same knowledge of the workloads: the fixtures' classes, then the JDK
 * classes that appear in the graphs.
 */
public final class Registrations {
  private static final List<Class<?>> JDK_CLASSES = List.of(
      int[].class, long[].class, double[].class, short[].class, byte[].class, char[].class,
      int[][].class, long[][].class, short[][].class, double[][].class, double[][][].class,
      String[].class, String[][].class, Object[].class, Integer[].class, Date[].class,
      ArrayList.class, LinkedList.class, ArrayDeque.class, ConcurrentLinkedQueue.class, Vector.class,
      HashMap.class, LinkedHashMap.class, TreeMap.class, TreeSet.class, Hashtable.class,
      ConcurrentHashMap.class, BigDecimal.class, BigInteger.class, Date.class, LocalDate.class,
      OffsetDateTime.class);

  private static final List<Class<?>> ALL = build();

  /** Registration ids start here, clear of the ids peers reserve for their built-in types. */
  public static final int FIRST_ID = 100;

  private Registrations() {}

  /**
   * Application classes first, then JDK classes; a class's id is {@code FIRST_ID + index}. For
   * serializers that know no JDK collection without registration (Kryo, FST).
   */
  public static List<Class<?>> all() {
    return ALL;
  }

  /**
   * The workloads' application classes alone, for serializers with JDK types built in (Fory,
   * Serval), which refuse a second registration of those.
   */
  public static List<Class<?>> applicationClasses() {
    return FixtureClasses.all();
  }

  private static List<Class<?>> build() {
    List<Class<?>> all = new ArrayList<>(FixtureClasses.all());
    all.addAll(JDK_CLASSES);
    return Collections.unmodifiableList(all);
  }
}

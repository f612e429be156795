package dev.serval.testing;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Compares two object graphs: same concrete classes everywhere, equal content, same order for
 * ordered containers and, when {@code checkAliasing}, the same sharing and cycles (the copy's
 * graph is isomorphic to the original's under object identity).
 *
 * <p>User classes are compared field by field; JDK classes, whose fields are closed, through their
 * public behaviour: iteration for collections and maps, {@code equals} for values.
 */
public final class DeepEquality {
  private final boolean checkAliasing;
  private final IdentityHashMap<Object, Object> pairs = new IdentityHashMap<>();

  private DeepEquality(boolean checkAliasing) {
    this.checkAliasing = checkAliasing;
  }

  /** Returns null when equal, otherwise the path and reason of the first difference. */
  public static String difference(Object expected, Object actual, boolean checkAliasing) {
    return new DeepEquality(checkAliasing).compare(expected, actual, "$");
  }

  private String compare(Object a, Object b, String path) {
    if (a == null || b == null) {
      return a == b ? null : path + ": " + describe(a) + " vs " + describe(b);
    }
    if (a.getClass() != b.getClass()) {
      return path + ": class " + a.getClass().getName() + " vs " + b.getClass().getName();
    }
    Object earlier = pairs.get(a);
    if (earlier != null) {
      if (checkAliasing && earlier != b) {
        return path + ": sharing lost (the original is the same object as seen before)";
      }
      return null; // already compared (also ends cycles)
    }
    if (!isValue(a)) {
      pairs.put(a, b);
    }
    Class<?> type = a.getClass();
    if (type.isArray()) {
      return compareArrays(a, b, path);
    }
    if (a instanceof Map) {
      return compareMaps((Map<?, ?>) a, (Map<?, ?>) b, path);
    }
    if (a instanceof Collection) {
      return compareCollections((Collection<?>) a, (Collection<?>) b, path);
    }
    if (isPlatform(type)) {
      return comparePlatformValue(a, b, path);
    }
    return compareFields(a, b, path);
  }

  /**
   * Values whose identity Serval does not preserve (they are not reference-tracked): enums and the
   * JDK's immutable types. Mutable JDK types (containers, dates, atomics, builders) keep identity.
   */
  private static boolean isValue(Object o) {
    if (o instanceof Enum) {
      return true;
    }
    if (!isPlatform(o.getClass()) || o.getClass().isArray() || o instanceof Collection
        || o instanceof Map) {
      return false;
    }
    return !(o instanceof java.util.Date || o instanceof StringBuilder
        || o instanceof StringBuffer || o instanceof java.util.BitSet
        || o.getClass().getName().startsWith("java.util.concurrent.atomic."));
  }

  private String compareArrays(Object a, Object b, String path) {
    int n = Array.getLength(a);
    if (n != Array.getLength(b)) {
      return path + ": array length " + n + " vs " + Array.getLength(b);
    }
    Class<?> component = a.getClass().getComponentType();
    for (int i = 0; i < n; i++) {
      Object x = Array.get(a, i);
      Object y = Array.get(b, i);
      if (component.isPrimitive()) {
        if (!primitiveEquals(x, y)) {
          return path + "[" + i + "]: " + x + " vs " + y;
        }
      } else {
        String d = compare(x, y, path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
    }
    return null;
  }

  /** Bitwise for floating point, so NaN payloads and -0.0 count. */
  private static boolean primitiveEquals(Object x, Object y) {
    if (x instanceof Double) {
      return Double.doubleToRawLongBits((Double) x) == Double.doubleToRawLongBits((Double) y);
    }
    if (x instanceof Float) {
      return Float.floatToRawIntBits((Float) x) == Float.floatToRawIntBits((Float) y);
    }
    return x.equals(y);
  }

  private String compareCollections(Collection<?> a, Collection<?> b, String path) {
    if (a.size() != b.size()) {
      return path + ": size " + a.size() + " vs " + b.size();
    }
    if (a instanceof Set && !(a instanceof SortedSet) && !(a instanceof LinkedHashSet)
        && !isInsertionOrderedImmutable(a)) {
      // Unordered: iteration order may differ with capacity; compare membership instead.
      if (!a.equals(b)) {
        return path + ": sets differ " + a + " vs " + b;
      }
      return compareUnorderedElements(a, b, path);
    }
    Iterator<?> i = a.iterator();
    Iterator<?> j = b.iterator();
    int k = 0;
    while (i.hasNext()) {
      String d = compare(i.next(), j.next(), path + "[" + k++ + "]");
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private static boolean isInsertionOrderedImmutable(Collection<?> c) {
    return false;
  }

  private String compareUnorderedElements(Collection<?> a, Collection<?> b, String path) {
    List<Object> remaining = new ArrayList<>(b);
    outer:
    for (Object x : a) {
      for (int i = 0; i < remaining.size(); i++) {
        Object y = remaining.get(i);
        if (x == null ? y == null : x.equals(y)) {
          String d = compare(x, y, path + "{" + x + "}");
          if (d != null) {
            return d;
          }
          remaining.remove(i);
          continue outer;
        }
      }
      return path + ": element " + x + " missing";
    }
    return null;
  }

  private String compareMaps(Map<?, ?> a, Map<?, ?> b, String path) {
    if (a.size() != b.size()) {
      return path + ": size " + a.size() + " vs " + b.size();
    }
    boolean ordered = a instanceof SortedMap || a instanceof LinkedHashMap;
    if (ordered) {
      Iterator<? extends Map.Entry<?, ?>> i = a.entrySet().iterator();
      Iterator<? extends Map.Entry<?, ?>> j = b.entrySet().iterator();
      int k = 0;
      while (i.hasNext()) {
        Map.Entry<?, ?> x = i.next();
        Map.Entry<?, ?> y = j.next();
        String d = compare(x.getKey(), y.getKey(), path + ".key[" + k + "]");
        if (d == null) {
          d = compare(x.getValue(), y.getValue(), path + "[" + x.getKey() + "]");
        }
        if (d != null) {
          return d;
        }
        k++;
      }
      return null;
    }
    if (a instanceof java.util.IdentityHashMap) {
      // Keys are copies, so identity lookups cannot match; compare as entry multisets by value.
      return compareUnorderedElements(new ArrayList<>(a.values()), new ArrayList<>(b.values()),
          path);
    }
    for (Map.Entry<?, ?> x : a.entrySet()) {
      Object key = x.getKey();
      if (!b.containsKey(key)) {
        return path + ": key " + key + " missing";
      }
      Object otherKey = null;
      for (Object k : b.keySet()) {
        if (key == null ? k == null : key.equals(k)) {
          otherKey = k;
          break;
        }
      }
      String d = compare(key, otherKey, path + ".key(" + key + ")");
      if (d == null) {
        d = compare(x.getValue(), b.get(key), path + "[" + key + "]");
      }
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private String comparePlatformValue(Object a, Object b, String path) {
    Object x = a;
    Object y = b;
    if (a instanceof CharSequence && !(a instanceof String)) {
      x = a.toString();
      y = b.toString();
    } else if (a instanceof java.util.concurrent.atomic.AtomicReference) {
      return compare(((java.util.concurrent.atomic.AtomicReference<?>) a).get(),
          ((java.util.concurrent.atomic.AtomicReference<?>) b).get(), path + ".get()");
    } else if (a instanceof Number && !(a instanceof Comparable)) {
      x = a.toString(); // atomics and accumulators: compare their value
      y = b.toString();
    } else if (a instanceof java.util.regex.Pattern) {
      x = a.toString() + "/" + ((java.util.regex.Pattern) a).flags();
      y = b.toString() + "/" + ((java.util.regex.Pattern) b).flags();
    } else if (a instanceof java.util.concurrent.atomic.AtomicBoolean
        || a instanceof java.util.concurrent.atomic.AtomicIntegerArray
        || a instanceof java.util.concurrent.atomic.AtomicLongArray) {
      x = a.toString();
      y = b.toString();
    } else if (a instanceof java.util.Optional) {
      return compare(((java.util.Optional<?>) a).orElse(null),
          ((java.util.Optional<?>) b).orElse(null), path + ".get()");
    } else if (a.getClass() == Object.class) {
      return null;
    }
    if (a instanceof Double || a instanceof Float) {
      return primitiveEquals(x, y) ? null : path + ": " + x + " vs " + y;
    }
    return x.equals(y) ? null : path + ": " + describe(a) + " vs " + describe(b);
  }

  private String compareFields(Object a, Object b, String path) {
    for (Class<?> c = a.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
      if (isPlatform(c)) {
        break;
      }
      for (Field f : c.getDeclaredFields()) {
        int m = f.getModifiers();
        if (Modifier.isStatic(m) || Modifier.isTransient(m)) {
          continue;
        }
        f.setAccessible(true);
        try {
          Object x = f.get(a);
          Object y = f.get(b);
          String d = f.getType().isPrimitive()
              ? (primitiveEquals(x, y) ? null : path + "." + f.getName() + ": " + x + " vs " + y)
              : compare(x, y, path + "." + f.getName());
          if (d != null) {
            return d;
          }
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
    return null;
  }

  private static boolean isPlatform(Class<?> c) {
    String n = c.getName();
    return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.")
        || n.startsWith("sun.");
  }

  private static String describe(Object o) {
    return o == null ? "null" : o.getClass().getSimpleName() + "(" + o + ")";
  }
}

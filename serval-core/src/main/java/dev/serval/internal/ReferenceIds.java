package dev.serval.internal;

import java.util.Arrays;

/**
 * The reference ids of the objects written so far in one payload, by identity: an open-addressing
 * table of objects and their ids, with no boxing and no entry objects (an {@code IdentityHashMap}
 * boxes every id past 127). Ids are given in order from 0, so a new object's id is the count.
 */
final class ReferenceIds {
  private static final int MIN_CAPACITY = 64;

  private Object[] keys = new Object[MIN_CAPACITY];
  private int[] ids = new int[MIN_CAPACITY];
  private int size;

  /** The id of {@code value} if it was seen before; else records it under the next id and answers -1. */
  int idOrAdd(Object value) {
    Object[] k = keys;
    int mask = k.length - 1;
    int i = mix(System.identityHashCode(value)) & mask;
    while (true) {
      Object present = k[i];
      if (present == null) {
        k[i] = value;
        ids[i] = size++;
        if (size * 2 > k.length) {
          grow();
        }
        return -1;
      }
      if (present == value) {
        return ids[i];
      }
      i = (i + 1) & mask;
    }
  }

  int size() {
    return size;
  }

  /** Forgets every object; a table grown past {@code retained} slots is dropped for a small one. */
  void clear(int retained) {
    if (size == 0) {
      return;
    }
    if (keys.length > retained) {
      keys = new Object[MIN_CAPACITY];
      ids = new int[MIN_CAPACITY];
    } else {
      Arrays.fill(keys, null);
    }
    size = 0;
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldIds = ids;
    keys = new Object[oldKeys.length * 2];
    ids = new int[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      Object key = oldKeys[j];
      if (key != null) {
        int i = mix(System.identityHashCode(key)) & mask;
        while (keys[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = key;
        ids[i] = oldIds[j];
      }
    }
  }

  /** Spreads identity hashes, whose low bits alone cluster, over the table (a Fibonacci hash). */
  private static int mix(int hash) {
    int h = hash * 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}

package dev.serval.internal.serializers.hooks;

import dev.serval.internal.serializers.objects.LevelFields;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;

/**
 * The {@link ObjectInputStream.GetField} of one class level: the values the payload holds, by the
 * reader's field index. A field of the reader's class that the payload lacks is
 * {@link #defaulted}; as in Java, naming a field the class does not have, or asking for it with the
 * wrong type, throws {@link IllegalArgumentException}.
 */
final class HookGetField extends ObjectInputStream.GetField {
  private final Class<?> owner;
  private final LevelFields fields;
  final Object[] values;
  final boolean[] present;

  HookGetField(Class<?> owner, LevelFields fields) {
    this.owner = owner;
    this.fields = fields;
    this.values = new Object[fields.size()];
    this.present = new boolean[fields.size()];
  }

  @Override
  public ObjectStreamClass getObjectStreamClass() {
    return ObjectStreamClass.lookup(owner);
  }

  private int index(String name, Class<?> type) {
    int i = fields.indexOf(name);
    if (i < 0 || fields.type(i) != type && (type != Object.class || fields.type(i).isPrimitive())) {
      throw new IllegalArgumentException("no serial field " + name + " of type " + type.getName()
          + " in " + owner.getName());
    }
    return i;
  }

  @Override
  public boolean defaulted(String name) {
    int i = fields.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException("no serial field " + name + " in " + owner.getName());
    }
    return !present[i];
  }

  @SuppressWarnings("unchecked")
  private <T> T value(String name, Class<?> type, T fallback) {
    int i = index(name, type);
    return present[i] ? (T) values[i] : fallback;
  }

  @Override
  public boolean get(String name, boolean val) {
    return value(name, boolean.class, val);
  }

  @Override
  public byte get(String name, byte val) {
    return value(name, byte.class, val);
  }

  @Override
  public char get(String name, char val) {
    return value(name, char.class, val);
  }

  @Override
  public short get(String name, short val) {
    return value(name, short.class, val);
  }

  @Override
  public int get(String name, int val) {
    return value(name, int.class, val);
  }

  @Override
  public long get(String name, long val) {
    return value(name, long.class, val);
  }

  @Override
  public float get(String name, float val) {
    return value(name, float.class, val);
  }

  @Override
  public double get(String name, double val) {
    return value(name, double.class, val);
  }

  @Override
  public Object get(String name, Object val) {
    return value(name, Object.class, val);
  }
}

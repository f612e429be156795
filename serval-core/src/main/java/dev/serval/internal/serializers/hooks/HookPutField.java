package dev.serval.internal.serializers.hooks;

import dev.serval.internal.serializers.objects.LevelFields;
import java.io.IOException;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;

/**
 * The {@link ObjectOutputStream.PutField} of one class level: values by the level's field index,
 * unset ones written as zero, false or null. As in Java, naming a field the level does not have, or
 * giving a value of the wrong type, throws {@link IllegalArgumentException}.
 */
final class HookPutField extends ObjectOutputStream.PutField {
  private final LevelFields fields;
  private final BlockOutput stream;
  final Object[] values;

  HookPutField(LevelFields fields, BlockOutput stream) {
    this.fields = fields;
    this.stream = stream;
    this.values = new Object[fields.size()];
  }

  private void set(String name, Class<?> type, Object value) {
    int index = fields.indexOf(name);
    if (index < 0 || fields.type(index) != type
        && (type != Object.class || fields.type(index).isPrimitive())) {
      throw new IllegalArgumentException("no serial field " + name + " of type " + type.getName());
    }
    if (type == Object.class && value != null && !fields.type(index).isInstance(value)) {
      throw new IllegalArgumentException("field " + name + " cannot hold a "
          + value.getClass().getName());
    }
    values[index] = value;
  }

  @Override
  public void put(String name, boolean value) {
    set(name, boolean.class, value);
  }

  @Override
  public void put(String name, byte value) {
    set(name, byte.class, value);
  }

  @Override
  public void put(String name, char value) {
    set(name, char.class, value);
  }

  @Override
  public void put(String name, short value) {
    set(name, short.class, value);
  }

  @Override
  public void put(String name, int value) {
    set(name, int.class, value);
  }

  @Override
  public void put(String name, long value) {
    set(name, long.class, value);
  }

  @Override
  public void put(String name, float value) {
    set(name, float.class, value);
  }

  @Override
  public void put(String name, double value) {
    set(name, double.class, value);
  }

  @Override
  public void put(String name, Object value) {
    set(name, Object.class, value);
  }

  /** The deprecated way to write; works only on the stream that made this object. */
  @Override
  @Deprecated
  public void write(ObjectOutput out) throws IOException {
    if (out != stream) {
      throw new IllegalArgumentException("PutField written to a stream that did not create it");
    }
    stream.writeFieldsOf(this);
  }
}

package dev.serval.internal.serializers;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.collections.CollectionSerializers;
import dev.serval.internal.serializers.lang.LangSerializers;
import dev.serval.internal.serializers.values.ValueSerializers;

/** Collects every family of built-in serializers into one table. */
public final class Builtins {
  private Builtins() {}

  public static BuiltinTable table() {
    BuiltinTable table = new BuiltinTable();
    LangSerializers.register(table);
    CollectionSerializers.register(table);
    ValueSerializers.register(table);
    return table;
  }
}

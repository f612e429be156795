package dev.serval.internal.serializers;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.lang.LangSerializers;

/** Collects every family of built-in serializers into one table. */
public final class Builtins {
  private Builtins() {}

  public static BuiltinTable table() {
    BuiltinTable table = new BuiltinTable();
    LangSerializers.register(table);
    dev.serval.internal.serializers.values.ValueSerializers.register(table);
    return table;
  }
}

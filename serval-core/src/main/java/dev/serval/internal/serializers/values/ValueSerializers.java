package dev.serval.internal.serializers.values;

import dev.serval.internal.BuiltinTable;

/**
 * Value types of the JDK: {@code java.time}, big numbers, {@code UUID}, {@code Date}, locales and
 * currencies, URIs, URLs, files and paths, charsets, text builders, patterns, optionals, atomics
 * and {@code Class} objects. Each family class documents its wire layouts.
 */
public final class ValueSerializers {
  private ValueSerializers() {}

  public static void register(BuiltinTable table) {
    DateTimeSerializers.register(table);
    ZoneSerializers.register(table);
    BigNumberSerializers.register(table);
    UtilValueSerializers.register(table);
    LocatorSerializers.register(table);
    TextSerializers.register(table);
    OptionalSerializers.register(table);
    AtomicSerializers.register(table);
    table.add(Class.class, new ClassSerializer());
  }
}

package dev.serval.internal.serializers.lang;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;

/** Strings, boxes and primitive arrays. */
public final class LangSerializers {
  private LangSerializers() {}

  public static void register(BuiltinTable table) {
    table.addCommon(String.class, new StringSerializer(), CommonIds.STRING);
    BoxSerializers.register(table);
    PrimitiveArraySerializers.register(table);
    table.addCommon(Object[].class, new ObjectArraySerializer(Object.class, null),
        CommonIds.OBJECT_ARRAY);
  }
}

package dev.serval.internal.serializers.objects;

import dev.serval.internal.TypeRegistry;
import dev.serval.spi.Serializer;
import java.util.List;

/**
 * The serializers made for user classes, tried in order for a class that has no built-in or
 * user-supplied serializer: records, then plain objects.
 */
public final class ObjectSerializers {
  private ObjectSerializers() {}

  /** Builds a serializer for a kind of class, or answers null when the class is not its kind. */
  public interface Factory {
    Serializer<?> create(Class<?> type, TypeRegistry registry);
  }

  public static List<Factory> factories() {
    return List.of(
        dev.serval.internal.serializers.hooks.HookSerializers::create,
        (type, registry) -> type.isRecord() ? new RecordSerializer(type, registry) : null,
        ObjectSerializer::new);
  }
}

package dev.serval.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Set;
import java.util.UUID;

/**
 * The classes whose built-in serializers write only bytes, never a nested value: strings, boxes,
 * primitive arrays, enums, big numbers and java.time values. Writing one needs no depth accounting,
 * since it cannot nest (see {@link WriteSession#writeBody}).
 */
final class LeafTypes {
  private static final Set<Class<?>> VALUES = Set.of(String.class, Boolean.class, Byte.class,
      Character.class, Short.class, Integer.class, Long.class, Float.class, Double.class,
      BigInteger.class, BigDecimal.class, UUID.class, Instant.class, LocalDate.class,
      LocalTime.class, LocalDateTime.class, Duration.class, Period.class, Year.class,
      YearMonth.class, MonthDay.class, ZoneOffset.class, ZonedDateTime.class, OffsetDateTime.class,
      OffsetTime.class);

  private LeafTypes() {}

  /** Whether {@code serializer} is Serval's own for {@code type} and that writes no nested value. */
  static boolean isLeaf(Class<?> type, Object serializer) {
    if (!serializer.getClass().getName().startsWith("dev.serval.internal.")) {
      return false; // a caller's serializer may write anything
    }
    return VALUES.contains(type) || type.isEnum()
        || (type.isArray() && type.getComponentType().isPrimitive());
  }
}

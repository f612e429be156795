package dev.serval.internal.serializers.values;

import dev.serval.SerialException;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The parts that several {@code java.time} layouts share, so each is encoded one way only:
 * <ul>
 *   <li>date: one {@code VarUInt64} {@code zigzag(year - 2000) << 9 | month << 5 | day}: two bytes
 *       from 1984 to 2015, three from 1936 to 2063; unlike the epoch day, no division to compute;
 *   <li>time: one {@code VarUInt32} {@code value << 2 | precision}, where precision 0 means the
 *       value is the minute of the day, 1 the second of the day, 2 the second of the day with the
 *       nano-of-second following as a {@code VarUInt32}: two bytes for a whole minute;
 *   <li>offset: one {@code VarInt32} (zig-zag) {@code quarters << 1} for a whole number of quarter
 *       hours (one byte for every offset in use), else {@code seconds << 1 | 1};
 *   <li>nanos (of {@code Instant}, {@code Duration}): {@code VarUInt32} in [0, 999,999,999];
 *   <li>region id: a string (see {@code WriteBuffer#writeString}) naming a zone known to
 *       {@link ZoneId#of}, at most {@value #MAX_ZONE_ID_CHARS} chars.
 * </ul>
 * Readers validate every field: an impossible value fails with a {@link SerialException} at the
 * offset where the value started, never with a {@link DateTimeException}.
 */
final class TimeCodec {
  /** The longest tz database id is about 30 chars; anything far longer is not a zone id. */
  static final int MAX_ZONE_ID_CHARS = 256;

  private static final int NANOS_PER_SECOND = 1_000_000_000;

  private TimeCodec() {}

  private static final int WHOLE_MINUTE = 0;
  private static final int WHOLE_SECOND = 1;
  private static final int WITH_NANOS = 2;
  private static final int YEAR_ORIGIN = 2000;

  /** The most bytes a date takes: one varu64. */
  private static final int DATE_ROOM = WriteBuffer.VAR_INT64_ROOM;
  /** The most bytes a time takes: two varu32s. */
  private static final int TIME_ROOM = 2 * WriteBuffer.VAR_INT32_ROOM;
  /** The most bytes an offset takes: one varint. */
  private static final int OFFSET_ROOM = WriteBuffer.VAR_INT32_ROOM;

  // Each write below makes room for all it writes with one capacity check, then writes its
  // varints unchecked: an OffsetDateTime (three to four varints) is in every Partner of GraalDOSS's
  // Client, where a check per varint was measurable.

  static void writeDate(WriteBuffer out, LocalDate date) {
    out.ensure(DATE_ROOM);
    putDate(out, date);
  }

  private static void putDate(WriteBuffer out, LocalDate date) {
    int year = date.getYear() - YEAR_ORIGIN;
    long zigzagYear = ((long) year << 1) ^ (year >> 31);
    long word = zigzagYear << 9 | date.getMonthValue() << 5 | date.getDayOfMonth();
    if ((word >>> 32) == 0) {
      // The same bytes as the varu64 below, through the 32-bit writer's branch per length: this
      // year's dates take 3 bytes, a length the 64-bit writer computes instead. Giving the 64-bit
      // writer that branch for every value below 2^32 instead serialized Client slower (1.21 and
      // 1.26 against 1.29 million a second, JMH, 3 forks): its random 64-bit ids pay the test.
      out.writeVarUInt32Ensured((int) word);
    } else {
      out.writeVarUInt64Ensured(word);
    }
  }

  static LocalDate readDate(ReadBuffer in) {
    int at = in.position();
    long word = in.readVarUInt64();
    long zigzagYear = word >>> 9;
    long year = (zigzagYear >>> 1) ^ -(zigzagYear & 1);
    int month = (int) (word >>> 5) & 0xF;
    int day = (int) word & 0x1F;
    if (year + YEAR_ORIGIN < Year.MIN_VALUE || year + YEAR_ORIGIN > Year.MAX_VALUE) {
      throw new SerialException("invalid date: year " + (year + YEAR_ORIGIN) + " out of range", at);
    }
    try {
      return LocalDate.of((int) year + YEAR_ORIGIN, month, day);
    } catch (DateTimeException e) {
      throw invalid("date", at, e);
    }
  }

  static void writeTime(WriteBuffer out, LocalTime time) {
    out.ensure(TIME_ROOM);
    putTime(out, time);
  }

  private static void putTime(WriteBuffer out, LocalTime time) {
    int nano = time.getNano();
    int secondOfDay = time.toSecondOfDay();
    if (nano != 0) {
      out.writeVarUInt32Ensured(secondOfDay << 2 | WITH_NANOS);
      out.writeVarUInt32Ensured(nano);
    } else if (secondOfDay % 60 != 0) {
      out.writeVarUInt32Ensured(secondOfDay << 2 | WHOLE_SECOND);
    } else {
      out.writeVarUInt32Ensured(secondOfDay / 60 << 2 | WHOLE_MINUTE);
    }
  }

  static LocalTime readTime(ReadBuffer in) {
    int at = in.position();
    int word = in.readVarUInt32();
    int value = word >>> 2;
    int secondOfDay;
    int nano = 0;
    switch (word & 3) {
      case WHOLE_MINUTE:
        secondOfDay = value < 24 * 60 ? value * 60 : -1;
        break;
      case WHOLE_SECOND:
        secondOfDay = value;
        break;
      case WITH_NANOS:
        secondOfDay = value;
        nano = readNanos(in);
        break;
      default:
        throw new SerialException("invalid time: precision 3", at);
    }
    if (secondOfDay < 0 || secondOfDay >= 24 * 60 * 60) {
      throw new SerialException("invalid time: " + Integer.toUnsignedString(word)
          + " is past the end of the day", at);
    }
    return LocalTime.ofNanoOfDay(secondOfDay * 1_000_000_000L + nano);
  }

  static void writeDateTime(WriteBuffer out, LocalDateTime dateTime) {
    out.ensure(DATE_ROOM + TIME_ROOM);
    putDate(out, dateTime.toLocalDate());
    putTime(out, dateTime.toLocalTime());
  }

  /** A date-time then an offset: the parts of an {@code OffsetDateTime} and a zoned one. */
  static void writeDateTimeOffset(WriteBuffer out, LocalDateTime dateTime, ZoneOffset offset) {
    out.ensure(DATE_ROOM + TIME_ROOM + OFFSET_ROOM);
    putDate(out, dateTime.toLocalDate());
    putTime(out, dateTime.toLocalTime());
    putOffset(out, offset);
  }

  static LocalDateTime readDateTime(ReadBuffer in) {
    LocalDate date = readDate(in);
    return LocalDateTime.of(date, readTime(in));
  }

  static void writeOffset(WriteBuffer out, ZoneOffset offset) {
    out.ensure(OFFSET_ROOM);
    putOffset(out, offset);
  }

  private static void putOffset(WriteBuffer out, ZoneOffset offset) {
    int seconds = offset.getTotalSeconds();
    out.writeVarInt32Ensured(seconds % 900 == 0 ? seconds / 900 << 1 : seconds << 1 | 1);
  }

  /**
   * The offsets that are whole quarter hours, from -18:00 to +18:00: nearly every real offset.
   * {@code ZoneOffset.ofTotalSeconds} caches these too, but behind a hash map lookup that showed
   * up in profiles of reading {@code OffsetDateTime}s.
   */
  private static final ZoneOffset[] QUARTER_HOURS = new ZoneOffset[145];

  static {
    for (int i = 0; i < QUARTER_HOURS.length; i++) {
      QUARTER_HOURS[i] = ZoneOffset.ofTotalSeconds((i - 72) * 900);
    }
  }

  static ZoneOffset readOffset(ReadBuffer in) {
    int at = in.position();
    int word = in.readVarInt32();
    int seconds = word >> 1;
    if ((word & 1) == 0) {
      if (seconds < -72 || seconds > 72) {
        throw new SerialException("invalid zone offset: " + seconds + " quarter hours", at);
      }
      return QUARTER_HOURS[seconds + 72];
    }
    try {
      return ZoneOffset.ofTotalSeconds(seconds);
    } catch (DateTimeException e) {
      throw invalid("zone offset", at, e);
    }
  }

  static int readNanos(ReadBuffer in) {
    int at = in.position();
    int nanos = in.readVarUInt32();
    // Unsigned compare: a VarUInt32 above 2^31 reads as negative.
    if (Integer.compareUnsigned(nanos, NANOS_PER_SECOND) >= 0) {
      throw new SerialException("nano-of-second " + Integer.toUnsignedString(nanos)
          + " out of range [0, 999999999]", at);
    }
    return nanos;
  }

  /** Reads a region id and resolves it; the result is never a {@link ZoneOffset}. */
  static ZoneId readRegion(ReadBuffer in) {
    int at = in.position();
    String id = in.readString(MAX_ZONE_ID_CHARS);
    if (id == null) {
      throw new SerialException("null zone id", at);
    }
    ZoneId zone;
    try {
      zone = ZoneId.of(id);
    } catch (DateTimeException e) {
      throw invalid("zone id '" + id + "' (unknown to this JVM's time zone data?)", at, e);
    }
    if (zone instanceof ZoneOffset) {
      // Would silently change the value's class from a region to an offset.
      throw new SerialException("region zone id '" + id + "' is an offset", at);
    }
    return zone;
  }

  static SerialException invalid(String what, int at, Exception cause) {
    return new SerialException("invalid " + what + ": " + cause.getMessage(), at, cause);
  }
}

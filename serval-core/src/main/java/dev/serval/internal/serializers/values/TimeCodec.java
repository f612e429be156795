package dev.serval.internal.serializers.values;

import dev.serval.SerialException;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The parts that several {@code java.time} layouts share, so each is encoded one way only:
 * <ul>
 *   <li>date: year {@code VarInt32} (zig-zag), month byte (1-12), day-of-month byte (1-31);
 *   <li>time: hour byte, minute byte, second byte, nano-of-second {@code VarUInt32};
 *   <li>offset: total seconds {@code VarInt32} (zig-zag, within +-18:00);
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

  static void writeDate(WriteBuffer out, LocalDate date) {
    out.writeVarInt32(date.getYear());
    out.writeByte(date.getMonthValue());
    out.writeByte(date.getDayOfMonth());
  }

  static LocalDate readDate(ReadBuffer in) {
    int at = in.position();
    int year = in.readVarInt32();
    int month = in.readByte();
    int day = in.readByte();
    try {
      return LocalDate.of(year, month, day);
    } catch (DateTimeException e) {
      throw invalid("date", at, e);
    }
  }

  static void writeTime(WriteBuffer out, LocalTime time) {
    out.writeByte(time.getHour());
    out.writeByte(time.getMinute());
    out.writeByte(time.getSecond());
    out.writeVarUInt32(time.getNano());
  }

  static LocalTime readTime(ReadBuffer in) {
    int at = in.position();
    int hour = in.readByte();
    int minute = in.readByte();
    int second = in.readByte();
    int nano = in.readVarUInt32();
    try {
      return LocalTime.of(hour, minute, second, nano);
    } catch (DateTimeException e) {
      throw invalid("time", at, e);
    }
  }

  static void writeDateTime(WriteBuffer out, LocalDateTime dateTime) {
    writeDate(out, dateTime.toLocalDate());
    writeTime(out, dateTime.toLocalTime());
  }

  static LocalDateTime readDateTime(ReadBuffer in) {
    LocalDate date = readDate(in);
    return LocalDateTime.of(date, readTime(in));
  }

  static void writeOffset(WriteBuffer out, ZoneOffset offset) {
    out.writeVarInt32(offset.getTotalSeconds());
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
    int seconds = in.readVarInt32();
    if (seconds % 900 == 0 && seconds >= -64_800 && seconds <= 64_800) {
      return QUARTER_HOURS[seconds / 900 + 72];
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

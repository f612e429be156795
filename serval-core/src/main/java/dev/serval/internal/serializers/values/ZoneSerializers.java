package dev.serval.internal.serializers.values;

import static dev.serval.internal.serializers.values.TimeCodec.invalid;

import dev.serval.SerialException;
import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.io.ReadBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

/**
 * Zones and the values that carry one. Layouts (parts as in {@link TimeCodec}):
 * <ul>
 *   <li>{@code ZoneOffset}: offset; the non-public region class ({@code java.time.ZoneRegion}):
 *       region id;
 *   <li>{@code OffsetDateTime}: date, time, offset; {@code OffsetTime}: time, offset;
 *   <li>{@code ZonedDateTime}: date, time, offset, then a zone kind byte: {@value #ZONE_IS_OFFSET}
 *       when the zone is the offset itself (a {@code ZoneOffset} zone), {@value #ZONE_IS_REGION}
 *       followed by a region id.
 * </ul>
 * A {@code ZonedDateTime} keeps its offset so that a time in a daylight-saving overlap reads back
 * with the same offset. It is rebuilt from the instant that local time and offset denote: with the
 * same zone rules that is exactly the written value; if the reader's time zone data differ, the
 * instant, which is usually what a stored zoned time stands for, is what survives.
 */
final class ZoneSerializers {
  static final int ZONE_IS_OFFSET = 0;
  static final int ZONE_IS_REGION = 1;

  private ZoneSerializers() {}

  static void register(BuiltinTable table) {
    table.add(ZoneOffset.class, new ImmutableValue<ZoneOffset>() {
      @Override
      public void write(WriteContext c, ZoneOffset v) {
        TimeCodec.writeOffset(c.buffer(), v);
      }

      @Override
      public ZoneOffset read(ReadContext c) {
        return TimeCodec.readOffset(c.buffer());
      }
    });
    table.add(ZoneId.of("Europe/Paris").getClass(), new ImmutableValue<ZoneId>() {
      @Override
      public void write(WriteContext c, ZoneId v) {
        c.buffer().writeString(v.getId());
      }

      @Override
      public ZoneId read(ReadContext c) {
        return TimeCodec.readRegion(c.buffer());
      }
    });
    table.add(ZonedDateTime.class, new ImmutableValue<ZonedDateTime>() {
      @Override
      public void write(WriteContext c, ZonedDateTime v) {
        TimeCodec.writeDateTimeOffset(c.buffer(), v.toLocalDateTime(), v.getOffset());
        if (v.getZone() instanceof ZoneOffset) {
          c.buffer().writeByte(ZONE_IS_OFFSET);
        } else {
          c.buffer().writeByte(ZONE_IS_REGION);
          c.buffer().writeString(v.getZone().getId());
        }
      }

      @Override
      public ZonedDateTime read(ReadContext c) {
        ReadBuffer in = c.buffer();
        int at = in.position();
        LocalDateTime local = TimeCodec.readDateTime(in);
        ZoneOffset offset = TimeCodec.readOffset(in);
        int kindAt = in.position();
        int kind = in.readByte();
        if (kind == ZONE_IS_OFFSET) {
          return ZonedDateTime.of(local, offset);
        }
        if (kind != ZONE_IS_REGION) {
          throw new SerialException("invalid zone kind " + kind, kindAt);
        }
        ZoneId zone = TimeCodec.readRegion(in);
        try {
          return ZonedDateTime.ofInstant(local, offset, zone);
        } catch (DateTimeException e) {
          throw invalid("zoned date-time", at, e);
        }
      }
    });
    table.add(OffsetDateTime.class, new ImmutableValue<OffsetDateTime>() {
      @Override
      public void write(WriteContext c, OffsetDateTime v) {
        TimeCodec.writeDateTimeOffset(c.buffer(), v.toLocalDateTime(), v.getOffset());
      }

      @Override
      public OffsetDateTime read(ReadContext c) {
        LocalDateTime local = TimeCodec.readDateTime(c.buffer());
        return OffsetDateTime.of(local, TimeCodec.readOffset(c.buffer()));
      }
    });
    table.add(OffsetTime.class, new ImmutableValue<OffsetTime>() {
      @Override
      public void write(WriteContext c, OffsetTime v) {
        TimeCodec.writeTime(c.buffer(), v.toLocalTime());
        TimeCodec.writeOffset(c.buffer(), v.getOffset());
      }

      @Override
      public OffsetTime read(ReadContext c) {
        LocalTime local = TimeCodec.readTime(c.buffer());
        return OffsetTime.of(local, TimeCodec.readOffset(c.buffer()));
      }
    });
  }
}

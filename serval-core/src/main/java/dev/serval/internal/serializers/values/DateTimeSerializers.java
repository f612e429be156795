package dev.serval.internal.serializers.values;

import static dev.serval.internal.serializers.values.TimeCodec.invalid;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.io.ReadBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;

/**
 * The zone-free {@code java.time} values. Layouts (date, time and nanos as in {@link TimeCodec}):
 * <ul>
 *   <li>{@code Instant}: epoch seconds {@code VarInt64}, nanos;
 *   <li>{@code LocalDate}: date; {@code LocalTime}: time; {@code LocalDateTime}: date, time;
 *   <li>{@code Duration}: seconds {@code VarInt64}, nanos (as {@link Duration#getSeconds()} and
 *       {@link Duration#getNano()}, so a negative duration has negative seconds, positive nanos);
 *   <li>{@code Period}: years, months, days, each {@code VarInt32};
 *   <li>{@code Year}: year {@code VarInt32}; {@code YearMonth}: year {@code VarInt32}, month byte;
 *       {@code MonthDay}: month byte, day byte.
 * </ul>
 */
final class DateTimeSerializers {
  private DateTimeSerializers() {}

  static void register(BuiltinTable table) {
    table.addCommon(Instant.class, new ImmutableValue<Instant>() {
      @Override
      public void write(WriteContext c, Instant v) {
        c.buffer().writeVarInt64(v.getEpochSecond());
        c.buffer().writeVarUInt32(v.getNano());
      }

      @Override
      public Instant read(ReadContext c) {
        ReadBuffer in = c.buffer();
        int at = in.position();
        long seconds = in.readVarInt64();
        int nanos = TimeCodec.readNanos(in);
        try {
          return Instant.ofEpochSecond(seconds, nanos);
        } catch (DateTimeException e) {
          throw invalid("instant", at, e);
        }
      }
    }, CommonIds.INSTANT);
    table.addCommon(LocalDate.class, new ImmutableValue<LocalDate>() {
      @Override
      public void write(WriteContext c, LocalDate v) {
        TimeCodec.writeDate(c.buffer(), v);
      }

      @Override
      public LocalDate read(ReadContext c) {
        return TimeCodec.readDate(c.buffer());
      }
    }, CommonIds.LOCAL_DATE);
    table.add(LocalTime.class, new ImmutableValue<LocalTime>() {
      @Override
      public void write(WriteContext c, LocalTime v) {
        TimeCodec.writeTime(c.buffer(), v);
      }

      @Override
      public LocalTime read(ReadContext c) {
        return TimeCodec.readTime(c.buffer());
      }
    });
    table.addCommon(LocalDateTime.class, new ImmutableValue<LocalDateTime>() {
      @Override
      public void write(WriteContext c, LocalDateTime v) {
        TimeCodec.writeDateTime(c.buffer(), v);
      }

      @Override
      public LocalDateTime read(ReadContext c) {
        return TimeCodec.readDateTime(c.buffer());
      }
    }, CommonIds.LOCAL_DATE_TIME);
    table.add(Duration.class, new ImmutableValue<Duration>() {
      @Override
      public void write(WriteContext c, Duration v) {
        c.buffer().writeVarInt64(v.getSeconds());
        c.buffer().writeVarUInt32(v.getNano());
      }

      @Override
      public Duration read(ReadContext c) {
        long seconds = c.buffer().readVarInt64();
        // With nanos in [0, 1e9) no seconds value overflows, so this cannot throw.
        return Duration.ofSeconds(seconds, TimeCodec.readNanos(c.buffer()));
      }
    });
    table.add(Period.class, new ImmutableValue<Period>() {
      @Override
      public void write(WriteContext c, Period v) {
        c.buffer().writeVarInt32(v.getYears());
        c.buffer().writeVarInt32(v.getMonths());
        c.buffer().writeVarInt32(v.getDays());
      }

      @Override
      public Period read(ReadContext c) {
        int years = c.buffer().readVarInt32();
        int months = c.buffer().readVarInt32();
        return Period.of(years, months, c.buffer().readVarInt32());
      }
    });
    registerPartialDates(table);
  }

  private static void registerPartialDates(BuiltinTable table) {
    table.add(Year.class, new ImmutableValue<Year>() {
      @Override
      public void write(WriteContext c, Year v) {
        c.buffer().writeVarInt32(v.getValue());
      }

      @Override
      public Year read(ReadContext c) {
        int at = c.buffer().position();
        int year = c.buffer().readVarInt32();
        try {
          return Year.of(year);
        } catch (DateTimeException e) {
          throw invalid("year", at, e);
        }
      }
    });
    table.add(YearMonth.class, new ImmutableValue<YearMonth>() {
      @Override
      public void write(WriteContext c, YearMonth v) {
        c.buffer().writeVarInt32(v.getYear());
        c.buffer().writeByte(v.getMonthValue());
      }

      @Override
      public YearMonth read(ReadContext c) {
        int at = c.buffer().position();
        int year = c.buffer().readVarInt32();
        int month = c.buffer().readByte();
        try {
          return YearMonth.of(year, month);
        } catch (DateTimeException e) {
          throw invalid("year-month", at, e);
        }
      }
    });
    table.add(MonthDay.class, new ImmutableValue<MonthDay>() {
      @Override
      public void write(WriteContext c, MonthDay v) {
        c.buffer().writeByte(v.getMonthValue());
        c.buffer().writeByte(v.getDayOfMonth());
      }

      @Override
      public MonthDay read(ReadContext c) {
        int at = c.buffer().position();
        int month = c.buffer().readByte();
        int day = c.buffer().readByte();
        try {
          return MonthDay.of(month, day);
        } catch (DateTimeException e) {
          throw invalid("month-day", at, e);
        }
      }
    });
  }
}

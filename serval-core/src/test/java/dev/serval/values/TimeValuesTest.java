package dev.serval.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Named.named;

import dev.serval.testing.RoundTrip;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class TimeValuesTest {
  static final List<String> ZONES = List.of("Europe/Paris", "America/New_York", "Asia/Kolkata",
      "Australia/Lord_Howe", "Pacific/Chatham", "UTC", "GMT", "Etc/GMT+12", "UTC+01:00", "Z",
      "+05:30", "-18:00", "+18:00", "+01:02:03");

  static Stream<Arguments> values() {
    return Stream.of(
        named("Instant.EPOCH", Instant.EPOCH),
        named("Instant.MIN", Instant.MIN),
        named("Instant.MAX", Instant.MAX),
        named("Instant before epoch with nanos", Instant.ofEpochSecond(-1, 999_999_999)),
        named("Instant now-ish", Instant.ofEpochSecond(1_700_000_000L, 123_456_789)),
        named("LocalDate.MIN", LocalDate.MIN),
        named("LocalDate.MAX", LocalDate.MAX),
        named("LocalDate leap day", LocalDate.of(2024, 2, 29)),
        named("LocalTime.MIN", LocalTime.MIN),
        named("LocalTime.MAX", LocalTime.MAX),
        named("LocalTime.NOON", LocalTime.NOON),
        named("LocalDateTime.MIN", LocalDateTime.MIN),
        named("LocalDateTime.MAX", LocalDateTime.MAX),
        named("OffsetDateTime.MIN", OffsetDateTime.MIN),
        named("OffsetDateTime.MAX", OffsetDateTime.MAX),
        named("OffsetTime.MIN", OffsetTime.MIN),
        named("OffsetTime.MAX", OffsetTime.MAX),
        named("ZonedDateTime max local, min offset", ZonedDateTime.of(LocalDateTime.MAX,
            ZoneOffset.MIN)),
        named("ZonedDateTime min local, Paris", ZonedDateTime.of(LocalDateTime.MIN.plusDays(2),
            ZoneId.of("Europe/Paris"))),
        named("Duration.ZERO", Duration.ZERO),
        named("Duration negative with nanos", Duration.ofSeconds(-5, 1)),
        named("Duration min", Duration.ofSeconds(Long.MIN_VALUE)),
        named("Duration max", Duration.ofSeconds(Long.MAX_VALUE, 999_999_999)),
        named("Period.ZERO", Period.ZERO),
        named("Period negative", Period.of(-1, -13, -400)),
        named("Period extremes", Period.of(Integer.MIN_VALUE, Integer.MAX_VALUE, -1)),
        named("Year.MIN", Year.of(Year.MIN_VALUE)),
        named("Year.MAX", Year.of(Year.MAX_VALUE)),
        named("YearMonth", YearMonth.of(-44, Month.MARCH)),
        named("MonthDay Feb 29", MonthDay.of(2, 29)),
        named("DayOfWeek enum", DayOfWeek.SUNDAY)).map(Arguments::of);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("values")
  void roundTrips(Object value) {
    RoundTrip.check(value);
  }

  static Stream<String> zones() {
    return ZONES.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("zones")
  void zonesKeepTheirKind(String id) {
    ZoneId zone = ZoneId.of(id);
    Object back = RoundTrip.check(zone);
    assertThat(back).isEqualTo(zone).hasSameClassAs(zone);
    ZonedDateTime zoned = ZonedDateTime.of(2021, 6, 30, 23, 59, 59, 1, zone);
    ZonedDateTime zonedBack = (ZonedDateTime) RoundTrip.check(zoned);
    assertThat(zonedBack.getZone()).hasSameClassAs(zone);
  }

  @Test
  void daylightSavingOverlapKeepsTheLaterOffset() {
    // 2023-10-29 02:30 happens twice in Paris: first at +02:00, then at +01:00.
    ZonedDateTime earlier = ZonedDateTime.of(LocalDateTime.of(2023, 10, 29, 2, 30),
        ZoneId.of("Europe/Paris"));
    ZonedDateTime later = earlier.withLaterOffsetAtOverlap();
    assertThat(later.getOffset()).isNotEqualTo(earlier.getOffset());
    for (ZonedDateTime value : List.of(earlier, later)) {
      ZonedDateTime back = (ZonedDateTime) RoundTrip.check(value);
      assertThat(back.getOffset()).isEqualTo(value.getOffset());
      assertThat(back.toInstant()).isEqualTo(value.toInstant());
    }
  }

  @Test
  void daylightSavingGapIsAsWritten() {
    ZonedDateTime inGap = ZonedDateTime.of(LocalDateTime.of(2023, 3, 26, 2, 30),
        ZoneId.of("Europe/Paris"));
    assertThat(RoundTrip.check(inGap)).isEqualTo(inGap);
  }
}

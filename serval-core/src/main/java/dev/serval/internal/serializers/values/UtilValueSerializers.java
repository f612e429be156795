package dev.serval.internal.serializers.values;

import dev.serval.SerialException;
import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.UUID;

/**
 * Value classes of {@code java.util}.
 * <ul>
 *   <li>{@code UUID}: most then least significant 64 bits, each {@code Int64Le};
 *   <li>{@code Date}: milliseconds since the epoch, {@code VarInt64} (mutable, so it is
 *       reference-tracked like any object);
 *   <li>{@code Currency}: its ISO 4217 code, a string;
 *   <li>{@code Locale}: a form byte, then {@value #LOCALE_AS_TAG} and the BCP 47 language tag, or,
 *       for the legacy locales a tag cannot express (such as {@code no_NO_NY} or an ill-formed
 *       variant), {@value #LOCALE_AS_PARTS} and three strings: language, country, variant.
 * </ul>
 */
final class UtilValueSerializers {
  static final int LOCALE_AS_TAG = 0;
  static final int LOCALE_AS_PARTS = 1;

  /** Language tags are short; this bounds what a payload can make the tag parser chew on. */
  private static final int MAX_LOCALE_CHARS = 1024;

  private UtilValueSerializers() {}

  static void register(BuiltinTable table) {
    table.addCommon(UUID.class, new ImmutableValue<UUID>() {
      @Override
      public void write(WriteContext c, UUID v) {
        c.buffer().writeInt64Le(v.getMostSignificantBits());
        c.buffer().writeInt64Le(v.getLeastSignificantBits());
      }

      @Override
      public UUID read(ReadContext c) {
        long most = c.buffer().readInt64Le();
        return new UUID(most, c.buffer().readInt64Le());
      }
    }, CommonIds.UUID);
    table.addCommon(Date.class, new Serializer<Date>() {
      @Override
      public void write(WriteContext c, Date v) {
        c.buffer().writeVarInt64(v.getTime());
      }

      @Override
      public Date read(ReadContext c) {
        return new Date(c.buffer().readVarInt64());
      }
    }, CommonIds.DATE);
    table.add(Currency.class, new ImmutableValue<Currency>() {
      @Override
      public void write(WriteContext c, Currency v) {
        c.buffer().writeString(v.getCurrencyCode());
      }

      @Override
      public Currency read(ReadContext c) {
        int at = c.buffer().position();
        String code = requireString(c.buffer().readString(16), at);
        try {
          return Currency.getInstance(code);
        } catch (IllegalArgumentException e) {
          throw new SerialException("unknown currency code '" + code + "'", at, e);
        }
      }
    });
    table.add(Locale.class, new LocaleSerializer());
  }

  static String requireString(String value, int at) {
    if (value == null) {
      throw new SerialException("null string where a value must be", at);
    }
    return value;
  }

  private static final class LocaleSerializer extends ImmutableValue<Locale> {
    @Override
    public void write(WriteContext c, Locale v) {
      String tag = v.toLanguageTag();
      if (Locale.forLanguageTag(tag).equals(v)) {
        c.buffer().writeByte(LOCALE_AS_TAG);
        c.buffer().writeString(tag);
        return;
      }
      if (!legacy(v.getLanguage(), v.getCountry(), v.getVariant()).equals(v)) {
        throw new SerialException("locale " + v + " has no exact portable form");
      }
      c.buffer().writeByte(LOCALE_AS_PARTS);
      c.buffer().writeString(v.getLanguage());
      c.buffer().writeString(v.getCountry());
      c.buffer().writeString(v.getVariant());
    }

    @Override
    public Locale read(ReadContext c) {
      int at = c.buffer().position();
      int form = c.buffer().readByte();
      if (form == LOCALE_AS_TAG) {
        return Locale.forLanguageTag(readPart(c));
      }
      if (form != LOCALE_AS_PARTS) {
        throw new SerialException("invalid locale form " + form, at);
      }
      String language = readPart(c);
      String country = readPart(c);
      return legacy(language, country, readPart(c));
    }

    private static String readPart(ReadContext c) {
      int at = c.buffer().position();
      return requireString(c.buffer().readString(MAX_LOCALE_CHARS), at);
    }

    /** The only public way to build a locale whose parts are not well-formed BCP 47. */
    @SuppressWarnings("deprecation")
    private static Locale legacy(String language, String country, String variant) {
      return new Locale(language, country, variant);
    }
  }
}

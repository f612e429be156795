package dev.serval.internal.serializers.values;

import static dev.serval.internal.serializers.values.UtilValueSerializers.requireString;

import dev.serval.SerialException;
import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Text holders.
 * <ul>
 *   <li>{@code StringBuilder}, {@code StringBuffer}: their content, a string (mutable, so
 *       reference-tracked; the spare capacity is not kept);
 *   <li>{@code Pattern}: the regular expression, a string, then {@link Pattern#flags()} as a
 *       {@code VarUInt32}. The pattern is compiled again on read.
 * </ul>
 */
final class TextSerializers {
  private TextSerializers() {}

  static void register(BuiltinTable table) {
    table.add(StringBuilder.class, new Serializer<StringBuilder>() {
      @Override
      public void write(WriteContext c, StringBuilder v) {
        c.buffer().writeString(v.toString());
      }

      @Override
      public StringBuilder read(ReadContext c) {
        return new StringBuilder(readText(c));
      }
    });
    table.add(StringBuffer.class, new Serializer<StringBuffer>() {
      @Override
      public void write(WriteContext c, StringBuffer v) {
        c.buffer().writeString(v.toString());
      }

      @Override
      public StringBuffer read(ReadContext c) {
        return new StringBuffer(readText(c));
      }
    });
    table.add(Pattern.class, new ImmutableValue<Pattern>() {
      @Override
      public void write(WriteContext c, Pattern v) {
        c.buffer().writeString(v.pattern());
        c.buffer().writeVarUInt32(v.flags());
      }

      @Override
      public Pattern read(ReadContext c) {
        int at = c.buffer().position();
        String regex = readText(c);
        int flags = c.buffer().readVarUInt32();
        try {
          return Pattern.compile(regex, flags);
        } catch (PatternSyntaxException e) {
          throw new SerialException("invalid regular expression: " + e.getMessage(), at, e);
        } catch (IllegalArgumentException e) {
          throw new SerialException("invalid regular expression flags " + flags, at, e);
        }
      }
    });
  }

  private static String readText(ReadContext c) {
    int at = c.buffer().position();
    return requireString(c.readString(), at);
  }
}

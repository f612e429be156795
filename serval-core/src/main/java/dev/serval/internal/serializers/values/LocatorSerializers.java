package dev.serval.internal.serializers.values;

import static dev.serval.internal.serializers.values.UtilValueSerializers.requireString;

import dev.serval.SerialException;
import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.io.File;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Values that name something outside the program, each written as one string:
 * <ul>
 *   <li>{@code URI}: {@link URI#toString()}. There is deliberately no {@code URL}: its
 *       {@code hashCode} resolves the host, so a URL key read into a hash map would make the
 *       reader look up a host the payload chose;
 *   <li>{@code File}: {@link File#getPath()}; {@code Path} of the default file system (its
 *       non-public class, such as {@code sun.nio.fs.UnixPath}): {@link Path#toString()}, read with
 *       {@link Path#of(String, String...)}. Relative paths stay relative; separators are the
 *       writer's, so a path written on one OS family may not be valid on another;
 *   <li>{@code Charset}: its canonical name. Only the classes of the six
 *       {@link StandardCharsets} are registered; other charsets are each a class of their own.
 * </ul>
 */
final class LocatorSerializers {
  private LocatorSerializers() {}

  static void register(BuiltinTable table) {
    table.add(URI.class, new ImmutableValue<URI>() {
      @Override
      public void write(WriteContext c, URI v) {
        c.buffer().writeString(v.toString());
      }

      @Override
      public URI read(ReadContext c) {
        int at = c.buffer().position();
        String text = requireString(c.readString(), at);
        try {
          return new URI(text);
        } catch (URISyntaxException e) {
          throw new SerialException("invalid URI: " + e.getMessage(), at, e);
        }
      }
    });
    table.add(File.class, new ImmutableValue<File>() {
      @Override
      public void write(WriteContext c, File v) {
        c.buffer().writeString(v.getPath());
      }

      @Override
      public File read(ReadContext c) {
        int at = c.buffer().position();
        return new File(requireString(c.readString(), at));
      }
    });
    table.add(Path.of("").getClass(), new ImmutableValue<Path>() {
      @Override
      public void write(WriteContext c, Path v) {
        c.buffer().writeString(v.toString());
      }

      @Override
      public Path read(ReadContext c) {
        int at = c.buffer().position();
        String text = requireString(c.readString(), at);
        try {
          return Path.of(text);
        } catch (InvalidPathException e) {
          throw new SerialException("invalid path: " + e.getMessage(), at, e);
        }
      }
    });
    registerCharsets(table);
  }

  private static void registerCharsets(BuiltinTable table) {
    ImmutableValue<Charset> serializer = new ImmutableValue<>() {
      @Override
      public void write(WriteContext c, Charset v) {
        c.buffer().writeString(v.name());
      }

      @Override
      public Charset read(ReadContext c) {
        int at = c.buffer().position();
        String name = requireString(c.buffer().readString(256), at);
        try {
          return Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
          throw new SerialException("unknown charset '" + name + "'", at, e);
        }
      }
    };
    Set<Class<?>> classes = new LinkedHashSet<>();
    for (Charset charset : new Charset[] {StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1,
        StandardCharsets.US_ASCII, StandardCharsets.UTF_16, StandardCharsets.UTF_16BE,
        StandardCharsets.UTF_16LE}) {
      classes.add(charset.getClass());
    }
    for (Class<?> type : classes) {
      table.add(type, serializer);
    }
  }
}

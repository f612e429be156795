package dev.serval.bench.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** The harness's own JSON files (not a codec under test: this mapper is never timed). */
public final class Json {
  public static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final ObjectMapper ONE_LINE = new ObjectMapper();

  private Json() {}

  public static void write(Path file, Object value) {
    try {
      Files.createDirectories(file.getParent());
      MAPPER.writeValue(file.toFile(), value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Appends one JSON document on one line. */
  public static void appendLine(Path file, Object value) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, ONE_LINE.writeValueAsString(value) + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

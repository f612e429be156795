package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.testing.ScratchDirs;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Classes of package {@code isolated}, compiled at test time and loaded by a class loader of their
 * own (a child of the test's): Serval has no full-privilege lookup on them.
 */
record Isolated(ClassLoader loader) {
  static Isolated compile(String... sources) {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    assertThat(compiler).as("tests need a JDK, not a JRE").isNotNull();
    try {
      Path root = ScratchDirs.create("serval-codegen");
      Path src = Files.createDirectories(root.resolve("src").resolve("isolated"));
      Path out = Files.createDirectories(root.resolve("classes"));
      List<String> args = new ArrayList<>(List.of("--release", "17", "-d", out.toString()));
      for (String source : sources) {
        String name = source.replaceFirst("(?s)^public (?:final )?(?:class|record) (\\w+).*", "$1");
        Path file = src.resolve(name + ".java");
        Files.writeString(file, "package isolated;\n" + source);
        args.add(file.toString());
      }
      ByteArrayOutputStream errors = new ByteArrayOutputStream();
      int rc = compiler.run(null, null, new PrintStream(errors, true, StandardCharsets.UTF_8),
          args.toArray(String[]::new));
      assertThat(rc).as("javac: %s", errors.toString(StandardCharsets.UTF_8)).isZero();
      return new Isolated(new URLClassLoader(new URL[] {out.toUri().toURL()},
          Isolated.class.getClassLoader()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A new instance through the public constructor whose arity matches {@code arguments}. */
  Object newInstance(String simpleName, Object... arguments) throws ReflectiveOperationException {
    Class<?> type = Class.forName("isolated." + simpleName, true, loader);
    for (Constructor<?> c : type.getConstructors()) {
      if (c.getParameterCount() == arguments.length) {
        return c.newInstance(arguments);
      }
    }
    throw new IllegalArgumentException("no constructor of arity " + arguments.length);
  }
}

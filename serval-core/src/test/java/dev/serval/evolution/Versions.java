package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import dev.serval.testing.ScratchDirs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * One version of a set of classes in package {@code evolved}, compiled at test time into a class
 * loader of its own, so two versions of the same class names can live in one JVM.
 */
final class Versions {
  static final String PACKAGE = "evolved";

  final ClassLoader loader;
  /** The simple names of the classes compiled, sorted. */
  private final List<String> names;

  private Versions(ClassLoader loader, List<String> names) {
    this.loader = loader;
    this.names = names;
  }

  /** Compiles {@code sources}: simple class name to the body of the file after the package line. */
  static Versions compile(Map<String, String> sources) {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    assertThat(compiler).as("tests need a JDK, not a JRE").isNotNull();
    try {
      Path root = ScratchDirs.create("serval-evolution");
      Path src = Files.createDirectories(root.resolve("src").resolve(PACKAGE));
      Path out = Files.createDirectories(root.resolve("classes"));
      List<String> args = new ArrayList<>(List.of("--release", "17", "-d", out.toString()));
      for (Map.Entry<String, String> e : sources.entrySet()) {
        Path file = src.resolve(e.getKey() + ".java");
        Files.writeString(file, "package " + PACKAGE + ";\n" + e.getValue());
        args.add(file.toString());
      }
      java.io.StringWriter errors = new java.io.StringWriter();
      int rc = compiler.run(null, null, new java.io.PrintStream(
          new java.io.ByteArrayOutputStream()) {
            @Override
            public void write(byte[] b, int off, int len) {
              errors.write(new String(b, off, len, java.nio.charset.StandardCharsets.UTF_8));
            }
          }, args.toArray(String[]::new));
      assertThat(rc).as("javac: %s", errors).isZero();
      return new Versions(new OwnClassesFirst(out.toUri().toURL(),
          Versions.class.getClassLoader()), sources.keySet().stream().sorted().toList());
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Loads the package's classes from this version before asking its parent, so that a version
   * compiled here wins over a class of the same name on the test class path (where a reader's
   * version lives when a test needs Serval to generate its codec: codecs are generated only for
   * classes of Serval's own class loader).
   */
  private static final class OwnClassesFirst extends URLClassLoader {
    OwnClassesFirst(URL classes, ClassLoader parent) {
      super(new URL[] {classes}, parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith(PACKAGE + ".")) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> type = findLoadedClass(name);
        if (type == null) {
          try {
            type = findClass(name);
          } catch (ClassNotFoundException notHere) {
            return super.loadClass(name, resolve);
          }
        }
        if (resolve) {
          resolveClass(type);
        }
        return type;
      }
    }
  }

  Class<?> type(String simpleName) {
    try {
      return Class.forName(PACKAGE + "." + simpleName, true, loader);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  Serval serval(SchemaMode mode) {
    return Serval.builder().schema(mode).classLoader(loader).allowPackages(PACKAGE).build();
  }

  /** A Serval that registers every class compiled, in name order from id 0. */
  Serval registered(SchemaMode mode) {
    Serval.Builder builder = Serval.builder().schema(mode).classLoader(loader);
    for (int id = 0; id < names.size(); id++) {
      builder.register(type(names.get(id)), id);
    }
    return builder.build();
  }

  /** A new instance of a POJO through its no-arg constructor, with the given fields set. */
  Object pojo(String simpleName, Object... nameValuePairs) {
    try {
      Constructor<?> c = type(simpleName).getDeclaredConstructor();
      c.setAccessible(true);
      Object o = c.newInstance();
      for (int i = 0; i < nameValuePairs.length; i += 2) {
        field(o.getClass(), (String) nameValuePairs[i]).set(o, nameValuePairs[i + 1]);
      }
      return o;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A new record through its canonical constructor. */
  Object record(String simpleName, Object... components) {
    Class<?> type = type(simpleName);
    RecordComponent[] rc = type.getRecordComponents();
    Class<?>[] types = new Class<?>[rc.length];
    for (int i = 0; i < rc.length; i++) {
      types[i] = rc[i].getType();
    }
    try {
      Constructor<?> c = type.getDeclaredConstructor(types);
      c.setAccessible(true);
      return c.newInstance(components);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  Object constant(String enumName, String constant) {
    for (Object c : type(enumName).getEnumConstants()) {
      if (((Enum<?>) c).name().equals(constant)) {
        return c;
      }
    }
    throw new IllegalArgumentException(constant);
  }

  static Object get(Object o, String name) {
    try {
      return field(o.getClass(), name).get(o);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Field field(Class<?> type, String name) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
      } catch (NoSuchFieldException e) {
        // look in the superclass
      }
    }
    throw new IllegalArgumentException(type + " has no field " + name);
  }
}

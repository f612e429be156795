package dev.serval.internal.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One instance of a class per key class, each of its own copy of the class's bytecode, so that
 * each copy's call sites keep their own profile.
 *
 * <p>Why: the JIT inlines an interface call only at a call site whose profile has seen one or two
 * receiver classes. Code shared by every collection class (the loop over a map's entries: {@code
 * iterator()}, {@code hasNext()}, {@code next()}, {@code getKey()}, {@code getValue()}, and {@code
 * put} on read) sees them all in a real program, or in a benchmark that writes several kinds of
 * maps in one JVM, and then pays an interface dispatch per call: a 64-entry map of integers was
 * written at less than half the speed it had in a JVM that had seen only {@code HashMap}s, with a
 * quarter of the time in itable stubs. A copy per map class sees one receiver class at every site
 * and is compiled as if written for that class.
 *
 * <p>A copy is a hidden class defined from the template's own class file, through a lookup in the
 * template's package (no {@code --add-opens}); it is not a nestmate and shares nothing with the
 * template but its bytecode. The template must therefore be a top-level class with a
 * no-argument constructor, no nested classes and no lambdas. Copies are made on first use of a key
 * class, at most {@link #MAX_COPIES} per template; past that, on GraalVM native image (no classes
 * are defined at run time) or when the class file cannot be read, every key class shares one
 * instance of the template itself, which behaves the same.
 */
public final class ProfileCopies<T> {
  /** A bound on the classes defined per template, for programs with very many collection classes. */
  static final int MAX_COPIES = 64;

  private static final boolean NATIVE_IMAGE =
      System.getProperty("org.graalvm.nativeimage.imagecode") != null;

  private final MethodHandles.Lookup lookup;
  private final Class<T> type;
  private final T shared;
  /** The template's class file, or null when no copies can be made. */
  private final byte[] classFile;
  private final AtomicInteger copies = new AtomicInteger();
  private final ClassValue<T> byKey = new ClassValue<>() {
    @Override
    protected T computeValue(Class<?> key) {
      return copy();
    }
  };

  /**
   * @param lookup a lookup with full privilege in the template's package ({@code
   *     MethodHandles.lookup()} called there)
   * @param type what the copies are used as
   * @param shared an instance of the template, used where no copy is made
   */
  public ProfileCopies(MethodHandles.Lookup lookup, Class<T> type, T shared) {
    this.lookup = lookup;
    this.type = type;
    this.shared = shared;
    this.classFile = NATIVE_IMAGE ? null : readClassFile(shared.getClass());
  }

  /** The instance for values of class {@code key}. */
  public T of(Class<?> key) {
    return byKey.get(key);
  }

  /**
   * A new copy, for a caller that keys its copies by more than a class (counted against the same
   * bound as {@link #of}'s).
   */
  public T fresh() {
    return copy();
  }

  /** Whether {@link #of} answers copies (false: everything shares the template's instance). */
  public boolean copying() {
    return classFile != null;
  }

  private T copy() {
    if (classFile == null || copies.incrementAndGet() > MAX_COPIES) {
      return shared;
    }
    try {
      MethodHandles.Lookup copy = lookup.defineHiddenClass(classFile, true);
      Object instance = copy.findConstructor(copy.lookupClass(), MethodType.methodType(void.class))
          .invoke();
      return type.cast(instance);
    } catch (VirtualMachineError e) {
      throw e;
    } catch (Throwable e) {
      return shared; // the template's own instance does the same work, only with shared profiles
    }
  }

  private static byte[] readClassFile(Class<?> template) {
    try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      return null;
    }
  }
}

package dev.serval.internal.codegen;

import dev.serval.internal.ClassInfo;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Generates a {@link FieldsCodec} for a class at run time, or answers null so the caller keeps its
 * portable, reflective path.
 *
 * <p>The codec is a hidden class defined through {@code privateLookupIn(owner)} as a nestmate of
 * the owner: plain {@code getfield}, {@code putfield} and {@code invokespecial} on the owner's
 * private members then verify, with no {@code --add-opens}, no {@code setAccessible} and no
 * {@code Unsafe}. That needs a lookup with full privilege access to the owner, which Serval has
 * when the owner is in Serval's own module (for class-path code: loaded by the same class loader).
 * Otherwise, and on GraalVM native image, where classes cannot be defined at run time, or when ASM
 * is missing, nothing is generated.
 */
public final class Codegen {
  /** What {@link #outcome} reports for a class whose codec was generated. */
  public static final String GENERATED = "generated";

  private static final Map<Class<?>, String> OUTCOMES =
      Collections.synchronizedMap(new WeakHashMap<>());
  private static final boolean NATIVE_IMAGE =
      System.getProperty("org.graalvm.nativeimage.imagecode") != null;

  private Codegen() {}

  /** The codec for {@code spec}, or null when it cannot be generated (the reason is recorded). */
  public static FieldsCodec generate(CodecSpec spec) {
    Class<?> owner = spec.owner();
    if (NATIVE_IMAGE) {
      return fallBack(owner, "native image: no classes are defined at run time");
    }
    try {
      MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
      if (!lookup.hasFullPrivilegeAccess()) {
        return fallBack(owner, "no full-privilege access (another module or class loader)");
      }
      Access access = new Access(lookup);
      if (spec.record() && !canNameComponents(spec, access)) {
        return fallBack(owner, "a component's type is not accessible from the record's package");
      }
      byte[] bytes = new CodecGenerator(spec, access).generate();
      MethodHandles.Lookup hidden = lookup.defineHiddenClass(bytes, true,
          MethodHandles.Lookup.ClassOption.NESTMATE);
      MethodHandle constructor = hidden.findConstructor(hidden.lookupClass(),
          MethodType.fromMethodDescriptorString(CodecGenerator.CONSTRUCTOR_DESCRIPTOR,
              Codegen.class.getClassLoader()));
      FieldsCodec codec = (FieldsCodec) constructor.invoke(owner, names(spec), known(spec),
          spec.slow());
      OUTCOMES.put(owner, GENERATED);
      return codec;
    } catch (VirtualMachineError e) {
      throw e;
    } catch (Throwable e) {
      // IllegalAccessException, a verify error from a case the generator does not handle, ASM
      // absent from the class path: all mean "use the portable path", which is always correct.
      return fallBack(owner, e.toString());
    }
  }

  /**
   * For tests and diagnostics: {@link #GENERATED}, the reason a class fell back to the portable
   * path, or null when no codec was asked for it.
   */
  public static String outcome(Class<?> type) {
    return OUTCOMES.get(type);
  }

  private static FieldsCodec fallBack(Class<?> owner, String reason) {
    OUTCOMES.put(owner, reason);
    return null;
  }

  private static boolean canNameComponents(CodecSpec spec, Access access) {
    for (CodecField field : spec.fields()) {
      if (!access.canName(field.field().getType())) {
        return false;
      }
    }
    return true;
  }

  private static String[] names(CodecSpec spec) {
    return spec.fields().stream().map(CodecField::name).toArray(String[]::new);
  }

  private static ClassInfo[] known(CodecSpec spec) {
    return spec.fields().stream().map(CodecField::known).toArray(ClassInfo[]::new);
  }
}

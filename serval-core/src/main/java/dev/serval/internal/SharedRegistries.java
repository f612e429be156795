package dev.serval.internal;

import dev.serval.ClassFilter;
import dev.serval.spi.Serializer;
import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The {@link TypeRegistry} of every live {@code Serval}, by what it was built from: a {@code
 * Serval} built from the same registrations, serializers, class filter, class loader and codegen
 * setting as a live one shares that one's registry, so no class is analysed, given serializers
 * or looked up twice. The registry holds nothing else (references, schema and limits belong to the
 * sessions), and it is already shared by all the threads of one instance.
 *
 * <p>Why: a registry's first look at a class (its fields, fingerprint, serializer, generated codec)
 * is cold code that runs once per class, unless something builds instances again and again, as a
 * framework making a serializer per task does, or the benchmark per timed row. Then the JIT
 * compiles those paths as hot and inlines them into the hot ones that call them. In Serval-only
 * quick benchmark runs (JDK 17, 2 cores, three runs each way), C2 spent 11.5 to 13.6 s of the
 * timed phase on Serval's own code (Fory's: 6.7 s), 1.1 s of it on the one method that names a
 * field's generic type for the fingerprint; with shared registries, 5.8 to 7.4 s, and the whole
 * run's C2 time fell from 29 to 32 s to 18 to 22 s.
 *
 * <p>Nothing is kept for an instance nobody holds: the map's keys are weak and each registry holds
 * its own key, so an entry lives exactly as long as its registry, and with it the classes and class
 * loader it names.
 */
public final class SharedRegistries {
  private static final Map<Config, WeakReference<TypeRegistry>> LIVE = new WeakHashMap<>();

  private SharedRegistries() {}

  /** A live registry built from the same arguments (see the class comment), else a new one. */
  public static TypeRegistry registry(Map<Class<?>, Integer> registrations,
      Map<Class<?>, Serializer<?>> serializers, ClassFilter filter, ClassLoader loader,
      boolean codegen) {
    Config config = new Config(Map.copyOf(registrations), Map.copyOf(serializers), filter, loader,
        codegen);
    synchronized (LIVE) {
      WeakReference<TypeRegistry> live = LIVE.get(config);
      TypeRegistry registry = live != null ? live.get() : null;
      if (registry == null) {
        registry = new TypeRegistry(registrations, serializers, filter, loader, codegen);
        registry.sharedAs = config;
        // Put keeps an equal key already there, which could be a dead registry's key not yet
        // cleared; this registry holds its own, so that one must be the entry's.
        LIVE.remove(config);
        LIVE.put(config, new WeakReference<>(registry));
      }
      return registry;
    }
  }

  /**
   * What a registry is built from. Serializers, the filter and the loader are the caller's objects
   * and match only themselves: two equal-looking filters may still decide differently.
   */
  private record Config(Map<Class<?>, Integer> registrations,
      Map<Class<?>, Serializer<?>> serializers, ClassFilter filter, ClassLoader loader,
      boolean codegen) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Config c
          && registrations.equals(c.registrations)
          && sameSerializers(serializers, c.serializers)
          && filter == c.filter
          && loader == c.loader
          && codegen == c.codegen;
    }

    @Override
    public int hashCode() {
      int h = registrations.hashCode();
      for (Map.Entry<Class<?>, Serializer<?>> e : serializers.entrySet()) {
        h += e.getKey().hashCode() ^ System.identityHashCode(e.getValue());
      }
      h = 31 * h + System.identityHashCode(filter);
      h = 31 * h + System.identityHashCode(loader);
      return 31 * h + Boolean.hashCode(codegen);
    }

    private static boolean sameSerializers(Map<Class<?>, Serializer<?>> a,
        Map<Class<?>, Serializer<?>> b) {
      if (a.size() != b.size()) {
        return false;
      }
      for (Map.Entry<Class<?>, Serializer<?>> e : a.entrySet()) {
        if (b.get(e.getKey()) != e.getValue()) {
          return false;
        }
      }
      return true;
    }
  }
}

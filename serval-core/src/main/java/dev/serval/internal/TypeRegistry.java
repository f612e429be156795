package dev.serval.internal;

import dev.serval.SerialException;
import dev.serval.internal.policy.ClassPolicy;
import dev.serval.internal.serializers.Builtins;
import dev.serval.internal.serializers.lang.EnumSerializer;
import dev.serval.internal.serializers.lang.ObjectArraySerializer;
import dev.serval.internal.serializers.objects.Fingerprint;
import dev.serval.internal.serializers.objects.ObjectSerializers;
import dev.serval.spi.Serializer;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Resolves the {@link ClassInfo} of every class once and caches it. Holds the static id table
 * (built-in common ids, then registered user ids) that writer and reader must share. Immutable
 * apart from its caches, and safe to share between threads.
 */
public final class TypeRegistry {
  private final ConcurrentHashMap<Class<?>, ClassInfo> byClass = new ConcurrentHashMap<>();
  /** Names the policy allowed, by requested type (Object.class for untyped reads). */
  private final ConcurrentHashMap<Class<?>, ConcurrentHashMap<String, ClassInfo>>
      allowedNamesByRoot = new ConcurrentHashMap<>();
  private final ClassInfo[] byStaticId;
  private final Map<Class<?>, Serializer<?>> userSerializers;
  private final BuiltinTable builtins;
  private final Map<Class<?>, Integer> staticIds;
  private final java.util.Set<String> registeredNames;
  private final List<ObjectSerializers.Factory> factories;
  private final ClassPolicy policy;
  private final AtomicInteger nextIndex = new AtomicInteger();
  private final AtomicInteger nextDescribedIndex = new AtomicInteger();
  private final boolean codegen;
  /**
   * This registry's key in {@link SharedRegistries}, which keeps its entry exactly as long as the
   * registry is reachable; null for a registry made outside it.
   */
  Object sharedAs;

  /** Made on first use, by the first session; a race makes two equal ones, which is harmless. */
  private volatile InlineBodies inlineBodies;

  /** {@link #registryFingerprint} before its first computation. */
  private static final int NOT_COMPUTED = -2;
  /** {@link #registryFingerprint} when no registered class is {@link FixedFingerprinted}. */
  public static final int NO_REGISTRY_FINGERPRINT = -1;
  /** Computed by the first FIXED payload; a race computes two equal ones, which is harmless. */
  private volatile int registryFingerprint = NOT_COMPUTED;

  /** The element classes that sessions handle inline (see {@link InlineBodies}). */
  InlineBodies inlineBodies() {
    InlineBodies bodies = inlineBodies;
    if (bodies == null) {
      bodies = new InlineBodies(this);
      inlineBodies = bodies;
    }
    return bodies;
  }

  /**
   * @param registrations user class to user id (0 and up)
   * @param userSerializers serializers the user supplied, by exact class
   * @param filter the caller's allow rule, or null
   * @param codegen whether object serializers may generate code (see Serval.Builder#codegen)
   */
  public TypeRegistry(Map<Class<?>, Integer> registrations,
      Map<Class<?>, Serializer<?>> userSerializers, dev.serval.ClassFilter filter,
      ClassLoader loader, boolean codegen) {
    this.codegen = codegen;
    this.builtins = Builtins.table();
    this.userSerializers = Map.copyOf(userSerializers);
    Map<Class<?>, Integer> ids = new java.util.HashMap<>(builtins.commonIds);
    int maxId = BuiltinTable.COMMON_IDS - 1;
    for (Map.Entry<Class<?>, Integer> e : registrations.entrySet()) {
      int id = BuiltinTable.COMMON_IDS + e.getValue();
      ids.put(e.getKey(), id);
      maxId = Math.max(maxId, id);
    }
    this.staticIds = Map.copyOf(ids);
    this.registeredNames = new java.util.HashSet<>();
    for (Class<?> type : registrations.keySet()) {
      registeredNames.add(type.getName());
    }
    this.byStaticId = new ClassInfo[maxId + 1];
    this.factories = ObjectSerializers.factories();
    this.policy = new ClassPolicy(filter,
        name -> builtins.byName.containsKey(name) || isRegisteredName(name), loader);
    for (Class<?> type : staticIds.keySet()) {
      ClassInfo info = classInfo(type);
      byStaticId[info.staticId()] = info;
    }
  }

  private boolean isRegisteredName(String name) {
    return registeredNames.contains(name);
  }

  public boolean codegen() {
    return codegen;
  }

  public ClassPolicy policy() {
    return policy;
  }

  /** Ids from here on are assigned per payload to classes named in it. */
  public int dynamicIdBase() {
    return byStaticId.length;
  }

  /** The class with static id {@code id}, or null. */
  public ClassInfo byStaticId(int id) {
    return id >= 0 && id < byStaticId.length ? byStaticId[id] : null;
  }

  /** Whether the application registered {@code type} (rather than Serval's built-in table). */
  public boolean isRegistered(Class<?> type) {
    Integer id = staticIds.get(type);
    return id != null && id >= BuiltinTable.COMMON_IDS;
  }

  /**
   * One 16-bit fingerprint over every registered class, in id order: its id, its name and, for a
   * {@link FixedFingerprinted} serializer, its class's FIXED fingerprint; or
   * {@link #NO_REGISTRY_FINGERPRINT} when no registered class has one. A FIXED payload carries it
   * in its header in place of each registered class's own fingerprint (see FORMAT.md, "Payload").
   * Computed by the first FIXED payload, which builds the field layouts of the registered classes
   * (not their codecs), so a registered class that cannot be serialized fails that payload.
   */
  public int registryFingerprint() {
    int fingerprint = registryFingerprint;
    if (fingerprint == NOT_COMPUTED) {
      fingerprint = computeRegistryFingerprint();
      registryFingerprint = fingerprint;
    }
    return fingerprint;
  }

  private int computeRegistryFingerprint() {
    Fingerprint fingerprint = new Fingerprint();
    boolean any = false;
    for (int id = BuiltinTable.COMMON_IDS; id < byStaticId.length; id++) {
      ClassInfo info = byStaticId[id];
      if (info == null) {
        continue;
      }
      fingerprint.add(Integer.toString(id)).add(info.type().getName());
      if (info.serializer() instanceof FixedFingerprinted fixed) {
        try {
          fingerprint.add(Integer.toString(fixed.fixedFingerprint()));
        } catch (SerialException e) {
          throw new SerialException("registered class " + info.type().getName()
              + " cannot be serialized: " + e.getMessage(), e);
        }
        any = true;
      }
    }
    return any ? fingerprint.value16() : NO_REGISTRY_FINGERPRINT;
  }

  /** A fresh index for a serializer that describes its class once per payload. */
  public int newDescribedIndex() {
    return nextDescribedIndex.getAndIncrement();
  }

  /** The resolved info of {@code type}, created on first use. */
  public ClassInfo classInfo(Class<?> type) {
    ClassInfo info = byClass.get(type);
    return info != null ? info : create(type);
  }

  private ClassInfo create(Class<?> type) {
    Class<?> canonical = canonicalClass(type);
    if (canonical != type) {
      ClassInfo info = classInfo(canonical);
      byClass.putIfAbsent(type, info);
      return info;
    }
    Serializer<?> serializer = createSerializer(type);
    Integer id = staticIds.get(type);
    ClassInfo info = new ClassInfo(type, serializer, id == null ? ClassInfo.NO_STATIC_ID : id,
        nextIndex.getAndIncrement());
    ClassInfo raced = byClass.putIfAbsent(type, info);
    return raced != null ? raced : info;
  }

  /** Enum constants with bodies are anonymous subclasses; they are written as their enum. */
  private static Class<?> canonicalClass(Class<?> type) {
    Class<?> parent = type.getSuperclass();
    if (!type.isEnum() && parent != null && parent.isEnum()) {
      return parent;
    }
    return type;
  }

  private Serializer<?> createSerializer(Class<?> type) {
    Serializer<?> serializer = userSerializers.get(type);
    if (serializer != null) {
      return serializer;
    }
    serializer = builtins.serializers.get(type);
    if (serializer != null) {
      return serializer;
    }
    ClassPolicy.checkNotDenied(type);
    if (type.isEnum()) {
      return new EnumSerializer<>(type, newDescribedIndex(), isRegistered(type));
    }
    if (type.isArray()) {
      // Primitive arrays are built-ins; anything else is an array of references.
      return new ObjectArraySerializer(type.getComponentType(), this);
    }
    if (Proxy.isProxyClass(type) || type.isHidden() || type.isSynthetic()) {
      throw new SerialException("cannot serialize " + type.getName()
          + ": proxies, lambdas and other hidden classes have no portable form");
    }
    if (type == java.net.URL.class) {
      throw new SerialException("Serval has no serializer for java.net.URL, whose hashCode"
          + " resolves host names (a DNS lookup chosen by the payload); use java.net.URI");
    }
    if (isPlatformClass(type)) {
      throw new SerialException("Serval has no serializer for " + type.getName()
          + "; register one with Serval.builder().addSerializer(" + type.getSimpleName()
          + ".class, ...)");
    }
    if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
      throw new SerialException("cannot create a serializer for abstract type " + type.getName());
    }
    for (ObjectSerializers.Factory factory : factories) {
      serializer = factory.create(type, this);
      if (serializer != null) {
        return serializer;
      }
    }
    throw new SerialException("no serializer for " + type.getName());
  }

  static boolean isPlatformClass(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
        || name.startsWith("sun.") || name.startsWith("com.sun.");
  }

  /**
   * Loads a class named in a payload, if the policy allows it for a read of {@code root}. Each
   * allowed answer is cached per requested type, so a name costs one hash lookup after its first
   * payload; refusals are not cached (they end the read anyway) and so cannot fill memory.
   */
  public ClassInfo resolveName(String name, Class<?> root, int offset) {
    ConcurrentHashMap<String, ClassInfo> allowed =
        allowedNamesByRoot.computeIfAbsent(root == null ? Object.class : root,
            r -> new ConcurrentHashMap<>());
    ClassInfo cached = allowed.get(name);
    if (cached != null) {
      return cached;
    }
    Class<?> builtin = builtins.byName.get(name);
    Class<?> type = builtin != null ? builtin : policy.resolve(name, root, offset);
    ClassInfo info;
    try {
      info = classInfo(type);
    } catch (SerialException e) {
      throw new SerialException(e.getMessage(), offset, e);
    }
    allowed.put(name, info);
    return info;
  }

  /** For tests and tools: every class with a static id. */
  public List<ClassInfo> staticClasses() {
    List<ClassInfo> out = new ArrayList<>();
    for (ClassInfo info : byStaticId) {
      if (info != null) {
        out.add(info);
      }
    }
    return out;
  }
}

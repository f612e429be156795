package dev.serval.internal.policy;

import dev.serval.ClassFilter;
import dev.serval.SerialException;
import java.lang.reflect.Proxy;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * Decides which classes named in a payload may be loaded and instantiated. In order:
 * <ol>
 *   <li>the gadget deny list refuses, whatever else says;
 *   <li>Serval's built-in types, registered classes and classes the filter allows are accepted;
 *   <li>for a typed read, classes reachable from the requested type's declared field types
 *       ({@link ReachableTypes}) are accepted;
 *   <li>everything else is refused with a message that says how to allow it.
 * </ol>
 * The name is checked before the class is loaded, and loading does not initialize it, so a refused
 * class runs no code.
 */
public final class ClassPolicy {
  private final ClassFilter filter;
  private final Predicate<String> knownByName;
  private final ClassLoader loader;
  private final ConcurrentHashMap<Class<?>, Set<Class<?>>> reachableByRoot = new ConcurrentHashMap<>();

  /**
   * @param filter the caller's allow rule, or null
   * @param knownByName built-in and registered class names, always allowed
   * @param loader where named classes are loaded from
   */
  public ClassPolicy(ClassFilter filter, Predicate<String> knownByName, ClassLoader loader) {
    this.filter = filter;
    this.knownByName = knownByName;
    this.loader = loader;
  }

  /** Fails if {@code type} is on the deny list; used when classes are registered or written. */
  public static void checkNotDenied(Class<?> type) {
    Class<?> element = type;
    while (element.isArray()) {
      element = element.getComponentType();
    }
    if (GadgetDenyList.denies(element.getName()) || Proxy.isProxyClass(element)) {
      throw new SerialException("class " + type.getName()
          + " is on Serval's deny list of known deserialization gadgets and cannot be serialized");
    }
  }

  /**
   * Loads the class named in a payload, if the policy allows it for a read whose requested type is
   * {@code root} (null for an untyped read).
   */
  public Class<?> resolve(String name, Class<?> root, int offset) {
    String element = elementName(name, offset);
    if (element == null) {
      return load(name, offset); // an array of primitives
    }
    if (GadgetDenyList.denies(element)) {
      throw new SerialException("class " + element + " is on Serval's deny list of known"
          + " deserialization gadgets; it cannot be allowed", offset);
    }
    if (knownByName.test(element) || (filter != null && filter.allows(element))) {
      return checkLoaded(load(name, offset), offset);
    }
    if (element.startsWith("java.")) {
      // The JDK's own enums are plain data (an EnumSet of Character.UnicodeScript, say); loading
      // one does not initialize it, and only its constants can come out of reading.
      Class<?> loaded = load(name, offset);
      Class<?> elementClass = loaded;
      while (elementClass.isArray()) {
        elementClass = elementClass.getComponentType();
      }
      if (elementClass.isEnum()) {
        return loaded;
      }
    }
    if (root != null && root != Object.class) {
      Class<?> loaded = load(name, offset);
      Class<?> elementClass = loaded;
      while (elementClass.isArray()) {
        elementClass = elementClass.getComponentType();
      }
      if (reachableByRoot.computeIfAbsent(root, ReachableTypes::from).contains(elementClass)
          || isEnumConstantOfReachable(elementClass, root)) {
        return checkLoaded(loaded, offset);
      }
    }
    throw new SerialException("class " + element + " is not allowed here: it is not registered, "
        + (root == null || root == Object.class
            ? "and an untyped read only accepts registered or allowed classes"
            : "not reachable from the declared field types of " + root.getName())
        + "; allow it with Serval.builder().allowClasses(" + simpleName(element)
        + ".class) or .classFilter(...)", offset);
  }

  private boolean isEnumConstantOfReachable(Class<?> cls, Class<?> root) {
    Class<?> parent = cls.getSuperclass();
    return parent != null && parent.isEnum()
        && reachableByRoot.computeIfAbsent(root, ReachableTypes::from).contains(parent);
  }

  private static Class<?> checkLoaded(Class<?> cls, int offset) {
    Class<?> element = cls;
    while (element.isArray()) {
      element = element.getComponentType();
    }
    if (Proxy.isProxyClass(element) || element.isHidden()) {
      throw new SerialException("class " + element.getName()
          + " is a proxy or hidden class and cannot be deserialized", offset);
    }
    return cls;
  }

  private Class<?> load(String name, int offset) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new SerialException("class " + name + " named in the payload cannot be loaded", offset,
          e);
    }
  }

  /** The element class name of an array descriptor, the name itself otherwise; null for primitives. */
  private static String elementName(String name, int offset) {
    if (!name.startsWith("[")) {
      return name;
    }
    int dims = 0;
    while (dims < name.length() && name.charAt(dims) == '[') {
      dims++;
    }
    if (dims == name.length()) {
      throw new SerialException("malformed array class name " + name, offset);
    }
    if (name.charAt(dims) == 'L' && name.endsWith(";")) {
      return name.substring(dims + 1, name.length() - 1);
    }
    if (name.length() == dims + 1 && "ZBCSIJFD".indexOf(name.charAt(dims)) >= 0) {
      return null;
    }
    throw new SerialException("malformed array class name " + name, offset);
  }

  private static String simpleName(String name) {
    return name.substring(name.lastIndexOf('.') + 1).replace('$', '.');
  }
}

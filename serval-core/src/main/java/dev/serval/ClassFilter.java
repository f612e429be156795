package dev.serval;

/**
 * Decides whether a class named in a payload may be instantiated. It sees the binary name (as
 * {@link Class#getName()} gives it) before the class is loaded, so a rejected class never runs
 * any code, not even its static initializer.
 *
 * <p>Filters only widen what the default policy allows; the built-in deny list of known gadget
 * classes applies whatever a filter says.
 */
@FunctionalInterface
public interface ClassFilter {
  boolean allows(String className);

  /** Allows every class whose name starts with one of the given package prefixes. */
  static ClassFilter packages(String... packagePrefixes) {
    String[] prefixes = packagePrefixes.clone();
    for (int i = 0; i < prefixes.length; i++) {
      prefixes[i] = prefixes[i].endsWith(".") ? prefixes[i] : prefixes[i] + ".";
    }
    return name -> {
      for (String prefix : prefixes) {
        if (name.startsWith(prefix)) {
          return true;
        }
      }
      return false;
    };
  }

  /** Allows every class. Meant for trusted input only; the gadget deny list still applies. */
  static ClassFilter allowAll() {
    return name -> true;
  }
}

package dev.serval.internal;

/**
 * A serializer that checks its class in FIXED mode with a fingerprint written on the class's
 * first use in each payload. When the class is registered, the registry fingerprint in the payload
 * header covers it instead (see {@link TypeRegistry#registryFingerprint}), and its bodies skip both
 * the fingerprint and the first-use bookkeeping: a payload of many registered classes paid a stamp
 * check per value and two bytes per class, which cost ManyClasses a fifth of its throughput.
 *
 * <p>Each such serializer decides for itself that its class is registered, so one that another
 * serializer wraps (as {@code writeReplace}'s wrapper does) must have the wrapper answer its
 * fingerprint: the registry sees only the outer serializer.
 */
public interface FixedFingerprinted {
  /** The class's FIXED-mode fingerprint: what a payload writes on the class's first use. */
  int fixedFingerprint();
}

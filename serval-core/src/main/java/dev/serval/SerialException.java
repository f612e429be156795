package dev.serval;

/**
 * The one exception Serval throws for anything that cannot be serialized or deserialized: malformed,
 * truncated or hostile bytes, a class the policy rejects, a limit exceeded, a schema mismatch, or an
 * object that has no serializer.
 *
 * <p>It is unchecked so that callers are not forced to wrap every call, and it carries the byte
 * offset where reading failed (or -1 when there is none) and the field path of the value being
 * processed, built up as the exception unwinds through nested objects.
 */
public class SerialException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long offset;
  private final String path;

  public SerialException(String message) {
    this(message, -1, "", null);
  }

  public SerialException(String message, Throwable cause) {
    this(message, -1, "", cause);
  }

  public SerialException(String message, long offset) {
    this(message, offset, "", null);
  }

  public SerialException(String message, long offset, Throwable cause) {
    this(message, offset, "", cause);
  }

  private SerialException(String message, long offset, String path, Throwable cause) {
    super(message, cause);
    this.offset = offset;
    this.path = path;
  }

  /** The byte offset in the input where reading failed, or -1 when not reading or unknown. */
  public long offset() {
    return offset;
  }

  /** The field path of the failing value, for example {@code Client.partners[3].since}; may be empty. */
  public String path() {
    return path;
  }

  /**
   * Returns a copy of this exception with {@code segment} prepended to its path. Serializers of
   * containers call this while the exception unwinds, so the message names where the value sits.
   */
  public SerialException withOuterPath(String segment) {
    String joined;
    if (path.isEmpty()) {
      joined = segment;
    } else if (path.startsWith("[")) {
      joined = segment + path;
    } else {
      joined = segment + "." + path;
    }
    SerialException copy = new SerialException(baseMessage(), offset, joined, getCause());
    copy.setStackTrace(getStackTrace());
    return copy;
  }

  private String baseMessage() {
    return super.getMessage();
  }

  @Override
  public String getMessage() {
    StringBuilder sb = new StringBuilder(String.valueOf(super.getMessage()));
    if (!path.isEmpty()) {
      sb.append(" (at ").append(path).append(')');
    }
    if (offset >= 0) {
      sb.append(" [byte offset ").append(offset).append(']');
    }
    return sb.toString();
  }
}

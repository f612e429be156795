package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.Limits;
import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.io.WriteBuffer;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A remembered description whose class tags differ between payloads (classes without a static id
 * are named once, then referred to by a per-payload id): a hit must define this payload's ids and
 * check the class policy exactly as a parse does, and anything else must miss without reading.
 * The descriptions here are synthetic: constant runs of bytes around class tags.
 */
class DescriptionCacheTagsTest {
  /** Unregistered, so named in payloads; reachable from {@link Holder}, from Object not. */
  static final class Held {
    int v;
  }

  static final class Holder {
    Held held;
  }

  private final TypeRegistry registry =
      new TypeRegistry(Map.of(), Map.of(), null, getClass().getClassLoader(), true);
  private final ReadSession session = new ReadSession(registry, Limits.DEFAULT, false);
  private final DescriptionCache<String> cache = new DescriptionCache<>();
  private final ClassInfo strings = registry.classInfo(String[].class);
  private final ClassInfo held = registry.classInfo(Held.class);

  private static final byte[] BEFORE = {7, 8, 9};
  private static final byte[] BETWEEN = {10};
  private static final byte[] AFTER = {11, 12};

  private byte[] payload(Consumer<WriteBuffer> body) {
    WriteBuffer out = new WriteBuffer(64);
    out.writeByte(PayloadHeader.encode(false, SchemaMode.EVOLVING, false));
    body.accept(out);
    return out.toByteArray();
  }

  private static void byName(WriteBuffer out, Class<?> type) {
    out.writeVarUInt32(SlotTags.CLASS_BY_NAME);
    out.writeString(type.getName());
  }

  private void byId(WriteBuffer out, int payloadId) {
    out.writeVarUInt32(SlotTags.FIRST_CLASS_ID + registry.dynamicIdBase() + payloadId);
  }

  /** The description: BEFORE, a tag, BETWEEN, a tag, AFTER; tags as {@code tags} writes them. */
  private byte[] description(Consumer<WriteBuffer> prefix, Consumer<WriteBuffer> first,
      Consumer<WriteBuffer> second) {
    return payload(out -> {
      prefix.accept(out);
      out.writeBytes(BEFORE);
      first.accept(out);
      out.writeBytes(BETWEEN);
      second.accept(out);
      out.writeBytes(AFTER);
    });
  }

  private void begin(byte[] payload, Class<?> root) {
    session.end();
    session.begin(payload, 0, payload.length, root);
  }

  /** Parses the description at the read position and remembers it as {@code value}. */
  private void parseAndRemember(String value) {
    DescriptionCache<String>.Parse parse = cache.parse(session);
    session.buffer().skip(BEFORE.length);
    parse.readClassTag();
    session.buffer().skip(BETWEEN.length);
    parse.readClassTag();
    session.buffer().skip(AFTER.length);
    parse.remember(value);
  }

  /** Remembers a description naming String[] then Held, read in a payload of its own. */
  private void rememberStringsThenHeld() {
    begin(description(out -> {}, out -> byName(out, String[].class), out -> byName(out, Held.class)),
        Holder.class);
    parseAndRemember("plan");
  }

  private ClassInfo payloadClass(int payloadId) {
    return session.classOfTag(SlotTags.FIRST_CLASS_ID + registry.dynamicIdBase() + payloadId,
        List.of());
  }

  @Test
  void theClassesHereHaveNoStaticIds() {
    assertThat(strings.staticId()).isNegative();
    assertThat(held.staticId()).isNegative();
  }

  @Test
  void aRepeatedDescriptionIsAHitThatDefinesItsClasses() {
    rememberStringsThenHeld();
    byte[] again = description(out -> {}, out -> byName(out, String[].class),
        out -> byName(out, Held.class));
    begin(again, Holder.class);
    assertThat(cache.lookup(session)).isEqualTo("plan");
    assertThat(session.buffer().remaining()).isZero();
    assertThat(payloadClass(0)).isSameAs(strings);
    assertThat(payloadClass(1)).isSameAs(held);
  }

  @Test
  void classesNamedEarlierInThePayloadAreMatchedByTheirIds() {
    rememberStringsThenHeld();
    // Held then String[] named before the description: ids 0 and 1, in the other order.
    byte[] later = description(out -> {
      byName(out, Held.class);
      byName(out, String[].class);
    }, out -> byId(out, 1), out -> byId(out, 0));
    begin(later, Holder.class);
    session.readClassTag();
    session.readClassTag();
    assertThat(cache.lookup(session)).isEqualTo("plan");
    assertThat(session.buffer().remaining()).isZero();
  }

  @Test
  void aTagMayReferToAClassTheSameDescriptionNamed() {
    begin(description(out -> {}, out -> byName(out, String[].class), out -> byId(out, 0)),
        Holder.class);
    parseAndRemember("twice");
    begin(description(out -> {}, out -> byName(out, String[].class), out -> byId(out, 0)),
        Holder.class);
    assertThat(cache.lookup(session)).isEqualTo("twice");
    assertThat(payloadClass(0)).isSameAs(strings);
    assertThat(payloadClass(1)).as("one class named, one id defined").isNull();
  }

  @Test
  void anythingElseMissesWithoutReadingOrDefining() {
    rememberStringsThenHeld();
    List<byte[]> others = List.of(
        // another class named in the second tag
        description(out -> {}, out -> byName(out, String[].class),
            out -> byName(out, Holder.class)),
        // the classes in the other order
        description(out -> {}, out -> byName(out, Held.class),
            out -> byName(out, String[].class)),
        // an id of this payload that is not String[]'s (no class named before: undefined)
        description(out -> {}, out -> byId(out, 0), out -> byName(out, Held.class)),
        // a constant run that differs
        payload(out -> {
          out.writeBytes(BEFORE);
          byName(out, String[].class);
          out.writeByte(99);
          byName(out, Held.class);
          out.writeBytes(AFTER);
        }),
        // cut short inside the second name
        payload(out -> {
          out.writeBytes(BEFORE);
          byName(out, String[].class);
          out.writeBytes(BETWEEN);
          out.writeVarUInt32(SlotTags.CLASS_BY_NAME);
          out.writeByte(40);
        }));
    for (byte[] other : others) {
      begin(other, Holder.class);
      int at = session.buffer().position();
      assertThat(cache.lookup(session)).isNull();
      assertThat(session.buffer().position()).isEqualTo(at);
      assertThat(payloadClass(0)).isNull();
    }
  }

  @Test
  void aHitChecksTheClassPolicyForThisRead() {
    rememberStringsThenHeld(); // allowed: Held is reachable from Holder
    byte[] again = description(out -> {}, out -> byName(out, String[].class),
        out -> byName(out, Held.class));
    begin(again, Object.class); // an untyped read: Held is not allowed
    assertThatThrownBy(() -> cache.lookup(session)).isInstanceOf(SerialException.class)
        .hasMessageContaining(Held.class.getName());
  }
}

package dev.serval.bench.codec;

import dev.serval.bench.codec.peers.DslJsonCodec;
import dev.serval.bench.codec.peers.Fastjson2Codec;
import dev.serval.bench.codec.peers.ForyCodec;
import dev.serval.bench.codec.peers.FstCodec;
import dev.serval.bench.codec.peers.GsonCodec;
import dev.serval.bench.codec.peers.HessianCodec;
import dev.serval.bench.codec.peers.JacksonCodec;
import dev.serval.bench.codec.peers.JavaBuiltInCodec;
import dev.serval.bench.codec.peers.KryoCodec;
import dev.serval.bench.codec.peers.ProtostuffCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Every codec, by name, in report order: Serval's four modes first, then the peers.
 *
 * <p>Serval's codecs live in a source folder that is compiled only once serval-core has its API
 * (see the {@code serval} profile of this module's POM), so they are found by name here. Until
 * then the report shows them as unavailable, and the peers are measured alone.
 */
public final class Codecs {
  /** Creates the Serval codecs; absent until serval-core has its API. */
  static final String SERVAL_CODECS = "dev.serval.bench.codec.serval.ServalCodecs";

  private Codecs() {}

  /** The names of every codec, Serval's included even when unavailable. */
  public static List<String> names() {
    List<String> names = new ArrayList<>(ServalNames.ALL);
    for (Supplier<Codec> peer : peers()) names.add(peer.get().info().name());
    return names;
  }

  /** A new, configured instance of the codec with this name. */
  public static Codec create(String name) {
    if (ServalNames.ALL.contains(name)) return serval(name);
    for (Supplier<Codec> peer : peers()) {
      Codec codec = peer.get();
      if (codec.info().name().equals(name)) return codec;
    }
    throw new IllegalArgumentException("No codec named " + name + "; known: " + names());
  }

  /**
   * What the report says about a codec: its own info, or, for a Serval codec that could not be
   * built, a placeholder that names the mode.
   */
  public static CodecInfo info(String name) {
    try {
      return create(name).info();
    } catch (RuntimeException e) {
      return new CodecInfo(name, ServalNames.ALL.contains(name) ? "Serval" : name, "unavailable",
          CodecInfo.Format.BINARY, name.contains("-ref"),
          name.contains("evolving") ? CodecInfo.Schema.EVOLVING : CodecInfo.Schema.FIXED,
          name.equals(ServalNames.FIXED), dev.serval.fixtures.DeepEquals.ClassCheck.EXACT,
          "not built: " + e.getMessage());
    }
  }

  private static List<Supplier<Codec>> peers() {
    return List.of(
        KryoCodec::def,
        KryoCodec::ref,
        KryoCodec::compatible,
        KryoCodec::compatibleReferences,
        ForyCodec::referencesOff,
        ForyCodec::referencesOn,
        ForyCodec::compatible,
        ForyCodec::compatibleReferences,
        Fastjson2Codec::jsonbArray,
        Fastjson2Codec::jsonb,
        Fastjson2Codec::json,
        DslJsonCodec::new,
        JacksonCodec::json,
        GsonCodec::new,
        FstCodec::new,
        JavaBuiltInCodec::new,
        ProtostuffCodec::new,
        HessianCodec::new,
        JacksonCodec::msgpack);
  }

  private static Codec serval(String name) {
    try {
      Class<?> factory = Class.forName(SERVAL_CODECS);
      return (Codec) factory.getMethod("create", String.class).invoke(null, name);
    } catch (ClassNotFoundException e) {
      throw new UnsupportedOperationException(
          "serval-core's API is not on this build yet, so the Serval codecs were not compiled");
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Cannot create " + name, e);
    }
  }
}

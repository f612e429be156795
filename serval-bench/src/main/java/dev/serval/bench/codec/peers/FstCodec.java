package dev.serval.bench.codec.peers;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Registrations;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import java.lang.reflect.Type;
import org.nustaq.serialization.FSTConfiguration;

/**
 * FST 3 (its JDK 17 build) in its default configuration with classes registered. Needs the
 * {@code --add-opens} flags that the runner passes to every benchmark JVM.
 */
public final class FstCodec implements Codec {
  private final CodecInfo info = new CodecInfo("fst", "FST",
      Versions.of(FSTConfiguration.class, "de.ruedigermoeller", "fst"), Format.BINARY, true,
      Schema.NOT_APPLICABLE, true, ClassCheck.EXACT,
      "default configuration, classes registered, references on (its default)");

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    // FST documents one configuration per application; asByteArray and asObject are thread-safe.
    FSTConfiguration conf = FSTConfiguration.createDefaultConfiguration();
    conf.registerClass(Registrations.all().toArray(new Class<?>[0]));
    return new Bound() {
      @Override
      public byte[] serialize(Object value) {
        return conf.asByteArray(value);
      }

      @Override
      public Object deserialize(byte[] bytes) {
        return conf.asObject(bytes);
      }
    };
  }
}

package dev.serval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import dev.serval.testing.RoundTrip;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Readers bound an element count by the bytes left, which holds only if no element is zero bytes
 * long: classes without fields and callers' serializers that write nothing must still round-trip.
 */
class EmptyBodyTest {
  record Empty() {}

  static final class NoFields {
    @Override
    public boolean equals(Object o) {
      return o instanceof NoFields;
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  static final class Marker {
    static final Marker INSTANCE = new Marker();
  }

  @Test
  void manyRecordsWithoutComponents() {
    RoundTrip.check(new ArrayList<>(Collections.nCopies(1000, new Empty())));
    RoundTrip.check(Collections.nCopies(50, new Empty()).toArray(new Empty[0]));
  }

  @Test
  void manyObjectsWithoutFields() {
    List<NoFields> list = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      list.add(new NoFields());
    }
    RoundTrip.check(list);
  }

  record HoldsEmpties(Empty empty, NoFields none, int after) {}

  @Test
  void registeredClassesWithoutFieldsInAFingerprintedPayload() {
    // The registry fingerprint stands for their descriptions, so their readers take the short path
    // to the codec (FieldsSerializer#fingerprintedCodec), which must still consume the 0 body.
    Serval serval = Serval.builder().schema(SchemaMode.FIXED).register(Empty.class, 1)
        .register(NoFields.class, 2).register(HoldsEmpties.class, 3).build();
    Object[] values = {new Empty(), new NoFields(), "after",
        new HoldsEmpties(new Empty(), new NoFields(), 7)};
    assertThat((Object[]) serval.deserialize(serval.serialize(values))).containsExactly(values);
    assertThat(serval.deserialize(serval.serialize(new NoFields()), NoFields.class))
        .isEqualTo(new NoFields());
  }

  @Test
  void callerSerializerThatWritesNothing() {
    Serializer<Marker> nothing = new Serializer<>() {
      @Override
      public void write(WriteContext context, Marker value) {}

      @Override
      public Marker read(ReadContext context) {
        return Marker.INSTANCE;
      }

      @Override
      public boolean tracksReferences() {
        return false;
      }
    };
    Serval serval = Serval.builder().register(Marker.class, 1, nothing).build();
    List<Marker> markers = new ArrayList<>(Collections.nCopies(500, Marker.INSTANCE));
    @SuppressWarnings("unchecked")
    List<Marker> back = serval.deserialize(serval.serialize(markers), List.class);
    assertThat(back).hasSize(500).containsOnly(Marker.INSTANCE);
  }
}

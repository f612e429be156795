package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.Serval;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.junit.jupiter.api.Test;

/** Classes that changed since the payload was written (EVOLVING mode), read by renaming. */
class EvolutionTest {

  static class OldShape implements Serializable {
    int a = 1;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.putFields().put("a", a);
      out.writeFields();
    }
  }

  /** Gained field {@code added}: readFields reports it as defaulted. */
  static class NewShape implements Serializable {
    int a;
    int added = -1;
    transient boolean addedDefaulted;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      ObjectInputStream.GetField get = in.readFields();
      addedDefaulted = get.defaulted("added");
      a = get.get("a", 0);
      added = get.get("added", 77);
    }
  }

  static class OldLeaf implements Serializable {
    int x = 4;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /** Gained a serializable superclass the payload knows nothing of. */
  static class NewBase implements Serializable {
    int baseValue = 9;
    transient boolean noDataCalled;

    private void readObjectNoData() {
      baseValue = -1;
      noDataCalled = true;
    }
  }

  static class NewLeaf extends NewBase {
    int x;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /** Lost its serializable superclass: the payload's level for it is skipped. */
  static class GoneBase implements Serializable {
    String text = "gone";
    Object[] shared = {"s"};

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeObject(shared);
    }
  }

  static class OldChild extends GoneBase {
    Object[] again;
    int y = 6;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  static class NewChild implements Serializable {
    Object[] again;
    int y;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  private static Serval serval(SchemaMode schema, boolean references) {
    return Serval.builder().schema(schema).references(references).allowPackages("dev.serval")
        .build();
  }

  @Test
  void fieldMissingFromThePayloadIsDefaulted() {
    Serval serval = serval(SchemaMode.EVOLVING, false);
    byte[] bytes = Evolution.rename(serval.serialize(new OldShape()), "$OldShape", "$NewShape");
    NewShape copy = serval.deserialize(bytes, NewShape.class);
    assertThat(copy.a).isEqualTo(1);
    assertThat(copy.addedDefaulted).isTrue();
    assertThat(copy.added).isEqualTo(77);
  }

  @Test
  void readObjectNoDataRunsForALevelThePayloadLacks() {
    Serval serval = serval(SchemaMode.EVOLVING, false);
    byte[] bytes = Evolution.rename(serval.serialize(new OldLeaf()), "$OldLeaf", "$NewLeaf");
    NewLeaf copy = serval.deserialize(bytes, NewLeaf.class);
    assertThat(copy.x).isEqualTo(4);
    assertThat(copy.noDataCalled).isTrue();
    assertThat(copy.baseValue).isEqualTo(-1);
  }

  @Test
  void levelTheReaderLacksIsSkippedObjectsIncluded() {
    Serval serval = serval(SchemaMode.EVOLVING, true);
    OldChild old = new OldChild();
    old.again = old.shared; // a back reference into the skipped level's block
    byte[] bytes = Evolution.rename(serval.serialize(old), "$OldChild", "$NewChild");
    NewChild copy = serval.deserialize(bytes, NewChild.class);
    assertThat(copy.y).isEqualTo(6);
    assertThat(copy.again).containsExactly("s");
  }

  @Test
  void fixedModeRejectsAChangedClass() {
    Serval serval = serval(SchemaMode.FIXED, false);
    byte[] bytes = Evolution.rename(serval.serialize(new OldShape()), "$OldShape", "$NewShape");
    assertThatThrownBy(() -> serval.deserialize(bytes, NewShape.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("fingerprint mismatch");
  }
}

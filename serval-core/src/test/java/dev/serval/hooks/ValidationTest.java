package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ObjectInputStream.registerValidation} from a {@code readObject} or a {@code readExternal}
 * (Java allows both): validations run once the object is read, highest priority first, and a
 * failed one is not carried to the next object read with the same (reused) stream.
 */
class ValidationTest {
  static final List<String> RUNS = new ArrayList<>();

  public static class Validated implements Serializable {
    private static final long serialVersionUID = 1L;
    int value;

    public Validated() {}

    Validated(int value) {
      this.value = value;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      in.registerValidation(() -> RUNS.add("low " + value), 1);
      in.registerValidation(() -> {
        RUNS.add("high " + value);
        if (value < 0) {
          throw new InvalidObjectException("negative");
        }
      }, 5);
    }
  }

  @Test
  void validationsRunHighestPriorityFirstAndAFailureIsNotCarriedOver() {
    Serval serval = Serval.builder().allowClasses(Validated.class).build();
    RUNS.clear();
    assertThat(serval.deserialize(serval.serialize(new Validated(3)), Validated.class).value)
        .isEqualTo(3);
    assertThat(RUNS).containsExactly("high 3", "low 3");

    RUNS.clear();
    byte[] negative = serval.serialize(new Validated(-1));
    assertThatThrownBy(() -> serval.deserialize(negative, Validated.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("negative");
    assertThat(RUNS).containsExactly("high -1");

    RUNS.clear();
    assertThat(serval.deserialize(serval.serialize(new Validated(4)), Validated.class).value)
        .isEqualTo(4);
    assertThat(RUNS).as("nothing left of the failed object").containsExactly("high 4", "low 4");
  }

  public static class ValidatedExternal implements Externalizable {
    int value;

    public ValidatedExternal() {}

    ValidatedExternal(int value) {
      this.value = value;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(value);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      value = in.readInt();
      ((ObjectInputStream) in).registerValidation(() -> RUNS.add("external " + value), 0);
    }
  }

  @Test
  void anExternalizableMayRegisterValidationsToo() {
    Serval serval = Serval.builder().allowClasses(ValidatedExternal.class).build();
    RUNS.clear();
    assertThat(serval.deserialize(serval.serialize(new ValidatedExternal(6)),
        ValidatedExternal.class).value).isEqualTo(6);
    assertThat(RUNS).containsExactly("external 6");
  }
}

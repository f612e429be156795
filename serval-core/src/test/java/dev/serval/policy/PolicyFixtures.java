package dev.serval.policy;

import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/** Classes the policy tests read and write. Top-level names keep the messages easy to match. */
final class PolicyFixtures {
  private PolicyFixtures() {}

  static final AtomicBoolean UNTYPED_TRIPWIRE_RAN = new AtomicBoolean();
  static final AtomicBoolean TYPED_TRIPWIRE_RAN = new AtomicBoolean();

  static final class Holder {
    Object payload;

    Holder() {}

    Holder(Object payload) {
      this.payload = payload;
    }
  }

  static final class Unregistered {
    int value = 1;
  }

  static final class Foo {
    String name = "foo";
  }

  static final class Bag<T> {
    T item;
  }

  static final class GenericRoot {
    Bag<Foo> bag = new Bag<>();
  }

  static final class ListRoot {
    List<Foo> foos = new ArrayList<>();
  }

  sealed interface Shape permits Circle, Square {}

  record Circle(double r) implements Shape {}

  record Square(int side) implements Shape {}

  static final class SealedRoot {
    Shape shape;
  }

  static class Animal {
    int legs = 4;
  }

  static final class Dog extends Animal {}

  static final class AnimalRoot {
    Animal animal;
  }

  /** Would flip a flag if any code of it ran; never referenced other than by name. */
  static final class UntypedTripwire {
    static {
      UNTYPED_TRIPWIRE_RAN.set(true);
    }
  }

  static final class TypedTripwire {
    static {
      TYPED_TRIPWIRE_RAN.set(true);
    }
  }

  /**
   * A stand-in ArrayList serializer, so this package can test {@code List<Foo>} fields before the
   * collection serializers exist: a VarUInt32 size, then each element as a full slot.
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static final class ArrayListSerializer extends Serializer<ArrayList> {
    @Override
    public void write(WriteContext context, ArrayList list) {
      context.buffer().writeVarUInt32(list.size());
      for (Object o : list) {
        context.writeObject(o);
      }
    }

    @Override
    public ArrayList read(ReadContext context) {
      int size = context.readLength(1);
      ArrayList list = new ArrayList(size);
      context.reference(list);
      for (int i = 0; i < size; i++) {
        list.add(context.readObject());
      }
      return list;
    }
  }
}

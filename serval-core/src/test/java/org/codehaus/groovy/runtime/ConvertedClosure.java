package org.codehaus.groovy.runtime;

import dev.serval.security.GadgetTrace;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/**
 * Test-only look-alike of the gadget class of the same name: it records any code of it that runs,
 * so tests can show that Serval refuses it before its static initializer, constructor,
 * {@code readObject} or {@code readResolve} runs.
 */
public class ConvertedClosure implements Serializable {
  private static final long serialVersionUID = 1L;

  static {
    GadgetTrace.record("static initializer of " + ConvertedClosure.class.getName());
  }

  public Object payload;

  public ConvertedClosure() {
    GadgetTrace.record("constructor of " + getClass().getName());
  }

  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    GadgetTrace.record("readObject of " + getClass().getName());
    in.defaultReadObject();
  }

  private Object readResolve() {
    GadgetTrace.record("readResolve of " + getClass().getName());
    return this;
  }
}

package evolved;

/**
 * The reader's version of a class that {@code dev.serval.evolution.EvolvedRunsTest} writes in an
 * evolved version: on the test class path, so Serval generates its codec.
 */
public class RunPerson {
  public String name;
  public int age;
}

package dev.serval.bench.run;

import dev.serval.fixtures.Workload;
import dev.serval.fixtures.Workloads;
import dev.serval.fixtures.extra.ExtraWorkloads;

/**
 * Finds workloads by id, including the large graph at the size a mode chose for it and, for hand
 * runs, the deep chain at any length ({@code extra:Deep chain[300]}).
 */
public final class BenchWorkloads {
  private static final String LARGE_PREFIX = "extra:Large List<Client>[";
  private static final String DEEP_PREFIX = "extra:Deep chain[";

  private BenchWorkloads() {}

  public static Workload byId(String id) {
    // JMH's -p splits values on commas, so a hand-run JMH command may write "Map<Integer;int>[64]".
    id = id.replace(';', ',');
    if (id.startsWith(LARGE_PREFIX) && id.endsWith("]")) {
      int count = Integer.parseInt(id.substring(LARGE_PREFIX.length(), id.length() - 1));
      return ExtraWorkloads.largeClientList(count);
    }
    if (id.startsWith(DEEP_PREFIX) && id.endsWith("]")) {
      return ExtraWorkloads.deepChain(Integer.parseInt(id.substring(DEEP_PREFIX.length(), id.length() - 1)));
    }
    return Workloads.byName(id);
  }

  /** Whether the workload is the deep chain (the extra row of one very deep graph). */
  public static boolean isDeepChain(Workload workload) {
    return workload.id().startsWith(DEEP_PREFIX);
  }

  /** Whether one call takes long enough that JMH should time single calls. */
  public static boolean isLarge(Workload workload) {
    return workload.id().startsWith(LARGE_PREFIX);
  }
}

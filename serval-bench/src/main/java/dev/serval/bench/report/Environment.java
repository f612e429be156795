package dev.serval.bench.report;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The machine and JDK a run measured, for the top of the report. */
final class Environment {
  private Environment() {}

  static Map<String, String> describe() {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("CPU", cpuModel());
    env.put("Cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
    env.put("Memory", memory());
    env.put("OS", System.getProperty("os.name") + " " + System.getProperty("os.version") + " ("
        + System.getProperty("os.arch") + ")");
    env.put("JDK", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
        + " (" + System.getProperty("java.vendor") + ")");
    return env;
  }

  private static String cpuModel() {
    Path cpuinfo = Path.of("/proc/cpuinfo");
    try {
      if (Files.isReadable(cpuinfo)) {
        for (String line : Files.readAllLines(cpuinfo)) {
          if (line.startsWith("model name")) return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (Exception ignored) {
      // Not Linux, or not readable: fall through.
    }
    return System.getProperty("os.arch");
  }

  private static String memory() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return String.format(Locale.ROOT, "%.1f GiB", os.getTotalMemorySize() / (1024.0 * 1024 * 1024));
    }
    return "unknown";
  }
}

package dev.serval.bench.run;

import java.util.List;

/**
 * Flags for every JVM that runs codecs. FST reflects into the JDK's own classes and needs these
 * packages opened on Java 17. The same list is in {@code serval-bench/jvm.args}, the argument file
 * that {@code ./bench} and the tests start with; {@code JvmFlagsTest} keeps the two equal.
 */
public final class JvmFlags {
  public static final List<String> ADD_OPENS = List.of(
      "--add-opens=java.base/java.lang=ALL-UNNAMED",
      "--add-opens=java.base/java.util=ALL-UNNAMED",
      "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
      "--add-opens=java.base/java.math=ALL-UNNAMED",
      "--add-opens=java.base/java.net=ALL-UNNAMED",
      "--add-opens=java.base/java.text=ALL-UNNAMED",
      "--add-opens=java.base/java.time=ALL-UNNAMED",
      "--add-opens=java.base/java.io=ALL-UNNAMED",
      "--add-opens=java.base/java.nio=ALL-UNNAMED",
      "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
      "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
      "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
      "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
      "--add-opens=java.sql/java.sql=ALL-UNNAMED");

  private JvmFlags() {}
}

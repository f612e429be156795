package dev.serval.bench.codec;

import java.io.InputStream;
import java.util.Properties;

/** Library versions as their jars state them, so that the report never disagrees with the build. */
public final class Versions {
  private Versions() {}

  /**
   * The version of the jar that holds {@code anyClass}: from its Maven metadata, else its manifest.
   */
  public static String of(Class<?> anyClass, String groupId, String artifactId) {
    String declared = fromPom(artifactId);
    if (declared != null) return declared;
    String path = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = anyClass.getResourceAsStream(path)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version");
        if (v != null) return v;
      }
    } catch (Exception ignored) {
      // Fall through to the manifest.
    }
    // The manifest last: Hessian's, for one, states an old version.
    Package pkg = anyClass.getPackage();
    String v = pkg == null ? null : pkg.getImplementationVersion();
    return v == null ? "unknown" : v;
  }

  /** Versions this module's POM declares for jars that do not state theirs. */
  private static String fromPom(String artifactId) {
    try (InputStream in = Versions.class.getResourceAsStream("peer-versions.properties")) {
      if (in == null) return null;
      Properties p = new Properties();
      p.load(in);
      return p.getProperty(artifactId);
    } catch (Exception e) {
      return null;
    }
  }
}

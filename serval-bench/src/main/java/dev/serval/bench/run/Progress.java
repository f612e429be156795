package dev.serval.bench.run;

import java.io.PrintStream;
import java.util.Locale;

/**
 * One line per step: which step of how many, the workload and codec, what happens, and the time
 * spent and left (estimated from the steps so far).
 */
public final class Progress {
  private final int total;
  private final long startedAtMillis;
  private final PrintStream out;
  private int done;

  public Progress(int firstStep, int total, long startedAtMillis, PrintStream out) {
    this.done = firstStep;
    this.total = total;
    this.startedAtMillis = startedAtMillis;
    this.out = out;
  }

  /** Prints the line for the next step and counts it. */
  public void step(String workload, String codec, String what) {
    done++;
    long elapsed = System.currentTimeMillis() - startedAtMillis;
    long left = done >= total ? 0 : elapsed * (total - done) / Math.max(1, done);
    out.printf(Locale.ROOT, "[%4d/%d %3d%%] %-34s %-22s %s  (%s elapsed, ~%s left)%n",
        done, total, 100 * done / Math.max(1, total), shorten(workload, 34), codec, what,
        duration(elapsed), duration(left));
    out.flush();
  }

  public int done() {
    return done;
  }

  static String duration(long millis) {
    long s = millis / 1000;
    return s >= 60 ? (s / 60) + "m" + String.format(Locale.ROOT, "%02d", s % 60) + "s" : s + "s";
  }

  private static String shorten(String text, int width) {
    return text.length() <= width ? text : text.substring(0, width - 1) + "…";
  }
}

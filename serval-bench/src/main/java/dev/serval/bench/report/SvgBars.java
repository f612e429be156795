package dev.serval.bench.report;

import java.util.List;
import java.util.Locale;

/** Horizontal bar charts as inline SVG: no scripts, no external styles, readable at a glance. */
final class SvgBars {
  private static final int LABEL_WIDTH = 150;
  private static final int BAR_AREA = 260;
  private static final int VALUE_WIDTH = 90;
  private static final int ROW_HEIGHT = 16;

  /** One bar; {@code highlight} draws Serval's bars in their own color. */
  record Bar(String label, double value, String text, boolean highlight) {}

  private SvgBars() {}

  static String chart(String title, List<Bar> bars) {
    double max = 0;
    for (Bar b : bars) {
      if (Double.isFinite(b.value())) max = Math.max(max, b.value());
    }
    int height = 22 + bars.size() * ROW_HEIGHT;
    StringBuilder svg = new StringBuilder();
    svg.append(String.format(Locale.ROOT,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"%s\">",
        LABEL_WIDTH + BAR_AREA + VALUE_WIDTH, height, escape(title)));
    svg.append("<text x=\"0\" y=\"14\" class=\"t\">").append(escape(title)).append("</text>");
    int y = 22;
    for (Bar b : bars) {
      double width = max > 0 && Double.isFinite(b.value()) ? BAR_AREA * b.value() / max : 0;
      svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"l\">%s</text>",
          LABEL_WIDTH - 6, y + 11, escape(b.label())));
      svg.append(String.format(Locale.ROOT,
          "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" class=\"%s\"/>",
          LABEL_WIDTH, y + 2, width, ROW_HEIGHT - 4, b.highlight() ? "s" : "p"));
      svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" class=\"v\">%s</text>",
          LABEL_WIDTH + width + 4, y + 11, escape(b.text())));
      y += ROW_HEIGHT;
    }
    return svg.append("</svg>").toString();
  }

  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}

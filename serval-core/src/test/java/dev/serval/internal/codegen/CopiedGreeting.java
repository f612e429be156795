package dev.serval.internal.codegen;

import java.util.function.Function;

/** A template for {@link ProfileCopiesTest}: top-level, no nested classes, no lambdas. */
final class CopiedGreeting implements Function<String, String> {
  CopiedGreeting() {}

  @Override
  public String apply(String name) {
    return "hello " + name + " from " + getClass().getSimpleName().replaceAll("/.*", "");
  }
}

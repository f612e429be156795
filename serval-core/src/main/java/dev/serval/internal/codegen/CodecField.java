package dev.serval.internal.codegen;

import dev.serval.internal.ClassInfo;
import java.lang.reflect.Field;

/**
 * One serialized field, in the order the class's layout writes it.
 *
 * @param name the field's name in descriptions and error paths
 * @param field the Java field
 * @param encoding how its value is encoded
 * @param known for {@link Encoding#KNOWN}: the info of the declared class, else null
 */
public record CodecField(String name, Field field, Encoding encoding, ClassInfo known) {}

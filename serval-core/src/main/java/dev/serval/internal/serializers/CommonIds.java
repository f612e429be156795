package dev.serval.internal.serializers;

/**
 * The small wire ids of the most frequent built-in types, so that a polymorphic slot holding one
 * costs a single tag byte. Part of the wire format: an id, once given, never changes meaning.
 * Every other built-in type is named once per payload instead.
 */
public final class CommonIds {
  public static final int STRING = 0;
  public static final int INTEGER = 1;
  public static final int LONG = 2;
  public static final int DOUBLE = 3;
  public static final int BOOLEAN = 4;
  public static final int FLOAT = 5;
  public static final int SHORT = 6;
  public static final int BYTE = 7;
  public static final int CHARACTER = 8;
  public static final int BYTE_ARRAY = 9;
  public static final int INT_ARRAY = 10;
  public static final int LONG_ARRAY = 11;
  public static final int DOUBLE_ARRAY = 12;
  public static final int OBJECT_ARRAY = 13;
  public static final int ARRAY_LIST = 14;
  public static final int HASH_MAP = 15;
  public static final int HASH_SET = 16;
  public static final int LINKED_HASH_MAP = 17;
  public static final int LINKED_LIST = 18;
  public static final int TREE_MAP = 19;
  public static final int LINKED_HASH_SET = 20;
  public static final int BIG_DECIMAL = 21;
  public static final int BIG_INTEGER = 22;
  public static final int LOCAL_DATE = 23;
  public static final int LOCAL_DATE_TIME = 24;
  public static final int INSTANT = 25;
  public static final int UUID = 26;
  public static final int DATE = 27;
  public static final int CHAR_ARRAY = 28;
  public static final int FLOAT_ARRAY = 29;
  public static final int BOOLEAN_ARRAY = 30;
  public static final int SHORT_ARRAY = 31;

  private CommonIds() {}
}

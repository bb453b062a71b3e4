package dev.nqueens.apicheck;

/**
 * The value of a compile-time constant as a Java literal, one line whatever it holds:
 * {@code 2}, {@code 27L}, {@code 0.5f}, {@code true}, {@code 'x'}, {@code "a \"b\"\n"}.
 */
final class ConstantText {

    private ConstantText() {
    }

    /**
     * @param value the ConstantValue of a field: an Integer (for int, short, byte, char and boolean fields), a
     *     Long, a Float, a Double or a String
     * @param descriptor the field's descriptor, which says how to read an Integer
     * @return the literal
     */
    static String of(Object value, String descriptor) {
        if (value instanceof String text) {
            return quoted(text, '"');
        }
        if (value instanceof Long number) {
            return number + "L";
        }
        if (value instanceof Float number) {
            return number.isNaN() || number.isInfinite() ? "(float) " + number : number + "f";
        }
        if (value instanceof Double number) {
            return number.isNaN() || number.isInfinite() ? "(double) " + number : number.toString();
        }
        int number = (Integer) value;
        return switch (descriptor) {
            case "Z" -> number != 0 ? "true" : "false";
            case "C" -> quoted(String.valueOf((char) number), '\'');
            default -> Integer.toString(number);
        };
    }

    private static String quoted(String text, char quote) {
        StringBuilder literal = new StringBuilder().append(quote);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> literal.append("\\\\");
                case '\n' -> literal.append("\\n");
                case '\t' -> literal.append("\\t");
                case '\r' -> literal.append("\\r");
                default -> {
                    if (c == quote) {
                        literal.append('\\').append(c);
                    } else if (Character.isISOControl(c) || Character.getType(c) == Character.LINE_SEPARATOR
                            || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                        literal.append(String.format("\\u%04x", (int) c));
                    } else {
                        literal.append(c);
                    }
                }
            }
        }
        return literal.append(quote).toString();
    }
}

package dev.nqueens.shell.plugin;

/**
 * Text that a plugin supplies (an id, a description, an exception's message, a path it named) made safe for
 * a terminal: no control character reaches it raw, since ESC, CR or BEL could clear the screen, overwrite a
 * line or break a table.
 */
public final class PluginText {

    private PluginText() {
    }

    /**
     * @param text the text, or null
     * @return the text with each control character but the tab replaced by {@code ?}; null for null
     */
    public static String safe(String text) {
        if (text == null || text.chars().noneMatch(PluginText::unsafe)) {
            return text;
        }
        StringBuilder safe = new StringBuilder(text.length());
        text.chars().forEach(c -> safe.append(unsafe(c) ? '?' : (char) c));
        return safe.toString();
    }

    private static boolean unsafe(int c) {
        return c != '\t' && Character.isISOControl(c);
    }
}

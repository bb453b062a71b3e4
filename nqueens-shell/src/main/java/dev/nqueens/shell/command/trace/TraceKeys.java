package dev.nqueens.shell.command.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * The keys of {@code trace}'s animation as its key line names them, cut to the terminal's width: in full where
 * it fits (117 columns), else a short form that names every key, the first with a word each while they fit,
 * the others by their key alone, and {@code ? keys} for the full list, which {@link #list} wraps over lines.
 *
 * <pre>
 * 120: space pause/go  n/-&gt; step  b/&lt;- back  s/S next/prev solution  g K Enter go to K  r restart  +/- faster/slower  q quit
 *  80: space pause  n/b step/back  s/S solution  q quit  g go to  r +/-  ? keys
 *  60: space pause  n/b step/back  s/S solution  q g r +/-  ? keys
 * </pre>
 */
final class TraceKeys {

    /** A key, or keys that go together, with what they do in a word. */
    private record Key(String keys, String word) {
    }

    /** In the order of the short form, the keys most needed first. */
    private static final List<Key> KEYS = List.of(
            new Key("space", "pause"),
            new Key("n/b", "step/back"),
            new Key("s/S", "solution"),
            new Key("q", "quit"),
            new Key("g", "go to"),
            new Key("r", "restart"),
            new Key("+/-", "speed"));

    /** The order of the full form. */
    private static final List<String> FULL = List.of("space pause/go", "n/-> step", "b/<- back",
            "s/S next/prev solution", "g K Enter go to K", "r restart", "+/- faster/slower", "q quit");

    private static final String GAP = "  ";
    private static final String MORE = "? keys";

    private TraceKeys() {
    }

    /**
     * @param columns the terminal's width
     * @return the key line: the full form if it fits, else the short form that fits with the most words
     */
    static String line(int columns) {
        String full = String.join(GAP, FULL);
        if (full.length() <= columns) {
            return full;
        }
        for (int worded = KEYS.size(); worded > 0; worded--) {
            String line = shortForm(worded);
            if (line.length() <= columns) {
                return line;
            }
        }
        return shortForm(0);
    }

    /** @return the short form with a word for the first keys, the rest by their keys alone */
    private static String shortForm(int worded) {
        List<String> parts = new ArrayList<>();
        for (int key = 0; key < worded; key++) {
            parts.add(KEYS.get(key).keys() + " " + KEYS.get(key).word());
        }
        List<String> bare = KEYS.subList(worded, KEYS.size()).stream().map(Key::keys).toList();
        if (!bare.isEmpty()) {
            parts.add(String.join(" ", bare));
        }
        parts.add(MORE);
        return String.join(GAP, parts);
    }

    /**
     * @param columns the terminal's width
     * @return every key with what it does, over as many lines as the width needs
     */
    static List<String> list(int columns) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String key : FULL) {
            if (line.length() > 0 && line.length() + GAP.length() + key.length() > columns) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? GAP : "").append(key);
        }
        lines.add(line.toString());
        return lines;
    }
}

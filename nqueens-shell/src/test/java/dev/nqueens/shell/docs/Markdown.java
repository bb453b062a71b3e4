package dev.nqueens.shell.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parts of a Markdown document the docs tests read: sections under a heading, fenced code blocks of a
 * language, and pipe tables. Only what the project's documents use: ATX headings ({@code ## Title}), fences
 * of three backticks, tables whose rows start and end with {@code |}.
 */
final class Markdown {

    /** A link, {@code [text](target)}, whose target has no spaces. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    private final String name;
    private final List<String> lines;

    private Markdown(String name, List<String> lines) {
        this.name = name;
        this.lines = lines;
    }

    /**
     * @param file a Markdown file
     * @return its text
     */
    static Markdown read(Path file) {
        try {
            return new Markdown(file.toString(), Files.readAllLines(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param heading the words of a heading, without its {@code #} marks
     * @return the lines after that heading, up to the next heading of the same level or a higher one
     * @throws IllegalArgumentException if there is no such heading, or more than one
     */
    Markdown section(String heading) {
        int start = -1;
        int level = 0;
        boolean fenced = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            fenced ^= line.strip().startsWith("```");
            int marks = fenced ? 0 : headingLevel(line);
            if (marks > 0 && line.substring(marks).strip().equals(heading)) {
                if (start >= 0) {
                    throw new IllegalArgumentException(name + " has two headings '" + heading + "'");
                }
                start = i;
                level = marks;
            }
        }
        if (start < 0) {
            throw new IllegalArgumentException(name + " has no heading '" + heading + "'");
        }
        int end = start + 1;
        fenced = false;
        for (; end < lines.size(); end++) {
            String line = lines.get(end);
            fenced ^= line.strip().startsWith("```");
            int marks = fenced ? 0 : headingLevel(line);
            if (marks > 0 && marks <= level) {
                break;
            }
        }
        return new Markdown(name + ", section '" + heading + "'", lines.subList(start + 1, end));
    }

    private static int headingLevel(String line) {
        int marks = 0;
        while (marks < line.length() && line.charAt(marks) == '#') {
            marks++;
        }
        return marks > 0 && marks < line.length() && line.charAt(marks) == ' ' ? marks : 0;
    }

    /**
     * @param language the word after the opening fence, as in {@code java}; empty for blocks without one
     * @return the text of every block fenced with it, in order, each line ending with a line feed
     */
    List<String> codeBlocks(String language) {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = null;
        String fence = null;                     // the language of the block we are in, if we are in one
        int indent = 0;
        for (String line : lines) {
            String bare = line.strip();
            if (fence == null && bare.startsWith("```")) {
                fence = bare.substring(3).strip();
                indent = line.indexOf('`');      // a block in a list item is indented as a whole
                block = fence.equals(language) ? new StringBuilder() : null;
            } else if (fence != null && bare.equals("```")) {
                if (block != null) {
                    blocks.add(block.toString());
                }
                fence = null;
                block = null;
            } else if (block != null) {
                block.append(line.length() >= indent ? line.substring(indent) : line.strip()).append('\n');
            }
        }
        return blocks;
    }

    /**
     * @param start the first words of a paragraph
     * @return the paragraph, its lines joined by spaces
     * @throws IllegalArgumentException if no paragraph starts so
     */
    String paragraphStartingWith(String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                StringBuilder paragraph = new StringBuilder(lines.get(i));
                for (int next = i + 1; next < lines.size() && !lines.get(next).isBlank(); next++) {
                    paragraph.append(' ').append(lines.get(next).strip());
                }
                return paragraph.toString();
            }
        }
        throw new IllegalArgumentException(name + " has no paragraph that starts with '" + start + "'");
    }

    /**
     * @param firstHeader the text of the first header cell, as in {@code solver}
     * @return the table's rows, each a map from the header cell to the row's cell, in order
     * @throws IllegalArgumentException if there is no such table, or more than one
     */
    List<Map<String, String>> table(String firstHeader) {
        List<List<Map<String, String>>> found = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            List<String> header = cells(lines.get(i));
            if (!header.isEmpty() && header.get(0).equals(firstHeader) && lines.get(i + 1).startsWith("|---")) {
                List<Map<String, String>> rows = new ArrayList<>();
                for (int r = i + 2; r < lines.size() && lines.get(r).startsWith("|"); r++) {
                    List<String> cells = cells(lines.get(r));
                    if (cells.size() != header.size()) {
                        throw new IllegalArgumentException(name + ": row '" + lines.get(r) + "' has "
                                + cells.size() + " cells, the header " + header.size());
                    }
                    Map<String, String> row = new LinkedHashMap<>();
                    for (int c = 0; c < header.size(); c++) {
                        row.put(header.get(c), cells.get(c));
                    }
                    rows.add(row);
                }
                found.add(rows);
            }
        }
        if (found.size() != 1) {
            throw new IllegalArgumentException(name + " has " + found.size() + " tables headed '" + firstHeader
                    + "', not one");
        }
        return found.get(0);
    }

    /**
     * The cells of a table row; none if the line is no table row. A cell's own {@code |} is escaped, as in
     * {@code bash\|zsh}, and comes back unescaped.
     */
    private static List<String> cells(String line) {
        if (!line.startsWith("|") || !line.endsWith("|") || line.length() < 2) {
            return List.of();
        }
        return Arrays.stream(line.substring(1, line.length() - 1).split("(?<!\\\\)\\|", -1))
                .map(cell -> cell.strip().replace("\\|", "|")).toList();
    }

    /** @return the text, its lines joined by line feeds, code blocks included */
    String text() {
        return String.join("\n", lines);
    }

    /**
     * @return the targets of the document's links, as in {@code docs/cluster.md#rechecks} for
     *     {@code [rechecks](docs/cluster.md#rechecks)}, in order, without those inside code blocks
     */
    List<String> linkTargets() {
        List<String> targets = new ArrayList<>();
        boolean fenced = false;
        for (String line : lines) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                Matcher link = LINK.matcher(line.replaceAll("`[^`]*`", ""));
                while (link.find()) {
                    targets.add(link.group(1));
                }
            }
        }
        return targets;
    }

    /**
     * @return the anchors of the document's headings, as GitHub makes them: lower case, without the
     *     characters that are neither letters, digits, spaces, dashes nor underscores, spaces made dashes
     */
    Set<String> anchors() {
        Set<String> anchors = new LinkedHashSet<>();
        boolean fenced = false;
        for (String line : lines) {
            fenced ^= line.strip().startsWith("```");
            int marks = fenced ? 0 : headingLevel(line);
            if (marks > 0) {
                anchors.add(line.substring(marks).strip().toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
            }
        }
        return anchors;
    }

    @Override
    public String toString() {
        return name;
    }
}

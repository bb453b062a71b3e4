package dev.nqueens.apicheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A changelog in the form of Keep a Changelog 1.1.0: sections headed {@code ## [Unreleased]} and
 * {@code ## [0.1.0] - 2026-12-02}, each running to the next {@code ## } heading. The API check reads what a
 * section declares: the types it names in backticks, and the lines that say what happened to a constant.
 */
final class Changelog {

    private static final Pattern HEADING = Pattern.compile("^## \\[([^\\]]+)\\].*$");
    private static final Pattern CODE = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern NOT_A_NAME = Pattern.compile("[^A-Za-z0-9_$]+");

    private final List<String> lines;

    private Changelog(List<String> lines) {
        this.lines = lines;
    }

    /**
     * @param text the changelog's text
     * @return the changelog
     */
    static Changelog parse(String text) {
        return new Changelog(text.lines().toList());
    }

    /**
     * @param name the name in the heading's brackets, as in {@code Unreleased} or {@code 0.2.0}
     * @return the lines of that section, without its heading; empty if there is no such section
     */
    Optional<Section> section(String name) {
        for (int i = 0; i < lines.size(); i++) {
            Matcher heading = HEADING.matcher(lines.get(i));
            if (heading.matches() && heading.group(1).strip().equalsIgnoreCase(name)) {
                int end = i + 1;
                while (end < lines.size() && !lines.get(end).startsWith("## ")) {
                    end++;
                }
                return Optional.of(new Section(lines.subList(i + 1, end)));
            }
        }
        return Optional.empty();
    }

    /**
     * The lines of one or more sections, read together.
     *
     * @param lines the lines
     */
    record Section(List<String> lines) {

        /**
         * @param other another section
         * @return both sections' lines
         */
        Section plus(Section other) {
            List<String> both = new ArrayList<>(lines);
            both.addAll(other.lines);
            return new Section(both);
        }

        /**
         * Whether the section names a type: a span in backticks holds its simple name as a whole word, as in
         * {@code `Solver`}, {@code `Solver.split(int)`}, {@code `dev.nqueens.api.Solver`} or
         * {@code `SolveRequest.Builder`} for {@code Builder}.
         *
         * @param simpleName the type's simple name
         * @return true if some span in backticks names it
         */
        boolean names(String simpleName) {
            for (String line : lines) {
                Matcher code = CODE.matcher(line);
                while (code.find()) {
                    for (String word : NOT_A_NAME.split(code.group(1))) {
                        if (word.equals(simpleName)) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        /**
         * @param constant a constant's name, as in {@code API_VERSION}
         * @param value its new value, as in {@code 3}
         * @return true if one line names both, the value as a number of its own
         */
        boolean saysConstantIs(String constant, String value) {
            Pattern number = Pattern.compile("(?<![\\w.])" + Pattern.quote(value) + "(?![\\w]|\\.\\d)");
            for (String line : lines) {
                if (line.contains(constant) && number.matcher(line).find()) {
                    return true;
                }
            }
            return false;
        }
    }
}

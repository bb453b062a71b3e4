package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderProblem;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the check of one plugin jar found: either the jar failed as a whole (it hung, ended the JVM, ran out
 * of memory, had a services file too large), or it passed, with what became of each provider it lists: the
 * providers that were made and answered, with their ids and capabilities, and those the API's registry
 * skipped, with the reason. Only the providers that were made are made again in the shell.
 *
 * <p>A verdict travels as lines of tab-separated words from the JVM of the check to the shell ({@link #lines()},
 * {@link #parse}), and the seal of a verdict kept is made of those lines. No word holds a tab or a line break.
 * The cache of verdicts keeps it as JSON ({@link VerdictCacheLine}): its components, and each finding's with its
 * {@code outcome}, {@code loaded} or {@code skipped}, first.
 *
 * @param failure why the jar failed as a whole, or null if it passed
 * @param findings what became of each provider of a jar that passed; empty for a jar that failed
 */
public record JarVerdict(String failure, List<Finding> findings) {

    /** The longest reason a finding keeps, in characters: a plugin's exception message can be any length. */
    static final int MAX_REASON = 1000;

    private static final String PASSED = "passed";
    private static final String FAILED = "failed";
    private static final String LOADED = "loaded";
    private static final String SKIPPED = "skipped";

    /**
     * Copies the findings, and makes every text one line of words without tabs.
     *
     * @param failure why the jar failed as a whole, or null if it passed
     * @param findings what became of each provider of a jar that passed; empty for a jar that failed
     */
    public JarVerdict {
        failure = failure == null ? null : word(failure);
        findings = List.copyOf(findings);
        if (failure != null && !findings.isEmpty()) {
            throw new IllegalArgumentException("a jar that failed has no findings");
        }
    }

    /**
     * @param findings what became of each provider
     * @return the verdict on a jar that passed
     */
    public static JarVerdict passed(List<Finding> findings) {
        return new JarVerdict(null, findings);
    }

    /**
     * @param failure why the jar failed, as in {@code "its providers did not answer within 5 s"}
     * @return the verdict on a jar that failed
     */
    public static JarVerdict failed(String failure) {
        return new JarVerdict(Objects.requireNonNull(failure, "failure"), List.of());
    }

    /** @return true if the jar passed: its providers that were made may be made in the shell */
    public boolean passed() {
        return failure == null;
    }

    /** @return the verdict as lines: {@code passed} and a line per finding, or {@code failed} and the reason */
    public List<String> lines() {
        if (!passed()) {
            return List.of(FAILED + "\t" + failure);
        }
        List<String> lines = new ArrayList<>();
        lines.add(PASSED);
        for (Finding finding : findings) {
            lines.add(finding.line());
        }
        return lines;
    }

    /**
     * @param lines the lines of {@link #lines()}
     * @return the verdict they hold
     * @throws IllegalArgumentException if they are not such lines
     */
    public static JarVerdict parse(List<String> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no verdict");
        }
        String[] first = lines.get(0).split("\t", -1);
        if (first[0].equals(FAILED) && first.length == 2 && lines.size() == 1) {
            return failed(first[1]);
        }
        if (!first[0].equals(PASSED) || first.length != 1) {
            throw new IllegalArgumentException("not a verdict: " + lines.get(0));
        }
        List<Finding> findings = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            findings.add(Finding.parse(line));
        }
        return passed(findings);
    }

    /** @return the text as one line, without tabs, at most {@value #MAX_REASON} characters */
    private static String word(String text) {
        String line = text.strip().replaceAll("\\s*\\R\\s*", " ").replaceAll("\\p{Cntrl}", " ");
        return line.length() <= MAX_REASON ? line : line.substring(0, MAX_REASON - 3) + "...";
    }

    private static Kind kindLabelled(String label) {
        for (Kind kind : List.of(Kind.SOLVER, Kind.FORMAT)) {
            if (kind.label().equals(label)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("not a kind of provider: " + label);
    }

    /** What became of one provider that a jar lists. */
    public sealed interface Finding permits Admitted, Skipped {

        /** @return whether it is a solver or a format */
        Kind kind();

        /** @return the finding as one line */
        String line();

        private static Finding parse(String line) {
            String[] words = line.split("\t", -1);
            if (words.length == 5 && words[1].equals(LOADED)) {
                List<String> capabilities = words[4].isEmpty() ? List.of() : List.of(words[4].split(","));
                return new Admitted(kindLabelled(words[0]), words[2], words[3], capabilities);
            }
            if (words.length == 4 && words[1].equals(SKIPPED)) {
                return new Skipped(kindLabelled(words[0]), words[2].isEmpty() ? null : words[2], words[3]);
            }
            throw new IllegalArgumentException("not a finding: " + line);
        }
    }

    /**
     * A provider that was made and answered, and the API's registry admitted.
     *
     * @param kind whether it is a solver or a format
     * @param className its class, as the services file names it
     * @param id its id
     * @param capabilities the names of its capabilities, sorted; none for a format
     */
    public record Admitted(Kind kind, String className, String id, List<String> capabilities) implements Finding {

        /**
         * Copies the capabilities.
         *
         * @param kind whether it is a solver or a format
         * @param className its class, as the services file names it
         * @param id its id
         * @param capabilities the names of its capabilities, sorted; none for a format
         */
        public Admitted {
            capabilities = List.copyOf(capabilities);
        }

        /**
         * @param kind whether it is a solver or a format
         * @param provider a provider that the registry admitted
         * @return what it says of itself; plugin code, which may throw
         */
        static Admitted of(Kind kind, Provider provider) {
            List<String> capabilities = provider instanceof Solver solver
                    ? solver.capabilities().stream().map(Enum::name).sorted().toList()
                    : List.of();
            return new Admitted(kind, provider.getClass().getName(), provider.id(), capabilities);
        }

        @Override
        public String line() {
            return String.join("\t", kind.label(), LOADED, className, id, String.join(",", capabilities));
        }
    }

    /**
     * A provider that the API's registry skipped, or that is not what was checked.
     *
     * @param kind whether it is a solver or a format
     * @param id its id, or null when it failed before it could tell it
     * @param reason why, in a few words
     */
    public record Skipped(Kind kind, String id, String reason) implements Finding {

        /**
         * Makes the reason one line.
         *
         * @param kind whether it is a solver or a format
         * @param id its id, or null when it failed before it could tell it
         * @param reason why, in a few words
         */
        public Skipped {
            reason = word(reason);
        }

        /**
         * @param kind whether it is a solver or a format
         * @param problem why the registry skipped it
         * @return the finding, in the shell's words where it knows better than the registry
         */
        static Skipped of(Kind kind, ProviderProblem problem) {
            String reason = problem.missingClass()
                    .map(missing -> "it needs the class " + missing
                            + ", which is in no plugin jar and not in the shell")
                    .orElse(problem.reason());
            return new Skipped(kind, problem.id().orElse(null), reason);
        }

        @Override
        public String line() {
            return String.join("\t", kind.label(), SKIPPED, id == null ? "" : id, reason);
        }
    }
}

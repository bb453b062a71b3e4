package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.LoadedPlugins;
import dev.nqueens.shell.text.TerminalText;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What loading the plugin folders found: the providers that loaded, and one entry per provider, per jar
 * that provides nothing or failed its check, and per problem, in the order found, with when each jar that
 * was checked got its verdict. The problems are the warnings the shell prints when it starts; the
 * {@code plugins} command shows every entry.
 *
 * @param folders the folders searched, in order
 * @param entries what was found in them
 * @param checked when the verdict on each jar that was checked was made (see {@link Quarantine})
 * @param solvers the solvers that loaded, with ids that no built-in solver and no other plugin has
 * @param renderers the formats that loaded, likewise
 */
public record PluginReport(List<PluginFolder> folders, List<Entry> entries, Map<Path, Instant> checked,
        List<Solver> solvers, List<Renderer> renderers) implements LoadedPlugins {

    /** How a warning line starts. */
    private static final String WARNING_PREFIX = "nqueens: ";

    /** The most warning lines about one jar. */
    public static final int WARNINGS_PER_JAR = 5;

    /** The report of a session that loaded no plugins. */
    public static final PluginReport NONE = new PluginReport(List.of(), List.of(), Map.of(), List.of(), List.of());

    /**
     * Copies the lists, so that the report stays as it was made.
     *
     * @param folders the folders searched, in order
     * @param entries what was found in them
     * @param checked when the verdict on each jar that was checked was made (see {@link Quarantine})
     * @param solvers the solvers that loaded, with ids that no built-in solver and no other plugin has
     * @param renderers the formats that loaded, likewise
     */
    public PluginReport {
        folders = List.copyOf(folders);
        entries = List.copyOf(entries);
        checked = Map.copyOf(checked);
        solvers = List.copyOf(solvers);
        renderers = List.copyOf(renderers);
    }

    /**
     * @param loaded what a session's plugin source read
     * @return it, if it is a report of this package's loader (as it is in every session the program makes),
     *     else {@link #NONE}: a session that reads no plugins has nothing to report
     */
    public static PluginReport of(LoadedPlugins loaded) {
        return loaded instanceof PluginReport report ? report : NONE;
    }

    @Override
    public Optional<String> skipped(String kind, String id) {
        return entries.stream()
                .filter(entry -> entry.problem() && (entry.kind() == Kind.SOLVER || entry.kind() == Kind.FORMAT)
                        && entry.kind().label().equals(kind) && id.equals(entry.id()))
                .findFirst()
                .map(entry -> entry.warning().substring(WARNING_PREFIX.length()));
    }

    /** @return true if the report is of at least one folder */
    @Override
    public boolean foldersRead() {
        return !folders.isEmpty();
    }

    /**
     * @return one line per problem, for standard error, as in {@code nqueens: plugin /p/x.jar: ...}; at most
     *     {@value #WARNINGS_PER_JAR} lines per jar, the last of them saying how many more problems the
     *     {@code plugins} command lists, so that a jar with thousands of broken providers costs a few lines
     */
    @Override
    public List<String> warnings() {
        Map<Path, List<Entry>> problems = new LinkedHashMap<>();
        entries.stream().filter(Entry::problem)
                .forEach(entry -> problems.computeIfAbsent(entry.path(), path -> new ArrayList<>()).add(entry));
        List<String> warnings = new ArrayList<>();
        for (List<Entry> some : problems.values()) {
            if (some.size() <= WARNINGS_PER_JAR) {
                some.forEach(entry -> warnings.add(entry.warning()));
                continue;
            }
            some.subList(0, WARNINGS_PER_JAR - 1).forEach(entry -> warnings.add(entry.warning()));
            int more = some.size() - WARNINGS_PER_JAR + 1;
            warnings.add(TerminalText.safe("nqueens: plugin " + some.get(0).path() + ": and " + more + " more"
                    + " problems; nqueens plugins lists them all"));
        }
        return warnings;
    }

    /**
     * @param provider a solver or format of the session
     * @return the jar it came from, if it is one of these plugins' providers
     */
    @Override
    public Optional<Path> jarOf(Provider provider) {
        Kind kind = provider instanceof Solver ? Kind.SOLVER : Kind.FORMAT;
        if (!solvers.contains(provider) && !renderers.contains(provider)) {
            return Optional.empty();
        }
        return entries.stream()
                .filter(entry -> entry.kind() == kind && !entry.problem() && provider.id().equals(entry.id()))
                .map(Entry::path)
                .findFirst();
    }

    /** @return true if the folders held no jar at all */
    public boolean noJars() {
        return entries.stream().allMatch(entry -> entry.kind() == Kind.FOLDER || entry.kind() == Kind.CACHE);
    }

    /** What an entry is about. */
    public enum Kind {
        /** A plugin folder that could not be read. */
        FOLDER("folder"),
        /** The file of the verdicts on plugin jars, when it could not be written. */
        CACHE("cache"),
        /** A jar as a whole: one that is not a jar, that provides nothing, or that failed its check. */
        JAR("jar"),
        /** A solver a jar provides, or fails to. */
        SOLVER("solver"),
        /** An output format a jar provides, or fails to. */
        FORMAT("format");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** @return the kind as the {@code plugins} table and the warnings name it */
        public String label() {
            return label;
        }

        /**
         * @param kind a kind of provider
         * @return the kind of its entries
         */
        static Kind of(ProviderKind<?> kind) {
            return kind == ProviderKind.SOLVER ? SOLVER : FORMAT;
        }
    }

    /**
     * One thing found in the plugin folders.
     *
     * @param path the jar, the folder for a folder's problem, or the file of the verdicts
     * @param kind what the entry is about
     * @param id the provider's id, or null when there is none (a folder, a jar, a provider that failed
     *     before it could tell its id)
     * @param status {@code loaded}, or what is the matter, in a few words; made one line, since it may
     *     quote a plugin's exception message
     * @param problem true if the entry is worth a warning
     */
    public record Entry(Path path, Kind kind, String id, String status, boolean problem) {

        /**
         * Joins the lines of the status.
         *
         * @param path the jar, the folder for a folder's problem, or the file of the verdicts
         * @param kind what the entry is about
         * @param id the provider's id, or null when there is none (a folder, a jar, a provider that failed
         *     before it could tell its id)
         * @param status {@code loaded}, or what is the matter, in a few words; made one line, since it may
         *     quote a plugin's exception message
         * @param problem true if the entry is worth a warning
         */
        public Entry {
            // the text may come from a plugin: one line, and no control character reaches the terminal raw
            status = TerminalText.safe(status.strip().replaceAll("\\s*\\R\\s*", " "));
            id = id == null ? null : TerminalText.safe(id);
        }

        /** @return the entry as one line for standard error */
        String warning() {
            String what = switch (kind) {
                case FOLDER -> "plugin folder " + path + ": ";
                case CACHE -> "plugin verdicts " + path + ": ";
                case JAR -> "plugin " + path + ": ";
                case SOLVER, FORMAT -> "plugin " + path + ": " + kind.label() + (id == null ? "" : " " + id) + " ";
            };
            return TerminalText.safe(WARNING_PREFIX + what + status);
        }
    }
}

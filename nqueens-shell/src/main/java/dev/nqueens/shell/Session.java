package dev.nqueens.shell;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Renderers;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Solvers;
import dev.nqueens.api.UnknownIdException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What lasts between the commands of one session: the installed solvers and formats (built in, and from
 * plugin jars once {@link #loadPlugins} has read them), the current choice of each, whether errors show
 * their stack traces, and the {@link Interrupts} through which Ctrl-C reaches the running command. A
 * one-shot command line is a session of one command.
 *
 * <p>The selection policy lives here, not in the providers: a command's {@code --solver} wins, then the
 * session's choice ({@code use}), then {@value #PREFERRED_SOLVER} when it is installed, then the first
 * solver by id; formats likewise, with {@value #PREFERRED_FORMAT}.
 *
 * <p>Used by one thread at a time, except {@link #interrupts()}, which is thread-safe.
 */
final class Session {

    /** The solver chosen when the user names none, if it is installed. */
    static final String PREFERRED_SOLVER = "bitmask";
    /** The format chosen when the user names none, if it is installed. */
    static final String PREFERRED_FORMAT = "ascii";

    private final List<PluginFolder> standardPluginFolders;
    private Solvers solvers;
    private Renderers renderers;
    private PluginReport plugins = PluginReport.NONE;
    private final Interrupts interrupts = new Interrupts();
    private String solverId;
    private String formatId;
    private boolean debug;
    private boolean exitRequested;

    /**
     * A session that reads plugin jars only from folders given to {@link #loadPlugins}.
     *
     * @param solvers the solvers to choose from, at least one
     * @param renderers the formats to choose from, at least one
     * @throws IllegalArgumentException if there is no solver or no format
     */
    Session(Solvers solvers, Renderers renderers) {
        this(solvers, renderers, List.of());
    }

    /**
     * @param solvers the built-in solvers to choose from, at least one
     * @param renderers the built-in formats to choose from, at least one
     * @param standardPluginFolders the folders whose plugin jars {@link #loadPlugins} reads besides those
     *     it is given; see {@link PluginFolder#standard}
     * @throws IllegalArgumentException if there is no solver or no format
     */
    Session(Solvers solvers, Renderers renderers, List<PluginFolder> standardPluginFolders) {
        if (solvers.ids().isEmpty()) {
            throw new IllegalArgumentException("no solver is installed: put nqueens-solvers, or a jar that"
                    + " provides dev.nqueens.api.Solver, on the class path or module path");
        }
        if (renderers.ids().isEmpty()) {
            throw new IllegalArgumentException("no output format is installed: put nqueens-render, or a jar"
                    + " that provides dev.nqueens.api.Renderer, on the class path or module path");
        }
        this.solvers = solvers;
        this.renderers = renderers;
        this.standardPluginFolders = List.copyOf(standardPluginFolders);
        this.solverId = preferred(solvers.ids(), PREFERRED_SOLVER);
        this.formatId = preferred(renderers.ids(), PREFERRED_FORMAT);
    }

    private static String preferred(List<String> ids, String preferred) {
        return ids.contains(preferred) ? preferred : ids.get(0);
    }

    /** @return every installed solver */
    Solvers solvers() {
        return solvers;
    }

    /** @return every installed format */
    Renderers renderers() {
        return renderers;
    }

    /**
     * Reads the plugin jars of the folders given with {@code --plugins} and of the standard folders, and
     * adds the providers that load to the session's. The command line of the program arguments calls it
     * before its command runs, so that the plugins serve that command and the session it may start.
     *
     * @param given the folders of {@code --plugins}, in order; they take precedence over the standard ones
     * @return what was found, whose warnings are for standard error; {@link PluginReport#NONE} if there
     *     is no folder to read
     * @throws IllegalStateException if the session has read plugin folders already
     */
    PluginReport loadPlugins(List<Path> given) {
        List<PluginFolder> folders = new ArrayList<>(PluginFolder.given(given));
        folders.addAll(standardPluginFolders);
        if (folders.isEmpty()) {
            return PluginReport.NONE;
        }
        if (plugins != PluginReport.NONE) {
            throw new IllegalStateException("the session has read its plugin folders already");
        }
        PluginReport report = PluginLoader.load(folders, solvers, renderers);
        List<Solver> allSolvers = new ArrayList<>(solvers.all());
        allSolvers.addAll(report.solvers());
        List<Renderer> allRenderers = new ArrayList<>(renderers.all());
        allRenderers.addAll(report.renderers());
        solvers = Solvers.of(allSolvers);
        renderers = Renderers.of(allRenderers);
        plugins = report;
        return report;
    }

    /** @return what {@link #loadPlugins} found, or {@link PluginReport#NONE} before it ran */
    PluginReport plugins() {
        return plugins;
    }

    /** @return where Ctrl-C and the end of the process reach the running command */
    Interrupts interrupts() {
        return interrupts;
    }

    /** @return the id of the session's solver */
    String solverId() {
        return solverId;
    }

    /** @return the id of the session's format */
    String formatId() {
        return formatId;
    }

    /**
     * @param override the solver a command asked for with {@code --solver}, or null for the session's
     * @return the solver to use
     * @throws UsageException if no solver has that id
     */
    Solver solver(String override) {
        return lookup(solvers::byId, override == null ? solverId : override);
    }

    /**
     * @param override the format a command asked for with {@code --format}, or null for the session's
     * @return the format to use
     * @throws UsageException if no format has that id
     */
    Renderer renderer(String override) {
        return lookup(renderers::byId, override == null ? formatId : override);
    }

    private static <T> T lookup(Function<String, T> byId, String id) {
        try {
            return byId.apply(id);
        } catch (UnknownIdException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }

    /**
     * Makes a solver the session's choice for the commands that follow.
     *
     * @param id the solver's id
     * @throws UsageException if no solver has that id
     */
    void chooseSolver(String id) {
        solverId = solver(id).id();
    }

    /**
     * Makes a format the session's choice for the commands that follow.
     *
     * @param id the format's id
     * @throws UsageException if no format has that id
     */
    void chooseFormat(String id) {
        formatId = renderer(id).id();
    }

    /**
     * Makes global options given without a command the session's settings, all or none of them.
     *
     * @param solverId a solver id, or null to keep the current one
     * @param formatId a format id, or null to keep the current one
     * @param debug true to show stack traces from now on
     * @throws UsageException if an id is unknown; then nothing changes
     */
    void adopt(String solverId, String formatId, boolean debug) {
        String solver = solver(solverId).id();
        String format = renderer(formatId).id();
        this.solverId = solver;
        this.formatId = format;
        this.debug |= debug;
    }

    /** @return true if errors show their stack traces */
    boolean debug() {
        return debug;
    }

    /** Asks the session to end after the current command. */
    void requestExit() {
        exitRequested = true;
    }

    /** @return true once {@code exit} has been run */
    boolean exitRequested() {
        return exitRequested;
    }
}

package dev.nqueens.shell.session;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.api.UnknownIdException;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.time.Scheduler;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What lasts between the commands of one session: the installed solvers and formats (built in, and from
 * plugin jars once {@link #loadPlugins} has read them), the current choice of each, whether errors show
 * their stack traces, and the {@link Interrupts} through which Ctrl-C reaches the running command. A
 * one-shot command line is a session of one command.
 *
 * <p>The selection policy lives here, not in the providers, and every command that runs a solver asks it in one
 * call, {@link #solverFor}: a command's {@code --solver} wins, then the session's choice ({@code use}, or
 * {@code --solver} given without a command). Without either, the API
 * chooses ({@link SolverChoice#choose}) with the session's defaults before
 * its order: a plugin's solver is the default only where no built-in serves, so that a jar dropped in a
 * folder never changes what a command did before, and {@code solve} takes {@value #PREFERRED_SOLVER} where
 * it serves. So {@code count} takes the fastest solver that can ({@code bitslice} up to its limit of 28,
 * {@code bitmask} up to 32, {@code iterative} beyond, and {@code bitmask} with pre-placed queens, which the
 * band counters do not take), {@code solve} beyond {@value #PREFERRED_SOLVER}'s limit the fastest
 * solver that lists all solutions, and {@code trace} the same of the solvers that report their search. The
 * session's solver as the prompt and {@code solvers} show it ({@link #solverId()}) is the choice, or
 * {@value #PREFERRED_SOLVER} without one. Formats: {@code --format}, then the session's choice, then
 * {@value #PREFERRED_FORMAT} when it is installed, then the first format by id.
 *
 * <p>Used by one thread at a time, except {@link #interrupts()}, which is thread-safe.
 */
public final class Session {

    /** The solver of {@code solve} when the user names none, if it is installed and takes the request. */
    static final String PREFERRED_SOLVER = "bitmask";
    /** The format chosen when the user names none, if it is installed. */
    static final String PREFERRED_FORMAT = "ascii";

    private final PluginSource pluginSource;
    private Registry<Solver> solvers;
    private Registry<Renderer> renderers;
    private LoadedPlugins plugins = LoadedPlugins.NONE;
    private final Interrupts interrupts = new Interrupts();
    private final HostProcess hostProcess;
    private String solverId;
    private boolean solverChosen;
    private String formatId;
    private boolean debug;
    private boolean exitRequested;

    private Session(Builder builder) {
        if (builder.solvers.ids().isEmpty()) {
            throw new IllegalArgumentException("no solver is installed: put nqueens-solvers, or a jar that"
                    + " provides dev.nqueens.api.Solver, on the class path or module path");
        }
        if (builder.renderers.ids().isEmpty()) {
            throw new IllegalArgumentException("no output format is installed: put nqueens-render, or a jar"
                    + " that provides dev.nqueens.api.Renderer, on the class path or module path");
        }
        this.solvers = builder.solvers;
        this.renderers = builder.renderers;
        this.pluginSource = builder.pluginSource;
        this.hostProcess = builder.hostProcess;
        this.solverId = preferred(solvers.ids(), PREFERRED_SOLVER);
        this.formatId = preferred(renderers.ids(), PREFERRED_FORMAT);
    }

    /**
     * Starts the making of a session, which by default reads no plugins ({@link PluginSource#NONE}) and owns
     * the process it runs in ({@link HostProcess#PROGRAM}).
     *
     * @param solvers the built-in solvers to choose from, at least one
     * @param renderers the built-in formats to choose from, at least one
     * @return a builder of a session over them
     */
    public static Builder builder(Registry<Solver> solvers, Registry<Renderer> renderers) {
        return new Builder(solvers, renderers);
    }

    private static String preferred(List<String> ids, String preferred) {
        return ids.contains(preferred) ? preferred : ids.get(0);
    }

    /** @return every installed solver */
    public Registry<Solver> solvers() {
        return solvers;
    }

    /** @return every installed format */
    public Registry<Renderer> renderers() {
        return renderers;
    }

    /**
     * Reads the plugin jars of the folders given with {@code --plugins} and of the plugin source's own folders,
     * and adds the providers that load to the session's: those of the jars that pass their check. The command
     * line of the program arguments calls it before its command runs, unless the command needs no plugin, so
     * that the plugins serve that command and the session it may start.
     *
     * @param given the folders of {@code --plugins}, in order; they take precedence over the standard ones
     * @param recheck true to check every jar again, ignoring the verdicts kept
     * @return what was found, whose warnings are for standard error; {@link LoadedPlugins#NONE} if there
     *     is no folder to read
     * @throws IllegalStateException if the session has read plugin folders already
     */
    public LoadedPlugins loadPlugins(List<Path> given, boolean recheck) {
        if (plugins.foldersRead()) {
            throw new IllegalStateException("the session has read its plugin folders already");
        }
        LoadedPlugins loaded = pluginSource.load(given, recheck, solvers, renderers);
        if (loaded.foldersRead()) {
            solvers = solvers.plus(loaded.solvers());
            renderers = renderers.plus(loaded.renderers());
            plugins = loaded;
        }
        return loaded;
    }

    /** @return what {@link #loadPlugins} found, or {@link LoadedPlugins#NONE} before it ran */
    public LoadedPlugins plugins() {
        return plugins;
    }

    /** @return where Ctrl-C and the end of the process reach the running command */
    public Interrupts interrupts() {
        return interrupts;
    }

    /** @return the clock that times the session's runs, and the timer of their delayed work */
    public Scheduler scheduler() {
        return hostProcess.scheduler();
    }

    /** @return what the session may use of the process it runs in */
    public HostProcess hostProcess() {
        return hostProcess;
    }

    /** @return the id of the session's solver: the one chosen, or {@value #PREFERRED_SOLVER} */
    public String solverId() {
        return solverId;
    }

    /** @return the id of the session's format */
    public String formatId() {
        return formatId;
    }

    /**
     * @param override the solver a command asked for with {@code --solver}, or null for the session's
     * @return the solver to use
     * @throws UsageException if no solver has that id
     */
    public Solver solver(String override) {
        return lookup(solvers::byId, "solver", override == null ? solverId : override);
    }

    /** @return the id of the solver that {@code use} or a global {@code --solver} chose, if one did */
    public Optional<String> chosenSolverId() {
        return solverChosen ? Optional.of(solverId) : Optional.empty();
    }

    /**
     * The solver for a command, the one call through which every command that runs a solver chooses it: the
     * one it names with {@code --solver}, or else the session's choice ({@code use}), or without either the
     * default for what the command asks (the API's choice, with the session's defaults) among the solvers with
     * every capability it needs beyond the task ({@code trace}: {@link Capability#SEARCH_EVENTS}).
     *
     * @param override the solver a command asked for with {@code --solver}, or null
     * @param task what the command asks of the solver
     * @param needs capabilities the command needs besides what the task says, for the default
     * @return the solver to use; one that the user named still needs its checks, as it may not serve
     * @throws UsageException if no solver has the id named, or none was named and no installed solver
     *     serves the task; the message says why
     */
    public Solver solverFor(String override, SolverChoice.Task task, Capability... needs) {
        if (override != null || solverChosen) {
            return solver(override);
        }
        return defaultSolver(task, needs);
    }

    /**
     * The API's choice of a solver for a task ({@link SolverChoice#choose}), with the session's defaults
     * before the API's order: built-in solvers before plugins', and for a list, {@value #PREFERRED_SOLVER}.
     *
     * @param task what the command asks of the solver
     * @param needs capabilities the command needs besides what the task says
     * @return the solver that serves the task best, of those with every capability needed
     * @throws UsageException if no installed solver serves the task; the message is the API's reason, with
     *     the solvers that list some solutions where all are asked for
     */
    private Solver defaultSolver(SolverChoice.Task task, Capability... needs) {
        // built-ins first: a jar dropped in a plugin folder must not change what a command did before
        Comparator<Solver> defaults = Comparator.comparing((Solver solver) -> plugins.solvers().contains(solver));
        if (!task.isCount()) {
            defaults = defaults.thenComparing(solver -> !solver.id().equals(PREFERRED_SOLVER));
        }
        if (needs.length == 0) {
            return SolverChoice.choose(solvers.all(), task.preferring(defaults))
                    .orElseThrow(reason -> new UsageException(reason + someSolutions(task)));
        }
        List<Solver> able = solvers.all().stream()
                .filter(solver -> solver.capabilities().containsAll(List.of(needs))).toList();
        String among = Arrays.stream(needs).map(need -> need.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .collect(Collectors.joining(" and "));
        return SolverChoice.choose(able, task.preferring(defaults))
                .orElseThrow(reason -> new UsageException("of the solvers with " + among + ", " + reason));
    }

    /** @return for a list of all solutions that no solver serves, the solvers that list some; else "" */
    private String someSolutions(SolverChoice.Task task) {
        if (task.isCount() || task.isUnique() || task.isSplit()) {
            return "";
        }
        String some = solvers.all().stream()
                .filter(solver -> solver.capabilities().contains(Capability.SOME_SOLUTIONS)
                        && (!task.hasPresetQueens() || solver.capabilities().contains(Capability.PRESET_QUEENS))
                        && solver.maxBoardSize() >= task.boardSize())
                .map(Solver::id)
                .collect(Collectors.joining(", "));
        return some.isEmpty() ? "" : "; for some solutions, choose one of " + some + " with --solver";
    }

    /**
     * @param override the format a command asked for with {@code --format}, or null for the session's
     * @return the format to use
     * @throws UsageException if no format has that id
     */
    public Renderer renderer(String override) {
        return lookup(renderers::byId, "format", override == null ? formatId : override);
    }

    private <T> T lookup(Function<String, T> byId, String kind, String id) {
        try {
            return byId.apply(id);
        } catch (UnknownIdException e) {
            // a plugin's provider of that id that was skipped: why, rather than a list of the others
            String message = plugins().skipped(kind, id).map(why -> kind + " '" + id + "' did not load: " + why)
                    .orElse(e.getMessage());
            throw new UsageException(message, e);
        }
    }

    /**
     * Makes a solver the session's choice for the commands that follow.
     *
     * @param id the solver's id
     * @throws UsageException if no solver has that id
     */
    public void chooseSolver(String id) {
        solverId = solver(id).id();
        solverChosen = true;
    }

    /**
     * Makes a format the session's choice for the commands that follow.
     *
     * @param id the format's id
     * @throws UsageException if no format has that id
     */
    public void chooseFormat(String id) {
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
    public void applyGlobalOptions(String solverId, String formatId, boolean debug) {
        String solver = solver(solverId).id();
        String format = renderer(formatId).id();
        this.solverId = solver;
        this.solverChosen |= solverId != null;
        this.formatId = format;
        this.debug |= debug;
    }

    /** @return true if errors show their stack traces */
    public boolean debug() {
        return debug;
    }

    /** Asks the session to end after the current command. */
    public void requestExit() {
        exitRequested = true;
    }

    /** @return true once {@code exit} has been run */
    public boolean exitRequested() {
        return exitRequested;
    }

    /** Makes a {@link Session}; see {@link Session#builder}. */
    public static final class Builder {

        private final Registry<Solver> solvers;
        private final Registry<Renderer> renderers;
        private PluginSource pluginSource = PluginSource.NONE;
        private HostProcess hostProcess = HostProcess.PROGRAM;

        private Builder(Registry<Solver> solvers, Registry<Renderer> renderers) {
            this.solvers = solvers;
            this.renderers = renderers;
        }

        /**
         * @param pluginSource where {@link #loadPlugins} reads plugins: the folders it is given, and the
         *     source's own (the standard folders), each jar checked before it loads
         * @return this builder
         */
        public Builder pluginSource(PluginSource pluginSource) {
            this.pluginSource = pluginSource;
            return this;
        }

        /**
         * @param hostProcess what the session may use of the process it runs in
         * @return this builder
         */
        public Builder hostProcess(HostProcess hostProcess) {
            this.hostProcess = hostProcess;
            return this;
        }

        /**
         * @return the session
         * @throws IllegalArgumentException if there is no solver or no format
         */
        public Session build() {
            return new Session(this);
        }
    }
}

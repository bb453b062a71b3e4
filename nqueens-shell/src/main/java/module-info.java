/**
 * The nqueens command line: an interactive shell (JLine) whose commands (picocli) also run one at a time
 * from the command line and line by line from a script on standard input.
 *
 * <p>The shell sees solvers and output formats only through the API's lookup
 * ({@link dev.nqueens.api.Registry#installed}): the built-in
 * solvers are a runtime dependency, and the formats module exports only its reading API, which
 * {@code verify} uses, so this module cannot name a provider. Plugin jars are read with a
 * {@link java.util.ServiceLoader} of this module's own, over a class loader of the jars, once each new or
 * changed jar has passed a check in a JVM of its own (started from the same class path). It exports
 * nothing; its entry points are {@code dev.nqueens.shell.Main}, the program, and the tool {@code nqueens}
 * that {@code java.util.spi.ToolProvider.findFirst("nqueens")} finds. Its packages divide the work by job
 * (see {@code dev.nqueens.shell}): plugin loading, the session core, the streams commands write to, the
 * commands, and the console.
 *
 * @provides java.util.spi.ToolProvider the nqueens commands, run inside another program
 * @uses dev.nqueens.api.Solver
 * @uses dev.nqueens.api.Renderer
 */
module dev.nqueens.shell {
    requires dev.nqueens.api;
    requires dev.nqueens.formats;
    requires info.picocli;
    requires dev.nqueens.engine;
    requires dev.nqueens.cluster;
    requires org.jline.reader;
    requires org.jline.terminal;
    // JLine reaches sun.misc.Signal reflectively to catch Ctrl-C; on the module path that module must be read
    requires jdk.unsupported;

    // the plugin loader calls ServiceLoader itself, to step past a broken provider without losing the rest
    uses dev.nqueens.api.Solver;
    uses dev.nqueens.api.Renderer;

    // also listed in META-INF/services, for the class path
    provides java.util.spi.ToolProvider with dev.nqueens.shell.NqueensTool;

    // picocli reads the command classes' annotations and sets their fields reflectively; they are all here
    opens dev.nqueens.shell.command to info.picocli;
}

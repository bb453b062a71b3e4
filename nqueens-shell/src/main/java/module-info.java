/**
 * The nqueens command line: an interactive shell (JLine) whose commands (picocli) also run one at a time
 * from the command line and line by line from a script on standard input.
 *
 * <p>The shell sees solvers and output formats only through the API's lookup
 * ({@link dev.nqueens.api.Registry#installed}): the built-in
 * solvers are a runtime dependency, and the render module exports only its reading API, which
 * {@code verify} uses, so this module cannot name a provider. Plugin jars are read with a
 * {@link java.util.ServiceLoader} of this module's own, over a class loader of the jars, once each new or
 * changed jar has passed a check in a JVM of its own (started from the same class path). It exports
 * nothing; its entry points are {@code dev.nqueens.shell.Main}, the program, and the tool {@code nqueens}
 * that {@code java.util.spi.ToolProvider.findFirst("nqueens")} finds. Its packages divide the work by job
 * (see {@code dev.nqueens.shell}): plugin loading, the session core, the streams commands write to, the
 * commands, and the console.
 *
 * <p><b>Optional modules.</b> The cluster module {@code dev.nqueens.cluster} (the jar {@code nqueens-cluster},
 * which brings Hazelcast, 21 MB) is {@code requires static}: only {@code member} and {@code count --cluster}
 * use it, through one class that checks it is there first ({@code ClusterGate}), so every other command, the
 * shell and the tool run with both jars left out, and load no class of them even when they are there. Without
 * them, {@code member} and {@code count --cluster} say so in one line and exit with status 2. On the class
 * path their jars are used when present. On the module path a static dependence is resolved only when
 * something else asks for it: a launch with {@code -m dev.nqueens.shell/dev.nqueens.shell.Main} (or a
 * program that finds the tool) leaves the cluster out unless it adds {@code --add-modules dev.nqueens.cluster},
 * and the message says so when the jars are on the module path. The launch is the place to say it: reaching
 * the cluster through a service that the shell uses would resolve it whenever its jar is present, but then a
 * missing Hazelcast would stop every launch again, which is what this design removes.
 *
 * <p>JLine stays a plain {@code requires}: scripts split their lines with its parser and the program asks
 * it whether its streams are terminals, and a static JLine would be left out of every {@code -m} launch that
 * does not add it, silently turning the interactive shell into a script; its four jars are 0.9 MB.
 *
 * @provides java.util.spi.ToolProvider the nqueens commands, run inside another program
 * @uses dev.nqueens.api.Solver
 * @uses dev.nqueens.api.Renderer
 */
module dev.nqueens.shell {
    requires dev.nqueens.api;
    requires dev.nqueens.render;
    requires info.picocli;
    requires dev.nqueens.engine;
    // the JSON that is objects, as records: trace's JSON Lines, status -f json (the plugin verdicts' file, read at
    // every start with plugins, is streamed with jackson-core: databind's mapper costs a start 0.14 s)
    requires tools.jackson.databind;
    requires tools.jackson.core;
    // only member, status and count --cluster, through ClusterGate; an installation may leave it (and Hazelcast) out
    requires static dev.nqueens.cluster;
    requires org.jline.reader;
    requires org.jline.terminal;
    // JLine reaches sun.misc.Signal reflectively to catch Ctrl-C; on the module path that module must be read
    requires jdk.unsupported;
    // count --estimate reads how long the JVM took to start
    requires java.management;

    // the plugin loader calls ServiceLoader itself, to step past a broken provider without losing the rest
    uses dev.nqueens.api.Solver;
    uses dev.nqueens.api.Renderer;

    // also listed in META-INF/services, for the class path
    provides java.util.spi.ToolProvider with dev.nqueens.shell.NqueensTool;

    // databind reads the records it writes as JSON, all internal: trace's lines, status -f json's
    opens dev.nqueens.shell.command.trace to tools.jackson.databind;
    opens dev.nqueens.shell.command.cluster to tools.jackson.databind;

    // no package is opened to picocli: CommandSpecs builds every command's model in code, with lambdas that set
    // the fields, so picocli never reflects over a class of this module
}

package dev.nqueens.shell.command.cluster;

import dev.nqueens.engine.EngineException;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.run.RunFailureException;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code status --cluster HOST:PORT,...}: what a cluster is doing, from any machine that reaches it: its
 * members, with their threads, versions and heaps, and each count running on it, with its n, solver, the
 * subproblems done of all, what each member has counted and at what rate, and the time left; as tables, or
 * with {@code -f json} as one JSON object. It connects as a client, reads, and leaves; it counts nothing.
 *
 * <p>It needs the cluster module, through {@link ClusterGate}, as {@code member} does.
 */
public final class StatusCommand implements Callable<Integer> {

    /** How often a count's client publishes it, in seconds: {@code ClusterStatus}'s, which help must not load. */
    static final int PUBLISHED_EVERY_SECONDS = 2;
    /** How long a count stays once its client has gone, in seconds: {@code ClusterStatus}'s too. */
    static final int KEPT_SECONDS = 30;
    /** The format of {@code -f} that gives JSON; without {@code -f}, tables. */
    static final String JSON = "json";

    private final NqueensCommand root;

    String cluster;
    private final ClientOptions client = new ClientOptions();

    private StatusCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code status} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        StatusCommand command = new StatusCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "status",
                "Show what a cluster is doing: its members (threads, version, heap) and each count running on it "
                        + "(n, solver, subproblems done of all, each member's share and rate, the time left). With "
                        + "-f json, one JSON object. It counts nothing.",
                "",
                "A count's client publishes it every " + PUBLISHED_EVERY_SECONDS + " s; a count whose client "
                        + "has gone drops out within " + KEPT_SECONDS + " s. "
                        + "With the cluster's secret (NQUEENS_CLUSTER_SECRET or NQUEENS_CLUSTER_SECRET_FILE), "
                        + "only the counts its clients signed are shown.");
        spec.addOption(CommandSpecs.option("--cluster")
                .paramLabel("HOST:PORT,...")
                .type(String.class)
                .required(true)
                .description("Members of the cluster to ask (see member); one that answers is enough.")
                .setter(CommandSpecs.<String>setter(value -> command.cluster = value))
                .build());
        command.client.addTo(spec);
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        String format = root.formatId();
        if (format != null && !format.equals(JSON)) {
            throw new UsageException("status: -f takes " + JSON + " (or nothing, for tables), not " + format);
        }
        ClusterCalls.Client connection = ClusterGate.open(null).client(cluster, client);
        CommandContext context = root.context();
        ClusterStatusView view;
        try {
            view = connection.readStatus();
        } catch (EngineException e) {
            throw new RunFailureException(e.getMessage(), e);
        }
        if (format == null) {
            view.writeText(context.streams().out(), context.streams().columns());
        } else {
            view.writeJson(context.streams().out());
        }
        return ExitStatus.OK;
    }
}

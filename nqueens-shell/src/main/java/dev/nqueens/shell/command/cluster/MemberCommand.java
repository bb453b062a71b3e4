package dev.nqueens.shell.command.cluster;

import dev.nqueens.api.Cancellation;
import dev.nqueens.engine.EngineException;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.model.WholeNumberConverter;
import dev.nqueens.shell.command.relaunch.VectorRelaunch;
import dev.nqueens.shell.command.run.RunFailureException;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.status.ExitStatus;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code member}: runs a member of an nqueens cluster in the foreground until Ctrl-C, counting the
 * subproblems that {@code count --cluster} sends. News of the cluster goes to standard error; on Ctrl-C the
 * member leaves the cluster cleanly, handing its share of the work to the others, and the command ends with
 * {@link ExitStatus#INTERRUPTED}, as every command that Ctrl-C ends does. In the interactive shell, Ctrl-C
 * leaves the cluster and returns to the prompt.
 *
 * <p>Leaving cleanly can take longer than the {@link Interrupts#STOP_GRACE} that the end of the process
 * gives a command, so the member ends its run in {@link Interrupts} as soon as it stops serving, and holds
 * the process open for the leave with a shutdown hook of its own, for at most {@link #LEAVE_WAIT}, where the
 * session owns the process ({@link dev.nqueens.shell.session.HostProcess}).
 *
 * <p>It needs the cluster module, and reaches it through {@link ClusterGate}: without the module, the command
 * says so in one line and nothing runs ({@link ExitStatus#USAGE}); its help needs nothing of it.
 */
public final class MemberCommand implements Callable<Integer> {

    /** How long the process may take, once told to end, for the member to leave the cluster cleanly. */
    static final Duration LEAVE_WAIT = Duration.ofSeconds(30);

    private final NqueensCommand root;

    Long port;
    String members;
    String clusterName;
    String interfaceAddress;
    Long threads;

    private MemberCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code member} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        MemberCommand command = new MemberCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "member",
                "Run a member of a cluster in the foreground, counting the subproblems that count --cluster "
                        + "sends; news of the cluster goes to standard error. Ctrl-C leaves the cluster cleanly, "
                        + "handing this member's work to the others (exit status 130).",
                "",
                "Safe defaults: it listens on 127.0.0.1 unless given --interface, joins only the members named "
                        + "(no multicast, no discovery), and takes a cluster name made from your login name. "
                        + "Hazelcast has no passwords: open the port only to the cluster's machines, and give every "
                        + "member and client the cluster's secret in NQUEENS_CLUSTER_SECRET (or a file of yours "
                        + "named by NQUEENS_CLUSTER_SECRET_FILE), without which a host can neither have tasks "
                        + "counted nor count for the cluster.");
        spec.addOption(CommandSpecs.option("--port")
                .paramLabel("P")
                .type(Long.class)
                .converters(new WholeNumberConverter.Port())
                .description("The TCP port to listen on; default: " + ClusterCalls.DEFAULT_PORT + ". A port in use "
                        + "is an error, never a silent move to the next.")
                .setter(CommandSpecs.<Long>setter(value -> command.port = value))
                .build());
        spec.addOption(CommandSpecs.option("--members")
                .paramLabel("HOST:PORT,...")
                .type(String.class)
                .description("Members of the cluster to join; without them, or if none answers, the member "
                        + "starts a cluster that others join.")
                .setter(CommandSpecs.<String>setter(value -> command.members = value))
                .build());
        spec.addOption(CommandSpecs.option("--cluster-name")
                .paramLabel("NAME")
                .type(String.class)
                .description("The cluster's name, the same for its members and for count --cluster-name; "
                        + "default: nqueens- and your login name.")
                .setter(CommandSpecs.<String>setter(value -> command.clusterName = value))
                .build());
        spec.addOption(CommandSpecs.option("--interface")
                .paramLabel("IP")
                .type(String.class)
                .description("The IPv4 address of this machine at which the other machines reach it; the member "
                        + "listens there only. Default: 127.0.0.1, this machine only.")
                .setter(CommandSpecs.<String>setter(value -> command.interfaceAddress = value))
                .build());
        spec.addOption(CommandSpecs.option("--threads")
                .paramLabel("K")
                .type(Long.class)
                .converters(new WholeNumberConverter.Threads())
                .description("How many subproblems the member counts at once, up to "
                        + ClusterCalls.MAX_MEMBER_THREADS + "; default: all cores. Fewer leave cores to other work "
                        + "on the machine.")
                .setter(CommandSpecs.<Long>setter(value -> command.threads = value))
                .build());
        return spec;
    }

    @Override
    public Integer call() {
        VectorRelaunch.watchParent();
        ClusterCalls.MemberPlan plan = ClusterGate.open(null).member(port, members, interfaceAddress, clusterName,
                threads);
        CommandContext context = root.context();
        Interrupts interrupts = context.session().interrupts();
        PrintWriter err = context.streams().err();
        Optional<List<String>> relaunch = relaunch(context);
        if (relaunch.isPresent()) {
            // the other JVM leaves the cluster cleanly when this one ends, and this one waits for it
            return VectorRelaunch.run(relaunch.get(), interrupts, context.session().hostProcess(),
                    LEAVE_WAIT.plusSeconds(5), err);
        }
        CountDownLatch left = new CountDownLatch(1);
        Thread leaveOnExit = new Thread(() -> awaitLeave(left), "nqueens-member-leave");
        context.session().hostProcess().atExit(leaveOnExit);
        // begun before the member starts, so that Ctrl-C while it joins ends it as soon as it has joined
        Cancellation cancellation = interrupts.begin("member");
        try {
            ClusterCalls.RunningMember member = plan.start(context.session().solvers(), err);
            try {
                member.serve(cancellation);
            } finally {
                // the run ends before the leave, which may outlast the grace the end of the process gives a run
                interrupts.end(cancellation);
                member.close();
            }
        } catch (EngineException e) {
            // the cluster's failures: a port in use, members that refuse this one, a member that stopped
            throw new RunFailureException(e.getMessage(), e);
        } finally {
            // again for a member that failed to start; ending a run twice is harmless
            interrupts.end(cancellation);
            left.countDown();
            context.session().hostProcess().cancelAtExit(leaveOnExit);
        }
        return ExitStatus.INTERRUPTED;
    }

    /**
     * @return the command line of a JVM with the Vector API to serve in, where that pays: a one-shot member
     *     of the program on a processor with 512-bit vectors, as {@link VectorRelaunch} says
     */
    private static Optional<List<String>> relaunch(CommandContext context) {
        if (context.invocation() != Invocation.ONE_SHOT || !context.session().hostProcess().ownsProcess()) {
            return Optional.empty();
        }
        return VectorRelaunch.memberCommand(VectorRelaunch.Facts.ofProcess());
    }

    private static void awaitLeave(CountDownLatch left) {
        try {
            left.await(LEAVE_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

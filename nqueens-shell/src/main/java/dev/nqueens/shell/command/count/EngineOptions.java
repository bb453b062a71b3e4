package dev.nqueens.shell.command.count;

import dev.nqueens.shell.command.cluster.ClientOptions;
import dev.nqueens.shell.command.cluster.ClusterCalls;
import dev.nqueens.shell.command.cluster.ClusterGate;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.status.UsageException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * The options of {@code count} that hand the count to a counting engine ({@code nqueens-engine}, or
 * {@code nqueens-cluster} for a cluster): {@code --cluster} to count on the members of a cluster,
 * {@code --checkpoint} to record each finished subproblem in a file and resume from it, {@code --recheck} to
 * count a sample of the subproblems again elsewhere and compare. {@code count} adds them to its model
 * ({@link #addTo}); {@link EngineCount} runs the count they ask for. Its options are plain text and numbers:
 * checking a cluster's addresses and name is the cluster module's job, reached through {@link ClusterGate} only
 * once {@code --cluster} is given.
 */
final class EngineOptions {

    /** The percentage of the subproblems that a count on a cluster rechecks unless told otherwise. */
    static final double CLUSTER_RECHECK = 1;

    String cluster;
    final ClientOptions client = new ClientOptions();
    Path checkpoint;
    Double recheck;


    /**
     * Adds these options to a command's model, bound to this object's fields.
     *
     * @param spec the model of the command that takes them
     */
    void addTo(CommandSpec spec) {
        spec.addOption(CommandSpecs.option("--cluster")
                .paramLabel("HOST:PORT,...")
                .type(String.class)
                .description("Count on the cluster whose members listen at these addresses (see member): the "
                        + "members count the subproblems, this process adds them up. Needs a solver that splits "
                        + "its work (halves, bitslice), the fastest of which is the default then.")
                .setter(CommandSpecs.<String>setter(value -> cluster = value))
                .build());
        client.addTo(spec);
        spec.addOption(CommandSpecs.option("--checkpoint")
                .paramLabel("FILE")
                .type(Path.class)
                .description("Record each finished subproblem in FILE (JSON lines), and skip those it holds "
                        + "already: a run stopped by Ctrl-C or a crash resumes where it stopped and prints the same "
                        + "total. Here or with --cluster. Needs a solver that splits its work (halves, bitslice), the "
                        + "fastest of which is the default then.")
                .setter(CommandSpecs.<Path>setter(value -> checkpoint = value))
                .build());
        spec.addOption(CommandSpecs.option("--recheck")
                .paramLabel("P")
                .type(Double.class)
                .converters(new Percentage())
                .description("Once all are counted, count P percent of the subproblems again (0 to 100, decimals "
                        + "allowed; default: 1 with --cluster, else 0), chosen at random, those of the checkpoint "
                        + "too, each on another member than the one that counted it (here without --cluster), and "
                        + "compare: a member found to miscount is named on standard error, every count it made is "
                        + "made again, and the total printed is right. Needs a solver that splits its work.")
                .setter(CommandSpecs.<Double>setter(value -> recheck = value))
                .build());
    }

    /**
     * @return true if the count is to go through an engine: {@code --cluster}, {@code --checkpoint} or
     *     {@code --recheck}
     */
    boolean given() {
        return cluster != null || checkpoint != null || client.given() || recheck != null;
    }

    /** @return the options given, as in {@code "--cluster --checkpoint"}, for messages */
    String describe() {
        return ((cluster != null ? " --cluster" : "") + (checkpoint != null ? " --checkpoint" : "")
                + (recheck != null ? " --recheck" : "")).strip();
    }

    /** @return the percentage of the subproblems to recheck: the one given, or the default */
    double recheckPercent() {
        return recheck != null ? recheck : cluster != null ? CLUSTER_RECHECK : 0;
    }

    /**
     * @return the cluster of {@code --cluster}, {@code --cluster-name} and {@code --connect-timeout} to count on,
     *     or null without {@code --cluster}
     * @throws UsageException if the cluster module is not installed, an address or the name is not valid, or a
     *     name or timeout is given without addresses
     */
    ClusterCalls.Client cluster() {
        if (cluster == null) {
            if (client.given()) {
                throw new UsageException("--cluster-name and --connect-timeout are for the cluster of --cluster; give"
                        + " --cluster too");
            }
            return null;
        }
        return ClusterGate.open("--cluster").client(cluster, client);
    }

    /** The percentage of {@code --recheck}: a decimal number from 0 to 100, with or without a {@code %}. */
    static final class Percentage implements ITypeConverter<Double> {

        private static final Pattern DECIMAL = Pattern.compile("[0-9]+(\\.[0-9]+)?|\\.[0-9]+");
        /** How much of a long text the message quotes. */
        private static final int SHOWN = 40;

        @Override
        public Double convert(String text) {
            String number = text.strip();
            if (number.endsWith("%")) {
                number = number.substring(0, number.length() - 1);
            }
            if (!DECIMAL.matcher(number).matches() || new BigDecimal(number).compareTo(BigDecimal.valueOf(100)) > 0) {
                String shown = text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "...";
                throw new TypeConversionException("--recheck must be a percentage from 0 to 100, such as 1 or 0.5,"
                        + " not '" + shown + "'");
            }
            return Double.valueOf(number);
        }
    }
}

package dev.nqueens.shell.command.cluster;

import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.DurationConverter;
import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The options of the commands that reach a cluster as its client, {@code count --cluster} and {@code status}:
 * {@code --cluster-name}, the name its members were given, and {@code --connect-timeout}, how long to try to
 * reach them. Plain text and a duration: it loads nothing of the cluster module, which checks them in
 * {@link ClusterCalls#client}.
 */
public final class ClientOptions {

    /** The connect timeout unless told otherwise, in seconds: {@code ClientSettings}'s, which help must not load. */
    static final int DEFAULT_CONNECT_SECONDS = 10;

    private String name;
    private Duration connectTimeout;

    /**
     * Adds these options to a command's model, bound to this object's fields.
     *
     * @param spec the model of the command that takes them
     */
    public void addTo(CommandSpec spec) {
        spec.addOption(CommandSpecs.option("--cluster-name")
                .paramLabel("NAME")
                .type(String.class)
                .description("The name the cluster's members were given with member --cluster-name; default: "
                        + "nqueens- and your login name.")
                .setter(CommandSpecs.<String>setter(value -> name = value))
                .build());
        spec.addOption(CommandSpecs.option("--connect-timeout")
                .paramLabel("DURATION")
                .type(Duration.class)
                .converters(new DurationConverter.ConnectTimeout())
                .description("How long to try to reach the cluster, and to reach it again if the connection is "
                        + "lost, before giving up with one line that says why, as in 30s or 2m; 1 s at least "
                        + "(default: " + DEFAULT_CONNECT_SECONDS + "s).")
                .setter(CommandSpecs.<Duration>setter(value -> connectTimeout = value))
                .build());
    }

    /** @return true if either option was given */
    public boolean given() {
        return name != null || connectTimeout != null;
    }

    /** @return the name given with {@code --cluster-name}, or null for the user's default */
    String name() {
        return name;
    }

    /** @return the timeout given with {@code --connect-timeout}, or null for the default */
    Duration connectTimeout() {
        return connectTimeout;
    }
}

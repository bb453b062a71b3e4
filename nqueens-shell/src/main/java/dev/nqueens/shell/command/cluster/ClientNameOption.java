package dev.nqueens.shell.command.cluster;

import dev.nqueens.shell.command.model.CommandSpecs;
import java.util.function.Consumer;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code --cluster-name} of the commands that reach a cluster as its client, {@code count --cluster} and
 * {@code status}: the name its members were given. It loads nothing of the cluster module.
 */
public final class ClientNameOption {

    private ClientNameOption() {
    }

    /**
     * @param setter takes the name given
     * @return the option
     */
    public static OptionSpec of(Consumer<String> setter) {
        return CommandSpecs.option("--cluster-name")
                .paramLabel("NAME")
                .type(String.class)
                .description("The name the cluster's members were given with member --cluster-name; default: "
                        + "nqueens- and your login name.")
                .setter(CommandSpecs.<String>setter(setter::accept))
                .build();
    }
}

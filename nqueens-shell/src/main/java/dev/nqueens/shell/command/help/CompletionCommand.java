package dev.nqueens.shell.command.help;

import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code completion bash|zsh}: the script that teaches a shell to complete nqueens' commands, options and
 * the ids of the solvers and formats installed when it was made, from picocli's model of the command line.
 * One script serves both shells: under zsh it turns on zsh's emulation of bash completion.
 */
public final class CompletionCommand implements Callable<Integer> {

    private final NqueensCommand root;
    private CommandSpec spec;
    String shell;

    private CompletionCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code completion} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        CompletionCommand command = new CompletionCommand(root);
        command.spec = CommandSpecs.command(command, "completion",
                "Print the script that completes nqueens' commands, options and ids in bash or zsh.",
                "bash: source <(nqueens completion bash), or save it in /etc/bash_completion.d/nqueens.",
                "zsh: source <(nqueens completion zsh) in ~/.zshrc, after compinit.");
        command.spec.addPositional(CommandSpecs.positional("SHELL").type(String.class).description("bash or zsh")
                .setter(CommandSpecs.<String>setter(shell -> command.shell = shell)).build());
        return command.spec;
    }

    @Override
    public Integer call() throws IOException {
        if (!shell.equals("bash") && !shell.equals("zsh")) {
            throw new UsageException("completion: unknown shell '" + shell + "'; completion knows bash and zsh");
        }
        String script = AutoComplete.bash("nqueens", spec.root().commandLine());
        root.context().streams().out().write(script.endsWith("\n") ? script : script + "\n");
        return ExitStatus.OK;
    }
}

package dev.nqueens.shell.command;

import dev.nqueens.shell.session.ExitStatus;
import dev.nqueens.shell.session.UsageException;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code completion bash|zsh}: the script that teaches a shell to complete nqueens' commands, options and
 * the ids of the solvers and formats installed when it was made, from picocli's model of the command line.
 * One script serves both shells: under zsh it turns on zsh's emulation of bash completion.
 */
@Command(name = "completion", description = {
    "Print the script that completes nqueens' commands, options and ids in bash or zsh.",
    "bash: source <(nqueens completion bash), or save it in /etc/bash_completion.d/nqueens.",
    "zsh: source <(nqueens completion zsh) in ~/.zshrc, after compinit."})
final class CompletionCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SHELL", description = "bash or zsh")
    String shell;

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

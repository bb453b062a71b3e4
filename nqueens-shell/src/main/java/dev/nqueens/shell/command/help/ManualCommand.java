package dev.nqueens.shell.command.help;

import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine;

/**
 * {@code manual}: the manual page of nqueens, in roff for {@code man}, made from picocli's model of the
 * command line, so that it says what {@code help} says and cannot drift from it: every command with its
 * parameters and options, the global options, the exit statuses, the environment and the files.
 */
public final class ManualCommand implements Callable<Integer> {

    private CommandSpec spec;

    private ManualCommand() {
    }

    /** @return the model of a new {@code manual} command */
    public static CommandSpec spec() {
        ManualCommand command = new ManualCommand();
        command.spec = CommandSpecs.command(command, "manual",
                "Print the manual page, in roff for man: nqueens manual > nqueens.1 && man ./nqueens.1");
        return command.spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandSpec top = spec.root();
        Writer out = ((NqueensCommand) top.userObject()).context().streams().out();
        out.write(page(top));
        out.flush();
        return ExitStatus.OK;
    }

    /**
     * @param top the command line's model
     * @return its manual page in roff, with the man macros
     */
    static String page(CommandSpec top) {
        StringBuilder page = new StringBuilder();
        String version = top.version().length == 0 ? "" : top.version()[0];
        page.append(".TH NQUEENS 1 \"\" \"").append(escape(version)).append("\" \"User Commands\"\n");
        page.append(".SH NAME\nnqueens \\- place n queens on an n\\(mun board: list, count, draw and check"
                + " the solutions\n");
        page.append(".SH SYNOPSIS\n.B nqueens\n[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR [\\fIARGUMENTS\\fR]]\n");
        page.append(".SH DESCRIPTION\n");
        for (String paragraph : top.usageMessage().description()) {
            page.append(paragraph.isBlank() ? ".PP\n" : escape(paragraph) + "\n");
        }
        page.append(".SH OPTIONS\n");
        options(page, top.options());
        page.append(".SH COMMANDS\n");
        for (CommandLine sub : top.subcommands().values().stream().distinct().toList()) {
            CommandSpec command = sub.getCommandSpec();
            page.append(".SS ").append(escape(synopsis(command))).append('\n');
            for (String line : command.usageMessage().description()) {
                page.append(escape(line)).append("\n.br\n");
            }
            options(page, command.options().stream()
                    .filter(option -> !option.inherited() && !option.usageHelp() && !option.versionHelp())
                    .toList());
        }
        page.append(".SH EXIT STATUS\n");
        for (String line : top.usageMessage().footer()) {
            page.append(escape(line.strip())).append("\n.br\n");
        }
        page.append(".SH ENVIRONMENT\n.TP\n.B NQUEENS_PLUGINS\nfolders of plugin jars, separated like PATH\n"
                + ".TP\n.B NQUEENS_VECTOR\nauto (the default): a count of bitslice of n 19 or more, on Linux on a"
                + " processor with AVX-512, runs again in a JVM with the Vector API, without its warning; on: every"
                + " count of bitslice uses it (the launcher adds it at start, and Java warns); off: never\n");
        page.append(".SH FILES\n.TP\n.I ~/.nqueens/plugins\nplugin jars, read when nqueens starts\n"
                + ".TP\n.I ~/.nqueens/plugins.cache\nthe verdicts of the checks of plugin jars, which a new or"
                + " changed jar gets before it loads\n"
                + ".TP\n.I ~/.nqueens/history\nthe interactive shell's history\n");
        return page.toString();
    }

    private static void options(StringBuilder page, List<OptionSpec> options) {
        for (OptionSpec option : options) {
            if (option.hidden()) {
                continue;
            }
            String names = List.of(option.names()).stream().map(name -> "\\fB" + escape(name) + "\\fR")
                    .collect(Collectors.joining(", "));
            String label = option.typeInfo().isBoolean() ? "" : " \\fI" + escape(option.paramLabel()) + "\\fR";
            page.append(".TP\n").append(names).append(label).append('\n');
            page.append(escape(String.join(" ", option.description()))).append('\n');
        }
    }

    private static String synopsis(CommandSpec command) {
        StringBuilder synopsis = new StringBuilder(command.name());
        for (String alias : command.aliases()) {
            synopsis.append(", ").append(alias);
        }
        for (PositionalParamSpec parameter : command.positionalParameters()) {
            if (parameter.hidden()) {
                continue;
            }
            boolean optional = parameter.arity().min() == 0;
            synopsis.append(' ').append(optional ? "[" : "").append(parameter.paramLabel()).append(optional ? "]" : "");
        }
        return synopsis.toString();
    }

    /** @return the text with roff's special characters made plain: backslashes, dashes, leading dots */
    static String escape(String text) {
        String plain = text.replace("\\", "\\e").replace("-", "\\-");
        return plain.startsWith(".") || plain.startsWith("'") ? "\\&" + plain : plain;
    }
}

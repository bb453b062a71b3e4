package dev.nqueens.shell.command.help;

import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
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
 * parameters and options, the global options, the exit statuses ({@link ExitStatus#ALL}), the environment
 * and the files. Every piece of text goes through {@link Roff}, so that the page has no roff of its own
 * but the macros.
 */
public final class ManualCommand implements Callable<Integer> {

    /** The environment variables that nqueens and its launcher read, and what each does. */
    static final List<Entry> ENVIRONMENT = List.of(
            new Entry("NQUEENS_PLUGINS", "Folders of plugin jars, separated by : like PATH, read when nqueens"
                    + " starts, after those of --plugins and before ~/.nqueens/plugins."),
            new Entry("NQUEENS_CLUSTER_SECRET", "The secret that a cluster's members and clients share, 16"
                    + " characters or more, for member, status and count --cluster: with it, nobody without it"
                    + " can have the cluster count or have a result counted."),
            new Entry("NQUEENS_CLUSTER_SECRET_FILE", "A file that only you can read, holding the cluster's secret"
                    + " instead of NQUEENS_CLUSTER_SECRET (not both)."),
            new Entry("NQUEENS_VECTOR", "auto (the default): a count of bitslice of n 19 or more, and member, on"
                    + " Linux on a processor with AVX-512, run again in a JVM with the JDK's incubating Vector API,"
                    + " without its warning; on: the launcher starts Java with it, and Java warns at every start;"
                    + " off: never. Another value stops the launcher with exit status 2."),
            new Entry("NQUEENS_CDS", "The launcher's start-up archive, made at the first run on each Java and"
                    + " mapped at every later run: auto (the default: static on Java 17 and 18, dynamic on 19 to 24,"
                    + " aot on 25 and later), static, dynamic, aot (Java 25 and later), or off for none. Another"
                    + " value stops the launcher with exit status 2."),
            new Entry("JAVA_HOME", "The Java the launcher runs: JAVA_HOME/bin/java, else the java on the PATH. It"
                    + " must be Java 17 or later; else the launcher says so and exits with status 1."),
            new Entry("JDK_JAVA_OPTIONS", "Options of the JVM, as in JDK_JAVA_OPTIONS=-Xmx12g for a larger"
                    + " heap, which count weighs its threads against. Runs with other options, here or in"
                    + " JAVA_TOOL_OPTIONS, get start-up archives of their own."),
            new Entry("XDG_CACHE_HOME", "The launcher keeps its start-up archives in XDG_CACHE_HOME/nqueens when it"
                    + " is an absolute path, else in ~/.cache/nqueens, and uses that folder only if it is yours"
                    + " and no other user may write it."),
            new Entry("HOME", "The home folder, which holds .nqueens; else Java's user.home. With neither a"
                    + " folder that can be written, nqueens runs without history, kept plugin verdicts or"
                    + " ~/.nqueens/plugins, and says so."),
            new Entry("COLUMNS", "The width that tables fit when standard output is a terminal, outside the"
                    + " interactive shell, which asks the terminal; without it, the width the launcher measured."),
            new Entry("NO_COLOR", "Set to anything but the empty string, no colour: help, the prompt and the"
                    + " lists of completions are plain (https://no-color.org)."),
            new Entry("TMPDIR", "Where a crash of the JVM writes its report, nqueens-crash-PID.log;"
                    + " /tmp by default."));

    /** The files that nqueens and its launcher read and write, and what each holds. */
    static final List<Entry> FILES = List.of(
            new Entry("~/.nqueens/plugins", "Plugin jars, read when nqueens starts."),
            new Entry("~/.nqueens/plugins.cache", "The verdicts of the checks that a new or changed plugin jar gets"
                    + " before it loads."),
            new Entry("~/.nqueens/history", "The interactive shell's history, its last megabyte."),
            new Entry("~/.cache/nqueens", "The launcher's start-up archives, one per Java, class path and JVM"
                    + " options, six per Java at most (XDG_CACHE_HOME/nqueens where that is set); deleting them"
                    + " costs only the next start's speed."));

    private CommandSpec spec;

    private ManualCommand() {
    }

    /**
     * A name and what it is, for the lists of the manual page.
     *
     * @param name the variable or the file
     * @param text what it does or holds
     */
    record Entry(String name, String text) {
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
        page.append(".TH NQUEENS 1 \"\" \"").append(Roff.line(version)).append("\" \"User Commands\"\n");
        page.append(".SH NAME\n").append(Roff.line("nqueens - place n queens on an n×n board: list, count, draw"
                + " and check the solutions")).append('\n');
        page.append(".SH SYNOPSIS\n.B nqueens\n[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR [\\fIARGUMENTS\\fR]]\n");
        page.append(".SH DESCRIPTION\n");
        paragraphs(page, top.usageMessage().description());
        page.append(".SH OPTIONS\n");
        options(page, top.options());
        page.append(".SH COMMANDS\n");
        for (CommandLine sub : top.subcommands().values().stream().distinct().toList()) {
            CommandSpec command = sub.getCommandSpec();
            page.append(".SS ").append(Roff.line(synopsis(command))).append('\n');
            paragraphs(page, command.usageMessage().description());
            options(page, command.options().stream()
                    .filter(option -> !option.inherited() && !option.usageHelp() && !option.versionHelp())
                    .toList());
        }
        page.append(".SH EXIT STATUS\n");
        for (ExitStatus.Meaning status : ExitStatus.ALL) {
            page.append(".TP\n.B ").append(status.status()).append('\n').append(Roff.line(status.meaning()))
                    .append('\n');
        }
        page.append(".SH ENVIRONMENT\n");
        entries(page, ENVIRONMENT, "B");
        page.append(".SH FILES\n");
        entries(page, FILES, "I");
        return page.toString();
    }

    /**
     * The lines of a description as help shows them ({@code %n} a line break): a blank line starts a new
     * paragraph, and the lines of one paragraph stay lines.
     */
    private static void paragraphs(StringBuilder page, String[] description) {
        List<String> lines = new ArrayList<>();
        for (String line : description) {
            lines.addAll(List.of(WordWrappingHelp.formatted(line).split("\\R", -1)));
        }
        // the blank lines that open or close a description (help's has both) separate nothing
        while (!lines.isEmpty() && lines.get(0).isBlank()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        boolean lineBefore = false;
        for (String line : lines) {
            if (line.isBlank()) {
                page.append(".PP\n");
                lineBefore = false;
            } else {
                page.append(lineBefore ? ".br\n" : "").append(Roff.line(line.strip())).append('\n');
                lineBefore = true;
            }
        }
    }

    private static void options(StringBuilder page, List<OptionSpec> options) {
        for (OptionSpec option : options) {
            if (option.hidden()) {
                continue;
            }
            String names = List.of(option.names()).stream().map(name -> "\\fB" + Roff.line(name) + "\\fR")
                    .collect(Collectors.joining(", "));
            page.append(".TP\n").append(names).append(parameter(option)).append('\n');
            String description = List.of(option.description()).stream().map(WordWrappingHelp::formatted)
                    .collect(Collectors.joining(" ")).replaceAll("\\s*\\R\\s*", " ").strip();
            page.append(Roff.line(description)).append('\n');
        }
    }

    /**
     * @return what an option takes, as help shows it after the option's name: nothing for a flag,
     *     {@code SOLVER[,SOLVER...]} for a list split at commas, {@code [DURATION]} for a value it may go without
     */
    private static String parameter(OptionSpec option) {
        if (option.typeInfo().isBoolean()) {
            return "";
        }
        String label = option.paramLabel();
        String separator = option.splitRegexSynopsisLabel().isEmpty() ? option.splitRegex()
                : option.splitRegexSynopsisLabel();
        if (!separator.isEmpty()) {
            label = label + "[" + separator + label + "...]";
        }
        String shown = " \\fI" + Roff.line(label) + "\\fR";
        return option.arity().min() == 0 ? " [" + shown.substring(1) + "]" : shown;
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

    /** Each entry as a tagged paragraph: its name in the given font (B bold, I italic), then what it is. */
    private static void entries(StringBuilder page, List<Entry> entries, String font) {
        for (Entry entry : entries) {
            page.append(".TP\n.").append(font).append(' ').append(Roff.line(entry.name())).append('\n')
                    .append(Roff.line(entry.text())).append('\n');
        }
    }
}

package dev.nqueens.shell.command.boards;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.BoardFault;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Solution;
import dev.nqueens.render.BoardForm;
import dev.nqueens.render.BoardReader;
import dev.nqueens.render.InvalidBoardException;
import dev.nqueens.render.UnreadableInputException;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.model.WholeNumberConverter;
import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code verify [--all N] [FILE]}: checks boards that nqueens, a plugin or anyone else wrote. Each board is
 * read by the formats' {@link BoardReader}, checked in O(n) by the API's {@link BoardCheck} and dropped
 * before the next is read, so that input of any length is checked in the memory of one board. With
 * {@code --all N}, the boards are an answer to LeetCode 51 for n, which {@link AnswerCheck} holds to being
 * every solution, each once.
 *
 * <p>Results: {@code ok: K boards} on standard output and status 0; or the first board that fails and why,
 * as in {@code board 3: rows 0 and 2 share a diagonal (columns 1 and 3)}, on standard output and status 1;
 * or, for input that is not in the form, one line on standard error naming the line and column, and
 * status 2.
 *
 * <p>Standard input is read only by a command from the program arguments ({@code nqueens verify <
 * boards.txt}): in a script, standard input holds the session's own commands, so there {@code verify}
 * needs a FILE; in the interactive shell, {@code verify} without a FILE reads the boards typed, up to an
 * empty line ({@link Screen#typedLines}).
 */
public final class VerifyCommand implements Callable<Integer> {

    /** The argument that stands for standard input. */
    static final String STANDARD_INPUT = "-";
    /** What stands before each line of boards typed in the shell. */
    static final String TYPING_PROMPT = "board> ";
    /** What the interactive shell says before the boards are typed. */
    static final String TYPING_HINT = "type the boards, in any form verify reads; an empty line ends them";

    private final NqueensCommand root;

    String file;
    Long all;

    private VerifyCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code verify} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        VerifyCommand command = new VerifyCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "verify",
                "Check boards: each must place n queens on an n×n board, one in each row, none attacking another. "
                        + "Prints 'ok: K boards', or the first board that fails and why (exit status 1).",
                "",
                "Reads what solve writes as columns, json-columns, ascii or json, one board at a time, in any "
                        + "number and size; a board alone, as LeetCode 51 draws one ([\".Q..\",\"...Q\",\"Q...\","
                        + "\"..Q.\"]), is one board. The form is told from the first characters: a number is "
                        + "columns; Q or . is ascii; [ starts json (rows of strings) or json-columns (rows of "
                        + "numbers). --format names it instead. Input that is not in the form: one line naming the "
                        + "line and column, exit status 2.");
        spec.addPositional(CommandSpecs.optionalPositional("FILE")
                .type(String.class)
                .description("The boards, in UTF-8. Without FILE, or with -, standard input for 'nqueens "
                        + "verify' given as one command; in the shell, the boards typed, up to an empty line; in a "
                        + "script, name a FILE.")
                .setter(CommandSpecs.<String>setter(value -> command.file = value))
                .build());
        spec.addOption(CommandSpecs.option("--all")
                .paramLabel("N")
                .type(Long.class)
                .converters(new WholeNumberConverter.All())
                .description("Check an answer to LeetCode 51 for n = N (up to " + KnownCounts.LARGEST_BOARD_SIZE
                        + "): every board a solution of N queens, none twice (naming both), none missing (naming "
                        + "how many, and up to n = " + AnswerCheck.LISTED_UP_TO + " the first).")
                .setter(CommandSpecs.<Long>setter(value -> command.all = value))
                .build());
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        Optional<BoardForm> named = namedForm();
        Optional<AnswerCheck> answer = answerCheck();
        Input input = input(context);
        Interrupts interrupts = context.session().interrupts();
        Cancellation cancellation = interrupts.begin("verify " + TerminalText.safe(input.source()));
        VerifyResult result;
        try {
            BufferedReader text = new BufferedReader(input.text(), 1 << 16);
            // the readers poll the cancellation themselves, so that input without a board cannot hold them
            BoardReader boards = named.isPresent() ? named.get().open(text, BoardReader.MAX_BOARD_SIZE, cancellation)
                    : detected(text, input.source(), cancellation);
            result = check(boards, answer, context, cancellation);
        } catch (UnreadableInputException e) {
            throw new UsageException("verify: " + input.source() + ": " + e.getMessage(), e);
        } catch (CharacterCodingException e) {
            throw new UsageException("verify: " + input.source() + ": not UTF-8 text", e);
        } catch (IOException e) {
            throw new UsageException("verify: cannot read " + input.source() + ": " + e.getMessage(), e);
        } finally {
            interrupts.end(cancellation);
            if (input.ours()) {
                input.text().close();
            }
        }
        // the result may quote the input, which is anyone's
        context.streams().out().write(TerminalText.safe(result.line()) + "\n");
        return result.status();
    }

    /** @return the check of an answer for {@code --all N}, if it was given */
    private Optional<AnswerCheck> answerCheck() {
        if (all == null) {
            return Optional.empty();
        }
        if (all > KnownCounts.LARGEST_BOARD_SIZE) {
            throw new UsageException("verify: --all checks n up to " + KnownCounts.LARGEST_BOARD_SIZE
                    + ", whose counts are known, not " + all);
        }
        return Optional.of(new AnswerCheck(all.intValue()));
    }

    /** @return where the boards come from: the FILE, standard input, or the lines typed in the shell */
    private Input input(CommandContext context) {
        if (file != null && !file.equals(STANDARD_INPUT)) {
            return new Input(file, decoded(open(file)), true);
        }
        if (context.invocation() == Invocation.ONE_SHOT) {
            // standard input belongs to the process; a file or the lines typed are ours to close
            return new Input("standard input", decoded(context.streams().in()), false);
        }
        Optional<Reader> typed = context.invocation() == Invocation.INTERACTIVE && context.screen() != null
                ? context.screen().typedLines(TYPING_PROMPT) : Optional.empty();
        if (typed.isEmpty()) {
            throw new UsageException("verify: in a script, standard input holds the commands; give verify a FILE,"
                    + " or run nqueens verify < FILE");
        }
        context.streams().err().println(TYPING_HINT);
        return new Input("the boards typed", typed.get(), true);
    }

    private static Reader decoded(InputStream in) {
        return new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT));
    }

    /**
     * Where the boards come from.
     *
     * @param source its name in messages, as in {@code "standard input"}
     * @param text the text of the boards
     * @param ours whether verify closes it when done
     */
    private record Input(String source, Reader text, boolean ours) {
    }

    private Optional<BoardForm> namedForm() {
        if (root.formatId() == null) {
            return Optional.empty();
        }
        return Optional.of(BoardForm.byId(root.formatId()).orElseThrow(() -> new UsageException("verify: it reads "
                + formIds() + ", not " + root.formatId())));
    }

    /** @return the ids of the readable forms, as in {@code "columns, json-columns, ascii or json"} */
    private static String formIds() {
        String[] ids = Arrays.stream(BoardForm.values()).map(BoardForm::id).toArray(String[]::new);
        return String.join(", ", Arrays.copyOf(ids, ids.length - 1)) + " or " + ids[ids.length - 1];
    }

    /** @return a reader of the boards in the form the text is in, which naming the form may say better */
    private static BoardReader detected(BufferedReader text, String source, Cancellation cancellation)
            throws IOException {
        try {
            return BoardReader.open(text, BoardReader.MAX_BOARD_SIZE, cancellation);
        } catch (UnreadableInputException e) {
            // naming the form helps where the form could not be told, not with a comment, which no form has
            String hint = e.getMessage().endsWith("comment is not allowed in JSON") ? ""
                    : "; or name the form with --format";
            throw new UsageException("verify: " + source + ": " + e.getMessage() + hint, e);
        }
    }

    private static InputStream open(String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new UsageException("verify: cannot read " + name + ": " + e.getReason(), e);
        }
        if (Files.isDirectory(path)) {
            throw new UsageException("verify: " + name + " is a folder, not a file");
        }
        try {
            return Files.newInputStream(path);
        } catch (NoSuchFileException e) {
            throw new UsageException("verify: cannot read " + name + ": no such file", e);
        } catch (AccessDeniedException e) {
            throw new UsageException("verify: cannot read " + name + ": permission denied", e);
        } catch (IOException e) {
            throw new UsageException("verify: cannot read " + name + ": " + e.getMessage(), e);
        }
    }

    private static VerifyResult check(BoardReader boards, Optional<AnswerCheck> answer, CommandContext context,
            Cancellation cancellation) throws IOException {
        BoardCheck check = BoardCheck.builder().build();
        while (true) {
            cancellation.throwIfCancelled();
            Solution board;
            try {
                board = boards.next();
            } catch (InvalidBoardException e) {
                return VerifyResult.failed(check.boards() + 1, e.getMessage());
            }
            if (board == null) {
                return answer.isEmpty() ? VerifyResult.ok(check.boards()) : ended(answer.get(), context, cancellation);
            }
            Optional<BoardFault> fault = check.next(board);
            if (fault.isPresent()) {
                // boards of any size, none null: a conflict is the only fault, named without "is not a solution"
                BoardFault.Conflicting conflicting = (BoardFault.Conflicting) fault.get();
                return VerifyResult.failed(conflicting.board(), conflicting.conflict().describe());
            }
            Optional<String> wrong = answer.flatMap(boardsOfN -> boardsOfN.next(check.boards(), board));
            if (wrong.isPresent()) {
                return VerifyResult.failed(check.boards(), wrong.get());
            }
        }
    }

    /** @return the result of an answer whose boards were each a solution of n, once */
    private static VerifyResult ended(AnswerCheck answer, CommandContext context, Cancellation cancellation) {
        Optional<String> missing = answer.missing(context.session().solvers().byId(AnswerCheck.LISTING_SOLVER),
                cancellation);
        return missing.map(line -> new VerifyResult(ExitStatus.FAILURE, line))
                .orElseGet(() -> new VerifyResult(ExitStatus.OK, answer.complete()));
    }

    /**
     * What {@code verify} found.
     *
     * @param status the exit status
     * @param line the line for standard output
     */
    private record VerifyResult(int status, String line) {

        static VerifyResult ok(long boards) {
            return new VerifyResult(ExitStatus.OK, "ok: " + boards + (boards == 1 ? " board" : " boards"));
        }

        static VerifyResult failed(long board, String why) {
            return new VerifyResult(ExitStatus.FAILURE, "board " + board + ": " + why);
        }
    }
}

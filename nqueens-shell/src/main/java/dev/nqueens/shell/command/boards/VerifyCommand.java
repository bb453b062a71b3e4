package dev.nqueens.shell.command.boards;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.BoardFault;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.formats.BoardForm;
import dev.nqueens.formats.BoardReader;
import dev.nqueens.formats.InvalidBoardException;
import dev.nqueens.formats.UnreadableInputException;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
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
 * {@code verify [FILE]}: checks boards that nqueens, a plugin or anyone else wrote. Each board is read by
 * the formats' {@link BoardReader}, checked in O(n) by the API's {@link BoardCheck} and dropped before the
 * next is read, so that input of any length is checked in the memory of one board.
 *
 * <p>Results: {@code ok: K boards} on standard output and status 0; or the first board that fails and why,
 * as in {@code board 3: rows 0 and 2 share a diagonal (columns 1 and 3)}, on standard output and status 1;
 * or, for input that is not in the form, one line on standard error naming the line and column, and
 * status 2.
 *
 * <p>Standard input is read only by a command from the program arguments ({@code nqueens verify <
 * boards.txt}): in a session, standard input holds the session's own commands, or is the terminal the
 * commands are typed at, so there {@code verify} needs a FILE.
 */
public final class VerifyCommand implements Callable<Integer> {

    /** The argument that stands for standard input. */
    static final String STANDARD_INPUT = "-";

    private final NqueensCommand root;

    String file;

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
                        + "number and size. The form is told from the first characters: a number is columns; Q or . "
                        + "is ascii; [ starts json (boards of strings) or json-columns (boards of numbers). --format "
                        + "names it instead. Input that is not in the form: one line naming the line and column, "
                        + "exit status 2.");
        spec.addPositional(CommandSpecs.optionalPositional("FILE")
                .type(String.class)
                .description("The boards, in UTF-8. Without FILE, or with -, standard input, which only "
                        + "'nqueens verify' given as one command can read; in a shell session, name a FILE.")
                .setter(CommandSpecs.<String>setter(value -> command.file = value))
                .build());
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        Optional<BoardForm> named = namedForm();
        boolean standardInput = file == null || file.equals(STANDARD_INPUT);
        if (standardInput && context.invocation() != Invocation.ONE_SHOT) {
            throw new UsageException("verify: in a shell session, standard input holds the commands; give verify"
                    + " a FILE, or run nqueens verify < FILE");
        }
        String source = standardInput ? "standard input" : file;
        InputStream input = standardInput ? context.streams().in() : open(file);
        Interrupts interrupts = context.session().interrupts();
        Cancellation cancellation = interrupts.begin("verify " + TerminalText.safe(source));
        VerifyResult result;
        try {
            BufferedReader text = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)), 1 << 16);
            // the readers poll the cancellation themselves, so that input without a board cannot hold them
            BoardReader boards = named.isPresent() ? named.get().open(text, BoardReader.MAX_BOARD_SIZE, cancellation)
                    : detected(text, source, cancellation);
            result = check(boards, cancellation);
        } catch (UnreadableInputException e) {
            throw new UsageException("verify: " + source + ": " + e.getMessage(), e);
        } catch (CharacterCodingException e) {
            throw new UsageException("verify: " + source + ": not UTF-8 text", e);
        } catch (IOException e) {
            throw new UsageException("verify: cannot read " + source + ": " + e.getMessage(), e);
        } finally {
            interrupts.end(cancellation);
            // standard input belongs to the process; a file is ours to close
            if (!standardInput) {
                input.close();
            }
        }
        // the result may quote the input, which is anyone's
        context.streams().out().write(TerminalText.safe(result.line()) + "\n");
        return result.status();
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
            throw new UsageException("verify: " + source + ": " + e.getMessage() + "; or name the form with --format",
                    e);
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

    private static VerifyResult check(BoardReader boards, Cancellation cancellation) throws IOException {
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
                return VerifyResult.ok(check.boards());
            }
            Optional<BoardFault> fault = check.next(board);
            if (fault.isPresent()) {
                // boards of any size, none null: a conflict is the only fault, named without "is not a solution"
                BoardFault.Conflicting conflicting = (BoardFault.Conflicting) fault.get();
                return VerifyResult.failed(conflicting.board(), conflicting.conflict().describe());
            }
        }
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

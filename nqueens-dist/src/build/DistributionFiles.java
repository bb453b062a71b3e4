import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.spi.ToolProvider;

/**
 * Writes the files of the distribution that nqueens makes itself, so that they say what the shell does: the
 * manual page ({@code nqueens manual}) and the bash and zsh completion scripts ({@code nqueens completion
 * bash}, {@code zsh}). It runs the commands through the shell's {@link ToolProvider}, which keeps results and
 * messages apart and returns the exit status. The build runs it in source-file mode, with the distribution's
 * jars on the class path: {@code java -cp JARS DistributionFiles.java FOLDER}; the files go under
 * {@code FOLDER/share}. A command that fails, prints nothing or writes to standard error (a broken provider,
 * say) fails the build.
 */
public final class DistributionFiles {

    private DistributionFiles() {
    }

    /**
     * @param args the folder the distribution is assembled from
     * @throws IOException if a file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: DistributionFiles FOLDER");
        }
        Path folder = Path.of(args[0]);
        ToolProvider nqueens = ToolProvider.findFirst("nqueens")
                .orElseThrow(() -> new IllegalStateException("the nqueens tool is not on the class path"));
        write(nqueens, folder.resolve("share/man/man1/nqueens.1"), "manual");
        write(nqueens, folder.resolve("share/bash-completion/completions/nqueens"), "completion", "bash");
        write(nqueens, folder.resolve("share/zsh/site-functions/_nqueens"), "completion", "zsh");
    }

    private static void write(ToolProvider nqueens, Path file, String... command) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = nqueens.run(new PrintWriter(out), new PrintWriter(err), command);
        if (status != 0 || out.getBuffer().length() == 0 || err.getBuffer().length() != 0) {
            throw new IllegalStateException("nqueens " + String.join(" ", command) + " exited with status " + status
                    + (out.getBuffer().length() == 0 ? ", printing nothing" : "") + (err.getBuffer().length() == 0
                            ? "" : ", and wrote to standard error:\n" + err));
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, out.toString(), StandardCharsets.UTF_8);
    }
}

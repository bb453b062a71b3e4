package dev.nqueens.render.internal;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Holds text that must be written later: in memory up to a fixed number of characters, and beyond that in
 * a temporary file, so that its memory stays bounded however much text arrives. {@link #close()} deletes
 * the file, if there is one; callers close it in every case, as with try-with-resources.
 *
 * <p>The SVG format needs this: its root element states the picture's size, which is known only after
 * the last board.
 */
final class SpillBuffer extends Writer {

    private final Path directory;
    private final int memoryLimit;
    private final StringBuilder memory = new StringBuilder();
    private Path file;
    private Writer fileWriter;

    /**
     * @param directory where to create the temporary file, if one is needed
     * @param memoryLimit how many characters to hold in memory before moving to the file
     */
    SpillBuffer(Path directory, int memoryLimit) {
        this.directory = directory;
        this.memoryLimit = memoryLimit;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        if (fileWriter == null && memory.length() + length > memoryLimit) {
            spill();
        }
        if (fileWriter == null) {
            memory.append(chars, offset, length);
        } else {
            fileWriter.write(chars, offset, length);
        }
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        if (fileWriter == null && memory.length() + length > memoryLimit) {
            spill();
        }
        if (fileWriter == null) {
            memory.append(text, offset, offset + length);
        } else {
            fileWriter.write(text, offset, length);
        }
    }

    /**
     * Writes all the text held so far to {@code out}, in order. Call it once, when no more text will come.
     *
     * @param out where the text goes
     */
    void copyTo(Writer out) throws IOException {
        if (fileWriter == null) {
            char[] chunk = new char[8192];
            for (int start = 0; start < memory.length(); start += chunk.length) {
                int end = Math.min(memory.length(), start + chunk.length);
                memory.getChars(start, end, chunk, 0);
                out.write(chunk, 0, end - start);
            }
            return;
        }
        fileWriter.flush();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            reader.transferTo(out);
        }
    }

    /** Does nothing: the text leaves only through {@link #copyTo}, which flushes the file first. */
    @Override
    public void flush() {
        // nothing to do until copyTo
    }

    /** Deletes the temporary file, if one was made; the text is gone afterwards. */
    @Override
    public void close() throws IOException {
        if (file == null) {
            return;
        }
        try {
            if (fileWriter != null) {
                fileWriter.close();
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private void spill() throws IOException {
        file = Files.createTempFile(directory, "nqueens-", ".svg.part");
        // from here on close() deletes the file, whatever fails next
        fileWriter = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        fileWriter.append(memory);
        memory.setLength(0);
        memory.trimToSize();
    }
}

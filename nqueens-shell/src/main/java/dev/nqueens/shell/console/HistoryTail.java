package dev.nqueens.shell.console;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Keeps the history file small enough to read: JLine reads the whole file into memory when the shell starts
 * and again when it saves, so a history grown to any size (by years of use, or by someone else's doing)
 * would end the shell for want of memory. Before JLine sees it, a file larger than its bound is cut down to
 * its last whole lines within the bound, read from its end, so that the memory needed is the bound's whatever
 * the file's size.
 */
final class HistoryTail {

    /** The most of the history file that is kept: 1 MiB, many thousands of commands. */
    static final int MAX_BYTES = 1 << 20;

    private HistoryTail() {
    }

    /**
     * Cuts the file down to its last whole lines within {@code maxBytes}, if it is larger; the newer file
     * replaces the old one in a single rename, so that a failure leaves the old one as it was.
     *
     * @param file the history file; nothing is done if it does not exist
     * @param maxBytes the most to keep
     * @throws IOException if the file is too large and cannot be read or replaced
     */
    static void keep(Path file, int maxBytes) throws IOException {
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            return;
        }
        if (size <= maxBytes) {
            return;
        }
        // one byte more than is kept: the byte before the kept part says whether its first line is whole
        ByteBuffer tail = ByteBuffer.allocate(maxBytes + 1);
        long start = size - tail.capacity();
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            while (tail.hasRemaining() && in.read(tail, start + tail.position()) >= 0) {
                // read on: a channel may return fewer bytes than asked for
            }
        }
        tail.flip();
        int first = 0;
        while (first < tail.limit() && tail.get(first) != '\n') {
            first++;
        }
        // past the line feed that ends the cut line, or nothing at all if one line fills the bound
        tail.position(Math.min(first + 1, tail.limit()));
        // created readable by its owner only, as a history should be
        Path shorter = Files.createTempFile(file.toAbsolutePath().getParent(), ".history.", ".tmp");
        try {
            try (FileChannel out = FileChannel.open(shorter, StandardOpenOption.WRITE)) {
                while (tail.hasRemaining()) {
                    out.write(tail);
                }
            }
            Files.move(shorter, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(shorter);
        }
    }
}

package dev.nqueens.engine;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The lines of the checkpoint of one split, as {@link Checkpoint}'s class comment describes them: the header
 * that names the split, and the lines that each record a subproblem's count. It encodes them through
 * {@link CheckpointLine}, which adds the checksum, and decodes what a file holds into its
 * {@link CheckpointCounts}, each line checked on its own and against those before it, with errors that name
 * the file and, where one is at fault, the line.
 */
final class CheckpointCodec {

    /** The {@code format} of the header line. */
    static final String FORMAT = "nqueens-checkpoint";
    /** The {@code version} of the header line that this class writes and reads. */
    static final long VERSION = 1;
    /**
     * The longest first line read before the rest: far longer than any header (a few hundred bytes, the split's
     * scheme and signature), and short enough to read into any heap.
     */
    static final int MAX_HEADER_BYTES = 64 * 1024;

    private static final String ID = "id";
    private static final String SOLUTIONS = "solutions";
    private static final String FIXED_POINTS = "fixedPoints";
    private static final String MEMBER = "member";
    private static final String REPLACES = "replaces";
    private static final Set<String> RESULT_KEYS = Set.of(ID, SOLUTIONS, FIXED_POINTS);

    private final Path file;
    private final Split split;

    /**
     * @param file the file of the checkpoint, for messages
     * @param split the split whose subproblems it records
     */
    CheckpointCodec(Path file, Split split) {
        this.file = file;
        this.split = split;
    }

    /** @return the header line of the split's checkpoint, with its line break */
    byte[] header() {
        return bytesOf(headerValues());
    }

    /**
     * @param id a subproblem's id
     * @param counted its count, and the member that made it
     * @param replaced the member whose count of it the line replaces, or null
     * @return the line that records the count, with its line break
     */
    static byte[] resultLine(String id, MemberCount counted, @Nullable String replaced) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put(ID, id);
        values.put(SOLUTIONS, counted.subcount().solutions());
        values.put(FIXED_POINTS, counted.subcount().fixedPoints());
        values.put(MEMBER, counted.member());
        if (replaced != null) {
            values.put(REPLACES, replaced);
        }
        return bytesOf(values);
    }

    private static byte[] bytesOf(Map<String, Object> values) {
        return (CheckpointLine.encode(values) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * What a file holds, read.
     *
     * @param counts the counts of its lines
     * @param wholeLines where its last whole line ends; 0 if it has no header, being empty or holding a header
     *     cut short by a crash
     */
    record Decoded(CheckpointCounts counts, int wholeLines) {
    }

    /**
     * Checks what a file starts with, before it is read whole: a header line, or the start of one.
     *
     * @param start the file's first {@link #MAX_HEADER_BYTES} bytes, or all it has if fewer
     * @throws CheckpointException if it is not the start of a checkpoint of the split
     */
    void checkStart(byte[] start) {
        int firstBreak = lineEnd(start, 0);
        if (firstBreak >= 0) {
            checkHeader(Arrays.copyOfRange(start, 0, firstBreak));
        } else if (start.length == MAX_HEADER_BYTES) {
            throw new CheckpointException(file + " is not an nqueens checkpoint: its first line is not a header");
        }
        // else the file is shorter than a header can be, and decode reads it as a whole
    }

    /**
     * @param content what the file holds
     * @return its counts, checked as {@link Checkpoint}'s class comment says; a last line without a line break
     *     is left out
     * @throws CheckpointException if the file is not a checkpoint of the split, or a line is damaged, or the
     *     counts cannot be right
     */
    Decoded decode(byte[] content) {
        CheckpointCounts counts = new CheckpointCounts();
        int firstBreak = lineEnd(content, 0);
        if (firstBreak < 0) {
            // no whole line: empty, or a header cut short by a crash before its line break
            if (content.length > 0 && !startsWith(header(), content)) {
                throw new CheckpointException(file + " is not an nqueens checkpoint: its first line is not a header");
            }
            return new Decoded(counts, 0);
        }
        checkHeader(Arrays.copyOfRange(content, 0, firstBreak));
        Map<String, Integer> lineOf = new HashMap<>();
        PossibleCounts possible = new PossibleCounts(split.boardSize());
        int start = firstBreak + 1;
        int lineNumber = 2;
        for (int end = lineEnd(content, start); end >= 0; end = lineEnd(content, start)) {
            String where = "checkpoint " + file + ", line " + lineNumber + ": ";
            ResultLine line = readResult(where, Arrays.copyOfRange(content, start, end));
            Integer earlier = lineOf.put(line.id(), lineNumber);
            MemberCount before = counts.finished(line.id());
            if (line.replaces() == null && before != null) {
                throw new CheckpointException(where + "subproblem " + line.id() + " is recorded twice (also on line "
                        + earlier + ")");
            }
            if (line.replaces() != null) {
                if (before == null) {
                    throw new CheckpointException(where + "it replaces a count of subproblem " + line.id()
                            + " by " + line.replaces() + ", but no line before records one");
                }
                if (!before.member().equals(line.replaces())) {
                    throw new CheckpointException(where + "it replaces the count of subproblem " + line.id()
                            + " by " + line.replaces() + ", but line " + earlier + " has it by " + before.member());
                }
            }
            possible.check(where, line.id(), before == null ? null : before.subcount(), line.counted().subcount());
            if (line.replaces() == null) {
                counts.add(line.id(), line.counted());
            } else {
                counts.replace(line.id(), line.counted(), line.replaces());
            }
            start = end + 1;
            lineNumber++;
        }
        checkPartsOfSplit(lineOf);
        return new Decoded(counts, start);
    }

    /**
     * Checks that every subproblem the file records is one of the split's, in one pass through the split that
     * holds none of its subproblems, and stops once all are found.
     *
     * @param lineOf the line of each subproblem recorded
     */
    private void checkPartsOfSplit(Map<String, Integer> lineOf) {
        Set<String> unknown = new HashSet<>(lineOf.keySet());
        for (Iterator<Subproblem> pieces = split.subproblems().iterator(); !unknown.isEmpty() && pieces.hasNext(); ) {
            unknown.remove(pieces.next().id());
        }
        unknown.stream().min(Comparator.comparing(lineOf::get)).ifPresent(id -> {
            throw new CheckpointException("checkpoint " + file + ", line " + lineOf.get(id) + ": subproblem " + id
                    + " is not part of the split of n = " + split.boardSize());
        });
    }

    private void checkHeader(byte[] line) {
        Map<String, Object> values;
        try {
            values = CheckpointLine.decode(line);
        } catch (CheckpointLine.CorruptLineException e) {
            throw new CheckpointException(file + " is not an nqueens checkpoint, or its first line is damaged ("
                    + e.getMessage() + ")");
        }
        if (!FORMAT.equals(values.get("format"))) {
            throw new CheckpointException(file + " is not an nqueens checkpoint: its first line is not a header");
        }
        if (!Long.valueOf(VERSION).equals(values.get("version"))) {
            throw new CheckpointException("checkpoint " + file + " has format version " + values.get("version")
                    + "; this nqueens reads version " + VERSION);
        }
        Map<String, Object> expected = headerValues();
        if (!values.keySet().equals(expected.keySet())) {
            throw new CheckpointException("checkpoint " + file + ", line 1: the header has " + values.keySet()
                    + " where it should have " + expected.keySet());
        }
        if (!Objects.equals(expected.get("n"), values.get("n"))) {
            throw new CheckpointException("checkpoint " + file + " is for n = " + values.get("n") + ", not n = "
                    + split.boardSize() + ": use another file");
        }
        if (!Objects.equals(expected.get("solver"), values.get("solver"))) {
            throw new CheckpointException("checkpoint " + file + " was made with the " + values.get("solver")
                    + " solver, not " + split.solverId() + ": use another file");
        }
        if (!expected.equals(values)) {
            throw new CheckpointException("checkpoint " + file + " was made for another split of n = "
                    + split.boardSize()
                    + " (" + values.get("signature") + ", not " + split.signature()
                    + "), by another version of the solver: use another file");
        }
    }

    /** @return the values of a line that records a subproblem's count, checked */
    private ResultLine readResult(String where, byte[] line) {
        Map<String, Object> values;
        try {
            values = CheckpointLine.decode(line);
        } catch (CheckpointLine.CorruptLineException e) {
            throw new CheckpointException(where + e.getMessage()
                    + "; the file is damaged (only an unfinished last line is skipped)");
        }
        Set<String> keys = values.keySet();
        boolean known = keys.containsAll(RESULT_KEYS) && (keys.size() == RESULT_KEYS.size()
                || keys.size() == RESULT_KEYS.size() + 1 && keys.contains(MEMBER)
                || keys.size() == RESULT_KEYS.size() + 2 && keys.contains(MEMBER) && keys.contains(REPLACES));
        if (!known
                || !(values.get(ID) instanceof String id)
                || !(values.get(SOLUTIONS) instanceof Long solutions)
                || !(values.get(FIXED_POINTS) instanceof Long fixedPoints)
                || !isMember(values.getOrDefault(MEMBER, MemberNames.UNKNOWN))
                || !isMember(values.getOrDefault(REPLACES, MemberNames.UNKNOWN))) {
            throw new CheckpointException(where + "not a subproblem's result (an id, solutions and fixedPoints, 0 or"
                    + " more, the member that counted it, and the member whose count it replaces, if any)");
        }
        if (solutions < 0 || fixedPoints < 0) {
            throw new CheckpointException(where + "subproblem " + id + " has a negative count (" + solutions
                    + " solutions, " + fixedPoints + " fixed points); counts are 0 or more");
        }
        String member = (String) values.getOrDefault(MEMBER, MemberNames.UNKNOWN);
        return new ResultLine(id, new MemberCount(new Subcount(solutions, fixedPoints), member),
                (String) values.get(REPLACES));
    }

    private static boolean isMember(Object value) {
        return value instanceof String name && MemberNames.isName(name);
    }

    /** A line that records a subproblem's count, and the member whose count it replaces, or null. */
    private record ResultLine(String id, MemberCount counted, @Nullable String replaces) {
    }

    private Map<String, Object> headerValues() {
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("format", FORMAT);
        header.put("version", VERSION);
        header.put("n", (long) split.boardSize());
        header.put("solver", split.solverId());
        header.put("subproblems", (long) split.subproblems().size());
        header.put("signature", split.signature());
        return header;
    }

    /** @return the index of the line break that ends the line starting at {@code from}, or -1 if none does */
    private static int lineEnd(byte[] content, int from) {
        for (int i = from; i < content.length; i++) {
            if (content[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] whole, byte[] prefix) {
        return prefix.length <= whole.length && Arrays.equals(whole, 0, prefix.length, prefix, 0, prefix.length);
    }

    /**
     * The bounds that the counts of a checkpoint cannot pass, checked line by line as the file is read: a
     * subproblem's count at most the whole board's where it is known, and the sum of the counts so far within
     * a {@code long}, solutions and fixed points together (the fundamental solutions add them). The sum may
     * pass the whole board's: a member that miscounts makes such a file, which a recheck puts right.
     */
    private static final class PossibleCounts {
        private final int n;
        /** The whole board's solutions and fixed points, or null where they are not known. */
        private final @Nullable Subcount whole;
        private long solutions;
        private long fixedPoints;

        PossibleCounts(int n) {
            this.n = n;
            // Burnside: 8 × unique = solutions + fixed points, over the whole board
            this.whole = n <= KnownCounts.LARGEST_BOARD_SIZE
                    ? new Subcount(KnownCounts.total(n), 8 * KnownCounts.unique(n) - KnownCounts.total(n))
                    : null;
        }

        /**
         * @param where the file and line, for the message
         * @param id the subproblem of the line
         * @param replaced the count the line replaces, or null
         * @param count the line's count
         * @throws CheckpointException if the count, or the counts so far, cannot be right
         */
        void check(String where, String id, @Nullable Subcount replaced, Subcount count) {
            if (whole != null && count.solutions() > whole.solutions()) {
                throw new CheckpointException(where + "subproblem " + id + " has " + count.solutions()
                        + " solutions, more than the " + whole.solutions() + " of the whole board of n = " + n);
            }
            if (whole != null && count.fixedPoints() > whole.fixedPoints()) {
                throw new CheckpointException(where + "subproblem " + id + " has " + count.fixedPoints()
                        + " fixed points, more than the " + whole.fixedPoints() + " of the whole board of n = " + n);
            }
            try {
                long nowSolutions = Math.addExact(solutions - (replaced == null ? 0 : replaced.solutions()),
                        count.solutions());
                long nowFixedPoints = Math.addExact(fixedPoints - (replaced == null ? 0 : replaced.fixedPoints()),
                        count.fixedPoints());
                Math.addExact(nowSolutions, nowFixedPoints);
                solutions = nowSolutions;
                fixedPoints = nowFixedPoints;
            } catch (ArithmeticException e) {
                throw new CheckpointException(where + "the counts up to this line add up to more than "
                        + Long.MAX_VALUE + ", the most a count can hold; they cannot be right", e);
            }
        }
    }
}

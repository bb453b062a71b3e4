package dev.nqueens.api;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.AbstractList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.Set;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * A board cut into {@link Subproblem}s by a {@link SubproblemSolver}: counting every subproblem once and
 * adding up the {@link Subcount}s gives the counts of the board.
 *
 * <p>A split {@linkplain #of made of a list} holds its subproblems; one {@linkplain #indexed made by index}
 * makes each when it is asked for, so that a split of millions of subproblems costs an engine memory in
 * proportion to the subproblems it has in flight, not to the split: the engines and the cluster go through
 * the subproblems in order and let each go once it is counted.
 *
 * <p>The {@link #signature() signature} identifies the split: the solver, the board size, the scheme and the
 * ids of all its subproblems. A checkpoint of finished subproblems records it, and is refused when resumed
 * against a split with another signature, that is for another n, another solver, another scheme, or
 * another set of subproblems.
 *
 * <p>Instances are immutable.
 */
public final class Split {

    private final String solverId;
    private final int boardSize;
    private final String scheme;
    private final List<Subproblem> subproblems;
    /**
     * Made when first asked for: only checkpoints and clusters need it, and the digest's first use starts
     * the JDK's security providers, some 20 ms of a fresh JVM. Racing threads make the same string.
     */
    private volatile @Nullable String signature;

    private Split(String solverId, int boardSize, String scheme, List<Subproblem> subproblems) {
        this.solverId = solverId;
        this.boardSize = boardSize;
        this.scheme = scheme;
        this.subproblems = subproblems;
    }

    /**
     * A split that holds its subproblems.
     *
     * @param solverId the id of the solver that made the split
     * @param boardSize n
     * @param scheme how the board was cut, as in {@link Subproblem#scheme()}
     * @param subproblems the pieces, in the order an engine should start them (largest first, say); copied
     * @return the split
     * @throws IllegalArgumentException if a subproblem belongs to another solver, board size or scheme, or
     *     two share an id
     */
    public static Split of(String solverId, int boardSize, String scheme, List<Subproblem> subproblems) {
        Objects.requireNonNull(solverId, "solverId");
        Objects.requireNonNull(scheme, "scheme");
        List<Subproblem> pieces = List.copyOf(subproblems);
        Set<String> ids = new HashSet<>();
        for (Subproblem piece : pieces) {
            if (!piece.solverId().equals(solverId) || piece.boardSize() != boardSize
                    || !piece.scheme().equals(scheme)) {
                throw new IllegalArgumentException(piece + " (scheme " + piece.scheme() + ") does not belong to a "
                        + solverId + " split of n = " + boardSize + " with scheme " + scheme);
            }
            if (!ids.add(piece.id())) {
                throw new IllegalArgumentException("two subproblems share the id " + piece.id());
            }
        }
        return new Split(solverId, boardSize, scheme, pieces);
    }

    /**
     * A split whose subproblems are made when asked for, one index at a time: for splits too large to hold,
     * whose solver keeps them in a compact form of its own (a sorted array of numbers, say) or can compute
     * each from its index.
     *
     * <p>The function must be a pure one: the same index gives an equal subproblem every time, from any
     * thread, and no two indices give subproblems with the same id. Unlike {@link #of}, this method cannot
     * check the ids without making every subproblem; {@code SplittingChecks} of the test kit checks them.
     * Each subproblem is checked to belong to the split when it is made.
     *
     * @param solverId the id of the solver that made the split
     * @param boardSize n
     * @param scheme how the board was cut, as in {@link Subproblem#scheme()}
     * @param size the number of subproblems, 0 or more
     * @param subproblem the subproblem at each index from 0 to {@code size - 1}, in the order an engine should
     *     start them (largest first, say)
     * @return the split
     * @throws IllegalArgumentException if the size is negative
     * @since 0.2.0
     */
    public static Split indexed(String solverId, int boardSize, String scheme, int size,
            IntFunction<Subproblem> subproblem) {
        Objects.requireNonNull(solverId, "solverId");
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(subproblem, "subproblem");
        if (size < 0) {
            throw new IllegalArgumentException("a split has 0 subproblems or more, not " + size);
        }
        return new Split(solverId, boardSize, scheme, new Indexed(solverId, boardSize, scheme, size, subproblem));
    }

    /**
     * Names the solver that cut the board, which counts the pieces.
     *
     * @return the id of the solver that made the split and counts its subproblems
     */
    public String solverId() {
        return solverId;
    }

    /**
     * The size of the board that was cut.
     *
     * @return n, the size of the board
     */
    public int boardSize() {
        return boardSize;
    }

    /**
     * Names the way the board was cut, which the signature includes.
     *
     * @return how the board was cut; every subproblem carries the same
     */
    public String scheme() {
        return scheme;
    }

    /**
     * The subproblems, in the order to start them. For a split {@linkplain #indexed made by index}, a view
     * that makes each subproblem when it is asked for: going through it holds one at a time, and copying it
     * holds them all.
     *
     * @return the subproblems; unmodifiable, and empty when the solver finds nothing to search (the boards of
     *     size 2 and 3, say)
     * @throws IllegalStateException from the view of an indexed split, if its function makes a subproblem of
     *     another solver, board size or scheme
     */
    public List<Subproblem> subproblems() {
        return subproblems;
    }

    /**
     * An identifier of this split for checkpoints: the solver id, n, the scheme, the number of subproblems
     * and a digest of their ids, separated by slashes, as in
     * {@code halves/17/v1 half=7 band=3 fixed=3/700/5d41402abc4b2a76}. Two splits with the same signature have
     * the same subproblems. The digest does not depend on the order of the subproblems (a better work
     * estimate may reorder them) and is made in one pass through them, holding none: each id's SHA-256 is
     * added up, 128 bits wide, and the sum digested again.
     *
     * @return the signature, one line
     */
    public String signature() {
        String made = signature;
        if (made == null) {
            made = solverId + "/" + boardSize + "/" + scheme + "/" + subproblems.size() + "/" + digestOfIds();
            signature = made;
        }
        return made;
    }

    private String digestOfIds() {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
        // a sum, so that the order of the subproblems does not matter and none needs to be held
        long high = 0;
        long low = 0;
        // ids are ASCII (Subproblem checks), so a char is a byte; buffers reused, as a split may have millions
        byte[] id = new byte[64];
        ByteBuffer idDigest = ByteBuffer.allocate(digest.getDigestLength());
        for (Subproblem piece : subproblems) {
            String text = piece.id();
            if (text.length() > id.length) {
                id = new byte[Math.max(text.length(), 2 * id.length)];
            }
            for (int i = 0; i < text.length(); i++) {
                id[i] = (byte) text.charAt(i);
            }
            digest.update(id, 0, text.length());
            try {
                digest.digest(idDigest.array(), 0, idDigest.capacity());
            } catch (DigestException e) {
                throw new IllegalStateException("a SHA-256 digest fits its own length", e);
            }
            long before = low;
            low += idDigest.getLong(8);
            high += idDigest.getLong(0) + (Long.compareUnsigned(low, before) < 0 ? 1 : 0);
        }
        byte[] bytes = digest.digest(ByteBuffer.allocate(2 * Long.BYTES).putLong(high).putLong(low).array());
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            hex.append(Character.forDigit((bytes[i] >> 4) & 0xF, 16)).append(Character.forDigit(bytes[i] & 0xF, 16));
        }
        return hex.toString();
    }

    /**
     * Names the split briefly, for messages.
     *
     * @return the solver, n and the number of subproblems, as in {@code Split[halves n=17, 700 subproblems]}
     */
    @Override
    public String toString() {
        return "Split[" + solverId + " n=" + boardSize + ", " + subproblems.size() + " subproblems]";
    }

    /** The view of an indexed split's subproblems: each made when asked for, and checked to belong. */
    private static final class Indexed extends AbstractList<Subproblem> implements RandomAccess {

        private final String solverId;
        private final int boardSize;
        private final String scheme;
        private final int size;
        private final IntFunction<Subproblem> subproblem;

        Indexed(String solverId, int boardSize, String scheme, int size, IntFunction<Subproblem> subproblem) {
            this.solverId = solverId;
            this.boardSize = boardSize;
            this.scheme = scheme;
            this.size = size;
            this.subproblem = subproblem;
        }

        @Override
        public Subproblem get(int index) {
            Objects.checkIndex(index, size);
            Subproblem piece = Objects.requireNonNull(subproblem.apply(index), "the split's subproblem");
            if (!piece.solverId().equals(solverId) || piece.boardSize() != boardSize
                    || !piece.scheme().equals(scheme)) {
                throw new IllegalStateException("subproblem " + index + " of a " + solverId + " split of n = "
                        + boardSize + " with scheme " + scheme + " is " + piece + " (scheme " + piece.scheme() + ")");
            }
            return piece;
        }

        @Override
        public int size() {
            return size;
        }
    }
}

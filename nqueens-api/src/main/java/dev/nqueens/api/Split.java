package dev.nqueens.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A board cut into {@link Subproblem}s by a {@link SubproblemSolver}: counting every subproblem once and
 * adding up the {@link Subcount}s gives the counts of the board.
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

    /** @return the id of the solver that made the split and counts its subproblems */
    public String solverId() {
        return solverId;
    }

    /** @return n, the size of the board */
    public int boardSize() {
        return boardSize;
    }

    /** @return how the board was cut; every subproblem carries the same */
    public String scheme() {
        return scheme;
    }

    /**
     * @return the subproblems, in the order to start them; unmodifiable, and empty when the solver finds
     *     nothing to search (the boards of size 2 and 3, say)
     */
    public List<Subproblem> subproblems() {
        return subproblems;
    }

    /**
     * An identifier of this split for checkpoints: the solver id, n, the scheme, the number of subproblems
     * and a digest of their ids (in any order), separated by slashes, as in
     * {@code halves/17/v1 half=7 band=3 fixed=3/700/5d41402abc4b2a76}. Two splits with the same signature have
     * the same subproblems.
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
        // sorted, so that reordering the subproblems (a better work estimate, say) keeps the signature
        subproblems.stream().map(Subproblem::id).sorted().forEach(id -> {
            digest.update(id.getBytes(StandardCharsets.UTF_8));
            digest.update((byte) '\n');
        });
        StringBuilder hex = new StringBuilder();
        byte[] bytes = digest.digest();
        for (int i = 0; i < 8; i++) {
            hex.append(Character.forDigit((bytes[i] >> 4) & 0xF, 16)).append(Character.forDigit(bytes[i] & 0xF, 16));
        }
        return hex.toString();
    }

    /** @return the solver, n and the number of subproblems, as in {@code Split[halves n=17, 700 subproblems]} */
    @Override
    public String toString() {
        return "Split[" + solverId + " n=" + boardSize + ", " + subproblems.size() + " subproblems]";
    }
}

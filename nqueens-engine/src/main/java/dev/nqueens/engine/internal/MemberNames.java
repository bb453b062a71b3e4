package dev.nqueens.engine.internal;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The names of the members that count subproblems, as checkpoint lines and rechecks record them: a cluster
 * member's {@code HOST:PORT}, this process's {@code PID@HOST}, or {@link #UNKNOWN} for a count that names no
 * member (a checkpoint line written before lines named one).
 */
public final class MemberNames {

    /** The member of a count that names none: a checkpoint line written before lines named their member. */
    public static final String UNKNOWN = "unknown";

    private MemberNames() {
    }

    /**
     * Names this process as a member, so that the counts made here say who made them.
     *
     * @return the name of this process as a member, {@code PID@HOST} as in {@code 4242@ada-laptop}: the
     *     member of every count made here, by a {@link dev.nqueens.engine.LocalEngine} or by an engine that
     *     counts here when it cannot count elsewhere. Looked up once, the first time it is asked for.
     */
    public static String thisProcess() {
        return ThisProcess.NAME;
    }

    /**
     * Writes a member's name as messages show it.
     *
     * @param member a member's name
     * @return the name for a message: as it is, with {@code (this process)} after this process's name
     */
    public static String describe(String member) {
        return member.equals(thisProcess()) ? member + " (this process)" : member;
    }

    /**
     * @param member a member's name, as a count or a line carries it
     * @return the name
     * @throws IllegalArgumentException if it is blank or more than one line
     */
    static String require(String member) {
        if (!isName(member)) {
            throw new IllegalArgumentException("a member's name must be one non-blank line, not '"
                    + member.replace("\r", "\\r").replace("\n", "\\n") + "'");
        }
        return member;
    }

    /**
     * Tells a member's name from text that cannot be one, such as a line read from a damaged file.
     *
     * @param text some text
     * @return true if it can be a member's name: one non-blank line
     */
    public static boolean isName(String text) {
        return !text.isBlank() && !text.contains("\n") && !text.contains("\r");
    }

    /** Holds the name, made when first asked for: the host name may take a lookup. */
    private static final class ThisProcess {
        static final String NAME = ProcessHandle.current().pid() + "@" + hostName();

        private static String hostName() {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException e) {
                return "localhost";
            }
        }
    }
}

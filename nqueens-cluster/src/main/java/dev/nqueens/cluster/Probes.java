package dev.nqueens.cluster;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * What is at each address a client tries to connect to, found by a probe of each while the client tries: the
 * explanation of a failed connect. A probe connects (again and again while nothing accepts, until the
 * deadline) and says {@link #HELLO}; a member answers by closing the connection. So the answer is looked for
 * during the rest of the connect timeout, not in a short window after it: a member on a slow or loaded
 * machine, which may take a second to answer, is still seen to answer.
 */
final class Probes implements AutoCloseable {

    /** What a probe found at an address. */
    enum Found {
        /** Nothing accepted a connection. */
        UNREACHABLE,
        /** Something accepted a connection and answered the probe, if only by closing it. */
        ANSWERS,
        /** Something accepted a connection, and said nothing to the probe. */
        SILENT
    }

    /**
     * What a probe says to an address that accepted a connection: the client protocol's header and a frame
     * too short to be one, which a Hazelcast member answers by closing the connection at once.
     */
    private static final byte[] HELLO = {'C', 'P', '2', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    /** A probe gets this long even past the deadline: enough for a port on the local network to accept. */
    private static final long MIN_MILLIS = 50;
    /** How long a probe waits before it tries again an address where nothing accepted a connection. */
    private static final long RETRY_MILLIS = 250;

    private final List<MemberAddress> members;
    private final long deadline;
    private final Map<MemberAddress, Found> found = new ConcurrentHashMap<>();
    private final Map<MemberAddress, IOException> unreachable = new ConcurrentHashMap<>();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final List<Thread> threads;
    private volatile boolean closed;

    private Probes(List<MemberAddress> members, long deadline) {
        this.members = List.copyOf(members);
        this.deadline = deadline;
        members.forEach(member -> found.put(member, Found.UNREACHABLE));
        this.threads = this.members.stream().map(member -> {
            Thread thread = new Thread(() -> probe(member), "nqueens cluster probe " + member);
            // a probe must not keep the JVM alive
            thread.setDaemon(true);
            return thread;
        }).toList();
    }

    /**
     * Starts a probe of each address, each on a thread of its own.
     *
     * @param deadline the {@link System#nanoTime()} by which the probes end, but for a few milliseconds
     */
    static Probes start(List<MemberAddress> members, long deadline) {
        Probes probes = new Probes(members, deadline);
        probes.threads.forEach(Thread::start);
        return probes;
    }

    private void probe(MemberAddress member) {
        while (!closed) {
            boolean connected = false;
            try (Socket socket = new Socket()) {
                open.add(socket);
                if (closed) {
                    return;
                }
                socket.connect(new InetSocketAddress(member.host(), member.port()), millisLeft());
                connected = true;
                found.put(member, Found.SILENT);
                socket.setSoTimeout(millisLeft());
                socket.getOutputStream().write(HELLO);
                socket.getOutputStream().flush();
                socket.getInputStream().read();
                found.put(member, Found.ANSWERS);
                return;
            } catch (SocketTimeoutException e) {
                // no connection, or no answer, by the deadline: UNREACHABLE or SILENT as found so far
                return;
            } catch (IOException | IllegalArgumentException e) {
                if (connected) {
                    // a connection reset is an answer too
                    found.put(member, Found.ANSWERS);
                    return;
                }
                unreachable.put(member, e instanceof IOException io ? io : new IOException(e.getMessage(), e));
            } finally {
                open.removeIf(Socket::isClosed);
            }
            if (!pause()) {
                return;
            }
        }
    }

    /** @return whether to try again: there is time left for it, and the probes are not closed */
    private boolean pause() {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        if (left <= RETRY_MILLIS || closed) {
            return false;
        }
        try {
            Thread.sleep(RETRY_MILLIS);
            return !closed;
        } catch (InterruptedException e) {
            return false;
        }
    }

    /** @return the milliseconds until the deadline, a few at least */
    private int millisLeft() {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        return (int) Math.max(MIN_MILLIS, Math.min(Integer.MAX_VALUE, left));
    }

    /**
     * Waits for the probes to end (by the deadline, or a few milliseconds past it) and says what each found.
     *
     * @param failure the connect's failure, to which the errors of the addresses where nothing accepted a
     *     connection are added as suppressed exceptions
     * @return what was found at each address, in the order given
     */
    Map<MemberAddress, Found> found(Exception failure) throws InterruptedException {
        for (Thread thread : threads) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()) + 2 * MIN_MILLIS;
            thread.join(Math.max(1, left));
        }
        Map<MemberAddress, Found> result = new LinkedHashMap<>();
        for (MemberAddress member : members) {
            Found what = found.get(member);
            result.put(member, what);
            IOException error = unreachable.get(member);
            if (what == Found.UNREACHABLE && error != null) {
                failure.addSuppressed(error);
            }
        }
        return result;
    }

    /** Ends the probes still running, and closes their connections. */
    @Override
    public void close() {
        closed = true;
        for (Socket socket : open) {
            try {
                socket.close();
            } catch (IOException e) {
                // closing is all that is wanted of it
            }
        }
        threads.forEach(Thread::interrupt);
    }
}

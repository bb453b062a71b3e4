package dev.nqueens.cluster;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback port that accepts TCP connections and never says a word: what a client meets at an address
 * where something else than an nqueens member listens, or a member that hangs; or, given a delay, says nothing
 * for that long and then closes the connection, as a member on a slow machine answers bytes it cannot read.
 * Closing it closes every connection it accepted.
 */
final class SilentServer implements AutoCloseable {

    private final ServerSocket server;
    private final List<Socket> accepted = new CopyOnWriteArrayList<>();
    private final Thread acceptor;
    private final long answerAfterMillis;

    /** A server that never answers. */
    SilentServer() throws IOException {
        this(-1);
    }

    /**
     * @param answerAfterMillis how long each connection stays silent before the server answers it by closing
     *     it, as a Hazelcast member answers a stranger's bytes, on a machine too slow to do it at once; -1 never
     */
    SilentServer(long answerAfterMillis) throws IOException {
        this.answerAfterMillis = answerAfterMillis;
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = new Thread(this::acceptAll, "silent server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** @return its address, as {@code 127.0.0.1:PORT} */
    MemberAddress address() {
        return new MemberAddress(server.getInetAddress().getHostAddress(), server.getLocalPort());
    }

    /** @return how many connections it has accepted */
    int connections() {
        return accepted.size();
    }

    private void acceptAll() {
        try {
            while (true) {
                // held open, unread and unanswered, until close() or the answer
                Socket socket = server.accept();
                accepted.add(socket);
                if (answerAfterMillis >= 0) {
                    Thread answer = new Thread(() -> answerLater(socket), "slow answer");
                    answer.setDaemon(true);
                    answer.start();
                }
            }
        } catch (IOException e) {
            // closed
        }
    }

    private void answerLater(Socket socket) {
        try {
            Thread.sleep(answerAfterMillis);
            socket.close();
        } catch (InterruptedException | IOException e) {
            // the server is closing
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : accepted) {
            socket.close();
        }
        try {
            acceptor.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package dev.nqueens.cluster;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback port that accepts TCP connections and never says a word: what a client meets at an address
 * where something else than an nqueens member listens, or a member that hangs. Closing it closes every
 * connection it accepted.
 */
final class SilentServer implements AutoCloseable {

    private final ServerSocket server;
    private final List<Socket> accepted = new CopyOnWriteArrayList<>();
    private final Thread acceptor;

    SilentServer() throws IOException {
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
                // held open, unread and unanswered, until close()
                accepted.add(server.accept());
            }
        } catch (IOException e) {
            // closed
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

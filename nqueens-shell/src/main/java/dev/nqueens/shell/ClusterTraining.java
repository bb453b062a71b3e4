package dev.nqueens.shell;

import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * The training run of the launcher's start-up archive for the cluster's commands ({@code member}, and
 * {@code count} with {@code --cluster}), whose class path adds Hazelcast's jars: it loads the classes that those
 * commands load, so that the archive made at its exit holds them. It starts a member of one thread on a free
 * port of 127.0.0.1, with a cluster name of its own, on a thread of this process (as the {@code nqueens} tool),
 * then runs {@code count 8 --cluster} against it as the program does, and exits with the count's status. The
 * member takes whatever secret the environment gives (the launcher gives one of its own, so that the signing
 * classes load too). Nothing reaches standard output or error but the count's own lines, which the launcher
 * throws away.
 *
 * <p>Not a command of the program: the launcher runs this class for its training, and nothing else does.
 */
public final class ClusterTraining {

    /** How long the member may take to start listening: a slow machine's first Hazelcast start. */
    private static final long MEMBER_START_SECONDS = 60;

    private ClusterTraining() {
    }

    /**
     * Trains, and exits: with the count's status, or 1 if the member did not start.
     *
     * @param args none are read
     */
    public static void main(String[] args) {
        int port;
        try {
            port = freeLoopbackPort();
        } catch (IOException e) {
            System.exit(ExitStatus.FAILURE);
            return;
        }
        String name = "nqueens-training-" + UUID.randomUUID();
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        Thread member = new Thread(() -> new NqueensTool().run(nowhere, nowhere, "member", "--port",
                Integer.toString(port), "--cluster-name", name, "--threads", "1"), "nqueens-training-member");
        member.setDaemon(true);
        member.start();
        if (!listening(port, member)) {
            System.exit(ExitStatus.FAILURE);
        }
        // the program's own path, which exits with the count's status: the archive is written at that exit
        Main.main(new String[] {"count", "8", "--cluster", "127.0.0.1:" + port, "--cluster-name", name});
    }

    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** @return true once the member accepts connections on the port; false if it ended first, or took too long */
    private static boolean listening(int port, Thread member) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(MEMBER_START_SECONDS);
        while (member.isAlive() && System.nanoTime() < deadline) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
                return true;
            } catch (IOException notYet) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
        return false;
    }
}

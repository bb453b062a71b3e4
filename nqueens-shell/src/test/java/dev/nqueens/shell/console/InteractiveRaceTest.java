package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.testkit.internal.TestProviders;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code race} in the interactive shell, with Ctrl-C raised on a dumb terminal while a solver counts until
 * it is cancelled: the race ends with the table of what finished, and the prompt comes back.
 */
class InteractiveRaceTest {

    private static final Duration PATIENCE = Duration.ofSeconds(10);
    private static final char CTRL_C = 3;

    private final CountDownLatch started = new CountDownLatch(1);
    private final CapturedStreams streams = new CapturedStreams();
    private final ExecutorService shellThread = Executors.newSingleThreadExecutor();
    private PipedOutputStream keyboard;
    private Terminal terminal;

    /** Counts until it is cancelled, on the real clock; the test knows when it has started. */
    private long waitUntilCancelled(SolveRequest request) {
        started.countDown();
        long end = System.nanoTime() + PATIENCE.toNanos();
        while (!request.cancellation().isCancelled() && System.nanoTime() < end) {
            LockSupport.parkNanos(Duration.ofMillis(1).toNanos());
        }
        request.cancellation().throwIfCancelled();
        return -1;
    }

    @AfterEach
    void stopShell() throws IOException {
        keyboard.close();
        shellThread.shutdownNow();
        terminal.close();
    }

    @Test
    void ctrlCEndsTheRaceWithWhatFinishedAndThePromptComesBack() throws Exception {
        List<Solver> solvers = new ArrayList<>(Registry.installed(ProviderKind.SOLVER).all());
        solvers.add(TestProviders.solver("waiter").description("Counts until it is cancelled")
                .capabilities(Capability.COUNT).count(this::waitUntilCancelled).build());
        Session session = Session.builder(Registry.of(ProviderKind.SOLVER, solvers),
                Registry.installed(ProviderKind.FORMAT)).build();
        keyboard = new PipedOutputStream();
        terminal = new DumbTerminal("test", Terminal.TYPE_DUMB, new PipedInputStream(keyboard, 1 << 16),
                new ByteArrayOutputStream(), StandardCharsets.UTF_8);
        Attributes keys = terminal.getAttributes();
        keys.setLocalFlag(Attributes.LocalFlag.ISIG, true);
        keys.setControlChar(Attributes.ControlChar.VINTR, CTRL_C);
        terminal.setAttributes(keys);
        Future<Integer> shell = shellThread.submit(() -> Shell.interactive(terminal, session, streams.streams(),
                null));

        keyboard.write("race 8 --solvers bitmask,waiter,iterative\n".getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        assertThat(started.await(PATIENCE.toSeconds(), TimeUnit.SECONDS)).as("the waiter started").isTrue();
        terminal.raise(Signal.INT);
        keyboard.write("count 4\n".getBytes(StandardCharsets.UTF_8));
        keyboard.close();

        assertThat(shell.get(PATIENCE.toSeconds(), TimeUnit.SECONDS)).isZero();
        List<String> out = streams.out().lines().toList();
        assertThat(out).hasSize(4);
        assertThat(out.get(0)).startsWith("SOLVER ");
        assertThat(out.get(1)).matches("bitmask +92 +- +yes +\\d+ [mµ]s .*");
        assertThat(out.get(2)).matches("waiter +interrupted +- +- +.* +Ctrl-C");
        assertThat(out.get(3)).isEqualTo("2");
        assertThat(streams.err()).isEqualTo("nqueens: race cancelled\n");
    }
}

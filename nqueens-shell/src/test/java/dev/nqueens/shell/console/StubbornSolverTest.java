package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.session.Session;
import dev.nqueens.testkit.internal.Eventually;
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
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ctrl-C in the interactive shell while a solver that ignores cancellation runs, as a plugin with a bug
 * might: after the grace period the shell says in one line that the solver has not stopped, and once the
 * solver returns after all, the prompt comes back and the shell goes on.
 */
class StubbornSolverTest {

    private static final Duration PATIENCE = Duration.ofSeconds(10);
    private static final char CTRL_C = 3;

    /** Released by the test: until then the stubborn solver counts on, whatever its request says. */
    private final CountDownLatch release = new CountDownLatch(1);
    private final CapturedStreams streams = new CapturedStreams(true);
    private final ExecutorService shellThread = Executors.newSingleThreadExecutor();
    private PipedOutputStream keyboard;
    private Terminal terminal;

    /** Ignores its cancellation until the test releases it, then counts 42. */
    private long countStubbornly(SolveRequest request) {
        try {
            return release.await(PATIENCE.toSeconds(), TimeUnit.SECONDS) ? 42 : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    @AfterEach
    void stopShell() throws IOException {
        release.countDown();
        keyboard.close();
        shellThread.shutdownNow();
        terminal.close();
    }

    @Test
    void theShellSaysThatTheSolverHasNotStoppedAndGoesOnOnceItReturns() throws Exception {
        List<Solver> solvers = new ArrayList<>(Registry.installed(ProviderKind.SOLVER).all());
        solvers.add(TestProviders.solver("stubborn").description("Ignores cancellation")
                .capabilities(Capability.COUNT).count(this::countStubbornly).build());
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
        keyboard.write("count 9 -s stubborn\n".getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        Eventually.matches(() -> session.interrupts().running() == null ? "" : "running", "running"::equals,
                "the count to start", PATIENCE);

        long pressed = System.nanoTime();
        terminal.raise(Signal.INT);
        String warning = "nqueens: count 9 with stubborn has not stopped 2.0 s after it was cancelled; the solver"
                + " ignores cancellation, and a thread cannot be stopped safely; press Ctrl-C again to end nqueens\n";
        Eventually.contains(streams::err, warning, PATIENCE);
        assertThat(Duration.ofNanos(System.nanoTime() - pressed)).isGreaterThanOrEqualTo(Interrupts.STOP_GRACE);

        release.countDown();
        keyboard.write("count 4\n".getBytes(StandardCharsets.UTF_8));
        keyboard.close();
        assertThat(shell.get(PATIENCE.toSeconds(), TimeUnit.SECONDS)).isZero();
        assertThat(streams.out()).isEqualTo("42\n2\n");
        assertThat(streams.err()).containsOnlyOnce(warning);
    }
}

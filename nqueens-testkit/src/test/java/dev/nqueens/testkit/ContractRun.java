package dev.nqueens.testkit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/** Runs a contract on a subject through JUnit's engine test kit, and names what each check did. */
final class ContractRun {

    private ContractRun() {
    }

    /**
     * One check's outcome.
     *
     * @param name the display names from the subject class down, joined by {@code " > "}
     * @param message the message of what it threw, or empty
     */
    record Outcome(String name, String message) {
    }

    static Events run(DiscoverySelector... selectors) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectors).execute().testEvents();
    }

    static List<Outcome> outcomes(Events events) {
        return events.stream().map(ContractRun::outcome).toList();
    }

    /** @return the message of the failed check whose name ends so */
    static String failure(Events tests, String nameSuffix) {
        return outcomes(tests.failed()).stream().filter(outcome -> outcome.name().endsWith(nameSuffix))
                .findFirst().orElseThrow().message();
    }

    private static Outcome outcome(Event event) {
        Deque<String> names = new ArrayDeque<>();
        // climb to the subject class, whose parent is the engine
        for (TestDescriptor descriptor = event.getTestDescriptor();
                descriptor.getParent().flatMap(TestDescriptor::getParent).isPresent();
                descriptor = descriptor.getParent().orElseThrow()) {
            names.addFirst(descriptor.getDisplayName());
        }
        String message = event.getPayload(TestExecutionResult.class)
                .flatMap(TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse("");
        return new Outcome(String.join(" > ", names), message);
    }
}

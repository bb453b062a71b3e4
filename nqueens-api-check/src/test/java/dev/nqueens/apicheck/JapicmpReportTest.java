package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.apicheck.Difference.Change;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** japicmp's XML report as the check reads it: one difference per type, with japicmp's compatibility and words. */
class JapicmpReportTest {

    @TempDir
    Path folder;

    private static Path sample(String name) {
        try {
            return Path.of(JapicmpReportTest.class.getResource("/japicmp/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void eachTypeThatDiffersIsOneDifferenceWithJapicmpsCompatibility() throws IOException {
        JapicmpReport.Report report = JapicmpReport.read("nqueens-engine", sample("changes.xml"));
        assertThat(report.oldJar()).isEqualTo(Path.of("/build/api/0.1.0/nqueens-engine-0.1.0.jar"));
        assertThat(report.newJar()).isEqualTo(Path.of("/build/nqueens-engine/target/nqueens-engine-0.2.0-SNAPSHOT.jar"));
        assertThat(report.differences()).containsExactly(
                new Difference("nqueens-engine", Change.CHANGED, "dev.nqueens.engine.LocalEngine", false, false,
                        "METHOD_REMOVED countLater(dev.nqueens.api.Subproblem,dev.nqueens.api.Cancellation);"
                                + " METHOD_ADDED_TO_PUBLIC_CLASS countBoard(dev.nqueens.api.SubproblemSolver,"
                                + "dev.nqueens.api.SolveRequest)"),
                new Difference("nqueens-engine", Change.CHANGED, "dev.nqueens.api.Capability", true, true,
                        "field added SEARCH_EVENTS"),
                new Difference("nqueens-engine", Change.CHANGED, "dev.nqueens.engine.Checkpoint", true, true,
                        "modifier FINAL -> NON_FINAL"),
                new Difference("nqueens-engine", Change.ADDED, "dev.nqueens.api.SolverChoice.Task", true, true,
                        "type added"),
                new Difference("nqueens-engine", Change.REMOVED, "dev.nqueens.engine.Tally", false, false,
                        "type removed"),
                new Difference("nqueens-engine", Change.CHANGED, "dev.nqueens.api.Subproblem", false, false,
                        "METHOD_NOW_THROWS_CHECKED_EXCEPTION <init>(int[]); INTERFACE_REMOVED"),
                new Difference("nqueens-engine", Change.CHANGED, "dev.nqueens.engine.CountJob", true, false,
                        "METHOD_NOW_THROWS_CHECKED_EXCEPTION of(dev.nqueens.api.Split)"));
    }

    @Test
    void aDifferenceSaysItsCompatibilityAndIsNamedByItsSimpleName() throws IOException {
        JapicmpReport.Report report = JapicmpReport.read("nqueens-engine", sample("changes.xml"));
        assertThat(report.differences()).extracting(Difference::describe).contains(
                "nqueens-engine: changed dev.nqueens.engine.CountJob (source-incompatible:"
                        + " METHOD_NOW_THROWS_CHECKED_EXCEPTION of(dev.nqueens.api.Split))",
                "nqueens-engine: added dev.nqueens.api.SolverChoice.Task (compatible: type added)",
                "nqueens-engine: removed dev.nqueens.engine.Tally (incompatible: type removed)");
        assertThat(report.differences()).extracting(Difference::typeSimpleName).contains("Task", "LocalEngine");
        assertThat(report.differences()).filteredOn(Difference::incompatible).extracting(Difference::type)
                .containsExactly("dev.nqueens.engine.LocalEngine", "dev.nqueens.engine.Tally",
                        "dev.nqueens.api.Subproblem", "dev.nqueens.engine.CountJob");
    }

    @Test
    void aReportWithoutClassesHasNoDifferences() throws IOException {
        JapicmpReport.Report report = JapicmpReport.read("nqueens-cluster", sample("unchanged.xml"));
        assertThat(report.differences()).isEmpty();
        assertThat(report.oldJar()).isEqualTo(Path.of("/build/api/0.1.0/nqueens-cluster-0.1.0.jar"));
    }

    @Test
    void manyReasonsAreCutToAFewAndACount() throws IOException {
        StringBuilder methods = new StringBuilder();
        for (int i = 0; i < JapicmpReport.REASONS_SHOWN + 2; i++) {
            methods.append("<method changeStatus=\"REMOVED\" name=\"m").append(i).append("\" binaryCompatible=\"false\""
                    + " sourceCompatible=\"false\"><compatibilityChanges><compatibilityChange binaryCompatible=\"false\""
                    + " sourceCompatible=\"false\" type=\"METHOD_REMOVED\"/></compatibilityChanges><parameters/></method>");
        }
        Path file = write("many.xml", "<japicmp oldJar=\"/a/old.jar\" newJar=\"/a/new.jar\"><classes><class"
                + " binaryCompatible=\"false\" changeStatus=\"MODIFIED\" fullyQualifiedName=\"p.Many\""
                + " sourceCompatible=\"false\"><methods>" + methods + "</methods></class></classes></japicmp>");
        assertThat(JapicmpReport.read("m", file).differences()).singleElement().extracting(Difference::why)
                .isEqualTo("METHOD_REMOVED m0(); METHOD_REMOVED m1(); METHOD_REMOVED m2(); METHOD_REMOVED m3();"
                        + " METHOD_REMOVED m4(); METHOD_REMOVED m5(); and 2 more");
    }

    @Test
    void anythingButAJapicmpReportIsRefusedInOneLine() throws IOException {
        Path project = write("pom.xml", "<project/>");
        assertThatThrownBy(() -> JapicmpReport.read("m", project)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(project + " is no japicmp report: its root element is <project>, not <japicmp>");
        Path broken = write("broken.xml", "<japicmp><classes>");
        assertThatThrownBy(() -> JapicmpReport.read("m", broken)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(broken + " is not well-formed XML: ");
        Path noJars = write("nojars.xml", "<japicmp><classes/></japicmp>");
        assertThatThrownBy(() -> JapicmpReport.read("m", noJars)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(noJars + " is no japicmp report of two jars: its root has no oldJar");
        Path doctype = write("doctype.xml", "<!DOCTYPE japicmp [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<japicmp oldJar=\"&x;\" newJar=\"b\"/>");
        assertThatThrownBy(() -> JapicmpReport.read("m", doctype)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("DOCTYPE");
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }
}

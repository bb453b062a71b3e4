package dev.nqueens.shell.command.relaunch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.shell.command.relaunch.VectorRelaunch.Facts;
import dev.nqueens.shell.command.relaunch.VectorRelaunch.NoticeFilter;
import dev.nqueens.shell.command.relaunch.VectorRelaunch.Setting;
import dev.nqueens.shell.console.TerminalAttachment;
import dev.nqueens.shell.status.UsageException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class VectorRelaunchTest {

    private static final String WARNING = "WARNING: Using incubator modules: jdk.incubator.vector\n";
    private static final List<String> LINE = List.of("/jdk/bin/java", "-Xshare:auto",
            "-XX:SharedArchiveFile=/home/u/.cache/nqueens/a.jsa", "-Duser.home=/home/u", "-cp", "/opt/lib/a.jar",
            "dev.nqueens.shell.Main", "count", "20", "--checkpoint", "-Xshare:off");
    private static final TerminalAttachment ERR_ONLY = new TerminalAttachment(false, false, true);

    @Test
    void theSettingIsAutoUnlessSaidOtherwise() {
        assertThat(Setting.of(null)).isEqualTo(Setting.AUTO);
        assertThat(Setting.of("")).isEqualTo(Setting.AUTO);
        assertThat(Setting.of("auto")).isEqualTo(Setting.AUTO);
        assertThat(Setting.of("on")).isEqualTo(Setting.ON);
        assertThat(Setting.of("off")).isEqualTo(Setting.OFF);
        assertThatThrownBy(() -> Setting.of("yes\u001b[2J")).isInstanceOf(UsageException.class)
                .hasMessage("NQUEENS_VECTOR must be auto, on or off, not 'yes\\e[2J'");
    }

    @Test
    void autoRelaunchesLongCountsOfBitsliceOnProcessorsWithWideVectors() {
        assertThat(VectorRelaunch.childCommand(facts(Setting.AUTO, true), "bitslice", 19)).isPresent();
        assertThat(VectorRelaunch.childCommand(facts(Setting.AUTO, true), "bitslice", 18)).isEmpty();
        assertThat(VectorRelaunch.childCommand(facts(Setting.AUTO, false), "bitslice", 22)).isEmpty();
        assertThat(VectorRelaunch.childCommand(facts(Setting.AUTO, true), "halves", 22)).isEmpty();
    }

    @Test
    void onRelaunchesEveryCountOfBitsliceAndOffNone() {
        assertThat(VectorRelaunch.childCommand(facts(Setting.ON, false), "bitslice", 8)).isPresent();
        assertThat(VectorRelaunch.childCommand(facts(Setting.ON, false), "bitmask", 8)).isEmpty();
        assertThat(VectorRelaunch.childCommand(facts(Setting.OFF, true), "bitslice", 22)).isEmpty();
    }

    @Test
    void aMemberRelaunchesOnProcessorsWithWideVectorsWhateverItWillCount() {
        assertThat(VectorRelaunch.memberCommand(facts(Setting.AUTO, true))).isPresent();
        assertThat(VectorRelaunch.memberCommand(facts(Setting.AUTO, false))).isEmpty();
        assertThat(VectorRelaunch.memberCommand(facts(Setting.ON, false))).isPresent();
        assertThat(VectorRelaunch.memberCommand(facts(Setting.OFF, true))).isEmpty();
        assertThat(VectorRelaunch.memberCommand(new Facts(Setting.AUTO, true, false, true, true, Optional.of(LINE))))
                .as("the relaunched member").isEmpty();
    }

    @Test
    void neitherTheRelaunchedJvmNorOneWithTheModuleRelaunches() {
        Optional<List<String>> line = Optional.of(LINE);
        assertThat(VectorRelaunch.childCommand(new Facts(Setting.ON, true, false, true, true, line), "bitslice", 20))
                .isEmpty();
        assertThat(VectorRelaunch.childCommand(new Facts(Setting.ON, false, true, true, true, line), "bitslice", 20))
                .isEmpty();
        // a JDK without the module, and a system that does not tell the command line
        assertThat(VectorRelaunch.childCommand(new Facts(Setting.ON, false, false, false, true, line), "bitslice", 20))
                .isEmpty();
        assertThat(VectorRelaunch.childCommand(new Facts(Setting.ON, false, false, true, true, Optional.empty()),
                "bitslice", 20)).isEmpty();
    }

    @Test
    void theRelaunchedJvmRunsTheSameCommandWithTheModuleAndWithoutTheArchive() {
        assertThat(VectorRelaunch.childCommand(LINE, ERR_ONLY)).contains(List.of("/jdk/bin/java",
                "-Duser.home=/home/u", "-cp", "/opt/lib/a.jar", "--add-modules=jdk.incubator.vector",
                "-Dnqueens.vectorChild=true", "-Dnqueens.terminals=err", "dev.nqueens.shell.Main", "count", "20",
                "--checkpoint", "-Xshare:off"));
        assertThat(VectorRelaunch.childCommand(List.of("java", "-Xshare:auto", "-jar", "nqueens.jar", "count", "19"),
                new TerminalAttachment(true, true, true))).contains(List.of("java",
                "--add-modules=jdk.incubator.vector", "-Dnqueens.vectorChild=true", "-Dnqueens.terminals=in,out,err",
                "-jar", "nqueens.jar", "count", "19"));
        // a class path that looks like an option is a value all the same
        assertThat(VectorRelaunch.childCommand(List.of("java", "-cp", "-Xshare:x", "Main"), ERR_ONLY))
                .contains(List.of("java", "-cp", "-Xshare:x", "--add-modules=jdk.incubator.vector",
                        "-Dnqueens.vectorChild=true", "-Dnqueens.terminals=err", "Main"));
        assertThat(VectorRelaunch.childCommand(List.of("java", "-version"), ERR_ONLY)).isEmpty();
    }

    @Test
    void theNoticesTheOtherJvmStartsWithAreDroppedAndNothingElse() throws IOException {
        assertThat(passed(WARNING + "nqueens: count 22 interrupted\n"))
                .isEqualTo("nqueens: count 22 interrupted\n");
        assertThat(passed("NOTE: Picked up JDK_JAVA_OPTIONS: -Xmx2g\n" + WARNING + "\r 12 %"))
                .isEqualTo("\r 12 %");
        assertThat(passed("nqueens: cannot write\n" + WARNING)).isEqualTo("nqueens: cannot write\n" + WARNING);
        assertThat(passed("WARNING: Using incubator modules: jdk.incubator.vector, jdk.incubator.foo\n"))
                .isEqualTo("WARNING: Using incubator modules: jdk.incubator.vector, jdk.incubator.foo\n");
        assertThat(passed("WARN")).isEqualTo("WARN");
        assertThat(passed("")).isEmpty();
    }

    @Test
    void whatFollowsTheNoticesPassesAsSoonAsItComes() throws IOException {
        ByteArrayOutputStream to = new ByteArrayOutputStream();
        NoticeFilter filter = new NoticeFilter(to);
        byte[] warning = WARNING.getBytes(StandardCharsets.US_ASCII);
        for (byte b : warning) {
            filter.write(new byte[] {b}, 1);
        }
        assertThat(to.size()).isZero();
        filter.write("\r count 22:".getBytes(StandardCharsets.US_ASCII), 11);
        assertThat(to.toString(StandardCharsets.US_ASCII)).isEqualTo("\r count 22:");
        byte[] utf8 = " 3 % – ×".getBytes(StandardCharsets.UTF_8);
        filter.write(utf8, utf8.length);
        assertThat(to.toString(StandardCharsets.UTF_8)).isEqualTo("\r count 22: 3 % – ×");
    }

    private static Facts facts(Setting setting, boolean wideVectors) {
        return new Facts(setting, false, false, true, wideVectors, Optional.of(LINE));
    }

    private static String passed(String text) {
        ByteArrayOutputStream to = new ByteArrayOutputStream();
        VectorRelaunch.pass(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), to);
        return to.toString(StandardCharsets.UTF_8);
    }
}

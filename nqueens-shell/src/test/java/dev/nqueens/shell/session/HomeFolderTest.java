package dev.nqueens.shell.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The home folder is $HOME's when usable, else user.home's, else none, and never the current folder. */
class HomeFolderTest {

    @TempDir
    Path folder;

    @Test
    void homeWinsOverTheSystemProperty() throws IOException {
        Path home = Files.createDirectory(folder.resolve("home"));
        Path passwd = Files.createDirectory(folder.resolve("passwd"));
        HomeFolder found = HomeFolder.of(home.toString(), passwd.toString());
        assertThat(found.path()).contains(home);
        assertThat(found.problem()).isEmpty();
    }

    @Test
    void withoutHomeTheSystemPropertyServes() throws IOException {
        Path passwd = Files.createDirectory(folder.resolve("passwd"));
        assertThat(HomeFolder.of(null, passwd.toString()).path()).contains(passwd);
        assertThat(HomeFolder.of("", passwd.toString()).path()).contains(passwd);
        assertThat(HomeFolder.of(folder.resolve("missing").toString(), passwd.toString()).path()).contains(passwd);
    }

    @Test
    void aUserWithoutAPasswordEntryHasNoHomeAndIsToldWhy() {
        HomeFolder none = HomeFolder.of(null, "?");
        assertThat(none.path()).isEmpty();
        assertThat(none.problem()).hasValueSatisfying(problem -> assertThat(problem)
                .isEqualTo("no usable home folder (HOME is not set; user.home is ?, not an absolute path): running"
                        + " without history, plugin verdicts kept or ~/.nqueens/plugins")
                .doesNotContain("\n"));
    }

    @Test
    void aFolderThatCannotBeWrittenIsNoHome() throws IOException {
        Path locked = Files.createDirectory(folder.resolve("locked"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("r-xr-xr-x")));
        assumeFalse(Files.isWritable(locked), "root writes anywhere");
        assertThat(HomeFolder.of(locked.toString(), "relative").path()).isEmpty();
    }
}

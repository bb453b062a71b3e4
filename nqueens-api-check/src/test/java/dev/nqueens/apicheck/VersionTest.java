package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Versions as the API check reads them, and what semantic versioning asks after a change. */
class VersionTest {

    @Test
    void readsReleasesAndQualifiedVersions() {
        assertThat(Version.parse("0.1.0")).isEqualTo(new Version(0, 1, 0, ""));
        assertThat(Version.parse(" 0.2.0-SNAPSHOT\n")).isEqualTo(new Version(0, 2, 0, "SNAPSHOT"));
        assertThat(Version.parse("0.2.0-SNAPSHOT").isRelease()).isFalse();
        assertThat(Version.parse("1.4.2").toString()).isEqualTo("1.4.2");
    }

    @Test
    void refusesAnythingElseInOneLine() {
        assertThatThrownBy(() -> Version.parse("1.0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("version '1.0' is not MAJOR.MINOR.PATCH[-QUALIFIER]");
        assertThatThrownBy(() -> Version.parse("${project.version}")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anIncompatibleChangeRaisesTheMajorOrWhileItIsZeroTheMinor() {
        assertThat(Version.parse("0.1.0").nextIncompatible()).isEqualTo(Version.parse("0.2.0"));
        assertThat(Version.parse("0.1.3").nextIncompatible()).isEqualTo(Version.parse("0.2.0"));
        assertThat(Version.parse("1.4.2").nextIncompatible()).isEqualTo(Version.parse("2.0.0"));
    }

    @Test
    void aCompatibleAdditionRaisesTheMinor() {
        assertThat(Version.parse("0.1.0").nextCompatible()).isEqualTo(Version.parse("0.2.0"));
        assertThat(Version.parse("1.4.2").nextCompatible()).isEqualTo(Version.parse("1.5.0"));
    }

    @Test
    void aSnapshotReachesTheReleaseItLeadsTo() {
        assertThat(Version.parse("0.2.0-SNAPSHOT").reaches(Version.parse("0.2.0"))).isTrue();
        assertThat(Version.parse("1.0.0-SNAPSHOT").reaches(Version.parse("0.2.0"))).isTrue();
        assertThat(Version.parse("0.1.1-SNAPSHOT").reaches(Version.parse("0.2.0"))).isFalse();
        assertThat(Version.parse("0.2.0-SNAPSHOT")).isLessThan(Version.parse("0.2.0"));
        assertThat(Version.parse("0.10.0")).isGreaterThan(Version.parse("0.9.0"));
    }
}

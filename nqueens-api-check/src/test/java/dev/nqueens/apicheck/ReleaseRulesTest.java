package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.apicheck.Difference.Change;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the version and the changelog must say of each difference, and of the providers' API version. */
class ReleaseRulesTest {

    private static final Version RELEASE = Version.parse("0.1.0");

    private static final Difference ADDED = new Difference("api", Change.CHANGED, "p.Solver", true, true,
            "METHOD_NEW_DEFAULT describe()");
    private static final Difference REMOVED = new Difference("api", Change.CHANGED, "p.Registry", false, false,
            "METHOD_REMOVED load()");
    private static final Difference REMOVED_ELSEWHERE = new Difference("engine", Change.REMOVED, "e.Engine", false,
            false, "type removed");
    private static final Difference SOURCE_ONLY = new Difference("api", Change.CHANGED, "p.Solver.Builder", true,
            false, "METHOD_NOW_THROWS_CHECKED_EXCEPTION build()");

    private static final ReleaseRules.ApiVersion UNCHANGED =
            new ReleaseRules.ApiVersion("api", "p.Provider#API_VERSION", "2", "2");
    private static final ReleaseRules.ApiVersion RAISED =
            new ReleaseRules.ApiVersion("api", "p.Provider#API_VERSION", "2", "3");

    private static Changelog.Section section(String text) {
        return Changelog.parse("## [Unreleased]\n" + text).section("Unreleased").orElseThrow();
    }

    private static ReleaseRules.Verdict judge(String version, List<Difference> differences, String changelog,
            ReleaseRules.ApiVersion apiVersion) {
        return ReleaseRules.judge(RELEASE, Version.parse(version), differences, section(changelog), apiVersion);
    }

    @Test
    void noDifferencesNeedNothing() {
        assertThat(judge("0.1.1-SNAPSHOT", List.of(), "", UNCHANGED).passed()).isTrue();
        assertThat(judge("0.1.0", List.of(), "", UNCHANGED).passed()).isTrue();
    }

    @Test
    void aCompatibleAdditionNeedsTheMinorRaisedAndItsTypeNamed() {
        ReleaseRules.Verdict verdict = judge("0.1.1-SNAPSHOT", List.of(ADDED), "", UNCHANGED);
        assertThat(verdict.problems()).containsExactly("api: changed p.Solver (compatible: METHOD_NEW_DEFAULT describe()):"
                + " set the version to 0.2.0-SNAPSHOT or later (it is 0.1.1-SNAPSHOT);"
                + " name `Solver` in CHANGELOG.md under ## [Unreleased]");
        ReleaseRules.Verdict declared = judge("0.2.0-SNAPSHOT", List.of(ADDED), "- `Solver.describe()`\n", UNCHANGED);
        assertThat(declared.passed()).isTrue();
        assertThat(declared.declared()).containsExactly(ADDED);
    }

    @Test
    void aReleaseVersionIsSuggestedWithoutQualifier() {
        assertThat(judge("0.1.1", List.of(ADDED), "- `Solver`\n", UNCHANGED).problems()).containsExactly(
                "api: changed p.Solver (compatible: METHOD_NEW_DEFAULT describe()): set the version to 0.2.0 or later"
                        + " (it is 0.1.1)");
    }

    @Test
    void anIncompatibleChangeBeyondZeroNeedsTheMajorRaised() {
        ReleaseRules.Verdict verdict = ReleaseRules.judge(Version.parse("1.2.0"), Version.parse("1.3.0-SNAPSHOT"),
                List.of(REMOVED_ELSEWHERE), section("- `Engine`\n"), UNCHANGED);
        assertThat(verdict.problems()).containsExactly("engine: removed e.Engine (incompatible: type removed):"
                + " set the version to 2.0.0-SNAPSHOT or later (it is 1.3.0-SNAPSHOT)");
    }

    @Test
    void anIncompatibleChangeInTheApiModuleNeedsTheApiVersionRaised() {
        ReleaseRules.Verdict verdict = judge("0.2.0-SNAPSHOT", List.of(REMOVED), "- `Registry`\n", UNCHANGED);
        assertThat(verdict.problems()).containsExactly("api changed incompatibly, so providers built for 0.1.0 may"
                + " fail: raise Provider.API_VERSION from 2 to 3, and say so under ## [Unreleased] in a line that"
                + " names API_VERSION and 3");
    }

    @Test
    void aRaisedApiVersionMustBeStatedInTheChangelog() {
        assertThat(judge("0.2.0-SNAPSHOT", List.of(REMOVED), "- `Registry`\n", RAISED).problems()).containsExactly(
                "api changed incompatibly, and Provider.API_VERSION is raised to 3: say so under ## [Unreleased] in"
                        + " a line that names API_VERSION and 3");
        assertThat(judge("0.2.0-SNAPSHOT", List.of(REMOVED), "- `Registry`: `API_VERSION` is now 3\n", RAISED)
                .passed()).isTrue();
    }

    @Test
    void anIncompatibleChangeInAnotherModuleLeavesTheApiVersionAlone() {
        assertThat(judge("0.2.0-SNAPSHOT", List.of(REMOVED_ELSEWHERE), "- `Engine`\n", UNCHANGED).passed()).isTrue();
    }

    @Test
    void aCompatibleChangeLeavesTheApiVersionAlone() {
        assertThat(judge("0.2.0-SNAPSHOT", List.of(ADDED), "- `Solver`\n", UNCHANGED).passed()).isTrue();
    }

    @Test
    void aVersionBeforeTheBaselinesIsAProblemOfItsOwn() {
        assertThat(judge("0.0.9", List.of(), "", UNCHANGED).problems()).containsExactly("the version 0.0.9 comes"
                + " before 0.1.0, the release whose jars the API is compared with: the baseline is a release's jars,"
                + " copied in at that release");
    }

    @Test
    void aConstantMissingFromEitherSideIsSaid() {
        ReleaseRules.ApiVersion missing = new ReleaseRules.ApiVersion("api", "p.Provider#API_VERSION", "2", null);
        assertThat(judge("0.2.0-SNAPSHOT", List.of(REMOVED), "- `Registry`\n", missing).problems()).containsExactly(
                "api changed incompatibly, but p.Provider#API_VERSION is no constant in this build, so the API"
                        + " version providers compile in cannot be checked");
    }

    @Test
    void aSourceIncompatibleChangeIsIncompatible() {
        assertThat(SOURCE_ONLY.incompatible()).isTrue();
        assertThat(judge("0.1.1-SNAPSHOT", List.of(SOURCE_ONLY), "- `Solver.Builder`\n", RAISED).problems())
                .first().isEqualTo("api: changed p.Solver.Builder (source-incompatible: METHOD_NOW_THROWS_CHECKED_EXCEPTION"
                        + " build()): set the version to 0.2.0-SNAPSHOT or later (it is 0.1.1-SNAPSHOT)");
    }
}

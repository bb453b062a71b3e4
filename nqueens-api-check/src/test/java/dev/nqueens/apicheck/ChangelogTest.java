package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The changelog as the API check reads it: its sections, the types they name, the constants they state. */
class ChangelogTest {

    private static final Changelog CHANGELOG = Changelog.parse("""
            # Changelog

            ## [Unreleased]

            ### Changed
            - `Solver.split(int)` replaces the old split; `SolveRequest.Builder` takes a seed.
            - Providers compile in `Provider.API_VERSION` 3 from now on.
            - Subproblems are SubproblemSolver's (not in backticks), and `dev.nqueens.api.Registry` moved.

            ## [0.1.0] - 2026-12-02

            ### Added
            - `Renderer`, and `API_VERSION` 2.
            """);

    @Test
    void aSectionRunsFromItsHeadingToTheNext() {
        Changelog.Section unreleased = CHANGELOG.section("Unreleased").orElseThrow();
        assertThat(unreleased.lines()).hasSize(6).first().isEqualTo("");
        assertThat(CHANGELOG.section("0.1.0").orElseThrow().lines()).contains("- `Renderer`, and `API_VERSION` 2.");
        assertThat(CHANGELOG.section("0.2.0")).isEmpty();
        assertThat(Changelog.parse("").section("Unreleased")).isEmpty();
    }

    @Test
    void aTypeIsNamedByItsSimpleNameAsAWordInBackticks() {
        Changelog.Section unreleased = CHANGELOG.section("Unreleased").orElseThrow();
        assertThat(unreleased.names("Solver")).isTrue();
        assertThat(unreleased.names("Builder")).as("a nested type, after its outer type's name").isTrue();
        assertThat(unreleased.names("Registry")).as("a qualified name").isTrue();
        assertThat(unreleased.names("SubproblemSolver")).as("outside backticks").isFalse();
        assertThat(unreleased.names("Solve")).as("a part of a word").isFalse();
        assertThat(unreleased.names("Renderer")).as("another section's").isFalse();
    }

    @Test
    void aConstantIsStatedByALineWithItsNameAndItsValueAsANumberOfItsOwn() {
        Changelog.Section unreleased = CHANGELOG.section("Unreleased").orElseThrow();
        assertThat(unreleased.saysConstantIs("API_VERSION", "3")).isTrue();
        assertThat(unreleased.saysConstantIs("API_VERSION", "2")).isFalse();
        assertThat(Changelog.parse("## [Unreleased]\n- API_VERSION is 13\n").section("Unreleased").orElseThrow()
                .saysConstantIs("API_VERSION", "3")).isFalse();
        assertThat(Changelog.parse("## [Unreleased]\n- version 3.2 of API_VERSION\n").section("Unreleased")
                .orElseThrow().saysConstantIs("API_VERSION", "3")).isFalse();
    }

    @Test
    void twoSectionsReadTogether() {
        Changelog.Section both = CHANGELOG.section("Unreleased").orElseThrow()
                .plus(CHANGELOG.section("0.1.0").orElseThrow());
        assertThat(both.names("Renderer")).isTrue();
        assertThat(both.names("Solver")).isTrue();
    }
}

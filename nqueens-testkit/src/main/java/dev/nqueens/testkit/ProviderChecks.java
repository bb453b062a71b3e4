package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.lang.reflect.Modifier;

/** The checks of a provider's identity that the solver and the renderer contracts share. */
final class ProviderChecks {

    private ProviderChecks() {
    }

    /**
     * @param description the provider's {@code description()}
     * @param named the provider as failures name it, as in {@code format 'svg'}
     */
    static void assertDescriptionIsOneLine(String description, String named) {
        assertThat(description).as("the description() of %s should be one line, not blank, without a final period"
                + " or surrounding blanks", named).isNotBlank().doesNotContain("\n", "\r").doesNotEndWith(".")
                .isEqualTo(description.strip());
    }

    /** @param type the provider's class, which {@link java.util.ServiceLoader} must be able to create */
    static void assertServiceLoaderCanCreate(Class<?> type) {
        assertThat(Modifier.isPublic(type.getModifiers()))
                .as("%s should be a public class, so that ServiceLoader can create it", type.getName()).isTrue();
        assertThatCode(type::getConstructor).as("%s should have a public no-argument constructor, so that"
                + " ServiceLoader can create it", type.getName()).doesNotThrowAnyException();
    }
}

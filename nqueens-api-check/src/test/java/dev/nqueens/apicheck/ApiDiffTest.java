package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.nqueens.apicheck.Difference.Change;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The comparison of two API signatures, and what it counts as compatible. */
class ApiDiffTest {

    private static final String BASE = """
            p.Plugin | public interface p.Plugin
            p.Plugin#VERSION | public static final int VERSION = 2
            p.Plugin#id() | public abstract java.lang.String id()
            p.Plugin#size() | public default int size()
            p.Sealed | public sealed interface p.Sealed permits p.Sealed.One
            p.Sealed#name() | public abstract java.lang.String name()
            p.Sealed.One | public static final record p.Sealed.One implements p.Sealed
            p.Sealed.One#name() | public java.lang.String name()
            p.Base | public abstract class p.Base implements p.Plugin
            p.Base#<init>() | protected Base()
            p.Base#make() | protected abstract java.lang.Object make()
            p.Base#id() | public java.lang.String id()
            p.Closed | public abstract class p.Closed
            p.Closed#make() | public abstract java.lang.Object make()
            p.Value | public final class p.Value
            p.Value#of(int) | public static p.Value of(int)
            p.Value#read(java.io.Reader) | public p.Value read(java.io.Reader) throws java.io.IOException
            p.Value#items() | public java.util.List<java.lang.String> items()
            """;

    private static List<Difference> diff(String before, String after) {
        return ApiDiff.compare("m", ApiSignature.parse(before, "before"), ApiSignature.parse(after, "after"));
    }

    private static String replaced(String text, String line, String with) {
        assertThat(text).contains(line + "\n");
        return text.replace(line + "\n", with.isEmpty() ? "" : with + "\n");
    }

    @Test
    void anUnchangedApiHasNoDifferences() {
        assertThat(diff(BASE, BASE)).isEmpty();
    }

    @Nested
    class Added {

        @Test
        void aTypeIsOneCompatibleDifferenceWithItsMembers() {
            List<Difference> differences = diff(BASE, BASE + """
                    p.New | public final class p.New
                    p.New#go() | public void go()
                    """);
            assertThat(differences).containsExactly(new Difference("m", Change.ADDED, "p.New", null,
                    "public final class p.New", false, "type added"));
        }

        @Test
        void aDefaultOrStaticMethodOrAFieldIsCompatible() {
            List<Difference> differences = diff(BASE, BASE + """
                    p.Plugin#describe() | public default java.lang.String describe()
                    p.Plugin#of(int) | public static p.Plugin of(int)
                    p.Plugin#NAME | public static final java.lang.String NAME = "x"
                    """);
            assertThat(differences).extracting(Difference::key, Difference::incompatible).containsExactly(
                    tuple("p.Plugin#NAME", false),
                    tuple("p.Plugin#describe()", false),
                    tuple("p.Plugin#of(int)", false));
        }

        @Test
        void anAbstractMethodInAnInterfaceThatOutsidersImplementIsIncompatible() {
            List<Difference> differences = diff(BASE, BASE + "p.Plugin#name() | public abstract java.lang.String name()\n");
            assertThat(differences).containsExactly(new Difference("m", Change.ADDED, "p.Plugin#name()", null,
                    "public abstract java.lang.String name()", true,
                    "abstract method added to a type that outsiders implement"));
        }

        @Test
        void anAbstractMethodInAClassThatOutsidersExtendIsIncompatible() {
            Difference difference = diff(BASE, BASE + "p.Base#check() | protected abstract void check()\n").get(0);
            assertThat(difference.incompatible()).isTrue();
            assertThat(difference.why()).isEqualTo("abstract method added to a type that outsiders extend");
        }

        @Test
        void anAbstractMethodInASealedInterfaceOrAClassWithoutConstructorsIsCompatible() {
            List<Difference> differences = diff(BASE, BASE + """
                    p.Sealed#size() | public abstract int size()
                    p.Closed#check() | public abstract void check()
                    """);
            assertThat(differences).hasSize(2).noneMatch(Difference::incompatible);
        }
    }

    @Nested
    class Removed {

        @Test
        void aMemberIsIncompatible() {
            List<Difference> differences = diff(BASE, replaced(BASE, "p.Value#of(int) | public static p.Value of(int)", ""));
            assertThat(differences).containsExactly(new Difference("m", Change.REMOVED, "p.Value#of(int)",
                    "public static p.Value of(int)", null, true, "removed"));
        }

        @Test
        void aTypeIsOneIncompatibleDifferenceWithItsMembers() {
            String after = replaced(replaced(BASE, "p.Value#of(int) | public static p.Value of(int)", ""),
                    "p.Value | public final class p.Value", "");
            after = replaced(after, "p.Value#read(java.io.Reader) | public p.Value read(java.io.Reader) throws java.io.IOException", "");
            after = replaced(after, "p.Value#items() | public java.util.List<java.lang.String> items()", "");
            assertThat(diff(BASE, after)).extracting(Difference::key, Difference::change, Difference::incompatible)
                    .containsExactly(tuple("p.Value", Change.REMOVED, true));
        }

        @Test
        void aMethodStillInheritedFromASupertypeIsCompatible() {
            List<Difference> differences = diff(BASE, replaced(BASE, "p.Base#id() | public java.lang.String id()", ""));
            assertThat(differences).containsExactly(new Difference("m", Change.REMOVED, "p.Base#id()",
                    "public java.lang.String id()", null, false, "still inherited from p.Plugin"));
        }
    }

    @Nested
    class Changed {

        private Difference change(String line, String to) {
            List<Difference> differences = diff(BASE, replaced(BASE, line, to));
            assertThat(differences).hasSize(1);
            assertThat(differences.get(0).change()).isEqualTo(Change.CHANGED);
            return differences.get(0);
        }

        @Test
        void aConstantsValueIsIncompatible() {
            Difference difference = change("p.Plugin#VERSION | public static final int VERSION = 2",
                    "p.Plugin#VERSION | public static final int VERSION = 3");
            assertThat(difference.incompatible()).isTrue();
            assertThat(difference.why()).isEqualTo("constant value 2 -> 3");
        }

        @Test
        void aDefaultMethodMadeAbstractIsIncompatibleAndTheOtherWayRoundNot() {
            Difference abstracted = change("p.Plugin#size() | public default int size()",
                    "p.Plugin#size() | public abstract int size()");
            assertThat(abstracted.incompatible()).isTrue();
            assertThat(abstracted.why()).isEqualTo("abstract added, default removed");
            Difference defaulted = change("p.Plugin#id() | public abstract java.lang.String id()",
                    "p.Plugin#id() | public default java.lang.String id()");
            assertThat(defaulted.incompatible()).isFalse();
            assertThat(defaulted.why()).isEqualTo("default added, abstract removed");
        }

        @Test
        void aReturnTypeGenericTypeOrExceptionIsIncompatible() {
            assertThat(change("p.Value#items() | public java.util.List<java.lang.String> items()",
                    "p.Value#items() | public java.util.List<java.lang.CharSequence> items()").incompatible()).isTrue();
            assertThat(change("p.Value#read(java.io.Reader) | public p.Value read(java.io.Reader) throws java.io.IOException",
                    "p.Value#read(java.io.Reader) | public p.Value read(java.io.Reader)").incompatible()).isTrue();
        }

        @Test
        void finalAddedOrProtectedFromPublicIsIncompatibleAndTheReverseIsNot() {
            assertThat(change("p.Base | public abstract class p.Base implements p.Plugin",
                    "p.Base | public abstract final class p.Base implements p.Plugin").why()).isEqualTo("final added");
            Difference narrowed = change("p.Base#id() | public java.lang.String id()",
                    "p.Base#id() | protected java.lang.String id()");
            assertThat(narrowed.incompatible()).isTrue();
            assertThat(narrowed.why()).isEqualTo("protected added");
            Difference widened = change("p.Base#make() | protected abstract java.lang.Object make()",
                    "p.Base#make() | public abstract java.lang.Object make()");
            assertThat(widened.incompatible()).isFalse();
            assertThat(widened.why()).isEqualTo("public added");
        }

        @Test
        void aSupertypeAddedIsCompatibleAndOneRemovedIsNot() {
            Difference added = change("p.Value | public final class p.Value",
                    "p.Value | public final class p.Value implements java.io.Serializable, java.lang.Comparable<p.Value>");
            assertThat(added.incompatible()).isFalse();
            assertThat(added.why()).isEqualTo("supertype java.io.Serializable, java.lang.Comparable<p.Value> added");
            Difference removed = change("p.Base | public abstract class p.Base implements p.Plugin",
                    "p.Base | public abstract class p.Base");
            assertThat(removed.incompatible()).isTrue();
            assertThat(removed.why()).isEqualTo("supertype p.Plugin removed");
        }

        @Test
        void aPermittedSubclassAddedToASealedTypeIsIncompatible() {
            String after = replaced(BASE, "p.Sealed | public sealed interface p.Sealed permits p.Sealed.One",
                    "p.Sealed | public sealed interface p.Sealed permits p.Sealed.One, p.Two")
                    + "p.Two | public final class p.Two implements p.Sealed\np.Two#name() | public java.lang.String name()\n";
            List<Difference> differences = diff(BASE, after);
            assertThat(differences).extracting(Difference::key, Difference::incompatible, Difference::why).containsExactly(
                    tuple("p.Sealed", true, "permitted subclasses changed"),
                    tuple("p.Two", false, "type added"));
        }

        @Test
        void deprecatingIsCompatible() {
            Difference difference = change("p.Value#of(int) | public static p.Value of(int)",
                    "p.Value#of(int) | @Deprecated public static p.Value of(int)");
            assertThat(difference.incompatible()).isFalse();
            assertThat(difference.why()).isEqualTo("@Deprecated added");
        }

        @Test
        void aTypeParameterOrKindChangedIsIncompatible() {
            Difference difference = change("p.Value | public final class p.Value",
                    "p.Value | public final class p.Value<T extends java.lang.Number>");
            assertThat(difference.incompatible()).isTrue();
            assertThat(difference.why()).isEqualTo("kind or type parameters changed");
        }
    }

    @Test
    void aDifferenceNamesItsTypeBySimpleName() {
        Difference difference = new Difference("m", Change.ADDED, "p.Solve.Builder#go()", null, "public void go()",
                false, "method added");
        assertThat(difference.type()).isEqualTo("p.Solve.Builder");
        assertThat(difference.typeSimpleName()).isEqualTo("Builder");
        assertThat(difference.describe()).isEqualTo("m: added p.Solve.Builder#go() (compatible: method added)");
    }
}

package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer of API signatures on a small module compiled for the test: what counts as API (exported
 * packages only, public and protected members, protected ones only where outsiders can extend), and how
 * each kind of declaration is written: generics, varargs, exceptions, constants, nested, sealed and
 * deprecated types, records, enums, annotations and inner classes.
 */
class ApiReaderTest {

    static Map<String, String> fixture() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("module-info.java", """
                module fixture {
                    exports fixture.api;
                    exports fixture.friends to java.base;
                }
                """);
        sources.put("fixture/api/Plugin.java", """
                package fixture.api;

                import java.util.List;

                public interface Plugin {
                    int VERSION = 3;
                    String NAME = "plug \\"in\\"\\n";
                    long BIG = 1L << 40;
                    char MARK = 'x';
                    boolean ON = true;
                    double HALF = 0.5;
                    float QUARTER = 0.25f;
                    Object NOT_A_CONSTANT = new Object();

                    String id();

                    default int size() {
                        return helper();
                    }

                    static <T extends Comparable<? super T>> T max(List<? extends T> items) {
                        return items.get(0);
                    }

                    private int helper() {
                        return 1;
                    }
                }
                """);
        sources.put("fixture/api/Base.java", """
                package fixture.api;

                import java.io.IOException;
                import java.io.Serializable;
                import java.util.List;
                import java.util.Map;

                public abstract class Base<T extends Number & Comparable<T>> implements Plugin, Serializable {
                    private static final long serialVersionUID = 1L;
                    protected int count;

                    protected Base() {
                    }

                    public Base(T seed) {
                    }

                    protected abstract T make(String... parts) throws IOException, IllegalStateException;

                    public final void run() {
                        Runnable anonymous = new Runnable() {
                            @Override
                            public void run() {
                            }
                        };
                        anonymous.run();
                    }

                    void packagePrivate() {
                    }

                    public <K, V extends List<K>> Map<K, V[]> table(Map<? super K, ?> in) {
                        return null;
                    }

                    @Deprecated
                    public static int old() {
                        return 0;
                    }

                    protected class Inner {
                        public Inner(List<String> names) {
                        }
                    }

                    public class Plain {
                        public Plain(int x) {
                        }
                    }
                }
                """);
        sources.put("fixture/api/Shape.java", """
                package fixture.api;

                public sealed interface Shape permits Shape.Circle, Square, HiddenShape {
                    double area();

                    record Circle(double radius) implements Shape {
                        @Override
                        public double area() {
                            return Math.PI * radius * radius;
                        }
                    }
                }
                """);
        sources.put("fixture/api/Square.java", """
                package fixture.api;

                public final class Square implements Shape {
                    protected int side;

                    public Square() {
                    }

                    @Override
                    public double area() {
                        return side * side;
                    }
                }
                """);
        sources.put("fixture/api/HiddenShape.java", """
                package fixture.api;

                final class HiddenShape implements Shape {
                    @Override
                    public double area() {
                        return 0;
                    }

                    public static class NotReachable {
                    }
                }
                """);
        sources.put("fixture/api/Level.java", """
                package fixture.api;

                @Deprecated
                public enum Level {
                    LOW, HIGH
                }
                """);
        sources.put("fixture/api/Marker.java", """
                package fixture.api;

                public @interface Marker {
                    String value() default "";
                }
                """);
        sources.put("fixture/hidden/Secret.java", """
                package fixture.hidden;

                public class Secret {
                }
                """);
        sources.put("fixture/friends/Friend.java", """
                package fixture.friends;

                public class Friend {
                }
                """);
        return sources;
    }

    static final String EXPECTED = """
            fixture.api.Base | public abstract class fixture.api.Base<T extends java.lang.Number & java.lang.Comparable<T>> implements fixture.api.Plugin, java.io.Serializable
            fixture.api.Base#<init>() | protected Base()
            fixture.api.Base#<init>(java.lang.Number) | public Base(T)
            fixture.api.Base#count | protected int count
            fixture.api.Base#make(java.lang.String[]) | protected abstract T make(java.lang.String...) throws java.io.IOException, java.lang.IllegalStateException
            fixture.api.Base#old() | @Deprecated public static int old()
            fixture.api.Base#run() | public final void run()
            fixture.api.Base#table(java.util.Map) | public <K, V extends java.util.List<K>> java.util.Map<K, V[]> table(java.util.Map<? super K, ?>)
            fixture.api.Base.Inner | protected class fixture.api.Base.Inner
            fixture.api.Base.Inner#<init>(java.util.List) | public Inner(java.util.List<java.lang.String>)
            fixture.api.Base.Plain | public class fixture.api.Base.Plain
            fixture.api.Base.Plain#<init>(int) | public Plain(int)
            fixture.api.Level | @Deprecated public final enum fixture.api.Level
            fixture.api.Level#HIGH | public static final fixture.api.Level HIGH
            fixture.api.Level#LOW | public static final fixture.api.Level LOW
            fixture.api.Level#valueOf(java.lang.String) | public static fixture.api.Level valueOf(java.lang.String)
            fixture.api.Level#values() | public static fixture.api.Level[] values()
            fixture.api.Marker | public @interface fixture.api.Marker
            fixture.api.Marker#value() | public abstract java.lang.String value()
            fixture.api.Plugin | public interface fixture.api.Plugin
            fixture.api.Plugin#BIG | public static final long BIG = 1099511627776L
            fixture.api.Plugin#HALF | public static final double HALF = 0.5
            fixture.api.Plugin#MARK | public static final char MARK = 'x'
            fixture.api.Plugin#NAME | public static final java.lang.String NAME = "plug \\"in\\"\\n"
            fixture.api.Plugin#NOT_A_CONSTANT | public static final java.lang.Object NOT_A_CONSTANT
            fixture.api.Plugin#ON | public static final boolean ON = true
            fixture.api.Plugin#QUARTER | public static final float QUARTER = 0.25f
            fixture.api.Plugin#VERSION | public static final int VERSION = 3
            fixture.api.Plugin#id() | public abstract java.lang.String id()
            fixture.api.Plugin#max(java.util.List) | public static <T extends java.lang.Comparable<? super T>> T max(java.util.List<? extends T>)
            fixture.api.Plugin#size() | public default int size()
            fixture.api.Shape | public sealed interface fixture.api.Shape permits fixture.api.Shape.Circle, fixture.api.Square
            fixture.api.Shape#area() | public abstract double area()
            fixture.api.Shape.Circle | public static final record fixture.api.Shape.Circle implements fixture.api.Shape
            fixture.api.Shape.Circle#<init>(double) | public Circle(double)
            fixture.api.Shape.Circle#area() | public double area()
            fixture.api.Shape.Circle#equals(java.lang.Object) | public final boolean equals(java.lang.Object)
            fixture.api.Shape.Circle#hashCode() | public final int hashCode()
            fixture.api.Shape.Circle#radius() | public double radius()
            fixture.api.Shape.Circle#toString() | public final java.lang.String toString()
            fixture.api.Square | public final class fixture.api.Square implements fixture.api.Shape
            fixture.api.Square#<init>() | public Square()
            fixture.api.Square#area() | public double area()
            """;

    @TempDir
    Path folder;

    @Test
    void aFolderOfClassesGivesOneLinePerTypeAndMemberOfTheExportedPackages() throws IOException {
        Path classes = FixtureModule.compile(folder, fixture());
        ApiSignature api = ApiReader.read(classes);
        assertThat(body(api.text("fixture"))).isEqualTo(EXPECTED);
    }

    @Test
    void theModulesJarGivesTheSameText() throws IOException {
        Path classes = FixtureModule.compile(folder, fixture());
        Path jar = FixtureModule.jar(classes, folder.resolve("fixture.jar"));
        assertThat(ApiReader.read(jar)).isEqualTo(ApiReader.read(classes));
    }

    @Test
    void theTextReadsBackAsTheSameApi() throws IOException {
        ApiSignature api = ApiReader.read(FixtureModule.compile(folder, fixture()));
        String text = api.text("fixture");
        assertThat(text).startsWith("# The public API of fixture");
        assertThat(ApiSignature.parse(text, "fixture.api")).isEqualTo(api);
    }

    @Test
    void classesWithoutAModuleDescriptorAreRefusedInOneLine() {
        Map<String, String> sources = new LinkedHashMap<>(fixture());
        sources.remove("module-info.java");
        Path classes = FixtureModule.compile(folder, sources);
        assertThatThrownBy(() -> ApiReader.read(classes)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(classes + " has no module-info.class, and the API of a module is what its descriptor exports");
    }

    /** The lines after the comment that heads the file. */
    private static String body(String text) {
        return text.substring(text.indexOf('\n') + 1);
    }
}

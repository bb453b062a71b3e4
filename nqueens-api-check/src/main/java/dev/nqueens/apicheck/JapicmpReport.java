package dev.nqueens.apicheck;

import dev.nqueens.apicheck.Difference.Change;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * What japicmp found between a module's jar at the last release and its jar now, read from japicmp's XML
 * report: one {@link Difference} per type that was added, removed or changed, with the compatibility that
 * japicmp gives the type (binary and source), and why in japicmp's words: the compatibility changes it names
 * ({@code METHOD_REMOVED count(int)}), incompatible ones first, then the members added, removed or changed
 * that it names none for ({@code field added SEARCH_EVENTS}), then the type's modifiers that changed.
 *
 * <p>The report is the one japicmp writes with {@code onlyModified}: a type that did not change is not in it,
 * and one that is, unchanged and compatible, is no difference.
 */
final class JapicmpReport {

    /** How many reasons a difference lists before it says how many more there are. */
    static final int REASONS_SHOWN = 6;

    private static final List<String> MEMBERS = List.of("method", "constructor", "field");

    private JapicmpReport() {
    }

    /**
     * One module's report.
     *
     * @param module the module
     * @param oldJar the jar of the last release that japicmp read
     * @param newJar the jar of this build that japicmp read
     * @param differences the types that differ, in the report's order
     */
    record Report(String module, Path oldJar, Path newJar, List<Difference> differences) {
    }

    /**
     * @param module the module the report is of, as the differences name it
     * @param file japicmp's XML report
     * @return what it says
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is not a japicmp report
     */
    static Report read(String module, Path file) throws IOException {
        Element root;
        try (InputStream in = Files.newInputStream(file)) {
            root = parser().parse(in, file.toUri().toString()).getDocumentElement();
        } catch (SAXException e) {
            throw new IllegalArgumentException(file + " is not well-formed XML: " + e.getMessage(), e);
        }
        if (!root.getTagName().equals("japicmp")) {
            throw new IllegalArgumentException(file + " is no japicmp report: its root element is <"
                    + root.getTagName() + ">, not <japicmp>");
        }
        List<Difference> differences = new ArrayList<>();
        for (Element classes : children(root, "classes")) {
            for (Element type : children(classes, "class")) {
                difference(module, type).ifPresent(differences::add);
            }
        }
        return new Report(module, jar(root, "oldJar", file), jar(root, "newJar", file), List.copyOf(differences));
    }

    private static DocumentBuilder parser() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            // the failure is the exception, in one line; the parser would also print it
            builder.setErrorHandler(new DefaultHandler());
            return builder;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser: " + e.getMessage(), e);
        }
    }

    private static Path jar(Element root, String attribute, Path file) {
        String path = root.getAttribute(attribute);
        if (path.isEmpty()) {
            throw new IllegalArgumentException(file + " is no japicmp report of two jars: its root has no "
                    + attribute);
        }
        return Path.of(path);
    }

    private static Optional<Difference> difference(String module, Element type) {
        String name = type.getAttribute("fullyQualifiedName").replace('$', '.');
        String status = type.getAttribute("changeStatus");
        boolean binary = !"false".equals(type.getAttribute("binaryCompatible"));
        boolean source = !"false".equals(type.getAttribute("sourceCompatible"));
        if (name.isEmpty() || status.equals("UNCHANGED") && binary && source) {
            return Optional.empty();
        }
        return Optional.of(switch (status) {
            case "NEW" -> new Difference(module, Change.ADDED, name, binary, source, "type added");
            case "REMOVED" -> new Difference(module, Change.REMOVED, name, binary, source, "type removed");
            default -> new Difference(module, Change.CHANGED, name, binary, source, reasons(type));
        });
    }

    /** @return what changed in a type that is still there, in japicmp's words, most important first */
    private static String reasons(Element type) {
        Set<String> incompatible = new LinkedHashSet<>();
        Set<String> compatible = new LinkedHashSet<>();
        NodeList changes = type.getElementsByTagName("compatibilityChange");
        for (int i = 0; i < changes.getLength(); i++) {
            Element change = (Element) changes.item(i);
            Element owner = owner(change);
            String reason = change.getAttribute("type") + (owner == type ? "" : " " + member(owner));
            boolean breaks = "false".equals(change.getAttribute("binaryCompatible"))
                    || "false".equals(change.getAttribute("sourceCompatible"));
            (breaks ? incompatible : compatible).add(reason);
        }
        List<String> reasons = new ArrayList<>(incompatible);
        reasons.addAll(compatible);
        for (String kind : MEMBERS) {
            for (Element container : children(type, kind + "s")) {
                for (Element member : children(container, kind)) {
                    String status = member.getAttribute("changeStatus");
                    if (!status.equals("UNCHANGED") && member.getElementsByTagName("compatibilityChange").getLength() == 0) {
                        reasons.add(kind + " " + switch (status) {
                            case "NEW" -> "added";
                            case "REMOVED" -> "removed";
                            default -> "changed";
                        } + " " + member(member));
                    }
                }
            }
        }
        for (Element modifiers : children(type, "modifiers")) {
            for (Element modifier : children(modifiers, "modifier")) {
                if (modifier.getAttribute("changeStatus").equals("MODIFIED")) {
                    reasons.add("modifier " + modifier.getAttribute("oldValue") + " -> "
                            + modifier.getAttribute("newValue"));
                }
            }
        }
        if (reasons.isEmpty()) {
            return "changed, in nothing the report names";
        }
        if (reasons.size() > REASONS_SHOWN) {
            int more = reasons.size() - REASONS_SHOWN;
            return String.join("; ", reasons.subList(0, REASONS_SHOWN)) + "; and " + more + " more";
        }
        return String.join("; ", reasons);
    }

    /** @return the member or type a compatibility change is of: its nearest enclosing one */
    private static Element owner(Element change) {
        Node node = change.getParentNode();
        while (node instanceof Element element) {
            if (element.getTagName().equals("class") || MEMBERS.contains(element.getTagName())) {
                return element;
            }
            node = node.getParentNode();
        }
        throw new IllegalArgumentException("a compatibilityChange outside any class");
    }

    /** @return a member as a key names it: {@code count(int)}, {@code <init>(java.lang.String)}, {@code SIZE} */
    private static String member(Element member) {
        if (member.getTagName().equals("field")) {
            return member.getAttribute("name");
        }
        List<String> parameters = new ArrayList<>();
        for (Element list : children(member, "parameters")) {
            for (Element parameter : children(list, "parameter")) {
                parameters.add(parameter.getAttribute("type").replace('$', '.'));
            }
        }
        String name = member.getTagName().equals("constructor") ? "<init>" : member.getAttribute("name");
        return name + "(" + String.join(",", parameters) + ")";
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> children = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && element.getTagName().equals(tag)) {
                children.add(element);
            }
        }
        return children;
    }
}

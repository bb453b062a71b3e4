package dev.nqueens.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a cluster member listens: a host name or IP address, and a TCP port. Written {@code HOST:PORT} or
 * {@code HOST} alone for the {@linkplain #DEFAULT_PORT default port}; an IPv6 address goes in brackets, as
 * in {@code [fe80::1]:5701}.
 *
 * @param host a host name, an IPv4 address, or an IPv6 address without brackets
 * @param port the TCP port, from 1 to 65535
 */
public record MemberAddress(String host, int port) {

    /** The port of a member when none is given: Hazelcast's own default. */
    public static final int DEFAULT_PORT = 5701;

    private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?");
    private static final Pattern WRITTEN = Pattern.compile("(?:\\[([^\\]]*)]|([^:\\[\\]]*))(?::([0-9]*))?");

    /**
     * Makes the address of a member, checking that it can be one.
     *
     * @param host a host name, an IPv4 address, or an IPv6 address without brackets
     * @param port the TCP port, from 1 to 65535
     * @throws IllegalArgumentException if the host is not a plausible host name or address, or the port is
     *     out of range
     */
    public MemberAddress {
        Objects.requireNonNull(host, "host");
        if (!HOST_NAME.matcher(host).matches() && !(host.contains(":") && IPV6.matcher(host).matches())) {
            throw new IllegalArgumentException("'" + host + "' is not a host name or an IP address");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " of " + host + " is not between 1 and 65535");
        }
    }

    /**
     * Reads an address as users type it; without a port, the member's default, 5701.
     *
     * @param text {@code HOST:PORT}, {@code HOST}, or {@code [IPV6]:PORT}
     * @return the address
     * @throws IllegalArgumentException if the text is not an address, with a message that quotes it
     */
    public static MemberAddress parse(String text) {
        Matcher written = WRITTEN.matcher(text.strip());
        if (!written.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not HOST:PORT (an IPv6 address goes in brackets)");
        }
        String host = written.group(1) != null ? written.group(1) : written.group(2);
        if (host.isEmpty()) {
            throw new IllegalArgumentException("'" + text + "' has no host: write HOST:PORT");
        }
        String port = written.group(3);
        if (port == null) {
            return new MemberAddress(host, DEFAULT_PORT);
        }
        if (port.isEmpty() || port.length() > 5) {
            throw new IllegalArgumentException("'" + text + "' has no valid port after the colon");
        }
        return new MemberAddress(host, Integer.parseInt(port));
    }

    /**
     * Reads a list of addresses as users type it after {@code --cluster} or {@code --members}.
     *
     * @param text addresses separated by commas, as in {@code 10.0.0.1:5701,10.0.0.2}; spaces around them are
     *     ignored
     * @return the addresses, in order, at least one
     * @throws IllegalArgumentException if the list is empty or an address is not valid
     */
    public static List<MemberAddress> parseList(String text) {
        List<MemberAddress> addresses = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            if (part.isBlank()) {
                throw new IllegalArgumentException("'" + text + "' has an empty address: write HOST:PORT,HOST:PORT");
            }
            addresses.add(parse(part));
        }
        return List.copyOf(addresses);
    }

    /**
     * Writes the address as users type it.
     *
     * @return {@code HOST:PORT}, with an IPv6 host in brackets: the form {@link #parse} reads
     */
    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}

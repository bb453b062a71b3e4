package org.example.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.example.nqueens.dlx.ExactCoverProblems.RandomProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class DancingLinksTest {

    @Test
    void eachItemListsTheOptionsThatContainItInTheGivenOrder() {
        DancingLinks links = ExactCoverProblems.knuthsExample();

        assertThat(optionsOf(links, 1)).as("options with a").containsExactly(1, 3);
        assertThat(optionsOf(links, 4)).as("options with d").containsExactly(1, 3, 5);
        assertThat(optionsOf(links, 7)).as("options with g").containsExactly(1, 4, 5);
        assertThat(links.length(4)).as("LEN(d)").isEqualTo(3);
        assertThat(activeItems(links)).containsExactly(1, 2, 3, 4, 5, 6, 7);
    }

    @Test
    void coveringAnItemHidesItsOptionsFromTheOtherItems() {
        DancingLinks links = ExactCoverProblems.knuthsExample();

        links.cover(1);

        assertThat(activeItems(links)).as("active items once a is covered").containsExactly(2, 3, 4, 5, 6, 7);
        assertThat(optionsOf(links, 4)).as("options with d").containsExactly(5);
        assertThat(optionsOf(links, 6)).as("options with f").containsExactly(2);
        assertThat(optionsOf(links, 1)).as("a's own list stays for the search to walk").containsExactly(1, 3);
        assertThat(links.updates()).as("nodes hidden: d, g of 'a d g' and d, f of 'a d f'").isEqualTo(4);
    }

    @ParameterizedTest(name = "item {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    void uncoverRestoresWhatCoverChanged(int item) {
        DancingLinks links = ExactCoverProblems.knuthsExample();
        String before = picture(links, ExactCoverProblems.KNUTH_ITEMS);

        links.cover(item);
        assertThat(picture(links, ExactCoverProblems.KNUTH_ITEMS)).isNotEqualTo(before);
        links.uncover(item);

        assertThat(picture(links, ExactCoverProblems.KNUTH_ITEMS)).isEqualTo(before);
    }

    @Test
    void choosingAnOptionCoversAllItsItems() {
        DancingLinks links = ExactCoverProblems.knuthsExample();

        links.choose(3); // a d f

        assertThat(activeItems(links)).containsExactly(2, 3, 5, 7);
        assertThat(optionsOf(links, 2)).as("options with b that avoid a, d and f").containsExactly(4);
        assertThat(optionsOf(links, 3)).as("options with c that avoid a, d and f").containsExactly(0);
    }

    static LongStream seeds() {
        return LongStream.range(0, 40);
    }

    /**
     * Chooses options as Algorithm X does, levels deep, then takes them back one by one: after each step
     * back, every list is as it was before the matching step forward.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void undoingChoicesInReverseRestoresEveryLink(long seed) {
        RandomProblem problem = RandomProblem.from(seed);
        DancingLinks links = problem.links();
        int items = problem.primaryItems() + problem.secondaryItems();
        Random random = new Random(seed);
        Deque<String> pictures = new ArrayDeque<>();
        Deque<int[]> choices = new ArrayDeque<>();

        while (!links.allPrimaryItemsCovered()) {
            List<Integer> active = activeItems(links);
            int item = active.get(random.nextInt(active.size()));
            pictures.push(picture(links, items));
            links.cover(item);
            List<Integer> nodes = nodesOf(links, item);
            if (nodes.isEmpty()) {
                choices.push(new int[] {item, item});
                break;
            }
            int node = nodes.get(random.nextInt(nodes.size()));
            links.coverOtherItems(node);
            choices.push(new int[] {item, node});
        }
        while (!choices.isEmpty()) {
            int[] choice = choices.pop();
            if (choice[1] != choice[0]) {
                links.uncoverOtherItems(choice[1]);
            }
            links.uncover(choice[0]);
            assertThat(picture(links, items)).as("the links after undoing the choice of %s", choice[1])
                    .isEqualTo(pictures.pop());
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyNodeKnowsItsItemAndItsOption(long seed) {
        RandomProblem problem = RandomProblem.from(seed);
        DancingLinks links = problem.links();

        for (int item = 1; item <= problem.primaryItems() + problem.secondaryItems(); item++) {
            List<Integer> expected = new ArrayList<>();
            for (int k = 0; k < problem.options().size(); k++) {
                for (int member : problem.options().get(k)) {
                    if (member == item) {
                        expected.add(k);
                    }
                }
            }
            assertThat(optionsOf(links, item)).as("options with item %d", item).isEqualTo(expected);
            for (int node : nodesOf(links, item)) {
                assertThat(links.itemOf(node)).isEqualTo(item);
            }
        }
    }

    @Test
    void refusesMalformedOptions() {
        assertThatThrownBy(() -> new DancingLinks(2, 1, List.of(new int[] {1}, new int[] {3})))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option 1 has no primary item");
        assertThatThrownBy(() -> new DancingLinks(2, 0, List.of(new int[] {})))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option 0 has no primary item");
        assertThatThrownBy(() -> new DancingLinks(2, 1, List.of(new int[] {1, 4})))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option 0 names item 4, not one of 1 to 3");
        assertThatThrownBy(() -> new DancingLinks(2, 0, List.of(new int[] {2, 2})))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option 0 names item 2 twice");
    }

    /** The active primary items, in list order. */
    static List<Integer> activeItems(DancingLinks links) {
        List<Integer> active = new ArrayList<>();
        for (int item = links.firstActiveItem(); item != 0; item = links.nextActiveItem(item)) {
            active.add(item);
        }
        return active;
    }

    private static List<Integer> nodesOf(DancingLinks links, int item) {
        List<Integer> nodes = new ArrayList<>();
        for (int node = links.down(item); node != item; node = links.down(node)) {
            nodes.add(node);
        }
        return nodes;
    }

    private static List<Integer> optionsOf(DancingLinks links, int item) {
        return nodesOf(links, item).stream().map(links::optionOf).toList();
    }

    /**
     * Everything a search can see: the active items, and each item's length and list read downwards and
     * upwards, so that a link left wrong in either direction shows.
     */
    private static String picture(DancingLinks links, int items) {
        StringBuilder picture = new StringBuilder("active ").append(activeItems(links));
        for (int item = 1; item <= items; item++) {
            List<Integer> upwards = new ArrayList<>();
            for (int node = links.up(item); node != item; node = links.up(node)) {
                upwards.add(node);
            }
            picture.append("; item ").append(item).append(" LEN ").append(links.length(item))
                    .append(" down ").append(nodesOf(links, item)).append(" up ").append(upwards);
        }
        return picture.toString();
    }
}

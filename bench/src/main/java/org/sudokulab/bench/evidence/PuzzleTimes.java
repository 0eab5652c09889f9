package org.sudokulab.bench.evidence;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.sudokulab.bench.run.BenchRow;

/**
 * One backend's calls on one corpus, a puzzle at a time: the figures every table and test of a report is made
 * from. A puzzle's outcome is the worst of its repeats (one WRONG repeat makes it wrong); its time is the median
 * of its repeats' times, over the puzzles answered. {@code backend} is the id, or {@code id @ host} when the rows
 * come from more than one machine: timings of different machines are never pooled.
 *
 * <p>The puzzles are kept in parallel arrays, in puzzle order (about 30 bytes a puzzle besides its rows): a run of
 * a million puzzles keeps its report within the heap its rows already need. {@link #puzzles} and {@link #get}
 * give each as a {@link Puzzle} made on demand.
 */
public final class PuzzleTimes {
    private final String backend;
    private final String corpus;
    private final int[] ids;
    private final BenchRow.Outcome[] outcomes;
    /** The median of the answered repeats; NaN when the puzzle was not answered. */
    private final double[] millis;
    /** Puzzle i's answered repeats' times are {@code repeatTimes[repeatsFrom[i] .. repeatsFrom[i + 1])}. */
    private final int[] repeatsFrom;

    private final double[] repeatTimes;
    /** Each answered repeat's fork, repeat number and memory ({@link BenchRow#memoryBytes}, NaN: not measured). */
    private final int[] repeatForks;

    private final int[] repeatNumbers;
    private final double[] repeatMemory;
    private final BenchRow[] firsts;

    /** One puzzle: its outcome, its time (null unless answered) and its repeats' times (answered repeats only). */
    public record Puzzle(int id, BenchRow.Outcome outcome, Double millis, double[] repeats, BenchRow first) {
        public boolean answered() {
            return outcome.answered();
        }

        /** Answered and right: what solves a puzzle for PAR-2, the VBS and the performance profile. */
        boolean solved() {
            return outcome == BenchRow.Outcome.OK;
        }
    }

    private PuzzleTimes(String backend, String corpus, List<BenchRow> rows) {
        this.backend = backend;
        this.corpus = corpus;
        // Sorted by puzzle, each puzzle's repeats are a run of the list.
        List<BenchRow> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingInt(BenchRow::puzzle));
        int n = 0;
        for (int i = 0; i < sorted.size(); i++) {
            n += i == 0 || sorted.get(i).puzzle() != sorted.get(i - 1).puzzle() ? 1 : 0;
        }
        ids = new int[n];
        outcomes = new BenchRow.Outcome[n];
        millis = new double[n];
        repeatsFrom = new int[n + 1];
        firsts = new BenchRow[n];
        double[] times = new double[sorted.size()];
        int[] forks = new int[sorted.size()];
        int[] numbers = new int[sorted.size()];
        double[] memory = new double[sorted.size()];
        int k = 0;
        int timed = 0;
        for (int start = 0, end; start < sorted.size(); start = end, k++) {
            BenchRow first = sorted.get(start);
            end = start + 1;
            while (end < sorted.size() && sorted.get(end).puzzle() == first.puzzle()) {
                end++;
            }
            BenchRow.Outcome outcome = first.outcome();
            repeatsFrom[k] = timed;
            for (BenchRow r : sorted.subList(start, end)) {
                outcome = rank(r.outcome()) < rank(outcome) ? r.outcome() : outcome;
                if (r.outcome().answered() && r.millis() != null) {
                    forks[timed] = r.fork();
                    numbers[timed] = r.repeat();
                    memory[timed] = r.memoryBytes() == null ? Double.NaN : r.memoryBytes();
                    times[timed++] = r.millis();
                }
            }
            ids[k] = first.puzzle();
            outcomes[k] = outcome;
            millis[k] = outcome.answered() && timed > repeatsFrom[k]
                    ? Summary.median(Arrays.copyOfRange(times, repeatsFrom[k], timed))
                    : Double.NaN;
            // a stable sort: the first row written for the puzzle, whose line, count and effort stand for it
            firsts[k] = first;
        }
        repeatsFrom[n] = timed;
        repeatTimes = Arrays.copyOf(times, timed);
        repeatForks = Arrays.copyOf(forks, timed);
        repeatNumbers = Arrays.copyOf(numbers, timed);
        repeatMemory = Arrays.copyOf(memory, timed);
    }

    /**
     * The answered calls of the puzzle at {@code index} (in puzzle order) as the two-level bootstrap takes them: their
     * repeat, fork and time, or bytes ({@code memory}; null when a call's memory was not measured).
     */
    List<TwoLevel.Call> calls(int index, boolean memory) {
        List<TwoLevel.Call> calls = new ArrayList<>();
        for (int i = repeatsFrom[index]; i < repeatsFrom[index + 1]; i++) {
            if (memory && Double.isNaN(repeatMemory[i])) {
                return null;
            }
            calls.add(new TwoLevel.Call(repeatNumbers[i], repeatForks[i], memory ? repeatMemory[i] : repeatTimes[i]));
        }
        return calls;
    }

    /** The index of the puzzle numbered {@code id}, or a negative number when these rows have none. */
    int indexOf(int id) {
        return Arrays.binarySearch(ids, id);
    }

    /** The median (nearest rank) over the answered puzzles of their memory, each the median of its calls'. */
    double memoryMedian() {
        double[] perPuzzle = new double[ids.length];
        int k = 0;
        for (int i = 0; i < ids.length; i++) {
            if (outcomes[i].answered() && repeatsFrom[i + 1] > repeatsFrom[i]) {
                perPuzzle[k++] = Summary.median(Arrays.copyOfRange(repeatMemory, repeatsFrom[i], repeatsFrom[i + 1]));
            }
        }
        return Interval.median(Arrays.copyOf(perPuzzle, k));
    }

    /** What the rows' memory is: an external solver's peak resident set, or the calling thread's allocation. */
    String memoryKind() {
        return Arrays.stream(firsts).anyMatch(r -> r.peakRssBytes() != null) ? "peak RSS" : "allocated";
    }

    /** The forks the answered calls ran in: 1 for a run in one JVM. */
    int forks() {
        return (int) Arrays.stream(repeatForks).distinct().count();
    }

    /** Per backend (or backend @ machine), in name order; per corpus, in the order the rows first name them. */
    static List<PuzzleTimes> of(List<BenchRow> rows) {
        boolean machines = rows.stream().map(BenchRow::machine).distinct().count() > 1;
        Map<String, Map<String, List<BenchRow>>> grouped = rows.stream()
                .collect(Collectors.groupingBy(
                        r -> machines ? r.backend() + " @ " + r.machine() : r.backend(),
                        TreeMap::new,
                        Collectors.groupingBy(BenchRow::corpus, LinkedHashMap::new, Collectors.toList())));
        List<PuzzleTimes> out = new ArrayList<>();
        grouped.forEach((backend, byCorpus) ->
                byCorpus.forEach((corpus, list) -> out.add(new PuzzleTimes(backend, corpus, list))));
        return out;
    }

    public String backend() {
        return backend;
    }

    public String corpus() {
        return corpus;
    }

    /** The puzzles, in puzzle order. */
    public List<Puzzle> puzzles() {
        return new AbstractList<>() {
            @Override
            public Puzzle get(int index) {
                return puzzle(index);
            }

            @Override
            public int size() {
                return ids.length;
            }
        };
    }

    /** The puzzle numbered {@code id} (1-based, as in its corpus), or null when these rows have none. */
    public Puzzle get(int id) {
        int index = Arrays.binarySearch(ids, id);
        return index < 0 ? null : puzzle(index);
    }

    /** The puzzles' numbers, in order. */
    int[] ids() {
        return ids.clone();
    }

    /** The puzzle numbers in {@code x} or {@code y}, in order: what two backends' (or two runs') rows cover. */
    static int[] union(int[] x, int[] y) {
        return IntStream.concat(Arrays.stream(x), Arrays.stream(y))
                .sorted()
                .distinct()
                .toArray();
    }

    private Puzzle puzzle(int index) {
        return new Puzzle(
                ids[index],
                outcomes[index],
                Double.isNaN(millis[index]) ? null : millis[index],
                Arrays.copyOfRange(repeatTimes, repeatsFrom[index], repeatsFrom[index + 1]),
                firsts[index]);
    }

    /** WRONG outranks every other outcome, then the failures, then OK. */
    private static int rank(BenchRow.Outcome o) {
        return switch (o) {
            case WRONG -> 0;
            case CRASHED -> 1;
            case KILLED -> 2;
            case ERROR -> 3;
            case TIMEOUT -> 4;
            case UNSUPPORTED -> 5;
            case OK -> 6;
        };
    }

    /** The times of the answered puzzles, sorted. */
    double[] answeredMillis() {
        double[] out = new double[ids.length];
        int k = 0;
        for (int i = 0; i < ids.length; i++) {
            if (outcomes[i].answered()) {
                out[k++] = millis[i];
            }
        }
        double[] answered = Arrays.copyOf(out, k);
        Arrays.sort(answered);
        return answered;
    }

    /** How many puzzles ended each way. */
    int count(BenchRow.Outcome outcome) {
        int k = 0;
        for (BenchRow.Outcome o : outcomes) {
            k += o == outcome ? 1 : 0;
        }
        return k;
    }

    /**
     * The spread of log times within a puzzle's repeats (pooled standard deviation) and between puzzles (standard
     * deviation of the puzzles' mean log times), each as a factor: 1.05 means a typical ±5 %. Null without
     * repeats.
     */
    double[] noiseAndSpread() {
        double within = 0;
        int withinDf = 0;
        double[] means = new double[ids.length];
        int m = 0;
        for (int i = 0; i < ids.length; i++) {
            int from = repeatsFrom[i];
            int to = repeatsFrom[i + 1];
            if (!outcomes[i].answered() || to == from) {
                continue;
            }
            double[] logs = Arrays.stream(repeatTimes, from, to)
                    .map(t -> Math.log(Interval.atLeastResolution(t)))
                    .toArray();
            double mean = Arrays.stream(logs).average().orElseThrow();
            means[m++] = mean;
            for (double l : logs) {
                within += (l - mean) * (l - mean);
            }
            withinDf += to - from - 1;
        }
        if (withinDf == 0 || m < 2) {
            return null;
        }
        double grand = Arrays.stream(means, 0, m).average().orElseThrow();
        double between =
                Arrays.stream(means, 0, m).map(x -> (x - grand) * (x - grand)).sum() / (m - 1);
        return new double[] {Math.exp(Math.sqrt(within / withinDf)), Math.exp(Math.sqrt(between))};
    }
}

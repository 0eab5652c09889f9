package org.sudokulab.bench.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.bench.run.RunRecord;

/**
 * A corpus's table of backends, as both pages print it: outcomes, times and their intervals; with repeats, the noise
 * between them and the spread between puzzles; with forks, the noise from one JVM to the next; where the calls
 * measured it, the memory of a call with its interval.
 */
final class SummaryTable {
    private final boolean repeats;
    private final boolean forks;
    private final boolean memory;

    /** The columns for {@code summaries} (one corpus's) of {@code record}. */
    SummaryTable(RunRecord record, List<Summary> summaries) {
        this.repeats = record.plan().repeat() > 1;
        this.forks = record.plan().forks() > 1;
        this.memory = summaries.stream().anyMatch(s -> s.memoryBytes() != null);
    }

    List<String> headings() {
        List<String> h = new ArrayList<>(List.of(
                "backend",
                "solved",
                "wrong",
                "timeouts",
                "unsupp.",
                "errors",
                "killed/crashed",
                "median",
                "p90",
                "max",
                "mean",
                "effort (median)",
                "median 95 % CI",
                "mean 95 % CI"));
        if (repeats) {
            h.addAll(List.of("repeat noise", "puzzle spread"));
        }
        if (forks) {
            h.add("fork noise");
        }
        if (memory) {
            h.addAll(List.of("memory (median)", "memory 95 % CI"));
        }
        return h;
    }

    /** Whether a column holds text (left-aligned): the backend's name and its effort counter. */
    static boolean text(String heading) {
        return heading.equals("backend") || heading.equals("effort (median)");
    }

    List<String> cells(Summary s) {
        List<String> c = new ArrayList<>(List.of(
                s.backend(),
                s.solved() + "/" + s.puzzles(),
                Integer.toString(s.wrong()),
                Integer.toString(s.timeouts()),
                Integer.toString(s.unsupported()),
                Integer.toString(s.errors()),
                s.killed() + "/" + s.crashed(),
                Format.ms(s.medianMillis()),
                Format.ms(s.p90Millis()),
                Format.ms(s.maxMillis()),
                Format.ms(s.meanMillis()),
                s.medianEffort() == null
                        ? ""
                        : String.format(Locale.ROOT, "%,.0f %s", s.medianEffort(), s.effortCounter()),
                Format.interval(s.medianInterval()),
                Format.interval(s.meanInterval())));
        if (repeats) {
            c.addAll(List.of(Format.times(s.noise()), Format.times(s.spread())));
        }
        if (forks) {
            c.add(s.forks() < 2 ? "one JVM" : Format.times(s.forkNoise()));
        }
        if (memory) {
            c.add(s.memoryBytes() == null ? "" : Format.bytes(s.memoryBytes()) + " " + s.memoryKind());
            c.add(
                    s.memoryInterval() == null
                            ? ""
                            : "[" + Format.bytes(s.memoryInterval().low()) + ", "
                                    + Format.bytes(s.memoryInterval().high()) + "]");
        }
        return c;
    }
}

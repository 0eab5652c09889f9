package org.sudokulab.bench.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** The calls of a plan: which puzzles, which repeats, in which fork, in what order. */
final class Deal {
    private Deal() {}

    /** A seeded sample per corpus, every repeat, in one seeded order that every backend follows. */
    static List<Runner.Task> tasks(BenchPlan plan, List<Corpus> corpora) {
        Random random = new Random(plan.seed());
        Random forkRandom = new Random(plan.seed() * 0x9E3779B97F4A7C15L + 1);
        List<Runner.Task> tasks = new ArrayList<>();
        for (int c = 0; c < corpora.size(); c++) {
            List<Integer> chosen = new ArrayList<>();
            for (int p = 0; p < corpora.get(c).puzzles().size(); p++) {
                chosen.add(p);
            }
            if (plan.sample() > 0 && plan.sample() < chosen.size()) {
                Collections.shuffle(chosen, random);
                chosen = new ArrayList<>(chosen.subList(0, plan.sample()));
                Collections.sort(chosen);
            }
            int[] firstFork = firstForks(chosen.size(), plan.forks(), forkRandom);
            for (int i = 0; i < chosen.size(); i++) {
                for (int r = 1; r <= plan.repeat(); r++) {
                    int fork = plan.forks() == 0 ? 0 : (firstFork[i] + r - 1) % plan.forks() + 1;
                    tasks.add(new Runner.Task(c, chosen.get(i), r, fork));
                }
            }
        }
        Collections.shuffle(tasks, random);
        return List.copyOf(tasks);
    }

    /**
     * Per puzzle, the fork (0-based) of its first repeat; repeat r goes to the r-th fork after it. The puzzles are
     * dealt to the forks in a seeded shuffle, so each fork takes an even share of a corpus (with one repeat, a
     * puzzle is called in one fork: puzzles nested in forks); a puzzle with as many repeats as forks is called once
     * in each (crossed). A stream of its own, so that the sample and the order of the calls are those of a run
     * without forks.
     */
    private static int[] firstForks(int puzzles, int forks, Random random) {
        int[] first = new int[puzzles];
        if (forks == 0) {
            return first;
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < puzzles; i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        for (int k = 0; k < puzzles; k++) {
            first[order.get(k)] = k % forks;
        }
        return first;
    }
}

package org.sudokulab.bench.run;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Journal;
import org.sudokulab.engine.LocalEngine;

/**
 * A bench run: a {@link BenchPlan} prepared (its corpora read and their SHA-256 fixed, its backends found and
 * their availability check timed, its calls drawn in one seeded order) and then run into a folder, a backend at
 * a time, in this JVM or in child JVMs. Every row is journalled as its call ends; at the end (or when cancelled)
 * the rows are cross-checked and the reports written. A run killed outright is finished by {@link #run} with
 * {@code resume}: the calls in the journal are not made again.
 */
public final class PreparedRun {
    /** How a run ended: its record, and whether it was cancelled. */
    public record Outcome(RunRecord record, boolean cancelled) {}

    private final BenchPlan plan;
    private final List<Corpus> corpora;
    private final List<SolverBackend> backends;
    private final Map<String, Double> availabilityMillis;
    private final List<String> notRun;
    private final boolean inputErrors;
    private final List<Runner.Task> tasks;
    /** Per corpus and puzzle, the fork of the puzzle's first repeat; -1 for a puzzle the sample left out. */
    private final int[][] firstFork;

    private Engine engine;

    private PreparedRun(
            BenchPlan plan,
            List<Corpus> corpora,
            List<SolverBackend> backends,
            Map<String, Double> availabilityMillis,
            List<String> notRun,
            boolean inputErrors) {
        this.plan = plan;
        this.corpora = corpora;
        this.backends = backends;
        this.availabilityMillis = availabilityMillis;
        this.notRun = notRun;
        this.inputErrors = inputErrors;
        this.tasks = Deal.tasks(plan, corpora);
        this.firstFork = new int[corpora.size()][];
        for (int c = 0; c < corpora.size(); c++) {
            firstFork[c] = new int[corpora.get(c).puzzles().size()];
            java.util.Arrays.fill(firstFork[c], -1);
        }
        for (Runner.Task t : tasks) {
            if (t.repeat() == 1) {
                firstFork[t.corpus()][t.puzzle()] = t.fork();
            }
        }
    }

    /** Prepares a new run: see {@link #prepare(BenchPlan, RunListener, Path)}. */
    public static PreparedRun prepare(BenchPlan plan, RunListener listener) throws IOException {
        return prepare(plan, listener, null);
    }

    /**
     * Checks the plan (corpus names, backend ids), finds the backends, timing each availability check (native
     * library loads), then reads the corpora, generating those the plan specifies (or reading them back from
     * {@code resumed}, the folder of the run being resumed, when they were stored there). Unreadable lines and
     * files are reported and left out; a corpus whose SHA-256 the plan fixed must still have it.
     *
     * @throws BenchException when the plan names an unknown backend or two corpora of one name (BAD_PLAN), or
     *     when a corpus changed, no puzzle is left or no backend is available (CANNOT_RUN)
     */
    public static PreparedRun prepare(BenchPlan plan, RunListener listener, Path resumed) throws IOException {
        // What the plan gets wrong is said first, before a corpus is generated.
        Set<String> names = new HashSet<>();
        for (BenchPlan.CorpusRef ref : plan.corpora()) {
            String name = Corpus.nameOf(ref.origin());
            if (!names.add(name)) {
                throw new BenchException(
                        BenchException.Kind.BAD_PLAN,
                        "two corpora named " + name + ": rename one file, or give a generated one a name=... "
                                + "(reports list corpora by name)");
            }
        }
        Backends discovered = Backends.discover();
        for (String failure : discovered.failures()) {
            listener.problem(failure);
        }
        // "all" is every backend in the JVM, "external" every external solver; those that cannot run here are
        // left out in silence, a backend named by its id is said to be missing.
        List<SolverBackend> candidates = new ArrayList<>();
        Set<String> named = new HashSet<>();
        for (String id : plan.backends()) {
            List<SolverBackend> more =
                    switch (id) {
                        case "all" -> discovered.inJvm();
                        case "external" ->
                            discovered.all().stream()
                                    .filter(SolverBackend::external)
                                    .toList();
                        default -> {
                            named.add(id);
                            try {
                                yield List.of(discovered.require(id));
                            } catch (IllegalArgumentException unknown) {
                                throw new BenchException(BenchException.Kind.BAD_PLAN, unknown.getMessage());
                            }
                        }
                    };
            more.stream().filter(b -> !candidates.contains(b)).forEach(candidates::add);
        }
        List<SolverBackend> backends = new ArrayList<>();
        Map<String, Double> availabilityMillis = new LinkedHashMap<>();
        List<String> notRun = new ArrayList<>();
        for (SolverBackend b : candidates) {
            long t0 = System.nanoTime();
            Availability a = b.availability();
            availabilityMillis.put(b.id(), Call.round((System.nanoTime() - t0) / 1e6));
            if (a.available()) {
                backends.add(b);
            } else {
                notRun.add(b.id() + ": not available here: " + a.reason());
                if (named.contains(b.id())) {
                    listener.problem("backend " + b.id() + " is not available here: " + a.reason());
                }
            }
        }
        if (backends.isEmpty()) {
            throw new BenchException(BenchException.Kind.CANNOT_RUN, "no available backend to run");
        }
        List<Corpus> corpora = new ArrayList<>();
        List<BenchPlan.CorpusRef> read = new ArrayList<>();
        boolean inputErrors = false;
        for (BenchPlan.CorpusRef ref : plan.corpora()) {
            Corpus c;
            try {
                c = Corpus.load(
                        plan,
                        ref.origin(),
                        resumed == null ? null : resumed.resolve(RunFolder.GENERATED),
                        listener::note);
            } catch (IOException e) {
                listener.problem("cannot read " + ref.origin() + ": " + PuzzleReader.reason(e));
                inputErrors = true;
                continue;
            }
            if (ref.sha256() != null && !ref.sha256().equals(c.sha256())) {
                throw new BenchException(
                        BenchException.Kind.CANNOT_RUN,
                        c.origin() + " is not the text the run started "
                                + "with (its SHA-256 differs); resume needs the same input");
            }
            for (ParseError e : c.errors()) {
                listener.problem(e.toString());
            }
            inputErrors |= !c.errors().isEmpty();
            corpora.add(c);
            read.add(new BenchPlan.CorpusRef(c.origin(), c.sha256()));
        }
        if (corpora.stream().allMatch(c -> c.puzzles().isEmpty())) {
            throw new BenchException(BenchException.Kind.CANNOT_RUN, "no puzzles to run");
        }
        return new PreparedRun(
                plan.withCorpora(read),
                List.copyOf(corpora),
                List.copyOf(backends),
                availabilityMillis,
                List.copyOf(notRun),
                inputErrors);
    }

    /**
     * Runs the calls on {@code engine} (a cluster's executors, each warming a backend up once) rather than on this
     * JVM's threads as the plan says; null is this JVM. Not with forks: they are fresh JVMs started on this machine.
     */
    public PreparedRun on(Engine engine) {
        if (engine != null && plan.forks() > 0) {
            throw new BenchException(
                    BenchException.Kind.BAD_PLAN,
                    "forks are fresh JVMs on this machine; on an engine the calls run in its executors (a cluster"
                            + " retries a task whose executor died): use --forks 0 with an engine");
        }
        this.engine = engine;
        return this;
    }

    /** The plan with every corpus's SHA-256: what {@code run.json} keeps. */
    public BenchPlan plan() {
        return plan;
    }

    public List<SolverBackend> backends() {
        return backends;
    }

    /** Whether some input could not be read (its lines or files were left out and reported). */
    public boolean inputErrors() {
        return inputErrors;
    }

    /** The puzzles drawn, over all corpora. */
    public long puzzles() {
        return tasks.size() / plan.repeat();
    }

    public long plannedCalls() {
        return (long) tasks.size() * backends.size();
    }

    /** What writes a run's pages from its record, while the run folder is still locked. */
    public interface Pages {
        void write(RunRecord record, Path dir) throws IOException;
    }

    /**
     * Runs one backend's calls in this JVM, its warm-up's rows through a sink of the run's class into a scratch
     * journal beside the run's, removed after. Compiled during the timed calls instead, the journal's writes and
     * the sink took the pinned core from a call for 4 ms scheduler slices, a dozen or more in a 17-clue run.
     */
    private Runner.Warmup runHere(
            SolverBackend backend,
            List<Runner.Task> todo,
            RunFolder folder,
            RunListener listener,
            RowSink sink,
            Cancellation cancellation)
            throws IOException, InterruptedException {
        try (Journal scratch = folder.rehearsal()) {
            return Runner.run(
                    backend, corpora, todo, plan, cancellation, sink, sink.rehearsal(scratch, listener.rehearsal()));
        } finally {
            folder.dropRehearsal();
        }
    }

    /**
     * Runs the plan into {@code dir}: a new run refuses a folder that holds one; with {@code resume} the calls
     * already in its journal are kept and only the others are made. Stops early, writing a partial report, when
     * {@code cancellation} is set. {@code jvmStartMillis} is what the report states as the JVM's start-up.
     *
     * @throws BenchException (BAD_PLAN) when the folder holds another run, or another process is writing to it
     */
    public Outcome run(
            Path dir,
            boolean resume,
            Cancellation cancellation,
            RunListener listener,
            double jvmStartMillis,
            Pages pages)
            throws IOException, InterruptedException {
        try (RunFolder folder = resume ? RunFolder.resume(dir) : RunFolder.create(dir, plan)) {
            for (Corpus c : corpora) {
                if (c.generatedText() != null) {
                    folder.keepGenerated(c.name() + ".txt", c.generatedText());
                }
            }
            List<BenchRow> done = resume ? folder.done(this::unplanned) : List.of();
            listener.started(done.size());
            Set<BenchRow.Key> doneKeys = new HashSet<>();
            done.forEach(r -> doneKeys.add(r.key()));
            // Sized for the whole run, and filled by RowSink under its lock: a list that grew during the timed
            // calls took a branch the warm-up's list had not, and the JIT compiled the sink again there.
            List<BenchRow> rows =
                    new ArrayList<>((int) Math.min(Integer.MAX_VALUE - 8, Math.max(done.size(), plannedCalls())));
            rows.addAll(done);
            List<RunRecord.BackendInfo> infos = new ArrayList<>();
            String created = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
            String here = Engine.Executor.thisJvm(LocalEngine.ID).name();
            RowSink sink = new RowSink(here, folder.journal(), rows, listener);
            // Fork by fork, every backend in turn (A1 B1 C1 A2 B2 C2 ...): a drift of the machine falls on all alike.
            List<Forks.Segment> segments = new ArrayList<>();
            for (int fork = plan.forks() == 0 ? 0 : 1; fork <= plan.forks(); fork++) {
                for (SolverBackend backend : backends) {
                    int f = fork;
                    List<Runner.Task> todo = tasks.stream()
                            .filter(t -> t.fork() == f && !doneKeys.contains(key(backend.id(), t)))
                            .toList();
                    if (!todo.isEmpty()) {
                        segments.add(new Forks.Segment(backend.id(), fork, todo));
                    }
                }
            }
            Set<String> described = new HashSet<>();
            try (Forks forks = new Forks(plan, dir, corpora, cancellation, sink)) {
                for (int s = 0; s < segments.size() && !cancellation.isCancelled(); s++) {
                    Forks.Segment segment = segments.get(s);
                    SolverBackend backend = backends.stream()
                            .filter(b -> b.id().equals(segment.backend()))
                            .findFirst()
                            .orElseThrow();
                    listener.backend(
                            backend.id(), segment.fork(), segment.tasks().size());
                    Runner.Warmup w = engine != null
                            ? EngineRun.run(engine, backend.id(), corpora, segment.tasks(), plan, cancellation, sink)
                            : segment.fork() > 0
                                    ? forks.run(segment, s + 1 < segments.size() ? segments.get(s + 1) : null)
                                    : runHere(backend, segment.tasks(), folder, listener, sink, cancellation);
                    if (described.add(backend.id())) {
                        // The cold costs of the first JVM that ran the backend in this session.
                        infos.add(new RunRecord.BackendInfo(
                                backend.id(),
                                backend.description(),
                                backend.counting(),
                                backend.memoryNotCounted(),
                                availabilityMillis.get(backend.id()),
                                w.firstCallMillis(),
                                w.calls(),
                                w.millis(),
                                backend.environment()));
                    }
                }
            }
            doneKeys.clear(); // a resumed million-call run's keys: 60 MB the report can use
            // The report of what finished: the whole run, or a partial one after a cancellation.
            Map<String, Mode> modes = new HashMap<>();
            corpora.forEach(c -> modes.put(c.name(), c.mode()));
            List<BenchRow> checked = CrossCheck.apply(new ArrayList<>(rows), modes::get);
            // Complete means every planned call has its row, not only that nobody interrupted the run.
            RunRecord record = new RunRecord(
                    created,
                    dir,
                    !cancellation.isCancelled() && checked.size() == plannedCalls(),
                    checked.size(),
                    plannedCalls(),
                    Environment.describe(plan.command(), plan.seed(), engine),
                    plan,
                    Call.round(jvmStartMillis),
                    corpora,
                    infos,
                    notRun,
                    checked);
            pages.write(record, dir);
            return new Outcome(record, cancellation.isCancelled());
        }
    }

    /**
     * What makes a journal's row not one of this plan's calls: a corpus it does not have, a puzzle past its end, a
     * repeat or a fork it does not make, or a puzzle dealt to another fork; null when the row is one of them.
     */
    private String unplanned(BenchRow row) {
        int c = 0;
        while (c < corpora.size() && !corpora.get(c).name().equals(row.corpus())) {
            c++;
        }
        if (c == corpora.size()) {
            return "corpus " + row.corpus() + " is not one of run.json's";
        }
        if (row.puzzle() > corpora.get(c).puzzles().size()) {
            return "puzzle " + row.puzzle() + " of " + row.corpus() + ", which has "
                    + corpora.get(c).puzzles().size();
        }
        if (row.repeat() > plan.repeat()) {
            return "repeat " + row.repeat() + ", but run.json makes " + plan.repeat();
        }
        int first = firstFork[c][row.puzzle() - 1];
        if (first < 0) {
            return "puzzle " + row.puzzle() + " of " + row.corpus() + " is not in run.json's sample";
        }
        int fork = plan.forks() == 0 ? 0 : (first - 1 + row.repeat() - 1) % plan.forks() + 1;
        return fork == row.fork() ? null : "fork " + row.fork() + ", but run.json deals this call to fork " + fork;
    }

    private BenchRow.Key key(String backend, Runner.Task t) {
        return new BenchRow.Key(backend, corpora.get(t.corpus()).name(), t.puzzle() + 1, t.repeat());
    }
}

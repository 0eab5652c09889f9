package org.sudokulab.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
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
public final class Bench {
    /** What a run tells its caller as it goes. */
    public interface Listener {
        /** Something the user should know: an unreadable line or file, a backend that is not available here. */
        default void problem(String message) {}

        /** What the preparation is doing, when it takes a while: generating a corpus. */
        default void note(String message) {}

        /** The run starts, with this many calls already done (a resumed run's journal). */
        default void started(long alreadyDone) {}

        /** A backend starts its warm-up and calls. */
        default void backend(String id, int calls) {}

        /** A call ended. */
        default void row(BenchRow row) {}

        /**
         * A listener that shows nothing, for the rows of a backend's warm-up, which go through the run's own sink
         * (see {@link Runner#warmUp}). One of this listener's own class keeps the JIT's view of the sink's call to
         * {@link #row} the same when the timed calls start; a listener of another class there made it compile the
         * sink again during the first timed calls.
         */
        default Listener rehearsal() {
            return new Listener() {};
        }
    }

    /** How a run ended: its report, whether it was cancelled, whether some input could not be read. */
    public record Result(Report report, boolean cancelled, boolean inputErrors) {
        public long wrong() {
            return report.wrongRows().size();
        }
    }

    private final BenchPlan plan;
    private final List<Corpus> corpora;
    private final List<SolverBackend> backends;
    private final Map<String, Double> availabilityMillis;
    private final List<String> notRun;
    private final boolean inputErrors;
    private final List<Runner.Task> tasks;
    private Engine engine;

    private Bench(
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
        this.tasks = draw(plan, corpora);
    }

    /** Prepares a new run: see {@link #prepare(BenchPlan, Listener, Path)}. */
    public static Bench prepare(BenchPlan plan, Listener listener) throws IOException {
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
    public static Bench prepare(BenchPlan plan, Listener listener, Path resumed) throws IOException {
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
            listener.problem("a backend failed to load: " + failure);
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
        return new Bench(
                plan.withCorpora(read),
                List.copyOf(corpora),
                List.copyOf(backends),
                availabilityMillis,
                List.copyOf(notRun),
                inputErrors);
    }

    /** The default folder of a run or a comparison: reports/PREFIX followed by the UTC time, to the second. */
    public static Path defaultOutput(String prefix) {
        return Path.of(
                "reports",
                prefix
                        + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                                .withZone(ZoneOffset.UTC)
                                .format(Instant.now()));
    }

    /**
     * Checks, before anything is planned, that {@code dir} can take a run's (or a comparison's) files: not a file,
     * writable, and with a parent that exists unless {@code createParents} (the default reports/ folder).
     *
     * @throws BenchException (BAD_PLAN) naming the folder and what is wrong with it
     */
    public static void checkOutput(Path dir, boolean createParents) {
        String problem = RunFolder.unfit(dir, createParents);
        if (problem != null) {
            throw new BenchException(BenchException.Kind.BAD_PLAN, dir + ": " + problem);
        }
    }

    /** A seeded sample per corpus, every repeat, in one seeded order that every backend follows. */
    static List<Runner.Task> draw(BenchPlan plan, List<Corpus> corpora) {
        Random random = new Random(plan.seed());
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
            for (int p : chosen) {
                for (int r = 1; r <= plan.repeat(); r++) {
                    tasks.add(new Runner.Task(c, p, r));
                }
            }
        }
        Collections.shuffle(tasks, random);
        return List.copyOf(tasks);
    }

    /**
     * Runs the calls on {@code engine} (a cluster's executors, each warming a backend up once) rather than on this
     * JVM's threads as the plan says; null is this JVM. Not with the plan's isolation: that starts child JVMs here.
     */
    public Bench on(Engine engine) {
        if (engine != null && plan.isolate()) {
            throw new BenchException(
                    BenchException.Kind.BAD_PLAN,
                    "isolation runs child JVMs on this machine; on an engine the calls run in its executors (a"
                            + " cluster retries a task whose executor died): drop one of the two");
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

    /** The puzzles drawn, over all corpora. */
    public long puzzles() {
        return tasks.size() / plan.repeat();
    }

    public long plannedCalls() {
        return (long) tasks.size() * backends.size();
    }

    /** Runs into a new folder, with no one listening and no way to cancel: the plain call from Java. */
    public Result run(Path dir) throws IOException, InterruptedException {
        return run(
                dir,
                false,
                new Cancellation(),
                new Listener() {},
                ManagementFactory.getRuntimeMXBean().getUptime());
    }

    /**
     * Where a finished call's row goes: the journal (in the file before the next call starts), the report's rows,
     * the listener; every {@code stride}-th row to the first two (all are formatted). The run's sink keeps every
     * row. The warm-up's rows go through a sink of this class too, every {@link #REHEARSAL_STRIDE}-th into a
     * scratch journal, so that the JIT has compiled this code before the timed calls, with both ways of the
     * stride's test seen all along: a test that the warm-up passed only at first (its first 50,000 rows) made the
     * JIT compile the sink again as the timed calls started.
     */
    private static final class RowSink implements Consumer<BenchRow> {
        private final String here;
        private final Journal journal;
        private final List<BenchRow> rows;
        private final Listener listener;
        private final int stride;
        private final BenchRow.LineFormat lines;
        private int skipped;

        private RowSink(
                String here,
                Journal journal,
                List<BenchRow> rows,
                Listener listener,
                int stride,
                BenchRow.LineFormat lines) {
            this.here = here;
            this.journal = journal;
            this.rows = rows;
            this.listener = listener;
            this.stride = stride;
            this.lines = lines;
        }

        RowSink(String here, Journal journal, List<BenchRow> rows, Listener listener) {
            this(here, journal, rows, listener, 1, new BenchRow.LineFormat());
        }

        /**
         * The sink of a warm-up's rows: this sink's class and its line format (whose CSV generator then writes
         * the run's first row as one more row, not as its first, a case the warm-up saw only once).
         */
        RowSink rehearsal(Journal scratch, Listener quiet) {
            return new RowSink(here, scratch, new ArrayList<>(), quiet, REHEARSAL_STRIDE, lines);
        }

        @Override
        public void accept(BenchRow made) {
            BenchRow row = made.executor() == null ? made.on(here) : made;
            synchronized (this) {
                // Every row is formatted, the warm-up's too: its values' rare cases (a double's) then meet compiled
                // code that has seen them, not a first time during the timed calls.
                CharSequence line = lines.format(row);
                if (++skipped == stride) {
                    skipped = 0;
                    journal.append(line);
                    rows.add(row);
                }
            }
            listener.row(row);
        }
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
            Listener listener,
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
     * One warm-up row in this many goes to the scratch journal: some 4 MB for 10 s of 17-clue proofs, and still
     * tens of thousands of writes for the JIT to compile.
     */
    private static final int REHEARSAL_STRIDE = 32;

    /**
     * Runs the plan into {@code dir}: a new run refuses a folder that holds one; with {@code resume} the calls
     * already in its journal are kept and only the others are made. Stops early, writing a partial report, when
     * {@code cancellation} is set. {@code jvmStartMillis} is what the report states as the JVM's start-up.
     *
     * @throws BenchException (BAD_PLAN) when the folder holds another run, or another process is writing to it
     */
    public Result run(Path dir, boolean resume, Cancellation cancellation, Listener listener, double jvmStartMillis)
            throws IOException, InterruptedException {
        try (RunFolder folder = resume ? RunFolder.resume(dir) : RunFolder.create(dir, plan)) {
            for (Corpus c : corpora) {
                if (c.generatedText() != null) {
                    folder.keepGenerated(c.name() + ".txt", c.generatedText());
                }
            }
            List<BenchRow> done = resume ? folder.done() : List.of();
            listener.started(done.size());
            Set<BenchRow.Key> doneKeys = new HashSet<>();
            done.forEach(r -> doneKeys.add(r.key()));
            // Sized for the whole run, and filled by RowSink under its lock: a list that grew during the timed
            // calls took a branch the warm-up's list had not, and the JIT compiled the sink again there.
            List<BenchRow> rows =
                    new ArrayList<>((int) Math.min(Integer.MAX_VALUE - 8, Math.max(done.size(), plannedCalls())));
            rows.addAll(done);
            List<Report.BackendInfo> infos = new ArrayList<>();
            String created = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
            String here = Engine.Executor.thisJvm(LocalEngine.ID).name();
            RowSink sink = new RowSink(here, folder.journal(), rows, listener);
            for (SolverBackend backend : backends) {
                if (cancellation.isCancelled()) {
                    break;
                }
                List<Runner.Task> todo = tasks.stream()
                        .filter(t -> !doneKeys.contains(key(backend.id(), t)))
                        .toList();
                if (todo.isEmpty()) {
                    continue;
                }
                listener.backend(backend.id(), todo.size());
                Runner.Warmup w = engine != null
                        ? EngineRun.run(engine, backend.id(), corpora, todo, plan, cancellation, sink)
                        : plan.isolate()
                                ? Isolation.run(backend.id(), corpora, todo, plan, dir, cancellation, sink)
                                : runHere(backend, todo, folder, listener, sink, cancellation);
                infos.add(new Report.BackendInfo(
                        backend.id(),
                        backend.description(),
                        backend.counting(),
                        availabilityMillis.get(backend.id()),
                        w.firstCallMillis(),
                        w.calls(),
                        w.millis(),
                        backend.environment()));
            }
            doneKeys.clear(); // a resumed million-call run's keys: 60 MB the report can use
            // The report of what finished: the whole run, or a partial one after a cancellation.
            Map<String, Mode> modes = new HashMap<>();
            corpora.forEach(c -> modes.put(c.name(), c.mode()));
            List<BenchRow> checked = CrossCheck.apply(new ArrayList<>(rows), modes::get);
            // Complete means every planned call has its row, not only that nobody interrupted the run.
            Report report = new Report(
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
            report.write(dir);
            if (PropagationStudy.NAME.equals(plan.study())) {
                PropagationStudy.write(dir, report);
            } else if (HardnessStudy.NAME.equals(plan.study())) {
                HardnessStudy.write(dir, report);
            } else if (ScalingStudy.NAME.equals(plan.study())) {
                ScalingStudy.write(dir, report);
            }
            return new Result(report, cancellation.isCancelled(), inputErrors);
        }
    }

    private BenchRow.Key key(String backend, Runner.Task t) {
        return new BenchRow.Key(backend, corpora.get(t.corpus()).name(), t.puzzle() + 1, t.repeat());
    }
}

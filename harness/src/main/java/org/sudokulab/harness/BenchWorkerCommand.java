package org.sudokulab.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The child side of {@code bench --isolate} (not for people): loads the corpora, warms the backend up, prints
 * {@code READY <warm-up json>}, then for each {@code corpus puzzle repeat} line on stdin prints
 * {@code ROW <row json>}.
 */
@Command(name = "bench-worker", hidden = true, description = "Internal: one backend's calls for bench --isolate.")
final class BenchWorkerCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--backend", required = true)
    String backendId;

    @Option(names = "--mode", required = true)
    String mode;

    @Option(names = "--limit", required = true)
    long limit;

    @Option(names = "--timeout", required = true, converter = DurationConverter.class)
    Duration timeout;

    @Option(names = "--warmup", required = true, converter = DurationConverter.OrZero.class)
    Duration warmup;

    @Option(names = "--boxes")
    String boxes;

    @Parameters(arity = "1..*")
    List<String> corpora;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SolverBackend backend = Backends.discover().find(backendId)
                .orElseThrow(() -> new IllegalArgumentException("unknown backend " + backendId));
        ReadOptions options = boxes == null ? ReadOptions.DEFAULT : ReadOptions.boxes(boxes);
        List<BenchCorpus> loaded = new ArrayList<>();
        List<BenchRunner.Task> all = new ArrayList<>();
        for (String origin : corpora) {
            BenchCorpus c = origin.startsWith("bundled:") ? BenchCorpus.bundled(origin.substring(8), err)
                    : BenchCorpus.file(Path.of(origin), options, err);
            for (int p = 0; p < c.puzzles().size(); p++) {
                all.add(new BenchRunner.Task(loaded.size(), p, 1));
            }
            loaded.add(c);
        }
        BenchRunner.Settings settings = new BenchRunner.Settings(BenchCall.Mode.valueOf(mode.toUpperCase(java.util.Locale.ROOT)),
                limit, timeout, warmup, 1, 1);
        Cancellation never = new Cancellation();
        Limits limits = Limits.of(timeout).withCancellation(never);
        BenchRunner.Warmup w = warmup.isZero() ? new BenchRunner.Warmup(0, 0, 0)
                : BenchRunner.warmUp(backend, loaded, all, settings, limits, never);
        out.println("READY " + JSON.writeValueAsString(w));
        out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        boolean first = warmup.isZero();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] f = line.trim().split(" ");
            BenchRunner.Task t = new BenchRunner.Task(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
            long t0 = System.nanoTime();
            BenchRow row = BenchRunner.call(backend, loaded, t, settings, limits);
            if (first) {
                // No warm-up: the first call is the cold one; report it on stderr (the parent has the row).
                err.printf("first call: %.1f ms%n", (System.nanoTime() - t0) / 1e6);
                first = false;
            }
            out.println(row == null ? "CANCELLED" : "ROW " + JSON.writeValueAsString(row));
            out.flush();
        }
        return Main.EXIT_OK;
    }
}

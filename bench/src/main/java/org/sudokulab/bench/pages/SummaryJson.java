package org.sudokulab.bench.pages;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import org.sudokulab.bench.evidence.Competition;
import org.sudokulab.bench.evidence.Counting;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Paired;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;

/** {@code summary.json} (schema {@value #SCHEMA_VERSION}): the run's record and every figure of its report. */
final class SummaryJson {
    /**
     * 3: forks (the settings' {@code forks}; per summary {@code forks} and {@code forkNoiseFactor}, intervals that
     * include the JVMs when there are several), memory per call ({@code memoryKind}, {@code memoryMedianBytes},
     * {@code memoryInterval}), a paired comparison's {@code p} with its {@code test} (was {@code wilcoxonP}), and
     * {@code resultsSha256}, the SHA-256 of results.csv, which {@code bench compare} checks.
     * 2: intervals on the medians and means, repeat noise, paired comparisons and the competitions' figures.
     */
    static final int SCHEMA_VERSION = 3;

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SummaryJson() {}

    static String of(RunRecord record, Figures figures, String resultsSha256) throws IOException {
        List<Summary> summaries = figures.summaries();
        List<Counting> counting = figures.counting();
        ObjectNode root = JSON.createObjectNode();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("created", record.created());
        root.put("complete", record.complete());
        root.put("callsDone", record.callsDone());
        root.put("callsPlanned", record.callsPlanned());
        root.put("resultsSha256", resultsSha256);
        root.put("forks", record.plan().forks());
        root.put("jvmNoiseMeasured", record.plan().forks() > 1);
        root.set("wrong", JSON.valueToTree(record.wrongRows()));
        root.set("environment", JSON.valueToTree(record.environment()));
        root.set("settings", JSON.valueToTree(record.settings()));
        ArrayNode cs = root.putArray("corpora");
        for (Corpus c : record.corpora()) {
            ObjectNode n = cs.addObject();
            n.put("name", c.name());
            n.put("origin", c.origin());
            n.put("mode", c.mode().toString());
            n.put("sha256", c.sha256());
            n.put("puzzles", c.puzzles().size());
            n.put("parseErrors", c.errors().size());
            n.set("attribution", JSON.valueToTree(c.attribution()));
        }
        ObjectNode cold = root.putObject("coldStart");
        cold.put("jvmStartMillis", record.jvmStartMillis());
        cold.set("backends", JSON.valueToTree(record.backends()));
        root.set("notRun", JSON.valueToTree(record.notRun()));
        ArrayNode ss = root.putArray("summaries");
        for (Summary s : summaries) {
            ObjectNode n = ss.addObject();
            n.put("backend", s.backend());
            n.put("corpus", s.corpus());
            n.put("puzzles", s.puzzles());
            n.put("solved", s.solved());
            n.put("wrong", s.wrong());
            n.put("timeouts", s.timeouts());
            n.put("unsupported", s.unsupported());
            n.put("errors", s.errors());
            n.put("killed", s.killed());
            n.put("crashed", s.crashed());
            n.put("medianMillis", s.medianMillis());
            n.put("p90Millis", s.p90Millis());
            n.put("maxMillis", s.maxMillis());
            n.put("meanMillis", s.meanMillis());
            n.put("effortCounter", s.effortCounter());
            n.put("medianEffort", s.medianEffort());
            n.set("medianInterval", JSON.valueToTree(s.medianInterval()));
            n.set("meanInterval", JSON.valueToTree(s.meanInterval()));
            n.put("repeatNoiseFactor", s.noise());
            n.put("puzzleSpreadFactor", s.spread());
            n.put("forks", s.forks());
            n.put("forkNoiseFactor", s.forkNoise());
            n.put("memoryKind", s.memoryKind());
            n.put("memoryMedianBytes", s.memoryBytes());
            n.set("memoryInterval", JSON.valueToTree(s.memoryInterval()));
        }
        ArrayNode ps = root.putArray("paired");
        for (Paired p : figures.pairs()) {
            ObjectNode n = ps.addObject();
            n.put("corpus", p.corpus());
            n.put("a", p.a());
            n.put("b", p.b());
            n.put("puzzles", p.puzzles());
            n.set("ratioBOverA", JSON.valueToTree(p.ratio()));
            n.put("aFasterShare", p.aFaster());
            n.put("bFasterShare", p.bFaster());
            n.put("p", Double.isNaN(p.p()) ? null : p.p());
            n.put("test", p.forks() > 1 ? "two-level bootstrap, t" : "wilcoxon");
            n.put("verdict", p.verdict());
        }
        ArrayNode comps = root.putArray("competitions");
        for (Competition c : figures.competitions()) {
            ObjectNode n = comps.addObject();
            n.put("corpus", c.corpus());
            n.put("puzzles", c.puzzles());
            n.put("timeoutMillis", c.timeoutMillis());
            n.put("vbsPar2Millis", c.vbsPar2Millis());
            n.put("vbsSolved", c.vbsSolved());
            ArrayNode sc = n.putArray("backends");
            for (Competition.Score s : c.scores()) {
                ObjectNode b = sc.addObject();
                b.put("backend", s.backend());
                b.put("solved", s.solved());
                b.put("par2Millis", s.par2Millis());
                b.put("vbsWins", s.vbsWins());
                b.put("vbsShare", c.vbsShare(s));
                b.set("performanceRatios", JSON.valueToTree(s.ratios()));
            }
        }
        ArrayNode cn = root.putArray("counting");
        for (Counting c : counting) {
            ObjectNode n = cn.addObject();
            n.put("backend", c.backend());
            n.put("corpus", c.corpus());
            n.put("puzzles", c.puzzles());
            n.put("countedExactly", c.counted());
            n.put("solutions", c.solutions());
            n.put("millis", c.millis());
            n.put("solutionsPerSecond", c.solutionsPerSecond());
            n.put("microsPerSolution", c.microsPerSolution());
            n.put("growthExponent", c.growth());
            n.set("points", JSON.valueToTree(c.points()));
        }
        return JSON.writeValueAsString(root) + "\n";
    }
}

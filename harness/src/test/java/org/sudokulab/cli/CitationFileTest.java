package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's CITATION.cff: valid against the Citation File Format 1.2.0 schema (bundled, see
 * src/test/resources/cff/README.md), its version the project's, and a report's citation line naming the software by
 * the same title.
 */
class CitationFileTest {
    private static final Path CFF = Path.of("..", "CITATION.cff");

    @TempDir
    Path tmp;

    @Test
    void validAgainstTheSchema() throws Exception {
        JsonNode cff = new ObjectMapper(new YAMLFactory()).readTree(CFF.toFile());
        JsonSchema schema;
        try (InputStream in = getClass().getResourceAsStream("/cff/schema-1.2.0.json")) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
        }
        Set<ValidationMessage> problems = schema.validate(cff);
        assertTrue(problems.isEmpty(), problems.toString());
        // the schema does catch a broken file: a missing title and a version of the wrong type
        JsonNode broken = cff.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken).remove("title");
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken).putArray("version");
        String said = schema.validate(broken).toString();
        assertTrue(said.contains("required property 'title' not found") && said.contains("$.version"), said);
    }

    @Test
    void theProjectsVersionAndTheReportsName() throws Exception {
        JsonNode cff = new ObjectMapper(new YAMLFactory()).readTree(CFF.toFile());
        Matcher version = Pattern.compile("<artifactId>sudokulab-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(Path.of("..", "pom.xml")));
        assertTrue(version.find());
        assertEquals(version.group(1), cff.get("version").asText());
        Path out = tmp.resolve("run");
        Cli run = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx",
                "--sample",
                "1",
                "--warmup",
                "0s",
                "--corpus",
                Path.of("..", "examples", "puzzles.txt").toString(),
                "--out",
                out.toString(),
                "-q");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        String md = Files.readString(out.resolve("report.md"));
        String citing = md.substring(md.indexOf("## Citing this report"));
        assertTrue(citing.contains("\n" + cff.get("title").asText() + " "), citing);
    }
}

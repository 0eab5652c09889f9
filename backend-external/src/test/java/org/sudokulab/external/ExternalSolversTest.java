package org.sudokulab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.SolverBackend;

/** Reading declarations: the built-in ones, a later file replacing an id, mistakes reported with their place. */
class ExternalSolversTest {
    private static List<String> read(String json, Map<String, SolverDeclaration> into) {
        List<String> problems = new ArrayList<>();
        ExternalSolvers.read(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "test.json", into, problems);
        return problems;
    }

    @Test
    void theProjectDeclaresTheSolversDebianPackages() {
        List<String> problems = new ArrayList<>();
        List<String> ids = new ExternalSolvers()
                .backends(problems).stream().map(SolverBackend::id).toList();
        assertEquals(List.of(), problems);
        assertEquals(
                List.of(
                        "cadical",
                        "minisat",
                        "picosat",
                        "cryptominisat5",
                        "cbc",
                        "glpsol",
                        "minizinc-gecode",
                        "z3",
                        "clasp-opb",
                        "clasp"),
                ids);
    }

    @Test
    void declaredSolversAreFoundWithTheOthersAndMarkedExternal() {
        Backends backends = Backends.discover();
        assertTrue(backends.find("cadical").orElseThrow().external());
        assertTrue(backends.inJvm().stream().noneMatch(SolverBackend::external));
    }

    @Test
    void aLaterDeclarationReplacesAnEarlierOne() {
        Map<String, SolverDeclaration> byId = new LinkedHashMap<>();
        String first =
                "{\"solvers\": [{\"id\": \"mine\", \"command\": [\"a\"], \"format\": \"dimacs\", \"answer\": \"sat\"}]}";
        String second = first.replace("[\"a\"]", "[\"b\", \"{model}\"]");
        assertEquals(List.of(), read(first, byId));
        assertEquals(List.of(), read(second, byId));
        assertEquals(List.of("b", "{model}"), byId.get("mine").command());
        assertEquals(List.of(0), byId.get("mine").exitCodes());
    }

    @Test
    void mistakesAreReportedWithLineAndColumn() {
        Map<String, SolverDeclaration> byId = new LinkedHashMap<>();
        List<String> syntax = read("{\"solvers\": [\n  {\"id\": \"x\",, }]}", byId);
        assertEquals(1, syntax.size());
        assertTrue(syntax.get(0).startsWith("test.json: line 2, column "), syntax.get(0));
        List<String> format = read(
                "{\"solvers\": [\n {\"id\": \"x\", \"command\": [\"a\"], \"format\": \"xml\", \"answer\": \"sat\"}]}",
                byId);
        assertTrue(format.get(0).contains("line 2"), format.get(0));
        assertTrue(format.get(0).contains("unknown model format 'xml'"), format.get(0));
        List<String> unknown = read(
                "{\"solvers\": [{\"id\": \"x\", \"command\": [\"a\"], \"format\": \"dimacs\", \"answer\": \"sat\", "
                        + "\"exitcode\": [1]}]}",
                byId);
        assertTrue(unknown.get(0).contains("exitcode"), unknown.get(0));
        assertTrue(byId.isEmpty());
    }
}

package org.sudokulab.external;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.sudokulab.api.Capability;
import org.sudokulab.models.ModelFormat;

/**
 * One external solver as {@code solvers.json} declares it.
 *
 * @param id the backend id ({@code -b ID})
 * @param description one line for {@code sudokulab backends}
 * @param command the command line; {@code {model}} is the model file ({@code .mzn} for MiniZinc), {@code {data}} its
 *     {@code .dzn}, {@code {solution}} a file the solver may write its answer to, {@code {limit}} the number of
 *     solutions asked (answer formats that enumerate)
 * @param format the model it reads ({@link ModelFormat} id), or {@code line}: the puzzle's line on stdin
 * @param answer how to read what it prints ({@link AnswerFormat} id)
 * @param version a command that prints the solver's version (first line kept), or empty
 * @param exitCodes the exit codes of a normal end (SAT solvers end with 10 and 20); default 0
 * @param reportedTime a regular expression whose first group is the solver's own time in seconds, or null
 * @param capabilities what it handles; default all (a line solver takes only plain boxes)
 * @param install how to get it, said when it is missing
 * @param programs the programs that must be on the PATH for it to run; default the command's first word
 */
public record SolverDeclaration(
        String id,
        String description,
        List<String> command,
        String format,
        String answer,
        List<String> version,
        @JsonProperty("exitCodes") List<Integer> exitCodes,
        String reportedTime,
        Set<Capability> capabilities,
        String install,
        List<String> programs) {
    public SolverDeclaration {
        if (id == null || !id.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("id must be lower-case letters, digits and '-', got " + id);
        }
        if (command == null || command.isEmpty()) {
            throw new IllegalArgumentException(id + ": command is missing");
        }
        if (format == null) {
            throw new IllegalArgumentException(
                    id + ": format is missing (dimacs, opb, lp, mps, minizinc, smtlib, " + "asp or line)");
        }
        if (!format.equals("line")) {
            ModelFormat.of(format);
        }
        AnswerFormat.of(answer);
        description = description == null ? "" : description;
        version = version == null ? List.of() : List.copyOf(version);
        exitCodes = exitCodes == null || exitCodes.isEmpty() ? List.of(0) : List.copyOf(exitCodes);
        capabilities = Collections.unmodifiableSet(
                capabilities == null || capabilities.isEmpty()
                        ? EnumSet.allOf(Capability.class)
                        : EnumSet.copyOf(capabilities));
        install = install == null ? "" : install;
        command = List.copyOf(command);
        programs = programs == null || programs.isEmpty() ? List.of(command.get(0)) : List.copyOf(programs);
    }

    /** The model format, or null for the line protocol. */
    ModelFormat modelFormat() {
        return format.equals("line") ? null : ModelFormat.of(format);
    }

    AnswerFormat answerFormat() {
        return AnswerFormat.of(answer);
    }
}

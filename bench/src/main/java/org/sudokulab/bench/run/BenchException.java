package org.sudokulab.bench.run;

/** A bench run that cannot go ahead: the plan asks for something impossible, or its input is not there. */
public final class BenchException extends RuntimeException {
    /** Whose fault: the plan as asked (a usage error), or the state of the inputs. */
    public enum Kind {
        /** An unknown backend, two corpora of one name, a folder that holds another run, nothing to resume. */
        BAD_PLAN,
        /** A corpus that changed since the run started, no puzzle, no available backend. */
        CANNOT_RUN
    }

    private final Kind kind;

    public BenchException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}

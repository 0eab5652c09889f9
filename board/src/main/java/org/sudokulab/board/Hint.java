package org.sudokulab.board;

/** A placement, the rule that forces it and why it holds: {@code cell} (row * n + column) gets {@code digit}. */
public record Hint(int cell, int digit, Rule rule, String reason) implements HintResult {
    /** How a placement was found, from the simplest reasoning a person does to the solver's proof. */
    public enum Rule {
        /** The only digit the cell's houses (and cage) leave. */
        NAKED_SINGLE("naked single"),
        /** The only cell of a house that can take the digit. */
        HIDDEN_SINGLE("hidden single"),
        /** No single is left: the unique solution, found by a backend, has the digit there. */
        SOLVER("proven by the solver");

        private final String text;

        Rule(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }
}

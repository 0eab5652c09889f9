package org.sudokulab.board;

/** No placement can be given, and why: no solution, several solutions and nothing forced, a full board. */
public record NoHint(String reason) implements HintResult {}

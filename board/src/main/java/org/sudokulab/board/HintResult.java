package org.sudokulab.board;

/** What {@link Hints#next} answers: a {@link Hint}, or {@link NoHint} with the reason there is none. */
public sealed interface HintResult permits Hint, NoHint {}

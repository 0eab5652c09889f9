package org.sudokulab.cli;

/** {@link TranscriptTest} for the census commands (census.txt): the longest entries, replayed in a JVM of their own. */
class CensusTranscriptTest extends TranscriptTest {
    @Override
    String file() {
        return "census.txt";
    }
}

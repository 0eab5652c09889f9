package org.sudokulab.bench.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.GenerateSpec;
import org.sudokulab.bench.run.Mode;
import org.sudokulab.bench.run.RunListener;

/**
 * report.html and compare.html opened in headless Chromium (Debian's chromium and chromium-driver, which
 * .ci/install-solvers installs): every chart draws something, the tables and intervals are there, and the console
 * stays free of errors. Without a browser the test is skipped and says why.
 */
class ReportInBrowserTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    @TempDir
    static Path dir;

    static ChromeDriver browser;
    static Path a;
    static Path b;

    @BeforeAll
    static void start() throws Exception {
        Assumptions.assumeTrue(
                Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "skipped: no browser here (" + CHROMIUM + " and " + DRIVER + " come from Debian's chromium and "
                        + "chromium-driver; .ci/install-solvers installs them)");
        a = run("a", 1);
        b = run("b", 2);
        ComparisonReport.write(Comparison.of(a, b, 0.05), dir.resolve("compare"));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
    }

    /** dlx and bits on the bundled 17-clue and 4x4/6x6 puzzles, and a small k-sudoku corpus, two calls each. */
    static Path run(String name, long seed) throws Exception {
        BenchPlan plan = new BenchPlan(
                Mode.UNIQUE,
                2,
                10_000,
                0,
                2,
                8,
                seed,
                1,
                0,
                5000,
                null,
                List.of("dlx", "bits"),
                List.of(
                        new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null),
                        new BenchPlan.CorpusRef("bundled:small-4x4-6x6.txt", null),
                        BenchPlan.CorpusRef.generated(GenerateSpec.parse("ksudoku:boxes=2x3:k=2..40/4"))),
                "test",
                List.of(),
                null);
        Path out = dir.resolve(name);
        Bench.prepare(plan, new RunListener() {}).run(out, false, new Cancellation(), new RunListener() {}, 0);
        return out;
    }

    @Test
    void theReportDrawsEveryChartWithItsTablesAndIntervals() {
        open(a.resolve("report.html"));
        List<WebElement> charts = chartsDrawn();
        // per corpus: intervals, cactus and profile (3 x 3); the distribution; time against k; all corpora's
        // profile; the dlx-bits scatter
        assertEquals(3 * 3 + 1 + 1 + 1 + 1, charts.size());
        assertEquals(3, browser.findElements(By.cssSelector("table.paired")).size());
        assertEquals(
                4, browser.findElements(By.cssSelector("table.competition")).size());
        List<WebElement> intervals = browser.findElements(By.cssSelector("td.ci"));
        assertEquals(3 * 2 * 2, intervals.size());
        assertTrue(intervals.stream().allMatch(td -> td.getText().matches("\\[[0-9.]+, [0-9.]+\\]")), "intervals");
        assertTrue(browser.findElement(By.tagName("body")).getText().contains("Wilcoxon"));
        assertNoConsoleErrors();
    }

    @Test
    void theComparisonDrawsItsChartAndTable() {
        open(dir.resolve("compare/compare.html"));
        assertEquals(2, chartsDrawn().size(), "the changes of time and of memory");
        List<WebElement> rows = browser.findElements(By.cssSelector("table.times tr"));
        // a header and dlx and bits on the two bundled corpora (the generated ones differ with the seed)
        assertEquals(1 + 2 * 2, rows.size(), browser.getPageSource());
        assertTrue(browser.findElement(By.tagName("body")).getText().contains("only in A"));
        assertEquals(
                1 + 2 * 2,
                browser.findElements(By.cssSelector("table.memory tr")).size());
        assertNoConsoleErrors();
    }

    private static void open(Path page) {
        browser.get(page.toUri().toString());
        assertFalse(browser.getPageSource().contains("parsererror"), "the page parses as XHTML");
    }

    /** Every svg on the page, each checked to have a box and to draw something with a non-empty bounding box. */
    private static List<WebElement> chartsDrawn() {
        List<WebElement> charts = browser.findElements(By.tagName("svg"));
        for (WebElement svg : charts) {
            String label = svg.getAttribute("aria-label");
            assertTrue(svg.getRect().getWidth() > 0 && svg.getRect().getHeight() > 0, label);
            Object drawn = ((JavascriptExecutor) browser)
                    .executeScript(
                            "return Array.from(arguments[0].querySelectorAll('line,polyline,circle,rect,polygon'))"
                                    + ".filter(e => { const b = e.getBBox(); return b.width > 0 || b.height > 0; })"
                                    + ".length;",
                            svg);
            assertTrue(((Number) drawn).intValue() > 0, "nothing drawn in " + label);
        }
        return charts;
    }

    private static void assertNoConsoleErrors() {
        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue())
                .toList();
        assertTrue(errors.isEmpty(), errors.toString());
    }
}

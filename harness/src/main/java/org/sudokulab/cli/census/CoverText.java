package org.sudokulab.cli.census;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Locale;
import org.sudokulab.census.CoverTerms;
import org.sudokulab.census.GridEnumerator;

/** What {@code census cover} prints without --json. */
final class CoverText {
    private CoverText() {}

    static void print(CoverTerms.Table t, Lines out) {
        int exact = 0;
        int equal = 0;
        int different = 0;
        int estimated = 0;
        int withinTwo = 0;
        double worst = 0;
        for (CoverTerms.Term term : t.terms()) {
            if (term.exact() != null) {
                exact++;
                equal += term.agreement().equals("equal") ? 1 : 0;
                different += term.agreement().equals("DIFFERENT") ? 1 : 0;
            } else if (term.estimate() != null) {
                estimated++;
                if (term.census() != null) {
                    withinTwo += Math.abs(term.z()) <= 2 ? 1 : 0;
                    worst = Math.max(worst, Math.abs(term.z()));
                }
            }
        }
        String shape = t.geometry().describe();
        String by = t.method().equals(CoverTerms.STACKS) ? "stacks" : "the cover";
        String name = t.method().equals(CoverTerms.STACKS) ? "stacks" : "cover";
        out.line(
                "%s: %,d classes besides the identity; by %s %,d exact, %,d estimated, %,d not done",
                shape, t.terms().size(), by, exact, estimated, t.terms().size() - exact - estimated);
        if (t.identityByMethod() != null) {
            BigInteger grids = t.identityByMethod()
                    .multiply(GridEnumerator.factorial(t.geometry().size()));
            out.line(
                    "all grids by %s: %,d, %s",
                    by,
                    grids,
                    t.identity() == null
                            ? "none by the census"
                            : t.identity().equals(t.identityByMethod())
                                    ? "equal to the census's"
                                    : "DIFFERENT from the census's");
        }
        out.line(
                "exact: %,d equal to the census's A, %,d DIFFERENT, %,d without one",
                equal, different, exact - equal - different);
        if (estimated > 0) {
            out.line(
                    "estimated: the census's A at most two standard errors away on %,d, the furthest %.2f away",
                    withinTwo, worst);
        }
        out.line("the classes with A > 0 by either (size, A by the census, A by %s, agreement):", by);
        for (CoverTerms.Term term : t.terms()) {
            boolean positive = (term.census() != null && term.census().signum() > 0)
                    || (term.exact() != null && term.exact().signum() > 0)
                    || (term.estimate() != null && term.estimate().mean() > 0);
            if (positive || term.agreement().equals("DIFFERENT")) {
                String census = term.census() == null ? "-" : String.format(Locale.ROOT, "%,d", term.census());
                out.line(
                        "  %,10d  %26s  %26s  %-9s %s",
                        term.size(), census, cover(term), term.agreement(), term.element());
            }
        }
        BigDecimal coverSum = new BigDecimal(t.coverExactSum()).add(BigDecimal.valueOf(t.coverEstimatedSum()));
        if (estimated == 0) {
            out.line("sum of size * A over them: census %,d; %s %,d", t.censusSum(), name, t.coverExactSum());
        } else {
            out.line(
                    "sum of size * A over them: census %,d; cover %.6e +- %.1e (exact part %,d)",
                    t.censusSum(), coverSum, t.coverStandardError(), t.coverExactSum());
        }
        if (t.censusSum().signum() > 0) {
            double ratio = coverSum.divide(new BigDecimal(t.censusSum()), MathContext.DECIMAL64)
                    .doubleValue();
            out.line(
                    "%s / census: %.5f +- %.5f",
                    name, ratio, t.coverStandardError() / t.censusSum().doubleValue());
        }
        BigInteger identity = t.identityByMethod() != null ? t.identityByMethod() : t.identity();
        if (identity == null || !t.complete()) {
            return;
        }
        if (estimated == 0) {
            BigInteger[] q = identity.add(t.coverExactSum()).divideAndRemainder(BigInteger.valueOf(t.groupOrder()));
            out.line(
                    q[1].signum() == 0
                            ? "essentially different grids by " + by + ": (the identity's %,d + the sum) / %,d = %,d"
                            : "the identity's %,d + the sum is not a multiple of %,d: the " + name + " terms are wrong",
                    identity,
                    t.groupOrder(),
                    q[0]);
            return;
        }
        BigDecimal total = new BigDecimal(t.identity()).add(coverSum);
        double grids = total.divide(BigDecimal.valueOf(t.groupOrder()), MathContext.DECIMAL64)
                .doubleValue();
        out.line(
                "essentially different grids by the cover: (the identity's %,d + the sum) / %,d = %.9e +- %.1e",
                t.identity(), t.groupOrder(), grids, t.coverStandardError() / t.groupOrder());
    }

    private static String cover(CoverTerms.Term term) {
        if (term.exact() != null) {
            return String.format(Locale.ROOT, "%,d", term.exact());
        }
        if (term.estimate() != null) {
            return String.format(
                    Locale.ROOT,
                    "~%.4e +- %.1e",
                    term.estimate().mean(),
                    term.estimate().standardError());
        }
        return "-";
    }
}

/*
 * The Mann–Whitney U test (Wilcoxon rank-sum): whether one stack's runs tend to read lower than another's,
 * without assuming the figures are normal (Lighthouse's scores are bounded and skewed). The normal
 * approximation, with the correction for ties and for continuity, as scipy's `mannwhitneyu(method="asymptotic")`
 * computes it; close enough from about eight runs a side.
 */

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26: error under 1.5e-7). */
function normalCdf(z) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * How likely figures at least as far below `b`'s as `a`'s are, were both drawn alike: the one-sided p value
 * that `a` tends lower. 1 when every figure is the same (nothing to tell apart).
 */
export function pLower(a, b) {
  const all = [
    ...a.map((value) => ({ value, a: true })),
    ...b.map((value) => ({ value, a: false })),
  ];
  all.sort((x, y) => x.value - y.value);
  // Mid-ranks for ties; the tie term corrects the variance.
  let rankSumA = 0;
  let tieTerm = 0;
  for (let start = 0; start < all.length;) {
    let end = start;
    while (end < all.length && all[end].value === all[start].value) end++;
    const tied = end - start;
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) if (all[k].a) rankSumA += rank;
    tieTerm += tied ** 3 - tied;
    start = end;
  }
  const [n1, n2] = [a.length, b.length];
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (!(variance > 0)) return 1;
  return normalCdf((u - mean + 0.5) / Math.sqrt(variance));
}

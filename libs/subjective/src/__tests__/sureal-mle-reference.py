"""Test fixture only: a numpy restatement of sureal's maximum-likelihood models, used by sureal-mle-crosscheck.spec.ts
to check engine/sureal-mle.ts on random complete designs. Written from Netflix/sureal sureal/subjective_model.py
(commit 0a79d3c16e0837b1a607354c25b346134ec06dc1):

- MaximumLikelihoodEstimationModel._run_modeling, gradient_method 'simplified', modes DEFAULT (MLE) and
  CONTENT_OBLIVIOUS (MLE_CO): start at MOS, residual SDs (ddof 0) per observer and per content; each iteration
  b_s (12), v_s (14), a_c (15), x_e (11), each damped by REFRESH_RATE 0.1, v_s and a_c clipped at 0; stop when
  ||x_e - x_e_prev||_2 < 1e-8 or at 10,000 iterations; then the mean bias is moved into x_e.
- SubjectMLEModelProjectionSolver2 (exported as P910AnnexEModel, TYPE 'P910'): alternating projections with
  weights 1/(v_i^2 + 1e-8), 1,000 iterations at most, the same stopping rule, s_j std from the per-video residual SD.
- 95 % intervals: +-1.95996 std for x_e and b_s; inconsistency [v*sqrt(n/chi2.ppf(.975, n)), v*sqrt(n/chi2.ppf(.025, n))].

Usage: python3 sureal-mle-reference.py SEED COUNT  -> JSON list of cases on stdout.
"""
import json
import random
import sys
import warnings

import numpy as np
from scipy.stats import chi2

Z = 1.95996
RATE = 0.1


def sums(a, axes):
    return np.nansum(a, axis=axes)


def intervals(x, x_std, b, b_std, v, cnt):
    lo = (1 - np.sqrt(cnt / chi2.ppf(0.975, cnt))) * v
    hi = (np.sqrt(cnt / chi2.ppf(0.025, cnt)) - 1) * v
    return {
        "quality_ci95": np.stack([x - Z * x_std, x + Z * x_std], axis=1),
        "bias_ci95": np.stack([b - Z * b_std, b + Z * b_std], axis=1),
        "inconsistency_ci95": np.stack([v - lo, v + hi], axis=1),
    }


def mle(u, cids, content_oblivious):
    """u: E x S x R with NaN for missing scores; cids: content id per presentation."""
    E, S, R = u.shape
    C = max(cids) + 1
    mask = ~np.isnan(u)
    ones = np.where(mask, 1.0, np.nan)
    x = np.nanmean(u.reshape(E, S * R), axis=1)
    res0 = u - x[:, None, None]
    v = np.array([np.nanstd(res0[:, s, :]) for s in range(S)])
    if content_oblivious:
        a = np.zeros(C)
    else:
        a = np.array([np.nanstd(res0[np.array(cids) == c].ravel()) if c in cids else np.nan for c in range(C)])
    b = np.zeros(S)
    ace = lambda: a[np.array(cids)][:, None, None]
    itr = 0
    while True:
        x_prev = x
        # (12) bias
        w = v[None, :, None] ** 2 + ace() ** 2
        num = sums((u - x[:, None, None]) / w, (0, 2))
        den = sums(ones / w, (0, 2))
        b = b * (1 - RATE) + num / den * RATE
        b_std = 1.0 / np.sqrt(np.maximum(0.0, den))
        # (14) inconsistency
        res = u - x[:, None, None] - b[None, :, None]
        vs, ac = v[None, :, None], ace()
        add, minus = vs ** 2 + ac ** 2, vs ** 2 - ac ** 2
        poly = ac ** 4 - 3 * vs ** 4 - 2 * vs ** 2 * ac ** 2
        g1 = sums(-vs / add + vs * res ** 2 / add ** 2 + 0 * u, (0, 2))
        g2 = sums(minus / add ** 2 + res ** 2 * poly / add ** 4 + 0 * u, (0, 2))
        v = np.maximum(v * (1 - RATE) + (v - g1 / g2) * RATE, 0.0)
        v_std = 1.0 / np.sqrt(np.maximum(0.0, -g2))
        # (15) content ambiguity
        if not content_oblivious:
            res = u - x[:, None, None] - b[None, :, None]
            vs, ac = v[None, :, None], ace()
            add, minus = vs ** 2 + ac ** 2, vs ** 2 - ac ** 2
            poly = vs ** 4 - 3 * ac ** 4 - 2 * vs ** 2 * ac ** 2
            h1 = sums(-ac / add + ac * res ** 2 / add ** 2 + 0 * u, (1, 2))
            h2 = sums(-minus / add ** 2 + res ** 2 * poly / add ** 4 + 0 * u, (1, 2))
            n1, n2 = np.zeros(C), np.zeros(C)
            for e, c in enumerate(cids):
                n1[c] += h1[e]
                n2[c] += h2[e]
            a = np.maximum(a * (1 - RATE) + (a - n1 / n2) * RATE, 0.0)
        # (11) quality
        w = v[None, :, None] ** 2 + ace() ** 2
        num = sums((u - b[None, :, None]) / w, (1, 2))
        den = sums(ones / w, (1, 2))
        x = x * (1 - RATE) + num / den * RATE
        x_std = 1.0 / np.sqrt(np.maximum(0.0, den))
        itr += 1
        if np.linalg.norm(x_prev - x) < 1e-8 or itr >= 10000:
            break
    m = np.mean(b)
    b, x = b - m, x + m
    cnt = mask.sum(axis=(0, 2))
    out = {"iterations": itr, "quality": x, "quality_std": x_std, "bias": b, "bias_std": b_std,
           "inconsistency": v, "inconsistency_std": v_std, "ambiguity": [] if content_oblivious else a}
    out.update(intervals(x, x_std, b, b_std, v, cnt))
    return out


def p910(u):
    J, I, R = u.shape
    mask = ~np.isnan(u)
    cnt_i = mask.sum(axis=(0, 2))
    cnt_j = mask.sum(axis=(1, 2))
    s = np.nanmean(u.reshape(J, I * R), axis=1)
    b = np.array([np.nanmean((u - s[:, None, None])[:, i, :]) for i in range(I)])
    itr = 0
    while True:
        s_prev = s
        res = u - s[:, None, None] - b[None, :, None]
        v_i = np.array([np.nanstd(res[:, i, :]) for i in range(I)])
        v_j = np.array([np.nanstd(res[j]) for j in range(J)])
        w = np.broadcast_to((1.0 / (v_i ** 2 + 1e-8))[None, :, None], u.shape)
        s = sums((u - b[None, :, None]) * w, (1, 2)) / np.where(mask, w, 0).sum(axis=(1, 2))
        b = np.array([np.nanmean((u - s[:, None, None])[:, i, :]) for i in range(I)])
        itr += 1
        if np.linalg.norm(s_prev - s) < 1e-8 or itr >= 1000:
            break
    s_std = 1.0 / np.sqrt(np.maximum(0.0, cnt_j / v_j ** 2))
    b_std = 1.0 / np.sqrt(np.maximum(0.0, cnt_i / v_i ** 2))
    res = u - s[:, None, None] - b[None, :, None]
    v2 = (v_i ** 2)[None, :, None]
    lpp = sums(1.0 / v2 + res ** 2 * (-3 * v_i[None, :, None] ** 4) / v2 ** 4, (0, 2))
    v_std = 1.0 / np.sqrt(np.maximum(0.0, -lpp))
    m = np.mean(b)
    b, s = b - m, s + m
    out = {"iterations": itr, "quality": s, "quality_std": s_std, "bias": b, "bias_std": b_std,
           "inconsistency": v_i, "inconsistency_std": v_std, "ambiguity": []}
    out.update(intervals(s, s_std, b, b_std, v_i, cnt_i))
    return out


def make_case(rng):
    E = rng.randint(3, 12)
    S = rng.randint(4, 16)
    R = 2 if rng.random() < 0.2 else 1
    C = rng.randint(1, min(3, E))
    cids = [e % C for e in range(E)]
    rng.shuffle(cids)
    quality = [rng.uniform(1.5, 4.5) for _ in range(E)]
    bias = [rng.gauss(0, 0.4) for _ in range(S)]
    noise = [rng.uniform(0.2, 1.0) for _ in range(S)]
    rounded = rng.random() < 0.3
    u = np.zeros((E, S, R))
    for e in range(E):
        for s in range(S):
            for r in range(R):
                val = quality[e] + bias[s] + rng.gauss(0, noise[s])
                u[e, s, r] = min(5, max(1, round(val))) if rounded else val
    return u, cids


def finite_or_text(x):
    # JSON has no NaN or infinity: those travel as the strings JavaScript's Number() reads back.
    return x if np.isfinite(x) else ("NaN" if np.isnan(x) else ("Infinity" if x > 0 else "-Infinity"))


def as_json(result):
    return {k: (v if isinstance(v, int) else [finite_or_text(x) for x in np.asarray(v, dtype=float).ravel().tolist()])
            for k, v in result.items()}


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    cases = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with np.errstate(all="ignore"):
            for _ in range(count):
                u, cids = make_case(rng)
                cases.append({
                    "E": u.shape[0], "S": u.shape[1], "R": u.shape[2],
                    "values": u.ravel().tolist(),
                    "content_ids": cids,
                    "MLE": as_json(mle(u, cids, False)),
                    "MLE_CO": as_json(mle(u, cids, True)),
                    "P910": as_json(p910(u)),
                })
    json.dump(cases, sys.stdout, allow_nan=False)


if __name__ == "__main__":
    main()

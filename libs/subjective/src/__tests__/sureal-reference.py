"""Independent numpy/scipy statement of sureal's kurtosis (BT.500) screening, used only by
sureal-crosscheck.spec.ts: random incomplete designs in, P/Q counts and rejections out (JSON on stdout).

Semantics as in Netflix/sureal subjective_model.py (kurtosis branch): per presentation np.mean, np.std (ddof 0)
and scipy.stats.kurtosis(fisher=False); k = 2 if 2 <= beta2 <= 4 else sqrt(20); P/Q inclusive; reject when
(P+Q)/(E*R) > 0.05 and |P-Q|/(P+Q) < 0.3; if all would be rejected, none is. One deliberate difference (see
docs/experimenter/analysis.md): a presentation with m2 == 0 (or scipy's NaN kurtosis) flags nobody here.
Usage: python3 sureal-reference.py SEED COUNT
"""
import json
import random
import sys
import warnings

import numpy as np
from scipy import stats


def make_case(rng):
    n_pres = rng.randint(1, 12)
    n_obs = rng.randint(5, 25)
    observers = [f"o{i:02d}" for i in range(n_obs)]
    quality = [rng.choice([2, 3, 4]) for _ in range(n_pres)]
    noisy = set(rng.sample(observers, rng.randint(0, min(3, n_obs))))
    scores = []
    for e in range(n_pres):
        density = rng.choice([0.3, 0.6, 1.0])
        for o in observers:
            if rng.random() >= density:
                continue
            for _ in range(2 if rng.random() < 0.05 else 1):
                q = quality[e]
                if o in noisy:
                    v = rng.choice([1, 5]) if rng.random() < 0.7 else q
                elif rng.random() < 0.9:
                    v = min(5, max(1, q + rng.choice([-1, 0, 0, 0, 1])))
                else:
                    v = rng.choice([1.5, 4.25, 0.1 * rng.randint(0, 50)])
                scores.append((o, f"p{e}", float(v)))
    return scores


def screen(scores):
    pres = sorted({p for _, p, _ in scores}, key=lambda p: int(p[1:]))
    obs = sorted({o for o, _, _ in scores})
    count = {}
    for o, p, _ in scores:
        count[(o, p)] = count.get((o, p), 0) + 1
    reps = max(count.values())
    s_esr = np.full((len(pres), len(obs), reps), np.nan)
    filled = {}
    for o, p, v in scores:
        r = filled.get((o, p), 0)
        filled[(o, p)] = r + 1
        s_esr[pres.index(p), obs.index(o), r] = v
    n_e, n_s, n_r = s_esr.shape
    stacked = np.concatenate([s_esr[:, :, r] for r in range(n_r)], axis=1)
    ps = np.zeros(n_s)
    qs = np.zeros(n_s)
    for row in stacked:
        x = row[~np.isnan(row)]
        if len(x) == 0:
            continue
        mu = np.mean(x)
        sigma = np.std(x)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            kurt = stats.kurtosis(x, fisher=False)
        if np.isnan(kurt) or sigma == 0:
            continue
        k = 2 if 2 <= kurt <= 4 else np.sqrt(20)
        for idx, v in enumerate(row):
            if np.isnan(v):
                continue
            if v >= mu + k * sigma:
                ps[idx % n_s] += 1
            if v <= mu - k * sigma:
                qs[idx % n_s] += 1
    rejected = []
    for i in range(n_s):
        total = ps[i] + qs[i]
        if total / (n_e * n_r) > 0.05 and total > 0 and abs(ps[i] - qs[i]) / total < 0.3:
            rejected.append(obs[i])
    if len(rejected) == n_s:
        rejected = []
    return {"observers": obs, "p": [int(x) for x in ps], "q": [int(x) for x in qs], "rejected": rejected}


def main():
    rng = random.Random(int(sys.argv[1]))
    cases = []
    for _ in range(int(sys.argv[2])):
        scores = make_case(rng)
        if scores:
            out = screen(scores)
            out["scores"] = [{"observer": o, "presentation": p, "score": v} for o, p, v in scores]
            cases.append(out)
    json.dump(cases, sys.stdout)


main()

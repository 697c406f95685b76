"""Test fixture only: numpy restatements for dmos.spec.ts, written from Netflix sureal's sureal/subjective_model.py
(commit 0a79d3c16e0837b1a607354c25b346134ec06dc1):

- DmosModel: dscore_mode adds ref_score (5) - MOS(ref of the content) to every score, then MosModel: nanmean over
  observers and repetitions, std ddof 1 / sqrt(count), ci95 +-1.95996 std;
- MLE and MLE_CO with dscore_mode: the same shift, then the models of sureal-mle-reference.py;
- independently of our formula: ITU-T P.910's differential viewer scores DV = V - REF + 5 per observer on complete
  designs (DMOS = mean DV, std = SD(DV)/sqrt(n)), and Welch's standard error where the panels are disjoint.

Usage: python3 dmos-reference.py SEED COUNT -> JSON list of cases on stdout.
"""
import importlib.util
import json
import os
import random
import sys
import warnings

import numpy as np

spec = importlib.util.spec_from_file_location(
    "sureal_mle_reference", os.path.join(os.path.dirname(__file__), "sureal-mle-reference.py"))
mle_ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mle_ref)


def make_case(rng, disjoint):
    C = rng.randint(2, 4)
    names, cids, is_ref = [], [], []
    for c in range(C):
        for k in range(rng.randint(3, 5)):
            names.append("c%d-p%d" % (c, k))
            cids.append(c)
            is_ref.append(k == 0)
    E = len(names)
    S = rng.randint(6, 15)
    quality = [4.6 if is_ref[e] else rng.uniform(1.5, 4.5) for e in range(E)]
    bias = [rng.gauss(0, 0.4) for _ in range(S)]
    u = np.full((E, S, 1), np.nan)
    for e in range(E):
        for s in range(S):
            # Disjoint: references rated by the first half of the panel only, the others by the second half.
            if disjoint and ((s < S // 2) != is_ref[e]):
                continue
            u[e, s, 0] = min(5, max(1, round(quality[e] + bias[s] + rng.gauss(0, 0.6))))
    return names, cids, is_ref, u


def shifted(u, cids, is_ref):
    mos = np.nanmean(u.reshape(u.shape[0], -1), axis=1)
    ref_of = {c: e for e, c in enumerate(cids) if is_ref[e]}
    ref_mos = np.array([mos[ref_of[c]] for c in cids])
    return u + 5.0 - ref_mos[:, None, None], ref_of


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    cases = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for k in range(count):
            disjoint = k % 3 == 2
            names, cids, is_ref, u = make_case(rng, disjoint)
            d, ref_of = shifted(u, cids, is_ref)
            flat = d.reshape(d.shape[0], -1)
            n = np.sum(~np.isnan(flat), axis=1)
            dmos = np.nanmean(flat, axis=1)
            sureal_std = np.nanstd(flat, axis=1, ddof=1) / np.sqrt(n)
            independent = []
            for e, c in enumerate(cids):
                r = ref_of[c]
                if e == r:
                    independent.append(0.0)
                elif disjoint:
                    a, b = u[e, :, 0], u[r, :, 0]
                    a, b = a[~np.isnan(a)], b[~np.isnan(b)]
                    independent.append(float(np.sqrt(a.var(ddof=1) / len(a) + b.var(ddof=1) / len(b))))
                else:
                    dv = u[e, :, 0] - u[r, :, 0] + 5
                    independent.append(float(dv.std(ddof=1) / np.sqrt(len(dv))))
            records = [{"observer": "obs%02d" % s, "presentation": names[e], "content": "c%d" % cids[e],
                        "isReference": bool(is_ref[e]), "score": float(u[e, s, 0])}
                       for e in range(len(names)) for s in range(u.shape[1]) if not np.isnan(u[e, s, 0])]
            case = {"disjoint": disjoint, "records": records, "names": names, "dmos": dmos.tolist(),
                    "sureal_std": sureal_std.tolist(), "independent_std": independent}
            if not disjoint:
                for key, oblivious in (("MLE", False), ("MLE_CO", True)):
                    res = mle_ref.mle(d, cids, oblivious)
                    case[key] = {"quality": np.asarray(res["quality"]).tolist(),
                                 "quality_std": np.asarray(res["quality_std"]).tolist(),
                                 "iterations": int(res["iterations"])}
            cases.append(case)
    json.dump(cases, sys.stdout, allow_nan=False)


if __name__ == "__main__":
    main()

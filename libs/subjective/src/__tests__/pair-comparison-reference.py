"""Test fixture only: a numpy/scipy restatement of Netflix sureal's pair-comparison models, used by
pair-comparison-crosscheck.spec.ts. Written from sureal/pc_subjective_model.py (Netflix/sureal commit
34c2e618196c674ea9101180992b1832ef5ed4e1):

- BT_MLE (BradleyTerryMlePairedCompSubjectiveModel.resolve_model): p = 1/M, then p_i = W_i / sum_j n_ij/(p_i+p_j),
  p /= sum(p), until ||p - p_prev||_2 <= 1e-8; v = ln p; std from pinv of [[-L, 1], [1', 0]] with
  L_ii = sum_j(-a_ij/p_i^2 + n_ij/(p_i+p_j)^2) and L_ij = n_ij/(p_i+p_j)*2 (sureal's term), std_v = std_p / p.
- THURSTONE_MLE 1.2: scipy SLSQP from zeros on sureal's neg_log_likelihood_function (copied verbatim below: every
  pair twice, -sum(a * log(Phi(v_i - v_j) + 1e-8/M) + a' * log(Phi(v_j - v_i) + 1e-8/M))), jac '2-point', ftol 1e-8,
  maxiter 1000, res.x reported as it is (not centred), with res.nit; std from pinv of [[-L, 1], [1', 0]] with the
  'simplified' L of (a + a') g''(v_i - v_j).

Independent of both: the textbook standard errors from a central finite-difference Hessian of the log-likelihood
(no formula shared with the TypeScript), bordered with the constraint's gradient, and a tight optimum of the
Thurstone likelihood (SLSQP with ftol 1e-15, re-centred) to check our Newton solution beyond SLSQP's precision.

Usage: python3 pair-comparison-reference.py SEED COUNT [LARGE] -> JSON list of cases on stdout: COUNT small designs
(3-8 stimuli, complete or sparse) and LARGE (default 0) designs of 20-50 stimuli, complete or each observer a few
pairs, with ties.
"""
import json
import random
import sys
import warnings

import numpy as np
from scipy.optimize import minimize
from scipy.stats import norm


def bt_sureal(alpha):
    M = alpha.shape[0]
    n = alpha + alpha.T
    p = np.ones(M) / M
    change = sys.float_info.max
    it = 0
    while change > 1e-8:
        it += 1
        prev = p
        pp = p[:, None] + p[None, :]
        p = alpha.sum(axis=1) / (n / pp).sum(axis=1)
        p = p / p.sum()
        change = np.linalg.norm(p - prev)
    pp = p[:, None] + p[None, :]
    L = np.diag((-alpha / (p[:, None] ** 2) + n / pp ** 2).sum(axis=1)) + n / pp * 2
    B = np.block([[-L, np.ones((M, 1))], [np.ones((1, M)), np.zeros((1, 1))]])
    std_p = np.sqrt(np.diagonal(np.linalg.pinv(B))[:-1])
    return np.log(p), std_p / p, it


def thurstone_nllf(v, alpha):
    # sureal's ThurstoneMlePairedCompSubjectiveModel.neg_log_likelihood_function, as written there.
    M = alpha.shape[0]
    epsilon = 1e-8 / M
    mtx = alpha * np.log(
        norm.cdf(
            (np.tile(v, (M, 1)).T - np.tile(v, (M, 1)))
        ) + epsilon
    ) + alpha.T * np.log(
        norm.cdf(
            (np.tile(v, (M, 1)) - np.tile(v, (M, 1)).T)
        ) + epsilon
    )
    return - np.sum(mtx)


def thurstone_sureal(alpha):
    M = alpha.shape[0]
    ret = minimize(lambda v: thurstone_nllf(v, alpha), np.zeros(M), method='SLSQP', jac='2-point',
                   options={'ftol': 1e-8, 'maxiter': 1000})
    v = ret.x
    d = v[:, None] - v[None, :]
    Phi, f = norm.cdf(d), norm.pdf(d)
    g2 = (alpha + alpha.T) * (-d * Phi * f - f ** 2) / Phi ** 2
    L = np.diag(g2.sum(axis=1)) - g2
    B = np.block([[-L, np.ones((M, 1))], [np.ones((1, M)), np.zeros((1, 1))]])
    std = np.sqrt(np.diagonal(np.linalg.pinv(B))[:-1])
    return v, std, bool(ret.success), int(ret.nit)


def thurstone_tight(alpha):
    M = alpha.shape[0]
    v = thurstone_sureal(alpha)[0]
    for _ in range(3):
        ret = minimize(lambda x: thurstone_nllf(x, alpha), v, method='BFGS', options={'gtol': 1e-11, 'maxiter': 5000})
        v = ret.x
    return v - v.mean()


def numeric_std(loglik, v, constraint):
    """Observed information by central differences, bordered with the constraint gradient."""
    M = len(v)
    h = 1e-4
    H = np.zeros((M, M))
    for i in range(M):
        for j in range(M):
            e_i = np.eye(M)[i] * h
            e_j = np.eye(M)[j] * h
            H[i, j] = (loglik(v + e_i + e_j) - loglik(v + e_i - e_j) - loglik(v - e_i + e_j)
                       + loglik(v - e_i - e_j)) / (4 * h * h)
    B = np.block([[-H, constraint[:, None]], [constraint[None, :], np.zeros((1, 1))]])
    return np.sqrt(np.diagonal(np.linalg.inv(B))[:-1])


def bt_loglik(alpha):
    def f(v):
        d = v[:, None] - v[None, :]
        return np.sum(alpha * -np.logaddexp(0, -d))
    return f


def th_loglik(alpha):
    def f(v):
        d = v[:, None] - v[None, :]
        return np.sum(alpha * norm.logcdf(d))
    return f


def make_case(rng, large=False):
    M = rng.randint(20, 50) if large else rng.randint(3, 9)
    truth = [rng.gauss(0, 1) for _ in range(M)]
    sparse = rng.random() < 0.5
    S = (rng.randint(150, 400) if sparse else rng.randint(3, 6)) if large else rng.randint(8, 30)
    pairs = [(i, j) for i in range(M) for j in range(i + 1, M)]
    judgements = []
    for s in range(S):
        mine = rng.sample(pairs, min(len(pairs), rng.randint(2, 4) if not large else rng.randint(3, 8))) if sparse else pairs
        for (i, j) in mine:
            a, b = (i, j) if rng.random() < 0.5 else (j, i)
            p = 1 / (1 + np.exp(truth[b] - truth[a]))
            u = rng.random()
            winner = 'tie' if (0.45 < u < 0.5 and rng.random() < 0.3) else ('a' if u < p else 'b')
            judgements.append({"observer": "o%d" % s, "a": "s%d" % a, "b": "s%d" % b, "winner": winner})
    names = sorted({x for j in judgements for x in (j["a"], j["b"])})
    idx = {n: k for k, n in enumerate(names)}
    alpha = np.zeros((len(names), len(names)))
    for j in judgements:
        a, b = idx[j["a"]], idx[j["b"]]
        if j["winner"] == "a":
            alpha[a, b] += 1
        elif j["winner"] == "b":
            alpha[b, a] += 1
        else:
            alpha[a, b] += 0.5
            alpha[b, a] += 0.5
    return judgements, names, alpha, sparse


def connected(alpha):
    M = alpha.shape[0]
    reach = (alpha > 0).astype(float) + np.eye(M)
    for _ in range(M):
        reach = ((reach @ reach) > 0).astype(float)
    return bool(reach.all())


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    large = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    rng = random.Random(seed)
    cases = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while len(cases) < count + large:
            judgements, names, alpha, sparse = make_case(rng, len(cases) >= count)
            if not connected(alpha):
                continue
            is_large = len(cases) >= count
            bt_v, bt_std, bt_it = bt_sureal(alpha)
            th_v, th_std, ok, nit = thurstone_sureal(alpha)
            case = {
                "sparse": sparse, "large": is_large, "judgements": judgements, "stimuli": names,
                "bt": {"scores": bt_v.tolist(), "sureal_std": bt_std.tolist(), "iterations": bt_it},
                "thurstone": {"sureal_scores": th_v.tolist(), "sureal_std": th_std.tolist(), "success": ok,
                              "nit": nit},
            }
            # The tight optimum and the finite-difference information take minutes on the large designs; the
            # small ones check those, the large ones only sureal's own numbers.
            if not is_large:
                th_tight = thurstone_tight(alpha)
                case["bt"]["std"] = numeric_std(bt_loglik(alpha), bt_v, np.exp(bt_v)).tolist()
                case["thurstone"]["scores"] = th_tight.tolist()
                case["thurstone"]["std"] = numeric_std(th_loglik(alpha), th_tight, np.ones(len(names))).tolist()
            cases.append(case)
    json.dump(cases, sys.stdout, allow_nan=False)


if __name__ == "__main__":
    main()

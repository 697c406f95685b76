"""Test fixture only: scipy's own SLSQP (jac '2-point', no bounds, no constraints) on the Rosenbrock function, whose
value Python and TypeScript compute bit for bit (plain arithmetic in the same order), so slsqp-unconstrained.spec.ts
can compare the port's path with scipy's exactly: x, nit, nfev and the exit status.

Usage: python3 slsqp-reference.py -> JSON list of runs on stdout.
"""
import json
import sys

import numpy as np
from scipy.optimize import minimize


def rosen(x):
    s = 0.0
    for i in range(len(x) - 1):
        s += 100.0 * (x[i + 1] - x[i] * x[i]) ** 2 + (1.0 - x[i]) ** 2
    return s


def main():
    runs = []
    for x0 in [[-1.2, 1.0], [-1.2, 1.0, 0.5], [0.0, 0.0, 0.0, 0.0], [2.0, -1.5, 0.3, 1.1, -0.7]]:
        for ftol in [1e-6, 1e-8, 1e-10]:
            for maxiter in [5, 200]:
                r = minimize(rosen, np.array(x0), method='SLSQP', jac='2-point',
                             options={'ftol': ftol, 'maxiter': maxiter})
                runs.append({"x0": x0, "ftol": ftol, "maxiter": maxiter, "x": r.x.tolist(), "fun": float(r.fun),
                             "nit": int(r.nit), "nfev": int(r.nfev), "status": int(r.status)})
    json.dump(runs, sys.stdout, allow_nan=False)


if __name__ == "__main__":
    main()

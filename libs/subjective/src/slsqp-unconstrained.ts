/**
 * scipy's `minimize(fun, x0, method='SLSQP', jac='2-point', options={ftol, maxiter})` for a problem with no bounds
 * and no constraints, step for step, so that a caller gets the point scipy returns and not merely a nearby optimum.
 * Netflix sureal fits its Thurstone model this way, and the analysis must reproduce sureal's numbers, which stop
 * up to ~2.5e-5 short of the optimum (ftol 1e-8 on the objective).
 *
 * Ported from scipy 1.17.1: `scipy/optimize/_slsqp_py.py` (the driver), `scipy/optimize/__slsqp.c` (Kraft's SLSQP
 * as rewritten in C in scipy 1.16, `__slsqp_body`, `lsq`, `lsei`, `ldl_update`) and `scipy/optimize/_numdiff.py`
 * (`approx_derivative`, '2-point'). With m = 0 constraints and NaN (absent) bounds the algorithm reduces to:
 *
 * - the gradient by forward differences, h_i = √eps·sign(x_i)·max(1, |x_i|) with sign(0) = +1, divided by the
 *   step actually taken, (x_i + h_i) − x_i, and f(x) reused from the last evaluation at the same point;
 * - BFGS on the factors B = L·D·Lᵀ (unit lower L packed by columns, D on its diagonal), reset to I at the start;
 * - the search direction s = −B⁻¹g. `lsq` builds A = √D·Lᵀ and b = −√D⁻¹·L⁻¹·g and, with no inequality rows,
 *   `lsei` hands min‖A·s − b‖ to LAPACK `dgelsy`. A is upper triangular, so its Householder QR is the identity
 *   (every reflector sees a zero column below the diagonal and `dlarfg` returns τ = 0) and the column pivoting of the
 *   first call meets equal column norms and keeps the order; `dgelsy` therefore reduces to the back substitution
 *   A·s = b done here. Its rank test (incremental condition estimate against √eps) is not ported: it only trips
 *   when B's condition number passes ~7e7, when scipy stops with mode 7 and sureal refuses the fit anyway;
 * - the convergence test before the step, |g·s| < acc (returns the unmoved point);
 * - the line search on the merit function (no constraints: f itself), α = 1 first, then
 *   α = max(h3/(2(h3 − h1)), 0.1) until f − f0 ≤ h3/10 (h3 = α·g·s) or 10 shortenings, the step accepted regardless;
 * - the convergence test after the step, |f − f0| < acc or ‖s‖₂ < acc (f finite);
 * - a non-negative directional derivative (g·s ≥ 0) resets B to I (mode 8), at most 5 times, then the relaxed test
 *   with 10·acc;
 * - Powell's damping of the BFGS update (u·s < 0.2·sᵀBs) and the two rank-one `ldl_update`s (composite-t method).
 *
 * The Fortran `slsqp_optmz.f` of scipy ≤ 1.15 takes the same arithmetic path here (its LSQ → LSEI → HFTI with
 * Householder transformations equally reduces to the back substitution for a triangular A, and its line search and
 * tests are the ones above); only the order of rounding inside BLAS/LAPACK calls can differ, as it can between
 * scipy builds. The results agree with scipy to the rounding of the objective: a finite-difference gradient turns
 * a one-ulp difference in f into ~1e-6 of gradient, which moves the returned point by ~1e-7 at most (measured in
 * pair-comparison-crosscheck.spec.ts).
 */

export interface SlsqpOptions {
  /** scipy's `ftol` (the `acc` of the Fortran code). */
  ftol?: number;
  maxiter?: number;
}

export interface SlsqpResult {
  x: number[];
  fun: number;
  /** scipy's `nit`: major iterations started. */
  nit: number;
  nfev: number;
  njev: number;
  /** scipy's exit mode: 0 success, 8 positive directional derivative in the line search, 9 iteration limit. */
  status: number;
  success: boolean;
}

const EPS = 2.220446049250313e-16;
const REL_STEP = Math.sqrt(EPS);

/**
 * scipy's `approx_derivative(fun, x, method='2-point', f0=f)` with no bounds. `partial(x, i, xi)` returns f at x
 * with its i-th coordinate replaced by xi, which lets the caller update only the terms that coordinate touches.
 */
export function forwardDifferenceGradient(
  x: Float64Array,
  f0: number,
  partial: (x: Float64Array, i: number, xi: number) => number,
): Float64Array {
  const g = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const sign = x[i] >= 0 ? 1 : -1;
    const h = REL_STEP * sign * Math.max(1, Math.abs(x[i]));
    const xi = x[i] + h;
    // The step actually taken, exactly representable: (x + h) − x.
    g[i] = (partial(x, i, xi) - f0) / (xi - x[i]);
  }
  return g;
}

/** C's fmax: a NaN argument gives the other one. */
function fmax(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return a > b ? a : b;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** The identity in the packed LDLᵀ format: D = 1 at the start of each column, L's strict lower part 0. */
function resetFactors(bfgs: Float64Array, n: number): void {
  bfgs.fill(0);
  for (let i = 0, j = 0; i < n; i++) {
    bfgs[j] = 1;
    j += n - i;
  }
}

/** s = −(L·D·Lᵀ)⁻¹·g the way `lsq` + `dgelsy` compute it (see the file comment). */
function searchDirection(bfgs: Float64Array, g: Float64Array, s: Float64Array): void {
  const n = g.length;
  // A = √D·Lᵀ (row j: √d_j on the diagonal, L(i, j)·√d_j to its right), stored dense row-major.
  const a = new Float64Array(n * n);
  let cursor = 0;
  for (let j = 0; j < n; j++) {
    const diag = Math.sqrt(bfgs[cursor++]);
    a[j * n + j] = diag;
    for (let i = j + 1; i < n; i++) a[j * n + i] = bfgs[cursor++] * diag;
  }
  // b = L⁻¹·g (dtpsv, lower, unit diagonal, column by column) then b_i /= −√d_i.
  const b = Float64Array.from(g);
  cursor = 0;
  for (let j = 0; j < n; j++) {
    const bj = b[j];
    cursor++; // the diagonal slot holds d_j, not a unit entry
    if (bj !== 0) for (let i = j + 1; i < n; i++) b[i] -= bj * bfgs[cursor + i - j - 1];
    cursor += n - j - 1;
  }
  cursor = 0;
  for (let i = 0; i < n; i++) {
    b[i] /= -Math.sqrt(bfgs[cursor]);
    cursor += n - i;
  }
  // A·s = b by back substitution, column-oriented as in BLAS dtrsm (left, upper, no transpose).
  for (let k = n - 1; k >= 0; k--) {
    if (b[k] !== 0) {
      b[k] /= a[k * n + k];
      for (let i = 0; i < k; i++) b[i] -= b[k] * a[i * n + k];
    }
  }
  s.set(b);
}

/** `ldl_update`: L·D·Lᵀ += σ·z·zᵀ in place (Fletcher and Powell's composite-t method). z and w are overwritten. */
function ldlUpdate(n: number, a: Float64Array, z: Float64Array, sigma: number, w: Float64Array): void {
  let ij = 0;
  if (sigma === 0) return;
  let t = 1 / sigma;
  if (sigma <= 0) {
    for (let i = 0; i < n; i++) w[i] = z[i];
    for (let i = 0; i < n; i++) {
      const v = w[i];
      t = t + (v * v) / a[ij];
      for (let j = i + 1; j < n; j++) {
        ij++;
        w[j] = w[j] - v * a[ij];
      }
      ij++;
    }
    if (t >= 0) t = EPS / sigma;
    for (let i = 0; i < n; i++) {
      const j = n - i - 1;
      ij -= i + 1;
      const u = w[j];
      w[j] = t;
      t = t - (u * u) / a[ij];
    }
  }
  for (let i = 0; i < n; i++) {
    const v = z[i];
    const delta = v / a[ij];
    const tp = sigma < 0 ? w[i] : t + delta * v;
    const alpha = tp / t;
    a[ij] = alpha * a[ij];
    if (i === n - 1) return;
    const beta = delta / tp;
    if (alpha <= 4) {
      for (let j = i + 1; j < n; j++) {
        ij++;
        z[j] = z[j] - v * a[ij];
        a[ij] = a[ij] + beta * z[j];
      }
    } else {
      const gamma = t / tp;
      for (let j = i + 1; j < n; j++) {
        ij++;
        const u = a[ij];
        a[ij] = gamma * u + beta * z[j];
        z[j] = z[j] - v * u;
      }
    }
    ij++;
    t = tp;
  }
}

/** y = L·x or y = Lᵀ·x for the unit lower triangle of the packed factors (BLAS dtpmv, diagonal taken as 1). */
function unitLowerTimes(bfgs: Float64Array, x: Float64Array, transpose: boolean): void {
  const n = x.length;
  if (transpose) {
    // x := Lᵀ·x, row j of Lᵀ is column j of L: x_j += Σ_{i>j} L(i, j)·x_i, in increasing j (reads only later x).
    let kk = 0;
    for (let j = 0; j < n; j++) {
      let temp = x[j];
      let k = kk + 1;
      for (let i = j + 1; i < n; i++) temp += bfgs[k++] * x[i];
      x[j] = temp;
      kk += n - j;
    }
  } else {
    // x := L·x, from the last column back: x_i += L(i, j)·x_j for i > j.
    let kk = (n * (n + 1)) / 2 - 1;
    for (let j = n - 1; j >= 0; j--) {
      const temp = x[j];
      if (temp !== 0) {
        let k = kk;
        for (let i = n - 1; i > j; i--) x[i] += temp * bfgs[k--];
      }
      kk -= n - j;
    }
  }
}

/**
 * Minimise `fun` from x0. `partial(x, i, xi)` must equal fun(x with x_i := xi) bit for bit; it defaults to
 * copying x. Returns what scipy's OptimizeResult holds for this case.
 */
export function slsqpUnconstrained(
  fun: (x: Float64Array) => number,
  x0: ArrayLike<number>,
  options: SlsqpOptions = {},
  partial?: (x: Float64Array, i: number, xi: number) => number,
): SlsqpResult {
  const acc = Math.abs(options.ftol ?? 1e-6);
  const tol = 10 * acc;
  const itermax = options.maxiter ?? 100;
  const alfmin = 0.1;
  const n = x0.length;
  const at =
    partial ??
    ((x: Float64Array, i: number, xi: number) => {
      const y = Float64Array.from(x);
      y[i] = xi;
      return fun(y);
    });
  let nfev = 0;
  let njev = 0;
  const evaluate = (x: Float64Array) => {
    nfev++;
    return fun(x);
  };
  const gradient = (x: Float64Array, f: number) => {
    njev++;
    nfev += n;
    return forwardDifferenceGradient(x, f, at);
  };

  const x = Float64Array.from(x0);
  let f = evaluate(x);
  let g = gradient(x, f);
  const bfgs = new Float64Array((n * (n + 1)) / 2);
  const x0v = new Float64Array(n);
  const s = new Float64Array(n);
  const u = new Float64Array(n);
  const v = new Float64Array(n);
  let iter = 0;
  const done = (status: number): SlsqpResult => ({
    x: [...x],
    fun: f,
    nit: iter,
    nfev,
    njev,
    status,
    success: status === 0,
  });
  const sNorm = () => Math.sqrt(dot(s, s));

  // MODE0 → RESET_BFGS: the first of at most 5 resets.
  resetFactors(bfgs, n);
  let reset = 1;
  for (;;) {
    // ITER_START
    if (iter >= itermax) return done(9);
    iter++;
    searchDirection(bfgs, g, s);
    v.set(g);
    const f0 = f;
    // Mode 8: reset the BFGS factors and start the iteration again from the same point, at most 5 times; then
    // LABEL255, the relaxed convergence test.
    const resetOrStop = (): SlsqpResult | null => {
      reset++;
      if (reset <= 5) {
        resetFactors(bfgs, n);
        return null;
      }
      const ok = (Math.abs(f - f0) < tol || sNorm() < tol) && f === f;
      return done(ok ? 0 : 8);
    };
    x0v.set(x);
    const gs = dot(g, s);
    if (Math.abs(gs) < acc && f === f) return done(0);
    const t0 = f;
    let h3 = gs;
    if (h3 >= 0) {
      const stop = resetOrStop();
      if (stop) return stop;
      continue;
    }
    // Inexact line search on the merit function (f itself: no constraints).
    let line = 0;
    let alpha = 1;
    for (;;) {
      line++;
      h3 = alpha * h3;
      for (let i = 0; i < n; i++) s[i] *= alpha;
      for (let i = 0; i < n; i++) x[i] = x0v[i] + s[i];
      f = evaluate(x);
      const h1 = f - t0;
      if (h1 <= h3 / 10 || line > 10) break;
      alpha = fmax(h3 / (2 * (h3 - h1)), alfmin);
    }
    if ((Math.abs(f - f0) < acc || sNorm() < acc) && f === f) return done(0);
    // MODEM1: new gradient, BFGS update of the factors with Powell's damping.
    g = gradient(x, f);
    for (let i = 0; i < n; i++) u[i] = g[i] - v[i];
    v.set(s);
    unitLowerTimes(bfgs, v, true);
    for (let i = 0, j = 0; i < n; i++) {
      v[i] = bfgs[j] * v[i];
      j += n - i;
    }
    unitLowerTimes(bfgs, v, false);
    let h1 = dot(s, u);
    const h2 = dot(s, v);
    const h3d = 0.2 * h2;
    if (h1 < h3d) {
      const h4 = (h2 - h3d) / (h2 - h1);
      h1 = h3d;
      for (let i = 0; i < n; i++) u[i] = h4 * u[i] + (1 - h4) * v[i];
    }
    if (h1 === 0 || h2 === 0) {
      const stop = resetOrStop();
      if (stop) return stop;
      continue;
    }
    ldlUpdate(n, bfgs, u, 1 / h1, v);
    ldlUpdate(n, bfgs, v, -1 / h2, u);
  }
}

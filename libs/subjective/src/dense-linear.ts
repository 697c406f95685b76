/**
 * Small dense linear algebra for the pair-comparison models (matrices of a few hundred rows at most): the inverse of
 * a square matrix by Gauss–Jordan elimination with partial pivoting. A singular matrix (a design whose stimuli do not
 * form one connected group) gives NaN entries rather than a pseudo-inverse: no interval is better than a wrong one.
 */
export type Matrix = Float64Array[];

export function zeroMatrix(n: number, m = n): Matrix {
  return Array.from({ length: n }, () => new Float64Array(m));
}

export function invert(a: Matrix): Matrix {
  const n = a.length;
  const w = a.map((row) => Float64Array.from(row));
  const inv = zeroMatrix(n);
  for (let i = 0; i < n; i++) inv[i][i] = 1;
  let scale = 0;
  for (const row of a) for (const x of row) scale = Math.max(scale, Math.abs(x));
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(w[r][col]) > Math.abs(w[pivot][col])) pivot = r;
    if (!(Math.abs(w[pivot][col]) > 1e-13 * scale)) return a.map(() => new Float64Array(n).fill(NaN));
    [w[col], w[pivot]] = [w[pivot], w[col]];
    [inv[col], inv[pivot]] = [inv[pivot], inv[col]];
    const p = w[col][col];
    for (let k = 0; k < n; k++) {
      w[col][k] /= p;
      inv[col][k] /= p;
    }
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = w[r][col];
      if (f === 0) continue;
      for (let k = 0; k < n; k++) {
        w[r][k] -= f * w[col][k];
        inv[r][k] -= f * inv[col][k];
      }
    }
  }
  return inv;
}

/**
 * The covariance of a constrained maximum-likelihood estimate (Aitchison and Silvey): the top-left M × M block of
 * [[I, g], [gᵀ, 0]]⁻¹, with I the information matrix and g the gradient of the identifying constraint. Returns the
 * square roots of its diagonal (NaN where a variance comes out negative or the system is singular).
 */
export function borderedStd(info: Matrix, constraint: ArrayLike<number>): number[] {
  const m = info.length;
  const b = zeroMatrix(m + 1);
  for (let i = 0; i < m; i++) {
    b[i].set(info[i]);
    b[i][m] = constraint[i];
    b[m][i] = constraint[i];
  }
  const inv = invert(b);
  return Array.from({ length: m }, (_, i) => Math.sqrt(inv[i][i]));
}

/**
 * Spec "Layout": paths starting with /admin show the admin top bar. Matched per path segment and without case,
 * exactly like the shell's `/admin/*` route (react-router matches case-insensitively), so bar and page always
 * come from the same remote.
 */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/admin' || path.startsWith('/admin/');
}

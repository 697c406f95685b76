// Direct API calls for browser tests: set up data (participants, admin tokens) without clicking through the UI.
// Paths are relative to the API base, as in @vvq/contracts' ApiRoutes ('/signup', '/admin/login', …).

/** `{ status, body }` of one JSON call; never throws on a non-2xx answer so tests can assert on it. */
export async function callApi(stack, method, path, { body, token, base = stack.urls.api } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The body of a 2xx answer; any other status throws with `what` in the message. Takes a result or its promise. */
export async function expectOk(resultOrPromise, what) {
  const result = await resultOrPromise;
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${what} failed: HTTP ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body;
}

let counter = 0;

/** A unique participant signed up and logged in through the API: `{ user_id, name, email, token }`. */
export async function createParticipant(stack, { name = 'Eve Tester', email } = {}) {
  counter += 1;
  const address = email ?? `e2e-${Date.now()}-${counter}@vvq.test`;
  await expectOk(await callApi(stack, 'POST', '/signup', { body: { name, email: address } }), 'signup');
  const login = await expectOk(await callApi(stack, 'POST', '/login', { body: { email: address } }), 'login');
  return { ...login, email: address };
}

/** The stack's known admin logged in through the API: `{ admin_id, name, token }`. */
export async function loginAdmin(stack) {
  const { email, password } = stack.admin;
  return expectOk(await callApi(stack, 'POST', '/admin/login', { body: { email, password } }), 'admin login');
}

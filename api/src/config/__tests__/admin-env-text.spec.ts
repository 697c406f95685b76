import 'reflect-metadata';
import { loadConfig } from '../load-config.js';

const SECRET = 'x'.repeat(40);
const admin = (env: Record<string, string>) =>
  loadConfig({ TOKEN_SECRET: SECRET, ADMIN_PASSWORD: 'admin password', ...env }).admin;

describe('ADMIN_EMAIL / ADMIN_NAME follow the API rule for addresses and names', () => {
  it('stores the address in NFC and lower-cased', () => {
    expect(admin({ ADMIN_EMAIL: 'Jose\u0301@Example.org' })?.email).toBe('jos\u00e9@example.org');
  });

  it.each([
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'admin@example.org\u200b' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'ad\u200emin@example.org' }],
    ['ADMIN_NAME', { ADMIN_EMAIL: 'admin@example.org', ADMIN_NAME: 'Ada\ufeff' }],
  ])('refuses an invisible character in %s, naming it', (variable, env) => {
    expect(() => admin(env)).toThrow(`${variable}: must not contain invisible characters`);
  });
});

import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ADMIN_EMAIL_PATTERN } from '../common/utils/admin-email.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { AdminAccountsService } from '../modules/auth/admin-accounts.service.js';
import { PasswordService } from '../modules/auth/password.service.js';
import { parseArgs } from './parse-args.js';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password (min 8)> [--name <name>]';

/**
 * Creates an admin, or resets the password (and name) of an existing one. Uses the same DATABASE_URL/SQLITE_PATH.
 * A running API sees the revocation within TOKEN_VERSION_CACHE_SECONDS.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const email = (args.email ?? '').trim().toLowerCase();
  const password = args.password ?? '';
  if (!ADMIN_EMAIL_PATTERN.test(email)) {
    console.error(`--email: must be an e-mail address\n${USAGE}`);
    return 2;
  }
  if (password.length < 8) {
    console.error(`--password: must be at least 8 characters long\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const ds = new DataSource(buildDataSourceOptions(config.database));
  await ds.initialize();
  try {
    // The same service as the ADMIN_EMAIL/ADMIN_PASSWORD bootstrap: a changed password revokes earlier tokens.
    const accounts = new AdminAccountsService(new TransactionRunner(ds), new PasswordService());
    const { created, passwordChanged } = await accounts.upsert(email, password, args.name);
    if (created) console.log(`Admin ${email} created.`);
    else if (passwordChanged)
      console.log(`Admin ${email} updated (password reset; earlier admin tokens revoked).`);
    else console.log(`Admin ${email} updated (password unchanged).`);
    return 0;
  } finally {
    await ds.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

import 'reflect-metadata';
import bcrypt from 'bcryptjs';
import { DataSource } from 'typeorm';
import { ADMIN_EMAIL_PATTERN } from '../common/utils/admin-email.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { Admin } from '../modules/auth/admin.entity.js';
import { parseArgs } from './parse-args.js';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password (min 8)> [--name <name>]';

/** Creates an admin, or resets the password (and name) of an existing one. Uses the same DATABASE_URL/SQLITE_PATH. */
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
    const repo = ds.getRepository(Admin);
    const password_hash = await bcrypt.hash(password, 10);
    const existing = await repo.findOne({ where: { email } });
    if (existing) {
      await repo.update(existing.id, { password_hash, name: args.name ?? existing.name });
      console.log(`Admin ${email} updated (password reset).`);
    } else {
      await repo.insert({ email, password_hash, name: args.name ?? 'Admin', created_at: new Date() });
      console.log(`Admin ${email} created.`);
    }
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

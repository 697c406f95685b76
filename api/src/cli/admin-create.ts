import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import {
  ADMIN_EMAIL_PATTERN,
  codePointLength,
  EMAIL_MAX_LENGTH,
  hasInvisibleCharacter,
  invisibleCharacterMessage,
  NAME_MAX_LENGTH,
  normaliseText,
} from '@vvq/contracts';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { AdminAccountsService } from '../modules/auth/index.js';
import { AdminCliModule } from './admin-cli.module.js';
import { parseArgs } from './parse-args.js';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password (min 8)> [--name <name>]';

/**
 * Creates an admin, or resets the password (and name) of an existing one. Uses the same DATABASE_URL/SQLITE_PATH.
 * A running API sees the revocation within TOKEN_VERSION_CACHE_SECONDS.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const email = normaliseText(args.email ?? '').toLowerCase();
  const password = args.password ?? '';
  // The API's rule for addresses and names: NFC, and no character that draws nothing.
  if (hasInvisibleCharacter(email)) {
    console.error(`--email: ${invisibleCharacterMessage()}\n${USAGE}`);
    return 2;
  }
  if (args.name !== undefined && hasInvisibleCharacter(normaliseText(args.name), 'name')) {
    console.error(`--name: ${invisibleCharacterMessage()}\n${USAGE}`);
    return 2;
  }
  if (!ADMIN_EMAIL_PATTERN.test(email)) {
    console.error(`--email: must be an e-mail address\n${USAGE}`);
    return 2;
  }
  // The admins table's columns (code points, as MariaDB's utf8mb4 VARCHAR counts them).
  if (codePointLength(email) > EMAIL_MAX_LENGTH) {
    console.error(`--email: must be at most ${EMAIL_MAX_LENGTH} characters\n${USAGE}`);
    return 2;
  }
  if (args.name !== undefined && codePointLength(args.name) > NAME_MAX_LENGTH) {
    console.error(`--name: must be at most ${NAME_MAX_LENGTH} characters\n${USAGE}`);
    return 2;
  }
  if (password.length < 8) {
    console.error(`--password: must be at least 8 characters long\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  // The same AdminAccountsService as the ADMIN_EMAIL bootstrap (bcrypt hash, upsert in one transaction).
  const app = await NestFactory.createApplicationContext(AdminCliModule.register(config), {
    logger: ['error'],
  });
  try {
    const { created, passwordChanged } = await app
      .get(AdminAccountsService)
      .upsert(email, password, args.name);
    if (created) console.log(`Admin ${email} created.`);
    else if (passwordChanged)
      console.log(`Admin ${email} updated (password reset; earlier admin tokens revoked).`);
    else console.log(`Admin ${email} updated (password unchanged).`);
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

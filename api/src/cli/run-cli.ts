import { ConfigError } from '../config/load-config.js';

/**
 * Runs a command-line entry point and exits with its code; a configuration error prints the config's own message,
 * any other error `<what> failed: …` (exit 1), never a stack trace meant for developers.
 */
export function runCli(main: () => Promise<number>, what: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? error.message
          : `${what} failed: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    },
  );
}

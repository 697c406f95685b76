import { ConfigError } from '../config/load-config.js';

/**
 * Runs a command-line entry point and exits with its code; a configuration error prints the config's own message,
 * any other error `<what> failed: …` (exit 1), never a stack trace meant for developers.
 */
export function runCli(main: () => Promise<number>, what: string): void {
  main().then(
    (code) => exitWhenWritten(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? error.message
          : `${what} failed: ${error instanceof Error ? error.message : error}`,
      );
      exitWhenWritten(1);
    },
  );
}

/**
 * process.exit() drops what a pipe has not taken yet: a report of 10,000 rows piped to `tee` or a parent process lost
 * its end, summary included. An empty write's callback comes after every earlier write of that stream.
 */
function exitWhenWritten(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

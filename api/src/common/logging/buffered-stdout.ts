import { type DestinationStream, destination } from 'pino';

/** Lines are written once this many bytes are waiting, or by the timer below, whichever comes first. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

/**
 * Standard output for the JSON log lines, written in batches instead of one write per line: with a line
 * per request, pino's default synchronous writes cost about a third of a cheap request's throughput under load.
 * A line waits at most FLUSH_EVERY_MS; whatever waits is written synchronously when the process exits (also on an
 * uncaught error), so only a SIGKILL or a power cut can lose the last few lines.
 */
export function bufferedStdout(): DestinationStream {
  // One per process: every app of a process (tests boot several) shares it, and one exit handler flushes it.
  shared ??= create();
  return shared;
}

let shared: DestinationStream | undefined;

function create(): DestinationStream {
  const stream = destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const flush = () => {
    try {
      stream.flush();
    } catch {
      // Nothing to write, or a write under way: the next tick or the buffer size writes it.
    }
  };
  setInterval(flush, FLUSH_EVERY_MS).unref();
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // stdout is gone: nothing left to write to.
    }
  });
  return stream;
}

import { checkLocalFile } from './check-stimuli.js';
import { MEDIA_TOOL_LIMITS, MEDIA_TOOLS, starvedToolRunner, writePoster } from './media-probe.js';
import {
  type CheckJob,
  type FromChild,
  OWN_GROUP_ARG,
  revivedError,
  sendableError,
  type ToChild,
} from './stimulus-check-protocol.js';

// A check child of an import (see stimulus-check-children.ts): started in the idle scheduling class (or niced), it
// locates, probes, hashes, transcodes and makes posters for the files the importing process sends, one at a time,
// and answers each; the importing process keeps only the plan and the transaction.

const send = (message: FromChild) => process.send?.(message);

// The idle class is inherited by every program this process starts: a starved tool's second try, which must run
// outside it, is run by the importing process.
const waiting = new Map<number, { resolve: (out: string) => void; reject: (e: Error) => void }>();
let nextTool = 0;
starvedToolRunner.run = (name, args, timeoutMs) =>
  new Promise((resolve, reject) => {
    const id = nextTool++;
    waiting.set(id, { resolve, reject });
    send({ type: 'tool', id, name, args, timeoutMs });
  });

async function work(job: CheckJob) {
  if (job.op === 'check') return checkLocalFile(job.file, job.kind, job.place, job.options, job.earlier);
  await writePoster(job.path, job.out, job.durationS);
  return null;
}

process.on('message', (message: ToChild) => {
  if (message.type === 'tool') {
    const answer = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.ok) answer?.resolve(message.out);
    else answer?.reject(revivedError(message.error));
    return;
  }
  Object.assign(MEDIA_TOOLS, message.tools);
  Object.assign(MEDIA_TOOL_LIMITS, message.limits);
  work(message.job).then(
    (result) => send({ type: 'done', id: message.id, ok: true, result }),
    (error: unknown) => send({ type: 'done', id: message.id, ok: false, error: sendableError(error) }),
  );
});

// The importing process has gone (ended, or killed): so does this one, with the tools it started (its group).
// Only when started as its own group's leader (OWN_GROUP_ARG): otherwise the group is the importing process's.
process.on('disconnect', () => {
  if (process.argv.includes(OWN_GROUP_ARG)) {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // Gone already, or not permitted: this process at least ends.
    }
  }
  process.exit(1);
});

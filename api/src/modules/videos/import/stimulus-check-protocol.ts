import type { CheckOptions, LocalCheck, MediaPlace } from './check-stimuli.js';
import type { StimulusKind } from './manifest.js';
import type { EarlierCheck } from './media-checks.js';
import { MEDIA_TOOL_LIMITS, MEDIA_TOOLS, MediaToolMissingError } from './media-probe.js';

/** The argument a check child is started with when it leads its own process group (its tools are in it). */
export const OWN_GROUP_ARG = '--own-process-group';

/** What the importing process asks a check child (stimulus-check.child.ts) to do with one file. */
export type CheckJob =
  | {
      op: 'check';
      file: string;
      kind: StimulusKind;
      place: MediaPlace;
      options: CheckOptions;
      earlier: EarlierCheck | undefined;
    }
  | { op: 'poster'; path: string; out: string; durationS: number | null };

/** An error crossing the IPC channel: its words, and the tool when it is a MediaToolMissingError. */
export interface SentError {
  message: string;
  missingTool?: string;
}

/**
 * Importing process → child. `tools` and `limits`: the programs to run and their time limits, as the importing
 * process has them (a test points one elsewhere, or shortens a limit, as it would in-process).
 */
export type ToChild =
  | {
      type: 'job';
      id: number;
      job: CheckJob;
      tools: typeof MEDIA_TOOLS;
      limits: typeof MEDIA_TOOL_LIMITS;
    }
  | { type: 'tool'; id: number; ok: true; out: string }
  | { type: 'tool'; id: number; ok: false; error: SentError };

/** Child → importing process: a job's answer, or a starved tool's second try to run outside the idle class. */
export type FromChild =
  | { type: 'done'; id: number; ok: true; result: LocalCheck | null }
  | { type: 'done'; id: number; ok: false; error: SentError }
  | { type: 'tool'; id: number; name: keyof typeof MEDIA_TOOLS; args: string[]; timeoutMs: number };

export function sendableError(error: unknown): SentError {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof MediaToolMissingError ? { message, missingTool: error.tool } : { message };
}

/** The error again on the other side, MediaToolMissingError kept (the import and the API's 503 test its class). */
export function revivedError(error: SentError): Error {
  return error.missingTool ? new MediaToolMissingError(error.missingTool) : new Error(error.message);
}

import type { EntityManager } from 'typeorm';

/**
 * What the rest of the API may ask about participant accounts. Declared here, below every feature module, and
 * implemented by the participants module, which owns `users`: participants sits above sessions, ratings and
 * questionnaires (its deletion orchestrator calls them), so they cannot import it, yet the participant guard and
 * the admin questionnaire list must know about accounts. app.module.ts binds the
 * implementation through ParticipantDirectoryModule.bind.
 */
export abstract class ParticipantDirectory {
  /**
   * The account's token version (see TokenVersionsService), or null when the account does not exist (any more): a
   * deleted participant's unexpired token is refused.
   */
  abstract tokenVersion(userId: number): Promise<number | null>;

  /** Names by participant id; ids without an account are absent from the map. */
  abstract namesById(userIds: readonly number[]): Promise<Map<number, string>>;

  /**
   * Why the participant was screened out (docs/developer/decisions/panel.md#screen-out), or null while they
   * may go on (also for an unknown id).
   */
  abstract screenOutReason(userId: number): Promise<string | null>;

  /**
   * Live gating stopped the participant: a panel account is screened out with `reason` (the first screen-out is kept),
   * in the caller's transaction, so the export and a reopened link show it without waiting for the browser. An account
   * that signed up is left as it is: it has no panel to be returned to and keeps the neutral closed answers.
   */
  abstract screenOutByGate(m: EntityManager, userId: number, reason: string, at: Date): Promise<void>;

  /** An admin reversed the gate's flag: the screen-out it caused (recorded with `reason`) is lifted. */
  abstract liftGateScreenOut(m: EntityManager, userId: number, reason: string): Promise<void>;

  /** Ids of the participants whose name contains `text` (case-insensitive), for the admin lists' filters. */
  abstract idsWithNameContaining(text: string): Promise<number[]>;
}

/**
 * What the rest of the API may ask about participant accounts. Declared here, below every feature module, and
 * implemented by the participants module, which owns `users`: participants sits above sessions, ratings and
 * questionnaires (its deletion orchestrator calls them), so they cannot import it, yet the participant guard and
 * the admin questionnaire list must know about accounts. ParticipantsModule provides this class globally.
 */
export abstract class ParticipantDirectory {
  /** True while the account exists (a deleted participant's unexpired token is refused). */
  abstract exists(userId: number): Promise<boolean>;

  /** Names by participant id; ids without an account are absent from the map. */
  abstract namesById(userIds: readonly number[]): Promise<Map<number, string>>;
}

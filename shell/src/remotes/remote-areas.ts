/** The two federated areas and what the shell says when one cannot be loaded (texts fixed by the task brief). */
export type AreaName = 'participant' | 'admin';

export type ExposedModule = './ParticipantRoutes' | './UserTopBar' | './AdminRoutes' | './AdminTopBar';

export interface AreaDefinition {
  /** Federation container name, fixed by docs/developer/architecture.md. */
  remoteName: 'participant_app' | 'admin_app';
  unavailableText: string;
  /** Where the shell's fallback top bar brand links to. */
  homePath: string;
}

export const AREAS: Record<AreaName, AreaDefinition> = {
  participant: {
    remoteName: 'participant_app',
    unavailableText: 'The study area is unavailable right now',
    homePath: '/',
  },
  admin: {
    remoteName: 'admin_app',
    unavailableText: 'The admin area is unavailable right now',
    homePath: '/admin',
  },
};

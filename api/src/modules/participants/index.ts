// The public surface of the participants module: the only file other modules and the app root import from it.
export { AdminUsersService } from './admin-users.service.js';
export { ParticipantsModule } from './participants.module.js';
export { ParticipantDirectoryService } from './participant-directory.service.js';
export { ParticipantRecordsService, type PanelFacts } from './participant-records.service.js';

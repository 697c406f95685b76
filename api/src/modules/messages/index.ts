// The public surface of the messages module: the only file other modules and the app root import from it.
export { MessagesModule } from './messages.module.js';
export { ContactMessageRecordsService } from './contact-message-records.service.js';

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RetentionPolicy } from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ContactMessageRecordsService } from '../messages/index.js';
import { ParticipantRecordsService } from '../participants/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many rows one run deleted. */
export interface RetentionRun {
  contactMessages: number;
  userEvents: number;
}

/**
 * The retention periods (RETENTION_MESSAGES_DAYS, RETENTION_EVENTS_DAYS): contact messages received and login/logout
 * events recorded more than that many days before a run are deleted by their owners. A period left unset keeps
 * its rows (the spec's behaviour); a participant's own data goes with the participant (admin deletion).
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messages: ContactMessageRecordsService,
    private readonly participants: ParticipantRecordsService,
  ) {}

  get policy(): RetentionPolicy {
    return {
      contact_messages_days: this.config.retention.contactMessagesDays,
      user_events_days: this.config.retention.userEventsDays,
    };
  }

  get enabled(): boolean {
    const { contactMessagesDays, userEventsDays } = this.config.retention;
    return contactMessagesDays !== null || userEventsDays !== null;
  }

  async run(now = new Date()): Promise<RetentionRun> {
    const { contactMessagesDays, userEventsDays } = this.config.retention;
    const done: RetentionRun = { contactMessages: 0, userEvents: 0 };
    if (contactMessagesDays !== null) {
      done.contactMessages = await this.messages.deleteReceivedBefore(cutoff(now, contactMessagesDays));
    }
    if (userEventsDays !== null) {
      done.userEvents = await this.participants.deleteEventsBefore(cutoff(now, userEventsDays));
    }
    if (done.contactMessages > 0 || done.userEvents > 0) {
      this.logger.log(
        `Retention: deleted ${done.contactMessages} contact message(s) and ${done.userEvents} login/logout event(s)`,
      );
    }
    return done;
  }
}

function cutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

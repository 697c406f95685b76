import { Admin } from '../modules/auth/admin.entity.js';
import { ContactMessageEntity } from '../modules/messages/contact-message.entity.js';
import { User } from '../modules/participants/user.entity.js';
import { UserEvent } from '../modules/participants/user-event.entity.js';
import { Questionnaire } from '../modules/questionnaires/questionnaire.entity.js';
import { Rating } from '../modules/ratings/rating.entity.js';
import { StudySession } from '../modules/sessions/session.entity.js';
import { Trial } from '../modules/sessions/trial.entity.js';
import { DistortionExampleVideo } from '../modules/videos/distortion-example.entity.js';
import { Video } from '../modules/videos/video.entity.js';

export {
  Admin,
  ContactMessageEntity,
  DistortionExampleVideo,
  Questionnaire,
  Rating,
  StudySession,
  Trial,
  User,
  UserEvent,
  Video,
};

export const ENTITIES = [
  User,
  UserEvent,
  Questionnaire,
  Video,
  StudySession,
  Trial,
  Rating,
  ContactMessageEntity,
  Admin,
  DistortionExampleVideo,
];

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminMessagesController } from './admin-messages.controller.js';
import { AdminMessagesService } from './admin-messages.service.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactMessageRecordsService } from './contact-message-records.service.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';
import { AuthModule } from '../auth/index.js';

/** Owns `contact_messages`: the public contact form, the admins' unanswered list and mark-as-answered. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([ContactMessageEntity])],
  controllers: [MessagesController, AdminMessagesController],
  providers: [ContactMessagesRepository, MessagesService, AdminMessagesService, ContactMessageRecordsService],
  exports: [ContactMessageRecordsService],
})
export class MessagesModule {}

import { Module } from '@nestjs/common';
import { ParticipantsController } from './participants.controller.js';
import { ParticipantsService } from './participants.service.js';

@Module({ controllers: [ParticipantsController], providers: [ParticipantsService], exports: [ParticipantsService] })
export class ParticipantsModule {}

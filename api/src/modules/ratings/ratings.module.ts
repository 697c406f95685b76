import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { RatingsController } from './ratings.controller.js';
import { RatingsService } from './ratings.service.js';

@Module({ imports: [SessionsModule], controllers: [RatingsController], providers: [RatingsService] })
export class RatingsModule {}

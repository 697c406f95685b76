import { Module } from '@nestjs/common';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';
import { VideoCountersService } from './video-counters.service.js';

@Module({
  controllers: [SessionsController],
  providers: [SessionsService, VideoCountersService],
  exports: [SessionsService, VideoCountersService],
})
export class SessionsModule {}

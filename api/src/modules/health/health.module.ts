import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { ReadinessIndicators } from './readiness.indicators.js';

// Terminus logs a failed check as one JSON object (through the app's pino logger), not a pretty multi-line block.
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [ReadinessIndicators],
})
export class HealthModule {}

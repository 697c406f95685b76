import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminUsersService } from '../participants/index.js';
import { RatingsReadService } from '../ratings/index.js';
import { TrialsService } from '../sessions/index.js';
import { METRICS_REGISTRY } from './metrics-registry.js';

interface StudyCounts {
  participants: number;
  ratings: number;
  sessionsStarted: number;
  sessionsInProgress: number;
}

/**
 * The study's progress as gauges, counted by their owners at scrape time (COUNT queries) and kept for
 * METRICS_CACHE_SECONDS, so several scrapers or a short scrape interval cost one set of queries.
 */
@Injectable()
export class StudyCountersService implements OnModuleInit {
  private cached: { at: number; counts: Promise<StudyCounts> } | null = null;

  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly participants: AdminUsersService,
    private readonly ratings: RatingsReadService,
    private readonly trials: TrialsService,
  ) {}

  onModuleInit(): void {
    const gauge = (name: string, help: string, pick: (c: StudyCounts) => number) => {
      const counts = () => this.counts();
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(pick(await counts()));
        },
      });
    };
    gauge('vvq_participants', 'Participants signed up (accounts that exist now)', (c) => c.participants);
    gauge('vvq_ratings', 'Ratings stored', (c) => c.ratings);
    gauge('vvq_sessions_started', 'Participants who started a rating session', (c) => c.sessionsStarted);
    gauge(
      'vvq_sessions_in_progress',
      'Sessions holding a live assignment (a video assigned, not yet rated, not lapsed)',
      (c) => c.sessionsInProgress,
    );
  }

  private counts(): Promise<StudyCounts> {
    const cacheMs = this.config.metrics.enabled ? this.config.metrics.cacheMs : 0;
    const now = Date.now();
    if (this.cached && now - this.cached.at < cacheMs) return this.cached.counts;
    const counts = this.read();
    this.cached = { at: now, counts };
    // A failed read is not kept: the next scrape asks again.
    counts.catch(() => {
      if (this.cached?.counts === counts) this.cached = null;
    });
    return counts;
  }

  private async read(): Promise<StudyCounts> {
    const [participants, ratings, sessions] = await Promise.all([
      this.participants.count(),
      this.ratings.count(),
      this.trials.sessionCounts(new Date()),
    ]);
    return {
      participants,
      ratings,
      sessionsStarted: sessions.started,
      sessionsInProgress: sessions.inProgress,
    };
  }
}

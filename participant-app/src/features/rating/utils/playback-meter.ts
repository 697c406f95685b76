import { END_TO_SUBMIT_MS_MAX, PLAYBACK_SECONDS_MAX, STALL_COUNT_MAX } from '@vvq/contracts';

/** The playback-integrity figures of one trial as the rating sends them. */
export interface PlaybackFigures {
  played_to_end: boolean;
  stall_count: number;
  stall_seconds: number;
  end_to_submit_ms?: number;
}

const seconds = (ms: number) => Math.min(PLAYBACK_SECONDS_MAX, Math.round(ms) / 1000);

/**
 * Counts stalls of one video from its media events, on an injected clock (so tests need no real time).
 * A stall is a `waiting` after playback has started (the first start-up wait is loading, not a stall; a wait
 * caused by the participant seeking is theirs, not the network's) and lasts until `playing`, `pause` or `ended`.
 */
export class PlaybackMeter {
  private started = false;
  private stallStart: number | null = null;
  private stallCount = 0;
  private stallMs = 0;
  private endedAt: number | null = null;

  constructor(private readonly now: () => number) {}

  playing(): void {
    this.closeStall();
    this.started = true;
  }

  waiting(seeking: boolean): void {
    if (!this.started || seeking || this.stallStart !== null) return;
    this.stallStart = this.now();
    this.stallCount += 1;
  }

  pause(): void {
    this.closeStall();
  }

  ended(): void {
    this.closeStall();
    this.endedAt ??= this.now();
  }

  get playedToEnd(): boolean {
    return this.endedAt !== null;
  }

  /** The figures up to now (a stall still going on counts up to now). */
  figures(): PlaybackFigures {
    const open = this.stallStart === null ? 0 : this.now() - this.stallStart;
    return {
      played_to_end: this.endedAt !== null,
      stall_count: Math.min(STALL_COUNT_MAX, this.stallCount),
      stall_seconds: seconds(this.stallMs + open),
      ...(this.endedAt === null
        ? {}
        : { end_to_submit_ms: Math.min(END_TO_SUBMIT_MS_MAX, Math.round(this.now() - this.endedAt)) }),
    };
  }

  private closeStall(): void {
    if (this.stallStart === null) return;
    this.stallMs += this.now() - this.stallStart;
    this.stallStart = null;
  }
}

/**
 * Adds up the time a page is hidden from the moment it is started, on an injected clock. Hidden means
 * document.visibilityState = 'hidden' (another tab, a minimised window, a locked phone).
 */
export class HiddenTimer {
  private running = false;
  private hiddenSince: number | null = null;
  private hiddenMs = 0;

  constructor(private readonly now: () => number) {}

  start(hiddenNow: boolean): void {
    if (this.running) return;
    this.running = true;
    if (hiddenNow) this.hiddenSince = this.now();
  }

  visibility(hidden: boolean): void {
    if (!this.running) return;
    if (hidden && this.hiddenSince === null) this.hiddenSince = this.now();
    if (!hidden && this.hiddenSince !== null) {
      this.hiddenMs += this.now() - this.hiddenSince;
      this.hiddenSince = null;
    }
  }

  seconds(): number {
    const open = this.hiddenSince === null ? 0 : this.now() - this.hiddenSince;
    return seconds(this.hiddenMs + open);
  }
}

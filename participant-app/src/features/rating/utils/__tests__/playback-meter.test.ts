import { HiddenTimer, PlaybackMeter } from '../playback-meter';

/** A clock the test moves by hand: no real time is waited for or measured. */
function manualClock(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('PlaybackMeter', () => {
  it('reports nothing unusual for an untouched video', () => {
    const clock = manualClock();
    expect(new PlaybackMeter(clock.now).figures()).toEqual({
      played_to_end: false,
      stall_count: 0,
      stall_seconds: 0,
    });
  });

  it('counts a wait after playback started as a stall until playing resumes', () => {
    const clock = manualClock();
    const meter = new PlaybackMeter(clock.now);
    meter.playing();
    clock.advance(500);
    meter.waiting(false);
    clock.advance(1250);
    meter.playing();
    clock.advance(100);
    meter.waiting(false);
    clock.advance(250);
    meter.pause();
    clock.advance(5000); // paused: not a stall
    expect(meter.figures()).toMatchObject({ stall_count: 2, stall_seconds: 1.5 });
  });

  it('ignores the start-up wait, waits while seeking and repeated waiting events', () => {
    const clock = manualClock();
    const meter = new PlaybackMeter(clock.now);
    meter.waiting(false); // loading before the first frame
    clock.advance(3000);
    meter.playing();
    meter.waiting(true); // the participant seeked
    clock.advance(700);
    meter.playing();
    meter.waiting(false);
    clock.advance(200);
    meter.waiting(false); // the same stall
    clock.advance(200);
    meter.playing();
    expect(meter.figures()).toMatchObject({ stall_count: 1, stall_seconds: 0.4 });
  });

  it('counts a stall still going on up to now', () => {
    const clock = manualClock();
    const meter = new PlaybackMeter(clock.now);
    meter.playing();
    meter.waiting(false);
    clock.advance(2000);
    expect(meter.figures().stall_seconds).toBe(2);
  });

  it('keeps the first end and measures the time from it to now', () => {
    const clock = manualClock();
    const meter = new PlaybackMeter(clock.now);
    meter.playing();
    clock.advance(2000);
    meter.ended();
    expect(meter.playedToEnd).toBe(true);
    clock.advance(3000);
    meter.playing();
    clock.advance(2000);
    meter.ended(); // a second viewing does not move the first end
    clock.advance(1500);
    expect(meter.figures()).toEqual({
      played_to_end: true,
      stall_count: 0,
      stall_seconds: 0,
      end_to_submit_ms: 6500,
    });
  });
});

describe('HiddenTimer', () => {
  it('adds up hidden time only after it started, including a hidden spell still going on', () => {
    const clock = manualClock();
    const timer = new HiddenTimer(clock.now);
    timer.visibility(true);
    clock.advance(9000); // before the trial started: not counted
    timer.visibility(false);
    timer.start(false);
    clock.advance(1000);
    timer.visibility(true);
    clock.advance(2500);
    timer.visibility(false);
    clock.advance(1000);
    timer.visibility(true);
    clock.advance(500);
    expect(timer.seconds()).toBe(3);
  });

  it('counts from the start when the page is hidden at that moment', () => {
    const clock = manualClock();
    const timer = new HiddenTimer(clock.now);
    timer.start(true);
    clock.advance(1200);
    timer.visibility(false);
    expect(timer.seconds()).toBe(1.2);
  });
});

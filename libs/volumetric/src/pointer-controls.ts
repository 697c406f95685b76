import type { OrbitRig } from './orbit-rig.js';
import type { ControlEventType, ControlInput } from './pose-log/pose-log-types.js';

type Report = (type: ControlEventType, input: ControlInput, announcement: string | null) => void;

/**
 * Mouse, touch and keyboard on the player's canvas: one-finger or left drag orbits, right drag, Shift+drag or a
 * two-finger drag pans, the wheel or a pinch zooms, keys as OrbitRig.key. Each gesture is reported once (at its
 * start), keyboard ones with a sentence for the live region.
 */
export class PointerControls {
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private gesture: { type: ControlEventType; input: ControlInput } | null = null;
  private pinch: number | null = null;
  private wheelUntil = 0;

  constructor(
    private readonly el: HTMLElement,
    private readonly rig: OrbitRig,
    private readonly report: Report,
  ) {
    el.addEventListener('pointerdown', this.down);
    el.addEventListener('pointermove', this.move);
    el.addEventListener('pointerup', this.up);
    el.addEventListener('pointercancel', this.up);
    el.addEventListener('wheel', this.wheel, { passive: false });
    el.addEventListener('keydown', this.key);
    el.addEventListener('contextmenu', this.noMenu);
    el.style.touchAction = 'none';
  }

  private readonly noMenu = (e: Event) => e.preventDefault();

  private once(type: ControlEventType, input: ControlInput): void {
    if (this.gesture?.type === type && this.gesture.input === input) return;
    this.gesture = { type, input };
    this.report(type, input, null);
  }

  private readonly down = (e: PointerEvent) => {
    this.el.setPointerCapture?.(e.pointerId);
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.gesture = null;
    this.pinch = null;
  };

  private readonly move = (e: PointerEvent) => {
    const last = this.pointers.get(e.pointerId);
    if (!last) return;
    const input: ControlInput = e.pointerType === 'touch' ? 'touch' : 'mouse';
    const h = this.el.clientHeight || 1;
    const dx = e.clientX - last.x;
    const dy = e.clientY - last.y;
    last.x = e.clientX;
    last.y = e.clientY;
    if (this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const spread = Math.hypot(a.x - b.x, a.y - b.y);
      if (this.pinch !== null && spread > 0 && Math.abs(spread - this.pinch) > 1) {
        this.once('zoom', input);
        this.rig.zoom(this.pinch / spread, input, false);
      } else {
        this.once('pan', input);
        this.rig.pan(-dx / h / 2, dy / h / 2, input, false);
      }
      this.pinch = spread;
      return;
    }
    if (e.buttons === 2 || e.shiftKey) {
      this.once('pan', input);
      this.rig.pan(-dx / h, dy / h, input, false);
    } else {
      this.once('orbit', input);
      this.rig.orbit((-dx / h) * Math.PI, (dy / h) * Math.PI, input, false);
    }
  };

  private readonly up = (e: PointerEvent) => {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size === 0) this.gesture = null;
    this.pinch = null;
  };

  private readonly wheel = (e: WheelEvent) => {
    e.preventDefault();
    const now = performance.now();
    if (now > this.wheelUntil) this.report('zoom', 'mouse', null);
    this.wheelUntil = now + 300;
    this.rig.zoom(Math.exp(Math.max(-1, Math.min(1, e.deltaY / 500))), 'mouse', false);
  };

  private readonly key = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const done = this.rig.key({ key: e.key, shiftKey: e.shiftKey });
    if (!done) return;
    e.preventDefault();
    this.report(done.type, 'keyboard', done.text);
  };

  dispose(): void {
    this.el.removeEventListener('pointerdown', this.down);
    this.el.removeEventListener('pointermove', this.move);
    this.el.removeEventListener('pointerup', this.up);
    this.el.removeEventListener('pointercancel', this.up);
    this.el.removeEventListener('wheel', this.wheel);
    this.el.removeEventListener('keydown', this.key);
    this.el.removeEventListener('contextmenu', this.noMenu);
  }
}

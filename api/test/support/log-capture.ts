import { Writable } from 'node:stream';

/** A pino destination that keeps every line written to it, for tests that read the log. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  private partial = '';

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    const text = this.partial + chunk.toString('utf8');
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts.filter(Boolean));
    done();
  }

  /** The lines parsed as JSON (every line the app writes is one JSON object). */
  records(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  clear(): void {
    this.lines.length = 0;
  }
}

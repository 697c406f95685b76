import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** A path id that must be a whole number (400 with `Invalid <what>` otherwise); unknown ids are the caller's 404. */
export class IntParamPipe implements PipeTransform<string, number> {
  constructor(private readonly what: string) {}

  transform(value: string): number {
    const text = String(value ?? '').trim();
    const id = Number(text);
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(id))
      throw new BadRequestException(`Invalid ${this.what}`);
    return id;
  }
}

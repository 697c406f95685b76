import { BadRequestException } from '@nestjs/common';
import { IntParamPipe } from '../int-param.pipe.js';

describe('IntParamPipe', () => {
  const pipe = new IntParamPipe('user id');

  it('accepts whole numbers, negative ones too (those are simply not found)', () => {
    expect(pipe.transform('42')).toBe(42);
    expect(pipe.transform(' 7 ')).toBe(7);
    expect(pipe.transform('-3')).toBe(-3);
  });

  it.each(['abc', '1.5', '12abc', '', '1e3', '0x10', '99999999999999999999'])(
    'refuses %p with a 400 naming the id',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(BadRequestException);
      expect(() => pipe.transform(value)).toThrow('Invalid user id');
    },
  );
});

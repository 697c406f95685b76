import { AppValidationPipe } from '../app-validation.pipe.js';
import { validationOptions } from '../../validation-options.js';

describe('AppValidationPipe', () => {
  const pipe = new AppValidationPipe(validationOptions);

  it.each(['+1', '1e0', '0x1', '1.0', ' 1'])(
    'leaves the path parameter %p as sent, for the route pipe to judge',
    async (text) => {
      await expect(pipe.transform(text, { type: 'param', metatype: Number, data: 'id' })).resolves.toBe(text);
    },
  );

  it('still converts a numeric query parameter, as the stock pipe does', async () => {
    await expect(pipe.transform('5', { type: 'query', metatype: Number, data: 'limit' })).resolves.toBe(5);
  });
});

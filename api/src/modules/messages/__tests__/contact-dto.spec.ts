import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MESSAGE_MAX_LENGTH } from '@vvq/contracts';
import { validationMessages } from '../../../common/validation-options.js';
import { ContactDto } from '../dto/contact.dto.js';

const firstError = (body: object) =>
  validationMessages(validateSync(plainToInstance(ContactDto, body), { stopAtFirstError: true }))[0];

describe('ContactDto', () => {
  const ok = { name: 'Ida', email: 'ida@example.org', message: 'Hello' };

  it('accepts a complete form', () => {
    expect(firstError(ok)).toBeUndefined();
  });

  it('requires every field, with blank text counting as missing', () => {
    expect(firstError({ ...ok, name: '  ' })).toBe('Name is required');
    expect(firstError({ ...ok, email: undefined })).toBe('Email is required');
    expect(firstError({ ...ok, message: '\n\t' })).toBe('Message is required');
  });

  it('limits the message length', () => {
    expect(firstError({ ...ok, message: 'm'.repeat(MESSAGE_MAX_LENGTH) })).toBeUndefined();
    expect(firstError({ ...ok, message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) })).toBe(
      `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
    );
  });
});

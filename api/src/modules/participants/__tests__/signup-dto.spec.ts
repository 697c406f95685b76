import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationMessages } from '../../../common/validation-options.js';
import { SignupDto } from '../dto/signup.dto.js';

function check(body: object): { dto: SignupDto; first?: string } {
  const dto = plainToInstance(SignupDto, body);
  return { dto, first: validationMessages(validateSync(dto, { stopAtFirstError: true }))[0] };
}

describe('SignupDto', () => {
  it('normalises spaces in the name and trims the e-mail', () => {
    const { dto, first } = check({ name: '  Grace   Hopper ', email: '  grace@example.org ' });
    expect(first).toBeUndefined();
    expect(dto.name).toBe('Grace Hopper');
    expect(dto.email).toBe('grace@example.org');
  });

  it.each([['Grace2'], ['<b>'], [''], [42], ['a'.repeat(101)]])('refuses the name %p', (name) => {
    const { first } = check({ name, email: 'g@example.org' });
    expect(first).toMatch(/Please enter a valid name|Name must be at most 100 characters/);
  });

  it('asks for the e-mail first when it is missing, then for a valid one', () => {
    expect(check({ name: 'Grace' }).first).toBe('Email is required');
    expect(check({ name: 'Grace', email: 'grace@' }).first).toBe('Please enter a valid email');
  });
});

import { BadRequestException, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';

/** Flattens nested class-validator errors into their messages, in property order. */
export function validationMessages(errors: ValidationError[]): string[] {
  const out: string[] = [];
  for (const error of errors) {
    out.push(...Object.values(error.constraints ?? {}));
    if (error.children?.length) out.push(...validationMessages(error.children));
  }
  return out;
}

/** 400 {statusCode, error: <first message>, message: [all]} — the shape every form reads. */
export const validationOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors: ValidationError[]) => {
    const messages = validationMessages(errors);
    const first = messages[0] ?? 'Invalid request';
    return new BadRequestException({ statusCode: 400, error: first, message: messages });
  },
};

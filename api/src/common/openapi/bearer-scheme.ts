import { ApiBearerAuth } from '@nestjs/swagger';

/** The OpenAPI security scheme of participant and admin tokens (declared in src/openapi/openapi-document.ts). */
export const BEARER_SCHEME = 'bearer';

/** Marks a controller or route as taking `Authorization: Bearer <token>` in the OpenAPI description. */
export const ApiBearerToken = (): ClassDecorator & MethodDecorator => ApiBearerAuth(BEARER_SCHEME);

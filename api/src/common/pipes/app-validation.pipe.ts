import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';

/**
 * The global ValidationPipe, except that a path parameter reaches the route's own pipe (IntParamPipe, ParseIntPipe)
 * as the text that was sent. The stock pipe, with `transform: true`, first turns a `number` parameter into `+text`,
 * so `+1`, `1e0`, `0x1` and `1.0` arrived as 1 and passed the pipes that exist to refuse them:
 * `DELETE /admin/users/+1` deleted user 1.
 */
export class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthedRequest } from '../auth-principal.js';
import { ParticipantDirectory } from '../participant-directory.js';

export const SCREENED_OUT = 'This study has ended for you';

/**
 * A screened-out participant (declined consent, failed environment check, a panel account stopped by live
 * gating) gets no videos and gives no ratings — the server's half of the screen-out page. Runs after
 * ParticipantGuard, which has put the caller in request.auth. 403 with the recorded reason, so a page can
 * show why (docs/developer/decisions/panel.md#screen-out).
 */
@Injectable()
export class StillInStudyGuard implements CanActivate {
  constructor(private readonly directory: ParticipantDirectory) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const reason = await this.directory.screenOutReason(request.auth!.id);
    if (reason !== null)
      throw new ForbiddenException(reason ? `${SCREENED_OUT}: ${reason}` : `${SCREENED_OUT}.`);
    return true;
  }
}

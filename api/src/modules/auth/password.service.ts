import { Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';

const COST = 10;
/** A valid hash of a random string, compared against when the e-mail is unknown so timing does not reveal it. */
const DUMMY_HASH = bcrypt.hashSync('vvq-no-such-admin', COST);

@Injectable()
export class PasswordService {
  hash(password: string): Promise<string> {
    return bcrypt.hash(password, COST);
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
    return ok && hash !== null;
  }
}

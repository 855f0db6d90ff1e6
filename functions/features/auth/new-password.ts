import { validationFailed } from '../../lib/errors';
import { PASSWORD_MESSAGES } from '../../../src/lib/account/password-rules';
import { isCommonPassword } from './common-passwords';

/** Refuses a new password that is on the common-password list, as a 422 on the given field. */
export function assertNotCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw validationFailed([{ path: field, message: PASSWORD_MESSAGES.common }]);
  }
}

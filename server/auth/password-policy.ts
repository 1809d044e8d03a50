import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from './password';

// About 49,000 passwords seen most in breaches (zxcvbn-ts's common list, MIT). NIST SP 800-63B 5.1.1.2:
// refuse a password found in a list of commonly used or compromised values, and say why.
const COMMON = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));

const normalise = (password: string) => password.normalize('NFKC').toLowerCase();

/** Why a new manager password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (COMMON.has(normalise(password))) {
    return (
      'is on a list of common passwords that attackers try first (NIST SP 800-63B); ' +
      'choose one nobody else is likely to use, such as a few unrelated words'
    );
  }
  return null;
}

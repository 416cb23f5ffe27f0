// The registration page's password strength meter (spec point 5): five criteria — at least 8 characters, an
// upper-case letter, a lower-case letter, a digit, a special character. Fewer than 2 met is weak (25%), 2-3
// medium (50%), 4 good (75%), all 5 strong (100%). The meter hints at the criteria still missing.

import { NEW_PASSWORD_MIN_LENGTH } from './fields.js';

export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

export type PasswordStrengthLevel = 'weak' | 'medium' | 'good' | 'strong';

export interface PasswordStrength {
  /** How many of the five criteria are met. */
  readonly score: 0 | 1 | 2 | 3 | 4 | 5;
  readonly level: PasswordStrengthLevel;
  /** The width of the meter. */
  readonly percent: 25 | 50 | 75 | 100;
  /** The criteria not met yet, in the order above, for the hints. */
  readonly missing: readonly PasswordCriterion[];
}

/** Each criterion's test. Letters include accented ones (É is upper case); special = not a letter, digit or space. */
const CRITERION_TESTS: Readonly<Record<PasswordCriterion, (password: string) => boolean>> = {
  length: (password) => Array.from(password).length >= NEW_PASSWORD_MIN_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  number: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

export function passwordStrength(password: string): PasswordStrength {
  const missing = PASSWORD_CRITERIA.filter((criterion) => !CRITERION_TESTS[criterion](password));
  const score = (PASSWORD_CRITERIA.length - missing.length) as PasswordStrength['score'];
  if (score < 2) return { score, level: 'weak', percent: 25, missing };
  if (score <= 3) return { score, level: 'medium', percent: 50, missing };
  if (score === 4) return { score, level: 'good', percent: 75, missing };
  return { score, level: 'strong', percent: 100, missing };
}

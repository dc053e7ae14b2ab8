/**
 * The edit-password form, checked by updatePassword's body schema and the server's password policy
 * (src/shared/password-policy.ts); the confirmation is the form's own rule.
 */
import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '../../../constants/security';
import { auth } from '../../../messages/auth';
import { callInputValidator } from '../../../resources/entity/input-validator';
import type { FormValidator } from '../../../resources/types';
import { UPDATE_PASSWORD_FIELDS } from '../../../shared/auth-inputs';
import { passwordProblem, type PasswordPolicy } from '../../../shared/password-policy';
import type { JsonSchema } from '../../../shared/validation/json-schema';

export interface EditPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The built-in policy, used until the server's configured one has arrived. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, minClasses: PASSWORD_MIN_CLASSES };

function confirmProblem(v: EditPasswordValues): string | null {
  if (!v.confirmPassword) return auth.confirmPasswordRequired;
  return v.confirmPassword === v.newPassword ? null : auth.confirmPasswordMismatch;
}

/** `account`: the user's login account, which the new password must not equal; `policy`: the server's configured one. */
export function editPasswordValidator(account = '', policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): FormValidator {
  return callInputValidator(Type.Object(UPDATE_PASSWORD_FIELDS) as unknown as JsonSchema, (v: EditPasswordValues) => ({ oldPassword: v.oldPassword, newPassword: v.newPassword }), (v) => {
    const problems = { newPassword: passwordProblem({ password: v.newPassword, account, oldPassword: v.oldPassword || undefined, policy }), confirmPassword: confirmProblem(v) };
    return Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => e[1] !== null));
  });
}

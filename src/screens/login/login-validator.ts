/** The login form, checked by login's own body schema; the captcha (a header, not the body) is the form's own rule. */
import { Type } from '@sinclair/typebox';
import { auth } from '../../messages/auth';
import { callInputValidator } from '../../resources/entity/input-validator';
import type { FormValidator } from '../../resources/types';
import { LOGIN_FIELDS } from '../../shared/auth-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';

export interface LoginFormValues {
  account: string;
  password: string;
  captcha: string;
}

const trimmed = (v: LoginFormValues): LoginFormValues => ({ ...v, account: v.account.trim(), captcha: v.captcha.trim() });

/** Resolves to the values with account and captcha trimmed. */
export function loginValidator(captchaEnabled: boolean): FormValidator {
  const check = callInputValidator(Type.Object(LOGIN_FIELDS) as unknown as JsonSchema, (v: LoginFormValues) => ({ account: v.account.trim(), password: v.password }), (v): Record<string, string> =>
    captchaEnabled && !v.captcha.trim() ? { captcha: auth.captchaRequired } : {},
  );
  return { validate: async (values, mode) => trimmed((await check.validate(values, mode)) as unknown as LoginFormValues) as unknown as Record<string, unknown> };
}

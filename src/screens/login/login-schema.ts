/** Login form rules: account (trimmed) and password required; the captcha when the server has it on. */
import * as yup from 'yup';
import { auth } from '../../messages/auth';

export interface LoginFormValues {
  account: string;
  password: string;
  captcha: string;
}

export function loginSchema(captchaEnabled: boolean): yup.ObjectSchema<LoginFormValues> {
  return yup.object({
    account: yup.string().trim().required(auth.accountRequired),
    password: yup.string().required(auth.passwordRequired),
    captcha: captchaEnabled
      ? yup.string().trim().required(auth.captchaRequired)
      : yup.string().default('').defined(),
  });
}

import type { PasswordPolicy } from '../services/settings';

const CLASSES: RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export interface PasswordCheckInput {
  password: string;
  account: string;
  /** The current password, when changing it: the new one must differ. */
  oldPassword?: string;
  policy: PasswordPolicy;
  /** The Chinese name of the field, used in every message. */
  fieldTitle?: string;
}

/** The server's password rules, one place for updatePassword and user creation. Returns a message or null. */
export function passwordProblem(input: PasswordCheckInput): string | null {
  const { password, account, oldPassword, policy } = input;
  const field = input.fieldTitle ?? '新密码';
  if (!password) return `${field}不能为空`;
  if (password.length < policy.minLength || password.length > policy.maxLength) {
    return `${field}长度应为${policy.minLength}到${policy.maxLength}位`;
  }
  if (/\s/.test(password)) return `${field}不能包含空格`;
  const classes = CLASSES.filter((re) => re.test(password)).length;
  if (classes < policy.minClasses) {
    return `${field}须包含大写字母、小写字母、数字、特殊符号中的至少${policy.minClasses}种`;
  }
  if (password.toLowerCase() === account.toLowerCase()) return `${field}不能与账号相同`;
  if (oldPassword !== undefined && password === oldPassword) return `${field}不能与原密码相同`;
  return null;
}

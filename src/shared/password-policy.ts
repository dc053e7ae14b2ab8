/** The password rules, one place for the server (updatePassword, user creation, the initial password) and the forms. */

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  minClasses: number;
}

const CLASSES: RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Of upper case, lower case, digit and symbol, how many kinds the password has. */
export const characterClassCount = (password: string) => CLASSES.filter((re) => re.test(password)).length;

export interface PasswordCheckInput {
  password: string;
  account: string;
  /** The current password, when changing it: the new one must differ. */
  oldPassword?: string;
  policy: PasswordPolicy;
  /** The Chinese name of the field, used in every message. */
  fieldTitle?: string;
}

/** The message of the first rule the password breaks, or null. */
export function passwordProblem(input: PasswordCheckInput): string | null {
  const { password, account, oldPassword, policy } = input;
  const field = input.fieldTitle ?? '新密码';
  if (!password) return `${field}不能为空`;
  if (password.length < policy.minLength || password.length > policy.maxLength) {
    return `${field}长度应为${policy.minLength}到${policy.maxLength}位`;
  }
  if (/\s/.test(password)) return `${field}不能包含空格`;
  const classes = characterClassCount(password);
  if (classes < policy.minClasses) {
    return `${field}须包含大写字母、小写字母、数字、特殊符号中的至少${policy.minClasses}种`;
  }
  if (password.toLowerCase() === account.toLowerCase()) return `${field}不能与账号相同`;
  if (oldPassword !== undefined && password === oldPassword) return `${field}不能与原密码相同`;
  return null;
}

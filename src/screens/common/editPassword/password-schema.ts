/** Edit-password rules: 8–32 characters, no spaces, at least three of upper/lower/digit/symbol. */
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '../../../constants/layout';
import { auth } from '../../../messages/auth';

export interface EditPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const CHARACTER_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function characterClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/** `account`: the user's login account, which the new password must not equal. */
export function editPasswordSchema(account = ''): yup.ObjectSchema<EditPasswordValues> {
  return yup.object({
    oldPassword: yup.string().required(auth.oldPasswordRequired),
    // Each rule but `required` passes an empty value, so an empty field shows only 请输入新密码.
    newPassword: yup
      .string()
      .required(auth.newPasswordRequired)
      .test(
        'length',
        auth.newPasswordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
        (value) => !value || (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH),
      )
      .test('no-spaces', auth.newPasswordSpaces, (value) => !/\s/.test(value ?? ''))
      .test(
        'classes',
        auth.newPasswordClasses(PASSWORD_MIN_CLASSES),
        (value) => !value || characterClassCount(value) >= PASSWORD_MIN_CLASSES,
      )
      .test(
        'not-account',
        auth.newPasswordSameAsAccount,
        (value) => !account || (value ?? '').toLowerCase() !== account.toLowerCase(),
      )
      .test('not-old', auth.newPasswordSameAsOld, (value, context) => !value || value !== context.parent.oldPassword),
    confirmPassword: yup
      .string()
      .required(auth.confirmPasswordRequired)
      .test('matches', auth.confirmPasswordMismatch, (value, context) => !value || value === context.parent.newPassword),
  });
}

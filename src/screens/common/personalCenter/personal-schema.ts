/** Personal centre rules; every message names the field in Chinese. */
import * as yup from 'yup';
import { PERSON_NAME_MAX_LENGTH } from '../../../constants/layout';
import { screens } from '../../../messages/screens';

export interface PersonalFormValues {
  name: string;
  phone: string;
  email: string;
}

/** A mainland mobile number, or a landline with area code. */
const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

const text = screens.personal;

export const personalSchema: yup.ObjectSchema<PersonalFormValues> = yup.object({
  name: yup.string().trim().required(text.nameRequired).max(PERSON_NAME_MAX_LENGTH, text.nameTooLong(PERSON_NAME_MAX_LENGTH)),
  phone: yup
    .string()
    .trim()
    .default('')
    .test('phone', text.phoneInvalid, (value) => !value || PHONE_PATTERN.test(value)),
  email: yup.string().trim().default('').email(text.emailInvalid),
});

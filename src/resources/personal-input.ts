/** The personal centre form, checked by the rules updatePersonalCenter validates with (the user entity's name, phone, email). */
import { userEntity } from '../graphql/generated/entities/user';
import { callInputValidator } from './entity/input-validator';
import type { JsonSchema } from '../shared/validation/json-schema';

export interface PersonalFormValues {
  name: string;
  phone: string;
  email: string;
}

const FIELDS = ['name', 'phone', 'email'] as const;
const input = userEntity.input as JsonSchema;

/** The route's body: the entity's three fields, only the name required. */
export const personalInput: JsonSchema = {
  type: 'object',
  required: ['name'],
  properties: Object.fromEntries(FIELDS.map((f) => [f, input.properties![f]!])),
};

export const toPersonalInput = (v: PersonalFormValues) => ({ name: v.name.trim(), phone: v.phone.trim(), email: v.email.trim() });

export const personalValidator = callInputValidator(personalInput, toPersonalInput);

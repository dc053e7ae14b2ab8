/** A resource form's validator (the entity's input schema, or a yup schema), and react-hook-form's resolver over it. */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorsOf } from '../../machines/resource-form/failure';
import type { AnyResource, FormValidator } from '../../resources/types';

export function formValidator(definition: AnyResource): FormValidator {
  const form = definition.form!;
  if (form.validator) return form.validator;
  const schema = form.schema;
  if (!schema) throw new Error(`resource ${definition.name}: a form needs a validator or a schema`);
  return { validate: async (values, mode) => (await schema.validate(values, { abortEarly: false, context: { mode } })) as Record<string, unknown> };
}

export function validatorResolver(validator: FormValidator, mode: 'create' | 'edit'): Resolver<FieldValues> {
  return async (values) => {
    try {
      return { values: (await validator.validate(values, mode)) as FieldValues, errors: {} };
    } catch (error) {
      const errors: FieldErrors = {};
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) errors[name] = { type: 'validate', message };
      return { values: {}, errors };
    }
  };
}

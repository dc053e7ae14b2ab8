/** A resource form's validator (the server's input schema), and react-hook-form's resolver over it. */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorsOf } from '../../machines/resource-form/failure';
import type { AnyResource, FormValidator } from '../../resources/types';

export function formValidator(definition: AnyResource): FormValidator {
  return definition.form!.validator;
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

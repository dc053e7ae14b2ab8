export { buildYupSchema, fieldSchema } from './build-yup-schema';
export { DynamicForm, type DynamicFormProps } from './DynamicForm';
export { DynamicFieldInput } from './DynamicFieldInput';
export { emptyValueOf, initialValues, submittedValues, type FormValues } from './values';

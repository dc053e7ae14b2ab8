export { dynamicFormValidator, fieldErrors } from './form-validator';
export { DynamicForm, type DynamicFormProps } from './DynamicForm';
export { DynamicFieldInput } from './DynamicFieldInput';
export { emptyValueOf, initialValues, submittedValues, type FormValues } from './values';

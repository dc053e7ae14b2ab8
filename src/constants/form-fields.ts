/**
 * The fields of a configured form (表单配置 bdpz): what the designer edits, the server stores and the
 * task screens render with DynamicForm. Shared by client and server, so both check the same limits.
 */

export const FORM_FIELD_KINDS = ['text', 'textarea', 'number', 'date', 'datetime', 'select', 'radio', 'checkbox', 'switch'] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

export const FORM_FIELD_KIND_NAMES: Record<FormFieldKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  date: '日期',
  datetime: '日期时间',
  select: '下拉选择',
  radio: '单选',
  checkbox: '多选',
  switch: '开关',
};

/** Kinds whose value is chosen from `options` (checkbox: several of them). */
export const CHOICE_KINDS: readonly FormFieldKind[] = ['select', 'radio', 'checkbox'];
/** Kinds with a `maxLength`. */
export const LENGTH_KINDS: readonly FormFieldKind[] = ['text', 'textarea'];

export interface FormFieldOption {
  value: string;
  label: string;
}

/** One field as stored: properties that do not apply to the kind are null. */
export interface FormFieldConfig {
  key: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  options: FormFieldOption[] | null;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  placeholder: string | null;
  /** Spans the whole row of the rendered form. */
  wide: boolean;
}

/** A field as a client sends it: anything but key, label and kind may be left out. */
export type FormFieldDraft = Pick<FormFieldConfig, 'key' | 'label' | 'kind'> & Partial<Omit<FormFieldConfig, 'key' | 'label' | 'kind'>>;

/** A field key is an identifier: task screens store values under it. */
export const FORM_FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** The form code: letters, digits and underscores (task screens look a form up by it). */
export const FORM_CODE_PATTERN = /^[A-Za-z0-9_]+$/;

export const FORM_LIMITS = {
  nameMax: 50,
  codeMax: 50,
  remarkMax: 200,
  fieldsMax: 100,
  keyMax: 50,
  labelMax: 50,
  placeholderMax: 100,
  optionsMax: 50,
  optionTextMax: 50,
  maxLengthMax: 10000,
} as const;

export const isChoiceKind = (kind: FormFieldKind) => CHOICE_KINDS.includes(kind);
export const isLengthKind = (kind: FormFieldKind) => LENGTH_KINDS.includes(kind);
export const isFormFieldKind = (kind: unknown): kind is FormFieldKind => FORM_FIELD_KINDS.includes(kind as FormFieldKind);

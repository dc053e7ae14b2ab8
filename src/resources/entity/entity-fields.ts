/** Columns, filters and form fields of an entity resource, inferred from the generated meta (titles, types, options). */
import { optionLabel, YES_NO_OPTIONS } from '../../constants/options';
import type { JsonSchema } from '../../shared/validation/json-schema';
import type { ColumnSpec, DetailFieldSpec, FieldKind, FilterDef, FormFieldSpec, Option, ValueRender } from '../types';
import { baseOf } from './input-values';
import type { AnyEntityMeta, EntityFieldMeta } from './meta';

/** A field named alone, or with what differs from the inferred spec. */
export type FieldChoice<K extends string, Spec> = K | readonly [K, Partial<Spec>];
export const nameOf = <K extends string, S>(choice: FieldChoice<K, S>): K => (typeof choice === 'string' ? choice : choice[0]);
const overridesOf = <K extends string, S>(choice: FieldChoice<K, S>): Partial<S> => (typeof choice === 'string' ? {} : choice[1]);

/** Text longer than this is typed in a text area. */
const LONG_TEXT = 200;
const DATE_PATTERN_HINT = '\\d{4}-\\d{2}-\\d{2}';

const renderOf = (field: EntityFieldMeta | undefined): ValueRender | undefined => {
  if (!field || field.type === 'array') return undefined;
  if (field.options) return field.options.some((o) => o.color) ? 'status' : 'option';
  if (field.type === 'boolean') return 'boolean';
  if (field.format === 'date-time') return 'datetime';
  return undefined;
};

export function columnSpec<Row>(meta: AnyEntityMeta, choice: FieldChoice<string, ColumnSpec<Row>>): [string, ColumnSpec<Row>] {
  const key = nameOf(choice);
  const field = meta.fields[key];
  if (!field) throw new Error(`entity ${meta.name} has no field ${key}`);
  const render = renderOf(field);
  const inferred: ColumnSpec<Row> = {
    title: field.title,
    ...(render ? { render } : {}),
    ...(field.options ? { options: field.options as readonly Option[] } : {}),
    ...(render === 'datetime' ? { width: 170 } : {}),
    ...(field.type === 'array' ? { format: (value: unknown) => (Array.isArray(value) ? value.map((v) => (field.options ? optionLabel(field.options, v) || v : v)).join('、') : '') } : {}),
  };
  return [key, { ...inferred, ...overridesOf(choice) }];
}

/** A detail field by name: label, render and options from the row's field, then what differs. */
export function detailFieldSpec<Row>(meta: AnyEntityMeta, choice: FieldChoice<string, DetailFieldSpec<Row>>): [string, DetailFieldSpec<Row>] {
  const [key, { title, render, options, format }] = columnSpec<Row>(meta, nameOf(choice));
  return [key, { label: title, ...(render ? { render } : {}), ...(options ? { options } : {}), ...(format ? { format } : {}), ...overridesOf(choice) }];
}

/** A filter from the meta's filter schema: organ, date range (two names), a select with options, or text. */
export type FilterChoice = string | { range: readonly [string, string]; label?: string } | FilterDef;

export function filterDef(meta: AnyEntityMeta, choice: FilterChoice): FilterDef {
  if (typeof choice !== 'string' && 'kind' in choice) return choice;
  const props = meta.filters.properties ?? {};
  if (typeof choice !== 'string') {
    const title = String(props[choice.range[0]]?.title ?? '').replace(/起$/, '');
    return { name: choice.range[0], label: choice.label ?? title, kind: 'dateRange', to: choice.range };
  }
  const schema = props[choice];
  if (!schema) throw new Error(`entity ${meta.name} has no filter ${choice}`);
  const { base } = baseOf(schema);
  const label = String(schema.title ?? base.title ?? choice);
  if (choice === 'organId') return { name: choice, label, kind: 'organ' };
  const options = meta.fields[choice]?.options ?? (base.type === 'boolean' ? YES_NO_OPTIONS : undefined);
  if (options) return { name: choice, label, kind: 'select', options: options as readonly Option[] };
  if (base.anyOf?.every((b) => b.const !== undefined)) {
    return { name: choice, label, kind: 'select', options: base.anyOf.map((b) => ({ value: b.const as string, label: String(b.const) })) };
  }
  return { name: choice, label, kind: 'text' };
}

function kindOf(schema: JsonSchema, options: unknown): FieldKind {
  const { base } = baseOf(schema);
  if (options) return 'select';
  if (base.type === 'boolean') return 'switch';
  if (base.type === 'integer' || base.type === 'number') return 'number';
  if (base.pattern?.includes(DATE_PATTERN_HINT)) return 'datetime';
  // A list of text without options: one item a line.
  if (base.type === 'array' && (!base.items || base.items.type === 'string')) return 'textarea';
  if ((base.maxLength ?? 0) > LONG_TEXT) return 'textarea';
  return 'text';
}

export function formFieldSpec(meta: AnyEntityMeta, choice: FieldChoice<string, FormFieldSpec>): [string, FormFieldSpec] {
  const name = nameOf(choice);
  const schema = meta.input.properties?.[name];
  if (!schema) throw new Error(`entity ${meta.name} takes no input ${name}`);
  const options = meta.fields[name]?.options;
  const overrides = overridesOf(choice);
  const kind = overrides.kind ?? kindOf(schema, options);
  const spec: FormFieldSpec = {
    label: String(schema.title ?? baseOf(schema).base.title ?? name),
    kind,
    ...(options && kind === 'select' ? { options: options as readonly Option[] } : {}),
    ...(meta.input.required?.includes(name) ? { required: true } : {}),
    ...(kind === 'textarea' ? { wide: true } : {}),
    // Given only on add: a column the row shows is read-only on edit, any other field is left out of the edit form.
    ...(meta.updateInput && !meta.updateInput.properties?.[name] ? (meta.fields[name] ? { readOnlyOnEdit: true } : { createOnly: true }) : {}),
  };
  return [name, { ...spec, ...overrides }];
}

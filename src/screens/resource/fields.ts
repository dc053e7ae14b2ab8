/** The keyed field maps of a definition as ordered lists. */
import type { DetailField, DetailFieldSpec, FormField, FormFieldSpec } from '../../resources/types';

export function detailFields(map: Record<string, string | DetailFieldSpec<unknown> | undefined>): DetailField<unknown>[] {
  return Object.entries(map)
    .filter((entry): entry is [string, string | DetailFieldSpec<unknown>] => entry[1] !== undefined)
    .map(([key, spec]) => (typeof spec === 'string' ? { key, label: spec } : { key, ...spec }));
}

export function formFields(map: Record<string, FormFieldSpec | undefined>): FormField[] {
  return Object.entries(map)
    .filter((entry): entry is [string, FormFieldSpec] => entry[1] !== undefined)
    .map(([name, spec]) => ({ name, ...spec }));
}

import { badRequest } from '../http/envelope';

/** The ${name} placeholders of notice templates (xxmb, server/entities/notice-template.entity.ts). */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Placeholder names of a text; throws 400 naming the field when a ${ is not a well-formed placeholder. */
export function placeholdersOf(text: string, field: string): string[] {
  const opened = text.split('${').length - 1;
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (opened !== names.length) throw badRequest(`${field}中的占位符格式不正确，应为\${字母、数字或下划线}`);
  return names;
}

/** Fills a template's placeholders; unknown names stay as written so a missing value shows. */
export const fillTemplate = (text: string, values: Record<string, string>) => text.replace(PLACEHOLDER, (all, name: string) => values[name] ?? all);

import { WRIT_PLACEHOLDER_HELP } from '../../src/constants/writ-labels';
import { badRequest } from '../http/envelope';

/**
 * Writ placeholders are ${名称}: Chinese or Latin letters, digits and underscores, not starting with a
 * digit, so the form can label each input with the placeholder itself.
 */
const PLACEHOLDER = /\$\{([\p{L}_][\p{L}\p{N}_]*)\}/gu;
export const PLACEHOLDER_HELP = WRIT_PLACEHOLDER_HELP;

/** The distinct placeholder names of a body in order of first use; 400 naming the field when a ${ is malformed. */
export function writPlaceholders(body: string, field = '正文'): string[] {
  const opened = body.split('${').length - 1;
  const names = [...body.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (opened !== names.length) throw badRequest(`${field}中的${PLACEHOLDER_HELP}`);
  return [...new Set(names)];
}

/** The body with every placeholder replaced by its value; a missing value stays as written. */
export const renderWrit = (body: string, values: Record<string, string>) =>
  body.replace(PLACEHOLDER, (all, name: string) => values[name] ?? all);

export const writNumber = (prefix: string, year: number, seq: number) => `${prefix}〔${year}〕${seq}号`;

const china = (at: Date) => new Date(at.getTime() + 8 * 3_600_000);
/** The calendar year in China of an instant (writ numbers restart every year). */
export const chinaYear = (at: Date) => china(at).getUTCFullYear();
/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export const chinaDateTime = (at: Date) => china(at).toISOString().replace('T', ' ').slice(0, 19);
/** 2026年5月4日, as a writ is dated. */
export const chinaDateText = (at: Date) => {
  const d = china(at);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

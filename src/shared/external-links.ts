/**
 * The external platforms the menus open (the external-link call, /getXJurl?type=…): each type's address is a
 * field of 系统配置; empty means not configured (the menu says so, the built-in view stays).
 */
import { Type } from '@sinclair/typebox';
import type { ExternalLinkType } from '../catalogue/types';

export const EXTERNAL_URL_MAX_LENGTH = 500;

export const EXTERNAL_LINKS = {
  hzdc: { field: 'externalHzdcUrl', title: '火灾调查平台地址' },
  xygk: { field: 'externalXygkUrl', title: '信用管控平台地址' },
  aqjc: { field: 'externalAqjcUrl', title: '安全检查平台地址' },
  xfjdjc: { field: 'externalXfjdjcUrl', title: '消防监督检查平台地址' },
  jsfw: { field: 'externalJsfwUrl', title: '社会消防技术服务平台地址' },
} as const satisfies Record<ExternalLinkType, { field: string; title: string }>;

export const EXTERNAL_LINK_TYPES = Object.keys(EXTERNAL_LINKS) as ExternalLinkType[];
export type ExternalUrlField = (typeof EXTERNAL_LINKS)[ExternalLinkType]['field'];

const url = (title: string) => Type.String({ title, maxLength: EXTERNAL_URL_MAX_LENGTH });

/** The 系统配置 fields, one per platform. */
export const EXTERNAL_URL_FIELDS = {
  externalHzdcUrl: url(EXTERNAL_LINKS.hzdc.title),
  externalXygkUrl: url(EXTERNAL_LINKS.xygk.title),
  externalAqjcUrl: url(EXTERNAL_LINKS.aqjc.title),
  externalXfjdjcUrl: url(EXTERNAL_LINKS.xfjdjc.title),
  externalJsfwUrl: url(EXTERNAL_LINKS.jsfw.title),
};

/** The address the demo configures: the server's bundled stand-in page of that platform. */
export const standInUrl = (type: ExternalLinkType) => `/standins/external/${type}`;

/** Empty (not configured), an http(s) address, or a path on this server (the stand-in). */
export function externalUrlProblem(title: string, value: string): string | null {
  if (value === '' || /^https?:\/\/\S+$/.test(value) || /^\/\S*$/.test(value)) return null;
  return `${title}应以 http://、https:// 或 / 开头`;
}

export function externalUrlProblems(c: Record<ExternalUrlField, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, title } of Object.values(EXTERNAL_LINKS)) {
    const problem = externalUrlProblem(title, c[field] ?? '');
    if (problem) out[field] = problem;
  }
  return out;
}

import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_PAGE_NUMBER } from '../../src/constants/security';

/** Page sizes of the spec: default page 1 and size 10; exports ask for 99999 rows at once. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const EXPORT_SIZE = 99999;

export const PageQuery = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: DEFAULT_PAGE, title: '页码' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: EXPORT_SIZE, default: DEFAULT_PAGE_SIZE, title: '每页条数' })),
});

/** `{ current, size, total, records }`, the page shape every list of the spec reads. */
export const pageOf = <T extends TSchema>(row: T) =>
  Type.Object({ current: Type.Integer(), size: Type.Integer(), total: Type.Integer(), records: Type.Array(row) });

export interface PageArgs { current?: number; size?: number }

export function pageWindow(q: PageArgs): { current: number; size: number; limit: number; offset: number } {
  const current = Math.min(MAX_PAGE_NUMBER, Math.max(1, Math.floor(q.current ?? DEFAULT_PAGE)));
  const size = Math.min(EXPORT_SIZE, Math.max(1, Math.floor(q.size ?? DEFAULT_PAGE_SIZE)));
  return { current, size, limit: size, offset: (current - 1) * size };
}

export const page = <R>(q: PageArgs, total: number, records: R[]) => {
  const { current, size } = pageWindow(q);
  return { current, size, total, records };
};

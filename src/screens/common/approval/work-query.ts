/** Which work an approval page shows, from its URL: `flowWorkId=`, or `busiTypeCode=&busiInstId=` (notices carry either). */
import type { WorkQuery } from '../../../machines/approval-page';

export function workQueryFrom(params: URLSearchParams): WorkQuery | undefined {
  const flowWorkId = params.get('flowWorkId')?.trim();
  const busiTypeCode = params.get('busiTypeCode')?.trim();
  const busiInstId = params.get('busiInstId')?.trim();
  const title = params.get('title')?.trim() || undefined;
  if (flowWorkId) return { flowWorkId, title };
  if (busiTypeCode && busiInstId) return { busiTypeCode, busiInstId, title };
  return undefined;
}

/** The query a lookup sends (the title only matters to a first send). */
export function lookupOf(query: WorkQuery): { flowWorkId?: string; busiTypeCode?: string; busiInstId?: string } {
  return query.flowWorkId ? { flowWorkId: query.flowWorkId } : { busiTypeCode: query.busiTypeCode, busiInstId: query.busiInstId };
}

/**
 * What the caller may do on a work's page besides its moves: take part in its talk ('talk') and use its
 * attachments ('files'). A person who may only read the work (a leader of the starter's unit) gets neither,
 * so the page leaves those panels out instead of calling and being refused.
 */
import type { Db } from '../../db/client';
import { mayUseFiles } from '../task-files';
import { mayTalk } from '../task-talk/participants';
import type { Viewer } from './access';
import type { Work } from './apply';

export type WorkAllow = 'talk' | 'files';

export async function workAllows(db: Db, viewer: Viewer, work: Work): Promise<WorkAllow[]> {
  const allows: WorkAllow[] = [];
  if (await mayTalk(db, viewer.userId, work)) allows.push('talk');
  if (await mayUseFiles(db, viewer, work)) allows.push('files');
  return allows;
}

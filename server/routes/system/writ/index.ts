import type { AnyRoute } from '../../../http/route';
import { writDocumentRoutes } from './documents';

/** 模板设置 (mbsz 11410): the writs made from writ templates (/document/writ/*); the templates are an entity (server/entities/writ-template.entity.ts). */
export const writRoutes: AnyRoute[] = [...writDocumentRoutes];

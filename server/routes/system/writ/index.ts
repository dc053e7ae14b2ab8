import type { AnyRoute } from '../../../http/route';
import { writDocumentRoutes } from './documents';
import { writTemplateRoutes } from './templates';

/** 模板设置 (mbsz 11410): writ templates and the writs made from them (/document/*). */
export const writRoutes: AnyRoute[] = [...writTemplateRoutes, ...writDocumentRoutes];

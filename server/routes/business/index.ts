import type { AnyRoute } from '../../http/route';
import { legalReviewRoutes } from './legal-review';
import { personalRoutes } from './personal';
import { reinspectionRoutes } from './reinspection';

/** Business records carried through their approval flows: legal pre-review, re-inspection, personal duty. */
export const businessRoutes: AnyRoute[] = [...legalReviewRoutes, ...reinspectionRoutes, ...personalRoutes];

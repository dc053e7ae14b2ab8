import { APP_TITLE, DOCUMENT_TITLE_SEPARATOR } from '../../constants/layout';

/** `<route title> - 消防监督执法综合业务平台`, or the product name alone. */
export function documentTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle}${DOCUMENT_TITLE_SEPARATOR}${APP_TITLE}` : APP_TITLE;
}

/** Opening child pages with their parent, and going back from them (document 1 §2 "Layout and navigation"). */
import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { HOME_PATH, normalisePath } from '../../catalogue';
import { PARENT_NAME_QUERY, PARENT_PATH_QUERY } from '../../constants/layout';
import { findTab } from '../../machines/tags-view';
import { TagsActorContext } from '../tags/tags-context';

export interface ParentPage {
  /** The parent's title, shown in the child's breadcrumb. */
  name: string;
  /** The parent's full path (with its query when it matters). */
  path: string;
}

export function childPageUrl(path: string, parent: ParentPage, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.set(PARENT_NAME_QUERY, parent.name);
  params.set(PARENT_PATH_QUERY, parent.path);
  return `${path}?${params.toString()}`;
}

/** Opens a child page carrying its parent's name and path as query, so breadcrumb and back know it. */
export function openChild(
  navigate: NavigateFunction,
  path: string,
  parent: ParentPage,
  query?: Record<string, string>,
): void {
  navigate(childPageUrl(path, parent, query));
}

/** Closes the current tab and returns to its saved back path, or to the previous page. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const tags = TagsActorContext.useActorRef();
  return useCallback(() => {
    const current = normalisePath(location.pathname);
    const state = tags.getSnapshot().context;
    const backPath =
      findTab(state, current)?.backPath ?? new URLSearchParams(location.search).get(PARENT_PATH_QUERY) ?? undefined;
    tags.send({ type: 'tags.close', fullPath: current, returnTo: backPath, silent: true });
    if (backPath) {
      const backTab = findTab(state, normalisePath(backPath));
      navigate(backPath.includes('?') || !backTab ? backPath : backPath + backTab.query);
    } else if (window.history.length > 1) {
      navigate(-1);
    } else {
      navigate(HOME_PATH);
    }
  }, [location.pathname, location.search, navigate, tags]);
}

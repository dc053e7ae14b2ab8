import type { CatalogueRoute } from '../types';

/** A detail or form screen reached by navigation only; its path segment is its name. */
export const hiddenScreen = (name: string, title: string): CatalogueRoute => ({ path: name, name, title, hidden: true });

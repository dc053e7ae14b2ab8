import type { ComponentType } from 'react';
import type { FlatRoute } from '../catalogue';

/** Every screen receives the catalogue route it renders (title, menu id, buttons). */
export interface ScreenProps {
  route: FlatRoute;
}

export type ScreenComponent = ComponentType<ScreenProps>;

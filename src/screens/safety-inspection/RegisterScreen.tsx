/**
 * 基本信息登记 (jbxxdj): the 受理登记 form of both lists. The page sits beside the lists in the catalogue,
 * not under one, so it renders the 承诺制 list's definition (its create form names this route); the
 * definition and the generic screens load when the page first opens.
 */
import { lazy } from 'react';
import { loadResource } from '../../resources/registry';
import type { ScreenProps } from '../types';

export const RegisterScreen = lazy(async () => {
  const [resource, { ResourceRouteScreen }] = await Promise.all([loadResource('sldjCn'), import('../resource/ResourceRouteScreen')]);
  return { default: (props: ScreenProps) => <ResourceRouteScreen {...props} resource={resource} /> };
});

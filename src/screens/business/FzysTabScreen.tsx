/**
 * 提前审核（待审核）… (tqshDsh, tqshYsh, jzshDsh, jzshYsh, lashDsh, lashYsh): each is a tab of 预审管理 with
 * the same name; opening one shows 预审管理 on that tab.
 */
import { Navigate } from 'react-router-dom';
import { findRouteByName } from '../../catalogue';
import type { ScreenProps } from '../types';

export default function FzysTabScreen({ route }: ScreenProps) {
  const list = findRouteByName('fzys')!;
  return <Navigate to={`${list.fullPath}?tab=${route.name}`} replace />;
}

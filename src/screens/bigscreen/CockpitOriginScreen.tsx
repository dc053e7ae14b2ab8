/** 驾驶舱大屏（原版）(/bigscreen-normal-origin, role 200): the cockpit's figures with the brigades' table in the centre. */
import type { ScreenProps } from '../types';
import { Cockpit } from './CockpitScreen';

export default function CockpitOriginScreen(_props: ScreenProps) {
  return <Cockpit origin />;
}

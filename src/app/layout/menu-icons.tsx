/** Icons of the root menus and sidebar entries, by the catalogue's icon keys. */
import type { IconType } from 'react-icons';
import {
  MdAccountBalance,
  MdAssessment,
  MdBarChart,
  MdDashboard,
  MdDescription,
  MdGavel,
  MdGroups,
  MdLocalFireDepartment,
  MdOutlineFactCheck,
  MdPolicy,
  MdSettings,
  MdShield,
  MdTv,
  MdVerified,
  MdWarningAmber,
} from 'react-icons/md';

const ICONS: Record<string, IconType> = {
  dashboard: MdDashboard,
  supervision: MdShield,
  safetyCheck: MdOutlineFactCheck,
  lawEnforcement: MdGavel,
  firePrevention: MdLocalFireDepartment,
  jointSupervision: MdGroups,
  publicService: MdAccountBalance,
  statistics: MdBarChart,
  administrativeEnforcement: MdPolicy,
  fireInvestigation: MdAssessment,
  credit: MdVerified,
  earlyWarning: MdWarningAmber,
  system: MdSettings,
  bigscreen: MdTv,
};

export function menuIcon(key: string | undefined): IconType {
  return (key && ICONS[key]) || MdDescription;
}

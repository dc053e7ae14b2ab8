/** 复查申请登记 (fcsqdj): the re-inspection form of 复查受理 (a sibling page of fcsl, not its child); with `?id=` it edits. */
import reinspection from '../../resources/fcsl.resource';
import { ResourceFormScreen } from '../resource/ResourceFormScreen';
import type { ScreenProps } from '../types';

export default function ReinspectionFormScreen({ route }: ScreenProps) {
  return <ResourceFormScreen definition={reinspection} route={route} />;
}

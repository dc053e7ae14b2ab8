/** The live actors the tab's inspection hub keeps, re-rendering as they change. */
import { useSyncExternalStore } from 'react';
import { inspectionHub, type InspectedActor } from '../../../machines/inspection';

export function useLiveActors(): readonly InspectedActor[] {
  return useSyncExternalStore(inspectionHub.subscribe, inspectionHub.getActors);
}

export function useInspectionEnabled(): boolean {
  return useSyncExternalStore(inspectionHub.subscribe, inspectionHub.isEnabled);
}

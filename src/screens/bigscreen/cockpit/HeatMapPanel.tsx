/**
 * The cockpit's centre: the complaint heat map over the jurisdiction map, with the risk legend as a filter.
 * With ?bench=<n> it draws n generated points instead and publishes the time from their arrival to the first
 * frame drawn with them (window.__heatFirstFrame, read by bench/heatmap-first-frame.ts).
 */
import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { HEAT_BENCH_MAX_POINTS, HEAT_BENCH_PARAM } from '../../../constants/bigscreen';
import { RISK_LEVELS, type RiskLevel } from '../../../constants/map';
import { COCKPIT_REFRESH_MS } from '../../../constants/timings';
import { MapView } from '../../../components/map/MapView';
import { useMapSettings } from '../../../components/map/use-map-settings';
import { CockpitHeatPointsDocument } from '../../../graphql/generated/graphql';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WALL } from '../wall-theme';
import { benchCount, benchPoints, type HeatPoint } from './bench-points';
import { heatLayer, heatPositions } from './heat-layer';
import { RiskLegend } from './RiskLegend';

declare global {
  interface Window {
    __heatFirstFrame?: { points: number; ms: number };
  }
}

export function HeatMapPanel() {
  const bench = useMemo(() => benchCount(window.location.search, HEAT_BENCH_PARAM, HEAT_BENCH_MAX_POINTS), []);
  const { data } = useQuery(CockpitHeatPointsDocument, { pollInterval: COCKPIT_REFRESH_MS, skip: bench !== null, errorPolicy: 'all' });
  const arrival = useRef<number | null>(null);
  // The benchmark's points arrive once the map has loaded, so its figure is the heat map's alone.
  const [mapLoaded, setMapLoaded] = useState(false);
  const points = useMemo<HeatPoint[]>(() => {
    if (bench !== null && !mapLoaded) return [];
    arrival.current = performance.now();
    if (bench !== null) return benchPoints(bench);
    return (data?.cabinHeatPoints?.points ?? []).flatMap((p) => (p ? [p] : []));
  }, [bench, data, mapLoaded]);
  const [shown, setShown] = useState<ReadonlySet<RiskLevel>>(() => new Set(RISK_LEVELS));
  const { settings } = useMapSettings();
  const positions = useMemo(() => heatPositions(points, shown, settings.crs), [points, shown, settings.crs]);
  const layers = useMemo(() => (positions.length ? [heatLayer(positions)] : []), [positions]);

  const onAfterRender = useCallback(() => {
    if (bench === null || arrival.current === null || !positions.length) return;
    window.__heatFirstFrame = { points: positions.length, ms: performance.now() - arrival.current };
    arrival.current = null;
  }, [bench, positions]);
  const overlayProps = useMemo(() => ({ onAfterRender }), [onAfterRender]);

  const toggle = (risk: RiskLevel) =>
    setShown((now) => {
      const next = new Set(now);
      if (next.has(risk)) next.delete(risk);
      else next.add(risk);
      return next;
    });
  const total = bench ?? data?.cabinHeatPoints?.total ?? 0;
  // A wall shows the whole city: the configured centre at the smallest zoom allowed.
  const overview = useMemo(() => ({ longitude: settings.longitude, latitude: settings.latitude, zoom: settings.minZoom }), [settings]);
  return (
    <>
      <MapView variant="dark" initialViewState={overview} layers={layers} overlayProps={overlayProps} testId="cockpit-map" onLoad={() => setMapLoaded(true)} />
      <RiskLegend shown={shown} onToggle={toggle} />
      <Text position="absolute" right="14px" bottom="14px" fontSize="13px" color={WALL.muted} data-testid="heat-count">
        {text.heatCount(positions.length, total, Boolean(data?.cabinHeatPoints?.truncated))}
      </Text>
    </>
  );
}

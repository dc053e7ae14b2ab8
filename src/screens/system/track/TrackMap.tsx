/**
 * The track on the shared map: a green line (document 2 §9) through the positions shifted to the base
 * map's system (WGS84 → GCJ-02), 起 and 终 markers, the replay marker, the view fitted to the track.
 */
import { Box, Text } from '@chakra-ui/react';
import type { LayersList } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { useEffect, useMemo, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { MAP_MAX_ZOOM } from '../../../constants/map';
import { TRACK_CURSOR_RGB, TRACK_END_RGB, TRACK_LINE_RGB, TRACK_LINE_WIDTH_PX, TRACK_START_RGB } from '../../../constants/track';
import { MapView } from '../../../components/map/MapView';
import { useMapSettings } from '../../../components/map/use-map-settings';
import { toMapPoints, type LngLat } from '../../../lib/coords';
import type { TrackPoint } from '../../../machines/track-viewer';
import { trackText as text } from '../../../messages/track';

const FIT_PADDING_PX = 48;
const MARKER_RADIUS_PX = 11;
const WHITE: [number, number, number] = [255, 255, 255];

interface Marker {
  at: LngLat;
  label: string;
  color: [number, number, number];
}

export interface TrackMapProps {
  points: TrackPoint[];
  /** The replayed position (index into points). */
  index: number;
  /** Shown over the map instead of a track (暂无轨迹, loading, the hint). */
  overlay?: { text: string; testId: string };
  height: string | Record<string, string>;
}

export function TrackMap({ points, index, overlay, height }: TrackMapProps) {
  const { settings } = useMapSettings();
  const [map, setMap] = useState<MapRef>();
  const path = useMemo(() => toMapPoints(points.map((p): LngLat => [p.longitude, p.latitude]), settings.crs), [points, settings.crs]);

  useEffect(() => {
    if (!map || !path.length) return;
    const lngs = path.map((p) => p[0]);
    const lats = path.map((p) => p[1]);
    const bounds: [LngLat, LngLat] = [[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]];
    // A map laid out while its tab was still opening has no (or not its final) size yet: fit again when it changes.
    const fit = () => {
      const box = map.getContainer();
      if (box.clientWidth && box.clientHeight) map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: MAP_MAX_ZOOM, duration: 0 });
    };
    map.on('resize', fit);
    fit();
    return () => {
      map.off('resize', fit);
    };
  }, [map, path]);

  const trackLayers = useMemo<LayersList>(() => {
    if (!path.length) return [];
    const markers: Marker[] = [
      { at: path[0], label: text.start, color: TRACK_START_RGB },
      { at: path[path.length - 1], label: text.end, color: TRACK_END_RGB },
    ];
    return [
      new PathLayer<{ path: LngLat[] }>({
        id: 'track-line',
        data: [{ path }],
        getPath: (d) => d.path,
        getColor: TRACK_LINE_RGB,
        getWidth: TRACK_LINE_WIDTH_PX,
        widthUnits: 'pixels',
        jointRounded: true,
        capRounded: true,
      }),
      new ScatterplotLayer<Marker>({
        id: 'track-ends',
        data: markers,
        getPosition: (d) => d.at,
        getFillColor: (d) => d.color,
        getLineColor: WHITE,
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 2,
        radiusUnits: 'pixels',
        getRadius: MARKER_RADIUS_PX,
      }),
      new TextLayer<Marker>({
        id: 'track-end-labels',
        data: markers,
        getPosition: (d) => d.at,
        getText: (d) => d.label,
        getColor: WHITE,
        getSize: 13,
        characterSet: [text.start, text.end],
        fontWeight: 'bold',
      }),
    ];
  }, [path]);

  // The replay marker changes every tick: its own layer, so the line is not rebuilt.
  const layers = useMemo<LayersList>(() => {
    if (!path.length) return trackLayers;
    const cursor = path[Math.min(index, path.length - 1)];
    const [line, ...ends] = trackLayers;
    return [
      line,
      new ScatterplotLayer<LngLat>({
        id: 'track-cursor',
        data: [cursor],
        getPosition: (d) => d,
        getFillColor: TRACK_CURSOR_RGB,
        getLineColor: WHITE,
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 3,
        radiusUnits: 'pixels',
        getRadius: 8,
      }),
      // 起 and 终 stay readable over the replay marker.
      ...ends,
    ];
  }, [path, index, trackLayers]);

  return (
    <Box position="relative" h={height} borderWidth="1px" rounded="md" overflow="hidden" data-testid="track-map" data-points={points.length}>
      <MapView layers={layers} onLoad={setMap} testId="track-map-view" />
      {overlay && (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" pointerEvents="none">
          <Text bg="bg.panel" px="4" py="2" rounded="md" shadow="sm" color="fg.muted" data-testid={overlay.testId}>
            {overlay.text}
          </Text>
        </Box>
      )}
    </Box>
  );
}

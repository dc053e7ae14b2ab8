/**
 * The shared map: react-map-gl over MapLibre, zoom limited to 10–13 (document 2 §9), deck.gl layers in an
 * overlay. Without a configured tile source it needs no network: the style is a background and the
 * jurisdiction outlines from the database (/map/areas), named by DOM markers (AreaLabels). Callers convert
 * their WGS84 data with src/lib/coords.ts for `useMapSettings().settings.crs`.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { Box } from '@chakra-ui/react';
import type { LayersList } from '@deck.gl/core';
import type { MapboxOverlayProps } from '@deck.gl/mapbox';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import Map, { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import { DeckOverlay } from './DeckOverlay';
import { areaCollection } from './area-layers';
import { AreaLabels } from './AreaLabels';
import { AREA_SOURCE_ID, MAP_PALETTES, baseStyle, type MapVariant } from './map-style';
import { useAreaOutlines, useMapSettings } from './use-map-settings';

export interface MapViewProps {
  /** deck.gl layers, drawn above the outlines and under the area names. */
  layers?: LayersList;
  /** react-map-gl children: markers, popups, controls. */
  children?: ReactNode;
  /** Defaults to the configured centre and zoom. */
  initialViewState?: { longitude: number; latitude: number; zoom: number };
  height?: CSSProperties['height'];
  style?: CSSProperties;
  testId?: string;
  variant?: MapVariant;
  /** Draw the jurisdiction outlines and names (default true). */
  showAreas?: boolean;
  /** More props of the deck.gl overlay (onAfterRender, getTooltip …). */
  overlayProps?: Omit<MapboxOverlayProps, 'layers'>;
  onLoad?: (map: MapRef) => void;
}

export function MapView({ layers = [], children, initialViewState, height = '100%', style, testId = 'map-view', variant = 'light', showAreas = true, overlayProps, onLoad }: MapViewProps) {
  const { settings, ready } = useMapSettings();
  const outlines = useAreaOutlines(settings.crs, !showAreas || !ready);
  const palette = MAP_PALETTES[variant];
  const mapStyle = useMemo(() => baseStyle(variant, settings.tileUrl), [variant, settings.tileUrl]);
  const collection = useMemo(() => areaCollection(outlines), [outlines]);
  const view = initialViewState ?? { longitude: settings.longitude, latitude: settings.latitude, zoom: settings.zoom };

  return (
    <Box position="relative" w="100%" h={height} style={style} bg={palette.background} overflow="hidden" data-testid={testId} data-ready={ready ? 'true' : 'false'}>
      {ready && (
        <Map
          initialViewState={view}
          minZoom={settings.minZoom}
          maxZoom={settings.maxZoom}
          mapStyle={mapStyle}
          style={{ width: '100%', height: '100%' }}
          attributionControl={false}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          onLoad={(e) => onLoad?.(e.target as unknown as MapRef)}
        >
          {showAreas && (
            <Source id={AREA_SOURCE_ID} type="geojson" data={collection}>
              <Layer id="area-fill" type="fill" paint={{ 'fill-color': palette.areaFill, 'fill-opacity': palette.areaFillOpacity }} />
              <Layer id="area-line" type="line" paint={{ 'line-color': palette.areaLine, 'line-width': 1.5, 'line-opacity': 0.8 }} />
            </Source>
          )}
          <DeckOverlay {...overlayProps} layers={layers} />
          {showAreas && <AreaLabels outlines={outlines} palette={palette} />}
          {children}
        </Map>
      )}
    </Box>
  );
}

export default MapView;

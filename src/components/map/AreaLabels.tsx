/**
 * The names of the jurisdiction areas as map markers: the browser lays the text out with its own CJK fonts,
 * so a name reads 罗湖区, never 罗 湖区 (deck.gl's TextLayer spaced glyphs by an SDF atlas measured in one
 * font and drawn in another). Above deck.gl's overlay canvas (placed in MapLibre's control corner, z-index 2), with a halo to read over outlines and heat.
 */
import { chakra } from '@chakra-ui/react';
import { Marker } from 'react-map-gl/maplibre';
import { MAP_FONT_FAMILY, MAP_LABEL_SIZE } from './area-layers';
import type { MapPalette } from './map-style';
import type { AreaOutline } from './use-map-settings';

const rgba = ([r, g, b, a]: [number, number, number, number]) => `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(2)})`;

export function AreaLabels({ outlines, palette }: { outlines: AreaOutline[]; palette: MapPalette }) {
  const halo = rgba(palette.labelOutline);
  return (
    <>
      {outlines.map((o) => (
        <Marker key={o.id} longitude={o.labelAt[0]} latitude={o.labelAt[1]} anchor="center" style={{ pointerEvents: 'none', zIndex: 3 }}>
          <chakra.span
            data-testid="area-label"
            display="block"
            whiteSpace="nowrap"
            letterSpacing="0"
            fontFamily={MAP_FONT_FAMILY}
            fontSize={`${MAP_LABEL_SIZE}px`}
            lineHeight="1"
            color={rgba(palette.label)}
            textShadow={`0 0 2px ${halo}, 0 0 2px ${halo}, 0 0 3px ${halo}`}
          >
            {o.name}
          </chakra.span>
        </Marker>
      ))}
    </>
  );
}

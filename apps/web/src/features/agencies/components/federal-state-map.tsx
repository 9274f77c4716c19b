/**
 * Germany's 16 federal states shaded by customer count (spec 000 §2.9, §9: fill opacity = count / highest), drawn
 * as SVG with d3-geo from the BKG boundaries (bundeslaender.geo.json, fetched as an asset with this page only).
 */
import { Alert, Box, Skeleton, Stack, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { geoArea, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stateOpacity, type TCustomerDistributionRow } from '@portal/domain';
import geoUrl from '../data/bundeslaender.geo.json?url';

type TStateFeature = Feature<MultiPolygon | Polygon, { ARS: string; GEN: string }>;

const WIDTH = 400;
const HEIGHT = 540;

/**
 * d3-geo takes a ring's winding as spherical: GeoJSON's counter-clockwise outer rings read as "everything but the
 * state". A state whose area comes out larger than a hemisphere is turned round.
 */
function withD3Winding(feature: TStateFeature): TStateFeature {
  if (geoArea(feature) <= 2 * Math.PI) return feature;
  const g = feature.geometry;
  const geometry: MultiPolygon | Polygon =
    g.type === 'Polygon' ? { ...g, coordinates: g.coordinates.map((ring) => [...ring].reverse()) } : { ...g, coordinates: g.coordinates.map((poly) => poly.map((ring) => [...ring].reverse())) };
  return { ...feature, geometry };
}

function useStateShapes() {
  return useQuery({
    queryKey: ['federal-state-shapes'] as const,
    queryFn: async ({ signal }) => {
      const res = await fetch(geoUrl, { signal });
      if (!res.ok) throw new Error(`federal states: ${res.status}`);
      const collection = (await res.json()) as FeatureCollection<MultiPolygon | Polygon, { ARS: string; GEN: string }>;
      const features = collection.features.map(withD3Winding);
      const projection = geoMercator().fitSize([WIDTH, HEIGHT], { type: 'FeatureCollection', features });
      const path = geoPath(projection);
      return features.map((f) => ({ ars: f.properties.ARS, name: f.properties.GEN, d: path(f) ?? '' }));
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function FederalStateMap({ rows }: { rows: readonly TCustomerDistributionRow[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const shapes = useStateShapes();
  const counts = useMemo(() => new Map(rows.filter((r) => r.Ars).map((r) => [r.Ars!, r.Count])), [rows]);
  const highest = Math.max(0, ...counts.values());
  const fill = theme.palette.primary.main;

  if (shapes.isError) return <Alert severity="warning">{t('agencies.distribution.mapFailed')}</Alert>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {shapes.data ? (
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t('agencies.distribution.mapLabel')}
          sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
          data-testid="federal-state-map"
        >
          {shapes.data.map((s) => {
            const count = counts.get(s.ars) ?? 0;
            const label = t('agencies.distribution.stateCount', { state: s.name, count });
            return (
              <g key={s.ars} data-testid="federal-state" data-ars={s.ars} data-count={count}>
                {/* The white base keeps an unshaded state visible; the shade's opacity is count / highest. */}
                <path d={s.d} fill={theme.palette.background.paper} />
                <path d={s.d} fill={fill} fillOpacity={stateOpacity(count, highest)} stroke={theme.palette.text.secondary} strokeWidth={0.7} strokeLinejoin="round">
                  <title>{label}</title>
                </path>
              </g>
            );
          })}
        </Box>
      ) : (
        <Skeleton variant="rounded" width="100%" sx={{ maxWidth: WIDTH, aspectRatio: `${WIDTH} / ${HEIGHT}`, height: 'auto' }} />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-hidden="true">
        <Typography variant="caption">{t('agencies.distribution.legendFew')}</Typography>
        <Box sx={{ width: 120, height: 10, borderRadius: 1, border: 1, borderColor: 'divider', background: `linear-gradient(to right, ${theme.palette.background.paper}, ${fill})` }} />
        <Typography variant="caption">{t('agencies.distribution.legendMany', { count: highest })}</Typography>
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }} data-testid="map-attribution">
        {t('agencies.distribution.attribution')}
      </Typography>
    </Stack>
  );
}

import { Alert, Stack } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TAppearanceSettings } from '@portal/domain';

/** WCAG 2.2 AA for normal text. */
const AA = 4.5;
const WHITE = '#ffffff';

type TPair = { key: 'pairPrimaryPage' | 'pairSecondaryPage' | 'pairHeader' | 'pairBanner'; ratio: number };

/** The colour pairs the portal draws text with, and their contrast. */
export function contrastPairs(a: TAppearanceSettings): TPair[] {
  return [
    { key: 'pairPrimaryPage', ratio: getContrastRatio(a.PrimaryColor, WHITE) },
    { key: 'pairSecondaryPage', ratio: getContrastRatio(a.SecondaryColor, WHITE) },
    { key: 'pairHeader', ratio: getContrastRatio(a.HeaderTextColor, a.PrimaryColor) },
    { key: 'pairBanner', ratio: getContrastRatio(a.Banner.TextColor, a.PrimaryColor) },
  ];
}

/** A warning per colour pair below AA (the portal still keeps text legible: app/theme/contrast.ts). */
export function ContrastWarnings({ appearance, only }: { appearance: TAppearanceSettings; only?: readonly TPair['key'][] }) {
  const { t, i18n } = useTranslation();
  const failing = contrastPairs(appearance).filter((p) => p.ratio < AA && (!only || only.includes(p.key)));
  if (failing.length === 0) return null;
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack spacing={1} data-testid="contrast-warnings">
      {failing.map((p) => (
        <Alert key={p.key} severity="warning" data-testid={`contrast-warning-${p.key}`}>
          {t('appearance.colours.contrast', { pair: t(`appearance.colours.${p.key}`), ratio: format.format(p.ratio) })}
        </Alert>
      ))}
    </Stack>
  );
}

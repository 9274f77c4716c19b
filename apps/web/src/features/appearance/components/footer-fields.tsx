import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ZFooterLinksInput, type TFooterLinks } from '@portal/domain';

const LINKS = ['Impressum', 'Agb', 'Datenschutz', 'Cookies', 'Schlichtungsstellen', 'Beschwerdebearbeitung'] as const;

/** The links the server would refuse (the same schema: no javascript: and the like). */
export function footerErrors(links: TFooterLinks): Partial<Record<(typeof LINKS)[number], true>> {
  const errors: Partial<Record<(typeof LINKS)[number], true>> = {};
  for (const key of LINKS) if (!ZFooterLinksInput.shape[key].safeParse(links[key]).success) errors[key] = true;
  return errors;
}

/** The footer links and text of the licence (spec 000 §2.2, 001 §2.12). */
export function FooterFields({ value, onChange }: { value: TFooterLinks; onChange: (next: TFooterLinks) => void }) {
  const { t } = useTranslation();
  const errors = footerErrors(value);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" id="footer-hint">
        {t('appearance.footer.hint')}
      </Typography>
      {LINKS.map((key) => (
        <TextField
          key={key}
          label={t(`appearance.footer.${key}`)}
          value={value[key] ?? ''}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          error={errors[key] === true}
          helperText={errors[key] ? t('appearance.footer.invalid') : undefined}
          size="small"
          slotProps={{ htmlInput: { maxLength: 2048, 'aria-describedby': 'footer-hint', 'data-testid': `footer-field-${key}` } }}
        />
      ))}
      <TextField
        label={t('appearance.footer.FooterText')}
        value={value.FooterText ?? ''}
        onChange={(e) => onChange({ ...value, FooterText: e.target.value === '' ? null : e.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'footer-field-FooterText' } }}
      />
    </Stack>
  );
}

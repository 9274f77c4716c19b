import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Snackbar,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSURANCE_LINES, ZQuoteProductInput, type TQuoteProduct, type TQuoteProductInput } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { quoteProductsQueryOptions, useDeleteQuoteProduct, useSaveQuoteProduct } from '../api/quote-products';
import { quoteStartTexts } from '../i18n/texts';
import { FormDialog } from '../../../ui/form-dialog';

type Props = { open: boolean; onClose: () => void };

/** Admin menu: the licence's calculation products (spec 001 §2.7 'product mapping'; issue 14 item 6). */
export default function QuoteProductsDialog({ open, onClose }: Props) {
  const ready = quoteStartTexts.useReady();
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth data-testid="quote-products-dialog">
      <DialogTitle id={titleId}>{ready ? t('quoteStart.admin.title') : ''}</DialogTitle>
      {ready ? <ProductsContent onClose={onClose} /> : <CircularProgress sx={{ m: 4 }} aria-hidden="true" />}
    </Dialog>
  );
}

function ProductsContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const products = useQuery(quoteProductsQueryOptions(license));
  const remove = useDeleteQuoteProduct(license);
  const [editing, setEditing] = useState<TQuoteProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TQuoteProduct | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const items = products.data?.Items ?? [];
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ color: 'text.secondary' }}>{t('quoteStart.admin.intro')}</Typography>
          {products.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
          {products.isError ? <ErrorAlert error={products.error} /> : null}
          {products.data && items.length === 0 ? <Alert severity="info">{t('quoteStart.admin.empty')}</Alert> : null}
          {items.length > 0 ? (
            <List disablePadding data-testid="quote-products-list">
              {items.map((p) => (
                <ListItem
                  key={p.Id}
                  divider
                  secondaryAction={
                    <Stack direction="row">
                      <Tooltip title={t('quoteStart.admin.edit')}>
                        <IconButton onClick={() => setEditing(p)} aria-label={t('quoteStart.admin.editNamed', { name: p.Headline })}>
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('quoteStart.admin.delete')}>
                        <IconButton onClick={() => setDeleting(p)} aria-label={t('quoteStart.admin.deleteNamed', { name: p.Headline })}>
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{p.Headline}</span>
                        {p.Active ? null : <Chip size="small" label={t('quoteStart.admin.inactive')} />}
                      </Stack>
                    }
                    secondary={`${p.CcProductId} · /service/${p.Slug} · ${p.HandoverUrl}`}
                    slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
          {remove.isError ? <ErrorAlert error={remove.error} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="quote-product-add">
          {t('quoteStart.admin.add')}
        </Button>
        <Button onClick={onClose}>{t('quoteStart.admin.close')}</Button>
      </DialogActions>
      {editing ? (
        <ProductEditor
          product={editing === 'new' ? null : editing}
          nextOrder={(items.at(-1)?.SortOrder ?? 0) + 10}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setMessage(t('quoteStart.admin.saved'));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('quoteStart.admin.deleteTitle')}
        text={t('quoteStart.admin.deleteText', { name: deleting?.Headline ?? '' })}
        confirmLabel={t('quoteStart.admin.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.Id, { onSuccess: () => setMessage(t('quoteStart.admin.deleted')) });
          setDeleting(null);
        }}
        testId="quote-product-delete-dialog"
      />
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </>
  );
}

type TField = keyof TQuoteProductInput;
type TDraft = { Headline: string; CcProductId: string; Slug: string; Lines: string[]; ObjectKinds: string; HandoverUrl: string; Secret: string; Active: boolean; SortOrder: string };

const draftOf = (p: TQuoteProduct | null, nextOrder: number): TDraft => ({
  Headline: p?.Headline ?? '',
  CcProductId: p?.CcProductId ?? '',
  Slug: p?.Slug ?? '',
  Lines: p ? [...p.Lines] : [],
  ObjectKinds: p ? p.ObjectKinds.join(', ') : '',
  HandoverUrl: p?.HandoverUrl ?? 'https://',
  Secret: '',
  Active: p?.Active ?? true,
  SortOrder: String(p?.SortOrder ?? nextOrder),
});

/** Adds or changes a product; checked with the API's own schema first, the server's field errors shown too. */
function ProductEditor({ product, nextOrder, onClose }: { product: TQuoteProduct | null; nextOrder: number; onClose: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { license } = useActiveSession();
  const save = useSaveQuoteProduct(license);
  const [draft, setDraft] = useState<TDraft>(() => draftOf(product, nextOrder));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const set = <K extends keyof TDraft>(name: K, value: TDraft[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const messageFor = (name: TField): string => (String(draft[name] ?? '').trim() === '' && name !== 'Lines' && name !== 'ObjectKinds' ? t('quoteStart.admin.required') : t('quoteStart.admin.invalid'));

  const submit = () => {
    const parsed = ZQuoteProductInput.safeParse({
      ...draft,
      ObjectKinds: draft.ObjectKinds.split(',').map((s) => s.trim()).filter(Boolean),
      Secret: draft.Secret === '' ? undefined : draft.Secret,
      SortOrder: Number(draft.SortOrder) || 0,
    });
    if (!parsed.success || (!product && !draft.Secret)) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const name = issue.path[0] as TField;
        found[name] ??= messageFor(name);
      }
      if (!product && !draft.Secret) found.Secret = t('quoteStart.admin.required');
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: product?.Id ?? null, input: parsed.data },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          if (isApiError(error) && error.errors.length) {
            const fields = Object.keys(draft) as TField[];
            const taken = error.status === 409;
            const named = error.errors.flatMap((f) => fields.filter((name) => f.path.split('.').includes(name)));
            setErrors(Object.fromEntries(named.map((name) => [name, taken ? t('quoteStart.admin.taken') : messageFor(name)])));
          }
        },
      },
    );
  };
  const field = (name: TField) => ({ error: !!errors[name], helperText: errors[name] });

  return (
    <FormDialog id={titleId} title={t(product ? 'quoteStart.admin.editTitle' : 'quoteStart.admin.addTitle')} maxWidth="sm" onCancel={() => onClose(false)} onSubmit={submit} busy={save.isPending} submitLabel={t('quoteStart.admin.save')} submitTestId="quote-product-save" data-testid="quote-product-editor">
      <TextField label={t('quoteStart.admin.headline')} required value={draft.Headline} onChange={(e) => set('Headline', e.target.value)} {...field('Headline')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('quoteStart.admin.ccProductId')} required value={draft.CcProductId} onChange={(e) => set('CcProductId', e.target.value)} {...field('CcProductId')} fullWidth />
        <TextField
          label={t('quoteStart.admin.slug')}
          required
          value={draft.Slug}
          onChange={(e) => set('Slug', e.target.value.toLowerCase())}
          error={!!errors.Slug}
          helperText={errors.Slug ?? t('quoteStart.admin.slugHelp', { slug: draft.Slug || '…' })}
          fullWidth
        />
      </Stack>
      <TextField
        select
        label={t('quoteStart.admin.lines')}
        value={draft.Lines}
        onChange={(e) => set('Lines', typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
        slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map((code) => t(`insuranceLines.${code}` as 'insuranceLines.KFZ')).join(', ') } }}
        {...field('Lines')}
      >
        {INSURANCE_LINES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`insuranceLines.${code}` as 'insuranceLines.KFZ')}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('quoteStart.admin.objectKinds')} value={draft.ObjectKinds} onChange={(e) => set('ObjectKinds', e.target.value)} error={!!errors.ObjectKinds} helperText={errors.ObjectKinds ?? t('quoteStart.admin.objectKindsHelp')} />
      <TextField
        label={t('quoteStart.admin.handoverUrl')}
        required
        value={draft.HandoverUrl}
        onChange={(e) => set('HandoverUrl', e.target.value)}
        error={!!errors.HandoverUrl}
        helperText={errors.HandoverUrl ?? t('quoteStart.admin.handoverUrlHelp')}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <TextField
        label={t('quoteStart.admin.secret')}
        type="password"
        autoComplete="new-password"
        required={!product}
        value={draft.Secret}
        onChange={(e) => set('Secret', e.target.value)}
        error={!!errors.Secret}
        helperText={errors.Secret ?? (product ? t('quoteStart.admin.secretHelpKeep', { date: new Date(product.SecretSetAt).toLocaleDateString(i18n.language) }) : t('quoteStart.admin.secretHelpNew'))}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={draft.Active} onChange={(e) => set('Active', e.target.checked)} />} label={t('quoteStart.admin.active')} />
        <TextField label={t('quoteStart.admin.order')} type="number" value={draft.SortOrder} onChange={(e) => set('SortOrder', e.target.value)} {...field('SortOrder')} sx={{ maxWidth: 160 }} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
      </Stack>
      {save.isError && !(isApiError(save.error) && save.error.errors.length) ? <ErrorAlert error={save.error} /> : null}
    </FormDialog>
  );
}

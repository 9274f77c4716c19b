/**
 * Detail-view administration (spec 000 §2.4, §4, §8; admin entry `detail-views`): the configuration sets sorted by
 * name with new/remove, per type (customer, contract, claim) a detail-mask and a table picker, the line-of-business
 * masks, and save. Switching sets or closing with unsaved changes asks to save (yes/no/abort).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAIL_VIEW_OBJECT_TYPES, isBranchMaskType, pickerTypes, selectForTypes, toggleSetDefinition, type TDetailDefinitionItem, type TDetailSet } from '@portal/domain';
import { useActiveSession } from '../../session';
import { useIsMobile } from '../../../ui/use-media';
import { translateError } from '../../../ui/translate-error';
import { useDetailViewsTexts } from '../i18n/detail-views-texts';
import { useBranchList, useDeleteDetailDefinition, useDeleteDetailSet, useDetailDefinitions, useDetailSets, useSaveDetailSet } from '../api/detail-views';
import ColumnChoiceDialog from './column-choice-dialog';
import { BranchMaskList } from './branch-mask-list';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadingDialog, serverText, useFeedback } from './feedback';
import { NewSetDialog } from './new-set-dialog';
import { SaveChangesDialog } from './save-changes-dialog';
import { ViewPicker } from './view-picker';

type Props = { open: boolean; onClose: () => void };
type TDraft = { setId: string; Name: string; Definitions: string[] };
type TPending = { kind: 'switch'; id: string } | { kind: 'close' };
type TEditing = { definition: TDetailDefinitionItem | null; type: string | null };

const draftOf = (s: TDetailSet): TDraft => ({ setId: s.Id, Name: s.Name, Definitions: [...s.Definitions] });
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export default function DetailViewsDialog({ open, onClose }: Props) {
  const ready = useDetailViewsTexts();
  if (!ready) return <LoadingDialog open={open} />;
  return <DetailViewsDialogBody open={open} onClose={onClose} />;
}

function DetailViewsDialogBody({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const mobile = useIsMobile();
  const titleId = useId();
  const sets = useDetailSets(license);
  const definitions = useDetailDefinitions(license);
  const branches = useBranchList(license);
  const saveSet = useSaveDetailSet(license);
  const deleteSet = useDeleteDetailSet(license);
  const deleteView = useDeleteDetailDefinition(license);
  const feedback = useFeedback();

  const [draft, setDraft] = useState<TDraft | null>(null);
  const [pending, setPending] = useState<TPending | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<TDetailSet | null>(null);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deletingView, setDeletingView] = useState<TDetailDefinitionItem | null>(null);
  const [nameTouched, setNameTouched] = useState(false);

  const allSets = sets.data ?? [];
  const allDefs = useMemo(() => definitions.data ?? [], [definitions.data]);
  const current = allSets.find((s) => s.Id === draft?.setId) ?? null;
  const dirty = !!draft && !!current && (draft.Name !== current.Name || !sameIds(draft.Definitions, current.Definitions));

  // Start on the standard set; when the selected set is gone (deleted), fall back to it.
  useEffect(() => {
    if (!sets.data?.length) return;
    if (!draft || !sets.data.some((s) => s.Id === draft.setId)) {
      const first = sets.data.find((s) => s.IsStandard) ?? sets.data[0]!;
      setDraft(draftOf(first));
    }
  }, [sets.data, draft]);

  const select = (id: string) => {
    const set = allSets.find((s) => s.Id === id);
    if (set) setDraft(draftOf(set));
    setNameTouched(false);
  };
  const proceed = (p: TPending) => (p.kind === 'close' ? onClose() : select(p.id));
  const request = (p: TPending) => (dirty ? setPending(p) : proceed(p));

  const save = (): Promise<boolean> => {
    if (!draft) return Promise.resolve(false);
    setNameTouched(true);
    if (!draft.Name.trim()) return Promise.resolve(false);
    return saveSet.mutateAsync({ id: draft.setId, input: { Name: draft.Name.trim(), Definitions: draft.Definitions } }).then(
      (saved) => {
        setDraft(draftOf(saved));
        feedback.success(t('detailViews.configurationSaved'));
        return true;
      },
      () => {
        feedback.failure(t('detailViews.configurationSaveFailed'));
        return false;
      },
    );
  };

  const create = (name: string) =>
    saveSet.mutate(
      { id: null, input: { Name: name, Definitions: [] } },
      {
        onSuccess: (saved) => {
          setCreating(false);
          setDraft(draftOf(saved));
          feedback.success(t('detailViews.configurationSaved'));
        },
        onError: () => feedback.failure(t('detailViews.configurationSaveFailed')),
      },
    );

  const remove = (set: TDetailSet) =>
    deleteSet.mutate(set.Id, {
      onSuccess: () => feedback.success(t('detailViews.configurationDeleted')),
      onError: () => feedback.failure(t('detailViews.configurationDeleteFailed')),
      onSettled: () => setRemoving(null),
    });

  const removeView = (view: TDetailDefinitionItem) =>
    deleteView.mutate(view.Id, {
      onSuccess: () => {
        setDraft((d) => (d ? { ...d, Definitions: d.Definitions.filter((id) => id !== view.Id) } : d));
        feedback.success(t('detailViews.viewDeleted', { name: view.Name }));
      },
      onError: (error) => feedback.failure(serverText(t, error)),
      onSettled: () => setDeletingView(null),
    });

  const setDefinitions = (next: string[]) => setDraft((d) => (d ? { ...d, Definitions: next } : d));
  const masks = allDefs.filter((d) => isBranchMaskType(d.Type));
  const loadError = sets.error ?? definitions.error;

  return (
    <>
      <Dialog open={open} onClose={() => request({ kind: 'close' })} maxWidth="lg" fullWidth fullScreen={mobile} aria-labelledby={titleId} data-testid="detail-views-dialog">
        <DialogTitle id={titleId}>{t('detailViews.dialogTitle')}</DialogTitle>
        <DialogContent dividers>
          {loadError ? <Alert severity="error">{translateError(t, loadError)}</Alert> : null}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} divider={<Divider orientation={mobile ? 'horizontal' : 'vertical'} flexItem />}>
            <Box component="section" aria-labelledby={`${titleId}-sets`} sx={{ width: { md: 260 }, flexShrink: 0 }}>
              <Typography variant="subtitle1" component="h3" id={`${titleId}-sets`}>
                {t('detailViews.configurations')}
              </Typography>
              <List dense data-testid="detail-sets">
                {allSets.map((s) => (
                  <ListItem key={s.Id} disablePadding>
                    <ListItemButton
                      selected={s.Id === draft?.setId}
                      aria-current={s.Id === draft?.setId ? 'true' : undefined}
                      onClick={() => s.Id !== draft?.setId && request({ kind: 'switch', id: s.Id })}
                      data-testid="detail-set-item"
                    >
                      <ListItemText primary={s.Name} />
                      {s.IsStandard ? <Chip size="small" label={t('detailViews.standard')} /> : null}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="detail-set-new">
                  {t('detailViews.newConfiguration')}
                </Button>
                <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} disabled={!current} onClick={() => current && setRemoving(current)} data-testid="detail-set-remove">
                  {t('detailViews.removeConfiguration')}
                </Button>
              </Stack>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {draft ? (
                <Stack spacing={2.5}>
                  <TextField
                    label={t('detailViews.configurationName')}
                    value={draft.Name}
                    onChange={(e) => setDraft({ ...draft, Name: e.target.value })}
                    onBlur={() => setNameTouched(true)}
                    required
                    error={nameTouched && !draft.Name.trim()}
                    helperText={nameTouched && !draft.Name.trim() ? t('detailViews.nameRequired') : ' '}
                    slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'detail-set-name' } }}
                  />
                  {DETAIL_VIEW_OBJECT_TYPES.map((object) => (
                    <Stack key={object} component="section" aria-label={t(`detailViews.types.${object}`)} spacing={1}>
                      <Typography variant="subtitle1" component="h3">
                        {t(`detailViews.types.${object}`)}
                      </Typography>
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        {(['mask', 'table'] as const).map((kind) => {
                          const types = pickerTypes(object, kind);
                          const label = `${t(kind === 'mask' ? 'detailViews.detailMask' : 'detailViews.table')} ${t(`detailViews.types.${object}`)}`;
                          return (
                            <Box key={kind} sx={{ flex: 1, minWidth: 0 }}>
                              <ViewPicker
                                label={label}
                                types={types}
                                definitions={allDefs}
                                selected={draft.Definitions}
                                onSelect={(id) => setDefinitions(selectForTypes(draft.Definitions, allDefs, types, id))}
                                onNew={(type) => setEditing({ definition: null, type })}
                                onEdit={(definition) => setEditing({ definition, type: definition.Type })}
                                onDelete={setDeletingView}
                                testId={`picker-${kind}-${object}`}
                              />
                            </Box>
                          );
                        })}
                      </Stack>
                    </Stack>
                  ))}
                  <Divider />
                  <BranchMaskList
                    masks={masks}
                    selected={draft.Definitions}
                    onToggle={(id) => setDefinitions(toggleSetDefinition(draft.Definitions, allDefs, id))}
                    onNew={() => setEditing({ definition: null, type: null })}
                    onEdit={(definition) => setEditing({ definition, type: definition.Type })}
                    onDelete={setDeletingView}
                  />
                </Stack>
              ) : (
                <Typography>{t('detailViews.selectConfiguration')}</Typography>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => request({ kind: 'close' })} data-testid="detail-views-close">
            {t('detailViews.close')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={!dirty || saveSet.isPending} data-testid="detail-views-save">
            {t('detailViews.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <SaveChangesDialog
        open={pending !== null}
        onAbort={() => setPending(null)}
        onNo={() => {
          const p = pending!;
          setPending(null);
          if (current) setDraft(draftOf(current));
          proceed(p);
        }}
        onYes={() => {
          const p = pending!;
          setPending(null);
          void save().then((ok) => ok && proceed(p));
        }}
      />
      <NewSetDialog open={creating} pending={saveSet.isPending} onCreate={create} onCancel={() => setCreating(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('detailViews.removeConfiguration')}
        text={t('detailViews.confirmRemoveConfiguration', { name: removing?.Name ?? '' })}
        confirmLabel={t('detailViews.delete')}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
        testId="remove-set-confirm"
      />
      <ConfirmDialog
        open={deletingView !== null}
        title={t('detailViews.deleteView')}
        text={t('detailViews.confirmDeleteView')}
        confirmLabel={t('detailViews.delete')}
        onConfirm={() => deletingView && removeView(deletingView)}
        onCancel={() => setDeletingView(null)}
        testId="delete-view-confirm"
      />
      {editing ? (
        <ColumnChoiceDialog
          license={license}
          definition={editing.definition}
          type={editing.type}
          branches={branches.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            feedback.success(t('detailViews.viewSaved', { name: saved.Name }));
          }}
        />
      ) : null}
      {feedback.element}
    </>
  );
}

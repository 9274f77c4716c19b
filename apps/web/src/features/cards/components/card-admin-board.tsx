import '../i18n/german';
import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PublishIcon from '@mui/icons-material/Publish';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Card, CardActionArea, CardActions, CardContent, Chip, FormControlLabel, IconButton, Snackbar, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsOf, DEFAULT_CARDS, type TCardInput, type TViewCard } from '@portal/domain';
import { isPreviewMode } from '../../../lib/preview-mode';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useCardDraft, useDraftChange } from '../api/card-view';
import { CardAssistantDialog } from './card-assistant-dialog';
import { toCardInput } from '../card-form';
import { CardEditorDialog } from './card-editor-dialog';
import { CARD_GRID_SX, CardGrid, GroupHeader } from './card-grid';
import { CardTile, cardName } from './card-tile';
import { PasteCardDialog } from './paste-card-dialog';

type TEditor = { mode: 'new' } | { mode: 'edit'; card: TViewCard } | null;

/** The card assistant is for building card views: outside production, and in preview mode. */
const ASSISTANT_AVAILABLE = import.meta.env.DEV || isPreviewMode();

/**
 * Card administration in admin mode (spec 000 §2.5): default or custom cards, drag-and-drop reordering (mouse, touch,
 * keyboard), the control cards (new card, card assistant, paste card) and the card editor; every change goes to the
 * draft, which the admin publishes live.
 */
export default function CardAdminBoard({ groupId }: { groupId: string | null }) {
  const { t, i18n } = useTranslation();
  const { license } = useActiveSession();
  const draft = useCardDraft(license, true);
  const change = useDraftChange(license);
  const [editor, setEditor] = useState<TEditor>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const all = draft.data?.Cards ?? [];
  const group = groupId ? all.find((c) => c.Id === groupId) : undefined;
  const title = group ? cardName(group, i18n.language) : t('cards.title');
  usePageTitle(title);

  if (draft.isPending) return <LoadingMessage text={t('cards.loading')} />;
  if (draft.isError) return <ErrorAlert error={draft.error} />;
  const { Custom, Modified } = draft.data;
  const create = (card: TCardInput) => change.mutateAsync({ kind: 'create', card: { ...card, ParentId: groupId } });

  return (
    <Stack spacing={2} data-testid="card-admin-board">
      <GroupHeader groupId={groupId} title={title} cards={all}>
        {Modified ? <Chip color="warning" label={t('cards.admin.modified')} data-testid="card-draft-modified" /> : null}
        <Button variant="contained" startIcon={<PublishIcon />} disabled={!Modified || change.isPending} onClick={() => change.mutate({ kind: 'publish' })} data-testid="card-publish">
          {t('cards.admin.publish')}
        </Button>
        <Button startIcon={<UndoIcon />} disabled={!Modified || change.isPending} onClick={() => change.mutate({ kind: 'discard' })} data-testid="card-discard">
          {t('cards.admin.discard')}
        </Button>
      </GroupHeader>
      <FormControlLabel
        control={<Switch checked={Custom} disabled={change.isPending} onChange={(_, on) => change.mutate({ kind: 'custom', custom: on })} data-testid="card-custom-toggle" />}
        label={t('cards.admin.custom')}
      />
      {change.isError ? <ErrorAlert error={change.error} /> : null}
      {!Custom ? (
        <>
          <Alert severity="info">{t('cards.admin.defaultShown')}</Alert>
          <CardGrid cards={cardsOf(DEFAULT_CARDS, null)} />
        </>
      ) : groupId && !group ? (
        <Typography>{t('cards.groupMissing')}</Typography>
      ) : (
        <SortableCards
          cards={cardsOf(all, groupId)}
          onOrder={(ids) => change.mutate({ kind: 'order', order: { ParentId: groupId, Ids: ids } })}
          onEdit={(card) => setEditor({ mode: 'edit', card })}
          onDelete={(card) => change.mutate({ kind: 'delete', id: card.Id })}
          onCopy={(card) => void navigator.clipboard?.writeText(JSON.stringify(toCardInput(card), null, 2)).then(() => setCopied(true))}
          controls={
            <>
              <ControlCard icon={<AddIcon />} label={t('cards.admin.newCard')} onClick={() => setEditor({ mode: 'new' })} testId="card-control-new" />
              {ASSISTANT_AVAILABLE ? <ControlCard icon={<AutoFixHighIcon />} label={t('cards.admin.assistant')} onClick={() => setAssistantOpen(true)} testId="card-control-assistant" /> : null}
              <ControlCard icon={<ContentPasteIcon />} label={t('cards.admin.paste')} onClick={() => setPasteOpen(true)} testId="card-control-paste" />
            </>
          }
        />
      )}
      {editor ? (
        <CardEditorDialog
          card={editor.mode === 'edit' ? editor.card : null}
          groupCards={all.filter((c) => c.Action === 'group')}
          onClose={() => setEditor(null)}
          onSave={async (input) => {
            await (editor.mode === 'edit' ? change.mutateAsync({ kind: 'update', id: editor.card.Id, card: input }) : create(input));
            setEditor(null);
          }}
          parentId={editor.mode === 'edit' ? editor.card.ParentId : groupId}
        />
      ) : null}
      <PasteCardDialog open={pasteOpen} onClose={() => setPasteOpen(false)} onPaste={async (card) => { await create(card); setPasteOpen(false); }} />
      {ASSISTANT_AVAILABLE ? <CardAssistantDialog open={assistantOpen} onClose={() => setAssistantOpen(false)} onCreate={async (card) => { await create(card); setAssistantOpen(false); }} /> : null}
      <Snackbar open={copied} autoHideDuration={3000} onClose={() => setCopied(false)} message={t('cards.admin.copied')} />
    </Stack>
  );
}

function ControlCard({ icon, label, onClick, testId }: { icon: ReactNode; label: string; onClick: () => void; testId: string }) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed' }}>
        <CardActionArea onClick={onClick} sx={{ height: '100%' }} data-testid={testId}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 3, color: 'primary.main' }}>
            {icon}
            <Typography variant="subtitle1" component="span">
              {label}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </li>
  );
}

type TSortableProps = {
  cards: TViewCard[];
  onOrder: (ids: string[]) => void;
  onEdit: (card: TViewCard) => void;
  onDelete: (card: TViewCard) => void;
  onCopy: (card: TViewCard) => void;
  controls: ReactNode;
};

function SortableCards({ cards, onOrder, onEdit, onDelete, onCopy, controls }: TSortableProps) {
  const { t, i18n } = useTranslation();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = cards.map((c) => c.Id);
  const nameOf = (id: string | number) => {
    const card = cards.find((c) => c.Id === id);
    return card ? cardName(card, i18n.language) : '';
  };
  const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  // Screen-reader announcements of dnd-kit, translated.
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => t('cards.dnd.picked', { name: nameOf(active.id), position: position(active.id), count: ids.length }),
      onDragOver: ({ active, over }) => (over ? t('cards.dnd.over', { name: nameOf(active.id), position: position(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => t('cards.dnd.dropped', { name: nameOf(active.id), position: position(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => t('cards.dnd.cancelled', { name: nameOf(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids.join(','), i18n.language],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('cards.dnd.instructions') } }}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Box component="ul" sx={CARD_GRID_SX} data-testid="card-grid">
          {cards.map((c) => (
            <SortableCard key={c.Id} card={c} onEdit={onEdit} onDelete={onDelete} onCopy={onCopy} />
          ))}
          {controls}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableCard({ card, onEdit, onDelete, onCopy }: { card: TViewCard } & Pick<TSortableProps, 'onEdit' | 'onDelete' | 'onCopy'>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card.Id });
  const name = cardName(card, i18n.language);
  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box component="li" ref={setNodeRef} sx={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, opacity: isDragging ? 0.85 : 1 }} data-card-id={card.Id}>
      <CardTile
        card={card}
        actions={
          <CardActions sx={{ mt: 'auto', justifyContent: 'center', flexWrap: 'wrap' }}>
            <IconButton size="small" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('cards.admin.move', { name })} sx={{ cursor: 'grab', touchAction: 'none' }} data-testid={`card-handle-${card.Id}`}>
              <DragIndicatorIcon />
            </IconButton>
            {card.Action === 'group' ? tool(t('cards.admin.openGroup', { name }), <FolderOpenIcon />, () => void navigate({ to: '/custom/$id', params: { id: card.Id } }), `card-open-${card.Id}`) : null}
            {tool(t('cards.admin.edit', { name }), <EditIcon />, () => onEdit(card), `card-edit-${card.Id}`)}
            {tool(t('cards.admin.copy', { name }), <ContentCopyIcon />, () => onCopy(card), `card-copy-${card.Id}`)}
            {tool(t('cards.admin.delete', { name }), <DeleteIcon />, () => onDelete(card), `card-delete-${card.Id}`)}
          </CardActions>
        }
      />
    </Box>
  );
}

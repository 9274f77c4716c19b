import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCardInput } from '@portal/domain';
import { CardIcon } from './card-icon';

/** Ready-made cards the assistant offers: the contracts list filtered as brokers often want it. */
export const CARD_TEMPLATES: readonly (TCardInput & { key: string })[] = [
  { key: 'motor', Name: { de: 'KFZ-Verträge', en: 'Motor contracts' }, Icon: 'directions_car', Link: '/vertrag', AdditionalProperties: { Property: 'Sparte', Operator: 'In', Value: ['KFZ'] } },
  { key: 'advice', Name: { de: 'Verträge mit Beratungsbedarf', en: 'Contracts needing advice' }, Icon: 'support_agent', Link: '/vertrag', AdditionalProperties: { Property: 'BeratungErforderlich', Operator: 'Equal', Value: true } },
  { key: 'collective', Name: { de: 'Sammelverträge', en: 'Collective contracts' }, Icon: 'folder_shared', Link: '/vertrag', AdditionalProperties: { Property: 'Sammelvertrag', Operator: 'Equal', Value: true } },
  { key: 'billable', Name: { de: 'Abrechenbare Verträge', en: 'Billable contracts' }, Icon: 'euro', Link: '/vertrag', AdditionalProperties: { Property: 'AbrechenbarerVertrag', Operator: 'Equal', Value: true } },
  { key: 'claims', Name: { de: 'Schaden melden', en: 'Report a claim' }, Icon: 'report', Action: 'claimReport' },
  { key: 'group', Name: { de: 'Kartengruppe', en: 'Card group' }, Icon: 'folder', Action: 'group' },
];

/** The card assistant (outside production and in preview): adds a ready-made card in one click. */
export function CardAssistantDialog({ open, onClose, onCreate }: { open: boolean; onClose: () => void; onCreate: (card: TCardInput) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('cards.admin.assistant')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('cards.assistant.hint')}</DialogContentText>
        <List>
          {CARD_TEMPLATES.map(({ key, ...card }) => (
            <ListItemButton key={key} onClick={() => void onCreate(card)}>
              <ListItemIcon>
                <CardIcon name={card.Icon} />
              </ListItemIcon>
              <ListItemText primary={i18n.language.startsWith('en') ? card.Name.en : card.Name.de} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cards.editor.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

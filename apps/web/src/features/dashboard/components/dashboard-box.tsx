import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useId, type ComponentProps, type CSSProperties, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardBoxDef } from '@portal/domain';
import { BoxItems } from './box-items';

export type TBoxHandleProps = Omit<ComponentProps<'button'>, 'ref' | 'color'> & { ref?: Ref<HTMLButtonElement> };

/**
 * One dashboard box: caption, the move handle (when given: the drag handle for mouse, touch and keyboard) and the
 * close button (when the box may be closed and the user shows close buttons), then its items.
 */
export function DashboardBox({
  def,
  license,
  take,
  onClose,
  handle,
  cardRef,
  style,
  dragging,
}: {
  def: TDashboardBoxDef;
  license: string;
  take: number;
  onClose?: () => void;
  handle?: TBoxHandleProps;
  cardRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  dragging?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const caption = t(`dashboard.boxes.${def.id}`);
  return (
    <Card
      ref={cardRef}
      style={style}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={`dashboard-box-${def.id}`}
      data-box-id={def.id}
      sx={{ opacity: dragging ? 0.5 : 1, position: 'relative' }}
    >
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
          {handle ? (
            <IconButton {...handle} size="small" aria-label={t('dashboard.box.move', { caption })} sx={{ cursor: 'grab', touchAction: 'none' }} data-testid={`dashboard-box-move-${def.id}`}>
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          ) : null}
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {caption}
          </Typography>
          {onClose ? (
            <IconButton size="small" onClick={onClose} aria-label={t('dashboard.box.close', { caption })} data-testid={`dashboard-box-close-${def.id}`}>
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
        <BoxItems license={license} boxId={def.id} take={take} headingLevel="h3" />
      </CardContent>
    </Card>
  );
}

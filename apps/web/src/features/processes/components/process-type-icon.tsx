import AttachFileIcon from '@mui/icons-material/AttachFile';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { SvgIconProps } from '@mui/material';

const ICONS: Record<string, typeof InfoIcon> = { Info: InfoIcon, Antwort: ReplyIcon, Datei: AttachFileIcon, Bestaetigung: TaskAltIcon };

/** The icon of a message type (Info, Antwort, Datei, Bestaetigung); decorative, the type is also written out. */
export function ProcessTypeIcon({ type, ...props }: { type: string } & SvgIconProps) {
  const Icon = ICONS[type] ?? InfoIcon;
  return <Icon aria-hidden="true" {...props} />;
}

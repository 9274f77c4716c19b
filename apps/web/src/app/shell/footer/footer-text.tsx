import { Typography } from '@mui/material';
import { shortenFooterText } from '@portal/domain';
import { LazyTooltip } from '../../../ui/lazy-tooltip';

/** The licence's footer text, cut at 75 characters; the full text shows as tooltip (also on focus). */
export function FooterText({ text }: { text: string }) {
  const { text: short, full } = shortenFooterText(text);
  const content = (
    <Typography variant="body2" component="p" tabIndex={full ? 0 : undefined} data-testid="footer-text">
      {short}
    </Typography>
  );
  if (!full) return content;
  return (
    <LazyTooltip title={full} describeChild>
      {content}
    </LazyTooltip>
  );
}

import { Tooltip, Typography } from '@mui/material';
import { shortenFooterText } from '@portal/domain';

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
    <Tooltip title={full} describeChild>
      {content}
    </Tooltip>
  );
}

import { Link as MuiLink, type LinkProps } from '@mui/material';
import { createLink, type LinkComponent } from '@tanstack/react-router';

function Anchor(props: LinkProps<'a'>) {
  return <MuiLink component="a" {...props} />;
}
const CreatedTextLink = createLink(Anchor);

/** An inline text link to another page of the app (MUI styling, router navigation, typed `to`). */
export const TextLink: LinkComponent<typeof Anchor> = (props) => <CreatedTextLink {...props} />;

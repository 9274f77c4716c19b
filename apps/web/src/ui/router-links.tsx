import { Button, IconButton, ListItemButton, type ButtonProps, type IconButtonProps, type ListItemButtonProps } from '@mui/material';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/*
 * MUI components rendered as router links: real <a href> elements (middle-click, copy link, screen
 * readers announce a link), with client-side navigation and typed `to`.
 */

function ButtonAnchor(props: ButtonProps<'a'>) {
  return <Button component="a" {...props} />;
}
function IconButtonAnchor(props: IconButtonProps<'a'>) {
  return <IconButton component="a" {...props} />;
}
function ListItemButtonAnchor(props: ListItemButtonProps<'a'>) {
  return <ListItemButton component="a" {...props} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);
const CreatedIconButtonLink = createLink(IconButtonAnchor);
const CreatedListItemButtonLink = createLink(ListItemButtonAnchor);

export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
export const IconButtonLink: LinkComponent<typeof IconButtonAnchor> = (props) => <CreatedIconButtonLink {...props} />;
export const ListItemButtonLink: LinkComponent<typeof ListItemButtonAnchor> = (props) => <CreatedListItemButtonLink {...props} />;

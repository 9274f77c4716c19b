import { Button, CardActionArea, IconButton, ListItemButton, type ButtonProps, type CardActionAreaProps, type IconButtonProps, type ListItemButtonProps } from '@mui/material';
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
function CardActionAreaAnchor(props: CardActionAreaProps<'a'>) {
  return <CardActionArea component="a" {...props} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);
const CreatedIconButtonLink = createLink(IconButtonAnchor);
const CreatedListItemButtonLink = createLink(ListItemButtonAnchor);
const CreatedCardActionAreaLink = createLink(CardActionAreaAnchor);

export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
export const IconButtonLink: LinkComponent<typeof IconButtonAnchor> = (props) => <CreatedIconButtonLink {...props} />;
export const ListItemButtonLink: LinkComponent<typeof ListItemButtonAnchor> = (props) => <CreatedListItemButtonLink {...props} />;
export const CardActionAreaLink: LinkComponent<typeof CardActionAreaAnchor> = (props) => <CreatedCardActionAreaLink {...props} />;

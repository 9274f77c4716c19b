import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';

/**
 * A checkbox look inside a list button that carries role="checkbox"/aria-checked itself: a real input there would
 * nest one control in another (axe nested-interactive).
 */
export function CheckMark({ checked, indeterminate = false }: { checked: boolean; indeterminate?: boolean }) {
  const Icon = checked ? CheckBoxIcon : indeterminate ? IndeterminateCheckBoxIcon : CheckBoxOutlineBlankIcon;
  return <Icon color={checked || indeterminate ? 'primary' : 'action'} aria-hidden />;
}

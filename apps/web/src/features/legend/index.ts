export { LegendButton } from './components/legend-button';
export { LegendDialog } from './components/legend-dialog';

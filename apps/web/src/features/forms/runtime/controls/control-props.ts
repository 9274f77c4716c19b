import type { TCompiledControl } from '@portal/forms';
import type { TField } from '../use-field';

/** What each control component gets: its compiled definition, its place in the state and its rows. */
export type TControlProps = { cc: TCompiledControl; field: TField; rows: readonly number[] };

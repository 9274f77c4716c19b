/**
 * The server's entry: validates submitted form data with the same engine the browser runs, and gives
 * the issues as the API's field errors with the same messages the browser shows. The data it returns is
 * what the engine made of the submission (calculations recomputed, hidden-and-cleared values removed,
 * dates revived): store that, not what was sent, so that a tampered calculated value does not survive.
 */
import { compileForm, type TCompiledForm, type TDefinitionIssue } from './compile-form.js';
import type { TFormData, TFormDefinition } from './definition-schema.js';
import { evaluateForm, formIssues, type TEvaluateOptions, type TFieldIssue } from './evaluate-form.js';
import { isRecord } from './form-data.js';
import { validationMessage } from './form-messages.js';
import { reviveDates } from './revive-dates.js';

export type TFormValidation = {
  valid: boolean;
  data: TFormData;
  issues: TFieldIssue[];
  definitionIssues: readonly TDefinitionIssue[];
};

export function validateFormData(form: TFormDefinition | TCompiledForm, data: unknown, options: TEvaluateOptions = {}): TFormValidation {
  const compiled = 'controls' in form && form.controls instanceof Map ? (form as TCompiledForm) : compileForm(form as TFormDefinition);
  const state = evaluateForm(compiled, reviveDates(compiled, isRecord(data) ? data : {}), options);
  const issues = formIssues(state);
  return { valid: issues.length === 0, data: state.data, issues, definitionIssues: compiled.issues };
}

/** The issues as `{ path, message }` (the API's field errors), in the user's language. */
export function fieldErrors(issues: readonly TFieldIssue[], language = 'de'): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path, message: validationMessage(issue.key, issue.params, language) }));
}

/** What other parts of the app use of signing: the form viewer's send step. The pages load with their routes. */
export { useFormSigning, type TFormSigningInput, type TFormSigning } from './viewer/use-form-signing';

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ZFormDefinition } from '@portal/forms';
import { afterEach, describe, expect, it } from 'vitest';
import FormRuntime from './form-runtime';
import { DEMO_FORMS } from '../../../../../server/src/seed/demo-forms';
import { ALL_CONTROLS_FORM } from './test-support/all-controls-form';
import { renderRuntime } from './test-support/render-runtime';

afterEach(cleanup);

const demo = (key: string) => DEMO_FORMS.find((f) => f.key === key)!.definition;
const titles = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('FormRuntime options and updates', () => {
  it('replaces its answers when the viewer hands over a new revision, and becomes read-only after a transfer', () => {
    const definition = ZFormDefinition.parse(demo('schadenmeldung'));
    const services = { uploadFile: async () => ({ Id: '', Name: '', Size: 0, Type: '' }), fileUrl: () => '', aiImport: async () => ({ values: {} }) };
    const props = { definition, language: 'de' as const, user: null, onChange: () => {}, services };
    const view = render(<FormRuntime {...props} data={{ Vorname: 'Anna' }} dataRevision={0} readOnly={false} />);
    expect(screen.getByLabelText(/^Vorname/)).toHaveProperty('value', 'Anna');
    // The same revision with other data (the viewer saved a keystroke) changes nothing.
    view.rerender(<FormRuntime {...props} data={{ Vorname: 'Bea' }} dataRevision={0} readOnly={false} />);
    expect(screen.getByLabelText(/^Vorname/)).toHaveProperty('value', 'Anna');
    view.rerender(<FormRuntime {...props} data={{ Vorname: 'Bea' }} dataRevision={1} readOnly={false} />);
    expect(screen.getByLabelText(/^Vorname/)).toHaveProperty('value', 'Bea');
    view.rerender(<FormRuntime {...props} data={{ Vorname: 'Bea' }} dataRevision={1} readOnly />);
    expect(screen.getByLabelText(/^Vorname/)).toHaveProperty('readOnly', true);
  });

  it('shows a message once the field is left, not while typing, and the keyboard its format suggests', () => {
    renderRuntime(demo('schadenmeldung'), { user: null });
    const mail = screen.getByLabelText(/^E-Mail/);
    expect(mail.getAttribute('type')).toBe('email');
    expect(mail.getAttribute('autocomplete')).toBe('email');
    fireEvent.change(mail, { target: { value: 'erika@' } });
    expect(screen.queryByText('Bitte eine gültige E-Mail-Adresse eintragen.')).toBeNull();
    fireEvent.blur(mail);
    expect(screen.getByText('Bitte eine gültige E-Mail-Adresse eintragen.').id).toBe(mail.getAttribute('aria-describedby'));
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(mail, { target: { value: 'erika@example.de' } });
    expect(screen.queryByText('Bitte eine gültige E-Mail-Adresse eintragen.')).toBeNull();
  });

  it('speaks the language it is given', () => {
    renderRuntime(demo('schadenmeldung'), { language: 'pl', initialPage: 1 });
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wstecz' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Przeglądaj pliki' })).toBeTruthy();
  });

  it('shows only the summary of a transferred form with hideEditPages', () => {
    const definition = { ...(demo('hausrat-angebot') as object), options: { hideEditPages: true } };
    renderRuntime(definition, { readOnly: true, data: { PLZ: '10115' } });
    expect(screen.getByTestId('form-page-title').textContent).toBe('Zusammenfassung');
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    expect(screen.getByLabelText(/^Postleitzahl/)).toHaveProperty('value', '10115');
  });

  it('skips pages where nothing can be answered with hideReadOnlypages', () => {
    const definition = {
      options: { hideReadOnlypages: true },
      pages: [
        { id: 'a', properties: { Überschrift: 'Eingabe' }, controls: [{ id: 'x', type: 'number', properties: { Kennung: 'x' } }] },
        { id: 'b', properties: { Überschrift: 'Nur Anzeige' }, controls: [{ id: 'y', type: 'displayValue', properties: { Kennung: 'y', calculation: [{ calculationType: 'addition', controlName: 'x' }] } }] },
        { id: 'c', properties: { Überschrift: 'Abschluss' }, controls: [{ id: 'z', type: 'checkbox', properties: { Kennung: 'z' } }] },
      ],
    };
    renderRuntime(definition);
    expect(titles()).toEqual([expect.stringContaining('Eingabe'), expect.stringContaining('Abschluss')]);
  });

  it('honours read-only and hidden controls, and shows a read-only form compactly with compactView', () => {
    const definition = (compactView: boolean) => ({
      options: { compactView },
      pages: [
        {
          id: 'a',
          controls: [
            { id: 'fest', type: 'textInput', gridPosition: { x: 0, y: 0, cols: 3, rows: 1 }, properties: { Kennung: 'fest', Überschrift: 'Fest', readOnly: true } },
            { id: 'weg', type: 'textInput', gridPosition: { x: 3, y: 0, cols: 3, rows: 1 }, properties: { Kennung: 'weg', Überschrift: 'Versteckt', Versteckt: true } },
            { id: 'leer', type: 'textInput', gridPosition: { x: 0, y: 1, cols: 3, rows: 1 }, properties: { Kennung: 'leer', Überschrift: 'Leer' } },
          ],
        },
      ],
    });
    const view = renderRuntime(definition(true), { data: { fest: 'A' } });
    expect(screen.getByLabelText('Fest')).toHaveProperty('readOnly', true);
    expect(screen.queryByLabelText('Versteckt')).toBeNull();
    expect(screen.getByLabelText('Leer')).toHaveProperty('readOnly', false);
    view.unmount();
    renderRuntime(definition(true), { data: { fest: 'A' }, readOnly: true });
    expect(screen.getByLabelText('Fest')).toHaveProperty('value', 'A');
    expect(screen.queryByLabelText('Leer')).toBeNull();
  });

  it('lets the step indicator open any page', () => {
    renderRuntime(demo('schadenmeldung'));
    fireEvent.click(screen.getByRole('tab', { name: /Zeugen/ }));
    expect(screen.getByTestId('form-page-title').textContent).toBe('Zeugen');
  });

  // DOMPurify itself is not tested here: happy-dom's node iteration lets it miss nodes, a browser does not.
  it('shows a read-only remark as rich text and an editable one in the editor', async () => {
    const view = renderRuntime(ALL_CONTROLS_FORM, { initialPage: 1, readOnly: true, data: { Bemerkung: '<p>Sehr <strong>wichtig</strong></p>' } });
    const remark = screen.getByRole('document', { name: 'Bemerkung' });
    expect(remark.querySelector('strong')?.textContent).toBe('wichtig');
    view.unmount();
    renderRuntime(ALL_CONTROLS_FORM, { initialPage: 1, data: { Bemerkung: '<p>Entwurf</p>' } });
    const editor = await screen.findByRole('textbox', { name: 'Bemerkung' }, { timeout: 10_000 });
    expect(editor.textContent).toBe('Entwurf');
    expect(screen.getByRole('button', { name: 'Fett' })).toBeTruthy();
  });
});

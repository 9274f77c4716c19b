// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FORMS } from '../../../../../server/src/seed/demo-forms';
import { ALL_CONTROLS_FORM } from './test-support/all-controls-form';
import { renderRuntime } from './test-support/render-runtime';

const browserGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
const setGeolocation = (geolocation: unknown) => Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

afterEach(() => {
  cleanup();
  if (browserGeolocation) Object.defineProperty(navigator, 'geolocation', browserGeolocation);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

const demo = (key: string) => DEMO_FORMS.find((f) => f.key === key)!.definition;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const pageTitle = () => screen.getByTestId('form-page-title').textContent;

describe('FormRuntime', () => {
  it.each([...DEMO_FORMS.map((f) => [f.key, f.definition] as const), ['alle-felder', ALL_CONTROLS_FORM] as const])('renders every page of %s', (_key, definition) => {
    renderRuntime(definition, { summary: () => 'Dateien' });
    const titles: string[] = [];
    for (;;) {
      titles.push(pageTitle() ?? '');
      if (!screen.queryByRole('button', { name: 'Weiter' })) break;
      next();
    }
    const pages = (definition as { pages: unknown[] }).pages.length;
    expect(titles.length).toBeGreaterThanOrEqual(pages);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("hides 'Zurück' on the first page and 'Weiter' on the last, and marks a page left with open messages", () => {
    renderRuntime(demo('schadenmeldung'));
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(pageTitle()).toBe('Versicherungsnehmer');
    // Defaults from the logged-in user.
    expect(screen.getByLabelText(/^Vorname/)).toHaveProperty('value', 'Erika');
    expect(screen.queryByText('Bitte füllen Sie dieses Feld aus.')).toBeNull();
    next();
    expect(pageTitle()).toBe('Schadenhergang');
    expect(screen.getByText('Angaben unvollständig')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBeGreaterThan(0);
    next();
    next();
    next();
    expect(pageTitle()).toBe('Zusammenfassung');
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });

  it('takes dates as TT.MM.JJJJ, stores the calendar day and keeps text that is no date for the engine to name', () => {
    const { lastData } = renderRuntime(demo('schadenmeldung'), { initialPage: 1 });
    const day = screen.getByLabelText(/^Schadentag/);
    expect(day.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    fireEvent.change(day, { target: { value: '3.11.2026' } });
    expect(lastData().Schadentag).toBe('2026-11-03');
    expect(day).toHaveProperty('value', '3.11.2026');
    fireEvent.change(day, { target: { value: '31.02.2026' } });
    expect(lastData().Schadentag).toBe('31.02.2026');
    fireEvent.change(day, { target: { value: '' } });
    expect(lastData().Schadentag ?? null).toBeNull();
  });

  it('hides and clears a control by its condition', () => {
    const { lastData } = renderRuntime(demo('schadenmeldung'), { initialPage: 1 });
    expect(screen.queryByLabelText(/^Polizeidienststelle/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    const office = screen.getByLabelText(/^Polizeidienststelle/);
    fireEvent.change(office, { target: { value: 'PI Mitte' } });
    expect(lastData().Dienststelle).toBe('PI Mitte');
    fireEvent.click(screen.getByRole('radio', { name: 'Nein' }));
    // Once shown, the control stays mounted out of sight (display: none): no longer a textbox anyone can reach.
    expect(screen.queryByRole('textbox', { name: /^Polizeidienststelle/ })).toBeNull();
    expect(screen.getByLabelText(/^Polizeidienststelle/).closest('[data-control]')).toHaveProperty('style.display', 'none');
    expect(lastData()).not.toHaveProperty('Dienststelle');
    // Shown again, it is the same element: a condition flipping with each keystroke must not rebuild the input.
    fireEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(screen.getByRole('textbox', { name: /^Polizeidienststelle/ })).toBe(office);
  });

  it('updates calculated display values when an operand changes', () => {
    const { lastData } = renderRuntime(demo('hausrat-angebot'));
    fireEvent.change(screen.getByLabelText(/^Wohnfläche/), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText(/^Beitragssatz/), { target: { value: '1,5' } });
    expect(lastData().Versicherungssumme).toBe(52000);
    next();
    expect(screen.getByTestId('display-Versicherungssumme')).toHaveProperty('value', '52.000 €');
    expect(screen.getByTestId('display-Grundbeitrag')).toHaveProperty('value', '78,00 €');
  });

  it('reads numbers in German notation and stores an emptied number as null', () => {
    const { lastData } = renderRuntime(demo('schadenmeldung'), { initialPage: 1 });
    const amount = screen.getByLabelText(/^Geschätzte Schadenhöhe/);
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '1.234,5' } });
    expect(lastData().Schadenhoehe).toBe(1234.5);
    fireEvent.blur(amount);
    expect(amount).toHaveProperty('value', '1.234,50');
    fireEvent.focus(amount);
    expect(amount).toHaveProperty('value', '1234,5');
    fireEvent.change(amount, { target: { value: '' } });
    expect(lastData().Schadenhoehe).toBeNull();
    fireEvent.change(amount, { target: { value: 'zwölf' } });
    fireEvent.blur(amount);
    expect(screen.getByText('Bitte eine Zahl eintragen.')).toBeTruthy();
  });

  it('adds, removes and restores entries of a repeating group', () => {
    const { lastData } = renderRuntime(demo('schadenmeldung'), { initialPage: 2 });
    expect(screen.queryByRole('button', { name: 'Zeuge hinzufügen' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/Es gibt Zeugen/));
    fireEvent.click(screen.getByRole('button', { name: 'Zeuge hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zeuge hinzufügen' }));
    const names = screen.getAllByLabelText(/^Name/);
    expect(names).toHaveLength(2);
    fireEvent.change(names[0]!, { target: { value: 'Anna' } });
    fireEvent.change(names[1]!, { target: { value: 'Bernd' } });
    expect(lastData().Zeugen).toEqual([{ ZeugeName: 'Anna' }, { ZeugeName: 'Bernd' }]);
    expect(screen.getByTestId('display-AnzahlZeugen')).toHaveProperty('value', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Zeuge 1: entfernen' }));
    expect(lastData().Zeugen).toEqual([{ ZeugeName: 'Bernd' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(lastData().Zeugen).toEqual([{ ZeugeName: 'Anna' }, { ZeugeName: 'Bernd' }]);
    // Unticking the condition hides and clears the whole group.
    fireEvent.click(screen.getByLabelText(/Es gibt Zeugen/));
    expect(lastData()).not.toHaveProperty('Zeugen');
  });

  it('offers the answers of a repeating group in a dynamic list', () => {
    renderRuntime(ALL_CONTROLS_FORM);
    fireEvent.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Name der Person'), { target: { value: 'Clara' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ansprechpartner' }));
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Clara' })).toBeTruthy();
  });

  it('walks the location control from empty through finding to coordinates, and asks before opening the map', async () => {
    let respond: ((position: GeolocationPosition) => void) | null = null;
    setGeolocation({ getCurrentPosition: (ok: (p: GeolocationPosition) => void) => (respond = ok) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { lastData } = renderRuntime(ALL_CONTROLS_FORM, { initialPage: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Standort ermitteln' }));
    expect(screen.getByText('Position wird ermittelt …')).toBeTruthy();
    act(() => respond!({ coords: { latitude: 52.520008, longitude: 13.404954 } } as GeolocationPosition));
    expect(lastData().Standort).toEqual({ latitude: '52.520008', longitude: '13.404954' });
    fireEvent.click(screen.getByRole('button', { name: 'Karte öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer zur Nutzung von OpenStreetMap' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortfahren' }));
    expect(open).toHaveBeenCalledWith('https://www.openstreetmap.org/?mlat=52.520008&mlon=13.404954#map=15/52.520008/13.404954', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Standort löschen' }));
    expect(lastData().Standort).toBeNull();
    open.mockRestore();
  });

  it('says so when the browser has no geolocation', () => {
    setGeolocation(undefined);
    renderRuntime(ALL_CONTROLS_FORM, { initialPage: 1, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Determine location' }));
    expect(screen.getByText('Geolocation is not supported in your browser')).toBeTruthy();
  });

  it('applies AI import values only after the user confirms them', async () => {
    const aiImport = vi.fn(async () => ({ values: { Vertragsnummer: 'KV-4711', Betrag: 99.5, Unbekannt: 'x' } }));
    const { lastData, changes } = renderRuntime(ALL_CONTROLS_FORM, { initialPage: 1 }, { aiImport });
    fireEvent.change(screen.getByTestId('ai-import-input-KiImport'), { target: { files: [new File(['%PDF-1.4'], 'police.pdf', { type: 'application/pdf' })] } });
    const dialog = await screen.findByRole('dialog', { name: 'Vorgeschlagene Werte übernehmen?' });
    expect(aiImport).toHaveBeenCalledWith('KiImport', expect.any(File));
    expect(within(dialog).getByText(/von KI generierte Ergebnisse fehlerhaft sein können/)).toBeTruthy();
    expect(within(dialog).getByText('KV-4711')).toBeTruthy();
    expect(within(dialog).queryByText('x')).toBeNull();
    expect(changes).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(lastData()).toMatchObject({ Vertragsnummer: 'KV-4711', Betrag: 99.5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads allowed files and refuses other formats before sending them', async () => {
    const { lastData, services } = renderRuntime(demo('schadenmeldung'), { initialPage: 1 });
    const input = screen.getByTestId('upload-input-Fotos');
    fireEvent.change(input, { target: { files: [new File(['x'], 'foto.jpg', { type: 'image/jpeg' }), new File(['x'], 'makro.exe')] } });
    await waitFor(() => expect(lastData().Fotos).toEqual([{ Id: 'f-foto.jpg', Name: 'foto.jpg', Size: 1, Type: 'image/jpeg' }]));
    expect(services.uploadFile).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/makro\.exe: Dieses Dateiformat ist nicht erlaubt/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'foto.jpg' }).getAttribute('href')).toBe('/files/f-foto.jpg');
  });

  it('changes nothing in a read-only form and shows its answers', () => {
    const { changes } = renderRuntime(demo('schadenmeldung'), { readOnly: true, initialPage: 2, data: { ZeugenVorhanden: true, Zeugen: [{ ZeugeName: 'Anna' }] } });
    expect(screen.queryByRole('button', { name: 'Zeuge hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveProperty('readOnly', true);
    fireEvent.change(name, { target: { value: 'Bernd' } });
    expect(changes).toHaveLength(0);
  });

  it('lists what is still missing on the summary page and opens the page of a missing answer', async () => {
    renderRuntime(demo('schadenmeldung'), { data: { Schadenart: 'Feuer' }, initialPage: 3 });
    const issues = screen.getByTestId('open-issues');
    expect(within(issues).queryByRole('button', { name: /^Vorname/ })).toBeNull();
    const missing = within(issues).getByRole('button', { name: 'Versicherungsscheinnummer (Versicherungsnehmer): Bitte füllen Sie dieses Feld aus.' });
    // Every page's messages show now: the steps of the incomplete pages are marked.
    expect(screen.getAllByText('Angaben unvollständig')).toHaveLength(2);
    fireEvent.click(missing);
    expect(pageTitle()).toBe('Versicherungsnehmer');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Versicherungsscheinnummer/)));
    expect(screen.getByLabelText(/^Versicherungsscheinnummer/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the answers compactly on the summary page, then the viewer content', () => {
    renderRuntime(demo('hausrat-angebot'), { data: { PLZ: '10115', Wohnflaeche: 80 }, initialPage: 2, summary: () => 'Dateien des Vorgangs' });
    expect(pageTitle()).toBe('Zusammenfassung');
    expect(screen.getByLabelText(/^Postleitzahl/)).toHaveProperty('readOnly', true);
    expect(screen.queryByLabelText(/^Wert der Fahrräder/)).toBeNull();
    expect(screen.getByText('Dateien des Vorgangs')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
/**
 * The viewer against a fake runtime (one text field, a way to the summary) and a fake server behind `fetch`: the
 * autosave with its indicator and the browser's copy, the conflict dialog, the summary's documents and the send
 * button, the transfer into read-only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type TActiveSession } from '../../session';
import { compileForm, evaluateForm, type TFormData } from '@portal/forms';
import type { TFormRuntimeProps } from '../runtime/form-runtime-contract';
import '../../../i18n/i18n';
import { FORM_PAGES_KEY, parseFormPages } from './form-pages-store';
import { FormViewer } from './form-viewer';

const FIELD_LABEL = 'Name';
const TO_SUMMARY = 'Zusammenfassung';

/** The fake runtime: a text field 'Name' over `data`, a button to the summary page and the viewer's summary there. */
function FakeRuntime(props: TFormRuntimeProps) {
  const [data, setData] = useStateFrom(props.data, props.dataRevision);
  const [summary, setSummary] = useStateFrom(false, 0);
  const state = evaluateForm(compileForm(props.definition), data);
  return (
    <div data-testid="fake-runtime" data-read-only={String(props.readOnly)} data-revision={props.dataRevision}>
      <label>
        {FIELD_LABEL}
        <input
          value={typeof data.Name === 'string' ? data.Name : ''}
          readOnly={props.readOnly}
          onChange={(e) => {
            const next = { ...data, Name: e.target.value };
            setData(next);
            props.onChange(next, evaluateForm(compileForm(props.definition), next));
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          setSummary(true);
          props.onPageChange?.({ index: 1, count: 2, isSummary: true });
        }}
      >
        {TO_SUMMARY}
      </button>
      {summary ? props.summary?.(state) : null}
    </div>
  );
}

/** State that starts from a prop and starts over when `revision` changes (as the contract asks of the runtime). */
function useStateFrom<T>(initial: T, revision: number): [T, (v: T) => void] {
  const [held, setHeld] = useState({ value: initial, revision });
  if (held.revision !== revision) {
    setHeld({ value: initial, revision });
    return [initial, (value) => setHeld({ value, revision })];
  }
  return [held.value, (value) => setHeld({ value, revision })];
}


vi.mock('./load-form-runtime', () => ({ loadFormRuntime: async () => ({ default: FakeRuntime }) }));

const LICENSE = 'DEMO-MAKLER';
const PRODUCT = '11111111-1111-4111-8111-111111111111';
const RISK = '22222222-2222-4222-8222-222222222222';
const definition = { pages: [{ id: 'p1', controls: [{ id: 'c1', type: 'textInput', properties: { Kennung: 'Name', Überschrift: 'Name' } }] }] };

type TEnvelope = { Id: string; RiskId: string; Status: string; CreatedAt: string; CompletedAt: null; Signers: unknown[]; OwnSignToken: string | null };
type TServer = { data: TFormData; version: number; saves: { Data: TFormData; Version: number }[]; transferred: boolean; signatures: string[][]; signRequests: unknown[]; envelopes: TEnvelope[]; revoked: string[] };
let server: TServer;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' } });
}

function problem(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return json({ type: 'about:blank', title: code, status, code, ...extra }, status);
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://portal.test');
  const method = init?.method ?? 'GET';
  const path = url.pathname.replace('/api/v1/', '');
  if (path === `Forms/Product/${PRODUCT}`) return json({ Id: PRODUCT, Name: 'Testformular', Titel: 'Testformular', Pages: definition.pages, Options: null });
  if (path === `Forms/Risk/${RISK}` && method === 'GET') return json({ RiskId: RISK, ProductId: PRODUCT, Data: server.data, Status: server.transferred ? 'transferred' : 'draft', Version: server.version });
  if (path === `Forms/Risk/${RISK}` && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { Data: TFormData; Version: number };
    server.saves.push(body);
    if (body.Version !== server.version) return problem(409, 'VERSION_CONFLICT', { current: { Data: server.data, Version: server.version } });
    server.data = body.Data;
    server.version += 1;
    return json({ RiskId: RISK, Version: server.version, Status: 'draft', Data: server.data, Valid: true, Errors: [] });
  }
  if (path === `Forms/Risk/${RISK}/Render`) return json({ listGfm: server.signatures.map((s, i) => ({ Id: `v${server.version}-d${i}`, Name: `Dokument ${i + 1}`, Url: `/api/v1/Forms/Risk/${RISK}/Documents/d${i}?license=${LICENSE}`, SignatureFields: s })) });
  if (path === 'Sign/Suggestions') return json([{ email: 'erika@example.de', name: 'Erika Mustermann' }]);
  if (path === 'Sign/Envelope') return json(server.envelopes);
  if (/^Sign\/Envelope\/[^/]+\/Revoke$/.test(path) && method === 'POST') {
    server.revoked.push(path.split('/')[2]!);
    server.envelopes = server.envelopes.map((e) => ({ ...e, Status: 'revoked' }));
    return json(server.envelopes[0]);
  }
  if (path === 'Sign/own-token') return problem(410, 'SIGN_LINK_EXPIRED');
  if (path === 'Sign/Request' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { RiskId: string; Signers: { Field: string; Email: string }[] };
    server.signRequests.push(body);
    const at = '2026-11-26T12:00:00.000Z';
    const envelope: TEnvelope = {
      Id: '44444444-4444-4444-8444-444444444444',
      RiskId: RISK,
      Status: 'pending',
      CreatedAt: at,
      CompletedAt: null,
      Signers: body.Signers.map((s, i) => ({ Id: `55555555-5555-4555-8555-55555555555${i}`, Field: s.Field, Email: s.Email, Status: 'pending', SignedAt: null, ExpiresAt: '2026-12-10T12:00:00.000Z', LastMailAt: at })),
      OwnSignToken: body.Signers.length === 1 && body.Signers[0]!.Email === 'erika@example.de' ? 'own-token' : null,
    };
    server.envelopes = [envelope];
    return json(envelope);
  }
  if (path === `Forms/Risk/${RISK}/Transfer`) {
    server.transferred = true;
    server.version += 1;
    return json({ RiskId: RISK, ProductId: PRODUCT, Data: server.data, Status: 'transferred', Version: server.version, ProcessId: '33333333-3333-4333-8333-333333333333' });
  }
  return problem(404, 'NOT_FOUND');
}

function renderViewer() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FormViewer productId={PRODUCT} riskId={RISK} />
    </QueryClientProvider>,
  );
}

const indicator = () => screen.getByTestId('form-save-indicator');
const nameField = () => screen.getByLabelText('Name');

beforeEach(() => {
  server = { data: {}, version: 1, saves: [], transferred: false, signatures: [['Versicherungsnehmer']], signRequests: [], envelopes: [], revoked: [] };
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  sessionStore.activate({
    license: LICENSE,
    licences: [],
    appearance: {},
    userInit: { User: { Id: 'u1', Email: 'erika@example.de', Title: null, FirstName: 'Erika', LastName: 'Mustermann', Country: { Code: 'DE', Name: 'Deutschland' }, Language: 'de', IsGuest: false } },
  } as unknown as TActiveSession);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('FormViewer', () => {
  it('stores an edit in the browser first and saves it after the debounce, with the indicator', async () => {
    renderViewer();
    await screen.findByTestId('fake-runtime');
    expect(indicator().textContent).toBe('Ihre Eingaben sind gespeichert');
    fireEvent.change(nameField(), { target: { value: 'Anna' } });
    expect(indicator().textContent).toBe('Speichern...');
    await waitFor(() => expect(parseFormPages(localStorage.getItem(FORM_PAGES_KEY))[RISK]).toMatchObject({ data: { Name: 'Anna' }, baseVersion: 1, dirty: true }), { timeout: 500 });
    expect(server.saves).toEqual([]);
    await waitFor(() => expect(indicator().textContent).toBe('Ihre Eingaben sind gespeichert'), { timeout: 3000 });
    expect(server.saves).toEqual([{ Data: { Name: 'Anna' }, Version: 1 }]);
    expect(parseFormPages(localStorage.getItem(FORM_PAGES_KEY))[RISK]).toMatchObject({ baseVersion: 2, dirty: false });
  });

  it('a stale version opens the conflict dialog; keeping mine saves on top of the server version', async () => {
    renderViewer();
    await screen.findByTestId('fake-runtime');
    server.data = { Name: 'Anderer Tab' };
    server.version = 5;
    fireEvent.change(nameField(), { target: { value: 'Meine' } });
    const dialog = await screen.findByTestId('form-conflict-dialog', {}, { timeout: 3000 });
    const row = within(dialog).getByTestId('form-conflict-row');
    expect(row.textContent).toContain('Meine');
    expect(row.textContent).toContain('Anderer Tab');
    fireEvent.click(within(dialog).getByTestId('form-conflict-mine'));
    await waitFor(() => expect(server.data).toEqual({ Name: 'Meine' }), { timeout: 3000 });
    expect(server.saves.at(-1)).toEqual({ Data: { Name: 'Meine' }, Version: 5 });
  });

  it('renders the documents on the summary; two signatures open the sign dialog, a request locks the form with the envelope', async () => {
    server.data = { Name: 'Anna' };
    server.signatures = [['Versicherungsnehmer'], ['Fahrer']];
    renderViewer();
    await screen.findByTestId('fake-runtime');
    fireEvent.click(screen.getByRole('button', { name: 'Zusammenfassung' }));
    const documents = await screen.findAllByTestId('form-document');
    expect(documents.map((d) => d.textContent)).toEqual(['Dokument 1Unterschriften: Versicherungsnehmer', 'Dokument 2Unterschriften: Fahrer']);
    const send = screen.getByTestId('form-send');
    expect(send.textContent).toBe('Unterschreiben');
    await act(async () => fireEvent.click(send));
    const dialog = await screen.findByTestId('sign-request-dialog', {}, { timeout: 3000 });
    // Two fields, one suggestion: nothing is guessed.
    const first = within(dialog).getByLabelText(/E-Mail für „Versicherungsnehmer“/) as HTMLInputElement;
    const second = within(dialog).getByLabelText(/E-Mail für „Fahrer“/) as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['', '']);
    fireEvent.change(first, { target: { value: 'kein-mail' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('sign-request-submit')));
    await waitFor(() => expect(within(dialog).getAllByText('Bitte eine gültige E-Mail-Adresse eintragen.')).toHaveLength(2));
    expect(server.signRequests).toEqual([]);
    fireEvent.change(first, { target: { value: 'anna@example.de' } });
    fireEvent.change(second, { target: { value: 'fahrer@example.de' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('sign-request-submit')));
    await screen.findByTestId('sign-envelope');
    expect(server.signRequests).toEqual([{ RiskId: RISK, Signers: [{ Field: 'Versicherungsnehmer', Email: 'anna@example.de' }, { Field: 'Fahrer', Email: 'fahrer@example.de' }] }]);
    expect(screen.getAllByTestId('sign-envelope-signer').map((s) => s.getAttribute('data-status'))).toEqual(['pending', 'pending']);
    await waitFor(() => expect(screen.getByTestId('fake-runtime').getAttribute('data-read-only')).toBe('true'));
    expect(server.transferred).toBe(false);
  });

  it('one signature overall: \'Abschicken\' asks it of the member at once (own e-mail, the PDF viewer dialog); closing it withdraws the request', async () => {
    server.data = { Name: 'Anna' };
    server.signatures = [['Versicherungsnehmer'], ['Versicherungsnehmer']];
    renderViewer();
    await screen.findByTestId('fake-runtime');
    fireEvent.click(screen.getByRole('button', { name: 'Zusammenfassung' }));
    await screen.findAllByTestId('form-document');
    const send = screen.getByTestId('form-send');
    expect(send.textContent).toBe('Abschicken');
    await act(async () => fireEvent.click(send));
    const dialog = await screen.findByTestId('pdf-sign-dialog', {}, { timeout: 3000 });
    expect(server.signRequests).toEqual([{ RiskId: RISK, Signers: [{ Field: 'Versicherungsnehmer', Email: 'erika@example.de' }] }]);
    expect(server.transferred).toBe(false);
    // The fake server's token has run out: the dialog says so.
    await within(dialog).findByTestId('sign-link-problem');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(server.revoked).toEqual(['44444444-4444-4444-8444-444444444444']));
    await waitFor(() => expect(screen.getByTestId('fake-runtime').getAttribute('data-read-only')).toBe('false'));
  });

  it('without any signature field the send button transfers into read-only', async () => {
    server.data = { Name: 'Anna' };
    server.signatures = [[]];
    renderViewer();
    await screen.findByTestId('fake-runtime');
    fireEvent.click(screen.getByRole('button', { name: 'Zusammenfassung' }));
    await screen.findAllByTestId('form-document');
    const send = screen.getByTestId('form-send');
    expect(send.textContent).toBe('Abschicken');
    await act(async () => fireEvent.click(send));
    await screen.findByTestId('form-transferred');
    expect(server.transferred).toBe(true);
    expect(screen.getByTestId('fake-runtime').getAttribute('data-read-only')).toBe('true');
    expect(indicator().getAttribute('data-status')).toBe('transferred');
  });
});

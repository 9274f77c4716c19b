/** The dev outbox API: licence admins only, their licence's mails only, paged newest first; gone with SMTP_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDevOutboxMail, ZDevOutboxPage } from '@portal/domain';
import { emailOf, LICENSE_A, LICENSE_B } from '../../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../../test-support/test-app.js';
import { renderMail } from '../mail-layout.js';

describe('GET /api/v1/Dev/Outbox', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, emailOf('admin'));
    // Mails of licence A through the app's own mailer (the outbox, as no SMTP_URL is set), one second apart.
    for (let i = 1; i <= 12; i++) {
      const rendered = renderMail({ language: 'de', title: `Mail ${i}`, paragraphs: [`Text ${i}`], button: { label: 'Öffnen', url: `https://portal.test/signieren/token-${i}?a=1&b=2` }, licenseName: 'Makler A GmbH' });
      await t.app.mailer.send({ ...rendered, to: `empfaenger${i}@example.org`, licenseId: LICENSE_A, attachments: i === 12 ? [{ filename: 'Antrag.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' }] : [] });
      await new Promise((r) => setTimeout(r, 5));
    }
    // A mail without licence: in no licence's outbox.
    await t.app.mailer.send({ to: 'someone@example.org', subject: 'Ohne Lizenz', text: 'x' });
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('lists the licence\'s mails newest first, paged in the database', async () => {
    const res = await get(`/api/v1/Dev/Outbox?license=${LICENSE_A}&page=1&pageSize=5`, admin);
    expect(res.statusCode).toBe(200);
    const page = ZDevOutboxPage.parse(res.json());
    // 12 sent here and the fixture's one mail of licence A.
    expect(page.Total).toBe(13);
    expect(page.Items.map((m) => m.Subject)).toEqual(['Mail 12', 'Mail 11', 'Mail 10', 'Mail 9', 'Mail 8']);
    expect(page.Items[0]?.AttachmentCount).toBe(1);
    const last = ZDevOutboxPage.parse((await get(`/api/v1/Dev/Outbox?license=${LICENSE_A}&page=3&pageSize=5`, admin)).json());
    expect(last.Items.map((m) => m.Subject)).toEqual(['Mail 2', 'Mail 1', `Ihre Unterlagen (${LICENSE_A})`]);
    expect(last.Items.some((m) => m.Subject === 'Ohne Lizenz' || m.Subject.includes(LICENSE_B))).toBe(false);
  });

  it('answers a whole mail with its links and attachments', async () => {
    const page = ZDevOutboxPage.parse((await get(`/api/v1/Dev/Outbox?license=${LICENSE_A}&pageSize=1`, admin)).json());
    const res = await get(`/api/v1/Dev/Outbox/${page.Items[0]?.Id}?license=${LICENSE_A}`, admin);
    expect(res.statusCode).toBe(200);
    const mail = ZDevOutboxMail.parse(res.json());
    expect(mail).toMatchObject({ To: 'empfaenger12@example.org', Subject: 'Mail 12', From: '"Maklerportal" <no-reply@portal.localhost>', ReplyTo: null });
    expect(mail.Html).toContain('<h1');
    expect(mail.Text).toContain('Text 12');
    expect(mail.Links).toEqual(['https://portal.test/signieren/token-12?a=1&b=2']);
    expect(mail.Attachments).toEqual([{ Filename: 'Antrag.pdf', ContentType: 'application/pdf', Size: 8 }]);
  });

  it('is for licence admins only', async () => {
    for (const key of ['broker', 'caseworker', 'customer', 'reporter'] as const) {
      const res = await get(`/api/v1/Dev/Outbox?license=${LICENSE_A}`, await login(t.app, emailOf(key)));
      expect(res.statusCode, key).toBe(403);
    }
    expect((await get(`/api/v1/Dev/Outbox?license=${LICENSE_A}`, await loginAsGuest(t.app, LICENSE_A))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Dev/Outbox?license=${LICENSE_A}` })).statusCode).toBe(401);
  });

  it('never shows another licence\'s mail', async () => {
    // Licence B's admin view is B's own; A's admin naming B is refused; B's mail id in A's outbox is not found.
    expect((await get(`/api/v1/Dev/Outbox?license=${LICENSE_B}`, admin)).statusCode).toBe(403);
    const commercial = await login(t.app, emailOf('commercial'));
    expect((await get(`/api/v1/Dev/Outbox?license=${LICENSE_B}`, commercial)).statusCode).toBe(403);
    const rows = await t.database.db.query.mailOutbox.findMany();
    const foreign = rows.find((r) => r.licenseId === LICENSE_B);
    const unlicensed = rows.find((r) => r.licenseId === null);
    for (const row of [foreign, unlicensed]) {
      const res = await get(`/api/v1/Dev/Outbox/${row?.id}?license=${LICENSE_A}`, admin);
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers 400 with the field at fault for bad paging', async () => {
    const res = await get(`/api/v1/Dev/Outbox?license=${LICENSE_A}&pageSize=1000`, admin);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('pageSize');
  });
});

describe('POST /api/v1/Mail/Test', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('puts a test mail to the admin, in the mail layout, into the outbox', async () => {
    const admin = await login(t.app, emailOf('admin'));
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/Mail/Test?license=${LICENSE_A}`, headers: { cookie: admin, host: 'portal.example:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ To: emailOf('admin'), Transport: 'outbox' });
    const page = ZDevOutboxPage.parse((await t.app.inject({ method: 'GET', url: `/api/v1/Dev/Outbox?license=${LICENSE_A}&pageSize=1`, headers: { cookie: admin } })).json());
    const mail = ZDevOutboxMail.parse((await t.app.inject({ method: 'GET', url: `/api/v1/Dev/Outbox/${page.Items[0]?.Id}?license=${LICENSE_A}`, headers: { cookie: admin } })).json());
    expect(mail).toMatchObject({ To: emailOf('admin'), Subject: 'Test-E-Mail aus dem Maklerportal' });
    expect(mail.Links).toEqual(['http://portal.example:8080/startseite']);
    expect(mail.Html).toContain('Makler A GmbH');
  });

  it('is for licence admins only', async () => {
    const broker = await login(t.app, emailOf('broker'));
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/Mail/Test?license=${LICENSE_A}`, headers: { cookie: broker } })).statusCode).toBe(403);
  });

  it('answers 502 MAIL_FAILED when the mail server refuses', async () => {
    const failing = await createTestApp();
    try {
      failing.app.mailer.send = async () => {
        throw new Error('550 refused');
      };
      const admin = await login(failing.app, emailOf('admin'));
      const res = await failing.app.inject({ method: 'POST', url: `/api/v1/Mail/Test?license=${LICENSE_A}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'MAIL_FAILED' });
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/v1/Dev/Outbox with SMTP_URL set', () => {
  it('is not there (404), and User/Init says so', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const admin = await login(t.app, emailOf('admin'));
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/Dev/Outbox?license=${LICENSE_A}`, headers: { cookie: admin } });
      expect(list.statusCode).toBe(404);
      const init = await t.app.inject({ method: 'GET', url: `/api/v1/User/Init?license=${LICENSE_A}`, headers: { cookie: admin } });
      expect(init.json()).toMatchObject({ IsLicenseAdmin: true, DevOutbox: false });
    } finally {
      await t.close();
    }
  });
});

/**
 * The logo and the banner image of a licence (spec 000 §2.4, §5, §9; issue 12 item 7): uploaded by licence admins,
 * recognised by content (PNG, JPEG, SVG; an SVG cleaned first), stored in the file storage, served by the portal.
 * The footer links and text of the licence are saved here too: the same dialog edits them.
 */
import { randomUUID } from 'node:crypto';
import {
  APPEARANCE_IMAGE_MIME,
  detectFileType,
  isLicenseAdmin,
  type TAppearanceImage,
  type TAppearanceImageType,
  type TFooterLinks,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { StorageNotFoundError, type Storage } from '../../platform/storage/storage.js';
import type { TUploadedFile } from '../../platform/multipart-upload.js';
import { deleteLicenseImage, findLicenseImage, setLicenseImageUrl, updateFooterLinks, upsertLicenseImage, type TImageKind, type TLicenseImageRow } from './repository.js';

/** How each image is addressed: its URL segment and its part of the audit action. */
export const IMAGE_KINDS: Record<TImageKind, { segment: string; field: string }> = {
  logo: { segment: 'Logo', field: 'logoApp' },
  banner: { segment: 'BannerImage', field: 'bannerImage' },
};

const EXTENSION: Record<TAppearanceImageType, string> = { png: 'png', jpeg: 'jpg', svg: 'svg' };

export const imageUrl = (licenseId: string, kind: TImageKind, version: string): string =>
  `/api/v1/Settings/${IMAGE_KINDS[kind].segment}/${version}?license=${encodeURIComponent(licenseId)}`;

function requireAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators change the appearance');
}

const unsupported = (field: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Only PNG, JPEG or SVG images are accepted', [{ path: field, message: 'Only PNG, JPEG or SVG images' }]);

/** The image's type by its content and the bytes to store (an SVG cleaned of scripts, handlers and outside references). */
async function imageToStore(file: TUploadedFile, field: string): Promise<{ type: TAppearanceImageType; data: Buffer }> {
  const detected = detectFileType(file.data);
  if (detected?.mimeType === APPEARANCE_IMAGE_MIME.png) return { type: 'png', data: file.data };
  if (detected?.mimeType === APPEARANCE_IMAGE_MIME.jpeg) return { type: 'jpeg', data: file.data };
  if (detected) throw unsupported(field);
  // Loaded on the first SVG only: jsdom is large, and most requests never need it.
  const { looksLikeSvg, sanitizeSvg } = await import('./sanitize-svg.js');
  if (!looksLikeSvg(file.data)) throw unsupported(field);
  const clean = sanitizeSvg(file.data);
  if (!clean) throw new AppError('VALIDATION', 400, 'The SVG has no drawable content', [{ path: field, message: 'No <svg> content left after cleaning' }]);
  return { type: 'svg', data: clean };
}

const describe = (row: Pick<TLicenseImageRow, 'licenseId' | 'kind' | 'version' | 'contentType' | 'size'>): TAppearanceImage => ({
  Url: imageUrl(row.licenseId, row.kind, row.version),
  ContentType: row.contentType,
  Size: row.size,
});

export async function uploadLicenseImage({
  db,
  storage,
  ctx,
  kind,
  file,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  kind: TImageKind;
  file: TUploadedFile;
}): Promise<TAppearanceImage> {
  requireAdmin(ctx);
  const { type, data } = await imageToStore(file, IMAGE_KINDS[kind].field);
  const version = randomUUID();
  const storageKey = `${ctx.licenseId}/appearance/${kind}-${version}.${EXTENSION[type]}`;
  const row = { licenseId: ctx.licenseId, kind, version, storageKey, contentType: APPEARANCE_IMAGE_MIME[type], size: data.length, uploadedBy: ctx.userId };
  // Stored first: a row never points at a missing file. A failed transaction leaves an orphan file only.
  await storage.put(storageKey, data, row.contentType);
  const previous = await findLicenseImage(db, ctx.licenseId, kind);
  await db.transaction(async (tx) => {
    await upsertLicenseImage(tx, row);
    await setLicenseImageUrl(tx, ctx.licenseId, kind, imageUrl(ctx.licenseId, kind, version));
    await recordAdminChange(tx, {
      licenseId: ctx.licenseId,
      actorUserId: ctx.userId,
      action: `${kind}.upload`,
      target: kind,
      before: previous ? describe(previous) : null,
      after: { ...describe(row), FileName: file.fileName },
    });
  });
  forgetMemberships(db, { licenseId: ctx.licenseId });
  if (previous) await storage.remove(previous.storageKey).catch(() => undefined);
  return describe(row);
}

/** Deletes the uploaded image: the licence shows its default again (its name instead of a logo; no banner image). Idempotent. */
export async function deleteLicenseImageFile({ db, storage, ctx, kind }: { db: Db; storage: Storage; ctx: TLicenseContext; kind: TImageKind }): Promise<void> {
  requireAdmin(ctx);
  const previous = await findLicenseImage(db, ctx.licenseId, kind);
  if (!previous) return;
  await db.transaction(async (tx) => {
    await deleteLicenseImage(tx, ctx.licenseId, kind);
    await setLicenseImageUrl(tx, ctx.licenseId, kind, null);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: `${kind}.delete`, target: kind, before: describe(previous), after: null });
  });
  forgetMemberships(db, { licenseId: ctx.licenseId });
  await storage.remove(previous.storageKey).catch(() => undefined);
}

/** The stored image of the active licence in the asked version (an old version answers 404). */
export async function readLicenseImage({
  db,
  storage,
  ctx,
  kind,
  version,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  kind: TImageKind;
  version: string;
}): Promise<{ data: Buffer; contentType: string; extension: string }> {
  const row = await findLicenseImage(db, ctx.licenseId, kind);
  if (!row || row.version !== version) throw notFound(`No such ${kind}`);
  try {
    const data = await storage.get(row.storageKey);
    return { data, contentType: row.contentType, extension: row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(`No such ${kind}`);
    throw err;
  }
}

export async function saveFooterLinks({ db, ctx, footerLinks }: { db: Db; ctx: TLicenseContext; footerLinks: TFooterLinks }): Promise<TFooterLinks> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    await updateFooterLinks(tx, ctx.licenseId, footerLinks);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'footer.update', target: null, before: ctx.license.footerLinks, after: footerLinks });
  });
  forgetMemberships(db, { licenseId: ctx.licenseId });
  return footerLinks;
}

/**
 * Permission profile templates (spec 000 §3, one per role of the licence), info-widget images and the member's
 * info widget on the start page. Changes by licence admins only, recorded in the administration audit log.
 */
import { randomUUID } from 'node:crypto';
import {
  detectFileType,
  INFO_WIDGET_IMAGE_MAX_BYTES,
  isLicenseAdmin,
  type TInfoWidget,
  type TInfoWidgetImage,
  type TPermissionTemplate,
  type TPermissionTemplateInput,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { TUploadedFile } from '../../platform/multipart-upload.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { ensureStandardSetAndProfiles } from '../detail-views/repository.js';
import * as repo from './repository.js';

type TArgs = { db: Db; ctx: TLicenseContext };

function requireAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators change permission profiles');
}

export const imageUrl = (licenseId: string, id: string) => `/api/v1/Settings/InfoWidgetImages/${id}?license=${encodeURIComponent(licenseId)}`;

const toTemplate = (licenseId: string, p: repo.TProfileRow): TPermissionTemplate => ({
  Id: p.id,
  Name: p.name,
  Role: p.role,
  DetailViewSet: { Id: p.detailSetId, Name: p.detailSetName },
  InfoWidgetActive: p.infoWidgetActive,
  InfoWidgetClosable: p.infoWidgetClosable,
  InfoWidgetImage: p.imageId ? { Id: p.imageId, FileGuid: p.imageId, Url: imageUrl(licenseId, p.imageId), Filename: p.imageName ?? '' } : null,
  InfoWidgetText: p.infoWidgetText,
});

export async function listPermissionTemplates({ db, ctx }: TArgs): Promise<TPermissionTemplate[]> {
  requireAdmin(ctx);
  await ensureStandardSetAndProfiles(db, ctx.licenseId);
  return (await repo.listProfiles(db, ctx.licenseId)).map((p) => toTemplate(ctx.licenseId, p));
}

export async function savePermissionTemplate({ db, ctx, id, input }: TArgs & { id: string; input: TPermissionTemplateInput }): Promise<TPermissionTemplate> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const before = await repo.findProfile(tx, ctx.licenseId, id);
    if (!before) throw notFound('No such profile');
    if (!(await repo.setExists(tx, ctx.licenseId, input.DetailViewSet.Id))) {
      throw validationError([{ path: 'DetailViewSet.Id', message: 'No such detail-view configuration in this licence' }]);
    }
    const imageId = input.InfoWidgetImage?.Id ?? null;
    if (imageId && !(await repo.findImage(tx, ctx.licenseId, imageId))) throw validationError([{ path: 'InfoWidgetImage.Id', message: 'No such image in this licence' }]);
    await repo.updateProfile(tx, ctx.licenseId, id, {
      detailSetId: input.DetailViewSet.Id,
      infoWidgetActive: input.InfoWidgetActive,
      infoWidgetClosable: input.InfoWidgetClosable,
      infoWidgetImageId: imageId,
      ...(input.InfoWidgetText !== undefined ? { infoWidgetText: input.InfoWidgetText } : {}),
    });
    if (input.InfoWidgetText !== undefined && input.InfoWidgetText !== before.infoWidgetText) await repo.clearDismissals(tx, ctx.licenseId, id);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'permissionTemplate.update', target: before.name, before: toTemplate(ctx.licenseId, before), after: input });
  });
  return toTemplate(ctx.licenseId, (await repo.findProfile(db, ctx.licenseId, id))!);
}

export async function listInfoWidgetImages({ db, ctx }: TArgs): Promise<TInfoWidgetImage[]> {
  requireAdmin(ctx);
  return (await repo.listImages(db, ctx.licenseId)).map((i) => ({ Id: i.id, FileGuid: i.id, Url: imageUrl(ctx.licenseId, i.id), Filename: i.fileName, Usage: i.usage }));
}

/** PNG or JPEG by content (the name does not count), at most INFO_WIDGET_IMAGE_MAX_BYTES. */
export async function uploadInfoWidgetImage({ db, ctx, storage, file }: TArgs & { storage: Storage; file: TUploadedFile }): Promise<TInfoWidgetImage> {
  requireAdmin(ctx);
  if (file.data.length > INFO_WIDGET_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, `The image is larger than ${INFO_WIDGET_IMAGE_MAX_BYTES / (1024 * 1024)} MB`, [
      { path: 'file', message: `At most ${INFO_WIDGET_IMAGE_MAX_BYTES / (1024 * 1024)} MB` },
    ]);
  }
  const type = detectFileType(file.data);
  if (!type || (type.kind !== 'png' && type.kind !== 'jpeg')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'The file is not an image: only PNG and JPEG images are accepted', [{ path: 'file', message: 'Not a PNG or JPEG image' }]);
  }
  const id = randomUUID();
  const storageKey = `${ctx.licenseId}/info-widget/${id}.${type.extensions[0]}`;
  await storage.put(storageKey, file.data, type.mimeType);
  const fileName = file.fileName.slice(0, 200) || `bild.${type.extensions[0]}`;
  try {
    await db.transaction(async (tx) => {
      await repo.insertImage(tx, { id, licenseId: ctx.licenseId, storageKey, fileName, mimeType: type.mimeType, sizeBytes: file.data.length });
      await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'infoWidgetImage.upload', target: id, before: null, after: { Filename: fileName, Size: file.data.length } });
    });
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
  return { Id: id, FileGuid: id, Url: imageUrl(ctx.licenseId, id), Filename: fileName, Usage: 0 };
}

/** Refused while profiles use it (409 IN_USE, 'Es ist {n} mal in Verwendung'). */
export async function deleteInfoWidgetImage({ db, ctx, storage, id }: TArgs & { storage: Storage; id: string }): Promise<{ Success: boolean }> {
  requireAdmin(ctx);
  const key = await db.transaction(async (tx) => {
    const image = await repo.findImage(tx, ctx.licenseId, id);
    if (!image) throw notFound('No such image');
    const usage = await repo.imageUsage(tx, ctx.licenseId, id);
    if (usage > 0) throw new AppError('IN_USE', 409, `Das Bild konnte nicht gelöscht werden. Es ist ${usage} mal in Verwendung.`);
    await repo.deleteImage(tx, ctx.licenseId, id);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'infoWidgetImage.delete', target: id, before: { Filename: image.fileName, Size: image.sizeBytes }, after: null });
    return image.storageKey;
  });
  await storage.remove(key);
  return { Success: true };
}

export async function openInfoWidgetImage({ db, ctx, storage, id }: TArgs & { storage: Storage; id: string }) {
  const image = await repo.findImage(db, ctx.licenseId, id);
  if (!image) throw notFound('No such image');
  return { stream: await storage.stream(image.storageKey), mimeType: image.mimeType };
}

/** The member's info widget: their role's profile. */
export async function getInfoWidget({ db, ctx }: TArgs): Promise<TInfoWidget> {
  await ensureStandardSetAndProfiles(db, ctx.licenseId);
  const p = (await repo.findProfileByRole(db, ctx.licenseId, ctx.membership.role))!;
  const closed = p.infoWidgetClosable && (await repo.isDismissed(db, { licenseId: ctx.licenseId, userId: ctx.userId, templateId: p.id }));
  return {
    ProfileId: p.id,
    Active: p.infoWidgetActive,
    Closable: p.infoWidgetClosable,
    Closed: closed,
    ImageUrl: p.imageId ? imageUrl(ctx.licenseId, p.imageId) : null,
    Text: p.infoWidgetText,
    CanEdit: isLicenseAdmin(ctx.permission),
  };
}

export async function closeInfoWidget({ db, ctx }: TArgs): Promise<void> {
  await ensureStandardSetAndProfiles(db, ctx.licenseId);
  const p = (await repo.findProfileByRole(db, ctx.licenseId, ctx.membership.role))!;
  if (!p.infoWidgetClosable) throw new AppError('FORBIDDEN', 403, 'This info box cannot be closed');
  await repo.dismiss(db, { licenseId: ctx.licenseId, userId: ctx.userId, templateId: p.id });
}

export async function saveInfoWidgetText({ db, ctx, profileId, text }: TArgs & { profileId: string; text: string }): Promise<void> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const before = await repo.findProfile(tx, ctx.licenseId, profileId);
    if (!before) throw notFound('No such profile');
    await repo.setProfileText(tx, ctx.licenseId, profileId, text);
    if (text !== before.infoWidgetText) await repo.clearDismissals(tx, ctx.licenseId, profileId);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'infoWidget.text', target: before.name, before: { Text: before.infoWidgetText }, after: { Text: text } });
  });
}

import { BANNER_UPLOAD_FIELD, LOGO_UPLOAD_FIELD, type TAppearanceImage, type TAppearanceSettings, type TFooterLinks } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';
import { postMultipart } from '../../lib/post-multipart';

const schema = lazySchemas(() => import('./schemas'));

export type TImageKind = 'logo' | 'banner';
const IMAGE = { logo: { segment: 'Logo', field: LOGO_UPLOAD_FIELD }, banner: { segment: 'BannerImage', field: BANNER_UPLOAD_FIELD } } as const;

/** POST Settings/Logo (multipart field logoApp, spec 000 §7) or Settings/BannerImage. */
export async function uploadImage(license: string, kind: TImageKind, file: File): Promise<TAppearanceImage> {
  const form = new FormData();
  form.append(IMAGE[kind].field, file);
  return postMultipart(`/api/v1/Settings/${IMAGE[kind].segment}?license=${encodeURIComponent(license)}`, form, await schema('ZAppearanceImage')());
}

/** DELETE Settings/Logo or Settings/BannerImage: back to the default. */
export function deleteImage(license: string, kind: TImageKind): Promise<void> {
  return apiRequest(`Settings/${IMAGE[kind].segment}`, { method: 'DELETE', scope: 'license', license });
}

/** POST Settings/GlobalSettings: colours, theme, banner, header text colour and the hide flags. */
export function saveGlobalSettings(license: string, appearance: TAppearanceSettings): Promise<TAppearanceSettings> {
  return apiRequest('Settings/GlobalSettings', { method: 'POST', scope: 'license', license, body: appearance, schema: schema('ZAppearanceSettings') });
}

/** POST Settings/FooterLinks: the footer's links and text. */
export function saveFooterLinks(license: string, links: TFooterLinks): Promise<TFooterLinks> {
  return apiRequest('Settings/FooterLinks', { method: 'POST', scope: 'license', license, body: links, schema: schema('ZFooterLinks') });
}

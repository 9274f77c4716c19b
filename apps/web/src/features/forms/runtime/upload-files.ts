/** Files of upload controls: the formats a control accepts and the stored list of files. */
import { UPLOAD_FORMATS } from '@portal/forms';
import type { TFormFile } from './form-runtime-contract';

/** The control's allowed formats, else the six of the spec. */
export function allowedFormatsOf(properties: { allowedFormats?: readonly string[] | null }): readonly string[] {
  return properties.allowedFormats?.length ? properties.allowedFormats : UPLOAD_FORMATS;
}

export function hasAllowedFormat(fileName: string, formats: readonly string[]): boolean {
  const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0]?.toLowerCase();
  return extension !== undefined && formats.includes(extension);
}

const isFormFile = (v: unknown): v is TFormFile =>
  !!v && typeof v === 'object' && typeof (v as TFormFile).Id === 'string' && typeof (v as TFormFile).Name === 'string';

export function filesOf(value: unknown): TFormFile[] {
  return Array.isArray(value) ? value.filter(isFormFile) : [];
}

const SIZE_UNITS = ['B', 'kB', 'MB', 'GB'];

export function fileSizeText(bytes: number, locale: string): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < SIZE_UNITS.length - 1) {
    size /= 1000;
    unit++;
  }
  return `${size.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${SIZE_UNITS[unit]}`;
}

import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEARANCE_IMAGE_MAX_BYTES, type TAppearanceImage } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../ui/translate-error';
import { deleteImage, uploadImage, type TImageKind } from '../api';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/**
 * Upload and removal of one of the licence's images (logo, banner image), shared by their pickers: the hidden file
 * input (`fileInput`, opened by `pick`), a file over APPEARANCE_IMAGE_MAX_BYTES refused at once (sending 20 MB only to
 * hear "too large" wastes the admin's time), and the `problem` to show — too large and wrong type in the admin's words.
 */
export function useImageUpload(o: { license: string; kind: TImageKind; testId: string; onUploaded: (image: TAppearanceImage) => void; onRemoved: () => void }): {
  fileInput: ReactElement;
  pick: () => void;
  remove: () => void;
  busy: boolean;
  problem: string | null;
} {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(o.license, o.kind, file), onSuccess: o.onUploaded });
  const removal = useMutation({ mutationFn: () => deleteImage(o.license, o.kind), onSuccess: o.onRemoved });
  const error = upload.error ?? removal.error;
  const errorText = (e: unknown): string => {
    if (isApiError(e) && e.code === 'PAYLOAD_TOO_LARGE') return t('appearance.logo.tooLarge');
    if (isApiError(e) && (e.code === 'UNSUPPORTED_MEDIA_TYPE' || e.code === 'VALIDATION')) return t('appearance.logo.wrongType');
    return translateError(t, e);
  };
  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={ACCEPT}
      hidden
      data-testid={o.testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (!file) return;
        setTooLarge(file.size > APPEARANCE_IMAGE_MAX_BYTES);
        if (file.size <= APPEARANCE_IMAGE_MAX_BYTES) upload.mutate(file);
      }}
    />
  );
  return {
    fileInput,
    pick: () => input.current?.click(),
    remove: () => removal.mutate(),
    busy: upload.isPending || removal.isPending,
    problem: tooLarge ? t('appearance.logo.tooLarge') : error ? errorText(error) : null,
  };
}

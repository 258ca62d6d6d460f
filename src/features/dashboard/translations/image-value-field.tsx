import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  FieldError,
  FileTrigger,
  Input,
  Label,
  TextField as RACTextField,
  Text,
} from 'react-aria-components';
import { ApiError } from '@/api/api-error.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import {
  control,
  description as descriptionClass,
  error as errorClass,
  field,
  label as labelClass,
} from '@/ui/field.css.ts';
import { imageFileTypes, isAllowedImage } from '../image-file.ts';
import { uploadImageValue } from './api.ts';
import * as styles from './translations.css.ts';

export interface ImageValueFieldProps {
  label: ReactNode;
  /** Names the upload button for screen readers, e.g. the key and the language. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown between the label and the input: what the image is for. */
  description?: ReactNode;
  labelClassName?: string;
}

/**
 * The value of an image-type translation: the image's URL, typed or filled by uploading a file
 * through the multimedia service (JPEG, PNG, WebP, TIFF; anything else is refused with 'This image
 * format is not allowed'), and a preview of the image.
 */
export function ImageValueField({
  label,
  name,
  value,
  onChange,
  description,
  labelClassName,
}: ImageValueFieldProps) {
  const { t, tDynamic, hasText } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadImageValue,
    onSuccess: (url) => onChange(url),
    onError: (failure) => {
      const key = failure instanceof ApiError && typeof failure.messages === 'string' ? failure.messages : '';
      setError(hasText(key) ? key : 'an_error_has_occurred_please_try_again');
    },
  });
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isAllowedImage(file)) {
      setError('this_image_format_is_not_allowed');
      return;
    }
    setError(null);
    upload.mutate(file);
  };
  return (
    <div className={styles.imageField}>
      <RACTextField
        value={value}
        onChange={(next) => {
          setError(null);
          onChange(next);
        }}
        isInvalid={error !== null}
        maxLength={20_000}
        className={field}
      >
        <Label className={labelClassName ?? labelClass}>{label}</Label>
        <Text slot="description" className={descriptionClass}>
          {description ?? t('image_url')}
        </Text>
        <Input className={control} />
        <div aria-live="polite">
          <FieldError className={errorClass}>{error ? tDynamic(error) : undefined}</FieldError>
        </div>
      </RACTextField>
      <div className={styles.imageActions}>
        <FileTrigger acceptedFileTypes={imageFileTypes} onSelect={choose}>
          <Button
            variant="secondary"
            isPending={upload.isPending}
            aria-label={`${t('upload_image')}: ${name}`}
          >
            {t('upload_image')}
          </Button>
        </FileTrigger>
      </div>
      {value.trim() !== '' && (
        <figure className={styles.preview}>
          <img src={value} alt={`${t('preview')}: ${name}`} className={styles.previewImage} />
          <figcaption className={styles.muted}>{t('preview')}</figcaption>
        </figure>
      )}
    </div>
  );
}

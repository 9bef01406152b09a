import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, type WhiteLabelImage } from '@mamt/contract';
import { Image, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploadField, type FileValue } from '../../../components/file-upload/file-upload-field';
import { API_BASE } from '../../../lib/rpc';
import { IMAGE_SIZES } from './white-label-sections';

type Props = FileValue & {
  name: WhiteLabelImage;
  /** The stored image's path, '' when none. */
  stored: string;
  required: boolean;
};

const RULE = { extensions: IMAGE_EXTENSIONS, maxBytes: MAX_IMAGE_BYTES };

/** One upload with its size note and a preview: the chosen file, else the stored image. */
export function ImageField({ name, stored, required, ...file }: Props) {
  const { t } = useTranslation('whiteLabel');
  const label = t(`images.${name}`);
  const size = IMAGE_SIZES[name];
  return (
    <Paper withBorder p="sm" radius="md">
      <FileUploadField
        label={label}
        rule={RULE}
        {...file}
        required={required}
        hint={size ? t('sizeNote', { size }) : undefined}
        preview={(url) => {
          const src = url ?? (stored ? `${API_BASE}${stored}` : null);
          return src ? (
            <Image src={src} alt={t('previewOf', { image: label })} w={72} h={72} fit="contain" radius="sm" bg="gray.2" />
          ) : (
            <Text w={72} size="xs" c="dimmed" ta="center">
              {t('noImage')}
            </Text>
          );
        }}
      />
    </Paper>
  );
}

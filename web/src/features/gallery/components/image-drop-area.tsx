import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '@mamt/contract';
import { Image, Paper, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUpload, type UploadProblem } from '../../../components/file-upload/check-file';
import { FileUploadField, type FileValue } from '../../../components/file-upload/file-upload-field';
import { translateMessage } from '../../../lib/spec-messages';

/** What the gallery takes (document 3 §5, §9): the product's image types, up to 5242880 bytes. */
export const GALLERY_UPLOAD_RULE = { extensions: IMAGE_EXTENSIONS, maxBytes: MAX_IMAGE_BYTES };

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The image of the Upload Image card: chosen with the button (the keyboard's way) or dropped on
 * the area, checked in the browser either way before it is shown as a preview.
 */
export function ImageDropArea({ value, onChange, error }: FileValue) {
  const { t } = useTranslation('gallery');
  const [dragging, setDragging] = useState(false);
  const [dropProblem, setDropProblem] = useState<string | null>(null);
  // The field keeps the problem of its own last pick; a drop starts it afresh.
  const [drops, setDrops] = useState(0);

  const describe = (problem: UploadProblem) =>
    problem.kind === 'content' ? t('upload.badContent', { ns: 'common', file: problem.message }) : translateMessage(problem.message);

  async function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file) return;
    const problem = await checkUpload(file, GALLERY_UPLOAD_RULE);
    setDrops((count) => count + 1);
    setDropProblem(problem ? describe(problem) : null);
    onChange(problem ? null : file);
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined }}
      onDragOver={(event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent) => void drop(event)}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {dragging ? t('upload.dropNow') : t('upload.dropHere')}
        </Text>
        <FileUploadField
          key={drops}
          label={t('upload.chooseImage')}
          rule={GALLERY_UPLOAD_RULE}
          required
          value={value}
          onChange={(file) => {
            setDropProblem(null);
            onChange(file);
          }}
          error={dropProblem ?? error}
          preview={(url) =>
            url && value ? (
              <Image src={url} alt={t('upload.preview', { file: value.name })} w={120} h={120} fit="contain" radius="sm" bg="var(--mantine-color-default-hover)" />
            ) : (
              <Text w={120} size="xs" c="dimmed" ta="center">
                {t('upload.noImage')}
              </Text>
            )
          }
        />
      </Stack>
    </Paper>
  );
}

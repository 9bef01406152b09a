import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateShown, type ShownMessage } from '../lib/spec-messages';

type Props = {
  /** The screen's one-sentence explanation. */
  intro: string;
  loading: boolean;
  loadingLabel: string;
  /** Why the screen's data could not be read, under the title `loadFailed`. */
  error: ShownMessage | null | undefined;
  loadFailed: string;
};

/**
 * What a settings screen says before its content: what it is for, that it is loading, or why it
 * could not be read.
 */
export function PageIntro({ intro, loading, loadingLabel, error, loadFailed }: Props) {
  const { i18n } = useTranslation();
  return (
    <>
      {/* The sentence keeps its language's direction in a right-to-left layout (its full stop stays at its end). */}
      <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
        {intro}
      </Text>
      {loading ? <Loader aria-label={loadingLabel} /> : null}
      {error ? (
        <Alert color="red" variant="light" title={loadFailed}>
          {translateShown(error)}
        </Alert>
      ) : null}
    </>
  );
}

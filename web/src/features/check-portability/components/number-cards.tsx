import { Box, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answeredBy, isPortable, type NumberResult } from '../number-results';
import { ProviderVerdict } from './portable-icon';

/** A value a provider left empty (Inteliquent gives no type): a dash, so the line does not look cut off. */
const shown = (value: string) => value.trim() || '—';

/**
 * The details (document 3: Service Provider Name, Type and Name) as one card per number, each
 * provider's answer a short list of label and value under its name. Stacked, they fit a 390 px
 * phone without scrolling sideways, where five table columns did not.
 */
/** One name and value of a provider's answer, as a term of the card's list. */
function Fact({ name, value }: { name: string; value: string }) {
  return (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {name}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </>
  );
}

export function NumberCards({ results, labelledBy }: { results: readonly NumberResult[]; labelledBy: string }) {
  const { t } = useTranslation('checkPortability');
  return (
    <Stack component="ul" role="list" aria-labelledby={labelledBy} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {results.map(({ telephoneNumber, answers }) => (
        <Card component="li" key={telephoneNumber} withBorder radius="md" padding="sm">
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {telephoneNumber}
          </Text>
          <Stack gap="xs" mt={6}>
            {answers.map((row, index) => (
              // A provider may repeat a number: its answers are told apart by their place.
              <div key={`${row.provider}-${index}`}>
                <Text component="div" size="sm" fw={600}>
                  <ProviderVerdict portable={isPortable(row)} provider={answeredBy(row)} />
                </Text>
                <Box component="dl" m={0} ms={26} style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 2 }}>
                  <Fact name={t('results.serviceProviderName')} value={shown(row.serviceProviderName)} />
                  <Fact name={t('results.type')} value={shown(row.type)} />
                </Box>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

import { Badge, Table, Text } from '@mantine/core';
import type { AccountValueSource } from '@mamt/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/simple-table';
import { translateMessage } from '../../../lib/spec-messages';
import { DIALOG_TABLE_MIN_WIDTH } from './dialog-frame';

/** `note`: why the value is what it is, where its source alone does not say (a catalog message, shown in the user's language). */
type Value = { element: string; value: string; source: AccountValueSource; note?: string };

// Long values (URLs, lists of numbers) wrap anywhere so three columns still fit a 390 px phone;
// element names break only where their words meet (mamt_|shared|Voicemail), so a cut name still reads.
const WRAP = { overflowWrap: 'anywhere' } as const;
const WORDS = /(?<=_)|(?=[A-Z])/;

function ElementName({ name }: { name: string }) {
  return name.split(WORDS).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** Each element of the Account XML with its value and the level it came from. */
export function AccountValuesTable({ values }: { values: Value[] }) {
  const { t } = useTranslation('appManagement');
  return (
    <SimpleTable
      minWidth={DIALOG_TABLE_MIN_WIDTH}
      verticalSpacing={4}
      aria-label={t('dialogs.accountPreview.values')}
      headers={[t('dialogs.accountPreview.element'), t('dialogs.accountPreview.value'), t('dialogs.accountPreview.source')]}
    >
      {values.map((row) => (
        <Table.Tr key={row.element}>
          <Table.Td>
            <Text size="sm" ff="monospace" dir="ltr">
              <ElementName name={row.element} />
            </Text>
          </Table.Td>
          {/* Values are technical text (logins, URLs): left to right even in a right-to-left language, or `1032@acme.demo` reads `acme@1032.demo`. */}
          <Table.Td style={WRAP} dir="ltr">
            {row.value}
          </Table.Td>
          <Table.Td>
            <Badge variant="outline" miw="max-content">
              {t(`dialogs.accountPreview.sources.${row.source}`)}
            </Badge>
            {row.note ? (
              <Text size="xs" c="dimmed" mt={4}>
                {translateMessage(row.note)}
              </Text>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}

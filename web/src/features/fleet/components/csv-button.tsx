import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvValue } from '../../../components/data-table/csv';
import { notifyError } from '../../../lib/notify';
import { translateShown } from '../../../lib/spec-messages';

/** A CSV file's content: its column headers and rows, read when the button is pressed (a call, maybe). */
export type CsvContent = { headers: string[]; rows: CsvValue[][] };

type Props = { fileName: string; label: string; read: () => CsvContent | Promise<CsvContent> };

/** Export CSV of an attention list, written by the product's one CSV writer. */
export function CsvButton({ fileName, label, read }: Props) {
  const { t } = useTranslation('table');
  const [reading, setReading] = useState(false);
  const save = async () => {
    setReading(true);
    try {
      const { headers, rows } = await read();
      downloadCsv(fileName, toCsv(headers, rows));
    } catch (error) {
      notifyError(t('exportFailed', { reason: translateShown(error instanceof Error ? error : String(error)) }));
    } finally {
      setReading(false);
    }
  };
  return (
    <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} loading={reading} onClick={() => void save()}>
      {label}
    </Button>
  );
}

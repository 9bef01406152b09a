import { IconDeviceDesktopAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstantFigure } from '../api/use-monitoring';
import { instantValue } from '../figures';
import { useFormats } from '../use-formats';
import { FigureBody } from './figure-body';
import { UsageBar } from './usage-bar';
import { UsageCard } from './usage-card';

/** RAM used of total: two figures, so the card has one only when it has both. */
export function MemoryCard() {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const used = useInstantFigure('memory_used_mb');
  const total = useInstantFigure('memory_total_mb');
  const usedMb = instantValue(used.data);
  const totalMb = instantValue(total.data);
  const read = { isPending: used.isPending || total.isPending, isError: used.isError || total.isError };
  const memory = usedMb !== undefined && totalMb !== undefined && totalMb > 0 ? { usedMb, totalMb } : undefined;
  const title = t('health.memory');
  return (
    <UsageCard icon={IconDeviceDesktopAnalytics} title={title}>
      <FigureBody read={read} value={memory} unavailableText={t('health.unavailable')}>
        {({ usedMb, totalMb }) => (
          <UsageBar
            label={title}
            percent={(100 * usedMb) / totalMb}
            dir={formats.dir}
            text={t('health.usedOfTotal', { used: formats.megabytes(usedMb), total: formats.megabytes(totalMb) })}
          />
        )}
      </FigureBody>
    </UsageCard>
  );
}

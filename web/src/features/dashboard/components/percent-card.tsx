import type { MonitoringQueryName } from '@mamt/contract';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstantFigure } from '../api/use-monitoring';
import { instantValue } from '../figures';
import { useFormats } from '../use-formats';
import { FigureBody } from './figure-body';
import { UsageBar } from './usage-bar';
import { UsageCard } from './usage-card';

/** A figure that is a percentage now (disk used, CPU), as a bar with its number. */
export function PercentCard({ query, title, icon }: { query: MonitoringQueryName; title: string; icon: Icon }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const figure = useInstantFigure(query);
  return (
    <UsageCard icon={icon} title={title}>
      <FigureBody read={figure} value={instantValue(figure.data)} unavailableText={t('health.unavailable')}>
        {(percent) => <UsageBar label={title} percent={percent} text={formats.percent(percent)} dir={formats.dir} />}
      </FigureBody>
    </UsageCard>
  );
}

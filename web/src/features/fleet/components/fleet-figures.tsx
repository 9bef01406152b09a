import { FLEET_ACTIVE_DAYS, type FleetFigures, type FleetList } from '@mamt/contract/fleet/fleet-fields';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ATTENTION_IDS, shownListSearch, type ShownList } from '../fleet-address';
import { useNumbers } from '../use-numbers';

type Figure = keyof FleetFigures;
/** What a figure opens: a list on this screen, or an attention list further down. */
type Target = { list: FleetList } | { attention: string };

const FIGURES: ReadonlyArray<[Figure, Target]> = [
  ['installed', { list: 'installed' }],
  ['active', { list: 'active' }],
  ['latest', { list: 'latest' }],
  ['behind', { list: 'behind' }],
  ['registered', { list: 'registered' }],
  ['unregistered', { list: 'unregistered' }],
  ['blocked_logins', { attention: ATTENTION_IDS.blocked }],
  ['undelivered_mails', { attention: ATTENTION_IDS.undelivered }],
];

/** The figures that are a part of the installed apps, and say of how many. */
const PARTS: ReadonlySet<Figure> = new Set(['active', 'latest', 'behind', 'registered', 'unregistered']);

/** Takes the reader to an attention list: its heading scrolls into view and takes the focus. */
function goToAttention(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView?.({ block: 'start' });
  heading?.focus();
}

type Props = { figures: FleetFigures; shown: ShownList | null };

/**
 * The figures at the top of the screen, each a link to the list behind it: a device figure opens its
 * list below (its place in the address), blocked logins and undelivered mails lead to their
 * attention lists. A figure of nothing leads nowhere.
 */
export function FleetFiguresGrid({ figures, shown }: Props) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const [params] = useSearchParams();

  return (
    <section aria-labelledby="fleet-figures">
      <Title order={2} size="h4" id="fleet-figures" mb="xs">
        {t('figures.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {FIGURES.map(([figure, target]) => {
          const value = figures[figure];
          const body = (
            <>
              <Text size="sm" c="dimmed" lh={1.3}>
                {t(`figures.${figure}`, { days: FLEET_ACTIVE_DAYS })}
              </Text>
              <Text fz={28} fw={700} lh={1.2} dir={numbers.dir}>
                {numbers.count(value)}
              </Text>
              {PARTS.has(figure) ? (
                <Text size="xs" c="dimmed" dir={numbers.dir}>
                  {t('figures.ofInstalled', { total: numbers.count(figures.installed) })}
                </Text>
              ) : null}
            </>
          );
          const common = { withBorder: true, radius: 'md', padding: 'md' } as const;
          if (value === 0) return <Card key={figure} {...common}>{body}</Card>;
          if ('list' in target) {
            const open = shown?.list === target.list && !shown.domain;
            return (
              <Card key={figure} {...common} component={Link} to={shownListSearch(params, { list: target.list })} aria-current={open ? 'true' : undefined} bg={open ? 'var(--mantine-primary-color-light)' : undefined}>
                {body}
              </Card>
            );
          }
          return (
            <Card
              key={figure}
              {...common}
              component="a"
              href={`#${target.attention}`}
              onClick={(event) => {
                event.preventDefault();
                goToAttention(target.attention);
              }}
            >
              {body}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/**
 * 客服统计 (znkfTj 8820): questions asked over a period, answered or not, the entries and categories that
 * answered them, and the questions the knowledge base could not answer (to add entries for).
 */
import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Grid, Heading, HStack, Stat, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DateRangePicker } from '../../components/data/DateRangePicker';
import type { DateRangeValue } from '../../components/data/date-range';
import { formatTime } from '../../lib/time';
import { QuestionAnswerStatisticsDocument } from '../../graphql/generated/graphql';
import { smartService as t } from '../../messages/smart-service';
import type { ScreenProps } from '../types';

function RankTable({ title, heads, rows, testId }: { title: string; heads: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body pt="0">
        {rows.length === 0 ? (
          <Text color="fg.muted">{t.empty}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {heads.map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((cells, i) => (
                <Table.Row key={i}>
                  {cells.map((cell, j) => (
                    <Table.Cell key={j}>{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export default function StatisticsScreen(_props: ScreenProps) {
  const [range, setRange] = useState<DateRangeValue>({});
  const [applied, setApplied] = useState<DateRangeValue>({});
  const { data } = useQuery(QuestionAnswerStatisticsDocument, { variables: { input: { from: applied.start, to: applied.end } }, fetchPolicy: 'network-only' });
  const stats = data?.questionAnswerStatistics;
  const present = <T,>(items: readonly (T | null | undefined)[] | null | undefined) => (items ?? []).flatMap((x) => (x ? [x] : []));
  const rate = stats && stats.total > 0 ? `${Math.round((stats.answered / stats.total) * 1000) / 10}%` : '—';

  return (
    <Box display="flex" flexDirection="column" gap="4" p={{ base: '3', md: '6' }}>
      <HStack wrap="wrap" gap="3">
        <DateRangePicker value={range} onChange={setRange} label={t.statisticsPeriod} testId="qa-stats-range" />
        <Button colorPalette="blue" onClick={() => setApplied(range)} data-testid="qa-stats-query">
          {t.query}
        </Button>
      </HStack>
      <Grid templateColumns="repeat(4, 1fr)" gap="3">
        {[
          [t.total, stats?.total ?? '—'],
          [t.answered, stats?.answered ?? '—'],
          [t.unanswered, stats?.unanswered ?? '—'],
          [t.answerRate, rate],
        ].map(([label, value]) => (
          <Card.Root key={String(label)}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText>{value}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="3">
        <RankTable testId="qa-stats-entries" title={t.topEntries} heads={[t.rank, t.question, t.categoryName, t.hits]} rows={present(stats?.entries).map((e, i) => [i + 1, e.question, e.categoryName ?? '', e.hits])} />
        <RankTable testId="qa-stats-categories" title={t.topCategories} heads={[t.categoryName, t.hits]} rows={present(stats?.categories).map((c) => [c.name, c.hits])} />
      </Grid>
      <RankTable testId="qa-stats-misses" title={t.misses} heads={[t.question, t.times, t.lastAskedAt]} rows={present(stats?.misses).map((m) => [m.question, m.times, formatTime(m.lastAskedAt)])} />
    </Box>
  );
}

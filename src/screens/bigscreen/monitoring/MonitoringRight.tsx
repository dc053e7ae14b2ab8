/** Monitoring room, right: performance ranking, service channels, complaint handling, penalties, the weekly trend. */
import { Table } from '@chakra-ui/react';
import { MONITORING_SAMPLE as S } from '../monitoring-room-sample-data';
import { WallBars, WallDonut, WallLine } from '../wall-charts';
import { WallPanel } from '../WallPanel';
import { WALL } from '../wall-theme';

const HEADERS = ['排名', '姓名', '得分', '所属机构'];

export function MonitoringRightA() {
  return (
    <>
      <WallPanel title="绩效排名" height={330} testId="monitoring-performance">
        <Table.Root size="sm" bg="transparent" css={{ '& th, & td': { borderColor: 'rgba(56, 189, 248, 0.2)', fontSize: '15px', py: '6px', bg: 'transparent' }, '& tr': { bg: 'transparent' } }}>
          <Table.Header>
            <Table.Row>
              {HEADERS.map((h) => (
                <Table.ColumnHeader key={h} color={WALL.title}>
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {S.performance.map((p) => (
              <Table.Row key={p.rank}>
                <Table.Cell color={WALL.figure}>{p.rank}</Table.Cell>
                <Table.Cell color={WALL.text}>{p.name}</Table.Cell>
                <Table.Cell color={WALL.figure}>{p.score}</Table.Cell>
                <Table.Cell color={WALL.text}>{p.institution}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </WallPanel>
      <WallPanel title="公共服务渠道" testId="monitoring-channels">
        <WallBars testId="chart-channels" indexBy="label" keys={['value']} legend={false} maxValue={S.yAxisMax} data={S.channels.map((c) => ({ label: c.label, value: c.value }))} />
      </WallPanel>
    </>
  );
}

export function MonitoringRightB() {
  return (
    <>
      <WallPanel title="投诉举报办理" height={300} testId="monitoring-complaints">
        <WallDonut data={S.complaintStates.map((c) => ({ ...c }))} testId="chart-complaint-states" />
      </WallPanel>
      <WallPanel title="行政处罚" height={300} testId="monitoring-penalties">
        <WallBars testId="chart-penalties" horizontal indexBy="kind" keys={['件数']} legend={false} maxValue={S.yAxisMax} leftMargin={100} data={S.penalties.map((p) => ({ ...p })).reverse()} />
      </WallPanel>
      <WallPanel title="近一周监督检查趋势" testId="monitoring-weekly">
        <WallLine testId="chart-weekly" yMax={S.yAxisMax} series={[{ id: '监督检查', data: S.weekly.map((w) => ({ x: w.day, y: w.value })) }]} />
      </WallPanel>
    </>
  );
}

// @vitest-environment jsdom
/** E6: the dashboard's 未读通知 names each notice's category by its label (流程通知), never its code (flow). */
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { buildSchema, execute } from 'graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../src/app/theme';
import { UnreadNotices } from '../../src/screens/dashboard/UnreadNotices';
import { SCREEN_WAIT } from '../helpers/waits';

const schema = buildSchema(readFileSync(resolve(process.cwd(), 'mesh/schema.graphql'), 'utf8'));
const NOTICES = [
  { id: 'n-1', title: '消防监督检查待您审批', content: '…', category: 'flow', senderName: '梁娟', sendTime: '2026-03-01T00:30:00.000Z', visited: false },
  { id: 'n-2', title: '李明辉在“福田商场检查”的交流中发来消息', content: '…', category: 'talk', senderName: '李明辉', sendTime: '2026-03-01T00:20:00.000Z', visited: false },
  { id: 'n-3', title: '系统维护通知', content: '…', category: '系统消息', senderName: null, sendTime: '2026-03-01T00:10:00.000Z', visited: false },
];

const link = new ApolloLink(
  (operation) =>
    new Observable((observer) => {
      const rootValue = { getReceivePage: { current: 1, size: 6, total: NOTICES.length, records: NOTICES } };
      Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, rootValue })).then((result) => {
        observer.next(JSON.parse(JSON.stringify(result)));
        observer.complete();
      });
    }),
);

afterEach(cleanup);

it('shows the category label and the sender of each unread notice', async () => {
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
        <MemoryRouter>
          <UnreadNotices />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  const items = await screen.findAllByTestId('notice-item', {}, SCREEN_WAIT);
  const text = items.map((item) => item.textContent ?? '');
  expect(text[0]).toContain('流程通知 · 梁娟');
  expect(text[1]).toContain('任务交流 · 李明辉');
  expect(text[2]).toContain('系统消息');
  expect(text.join('')).not.toMatch(/flow|talk/);
});
